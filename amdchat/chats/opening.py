"""Opening the conversation database, whatever state the file is in.

Opening tells apart what can happen to the file, because only one of them may
cost the user their conversations:
- not a database (SQLite says NOTADB or CORRUPT): moved aside, a new one started
  with all that could still be read of the old (amdchat.chats.salvage), the reason
  kept in ``OpenedDatabase.problem``;
- locked by another program (a second amdchat, a backup tool): waited for, then
  refused with a StoreError; a locked file is never moved aside;
- written by a newer amdchat (``PRAGMA user_version``): refused, never touched;
- written by an older amdchat: brought up to date (amdchat.chats.schema.migrate);
- not writable (file, folder or disk): opened read-only, said in ``problem``;
- anything else: refused with a StoreError that names the file.

Writes go to the write-ahead log without an fsync each (``synchronous = NORMAL``): a
reply is saved several times a second from the GUI thread, and an fsync there can take
tens of milliseconds on a busy disk. A crashed or killed app still loses nothing; only
a power cut or an OS crash may lose the last second or so, never the file.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from amdchat.chats import salvage
from amdchat.chats.errors import StoreError, is_busy, is_corrupt
from amdchat.chats.records import INTERRUPTED, STREAMING
from amdchat.chats.schema import TABLES, migrate, refuse_newer


@dataclass
class OpenedDatabase:
    db: sqlite3.Connection
    read_only: bool = False
    problem: str = ""  # what the user is told: a damaged file moved aside, a read-only one


def open_database(path: Path, wait_s: float) -> OpenedDatabase:
    """Raise StoreError (naming the file) when the database cannot be used at all.
    ``wait_s``: how long to wait for another program's lock before giving up."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(f"The folder for conversations {path.parent} could not be made "
                         f"({exc.strerror}). Check that the disk is mounted and writable, "
                         "then start amdchat again.") from exc
    if not _writable(path):
        return _open_read_only(path)
    try:
        db = _connect(path, wait_s)
        found = salvage.damage(db)
        if found:
            db.close()  # moved aside next; a damaged file is never written
    except sqlite3.DatabaseError as exc:
        if not is_corrupt(exc):
            raise _refusal(path, exc) from exc
        found = str(exc)
    if found:
        return _start_again(path, found, wait_s)
    return OpenedDatabase(db)


def _writable(path: Path) -> bool:
    """SQLite writes the file and, beside it, its -wal and -shm files: both must be allowed.
    os.access also answers False on a read-only mount."""
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _start_again(path: Path, found: str, wait_s: float) -> OpenedDatabase:
    """Keep the damaged file aside (with its -wal and -shm), start a new one, and copy
    into it all that can still be read of the old."""
    try:
        backup = salvage.keep_damaged_aside(path)
    except OSError as exc:
        raise StoreError(f"The conversation database {path} is damaged ({found}) and "
                         f"could not be moved aside ({exc.strerror}). Move it away, then "
                         "start amdchat again.") from exc
    try:
        db = _connect(path, wait_s)
    except sqlite3.Error as again:
        raise _refusal(path, again) from again
    try:
        saved = salvage.copy_readable(backup, db)
    except sqlite3.DatabaseError:
        saved = None  # not a database at all: nothing to copy
    return OpenedDatabase(db, problem=salvage.damage_text(path, found, backup, saved))


def _refusal(path: Path, exc: sqlite3.Error) -> StoreError:
    if is_busy(exc):
        return StoreError(
            f"Another amdchat is using your chats ({path}), or another program (a "
            "backup tool?) holds the file locked. Close it, then start amdchat again.")
    return StoreError(f"The conversation database {path} could not be opened ({exc}). "
                      "Check the file and its folder, then start amdchat again.")


def _connect(path: Path, wait_s: float) -> sqlite3.Connection:
    """Open for writing; a lock held elsewhere is waited for up to ``wait_s`` seconds
    (SQLite's busy handler retries), then raised as 'database is locked'."""
    db = sqlite3.connect(path, isolation_level=None, timeout=wait_s)
    try:
        refuse_newer(db, path)
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA foreign_keys = ON")
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() == "wal":  # NORMAL is safe with a WAL only: see the docstring
            db.execute("PRAGMA synchronous = NORMAL")
        db.executescript(TABLES)
        migrate(db)
        # A reply still 'streaming' at open was cut by a crash: say so.
        db.execute("UPDATE messages SET status = ? WHERE status = ?", (INTERRUPTED, STREAMING))
    except (sqlite3.Error, StoreError):
        db.close()  # an open handle would keep Windows from moving the file aside
        raise
    return db


def _open_read_only(path: Path) -> OpenedDatabase:
    """Show the conversations of a file amdchat may not write; change nothing.
    A database in WAL mode needs its -shm file, which a read-only folder cannot get:
    then it is read as immutable (on a read-only disk nothing else writes it)."""
    try:
        db = _read_only_connection(path, "mode=ro")
    except StoreError:
        if not path.exists():
            raise
        db = _read_only_connection(path, "immutable=1")
    return OpenedDatabase(db, read_only=True, problem=(
        f"The conversation database {path} is read-only (its permissions, its "
        "folder's, or a read-only disk): your conversations are shown, but nothing new is "
        "saved. Make the file and its folder writable, then start amdchat again."))


def _read_only_connection(path: Path, how: str) -> sqlite3.Connection:
    uri = path.resolve().as_uri() + "?" + how
    try:
        db = sqlite3.connect(uri, uri=True, isolation_level=None)
    except sqlite3.Error as exc:
        raise _refusal(path, exc) from exc
    try:
        refuse_newer(db, path)
        db.row_factory = sqlite3.Row
        db.execute("SELECT COUNT(*) FROM conversations, messages LIMIT 1").fetchone()
    except sqlite3.Error as exc:
        db.close()
        raise _refusal(path, exc) from exc
    except StoreError:
        db.close()
        raise
    return db
