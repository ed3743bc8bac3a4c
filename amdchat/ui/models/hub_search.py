"""The Hub browser: search Hugging Face for GGUF repositories, sorted as asked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QModelIndex, Signal
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout

from amdchat.hub import api
from amdchat.hub.http import quick_answers
from amdchat.ui import app_log
from amdchat.ui.background import run_in_background
from amdchat.ui.models.table_models import RowRole, SearchResultsModel
from amdchat.ui.models.views import FitColumns, table_view


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
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("hubSearchCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self._search_id = 0  # answers of a cancelled or older search are dropped
        row = QHBoxLayout()
        row.addWidget(self.search_box, 1)
        row.addWidget(self.sort)
        row.addWidget(self.search_button)
        row.addWidget(self.cancel_button)
        self.results_view = table_view(self.results)
        # the repository's name stretches; then Author (in the name already), Licence,
        # Updated, Likes, Architecture go, as the page narrows
        self.fit_columns = FitColumns(self.results_view, 0, (1, 5, 4, 3, 6))
        self.results_view.clicked.connect(self._open_repo)
        self.results_view.activated.connect(self._open_repo)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.results_view)

    def search(self) -> None:
        """One short try (as the start page's): offline, it fails in seconds, not after
        huggingface_hub's retries (about 20 s); Cancel drops it meanwhile."""
        query, sort, token = self.search_box.text().strip(), self.sort.currentData(), self._token()
        self.sig_status.emit(self.tr("Searching…"), "")
        self._set_searching(True)
        self._search_id += 1
        search_id = self._search_id

        def ask() -> list[api.RepoSummary]:
            with quick_answers():
                return api.search(query, sort, token=token)

        run_in_background(self, ask, lambda found: self._on_results(search_id, found),
                          lambda exc: self._on_error(search_id, exc))

    def cancel(self) -> None:
        self._search_id += 1  # its answer, when it comes, is dropped
        self._set_searching(False)
        self.sig_status.emit(self.tr("Search cancelled."), "")

    def _set_searching(self, searching: bool) -> None:
        self.search_button.setEnabled(not searching)
        self.cancel_button.setVisible(searching)

    def _on_sort_changed(self, _index: int) -> None:
        """The results are in the order asked: a new order is a new search."""
        if self._searched:
            self.search()

    def _on_results(self, search_id: int, results: list[api.RepoSummary]) -> None:
        if search_id != self._search_id:
            return
        self._set_searching(False)
        self._searched = True
        self.results.set_rows(results)
        self.sig_status.emit(self.tr("Repositories found: {n}").format(n=len(results)), "")

    def _on_error(self, search_id: int, exc: Exception) -> None:
        if search_id != self._search_id:
            return
        self._set_searching(False)
        self.sig_status.emit(hub_error_text(exc), "error")

    def _open_repo(self, index: QModelIndex) -> None:
        summary = index.data(RowRole)
        if summary is not None:
            self.sig_repo_chosen.emit(summary.repo_id)


def hub_error_text(exc: Exception) -> str:
    """What the user reads of a failed Hub request: a network failure in plain words, in
    the user's language (its raw "ConnectError: [Errno -2] ..." goes to the app's log);
    a HubError of another kind says it well already."""
    if isinstance(exc, api.HubError) and exc.kind == "network":
        app_log.note("Hugging Face Hub request failed", exc.reason or str(exc))
        return QCoreApplication.translate(
            "models", "Cannot reach huggingface.co: no network? Check the connection and try "
                      "again (the details are in the log folder: Help > Open the log folder).")
    return str(exc) if isinstance(exc, api.HubError) else f"{type(exc).__name__}: {exc}"
