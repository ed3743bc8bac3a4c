"""The message box: Enter sends, Shift+Enter starts a new line."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class MessageInput(QPlainTextEdit):
    sig_submit = Signal()
    """The user pressed Enter to send."""

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

    def sizeHint(self):
        hint = super().sizeHint()
        hint.setHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        return hint
