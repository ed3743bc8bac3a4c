"""The chat transcript: appended to, never re-rendered while tokens stream.

Tokens are buffered and appended at the end with one persistent QTextCursor
every FLUSH_MS; a finished reply's Markdown is rendered once, in its own range.
The view follows new text only while the user is scrolled to the bottom.
"""

from __future__ import annotations

import bisect

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import QMenu, QTextBrowser, QWidget

from amdchat.chats.store import CANCELLED, FAILED, INTERRUPTED, STREAMING, StoredMessage
from amdchat.i18n import Text
from amdchat.ui import messages as texts

FLUSH_MS = 40


class TranscriptView(QTextBrowser):
    sig_copy_requested = Signal(int)
    """Copy message at this index."""
    sig_edit_requested = Signal(int)
    """Edit and resend the user message at this index."""
    sig_regenerate_requested = Signal()
    """Regenerate the last reply."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setOpenExternalLinks(True)
        self.setObjectName("transcript")
        self._cursor = QTextCursor(self.document())
        self._starts: list[int] = []  # where each message's header begins
        self._roles: list[str] = []
        self._body_start = 0  # where the streaming reply's text begins
        self._pending: list[str] = []
        self._flush_timer = QTimer(self, singleShot=True, interval=FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush)
        self.streaming = False

    # -- whole conversation ------------------------------------------------
    def show_messages(self, messages: list[StoredMessage]) -> None:
        self._pending.clear()
        self.streaming = False
        self.document().clear()
        self._cursor = QTextCursor(self.document())
        self._starts.clear()
        self._roles.clear()
        for message in messages:
            self._append_header(message.role, message.status)
            self._append_body(message.role, message.content)
            self._append_footer(message)
        self._scroll_to_bottom()

    def message_count(self) -> int:
        return len(self._starts)

    # -- one message at a time ---------------------------------------------
    def append_user_message(self, message: StoredMessage) -> None:
        at_bottom = self._at_bottom()
        self._append_header("user", message.status)
        self._append_body("user", message.content)
        if at_bottom:
            self._scroll_to_bottom()

    def begin_reply(self) -> None:
        at_bottom = self._at_bottom()
        self._append_header("assistant", STREAMING)
        self._new_block()
        self._body_start = self._cursor.position()
        self.streaming = True
        if at_bottom:
            self._scroll_to_bottom()

    def add_tokens(self, text: str) -> None:
        self._pending.append(text)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def _flush(self) -> None:
        if not self._pending:
            return
        at_bottom = self._at_bottom()
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        self._cursor.insertText("".join(self._pending), QTextCharFormat())
        self._pending.clear()
        if at_bottom:
            self._scroll_to_bottom()

    def finish_reply(self, message: StoredMessage, note: str = "") -> None:
        """Replace the streamed text with its rendered Markdown, add stats or a note."""
        self._flush_timer.stop()
        self._pending.clear()
        at_bottom = self._at_bottom()
        self._cursor.setPosition(self._body_start)
        self._cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        self._cursor.removeSelectedText()
        if message.content:
            self._insert_markdown(message.content)
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        self._append_footer(message, note)
        self.streaming = False
        if at_bottom:
            self._scroll_to_bottom()

    def remove_from(self, index: int) -> None:
        """Drop message ``index`` and all after it from the view."""
        if index >= len(self._starts):
            return
        cursor = QTextCursor(self.document())
        cursor.setPosition(max(self._starts[index] - 1, 0))
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        del self._starts[index:]
        del self._roles[index:]
        self._cursor = QTextCursor(self.document())
        self._cursor.movePosition(QTextCursor.MoveOperation.End)

    def message_index_at(self, position: int) -> int | None:
        index = bisect.bisect_right(self._starts, position) - 1
        return index if index >= 0 else None

    # -- building blocks ---------------------------------------------------
    def _new_block(self, top_margin: float = 0.0) -> None:
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        if self.document().isEmpty() and self._cursor.position() == 0 and not self._starts:
            block = QTextBlockFormat()
            block.setTopMargin(top_margin)
            self._cursor.setBlockFormat(block)
            return
        block = QTextBlockFormat()
        block.setTopMargin(top_margin)
        self._cursor.insertBlock(block, QTextCharFormat())

    def _insert_markdown(self, text: str) -> None:
        """Render Markdown once, then give code blocks a background of their own."""
        start = self._cursor.position()
        self._cursor.insertMarkdown(text)
        end = self._cursor.position()
        block = self.document().findBlock(start)
        code = QTextFormat.Property.BlockCodeFence
        while block.isValid() and block.position() <= end:
            fmt = block.blockFormat()
            if fmt.hasProperty(code) or fmt.hasProperty(QTextFormat.Property.BlockCodeLanguage):
                fmt.setBackground(QColor("#f3f4f6"))
                fmt.setLeftMargin(6)
                QTextCursor(block).setBlockFormat(fmt)
            block = block.next()

    def _append_header(self, role: str, status: str) -> None:
        self._new_block(top_margin=14.0 if self._starts else 0.0)
        self._starts.append(self._cursor.position())
        self._roles.append(role)
        header = QTextCharFormat()
        header.setFontWeight(QFont.Weight.Bold)
        header.setForeground(QColor("#c0392b") if role == "assistant" else QColor("#2c3e50"))
        names = {"user": self.tr("You"), "assistant": self.tr("Assistant"),
                 "system": self.tr("System")}
        self._cursor.insertText(names.get(role, role), header)

    def _append_body(self, role: str, content: str) -> None:
        self._new_block()
        if role == "assistant":
            self._insert_markdown(content)
        else:
            self._cursor.insertText(content, QTextCharFormat())

    def _append_footer(self, message: StoredMessage, note: str = "") -> None:
        if message.role != "assistant":
            return
        text = note or self._status_note(message)
        stats = self._stats_line(message)
        if not text and not stats:
            return
        self._new_block()
        small = QTextCharFormat()
        small.setForeground(QColor("#b03a2e") if text else QColor("#7f8c8d"))
        small.setFontPointSize(max(self.font().pointSizeF() * 0.85, 7.0))
        self._cursor.insertText(" · ".join(p for p in (text, stats) if p), small)

    def _status_note(self, message: StoredMessage) -> str:
        if message.status == CANCELLED:
            return {
                "switched_chat": self.tr("[stopped: you opened another chat]"),
                "unloaded": self.tr("[stopped: the model was unloaded]"),
                "app_closed": self.tr("[stopped: the app was closed]"),
            }.get(str(message.stats.get("stopped_because", "")), self.tr("[stopped by you]"))
        if message.status == INTERRUPTED:
            return self.tr("[interrupted: the engine stopped; partial reply kept]")
        if message.status == FAILED:
            return self.tr("[failed: {reason}]").format(
                reason=message.stats.get("error", self.tr("no reply")))
        problem = message.stats.get("template_problem_text")
        if isinstance(problem, dict):  # the model's own chat template failed: say so here
            return texts.translated(Text(**problem))
        return ""

    def _stats_line(self, message: StoredMessage) -> str:
        stats = message.stats
        if "generation_tps" not in stats:
            return ""
        where = stats.get("device") or ""
        return self.tr("{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}").format(
            tps=stats["generation_tps"], n=stats.get("generated_tokens", 0),
            ttft=stats.get("ttft_ms", 0.0), where=where)

    # -- scrolling and menu ------------------------------------------------
    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 4

    def _scroll_to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def contextMenuEvent(self, event) -> None:
        menu: QMenu = self.createStandardContextMenu(event.pos())
        index = self.message_index_at(self.cursorForPosition(event.pos()).position())
        if index is not None and not self.streaming:
            menu.addSeparator()
            menu.addAction(self.tr("Copy message"), lambda: self.sig_copy_requested.emit(index))
            if self._roles[index] == "user":
                menu.addAction(self.tr("Edit and resend"),
                               lambda: self.sig_edit_requested.emit(index))
            if index == len(self._roles) - 1 and self._roles[index] == "assistant":
                menu.addAction(self.tr("Regenerate"), self.sig_regenerate_requested.emit)
        menu.exec(event.globalPos())
