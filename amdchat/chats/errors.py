"""The conversation store's errors, and SQLite's failures told apart by their code.

SQLite reports an extended code (``sqlite_errorcode``); its low byte is the primary one
(BUSY, LOCKED, NOTADB, CORRUPT, FULL) that decides what the user is told.
"""

from __future__ import annotations

import sqlite3


class StoreError(Exception):
    """Reading or writing the database failed; the message says what to do."""


class DiskFullError(StoreError):
    """SQLite said the disk (or the database) is full: a write to retry once there is space."""


def _primary_code(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0)) & 0xFF


def is_busy(exc: sqlite3.Error) -> bool:
    """Another connection holds the file locked."""
    return _primary_code(exc) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def is_corrupt(exc: sqlite3.Error) -> bool:
    """Not a database, or a damaged one."""
    return _primary_code(exc) in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)


def is_full(exc: sqlite3.Error) -> bool:
    """The disk or the database is full; some builds say so only in the text."""
    return _primary_code(exc) == sqlite3.SQLITE_FULL or "full" in str(exc).lower()
