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
    page.search_box.setText("tiny")
    with qtbot.waitSignal(page.results.modelReset, timeout=30_000):
        qtbot.keyClick(page.search_box, Qt.Key.Key_Return)
    return window, page


def select_repo_and_quant(qtbot, page, quant: str) -> None:  # type: ignore[no-untyped-def]
    if page.results.rowCount():
        page.results_view.clicked.emit(page.results.index(0, 0))  # as a click on the row
    else:
        page.open_repo(REPO)
    qtbot.waitUntil(lambda: page.quants.rowCount() > 0, timeout=30_000)
    row = [page.quants.index(r, 0).data(RowRole).name for r in range(page.quants.rowCount())]
    page.quants_view.setCurrentIndex(page.quants.index(row.index(quant), 0))
