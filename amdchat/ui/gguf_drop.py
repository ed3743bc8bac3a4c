"""A .gguf dropped anywhere on the window loads it.

The text boxes take drops of their own (a dropped file's address would land in
the message box as text), so a filter on each widget of the window that takes
drops sees a drag first, takes only drags of .gguf files, and leaves every
other drag to the widget. Not a filter on the whole application: that one
would run Python for every event of the app (tens of thousands a second while
a reply streams, measured as a tenth of the GUI thread).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def gguf_paths(mime: QMimeData) -> list[Path]:
    """The local .gguf files a drag carries."""
    if not mime.hasUrls():
        return []
    paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    return [p for p in paths if p.name.lower().endswith(".gguf")]


class GgufDropFilter(QObject):
    sig_dropped = Signal(str)
    """A .gguf file was dropped on the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        window.setAcceptDrops(True)

    def watch(self) -> None:
        """Filter the window and every widget in it that takes drops (call once built)."""
        widgets = [self._window, *self._window.findChildren(QWidget)]
        for widget in widgets:
            if widget.acceptDrops():
                widget.installEventFilter(self)
            if isinstance(widget, QAbstractScrollArea) and widget.acceptDrops():
                widget.viewport().installEventFilter(self)  # a text box's drags land here

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self._window:
            return False
        assert isinstance(event, QDragEnterEvent | QDragMoveEvent | QDropEvent)
        paths = gguf_paths(event.mimeData())
        if not paths:
            return False
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.sig_dropped.emit(str(paths[0]))
        return True
