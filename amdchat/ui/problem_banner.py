"""The banner over the chat that says what went wrong (a load refused, a dead worker,
settings not saved) until the next load or message makes it stale."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from amdchat.ui.theme import paint_status


class ProblemBanner(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemBanner")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setMargin(8)
        paint_status(self, "banner")
        self.hide()

    def show_problem(self, text: str) -> None:
        self.setText(text)
        self.show()
