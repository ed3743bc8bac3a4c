"""What can still be read of a damaged conversation database, copied into a new one.

SQLite's ``.recover`` is a feature of its shell, not of Python's sqlite3. This is the
part of it that matters here: every table is read one row at a time by rowid, so a bad
page costs the rows on it and no more; the rows read go into the new database with their
ids, so conversations keep their messages. A message whose conversation was lost gets a
conversation of its own, titled to say so.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from amdchat.atomic import keep_aside

TABLES = ("conversations", "messages", "message_variants", "presets")  # parents first
GIVE_UP_AFTER = 10_000  # rowids in a row that read nothing: past the end
RECOVERED_TITLE = "Recovered conversation {id}"


@dataclass
class Salvaged:
    rows: dict[str, int]  # table: rows copied
    unreadable: int  # rowids that raised (on a damaged page)
    retitled: int = 0  # conversations lost, made again for the messages that were not


def damage(db: sqlite3.Connection) -> str:
    """SQLite's own check of every page (quick_check: no index contents): "" when whole,
    else its first complaint."""
    try:
        rows = [str(row[0]) for row in db.execute("PRAGMA quick_check(5)")]
    except sqlite3.DatabaseError as exc:
        return str(exc)
    return "" if rows == ["ok"] else "; ".join(rows)


def _columns(db: sqlite3.Connection, table: str) -> list[str]:
    with contextlib.suppress(sqlite3.DatabaseError):
        return [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    return []


def _last_rowid(db: sqlite3.Connection, table: str) -> int | None:
    with contextlib.suppress(sqlite3.DatabaseError):
        value = db.execute(f"SELECT MAX(rowid) FROM {table}").fetchone()[0]
        return int(value or 0)
    return None  # the rightmost page is damaged: read on until nothing more comes


def _rows(db: sqlite3.Connection, table: str, columns: list[str],
          counts: list[int]) -> Iterator[tuple[object, ...]]:
    last = _last_rowid(db, table)
    query = f"SELECT {', '.join(columns)} FROM {table} WHERE rowid = ?"
    rowid, misses = 0, 0
    while (rowid < last) if last is not None else (misses < GIVE_UP_AFTER):
        rowid += 1
        try:
            row = db.execute(query, (rowid,)).fetchone()
        except sqlite3.DatabaseError:
            counts[0] += 1
            row = None
        misses = 0 if row is not None else misses + 1
        if row is not None:
            yield tuple(row)


def copy_readable(damaged: Path, into: sqlite3.Connection) -> Salvaged:
    """Copy every readable row of ``damaged`` into ``into`` (a new, empty database of the
    current schema); nothing is written to ``damaged``."""
    source = sqlite3.connect(damaged.resolve().as_uri() + "?mode=ro", uri=True)
    copied: dict[str, int] = {}
    unreadable = [0]
    try:
        into.execute("PRAGMA foreign_keys = OFF")
        into.execute("BEGIN IMMEDIATE")
        for table in TABLES:
            wanted = set(_columns(into, table))
            columns = [c for c in _columns(source, table) if c in wanted]
            if not columns:
                continue
            insert = (f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) VALUES "
                      f"({', '.join('?' * len(columns))})")
            copied[table] = 0
            for row in _rows(source, table, columns, unreadable):
                copied[table] += into.execute(insert, row).rowcount
        retitled = _give_orphans_a_conversation(into)
        into.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            into.execute("ROLLBACK")
        raise
    finally:
        into.execute("PRAGMA foreign_keys = ON")
        source.close()
    return Salvaged(copied, unreadable[0], retitled)


def _give_orphans_a_conversation(db: sqlite3.Connection) -> int:
    lost = [row[0] for row in db.execute(
        "SELECT DISTINCT conversation_id FROM messages WHERE conversation_id NOT IN "
        "(SELECT id FROM conversations)")]
    for conversation_id in lost:
        when = db.execute("SELECT MIN(created), MAX(created) FROM messages WHERE "
                          "conversation_id = ?", (conversation_id,)).fetchone()
        db.execute("INSERT INTO conversations (id, title, created, updated) VALUES "
                   "(?, ?, ?, ?)", (conversation_id, RECOVERED_TITLE.format(id=conversation_id),
                                    when[0] or 0.0, when[1] or 0.0))
    return len(lost)


def keep_damaged_aside(path: Path) -> Path:
    """Rename the damaged database, and its -wal and -shm with it (a new file must not
    meet the old one's log); the name it now has. OSError when it cannot be moved."""
    backup = keep_aside(path)
    for suffix in ("-wal", "-shm"):
        beside = path.with_name(path.name + suffix)
        if beside.exists():
            os.replace(beside, backup.with_name(backup.name + suffix))
    return backup


def damage_text(path: Path, found: str, backup: Path, saved: Salvaged | None) -> str:
    """What the start found and did, for the banner (and stderr)."""
    said = (f"The conversation database {path} could not be read ({found}). "
            f"It was kept as {backup}; a new one was started")
    if saved is None or not any(saved.rows.values()):
        return said + "."
    said += (f" with what could be read of it: {saved.rows.get('conversations', 0)} "
             f"conversations, {saved.rows.get('messages', 0)} messages")
    if saved.unreadable:
        said += f" ({saved.unreadable} rows were on damaged pages and are lost)"
    if saved.retitled:
        said += (f"; {saved.retitled} conversations whose titles were lost are listed as "
                 f"\"{RECOVERED_TITLE.format(id='N')}\"")
    return said + "."
