"""Cost of GPU monitoring: one sysfs sample, and the GUI thread's share.

The sysfs reader runs on recorded trees of real cards (tests/data/sysfs), so
the file reads are real reads through the kernel's page cache, like sysfs.
The panel's share of the GUI thread is its time per sample (read + labels +
charts repaint) times the samples per second.
Run: .venv/bin/python benchmarks/bench_gpu_sample.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor

TREES = Path(__file__).resolve().parents[1] / "tests" / "data" / "sysfs"


def time_ms(action, repeat: int) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def main() -> None:
    for tree in ("rdna3-rx7900xtx", "apu-780m", "suspended-rx6600"):
        source = LinuxAmdgpuSource(TREES / tree)
        (gpu,) = source.discover()
        cost = time_ms(lambda s=source, g=gpu: s.sample(g), 2000)
        print(f"one sysfs sample, {tree}: {cost:.3f} ms")
    app = QApplication(sys.argv)
    from amdchat.ui.gpu_panel import SAMPLE_MS, GpuPanel

    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    panel.resize(300, 400)
    panel.show()
    panel.on_live_stats({"tps": 42.0})
    for _ in range(130):  # fill a minute of chart points
        panel.sample()

    from PySide6.QtGui import QPixmap

    canvas = QPixmap(panel.size())
    chart_canvas = QPixmap(panel.load_chart.size())

    def sample_and_paint() -> None:
        panel.sample()
        panel.render(canvas)  # paint the whole panel now, as the event loop would

    per_sample = time_ms(sample_and_paint, 300)
    repaint = time_ms(lambda: panel.load_chart.render(chart_canvas), 300)
    share = per_sample / SAMPLE_MS * 100
    print(f"panel sample + repaint: {per_sample:.3f} ms every {SAMPLE_MS} ms = "
          f"{share:.2f} % of the GUI thread; one chart repaint {repaint:.3f} ms")
    app.quit()


if __name__ == "__main__":
    main()
