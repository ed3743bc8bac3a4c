"""A thinking model's reasoning in the transcript: a collapsed "Thought for 12 s" line
above the answer, a link that opens it (the reasoning in muted text below) and closes
it again. While the reply streams it says "Thinking..." and, open, grows as the model
thinks; it is never part of the answer's text.

The transcript keeps the streaming reply's block in a LiveThought (its place in the
document moves the answer's start); a finished reply's block is drawn again with the
conversation, open or closed as the user left it (by message id).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, SignalInstance
from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)

from amdchat.chats.records import StoredMessage
from amdchat.ui.chat.paragraphs import break_long_paragraphs
from amdchat.ui.theme import TranscriptColors

THOUGHT_SCHEME = "amdchat-thought"  # amdchat-thought:<message id> or :live
LIVE = "live"
_tr = QCoreApplication.translate


@dataclass
class Thought:
    text: str
    seconds: float | None = None  # how long it thought (None: not known)
    tokens: int = 0
    thinking: bool = False  # still thinking: the reply streams and no answer yet

    @classmethod
    def of(cls, message: StoredMessage) -> Thought:
        ms = message.stats.get("reasoning_ms")
        tokens = message.stats.get("reasoning_tokens")
        return cls(message.reasoning, ms / 1000 if isinstance(ms, int | float) else None,
                   tokens if isinstance(tokens, int) else 0)


@dataclass(frozen=True)
class ThoughtLook:
    link: QColor
    muted: QColor
    point_size: float


def label(thought: Thought) -> str:
    if thought.thinking:
        return _tr("ThoughtBlock", "Thinking...")
    if thought.seconds is None:
        said = _tr("ThoughtBlock", "Thoughts")
    else:
        said = _tr("ThoughtBlock", "Thought for {seconds} s").format(
            seconds=max(round(thought.seconds), 1) if thought.seconds >= 0.5 else "<1")
    if thought.tokens:
        said += " · " + _tr("ThoughtBlock", "{n} tokens").format(n=thought.tokens)
    return said


def insert_thought(cursor: QTextCursor, thought: Thought, key: str, expanded: bool,
                   look: ThoughtLook) -> None:
    """The block at the cursor: its line (a link that opens or closes it) and, open,
    the reasoning below it."""
    link = QTextCharFormat()
    link.setAnchor(True)
    link.setAnchorHref(f"{THOUGHT_SCHEME}:{key}")
    link.setForeground(look.link)
    link.setFontPointSize(look.point_size)
    cursor.insertText(("▾ " if expanded else "▸ ") + label(thought), link)
    if expanded and thought.text:
        block = QTextBlockFormat()
        block.setLeftMargin(12.0)
        cursor.insertBlock(block, QTextCharFormat())
        cursor.insertText(break_long_paragraphs(thought.text, 0), text_format(look))


def text_format(look: ThoughtLook) -> QTextCharFormat:
    muted = QTextCharFormat()
    muted.setForeground(look.muted)
    muted.setFontItalic(True)
    muted.setFontPointSize(look.point_size)
    return muted


class LiveThought:
    """The streaming reply's block: from ``start`` to the block before the answer."""

    def __init__(self) -> None:
        self.begin()

    def begin(self) -> None:
        self.start = -1  # not shown yet (no reasoning so far)
        self.thought = Thought("", thinking=True)
        self.expanded = False
        self._unshown = ""
        self._relabel = False
        self._began = 0.0

    @property
    def shown(self) -> bool:
        return self.start >= 0

    def add(self, text: str) -> None:
        if not self.thought.text:
            self._began = time.monotonic()
        self.thought.text += text
        self._unshown += text

    def answer_began(self) -> None:
        if self.thought.thinking and self.thought.text:
            self.thought.thinking = False
            self.thought.seconds = time.monotonic() - self._began
            self._relabel = True

    def toggle(self) -> None:
        self.expanded = not self.expanded
        self._relabel = True

    def update(self, document: QTextDocument, body_start: int, look: ThoughtLook) -> int:
        """Show what changed since the last update; returns where the answer now starts."""
        if not self.thought.text:
            return body_start
        cursor = QTextCursor(document)
        if not self.shown:
            self.start = body_start
            cursor.setPosition(body_start)
            insert_thought(cursor, self.thought, LIVE, self.expanded, look)
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
            self._unshown, self._relabel = "", False
            return cursor.position()
        if self._relabel:
            return self.redraw(document, body_start, look, LIVE)
        if self.expanded and self._unshown:
            cursor.setPosition(body_start - 1)
            paragraph = cursor.position() - cursor.block().position()
            cursor.insertText(break_long_paragraphs(self._unshown, paragraph), text_format(look))
            body_start = cursor.position() + 1
        self._unshown = ""
        return body_start

    def redraw(self, document: QTextDocument, body_start: int, look: ThoughtLook,
               key: str) -> int:
        cursor = QTextCursor(document)
        cursor.setPosition(self.start)
        cursor.setPosition(body_start - 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        insert_thought(cursor, self.thought, key, self.expanded, look)
        self._unshown, self._relabel = "", False
        return cursor.position() + 1

    def finish(self, document: QTextDocument, body_start: int, look: ThoughtLook,
               message: StoredMessage) -> int:
        """The reply ended: its block as the stored message says (text, time, tokens)."""
        final = Thought.of(message)
        if final.seconds is None:  # stopped here before the worker said: our own clock
            self.answer_began()
            final.seconds = self.thought.seconds
        self.thought = final
        if not final.text and not self.shown:
            return body_start
        if not self.shown:
            body_start = self.update(document, body_start, look)
        body_start = self.redraw(document, body_start, look, str(message.id))
        self.start = -1
        return body_start


class ThoughtBlocks:
    """The transcript's part that draws thought blocks (mixed into TranscriptView, whose
    attributes and methods these are)."""

    colors: TranscriptColors
    streaming: bool
    expanded_thoughts: set[int]
    sig_thought_toggled: SignalInstance
    _live_thought: LiveThought
    _body_start: int
    _cursor: QTextCursor
    _pending: list[str]
    _flush_timer: QTimer

    if TYPE_CHECKING:  # the view's own (never defined here: they would hide Qt's)
        def font(self) -> QFont: ...
        def document(self) -> QTextDocument: ...
        def _new_block(self, block: QTextBlockFormat | None = None) -> None: ...
        def _at_bottom(self) -> bool: ...
        def _scroll_to_bottom(self) -> None: ...

    def add_reasoning(self, text: str) -> None:
        """The streaming reply's reasoning: into its thought block, never the answer."""
        self._live_thought.add(text)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def _thought_look(self) -> ThoughtLook:
        return ThoughtLook(self.colors.link, self.colors.muted,
                           max(self.font().pointSizeF() * 0.9, 7.0))

    def _append_thought(self, message: StoredMessage) -> None:
        if message.role == "assistant" and message.reasoning:
            self._new_block()
            insert_thought(self._cursor, Thought.of(message), str(message.id),
                           message.id in self.expanded_thoughts, self._thought_look())

    def _flush_thought(self) -> None:
        if not self.streaming:
            return
        at_bottom = self._at_bottom()
        self._body_start = self._live_thought.update(self.document(), self._body_start,
                                                     self._thought_look())
        if at_bottom and not self._pending:
            self._scroll_to_bottom()

    def _toggle_thought(self, key: str) -> None:
        if key == LIVE and self.streaming and self._live_thought.shown:
            self._live_thought.toggle()
            self._body_start = self._live_thought.update(self.document(), self._body_start,
                                                         self._thought_look())
        elif key.isdigit():
            self.expanded_thoughts ^= {int(key)}
            self.sig_thought_toggled.emit()
