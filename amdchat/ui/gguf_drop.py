"""A .gguf dropped anywhere on the window loads it.

The text boxes take drops of their own (a dropped file's address would land in
the message box as text), so a filter on the application sees a drag first,
takes only drags of .gguf files onto its window, and leaves every other drag
to the widget under the mouse.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget


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
        app = QApplication.instance()
        if app is not None:  # Qt removes the filter when this object goes with the window
            app.installEventFilter(self)

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
