"""A chats database with one page of a table overwritten, as a failing disk leaves it."""

from __future__ import annotations

import sqlite3
import struct
from pathlib import Path


def first_leaf_of(path: Path, table: str) -> int:
    """The page number of the table's first leaf (its root must be an interior page)."""
    with sqlite3.connect(path) as db:
        root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                          (table,)).fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    page = path.read_bytes()[(root - 1) * size: root * size]
    assert page[0] == 0x05, "the table should span several pages"
    first_cell = struct.unpack(">H", page[12:14])[0]
    return int(struct.unpack(">I", page[first_cell: first_cell + 4])[0])


def damage_page(path: Path, number: int) -> None:
    with sqlite3.connect(path) as db:
        size = db.execute("PRAGMA page_size").fetchone()[0]
    with open(path, "r+b") as handle:
        handle.seek((number - 1) * size)
        handle.write(b"\xa5" * size)
