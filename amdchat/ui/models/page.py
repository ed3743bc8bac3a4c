"""The Models page: search the Hub, list a repo's quantizations, download, library.

It assembles its four parts (models/hub_search.py, quant_table.py, downloads.py,
library.py) and the model card, and wires them: a repository picked in the search
opens in the table and the card, a finished download rescans the library, every
part's messages go to the one status line. Network and disk work runs off the GUI
thread (the thread pool for search and listings, the download queue's own threads
for downloads).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QSplitter, QVBoxLayout, QWidget

from amdchat.config import Settings
from amdchat.fit.estimate import Budget
from amdchat.hub import api
from amdchat.hub.queue import DownloadQueue
from amdchat.library import repo_id_of
from amdchat.ui.models.downloads import DownloadList
from amdchat.ui.models.hub_search import HubSearch
from amdchat.ui.models.library import LocalLibrary
from amdchat.ui.models.model_card import CardBrowser
from amdchat.ui.models.quant_table import QuantTable
from amdchat.ui.theme import paint_status
from amdchat.ui.window_layout import scroll_when_short

STATUS_MS = 15_000  # how long a line about an earlier action stays

class ModelsPage(QWidget):
    sig_open_in_chat_requested = Signal(str)
    """Load this model file in the chat."""

    def __init__(self, settings: Settings, queue: DownloadQueue,
                 budget: Callable[[], Budget | None] = lambda: None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.queue = queue
        self.is_loaded: Callable[[Path], bool] = lambda _path: False  # set by the window
        self.hub = HubSearch(self._token)
        self.quant_table = QuantTable(settings, queue, budget, self._token)
        self.card = CardBrowser()
        self.download_list = DownloadList(queue)
        self.local = LocalLibrary(settings, lambda path: self.is_loaded(path))
        self.library = self.local.library  # the models on this computer, for the window
        self._build()
        self._connect()
        if queue.load_problem:
            self.show_status(queue.load_problem, error=True)

    def _build(self) -> None:
        self.status = QLabel()
        self.status.setObjectName("modelsStatus")
        self._status_timer = QTimer(self, singleShot=True, interval=STATUS_MS)
        self._status_timer.timeout.connect(self._clear_stale_status)
        self.status.setWordWrap(True)
        card_box = QGroupBox(self.tr("Model card"))
        layout = QVBoxLayout(card_box)
        layout.addWidget(self.card)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.hub)
        top.addWidget(self.quant_table)
        top.addWidget(card_box)
        top.setSizes([520, 420, 340])
        main = QSplitter(Qt.Orientation.Vertical)
        main.addWidget(top)
        main.addWidget(self.download_list)
        main.addWidget(self.local)
        main.setSizes([380, 160, 240])
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        # the three rows' minimum (483 px) had set the window's: it may scroll instead
        layout.addWidget(scroll_when_short(main), 1)

    def _connect(self) -> None:
        for part in (self.hub, self.quant_table, self.download_list, self.local):
            part.sig_status.connect(self._show_part_status)
        self.hub.sig_repo_chosen.connect(self.open_repo)
        self.download_list.sig_load_requested.connect(self.sig_open_in_chat_requested)
        self.download_list.sig_finished.connect(self.rescan)
        self.local.sig_open_in_chat_requested.connect(self.sig_open_in_chat_requested)
        self.local.sig_scanned.connect(self.refresh_local_marks)

    def show_status(self, text: str, error: bool = False, status: str | None = None) -> None:
        """``error``: in the error colour; else ``status`` (one of theme.STATUSES) or the
        palette's own. Red is kept for what went wrong, not for information."""
        self.status.setText(text)
        paint_status(self.status, "error" if error else status)
        # what was said of an earlier action goes after a while (it stayed, stale, for
        # good); a problem stays until the next action, and work in progress ("…") too
        if not error and status != "error" and not text.endswith("…"):
            self._status_timer.start()
        else:
            self._status_timer.stop()

    def _clear_stale_status(self) -> None:
        self.status.clear()

    def _show_part_status(self, text: str, status: str) -> None:
        self.show_status(text, status=status or None)

    def set_has_gpu(self, has_gpu: bool) -> None:
        """No GPU here: the fit column is of this computer, not of "your GPU"."""
        self.quant_table.quants.set_has_gpu(has_gpu)

    def _token(self) -> str | None:
        return api.token_from(self.settings["hf_token"])

    def open_repo(self, repo_id: str) -> None:
        """The repository's quantizations in the table, and its model card."""
        self.quant_table.open_repo(repo_id)
        self.card.show_repo(repo_id, self._token())

    def rescan(self) -> None:
        self.local.rescan()

    def delete_selected(self, *, confirm: bool = True) -> None:
        self.local.delete_selected(confirm=confirm)

    def refresh_local_marks(self) -> None:
        """Mark the repositories found with a model on this computer, and the loaded
        one, in the search results and the library (after a scan, a load, an unload)."""
        models_dir = self.settings.models_dir()
        marks: dict[str, str] = {}
        for model in self.library.rows:
            repo = repo_id_of(model, models_dir)
            if repo and marks.get(repo) != "loaded":
                marks[repo] = "loaded" if self.is_loaded(model.path) else "downloaded"
        self.hub.results.set_marks(marks)
        self.library.refresh_loaded()
