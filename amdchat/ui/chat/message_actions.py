"""The bar of actions shown over the message under the mouse in the transcript."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget


class MessageActions(QWidget):
    """The bar shown over the message under the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("messageActions")
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(0)
        self.copy = self._button(self.tr("Copy"), "copyMessageButton", layout)
        self.edit = self._button(self.tr("Edit"), "editMessageButton", layout)
        self.regenerate = self._button(self.tr("Regenerate"), "regenerateMessageButton", layout)
        self.delete = self._button(self.tr("Delete"), "deleteMessageButton", layout)
        self.index = -1
        self.hide()

    @staticmethod
    def _button(text: str, name: str, layout: QHBoxLayout) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setObjectName(name)
        button.setAutoRaise(True)
        layout.addWidget(button)
        return button
