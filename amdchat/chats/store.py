"""Conversations in SQLite: every message with its stats, written as it happens.

A message is stored the moment it exists (the user's when sent, the reply when
it starts, then updated), so a crash or a dead worker loses nothing. A file
that is not a readable database is moved aside and a new one started; the
reason is kept in ``ChatStore.open_problem``.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat.atomic import keep_aside

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    status TEXT NOT NULL,
    created REAL NOT NULL,
    stats TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS messages_by_conversation ON messages(conversation_id, position);
"""

# A reply's status: how it ended.
DONE, STREAMING, CANCELLED, INTERRUPTED, FAILED = (
    "done", "streaming", "cancelled", "interrupted", "failed")


class StoreError(Exception):
    """Reading or writing the database failed; the message says what to do."""


@dataclass
class Conversation:
    id: int
    title: str
    created: float
    updated: float


@dataclass
class StoredMessage:
    id: int
    conversation_id: int
    position: int
    role: str
    content: str
    status: str = DONE
    stats: dict[str, Any] = field(default_factory=dict)


class ChatStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.open_problem = ""
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._connect()
        except sqlite3.DatabaseError as exc:
            backup = keep_aside(path)
            self.open_problem = (f"The conversation database {path} could not be read ({exc}). "
                                 f"It was kept as {backup}; a new one was started.")
            self._db = self._connect()
        self._mark_unfinished()

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA journal_mode = WAL")
            db.executescript(_SCHEMA)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.Error:
            db.close()  # an open handle would keep Windows from moving the file aside
            raise
        return db

    def _mark_unfinished(self) -> None:
        """A reply still 'streaming' at open was cut by a crash: say so."""
        self._run("UPDATE messages SET status = ? WHERE status = ?",
                         (INTERRUPTED, STREAMING))

    def close(self) -> None:
        self._db.close()

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            return self._db.execute(sql, params)
        except sqlite3.Error as exc:
            full = "full" in str(exc).lower()
            raise StoreError(
                f"The conversation could not be saved to {self.path} ({exc}). "
                + ("The disk is full: free some space; " if full else "")
                + "what is on screen is kept until you close the app.") from exc

    # -- conversations ------------------------------------------------------
    def create_conversation(self, title: str) -> Conversation:
        now = time.time()
        cursor = self._run(
            "INSERT INTO conversations (title, created, updated) VALUES (?, ?, ?)",
            (title, now, now))
        return Conversation(int(cursor.lastrowid or 0), title, now, now)

    def conversations(self, search: str = "") -> list[Conversation]:
        """Newest first; ``search`` matches titles, case-insensitively."""
        rows = self._run(
            "SELECT * FROM conversations WHERE title LIKE ? ESCAPE '\\' ORDER BY updated DESC, "
            "id DESC", (f"%{_escape_like(search)}%",))
        return [Conversation(r["id"], r["title"], r["created"], r["updated"]) for r in rows]

    def conversation(self, conversation_id: int) -> Conversation | None:
        row = self._run("SELECT * FROM conversations WHERE id = ?",
                               (conversation_id,)).fetchone()
        if row is None:
            return None
        return Conversation(row["id"], row["title"], row["created"], row["updated"])

    def rename(self, conversation_id: int, title: str) -> None:
        self._run("UPDATE conversations SET title = ? WHERE id = ?",
                         (title, conversation_id))

    def delete(self, conversation_id: int) -> None:
        self._run("DELETE FROM conversations WHERE id = ?", (conversation_id,))

    def _touch(self, conversation_id: int) -> None:
        self._run("UPDATE conversations SET updated = ? WHERE id = ?",
                         (time.time(), conversation_id))

    # -- messages -----------------------------------------------------------
    def messages(self, conversation_id: int) -> list[StoredMessage]:
        rows = self._run(
            "SELECT * FROM messages WHERE conversation_id = ? ORDER BY position",
            (conversation_id,))
        return [StoredMessage(r["id"], r["conversation_id"], r["position"], r["role"],
                              r["content"], r["status"], json.loads(r["stats"])) for r in rows]

    def add_message(self, conversation_id: int, role: str, content: str, status: str = DONE,
                    stats: dict[str, Any] | None = None) -> StoredMessage:
        position = self._run(
            "SELECT COALESCE(MAX(position) + 1, 0) FROM messages WHERE conversation_id = ?",
            (conversation_id,)).fetchone()[0]
        cursor = self._run(
            "INSERT INTO messages (conversation_id, position, role, content, status, created,"
            " stats) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (conversation_id, position, role, content, status, time.time(),
             json.dumps(stats or {})))
        self._touch(conversation_id)
        return StoredMessage(int(cursor.lastrowid or 0), conversation_id, position, role,
                             content, status, dict(stats or {}))

    def update_message(self, message: StoredMessage) -> None:
        self._run("UPDATE messages SET content = ?, status = ?, stats = ? WHERE id = ?",
                         (message.content, message.status, json.dumps(message.stats), message.id))
        self._touch(message.conversation_id)

    def delete_messages_from(self, conversation_id: int, position: int) -> None:
        """Drop the message at ``position`` and all after it (regenerate, edit)."""
        self._run("DELETE FROM messages WHERE conversation_id = ? AND position >= ?",
                         (conversation_id, position))


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
