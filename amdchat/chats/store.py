"""Conversations in SQLite: every message with its stats, written as it happens.

A message is stored the moment it exists (the user's when sent, the reply when
it starts, then updated), so a crash or a dead worker loses nothing. Writes go
to the write-ahead log without an fsync each (``synchronous = NORMAL``): a reply
is saved several times a second from the GUI thread, and an fsync there can take
tens of milliseconds on a busy disk. A crashed or killed app still loses nothing;
only a power cut or an OS crash may lose the last second or so, never the file.

Opening tells apart what can happen to the file, because only one of them may
cost the user their conversations:
- not a database (SQLite says NOTADB or CORRUPT): moved aside, a new one started,
  the reason kept in ``ChatStore.open_problem``;
- locked by another program (a second amdchat, a backup tool): waited for, then
  refused with a StoreError; a locked file is never moved aside;
- written by a newer amdchat (``PRAGMA user_version``): refused, never touched;
- written by an older amdchat: brought up to date by MIGRATIONS, one step per
  version, each in its own transaction (a failed step leaves the old file as it was);
- not writable (file, folder or disk): opened read-only, said in ``open_problem``;
- anything else: refused with a StoreError that names the file.

A reply regenerated keeps its earlier versions: the messages row holds the one
shown (``variant``), ``message_variants`` the others.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat.chats import salvage
from amdchat.chats.chat_settings import (
    ChatSettings,
    Preset,
    parameters_from_json,
    think_from_json,
)
from amdchat.chats.images import (
    INSERT_IMAGE,
    StoredImage,
    add_image_table,
    image_rows,
    images_by_message,
)
from amdchat.chats.unsaved import UnsavedMessages

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


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def _add_reply_variants(db: sqlite3.Connection) -> None:
    """Version 3: a regenerated reply keeps its earlier versions. Safe to run again."""
    if "variant" not in _columns(db, "messages"):
        db.execute("ALTER TABLE messages ADD COLUMN variant INTEGER NOT NULL DEFAULT 0")
    db.execute("""
        CREATE TABLE IF NOT EXISTS message_variants (
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            variant INTEGER NOT NULL,
            content TEXT NOT NULL,
            status TEXT NOT NULL,
            stats TEXT NOT NULL DEFAULT '{}',
            PRIMARY KEY (message_id, variant)
        )""")


def _add_chat_settings(db: sqlite3.Connection) -> None:
    """Version 2: each conversation's own system prompt and parameters; saved presets.
    NULL system_prompt: the app's own. Written to be run again safely."""
    have = _columns(db, "conversations")
    if "system_prompt" not in have:
        db.execute("ALTER TABLE conversations ADD COLUMN system_prompt TEXT")
    if "preset" not in have:
        db.execute("ALTER TABLE conversations ADD COLUMN preset TEXT NOT NULL DEFAULT ''")
    if "parameters" not in have:
        db.execute("ALTER TABLE conversations ADD COLUMN parameters TEXT NOT NULL DEFAULT '{}'")
    db.execute("CREATE TABLE IF NOT EXISTS presets (name TEXT PRIMARY KEY, "
               "parameters TEXT NOT NULL DEFAULT '{}')")


def _add_reasoning(db: sqlite3.Connection) -> None:
    """Version 4: a thinking model's reasoning, kept apart from its answer (shown in its
    own block, never sent back to the model). Safe to run again."""
    for table in ("messages", "message_variants"):
        if "reasoning" not in _columns(db, table):
            db.execute(f"ALTER TABLE {table} ADD COLUMN reasoning TEXT NOT NULL DEFAULT ''")


# (version it brings the file to, the step); a new one goes at the end with the next number
MIGRATIONS: tuple[tuple[int, Callable[[sqlite3.Connection], None]], ...] = (
    (2, _add_chat_settings),
    (3, _add_reply_variants),
    (4, _add_reasoning),
    (5, add_image_table),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]

# A reply's status: how it ended.
DONE, STREAMING, CANCELLED, INTERRUPTED, FAILED = (
    "done", "streaming", "cancelled", "interrupted", "failed")


class StoreError(Exception):
    """Reading or writing the database failed; the message says what to do."""


class DiskFullError(StoreError):
    """SQLite said the disk (or the database) is full: a write to retry once there is space."""


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
    variant: int = 0  # which of the versions of this reply is shown (0: the first)
    variants: int = 1  # how many versions it has
    reasoning: str = ""  # what a thinking model thought before its answer (``content``)
    images: list[StoredImage] = field(default_factory=list)  # a user's, shown to the model


