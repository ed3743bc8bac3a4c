"""The Hub browser: search Hugging Face for GGUF repositories, sorted as asked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout

from amdchat.hub import api
from amdchat.ui.background import run_in_background
from amdchat.ui.models.table_models import RowRole, SearchResultsModel
from amdchat.ui.models.views import table_view


class HubSearch(QGroupBox):
    sig_repo_chosen = Signal(str)
    """The user picked this repository in the results."""
    sig_status = Signal(str, str)
    """A line for the page's status: its text, and "error", "info" or "" (plain)."""

    def __init__(self, token: Callable[[], str | None]) -> None:
        super().__init__()
        self.setTitle(self.tr("Hugging Face"))
        self._token = token
        self.results = SearchResultsModel(self)
        self._searched = False  # a search ran: a new sort runs it again
        self.search_box = QLineEdit(placeholderText=self.tr("Search Hugging Face for GGUF models"))
        self.search_box.setToolTip(self.search_box.placeholderText())  # cut short when narrow
        self.search_box.setObjectName("hubSearch")
        self.search_box.returnPressed.connect(self.search)
        self.sort = QComboBox()
        for key, label in (("downloads", self.tr("Most downloaded")),
                           ("likes", self.tr("Most liked")), ("recent", self.tr("Recent"))):
            self.sort.addItem(label, key)
        self.sort.currentIndexChanged.connect(self._on_sort_changed)
        self.search_button = QPushButton(self.tr("Search"))
        self.search_button.clicked.connect(self.search)
        row = QHBoxLayout()
        row.addWidget(self.search_box, 1)
        row.addWidget(self.sort)
        row.addWidget(self.search_button)
        self.results_view = table_view(self.results)
        self.results_view.clicked.connect(self._open_repo)
        self.results_view.activated.connect(self._open_repo)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.results_view)

    def search(self) -> None:
        query, sort, token = self.search_box.text().strip(), self.sort.currentData(), self._token()
        self.sig_status.emit(self.tr("Searching…"), "")
        self.search_button.setEnabled(False)
        run_in_background(self, lambda: api.search(query, sort, token=token),
                          self._on_results, self._on_error)

    def _on_sort_changed(self, _index: int) -> None:
        """The results are in the order asked: a new order is a new search."""
        if self._searched:
            self.search()

    def _on_results(self, results: list[api.RepoSummary]) -> None:
        self.search_button.setEnabled(True)
        self._searched = True
        self.results.set_rows(results)
        self.sig_status.emit(self.tr("Repositories found: {n}").format(n=len(results)), "")

    def _on_error(self, exc: Exception) -> None:
        self.search_button.setEnabled(True)
        self.sig_status.emit(hub_error_text(exc), "error")

    def _open_repo(self, index: QModelIndex) -> None:
        summary = index.data(RowRole)
        if summary is not None:
            self.sig_repo_chosen.emit(summary.repo_id)


def hub_error_text(exc: Exception) -> str:
    """What the user reads of a failed Hub request (a HubError says it well already)."""
    return str(exc) if isinstance(exc, api.HubError) else f"{type(exc).__name__}: {exc}"
