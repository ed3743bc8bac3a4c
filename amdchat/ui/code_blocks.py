"""A finished reply's code blocks: highlighted by Pygments, wrapped inside their own
background, each under a line with its language and a Copy link.

Qt's Markdown reader makes every line of a fenced block its own QTextBlock with
the BlockCodeFence property and non-breakable lines (which would scroll the whole
transcript sideways). Here the lines may wrap, and a block's text is lexed once,
whole, so a token's offset in it is its offset from the block's first position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name
from pygments.lexers.special import TextLexer
from pygments.styles import get_style_by_name
from pygments.token import _TokenType
from pygments.util import ClassNotFound
from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from amdchat.ui.theme import TranscriptColors, readable

COPY_SCHEME = "amdchat-copy-code"
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
LIGHT_STYLE, DARK_STYLE = "default", "monokai"  # Pygments' own colour schemes


@dataclass
class CodeBlock:
    language: str
    text: str
    first: int  # document position of its first character


def keep_line_breaks(markdown: str) -> str:
    """Markdown joins a paragraph's lines with spaces; a model's single line breaks (a
    poem, an address, steps) are meant as written: end such lines with a hard break.
    Fenced code is left alone."""
    lines = markdown.split("\n")
    fence = ""
    for index, line in enumerate(lines[:-1]):
        opening = _FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        following = lines[index + 1]
        if line.strip() and following.strip() and not line.endswith("  ") \
                and not line.endswith("\\"):
            lines[index] = line + "  "
    return "\n".join(lines)


def _is_code(block: QTextBlock) -> bool:
    fmt = block.blockFormat()
    return fmt.hasProperty(QTextFormat.Property.BlockCodeFence) or \
        fmt.hasProperty(QTextFormat.Property.BlockCodeLanguage)


def find_code_blocks(document: QTextDocument, start: int, end: int) -> list[CodeBlock]:
    """The code blocks between two positions: runs of code lines with one language."""
    found: list[CodeBlock] = []
    block = document.findBlock(start)
    previous_was_code = False
    while block.isValid() and block.position() <= end:
        if _is_code(block):
            language = str(block.blockFormat().property(
                QTextFormat.Property.BlockCodeLanguage) or "")
            if previous_was_code and found[-1].language == language:
                found[-1].text += "\n" + block.text()
            else:
                found.append(CodeBlock(language, block.text(), block.position()))
            previous_was_code = True
        else:
            previous_was_code = False
        block = block.next()
    return found


def _lexer(language: str) -> Lexer:
    try:
        return get_lexer_by_name(language.strip().lower(), stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)


class Highlighter:
    """Token colours of one Pygments style, made readable on the code background."""

    def __init__(self, colors: TranscriptColors) -> None:
        self.colors = colors
        self._style = get_style_by_name(DARK_STYLE if colors.dark else LIGHT_STYLE)
        self._formats: dict[_TokenType, QTextCharFormat | None] = {}

    def char_format(self, token: _TokenType) -> QTextCharFormat | None:
        if token not in self._formats:
            spec = self._style.style_for_token(token)
            fmt: QTextCharFormat | None = None
            if spec["color"] or spec["bold"] or spec["italic"]:
                fmt = QTextCharFormat()
                color = QColor("#" + spec["color"]) if spec["color"] else self.colors.code_text
                fmt.setForeground(readable(color, self.colors.code_background))
                if spec["bold"]:
                    fmt.setFontWeight(QFont.Weight.Bold)
                if spec["italic"]:
                    fmt.setFontItalic(True)
            self._formats[token] = fmt
        return self._formats[token]

    def highlight(self, document: QTextDocument, code: CodeBlock) -> None:
        cursor = QTextCursor(document)
        offset = 0
        length = len(code.text)
        for token, value in _lexer(code.language).get_tokens(code.text):
            fmt = self.char_format(token)
            end = min(offset + len(value), length)
            if fmt is not None and end > offset:
                cursor.setPosition(code.first + offset)
                cursor.setPosition(code.first + end, QTextCursor.MoveMode.KeepAnchor)
                cursor.mergeCharFormat(fmt)
            offset += len(value)


def style_code_blocks(document: QTextDocument, start: int, end: int, colors: TranscriptColors,
                      copy_label: str, first_id: int) -> list[str]:
    """Highlight, wrap and label every code block between ``start`` and ``end``; each
    label's Copy link is ``amdchat-copy-code:<n>``, numbered from ``first_id``. Returns
    the code texts in order (what each link copies)."""
    blocks = find_code_blocks(document, start, end)
    highlighter = Highlighter(colors)
    for number, code in reversed(list(enumerate(blocks, first_id))):  # later ones first:
        _style_lines(document, code, colors)  # positions before them stay valid
        highlighter.highlight(document, code)
        _insert_label(document, code, colors, copy_label, number)
    return [code.text for code in blocks]


def _style_lines(document: QTextDocument, code: CodeBlock, colors: TranscriptColors) -> None:
    block = document.findBlock(code.first)
    last = code.first + len(code.text)
    plain = QTextCharFormat()
    plain.setForeground(colors.code_text)
    cursor = QTextCursor(document)
    cursor.setPosition(code.first)
    cursor.setPosition(last, QTextCursor.MoveMode.KeepAnchor)
    cursor.mergeCharFormat(plain)
    while block.isValid() and block.position() <= last:
        fmt = block.blockFormat()
        fmt.setBackground(colors.code_background)
        fmt.setNonBreakableLines(False)  # wrap inside the block, never widen the transcript
        fmt.setLeftMargin(6)
        fmt.setRightMargin(6)
        QTextCursor(block).setBlockFormat(fmt)
        block = block.next()


def _insert_label(document: QTextDocument, code: CodeBlock, colors: TranscriptColors,
                  copy_label: str, number: int) -> None:
    """A line above the block: its language, then the Copy link."""
    first = document.findBlock(code.first)
    code_format = first.blockFormat()
    cursor = QTextCursor(first)
    cursor.insertBlock(code_format, first.charFormat())  # the code moves down one block
    cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
    label = QTextBlockFormat()
    label.setBackground(colors.code_background)
    label.setLeftMargin(6)
    label.setRightMargin(6)
    label.setTopMargin(4)
    cursor.setBlockFormat(label)
    small = QTextCharFormat()
    small.setForeground(readable(colors.muted, colors.code_background))
    small.setFontPointSize(max(document.defaultFont().pointSizeF() * 0.85, 7.0))
    if code.language:
        cursor.insertText(code.language + "  ", small)
    link = QTextCharFormat(small)
    link.setAnchor(True)
    link.setAnchorHref(f"{COPY_SCHEME}:{number}")
    link.setForeground(readable(colors.link, colors.code_background))
    link.setFontUnderline(True)
    cursor.insertText(copy_label, link)
