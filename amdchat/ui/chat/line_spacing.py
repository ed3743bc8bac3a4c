"""A reply looks the same spaced while it streams and once rendered as Markdown.

Streamed text is plain: a line break starts a block without margins, a blank line is
an empty block. Qt's Markdown reader makes every line that ends in a hard break a
paragraph of its own, with a paragraph's margins (6 px above and below), so the lines
of a poem or an address spread apart when the reply finished. Here the rendered lines
of one paragraph are joined again (no margin between them), and while streaming, a
blank line between paragraphs is as tall as the rendered paragraph gap."""

from __future__ import annotations

from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCursor, QTextDocument, QTextFormat

from amdchat.ui.chat.code_blocks import keep_line_breaks

MARK = "\u2060"  # a word joiner: invisible, kept by the Markdown reader, removed after
PARAGRAPH_GAP = 6.0  # the margin Qt's Markdown reader gives a paragraph


def mark_line_breaks(markdown: str) -> str:
    """``keep_line_breaks(markdown)``, each hard break it adds preceded by MARK."""
    kept = keep_line_breaks(markdown).split("\n")
    for index, (line, written) in enumerate(zip(kept, markdown.split("\n"), strict=True)):
        table_row = written.strip().startswith("|") or written.strip().endswith("|")
        if line == written + "  " and not table_row:  # a mark in a row would be a cell
            kept[index] = written + MARK + "  "
    return "\n".join(kept)


def join_broken_lines(document: QTextDocument, start: int) -> None:
    """From ``start`` on: a block ending in MARK and the block after it are one
    paragraph's lines: no margin between them; every MARK is removed."""
    block = document.findBlock(start)
    while block.isValid():
        following = block.next()
        if block.text().endswith(MARK):
            if following.isValid() and _plain(block) and _plain(following):
                _set_margin(block, bottom=0.0)
                _set_margin(following, top=0.0)
            cursor = QTextCursor(block)
            cursor.setPosition(block.position() + block.length() - 2)
            cursor.deleteChar()
        block = following


def _plain(block: QTextBlock) -> bool:
    """A paragraph's line: not a list item, a heading or code (their own spacing)."""
    fmt = block.blockFormat()
    return block.textList() is None and fmt.headingLevel() == 0 and not fmt.hasProperty(
        QTextFormat.Property.BlockCodeFence) and not fmt.hasProperty(
        QTextFormat.Property.BlockCodeLanguage)


def _set_margin(block: QTextBlock, *, top: float | None = None,
                bottom: float | None = None) -> None:
    fmt = block.blockFormat()
    if top is not None:
        fmt.setTopMargin(top)
    if bottom is not None:
        fmt.setBottomMargin(bottom)
    QTextCursor(block).setBlockFormat(fmt)


def shrink_blank_lines(first: QTextBlock) -> None:
    """Streamed blocks from ``first`` on: a blank line between two paragraphs is as tall
    as the rendered reply's paragraph gap (the last block may still get text)."""
    block = first
    while block.isValid() and block.next().isValid():
        if block.length() == 1:  # empty: only its block separator
            fmt = block.blockFormat()
            if fmt.lineHeightType() != QTextBlockFormat.LineHeightTypes.FixedHeight.value:
                fmt.setLineHeight(PARAGRAPH_GAP, QTextBlockFormat.LineHeightTypes.FixedHeight
                                  .value)
                QTextCursor(block).setBlockFormat(fmt)
        block = block.next()
