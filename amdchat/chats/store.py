"""Conversations in SQLite: every message with its stats, written as it happens.

A message is stored the moment it exists (the user's when sent, the reply when
it starts, then updated), so a crash or a dead worker loses nothing. How the file
is opened, whatever its state (damaged, locked, newer, older, read-only), is
amdchat.chats.opening's; its tables and their versions, amdchat.chats.schema's.

A reply regenerated keeps its earlier versions: the messages row holds the one
shown (``variant``), ``message_variants`` the others.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from amdchat.chats.chat_settings import (
    ChatSettings,
    Preset,
    parameters_from_json,
    think_from_json,
)
from amdchat.chats.errors import DiskFullError, StoreError, is_full
from amdchat.chats.images import (
    INSERT_IMAGE,
    StoredImage,
    image_rows,
    images_by_message,
)
from amdchat.chats.opening import open_database
from amdchat.chats.records import DONE, STREAMING, Conversation, StoredMessage
from amdchat.chats.schema import columns
from amdchat.chats.unsaved import UnsavedMessages


class ChatStore:
    def __init__(self, path: Path, wait_s: float = 10.0) -> None:
        """Raise StoreError (naming the file) when the database cannot be used at all.
        ``wait_s``: how long to wait for another program's lock before giving up."""
        self.path = path
        self.unsaved = UnsavedMessages()  # replies the disk refused: written when it takes them
        opened = open_database(path, wait_s)
        self._db = opened.db
        self.read_only = opened.read_only
        self.open_problem = opened.problem

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
            full = is_full(exc)
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
        return "parameters" in columns(self._db, "conversations")

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
