"""A repository's model card, read from the Hub and shown as text."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from amdchat.hub.card import model_card
from amdchat.ui.background import run_in_background


class _CardDocument(QTextDocument):
    def loadResource(self, type: int, name: Any) -> Any:
        return None  # and not QTextDocument's own, which reads local files


class CardBrowser(QTextBrowser):
    """A model card from the Hub is shown as text: its images and other resources are
    never loaded (a path in it would otherwise be read from this computer's disk)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDocument(_CardDocument(self))
        self._hint = ""
        self.current_repo = ""  # the repository whose card was asked for last
        self.setObjectName("modelCard")
        self.setOpenExternalLinks(True)
        self.setPlaceholderText(self.tr("Pick a repository to read its model card."))

    def show_repo(self, repo_id: str, token: str | None) -> None:
        """Read ``repo_id``'s card off the GUI thread, and show it once it comes."""
        self.current_repo = repo_id
        self.setPlainText(self.tr("Loading the model card of {repo}…").format(repo=repo_id))
        run_in_background(self, lambda: model_card(repo_id, token=token),
                          partial(self._on_card, repo_id), partial(self._on_card_failed, repo_id))

    def _on_card(self, repo_id: str, text: str) -> None:
        if repo_id != self.current_repo:
            return  # an older answer
        if text:
            self.setMarkdown(text)
        else:
            self.setPlainText(self.tr("{repo} has no model card.").format(repo=repo_id))

    def _on_card_failed(self, repo_id: str, exc: Exception) -> None:
        if repo_id == self.current_repo:
            self.setPlainText(self.tr("The model card could not be read: {error}").format(
                error=exc))

    def loadResource(self, type: int, name: Any) -> Any:
        return None

    def setPlaceholderText(self, text: str) -> None:
        """Qt draws a placeholder as one line, cut at the width of a narrow pane (the
        Russian hint lost its second half): this one wraps."""
        self._hint = text
        self.viewport().update()

    def placeholderText(self) -> str:
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._hint and self.document().isEmpty():
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            margin = int(self.document().documentMargin())
            painter.drawText(self.viewport().rect().adjusted(margin, margin, -margin, -margin),
                             Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self._hint)
