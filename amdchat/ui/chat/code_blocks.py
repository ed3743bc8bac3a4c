"""A finished reply's code blocks: highlighted by Pygments, wrapped inside their own
background, each under a line with its language and a Copy link.

Lexing is the slow part (about 0.4 ms a line of Python): tokens are cached by text,
and the transcript highlights a long conversation's blocks a few at a time.

Qt's Markdown reader makes every line of a fenced block its own QTextBlock with
the BlockCodeFence property and non-breakable lines (which would scroll the whole
transcript sideways). Here the lines may wrap, and a block's text is lexed once,
whole, so a token's offset in it is its offset from the block's first position.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

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

if TYPE_CHECKING:  # Pygments itself is imported at the first code block, not at start-up
    from pygments.lexer import Lexer
    from pygments.style import Style
    from pygments.token import _TokenType

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
    from pygments.lexers import get_lexer_by_name
    from pygments.lexers.special import TextLexer
    from pygments.util import ClassNotFound

    try:
        return get_lexer_by_name(language.strip().lower(), stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)


@functools.lru_cache(maxsize=512)
def tokens(language: str, text: str) -> tuple[tuple[int, int, _TokenType], ...]:
    """(start, end, token type) of ``text``: lexed once, however often it is shown again
    (a theme change, a deleted message, another version of a reply)."""
    found: list[tuple[int, int, _TokenType]] = []
    offset = 0
    for token, value in _lexer(language).get_tokens(text):
        end = min(offset + len(value), len(text))
        if end > offset:
            found.append((offset, end, token))
        offset += len(value)
    return tuple(found)


class Highlighter:
    """Token colours of one Pygments style, made readable on the code background."""

    def __init__(self, colors: TranscriptColors) -> None:
        self.colors = colors
        self._style: type[Style] | None = None  # looked up at the first token
        self._formats: dict[_TokenType, QTextCharFormat | None] = {}
        self._by_look: dict[tuple[str, bool, bool], QTextCharFormat] = {}

    def char_format(self, token: _TokenType) -> QTextCharFormat | None:
        """The format of a token type (one object per look, so runs can be joined)."""
        if token not in self._formats:
            if self._style is None:
                from pygments.styles import get_style_by_name

                self._style = get_style_by_name(DARK_STYLE if self.colors.dark else LIGHT_STYLE)
            spec = self._style.style_for_token(token)
            look = (str(spec["color"] or ""), bool(spec["bold"]), bool(spec["italic"]))
            self._formats[token] = self._look(look) if any(look) else None
        return self._formats[token]

    def _look(self, look: tuple[str, bool, bool]) -> QTextCharFormat:
        if look not in self._by_look:
            color, bold, italic = look
            fmt = QTextCharFormat()
            fmt.setForeground(readable(QColor("#" + color) if color else self.colors.code_text,
                                       self.colors.code_background))
            if bold:
                fmt.setFontWeight(QFont.Weight.Bold)
            if italic:
                fmt.setFontItalic(True)
            self._by_look[look] = fmt
        return self._by_look[look]

    def highlight(self, document: QTextDocument, code: CodeBlock) -> None:
        """Colour the tokens; a run of tokens in one format (spaces between them too) is
        one change to the document."""
        cursor = QTextCursor(document)
        run: tuple[int, int, QTextCharFormat] | None = None
        for start, end, token in tokens(code.language, code.text):
            fmt = self.char_format(token)
            if run is not None and (fmt is run[2] or code.text[start:end].isspace()):
                run = (run[0], end, run[2])
                continue
            if run is not None:
                self._apply(cursor, code.first, run)
            run = (start, end, fmt) if fmt is not None else None
        if run is not None:
            self._apply(cursor, code.first, run)

    @staticmethod
    def _apply(cursor: QTextCursor, first: int, run: tuple[int, int, QTextCharFormat]) -> None:
        cursor.setPosition(first + run[0])
        cursor.setPosition(first + run[1], QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(run[2])


def style_code_blocks(document: QTextDocument, start: int, end: int, colors: TranscriptColors,
                      copy_label: str, first_id: int) -> list[CodeBlock]:
    """Wrap and label every code block between ``start`` and ``end``; each label's Copy
    link is ``amdchat-copy-code:<n>``, numbered from ``first_id``. Returns the blocks as
    they are now (what each link copies, where to highlight): the caller highlights them
    (Highlighter.highlight), at once or a few at a time."""
    blocks = find_code_blocks(document, start, end)
    for number, code in reversed(list(enumerate(blocks, first_id))):  # later ones first:
        _style_lines(document, code, colors)  # positions before them stay valid
        _insert_label(document, code, colors, copy_label, number)
    labels = sum(len(_label_text(code, copy_label)) + 1 for code in blocks)
    return find_code_blocks(document, start, end + labels)  # the labels moved them


def _label_text(code: CodeBlock, copy_label: str) -> str:
    return (code.language + "  " if code.language else "") + copy_label


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
    language = _label_text(code, copy_label)[:-len(copy_label)]
    if language:
        cursor.insertText(language, small)
    link = QTextCharFormat(small)
    link.setAnchor(True)
    link.setAnchorHref(f"{COPY_SCHEME}:{number}")
    link.setForeground(readable(colors.link, colors.code_background))
    link.setFontUnderline(True)
    cursor.insertText(copy_label, link)
