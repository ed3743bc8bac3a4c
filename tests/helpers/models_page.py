"""The Models page opened on a tiny repository of the Hub emulator, and its tables read."""

from __future__ import annotations

from PySide6.QtCore import Qt

from amdchat.ui.models.table_models import RowRole
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo

REPO = "unsloth/tiny-llama-GGUF"


def column_texts(model, column: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [model.index(r, column).data() for r in range(model.rowCount())]


def open_page(qtbot, hub_repo_files: dict[str, HubFile], hub: HubEmulator):
    hub.add(HubRepo(REPO, hub_repo_files, downloads=4321, likes=12, license="mit"))
    window = make_window(qtbot)
    window.tabs.setCurrentIndex(1)
    page = window.models_page
    page.hub.search_box.setText("tiny")
    with qtbot.waitSignal(page.hub.results.modelReset, timeout=30_000):
        qtbot.keyClick(page.hub.search_box, Qt.Key.Key_Return)
    return window, page


def select_repo_and_quant(qtbot, page, quant: str) -> None:  # type: ignore[no-untyped-def]
    if page.hub.results.rowCount():
        page.hub.results_view.clicked.emit(page.hub.results.index(0, 0))  # as a click on the row
    else:
        page.open_repo(REPO)
    qtbot.waitUntil(lambda: page.quant_table.quants.rowCount() > 0, timeout=30_000)
    quants = page.quant_table.quants
    row = [quants.index(r, 0).data(RowRole).name for r in range(quants.rowCount())]
    page.quant_table.quants_view.setCurrentIndex(quants.index(row.index(quant), 0))
