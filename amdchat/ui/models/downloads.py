"""The downloads: one row each, with its progress and its own buttons.

Download progress reaches the table through a timer that refreshes it at most every
REFRESH_MS: the download threads only set a flag.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionProgressBar,
    QVBoxLayout,
)

from amdchat.hub.queue import DONE, DownloadItem, DownloadQueue
from amdchat.ui.models.download_actions import DownloadActions
from amdchat.ui.models.table_models import DownloadListModel, ProgressRole
from amdchat.ui.models.views import table_view

REFRESH_MS = 250


class ProgressDelegate(QStyledItemDelegate):
    def paint(self, painter, option, index) -> None:
        bar = QStyleOptionProgressBar()
        bar.rect = option.rect.adjusted(2, 3, -2, -3)
        bar.minimum, bar.maximum = 0, 100
        bar.progress = int(index.data(ProgressRole) or 0)
        bar.text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        bar.textVisible = True
        QApplication.style().drawControl(QStyle.ControlElement.CE_ProgressBar, bar, painter)


class DownloadList(QGroupBox):
    sig_load_requested = Signal(str)
    """Load this downloaded model file in the chat ("Load now" in its row)."""
    sig_finished = Signal()
    """A download finished since the last refresh: the library should look again."""
    sig_status = Signal(str, str)
    """A line for the page's status: its text, and "error", "info" or "" (plain)."""

    def __init__(self, queue: DownloadQueue) -> None:
        super().__init__()
        self.setTitle(self.tr("Downloads"))
        self.queue = queue
        self.downloads = DownloadListModel(self)
        self.row_actions: dict[int, DownloadActions] = {}  # download id -> its row's buttons
        self.downloads_view = table_view(self.downloads)
        self.downloads_view.setItemDelegateForColumn(2, ProgressDelegate(self.downloads_view))
        buttons = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("Clear finished"))
        self.clear_button.clicked.connect(self._clear_finished)
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.downloads_view)
        layout.addLayout(buttons)
        self._dirty = False
        # Downloads that had finished when the library was last asked to rescan: each
        # finished download rescans once, whatever the scan then lists (an mmproj on its
        # own, a file deleted since, a download into an older models folder are not in it).
        self._finished_seen = {i.id for i in queue.items if i.state == DONE}
        self._refresh = QTimer(self, interval=REFRESH_MS)
        self._refresh.timeout.connect(self._refresh_downloads)
        self._refresh.start()
        # Called from the download threads on every 64 KiB: only a flag is set there,
        # and the refresh timer reads it; no signal per block crosses threads.
        queue.on_change(self._mark_dirty)
        self._set_download_rows()

    def _mark_dirty(self, _item: object = None) -> None:
        self._dirty = True

    def _refresh_downloads(self) -> None:
        if not self._dirty and not any(i.stalled for i in self.queue.items):
            return
        self._dirty = False
        if len(self.downloads.rows) != len(self.queue.items):
            self._set_download_rows()
        else:
            for row, item in enumerate(self.downloads.rows):
                self.downloads.refresh_row(row)
                if item.id in self.row_actions:
                    self.row_actions[item.id].show_state()
        finished = {i.id for i in self.queue.items if i.state == DONE}
        if finished - self._finished_seen:
            for item in self.queue.items:
                if item.id in finished - self._finished_seen:
                    self.sig_status.emit(self.tr("{quant} of {repo} is downloaded: “Load now” "
                                                 "in its row loads it.").format(
                        quant=item.quant_name, repo=item.repo_id), "")
            self._finished_seen |= finished
            self.sig_finished.emit()

    def _set_download_rows(self) -> None:
        """All rows anew, each with its buttons (a reset drops the old ones)."""
        self.downloads.set_rows(self.queue.items)
        self.row_actions = {}
        for row, item in enumerate(self.downloads.rows):
            actions = DownloadActions(item, self._on_download_action)
            self.row_actions[item.id] = actions
            self.downloads_view.setIndexWidget(
                self.downloads.index(row, self.downloads.ACTIONS_COLUMN), actions)

    def _on_download_action(self, action: str, item: DownloadItem) -> None:
        if action == "load":
            self.sig_load_requested.emit(item.path)
            return
        {"pause": self.queue.pause, "resume": self.queue.resume,
         "cancel": self.queue.cancel}[action](item.id)
        self._mark_dirty()

    def _clear_finished(self) -> None:
        self.queue.remove_finished()
        self._set_download_rows()
