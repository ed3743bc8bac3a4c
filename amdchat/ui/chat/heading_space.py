"""Space above a rendered reply's headings. Qt's Markdown import gives a heading block
no margin of its own, so "## Step one" sat glued under the sentence before it."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor, QTextDocument

HEADING_TOP_EM = 0.9  # above a heading: most of a line
HEADING_BOTTOM_EM = 0.3


def space_headings(document: QTextDocument, start: int, end: int) -> int:
    """Give the headings between ``start`` and ``end`` room above and below; the count."""
    line = document.defaultFont().pointSizeF() * 96 / 72  # one em, in pixels at 96 dpi
    block = document.findBlock(start)
    spaced = 0
    while block.isValid() and block.position() <= end:
        if block.blockFormat().headingLevel() > 0:
            cursor = QTextCursor(block)
            fmt = block.blockFormat()
            if block.position() > start:
                fmt.setTopMargin(max(fmt.topMargin(), line * HEADING_TOP_EM))
            fmt.setBottomMargin(max(fmt.bottomMargin(), line * HEADING_BOTTOM_EM))
            cursor.setBlockFormat(fmt)
            spaced += 1
        block = block.next()
    return spaced
