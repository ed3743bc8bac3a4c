"""How the transcript's messages look: a reply on a full-width card, the user's message
in a bubble on the right, in a column of comfortable width centred in the view.

The transcript stays one flat QTextDocument (appending to it is what keeps streaming
cheap); a message's look is its blocks' margins plus a rounded shape painted behind
them at paint time, found from where its blocks were laid out. A message is the run of
blocks from its header to the next message's header, so anything inserted between the
header and the body (a thought block, attachments) lies on the same card or bubble:
give its blocks ``body_format`` (or pass their range to ``pad_blocks``).

A bubble is as wide as its longest line (measured once with the font's metrics), up to
the column's width less BUBBLE_INDENT; its blocks' left margin puts its text at the
bubble's left edge, set again by ``fit_bubbles`` when the column's width changes.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPen,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from amdchat.ui.theme import TranscriptColors

COLUMN_WIDTH = 760  # the widest the transcript's text runs, centred in a wider view
PAD_X, PAD_Y = 16.0, 12.0  # a card's inner padding
GAP = 2 * PAD_Y + 14.0  # from one message's text to the next one's: 14 px between shapes
BUBBLE_INDENT = 72.0  # the least room left of a user's bubble
RADIUS = 12.0
DOCUMENT_MARGIN = PAD_Y + 6.0  # the first card's padding stays inside the view
_PADDED = QTextFormat.Property.UserProperty + 41  # a block already given its card's margins


def header_format(role: str, first: bool) -> QTextBlockFormat:
    """A message's first block: its speaker's name (right-aligned above a bubble)."""
    block = QTextBlockFormat()
    block.setTopMargin(0.0 if first else GAP)
    block.setProperty(_PADDED, True)
    if role == "user":
        block.setAlignment(Qt.AlignmentFlag.AlignRight)
        block.setRightMargin(4.0)
        block.setBottomMargin(PAD_Y + 4.0)
    else:
        block.setLeftMargin(PAD_X)
        block.setRightMargin(PAD_X)
        block.setBottomMargin(4.0)
    return block


def body_format(role: str, indent: float = BUBBLE_INDENT) -> QTextBlockFormat:
    """A block of a message's body; ``indent``: a bubble's left margin (see bubble_indent)."""
    block = QTextBlockFormat()
    _pad(block, role, indent)
    return block


def _pad(block: QTextBlockFormat, role: str, indent: float) -> None:
    if role == "user":
        block.setLeftMargin(indent)
        block.setRightMargin(PAD_X)
    else:
        block.setLeftMargin(block.leftMargin() + PAD_X)
        block.setRightMargin(block.rightMargin() + PAD_X)
    block.setProperty(_PADDED, True)


def pad_blocks(document: QTextDocument, start: int, end: int, role: str,
               indent: float = BUBBLE_INDENT) -> None:
    """Give the blocks between two positions their card's margins (once each): blocks
    made by the Markdown reader come with margins of their own (code, quotes)."""
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        fmt = block.blockFormat()
        if not fmt.boolProperty(_PADDED):
            _pad(fmt, role, indent)
            QTextCursor(block).setBlockFormat(fmt)
        block = block.next()


def natural_width(text: str, metrics: QFontMetricsF) -> float:
    """The widest line of a user's message, unwrapped."""
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0.0)


def bubble_indent(width: float, column: float) -> float:
    """The left margin that makes a bubble ``width`` wide (text plus padding) at the right
    of a column ``column`` wide, never less than BUBBLE_INDENT."""
    return max(column - width - 2 * PAD_X - 2.0, BUBBLE_INDENT)


def fit_bubbles(document: QTextDocument, starts: Sequence[int], roles: Sequence[str],
                widths: Sequence[float], column: float) -> None:
    """Set every bubble's left margin for a column ``column`` wide."""
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    try:
        for index, role in enumerate(roles):
            if role != "user":
                continue
            indent = bubble_indent(widths[index], column)
            for block in _body_blocks(document, starts, index):
                fmt = block.blockFormat()
                if abs(fmt.leftMargin() - indent) > 0.5:
                    fmt.setLeftMargin(indent)
                    QTextCursor(block).setBlockFormat(fmt)
    finally:
        cursor.endEditBlock()


def _body_blocks(document: QTextDocument, starts: Sequence[int], index: int) -> list[QTextBlock]:
    end = starts[index + 1] if index + 1 < len(starts) else document.characterCount()
    blocks = []
    block = document.findBlock(starts[index]).next()
    while block.isValid() and block.position() < end:
        blocks.append(block)
        block = block.next()
    return blocks


def message_shape(document: QTextDocument, starts: Sequence[int], index: int,
                  role: str) -> QRectF:
    """Where message ``index``'s card (or bubble) lies, in document coordinates."""
    layout = document.documentLayout()
    header = document.findBlock(starts[index])
    end = starts[index + 1] if index + 1 < len(starts) else document.characterCount()
    last = document.findBlock(max(end - 1, starts[index]))
    if last.position() >= end:
        last = last.previous()
    head, tail = layout.blockBoundingRect(header), layout.blockBoundingRect(last)
    # a block's bounding rect starts at the column's left whatever its margins
    left, right = head.left(), head.left() + max(document.textWidth()
                                                 - 2 * document.documentMargin(), 0.0)
    if role != "user":
        return QRectF(left, head.top() - PAD_Y, right - left,
                      tail.bottom() - head.top() + 2 * PAD_Y)
    first = header.next()
    if not first.isValid() or first.position() >= end:
        return QRectF()
    body = layout.blockBoundingRect(first)
    left += first.blockFormat().leftMargin() - PAD_X
    return QRectF(left, body.top() - PAD_Y, right - left,
                  tail.bottom() - body.top() + 2 * PAD_Y)


def paint_shapes(painter: QPainter, document: QTextDocument, starts: Sequence[int],
                 roles: Sequence[str], colors: TranscriptColors, visible: QRectF) -> None:
    """Paint the cards and bubbles that meet ``visible`` (document coordinates; the
    painter translated so that they land where the text is drawn)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    layout = document.documentLayout()
    first = bisect.bisect_right(  # the last message that begins above the visible part
        range(len(starts)), visible.top(),
        key=lambda i: layout.blockBoundingRect(document.findBlock(starts[i])).top()) - 1
    for index in range(max(first, 0), len(roles)):
        role = roles[index]
        shape = message_shape(document, starts, index, role)
        if shape.bottom() < visible.top():
            continue
        if shape.top() > visible.bottom():
            break
        fill, edge = (colors.bubble, colors.bubble_border) if role == "user" \
            else (colors.card, colors.card_border)
        # a long reply's card is cut to the part shown (its cut ends out of sight): the
        # rasterizer then fills a screenful, not the whole card, at each flush
        reach = visible.adjusted(0, -2 * RADIUS, 0, 2 * RADIUS)
        shape.setTop(max(shape.top(), reach.top()))
        shape.setBottom(min(shape.bottom(), reach.bottom()))
        painter.setPen(QPen(edge, 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(shape.adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
