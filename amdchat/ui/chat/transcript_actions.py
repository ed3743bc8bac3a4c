"""What the user does to a message in the transcript: the actions bar over the message
under the mouse (copy, edit, regenerate, delete), the same in the context menu, and the
transcript's links (a code block's Copy, a thought opened or closed, ‹ › between a
reply's alternatives; any other link opens in the browser).

Its texts keep the transcript's translation context ("TranscriptView"), whose they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QUrl, SignalInstance
from PySide6.QtGui import QDesktopServices, QGuiApplication, QTextCursor, QTextDocument
from PySide6.QtWidgets import QMenu, QScrollBar, QWidget

from amdchat.ui.chat import message_cards as cards
from amdchat.ui.chat.code_blocks import COPY_SCHEME
from amdchat.ui.chat.message_actions import MessageActions
from amdchat.ui.chat.reply_footer import VARIANT_SCHEME
from amdchat.ui.chat.thought_block import THOUGHT_SCHEME

_tr = QCoreApplication.translate


class TranscriptActions:
    """The transcript's part that acts on messages (mixed into TranscriptView, whose
    attributes and methods these are)."""

    streaming: bool
    actions_bar: MessageActions
    sig_copy_requested: SignalInstance
    sig_edit_requested: SignalInstance
    sig_regenerate_requested: SignalInstance
    sig_delete_requested: SignalInstance
    sig_variant_requested: SignalInstance
    _starts: list[int]
    _roles: list[str]
    _code: list[str]

    if TYPE_CHECKING:  # the view's own (never defined here: they would hide Qt's)
        def viewport(self) -> QWidget: ...
        def document(self) -> QTextDocument: ...
        def verticalScrollBar(self) -> QScrollBar: ...
        def cursorForPosition(self, pos: QPoint) -> QTextCursor: ...
        def message_index_at(self, position: int) -> int | None: ...
        def _toggle_thought(self, key: str) -> None: ...

    def _make_actions_bar(self) -> None:
        self.actions_bar = MessageActions(self.viewport())
        bar = self.actions_bar
        bar.copy.clicked.connect(lambda: self.sig_copy_requested.emit(bar.index))
        bar.edit.clicked.connect(lambda: self.sig_edit_requested.emit(bar.index))
        bar.regenerate.clicked.connect(self.sig_regenerate_requested.emit)
        bar.delete.clicked.connect(lambda: self.sig_delete_requested.emit(bar.index))
        self.verticalScrollBar().valueChanged.connect(lambda _v: bar.hide())

    def show_actions_at(self, point: QPoint) -> None:
        """Show the actions bar over the message at ``point`` (viewport coordinates)."""
        index = self.message_index_at(self.cursorForPosition(point).position())
        if index is None or self.streaming:
            self.actions_bar.hide()
            return
        self.show_actions(index)

    def show_actions(self, index: int) -> None:
        bar = self.actions_bar
        bar.index = index
        role = self._roles[index]
        bar.edit.setVisible(role == "user")
        bar.regenerate.setVisible(role == "assistant" and index == len(self._roles) - 1)
        bar.adjustSize()
        block = self.document().findBlock(self._starts[index])
        top = self.document().documentLayout().blockBoundingRect(block).top()
        y = max(int(top) - self.verticalScrollBar().value(), 0)
        shape = cards.message_shape(self.document(), self._starts, index, role)
        right = int(shape.right()) if shape.isValid() else self.viewport().width()
        y = max(int(shape.top()) - self.verticalScrollBar().value() + 4, y)
        bar.move(max(right - bar.width() - 6, 0), y)
        bar.show()
        bar.raise_()

    def _add_message_actions(self, menu: QMenu, index: int | None) -> None:
        """The context menu's actions on the message at ``index`` (none while streaming)."""
        if index is None or self.streaming:
            return
        menu.addSeparator()
        menu.addAction(_tr("TranscriptView", "Copy message"),
                       lambda: self.sig_copy_requested.emit(index))
        if self._roles[index] == "user":
            menu.addAction(_tr("TranscriptView", "Edit and resend"),
                           lambda: self.sig_edit_requested.emit(index))
        if index == len(self._roles) - 1 and self._roles[index] == "assistant":
            menu.addAction(_tr("TranscriptView", "Regenerate"),
                           self.sig_regenerate_requested.emit)
        menu.addAction(_tr("TranscriptView", "Delete message"),
                       lambda: self.sig_delete_requested.emit(index))

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == COPY_SCHEME:
            number = int(url.path()) if url.path().isdigit() else -1
            if 0 <= number < len(self._code):
                QGuiApplication.clipboard().setText(self._code[number])
        elif url.scheme() == THOUGHT_SCHEME:
            self._toggle_thought(url.path())
        elif url.scheme() == VARIANT_SCHEME:
            index, _, step = url.path().partition("/")
            if index.isdigit() and step in ("-1", "1") and not self.streaming:
                self.sig_variant_requested.emit(int(index), int(step))
        else:
            QDesktopServices.openUrl(url)
