"""The chat transcript: appended to, never re-rendered while tokens stream.

Tokens are buffered and appended at the end with one persistent QTextCursor
every FLUSH_MS; a finished reply's Markdown is rendered once, in its own range,
in place of the streamed text. Qt lays out a whole paragraph again each time text
is added to it, so while a reply streams a paragraph longer than STREAM_PARAGRAPH
characters goes on in a new one after a sentence (a 2,000-word paragraph made
each flush cost 10 ms and more), and one flush adds at most FLUSH_CHARS (a backlog
is shown over a few turns of the event loop); the finished reply shows its
paragraphs whole, its code blocks highlighted then (amdchat.ui.chat.code_blocks).
The view follows new text only while the user is scrolled to the bottom. Colours come
from the palette (amdchat.ui.theme): when it changes, sig_restyle_requested asks for a
re-render. Its parts: a reply's thought (thought_block.ThoughtBlocks), the line under a
reply (reply_footer), the actions on a message and the links (transcript_actions).
"""

from __future__ import annotations

import bisect
import time

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QMenu, QTextBrowser, QWidget

from amdchat.chats.records import STREAMING, StoredMessage
from amdchat.ui.chat import message_cards as cards
from amdchat.ui.chat import reply_footer as footers
from amdchat.ui.chat.attachments import insert_thumbnails
from amdchat.ui.chat.code_blocks import (
    CodeBlock,
    Highlighter,
    style_code_blocks,
)
from amdchat.ui.chat.heading_space import space_headings
from amdchat.ui.chat.line_spacing import join_broken_lines, mark_line_breaks, shrink_blank_lines
from amdchat.ui.chat.paragraphs import break_long_paragraphs
from amdchat.ui.chat.thought_block import LiveThought, ThoughtBlocks
from amdchat.ui.chat.transcript_actions import TranscriptActions
from amdchat.ui.theme import TranscriptColors, transcript_colors

FLUSH_MS = 40
FLUSH_CHARS = 4000  # at most this much text added to the view in one turn of the loop
# code is highlighted newest first: this long at once, then this long a slice, between
# which the event loop runs (a long chat with much code never freezes the window)
HIGHLIGHT_AT_ONCE_MS, HIGHLIGHT_SLICE_MS = 30.0, 8.0
_SENTINEL = "\u200b"  # see _insert_markdown
BODY_SCALE = 1.1  # the transcript's text against the app's UI font


