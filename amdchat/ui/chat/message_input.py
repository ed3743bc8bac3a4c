"""The message box: Enter sends, Shift+Enter starts a new line; an image pasted or
dropped on it is attached (amdchat.ui.chat.attachments), not inserted as text."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class MessageInput(QPlainTextEdit):
    sig_submit = Signal()
    """The user pressed Enter to send."""
    sig_images_given = Signal(list)
    """Images pasted or dropped: a list of file paths (Path) and image bytes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageInput")
        self.setPlaceholderText(self.tr("Type a message. Enter sends, Shift+Enter adds a line."))
        self.setTabChangesFocus(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.sig_submit.emit()
            return
        super().keyPressEvent(event)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        from amdchat.ui.chat.attachments import images_in

        return bool(images_in(source)) or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        from amdchat.ui.chat.attachments import images_in

        found = images_in(source)
        if found:
            self.sig_images_given.emit(found)
            return
        super().insertFromMimeData(source)

    def sizeHint(self):
        hint = super().sizeHint()
        hint.setHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        return hint
