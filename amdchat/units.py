"""Byte sizes as people read them, in binary units (a GiB is 1024**3 bytes).

The one home of the unit constants and of the text of a size, for the CLI, the
core's messages and the UI alike. A size that is not known (None) is the
caller's to word: "no data" in a GPU report, an empty cell in a table.
"""

from __future__ import annotations

KIB = 1024
MIB = 1024**2
GIB = 1024**3


def format_bytes(n: int | float, digits: int = 2) -> str:
    """In the largest unit that keeps the figure at 1 or more: '1.50 GiB', '512.00 MiB',
    '12 B'."""
    for unit, size in (("GiB", GIB), ("MiB", MIB), ("KiB", KIB)):
        if abs(n) >= size:
            return f"{n / size:.{digits}f} {unit}"
    return f"{int(n)} B"


def format_gib(n: int | float, digits: int = 2) -> str:
    """Always in GiB ('0.25 GiB'), for figures read side by side (used / total, need / free)."""
    return f"{n / GIB:.{digits}f} GiB"
