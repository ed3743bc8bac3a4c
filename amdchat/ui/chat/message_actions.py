"""The bar of actions shown over the message under the mouse in the transcript."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from amdchat.ui.icons import icon_button


class MessageActions(QWidget):
    """The bar shown over the message under the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("messageActions")
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(0)
        self.copy = self._button("copy", self.tr("Copy"), "copyMessageButton", layout)
        self.edit = self._button("edit", self.tr("Edit"), "editMessageButton", layout)
        self.regenerate = self._button("regenerate", self.tr("Regenerate"),
                                       "regenerateMessageButton", layout)
        self.delete = self._button("delete", self.tr("Delete"), "deleteMessageButton", layout)
        self.index = -1
        self.hide()

    @staticmethod
    def _button(icon: str, text: str, name: str, layout: QHBoxLayout) -> QToolButton:
        button = icon_button(icon, text, name)
        layout.addWidget(button)
        return button