class TranscriptView(ThoughtBlocks, TranscriptActions, QTextBrowser):
    sig_copy_requested = Signal(int)
    """Copy message at this index."""
    sig_edit_requested = Signal(int)
    """Edit and resend the user message at this index."""
    sig_regenerate_requested = Signal()
    """Regenerate the last reply."""
    sig_delete_requested = Signal(int)
    """Delete the message at this index."""
    sig_variant_requested = Signal(int, int)
    """Show the previous (-1) or next (1) alternative of the reply at this index."""
    sig_restyle_requested = Signal()
    """The palette changed: the conversation should be shown again in its colours."""
    sig_thought_toggled = Signal()
    """A finished reply's thought block was opened or closed: show the conversation again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setOpenLinks(False)  # links are ours (copy code, alternatives) or the browser's
        self.anchorClicked.connect(self._on_link)
        self.setObjectName("transcript")
        # painted by paintEvent: Qt's own placeholder is one line, cut at the view's edge
        self.empty_hint = self.tr("A new conversation: type a message below and press "
                                  "Enter. The reply appears here as the model writes it.")
        self.document().setUndoRedoEnabled(False)  # never edited by the user: no undo
        self.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.setBackgroundRole(QPalette.ColorRole.Base)  # the side margins: the page's colour
        self.setAutoFillBackground(True)
        body = QFont(self.font())  # the body a step larger than the app's UI text
        body.setPointSizeF(body.pointSizeF() * BODY_SCALE)
        self.setFont(body)
        self.document().setDocumentMargin(cards.DOCUMENT_MARGIN)
        self._widths: list[float] = []  # each user message's longest line (its bubble)
        self._column = -1.0  # the column width the bubbles were fitted to
        self._cursor = QTextCursor(self.document())
        self._starts: list[int] = []  # where each message's header begins
        self._roles: list[str] = []
        self._code: list[str] = []  # what each code block's Copy link copies
        self._body_start = 0  # where the streaming reply's text begins
        self._pending: list[str] = []
        self._flush_timer = QTimer(self, singleShot=True, interval=FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush)
        self.streaming = False
        self.colors: TranscriptColors = transcript_colors(self.palette())
        self._highlighter = Highlighter(self.colors)
        self._to_highlight: list[CodeBlock] = []  # oldest first
        self._highlight_timer = QTimer(self, singleShot=True, interval=0)
        self._highlight_timer.timeout.connect(lambda: self._highlight(HIGHLIGHT_SLICE_MS))
        self._make_actions_bar()
        self._live_thought = LiveThought()  # the streaming reply's reasoning
        self.expanded_thoughts: set[int] = set()  # ids of replies whose thoughts are open

    # -- whole conversation ------------------------------------------------
    def show_messages(self, messages: list[StoredMessage]) -> None:
        self._pending.clear()
        self.streaming = False
        self.actions_bar.hide()
        self.colors = transcript_colors(self.palette())
        self._highlighter = Highlighter(self.colors)
        self._to_highlight.clear()
        self.document().clear()
        self._cursor = QTextCursor(self.document())
        self._starts.clear()
        self._roles.clear()
        self._widths.clear()
        self._code.clear()
        edit = QTextCursor(self.document())
        edit.beginEditBlock()  # one layout pass at the end, not one per change
        try:
            for message in messages:
                self._append_header(message.role, message.status, message.content)
                self._append_images(message)
                self._append_thought(message)
                self._append_body(message.role, message.content)
                self._append_footer(message)
        finally:
            edit.endEditBlock()
        self._column = -1.0
        self._fit_column()
        self._highlight(HIGHLIGHT_AT_ONCE_MS)
        self._scroll_to_bottom()

    def message_count(self) -> int:
        return len(self._starts)

    # -- one message at a time ---------------------------------------------
    def append_user_message(self, message: StoredMessage) -> None:
        at_bottom = self._at_bottom()
        self._append_header("user", message.status, message.content)
        self._append_images(message)
        self._append_body("user", message.content)
        if at_bottom:
            self._scroll_to_bottom()

    def begin_reply(self) -> None:
        at_bottom = self._at_bottom()
        self.actions_bar.hide()
        self._append_header("assistant", STREAMING)
        self._new_block()
        self._body_start = self._cursor.position()
        self._live_thought.begin()
        self.streaming = True
        if at_bottom:
            self._scroll_to_bottom()

    def add_tokens(self, text: str) -> None:
        self._live_thought.answer_began()
        self._pending.append(text)
        if not self._flush_timer.isActive():
            self._flush_timer.start(FLUSH_MS)

    def _flush(self) -> None:
        self._flush_thought()
        if not self._pending:
            return
        at_bottom = self._at_bottom()
        text = "".join(self._pending)
        self._pending.clear()
        if len(text) > FLUSH_CHARS:  # the rest in the next turn, after timers and painting
            text, rest = text[:FLUSH_CHARS], text[FLUSH_CHARS:]
            self._pending.append(rest)
            self._flush_timer.start(0)
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        paragraph = self._cursor.position() - self._cursor.block().position()
        first = self._cursor.block().previous()  # an empty block may have been the last
        self._cursor.insertText(break_long_paragraphs(text, paragraph), QTextCharFormat())
        shrink_blank_lines(first if first.isValid() else self.document().begin())
        if at_bottom:
            self._scroll_to_bottom()

    def finish_reply(self, message: StoredMessage, note: str = "") -> None:
        """Replace the streamed text with its rendered Markdown, add stats or a note."""
        self._flush_timer.stop()
        self._pending.clear()
        at_bottom = self._at_bottom()
        self._cursor.beginEditBlock()
        try:
            if self._live_thought.expanded:
                self.expanded_thoughts.add(message.id)
            self._body_start = self._live_thought.finish(
                self.document(), self._body_start, self._thought_look(), message)
            self._cursor.setPosition(self._body_start)
            self._cursor.movePosition(QTextCursor.MoveOperation.End,
                                      QTextCursor.MoveMode.KeepAnchor)
            self._cursor.removeSelectedText()
            if message.content:
                self._insert_markdown(message.content)
            self._cursor.movePosition(QTextCursor.MoveOperation.End)
            self._append_footer(message, note)
        finally:
            self._cursor.endEditBlock()
        self._highlight(HIGHLIGHT_AT_ONCE_MS)
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
        self._to_highlight = [c for c in self._to_highlight if c.first < cursor.position()]
        del self._starts[index:]
        del self._roles[index:]
        del self._widths[index:]
        self._cursor = QTextCursor(self.document())
        self._cursor.movePosition(QTextCursor.MoveOperation.End)

    def message_index_at(self, position: int) -> int | None:
        index = bisect.bisect_right(self._starts, position) - 1
        return index if index >= 0 else None

    # -- building blocks ---------------------------------------------------
    def _new_block(self, block: QTextBlockFormat | None = None) -> None:
        """A new block at the end: ``block``, or a block of the last message's body."""
        if block is None:
            block = cards.body_format(self._roles[-1], self._bubble_indent(-1))
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        if self.document().isEmpty() and self._cursor.position() == 0 and not self._starts:
            self._cursor.setBlockFormat(block)
            return
        self._cursor.insertBlock(block, QTextCharFormat())

    def _bubble_indent(self, index: int) -> float:
        return cards.bubble_indent(self._widths[index], self._column_width())

    def _column_width(self) -> float:
        """The text's width (the document follows the viewport's width, at times later)."""
        return max(self.viewport().width() - 2 * self.document().documentMargin(), 0.0)

    def _insert_markdown(self, text: str) -> None:
        """Render Markdown once (line breaks as written), then style its code blocks."""
        if not text.strip():
            return
        start = self._cursor.position()
        # The first block of inserted Markdown is merged into the cursor's block, losing its
        # own format (a reply that opens with code, a list or a heading would not show as
        # one): an empty paragraph goes first, then gives its place to the real first block.
        self._cursor.insertMarkdown(_SENTINEL + "\n\n" + mark_line_breaks(text))
        self._drop_sentinel(start)
        join_broken_lines(self.document(), start)  # spaced as it streamed
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        end = self._cursor.position()
        space_headings(self.document(), start, end)
        blocks = style_code_blocks(self.document(), start, end, self.colors, self.tr("Copy"),
                                   len(self._code))
        cards.pad_blocks(self.document(), start, self._cursor.position(), self._roles[-1],
                         self._bubble_indent(-1))
        self._code += [code.text for code in blocks]
        self._to_highlight += blocks
        self._cursor.movePosition(QTextCursor.MoveOperation.End)

    def _drop_sentinel(self, start: int) -> None:
        sentinel = self.document().findBlock(start)
        first = sentinel.next()
        if sentinel.text() != _SENTINEL or not first.isValid():
            return
        cursor = QTextCursor(sentinel)
        cursor.setBlockFormat(first.blockFormat())
        cursor.setBlockCharFormat(first.charFormat())
        if first.textList() is not None:
            first.textList().add(sentinel)
        cursor.setPosition(first.position(), QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _highlight(self, budget_ms: float) -> None:
        """Highlight code blocks, newest first, for about ``budget_ms``; the rest later."""
        started = time.perf_counter()
        edit = QTextCursor(self.document())
        edit.beginEditBlock()
        try:
            while self._to_highlight and (time.perf_counter() - started) * 1000 < budget_ms:
                self._highlighter.highlight(self.document(), self._to_highlight.pop())
        finally:
            edit.endEditBlock()
        if self._to_highlight:
            self._highlight_timer.start()

    def highlighting_pending(self) -> bool:
        return bool(self._to_highlight)

    def _append_header(self, role: str, status: str, content: str = "") -> None:
        self._new_block(cards.header_format(role, first=not self._starts))
        self._starts.append(self._cursor.position())
        self._roles.append(role)
        self._widths.append(cards.natural_width(content, QFontMetricsF(self.font()))
                            if role == "user" else 0.0)
        header = QTextCharFormat()
        header.setFontWeight(QFont.Weight.DemiBold)
        header.setFontPointSize(self.font().pointSizeF() * 0.9)
        header.setForeground({"assistant": self.colors.assistant,
                              "user": self.colors.muted}.get(role, self.colors.muted))
        names = {"user": self.tr("You"), "assistant": self.tr("Assistant"),
                 "system": self.tr("System")}
        self._cursor.insertText(names.get(role, role), header)

    def _append_images(self, message: StoredMessage) -> None:
        if message.images:  # thumbnails, in a line of their own above the text
            self._new_block()
            insert_thumbnails(self.document(), self._cursor, message)

    def _append_body(self, role: str, content: str) -> None:
        self._new_block()
        if role in ("assistant", "user"):  # the user's own Markdown is rendered too
            self._insert_markdown(content)
        else:
            self._cursor.insertText(content, QTextCharFormat())

    def _append_footer(self, message: StoredMessage, note: str = "") -> None:
        footer = footers.footer_of(message, note)
        if footer is not None:
            self._new_block()
            footers.insert_footer(self._cursor, footer, len(self._starts) - 1, self.colors,
                                  self.font().pointSizeF())

    # -- scrolling ---------------------------------------------------------
    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 4

    def _scroll_to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    # -- the column and the shapes behind the messages ----------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_column()

    def _fit_column(self) -> None:
        """Centre a column at most COLUMN_WIDTH wide; fit the bubbles when its width changed."""
        bar = self.verticalScrollBar()
        room = self.width() - self.frameWidth() * 2 - (bar.width() if bar.isVisible() else 0)
        side = max(int(room - cards.COLUMN_WIDTH) // 2, 0)
        margins = self.viewportMargins()
        if margins.left() != side:
            self.setViewportMargins(side, 0, side, 0)
        if self.document().textWidth() > self.viewport().width():
            # margins set while hidden (behind the start page) leave the text the whole
            # view's width, cut at the column's edge: lay it out again at the column's
            self.setLineWrapColumnOrWidth(self.lineWrapColumnOrWidth())
        column = self._column_width()
        if column != self._column and "user" in self._roles:
            cards.fit_bubbles(self.document(), self._starts, self._roles, self._widths, column)
        self._column = column

    def paintEvent(self, event) -> None:
        painter = QPainter(self.viewport())
        offset = self.verticalScrollBar().value()
        painter.translate(0, -offset)
        visible = QRectF(event.rect()).translated(0, offset)
        cards.paint_shapes(painter, self.document(), self._starts, self._roles, self.colors,
                           visible)
        painter.end()
        super().paintEvent(event)
        if self.document().isEmpty():
            self._paint_empty_hint()

    def _paint_empty_hint(self) -> None:
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().placeholderText().color())
        margin = int(self.document().documentMargin())
        area = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
        painter.drawText(area, Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.empty_hint)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.colors = transcript_colors(self.palette())
            self.sig_restyle_requested.emit()

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        self.show_actions_at(event.position().toPoint())

    def leaveEvent(self, event: QEvent) -> None:
        self.actions_bar.hide()
        super().leaveEvent(event)

    def contextMenuEvent(self, event) -> None:
        menu: QMenu = self.createStandardContextMenu(event.pos())
        self._add_message_actions(
            menu, self.message_index_at(self.cursorForPosition(event.pos()).position()))
        menu.exec(event.globalPos())
