"""A streaming reply's paragraphs, cut after a sentence when they grow long.

Qt lays out a whole paragraph again each time text is added to it: a paragraph that
grows without end makes every flush of the transcript slower (see transcript.py).
"""

from __future__ import annotations

import re

STREAM_PARAGRAPH = 1000  # characters, then the next sentence starts a new paragraph
_SENTENCE_END = re.compile(r"[.!?:;…。！？](?=\s)")


def break_long_paragraphs(text: str, written: int, limit: int = STREAM_PARAGRAPH) -> str:
    """``text`` to append to a paragraph ``written`` characters long, with a line break
    after the first sentence that ends past ``limit`` characters (past twice that, at
    any space), so that no paragraph of a streaming reply grows without end."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        length = written if index == 0 else 0
        pieces = []
        while length + len(line) > limit:
            start = max(limit - length, 0)
            end = _SENTENCE_END.search(line, start)
            cut = end.end() if end else -1
            if cut < 0 and length + len(line) > 2 * limit:
                cut = line.find(" ", max(2 * limit - length, 0))
            if cut < 0:
                break
            pieces.append(line[:cut])
            line = line[cut:].lstrip(" ")
            length = 0
        lines[index] = "\n".join([*pieces, line])
    return "\n".join(lines)
