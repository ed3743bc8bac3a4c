"""The chat transcript: appended to, never re-rendered while tokens stream.

Tokens are buffered and appended at the end with one persistent QTextCursor
every FLUSH_MS; a finished reply's Markdown is rendered once, in its own range,
in place of the streamed text. Qt lays out a whole paragraph again each time text
is added to it, so while a reply streams a paragraph longer than STREAM_PARAGRAPH
characters goes on in a new one after a sentence (a 2,000-word paragraph made
each flush cost 10 ms and more), and one flush adds at most FLUSH_CHARS (a backlog
is shown over a few turns of the event loop); the finished reply shows its
paragraphs whole. A finished reply's Markdown is rendered once, in its own range,
its code blocks highlighted then (amdchat.ui.chat.code_blocks). The view follows new
text only while the user is scrolled to the bottom. Colours come from the palette
(amdchat.ui.theme): when it changes, sig_restyle_requested asks for a re-render.
A message under the mouse shows its actions (copy, edit, regenerate, delete) in
a small bar; a reply with alternatives shows ‹ n/m › links in its footer.
"""

from __future__ import annotations

import bisect
import time

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QDesktopServices,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QMenu, QTextBrowser, QWidget

from amdchat.chats.store import CANCELLED, DONE, FAILED, INTERRUPTED, STREAMING, StoredMessage
from amdchat.i18n import Text
from amdchat.ui import messages as texts
from amdchat.ui.chat import message_cards as cards
from amdchat.ui.chat.attachments import insert_thumbnails
from amdchat.ui.chat.code_blocks import (
    COPY_SCHEME,
    CodeBlock,
    Highlighter,
    style_code_blocks,
)
from amdchat.ui.chat.heading_space import space_headings
from amdchat.ui.chat.line_spacing import join_broken_lines, mark_line_breaks, shrink_blank_lines
from amdchat.ui.chat.message_actions import MessageActions
from amdchat.ui.chat.paragraphs import break_long_paragraphs
from amdchat.ui.chat.thought_block import THOUGHT_SCHEME, LiveThought, ThoughtBlocks
from amdchat.ui.theme import TranscriptColors, transcript_colors

FLUSH_MS = 40
FLUSH_CHARS = 4000  # at most this much text added to the view in one turn of the loop
# code is highlighted newest first: this long at once, then this long a slice, between
# which the event loop runs (a long chat with much code never freezes the window)
HIGHLIGHT_AT_ONCE_MS, HIGHLIGHT_SLICE_MS = 30.0, 8.0
_SENTINEL = "\u200b"  # see _insert_markdown
VARIANT_SCHEME = "amdchat-variant"  # amdchat-variant:<message index>/<-1 or 1>
BODY_SCALE = 1.1  # the transcript's text against the app's UI font


class TranscriptView(ThoughtBlocks, QTextBrowser):
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
        self.actions_bar = MessageActions(self.viewport())
        self.actions_bar.copy.clicked.connect(
            lambda: self.sig_copy_requested.emit(self.actions_bar.index))
        self.actions_bar.edit.clicked.connect(
            lambda: self.sig_edit_requested.emit(self.actions_bar.index))
        self.actions_bar.regenerate.clicked.connect(self.sig_regenerate_requested.emit)
        self.actions_bar.delete.clicked.connect(
            lambda: self.sig_delete_requested.emit(self.actions_bar.index))
        self.verticalScrollBar().valueChanged.connect(lambda _v: self.actions_bar.hide())
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
        if message.role != "assistant":
            return
        text, kind = (note, "error") if note else self._status_note(message)
        stats = self._stats_line(message)
        if not text and not stats and message.variants < 2:
            return
        self._new_block()
        small = QTextCharFormat()
        small.setForeground(self.colors.muted)
        small.setFontPointSize(max(self.font().pointSizeF() * 0.85, 7.0))
        if message.variants > 1:
            self._insert_variant_switch(message, small)
        if text:
            shown = QTextCharFormat(small)
            shown.setForeground({"error": self.colors.problem, "warning": self.colors.warning,
                                 "info": self.colors.muted}[kind])
            self._cursor.insertText(text, shown)
        if stats:
            self._cursor.insertText((" · " if text else "") + stats, small)

    def _insert_variant_switch(self, message: StoredMessage, small: QTextCharFormat) -> None:
        """‹ n/m ›: which of the reply's alternatives is shown, and links to the others."""
        index = len(self._starts) - 1
        for step, arrow in ((-1, "‹"), (1, "›")):
            if step == 1:
                self._cursor.insertText(f" {message.variant + 1}/{message.variants} ", small)
            link = QTextCharFormat(small)
            link.setAnchor(True)
            link.setAnchorHref(f"{VARIANT_SCHEME}:{index}/{step}")
            link.setForeground(self.colors.link)
            link.setFontWeight(QFont.Weight.Bold)
            self._cursor.insertText(arrow, link)
        self._cursor.insertText("   ", small)

    def _status_note(self, message: StoredMessage) -> tuple[str, str]:
        """The note under a reply, and how it is coloured: "error" (red) only for a reply
        that failed or was cut off by a fault; a stop the user caused, or a length limit
        reached, is ordinary ("info", "warning")."""
        if message.status == CANCELLED:
            return {
                "switched_chat": self.tr("[stopped: you opened another chat]"),
                "unloaded": self.tr("[stopped: the model was unloaded]"),
                "app_closed": self.tr("[stopped: the app was closed]"),
            }.get(str(message.stats.get("stopped_because", "")),
                  self.tr("[stopped by you]")), "info"
        if message.status == INTERRUPTED:
            return self.tr("[interrupted: the engine stopped; partial reply kept]"), "error"
        if message.status == FAILED:
            return self.tr("[failed: {reason}]").format(
                reason=message.stats.get("error", self.tr("no reply"))), "error"
        notes = []
        problem = message.stats.get("template_problem_text")
        if isinstance(problem, dict):  # the model's own chat template failed: say so here
            notes.append(texts.translated(Text(**problem)))
        if message.status == DONE and message.stats.get("finish_reason") == "length":
            notes.append(self.tr("[stopped: the reply reached its length limit (max tokens)]"))
        return " · ".join(notes), "warning"

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

    # -- links, colours and the actions bar ----------------------------------
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
            menu.addAction(self.tr("Delete message"),
                           lambda: self.sig_delete_requested.emit(index))
        menu.exec(event.globalPos())
