"""The conversation database's tables and their versions (``PRAGMA user_version``).

A file written by an older amdchat is brought up to date by MIGRATIONS, one step per
version, each in its own transaction (a failed step leaves the old file as it was); a
file written by a newer amdchat is refused, never touched.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from amdchat.chats.errors import StoreError
from amdchat.chats.images import add_image_table

# The first schema (version 1); MIGRATIONS add to it.
TABLES = """
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


def columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def _add_reply_variants(db: sqlite3.Connection) -> None:
    """Version 3: a regenerated reply keeps its earlier versions. Safe to run again."""
    if "variant" not in columns(db, "messages"):
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
    have = columns(db, "conversations")
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
        if "reasoning" not in columns(db, table):
            db.execute(f"ALTER TABLE {table} ADD COLUMN reasoning TEXT NOT NULL DEFAULT ''")


# (version it brings the file to, the step); a new one goes at the end with the next number
MIGRATIONS: tuple[tuple[int, Callable[[sqlite3.Connection], None]], ...] = (
    (2, _add_chat_settings),
    (3, _add_reply_variants),
    (4, _add_reasoning),
    (5, add_image_table),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]


def migrate(db: sqlite3.Connection) -> None:
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


def refuse_newer(db: sqlite3.Connection, path: Path) -> None:
    """Raise StoreError when ``path`` was written by a newer amdchat."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"The conversation database {path} was written by a newer amdchat (schema "
            f"{version}; this one reads up to {SCHEMA_VERSION}). Update amdchat, or move "
            "the file away to start with no conversations.")
