"""The Benchmark page never makes the window wider than a small screen: its rows shrink.
In Russian, once the page had been opened, the window could not be narrower than 1155 px
(the past-results row: a long entry, three export buttons and a copy button)."""

from __future__ import annotations

import pytest

from amdchat.bench.history import append_history
from amdchat.bench.results import BackendResult, BenchReport, BenchRow
from tests.helpers.gui import make_window

SMALL_SCREEN = 1024  # the narrowest screen the app is checked at


def _a_long_entry() -> BenchReport:
    rows = [BenchRow("pp512", "pp", 512, 0, 5, 400.0, 3.0)]
    backends = [BackendResult(kind, device="GPU", runs_on="gpu", rows=rows, finish_reason="done",
                              driver="RADV · Mesa 24.2.8-1ubuntu1~24.04.1")
                for kind in ("vulkan", "rocm", "cpu")]
    return BenchReport("2026-11-01T10:00:00",
                       "Qwen2.5-Coder-32B-Instruct-abliterated-Q4_K_M-imatrix.gguf", 1,
                       "Q4_K_M", 512, 128, [0], 5, backends)


def test_the_window_stays_narrow_after_the_benchmark_page_in_russian(qtbot, russian) -> None:
    append_history(_a_long_entry())
    window = make_window(qtbot)
    before = window.minimumSizeHint().width()
    window.show_benchmark()
    qtbot.waitUntil(lambda: window.benchmark_page.isVisible())
    assert window.benchmark_page.history_combo.count() == 1
    width = window.minimumSizeHint().width()
    assert width <= before  # the page asks no more than the chat does (it asked 1155 px)
    assert window.benchmark_page.minimumSizeHint().width() <= SMALL_SCREEN * 0.6
    window.close()
    window.store.close()


def _two_speeds() -> BenchReport:
    rows = [BenchRow("pp128", "pp", 128, 0, 3, 25.0, 0.0),
            BenchRow("tg64", "tg", 64, 4096, 3, 9.7, 0.0)]
    cpu = BackendResult("cpu", device="CPU", runs_on="cpu", rows=rows, finish_reason="done")
    return BenchReport("2026-11-02T10:00:00", "m.gguf", 1, "Q4_K_M", 128, 64, [0], 3, [cpu])


def test_bars_share_one_scale_and_the_tests_are_explained(qtbot) -> None:
    """25 and 9.7 t/s were drawn the same length (a scale per test kind), and "pp128",
    "tg64" were nowhere explained."""
    from PySide6.QtCore import Qt

    append_history(_two_speeds())
    window = make_window(qtbot)
    window.show_benchmark()
    page = window.benchmark_page
    qtbot.waitUntil(page.chart.isVisible)
    fast, slow = page.chart.bar_length(0), page.chart.bar_length(1)
    assert slow / fast == pytest.approx(9.7 / 25.0, rel=0.01)
    legend = page.legend.text()
    assert "reading a prompt of 128 tokens" in legend and "writing 64 tokens" in legend
    test_cell = page.table_model.index(1, 4)
    tip = page.table_model.data(test_cell, Qt.ItemDataRole.ToolTipRole)
    assert "64 tokens" in tip and "4096 tokens already in the context" in tip
    window.close()
    window.store.close()


def test_the_benchmark_choices_are_remembered_at_the_next_start(qtbot, tmp_path) -> None:
    from amdchat.ui.benchmark_page import BenchmarkPage

    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    window = make_window(qtbot)
    page = window.benchmark_page
    page.model_edit.setText(str(model))
    page.depths_edit.setText("0,2048")
    page.pp_spin.setValue(128)
    page.tg_spin.setValue(64)
    page.reps_spin.setValue(2)
    config = page.config()
    assert config is not None
    page._remember_choices(config)  # what Run does before it starts
    again = BenchmarkPage(window.settings, available=lambda: [])
    assert (again.depths_edit.text(), again.pp_spin.value(), again.tg_spin.value(),
            again.reps_spin.value()) == ("0,2048", 128, 64, 2)
    again.deleteLater()
    window.close()
    window.store.close()


def test_copy_as_markdown_says_it_copied(qtbot) -> None:
    from PySide6.QtGui import QGuiApplication

    append_history(_two_speeds())
    window = make_window(qtbot)
    page = window.benchmark_page
    page.copy_button.click()
    assert "tg64" in QGuiApplication.clipboard().text()
    assert page.status.text().startswith("Copied")
    window.close()
    window.store.close()