def _is_busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF  # the primary code of an extended one
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _is_corrupt(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF in (sqlite3.SQLITE_NOTADB,
                                                          sqlite3.SQLITE_CORRUPT)


def _is_full(exc: sqlite3.Error) -> bool:
    return (getattr(exc, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_FULL
            or "full" in str(exc).lower())


def _writable(path: Path) -> bool:
    """SQLite writes the file and, beside it, its -wal and -shm files: both must be allowed.
    os.access also answers False on a read-only mount."""
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


class ChatStore:
    def __init__(self, path: Path, wait_s: float = 10.0) -> None:
        """Raise StoreError (naming the file) when the database cannot be used at all.
        ``wait_s``: how long to wait for another program's lock before giving up."""
        self.path = path
        self.open_problem = ""
        self.read_only = False
        self.unsaved = UnsavedMessages()  # replies the disk refused: written when it takes them
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"The folder for conversations {path.parent} could not be made "
                             f"({exc.strerror}). Check that the disk is mounted and writable, "
                             "then start amdchat again.") from exc
        if not _writable(path):
            self._db = self._open_read_only()
            return
        try:
            self._db = self._connect(wait_s)
            found = salvage.damage(self._db)
            if found:
                self._db.close()  # moved aside next; a damaged file is never written
        except sqlite3.DatabaseError as exc:
            if not _is_corrupt(exc):
                raise self._refusal(exc) from exc
            found = str(exc)
        if found:
            self._db = self._start_again(found, wait_s)

    def _start_again(self, found: str, wait_s: float) -> sqlite3.Connection:
        """Keep the damaged file aside (with its -wal and -shm), start a new one, and copy
        into it all that can still be read of the old."""
        try:
            backup = salvage.keep_damaged_aside(self.path)
        except OSError as exc:
            raise StoreError(f"The conversation database {self.path} is damaged ({found}) and "
                             f"could not be moved aside ({exc.strerror}). Move it away, then "
                             "start amdchat again.") from exc
        try:
            db = self._connect(wait_s)
        except sqlite3.Error as again:
            raise self._refusal(again) from again
        try:
            saved = salvage.copy_readable(backup, db)
        except sqlite3.DatabaseError:
            saved = None  # not a database at all: nothing to copy
        self.open_problem = salvage.damage_text(self.path, found, backup, saved)
        return db

    def _refusal(self, exc: sqlite3.Error) -> StoreError:
        if _is_busy(exc):
            return StoreError(
                f"Another amdchat is using your chats ({self.path}), or another program (a "
                "backup tool?) holds the file locked. Close it, then start amdchat again.")
        return StoreError(f"The conversation database {self.path} could not be opened ({exc}). "
                          "Check the file and its folder, then start amdchat again.")

    def _connect(self, wait_s: float) -> sqlite3.Connection:
        """Open for writing; a lock held elsewhere is waited for up to ``wait_s`` seconds
        (SQLite's busy handler retries), then raised as 'database is locked'."""
        db = sqlite3.connect(self.path, isolation_level=None, timeout=wait_s)
        try:
            self._refuse_newer(db)
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA foreign_keys = ON")
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() == "wal":  # NORMAL is safe with a WAL only: see the docstring
                db.execute("PRAGMA synchronous = NORMAL")
            db.executescript(_SCHEMA)
            self._migrate(db)
            # A reply still 'streaming' at open was cut by a crash: say so.
            db.execute("UPDATE messages SET status = ? WHERE status = ?",
                       (INTERRUPTED, STREAMING))
        except (sqlite3.Error, StoreError):
            db.close()  # an open handle would keep Windows from moving the file aside
            raise
        return db

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        """Bring a file of an older schema (or a new, empty one: version 0, the first
        schema just made) up to SCHEMA_VERSION, one step at a time."""
        version = max(db.execute("PRAGMA user_version").fetchone()[0], 1)
        for target, step in MIGRATIONS:
            if version >= target:
                continue
            db.execute("BEGIN IMMEDIATE")
            try:
                step(db)
                db.execute(f"PRAGMA user_version = {target}")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            version = target

    def _open_read_only(self) -> sqlite3.Connection:
        """Show the conversations of a file amdchat may not write; change nothing.
        A database in WAL mode needs its -shm file, which a read-only folder cannot get:
        then it is read as immutable (on a read-only disk nothing else writes it)."""
        try:
            return self._read_only_connection("mode=ro")
        except StoreError:
            if not self.path.exists():
                raise
            return self._read_only_connection("immutable=1")

    def _read_only_connection(self, how: str) -> sqlite3.Connection:
        uri = self.path.resolve().as_uri() + "?" + how
        try:
            db = sqlite3.connect(uri, uri=True, isolation_level=None)
        except sqlite3.Error as exc:
            raise self._refusal(exc) from exc
        try:
            self._refuse_newer(db)
            db.row_factory = sqlite3.Row
            db.execute("SELECT COUNT(*) FROM conversations, messages LIMIT 1").fetchone()
        except sqlite3.Error as exc:
            db.close()
            raise self._refusal(exc) from exc
        except StoreError:
            db.close()
            raise
        self.read_only = True
        self.open_problem = (
            f"The conversation database {self.path} is read-only (its permissions, its "
            "folder's, or a read-only disk): your conversations are shown, but nothing new is "
            "saved. Make the file and its folder writable, then start amdchat again.")
        return db

    def _refuse_newer(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"The conversation database {self.path} was written by a newer amdchat (schema "
                f"{version}; this one reads up to {SCHEMA_VERSION}). Update amdchat, or move "
                "the file away to start with no conversations.")

    def close(self) -> None:
        """A last try at the messages the disk refused; what is still refused is lost (the
        window asks before it closes: amdchat.ui.chat.unsaved_prompt)."""
        with contextlib.suppress(StoreError):
            self.retry_unsaved()
        self._db.close()

    def retry_unsaved(self) -> bool:
        """Write the messages the disk refused; True when none is left unsaved."""
        return self.unsaved.write_all(self._write_message)

    def _has_variants(self) -> bool:
        """False only for an older database opened read-only (never migrated)."""
        return bool(self._db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                     "name = 'message_variants'").fetchone())

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            return self._db.execute(sql, params)
        except sqlite3.Error as exc:
            if self.read_only:
                raise StoreError(
                    f"The conversation database {self.path} is read-only: this change was not "
                    "saved. Make the file and its folder writable, then start amdchat "
                    "again.") from exc
            full = _is_full(exc)
            raise (DiskFullError if full else StoreError)(
                f"The conversation could not be saved to {self.path} ({exc}). "
                + ("The disk is full: free some space; " if full else "")
                + "what is on screen is kept and saved again as soon as the disk takes it."
            ) from exc

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
        others = ("(SELECT COUNT(*) FROM message_variants v WHERE v.message_id = m.id)"
                  if self._has_variants() else "0")
        rows = self._run(
            f"SELECT m.*, {others} AS others FROM messages m WHERE conversation_id = ? "
            "ORDER BY position", (conversation_id,))
        images = images_by_message(self._db, conversation_id)
        return [StoredMessage(r["id"], r["conversation_id"], r["position"], r["role"],
                              r["content"], r["status"], json.loads(r["stats"]),
                              r["variant"] if "variant" in r.keys() else 0,  # noqa: SIM118
                              1 + r["others"], _reasoning_of(r),
                              images.get(r["id"], [])) for r in rows]

    def add_message(self, conversation_id: int, role: str, content: str, status: str = DONE,
                    stats: dict[str, Any] | None = None,
                    images: list[StoredImage] | None = None) -> StoredMessage:
        with contextlib.suppress(StoreError):  # the disk has space again: the older first
            self.retry_unsaved()
        if not images:
            return self._insert_message(conversation_id, role, content, status, stats)
        with self._transaction():  # the message and its images together, or neither
            message = self._insert_message(conversation_id, role, content, status, stats)
            for row in image_rows(message.id, images):
                self._run(INSERT_IMAGE, row)
        message.images = list(images)
        return message

    def _insert_message(self, conversation_id: int, role: str, content: str, status: str,
                        stats: dict[str, Any] | None) -> StoredMessage:
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
        """Save the message as it is now. When the disk refuses, its state is kept
        (``unsaved``) and written at the next write or retry_unsaved; StoreError says so."""
        with contextlib.suppress(StoreError):
            self.retry_unsaved()
        try:
            self._write_message(message)
        except StoreError:
            if not self.read_only:
                self.unsaved.keep(message)
            raise
        self.unsaved.forget(message.id)

    def _write_message(self, message: StoredMessage) -> None:
        self._run("UPDATE messages SET content = ?, status = ?, stats = ?, reasoning = ? "
                  "WHERE id = ?", (message.content, message.status, json.dumps(message.stats),
                                   message.reasoning, message.id))
        self._touch(message.conversation_id)

    def delete_message(self, message: StoredMessage) -> None:
        """Drop one message (with its other versions); the rest keep their order."""
        self._run("DELETE FROM messages WHERE id = ?", (message.id,))
        self.unsaved.forget(message.id)
        self._touch(message.conversation_id)

    def new_variant(self, message: StoredMessage) -> None:
        """Keep the reply as it is among its versions, and make ``message`` a new, empty
        version (streaming) in the same place: what regenerate writes into."""
        with self._transaction():
            self._keep_variant(message)
            number = self._run("SELECT COALESCE(MAX(variant), 0) + 1 FROM message_variants "
                               "WHERE message_id = ?", (message.id,)).fetchone()[0]
            message.variant = max(number, message.variant + 1)
            message.variants += 1
            message.content, message.status, message.stats = "", STREAMING, {}
            message.reasoning = ""
            self._write_shown(message)

    def show_variant(self, message: StoredMessage, variant: int) -> None:
        """Show version ``variant`` of the reply (0-based, in the order they were made)."""
        with self._transaction():
            row = self._run("SELECT * FROM message_variants WHERE message_id = ? AND "
                            "variant = ?", (message.id, variant)).fetchone()
            if row is None:
                return
            self._keep_variant(message)
            self._run("DELETE FROM message_variants WHERE message_id = ? AND variant = ?",
                      (message.id, variant))
            message.variant, message.content = variant, row["content"]
            message.status, message.stats = row["status"], json.loads(row["stats"])
            message.reasoning = _reasoning_of(row)
            self._write_shown(message)

    def variant_numbers(self, message: StoredMessage) -> list[int]:
        """The numbers of all the reply's versions, shown one included, in order."""
        rows = self._run("SELECT variant FROM message_variants WHERE message_id = ?",
                         (message.id,))
        return sorted([r["variant"] for r in rows] + [message.variant])

    def _keep_variant(self, message: StoredMessage) -> None:
        self._run("INSERT OR REPLACE INTO message_variants (message_id, variant, content, "
                  "status, stats, reasoning) VALUES (?, ?, ?, ?, ?, ?)",
                  (message.id, message.variant, message.content, message.status,
                   json.dumps(message.stats), message.reasoning))

    def _write_shown(self, message: StoredMessage) -> None:
        self._run("UPDATE messages SET content = ?, status = ?, stats = ?, variant = ?, "
                  "reasoning = ? WHERE id = ?",
                  (message.content, message.status, json.dumps(message.stats),
                   message.variant, message.reasoning, message.id))
        self._touch(message.conversation_id)
        self.unsaved.forget(message.id)  # a kept older state must not overwrite this one

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        self._run("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")
            raise
        self._run("COMMIT")

    def delete_messages_from(self, conversation_id: int, position: int) -> None:
        """Drop the message at ``position`` and all after it (regenerate, edit)."""
        self._run("DELETE FROM messages WHERE conversation_id = ? AND position >= ?",
                         (conversation_id, position))

    # -- a conversation's system prompt and parameters, presets --------------------
    def _has_chat_settings(self) -> bool:
        """False only for an older file opened read-only (it could not be migrated)."""
        return "parameters" in _columns(self._db, "conversations")

    def chat_settings(self, conversation_id: int) -> ChatSettings:
        if not self._has_chat_settings():
            return ChatSettings()
        row = self._run("SELECT system_prompt, preset, parameters FROM conversations "
                        "WHERE id = ?", (conversation_id,)).fetchone()
        if row is None:
            return ChatSettings()
        prompt = row["system_prompt"]
        return ChatSettings(prompt if isinstance(prompt, str) else None, str(row["preset"]),
                            parameters_from_json(row["parameters"]),
                            think_from_json(row["parameters"]))

    def set_chat_settings(self, conversation_id: int, chat: ChatSettings) -> None:
        self._run("UPDATE conversations SET system_prompt = ?, preset = ?, parameters = ? "
                  "WHERE id = ?", (chat.system_prompt, chat.preset, chat.parameters_json(),
                                   conversation_id))

    def presets(self) -> list[Preset]:
        """By name, case-insensitively."""
        if not self._has_chat_settings():
            return []
        rows = self._run("SELECT name, parameters FROM presets ORDER BY name COLLATE NOCASE")
        return [Preset(r["name"], parameters_from_json(r["parameters"])) for r in rows]

    def save_preset(self, preset: Preset) -> None:
        """Add a preset, or replace the one of the same name."""
        self._run("INSERT INTO presets (name, parameters) VALUES (?, ?) ON CONFLICT(name) "
                  "DO UPDATE SET parameters = excluded.parameters",
                  (preset.name, json.dumps(preset.parameters)))

    def delete_preset(self, name: str) -> None:
        """Conversations that used it keep their values (they hold a copy)."""
        self._run("DELETE FROM presets WHERE name = ?", (name,))


def _reasoning_of(row: sqlite3.Row) -> str:
    """An older file opened read-only has no reasoning column: no reasoning then."""
    return str(row["reasoning"]) if "reasoning" in row.keys() else ""  # noqa: SIM118


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
