"""The GPU panel: no data without a GPU; real figures from recorded trees; live charts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor
from amdchat.ui.gpu_panel import GpuPanel
from tests.helpers.gui import make_window

TREES = Path(__file__).parent.parent / "data" / "sysfs"


def test_no_gpu_shows_no_data(qtbot, window) -> None:
    """Every test's sysfs root is empty (tests/conftest.py): a machine with no GPU."""
    assert window.gpu.no_data.isVisible()
    assert "no data" in window.gpu.no_data.text()
    assert not window.gpu.gpu_figures.isVisible()  # no empty GPU charts to mislead
    window.gpu.sample()
    assert window.gpu.load.text() == "–"  # nothing invented


def test_recorded_rdna3_card_shows_its_figures(qtbot) -> None:
    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.no_data.isVisible()
    with qtbot.waitSignal(panel.timer.timeout, timeout=3000):
        pass
    assert panel.load.text() == "97 %"
    assert panel.vram.text() == "17.9 / 24.0 GiB"
    assert panel.power.text() == "318 W"
    assert panel.load_chart.values()[-1] == 97.0
    assert panel.temperature_chart.values()[-1] == 71.0
    assert panel.power_chart.values()[-1] == 318.0


def test_two_gpus_offer_a_choice_and_the_apu_shows_gtt(qtbot) -> None:
    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "apu-780m"),
                                 LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    qtbot.addWidget(panel)
    assert panel.selector.count() == 2 and panel.selector.isVisibleTo(panel)
    assert panel.selector.itemText(0) == "AMD Radeon 780M (gfx1103)"
    panel.sample()
    assert panel.gtt.text() == "4.7 / 15.3 GiB"
    panel.follow_engine_device("AMD Radeon RX 7900 XTX (RADV NAVI31)")
    panel.sample()
    assert panel.load.text() == "97 %"


def test_missing_files_show_no_data(qtbot) -> None:
    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "missing-files-rx580")]))
    qtbot.addWidget(panel)
    panel.sample()
    assert panel.load.text() == "no data"
    assert panel.temperature.text() == "no data"
    assert panel.load_chart.values()[-1] != panel.load_chart.values()[-1]  # NaN: a gap


def test_hidden_or_paused_panel_does_not_sample(qtbot) -> None:
    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna2-rx6800xt")]))
    qtbot.addWidget(panel)
    panel.show()
    assert panel.timer.isActive()
    panel.pause.setChecked(True)
    assert not panel.timer.isActive()
    panel.pause.setChecked(False)
    panel.hide()
    assert not panel.timer.isActive()


@pytest.mark.slow
@pytest.mark.parametrize("tree", ["rdna3-rx7900xtx"])
def test_token_speed_chart_moves_during_a_real_reply(qtbot, monkeypatch, model_path, tree) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / tree))
    window = make_window(qtbot, temperature=1.0, max_tokens=300, seed=5, context_length=1024)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        window.load_model(model_path)
    assert window.gpu.monitor.gpus[0].name == "AMD Radeon RX 7900 XTX"
    window.chat_pane.input.setPlainText("Write a long story about a dragon.")
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: max(window.gpu.speed_chart.values() or [0]) > 0, timeout=30_000)
    assert window.gpu.load.text() == "97 %"
    window.chat.stop()
    qtbot.waitUntil(lambda: not window.chat.busy, timeout=30_000)
    window.close()
    window.store.close()


def test_memory_charts_are_drawn_against_the_total(qtbot) -> None:
    """17.9 of 24 GiB in use is a line three quarters up its chart, not on the top edge
    (which is where a flat series lands when scaled to its own largest value)."""
    from PySide6.QtGui import QColor

    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    qtbot.addWidget(panel)
    panel.show()
    for _ in range(3):
        panel.sample()
    image = panel.vram_chart.grab().toImage()

    def is_line(x: int, y: int) -> bool:  # the purple line, antialiased: blue well over green
        pixel: QColor = image.pixelColor(x, y)
        return pixel.blue() - pixel.green() > 20

    rows = [y for y in range(image.height())
            if any(is_line(x, y) for x in range(image.width() - 4, image.width()))]
    assert rows, "the line is drawn"
    height_up = 1 - (sum(rows) / len(rows)) / image.height()
    assert 0.6 < height_up < 0.9, f"the line sits {height_up:.0%} up the chart"


def test_the_charts_time_labels_do_not_run_into_each_other_in_russian(
        qtbot, russian) -> None:
    """In Russian "60 с назад" and "сейчас" overlapped under every chart beside a wide
    figure ("17.9 / 24.0 GiB"), the panel at its narrowest."""
    from PySide6.QtGui import QFontMetrics

    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    qtbot.addWidget(panel)
    panel.show()
    with qtbot.waitSignal(panel.timer.timeout, timeout=3000):
        pass
    panel.resize(panel.minimumSizeHint())
    qtbot.waitUntil(lambda: panel.size() == panel.minimumSizeHint())
    for chart in (panel.speed_chart, panel.load_chart, panel.vram_chart,
                  panel.gtt_chart, panel.temperature_chart, panel.power_chart):
        labels = chart.axis_labels()
        assert labels["x_right"] == "сейчас"
        metrics = QFontMetrics(chart._axis_font)
        gutter = max(metrics.horizontalAdvance(labels[k]) for k in ("y_top", "y_bottom"))
        needed = gutter + sum(metrics.horizontalAdvance(labels[k])
                              for k in ("x_left", "x_right"))
        assert chart.width() > needed, (chart.series, chart.width(), needed)


def test_a_card_named_only_by_its_id_takes_the_vulkan_name_when_the_engine_runs_on_it(
        qtbot) -> None:
    panel = GpuPanel(GpuMonitor([LinuxAmdgpuSource(TREES / "missing-files-rx580")]))
    qtbot.addWidget(panel)
    assert panel.selector.itemText(0) == "AMD GPU 67DF"
    panel.follow_engine_device("AMD Radeon RX 580 Series (RADV POLARIS10)", "0000:01:00.0")
    assert panel.selector.itemText(0) == "AMD Radeon RX 580 Series"
