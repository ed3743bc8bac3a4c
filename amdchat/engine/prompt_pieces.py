"""Tokenizing a long prompt in pieces: linear in its length, and cancellable.

llama.cpp's tokenizer first cuts the text at every special token it holds, and that
cut grows faster than the text: a prompt of 8,000 empty chat turns took 77 s, 20,000
turns 81 s and more, and no cancel could reach it (a single native call). A piece
that starts at a special token is tokenized exactly as it would be inside the whole
text (llama.cpp tokenizes the text between special tokens on its own), so a long
prompt is cut before its end-of-turn markers into pieces of about PIECE_CHARS, each
tokenized alone; between pieces, a cancel stops the work. (A marker that strips the
whitespace before it, lstrip, exists only in embedding models' [MASK] tokens.)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

PIECE_CHARS = 16_384  # a real prompt of up to this size is tokenized whole, as before

Tokenize = Callable[[str, bool], list[int]]  # (text, add_bos) -> tokens


class PromptCancelled(Exception):
    """A cancel came while the prompt was being prepared."""


def cut_points(text: str, markers: Sequence[str], piece_chars: int = PIECE_CHARS) -> list[int]:
    """Where to cut ``text``: before a marker, at least ``piece_chars`` apart."""
    markers = [m for m in markers if m]
    points: list[int] = []
    last = 0
    while markers:
        start = last + piece_chars
        if start >= len(text):
            break
        found = [i for i in (text.find(m, start) for m in markers) if i >= 0]
        if not found:
            break
        cut = min(found)
        points.append(cut)
        last = cut
    return points


def tokenize_in_pieces(tokenize: Tokenize, text: str, markers: Sequence[str], add_bos: bool,
                       cancelled: Callable[[], bool],
                       piece_chars: int = PIECE_CHARS) -> list[int]:
    """The tokens of ``text``, as one call would give them."""
    if cancelled():
        raise PromptCancelled
    bounds = [0, *cut_points(text, markers, piece_chars), len(text)]
    tokens: list[int] = []
    for index, (start, end) in enumerate(itertools.pairwise(bounds)):
        if index and cancelled():
            raise PromptCancelled
        tokens.extend(tokenize(text[start:end], add_bos and index == 0))
    return tokens
