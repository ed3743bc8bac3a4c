"""The images a user sent in a chat, kept in the conversation database with the
message that showed them, and deleted with it (and with its conversation): the
``message_images`` table's rows cascade from ``messages``.

An image is kept as the model got it (amdchat.images.prepare: checked, at most
MAX_SIDE pixels a side, PNG or JPEG), so a reply regenerated later sees the same
picture and the transcript's thumbnails are drawn from it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class StoredImage:
    data: bytes  # PNG or JPEG
    mime: str


def add_image_table(db: sqlite3.Connection) -> None:
    """Version 5: images attached to user messages. Safe to run again."""
    db.execute("""
        CREATE TABLE IF NOT EXISTS message_images (
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            mime TEXT NOT NULL,
            data BLOB NOT NULL,
            PRIMARY KEY (message_id, position)
        )""")


def has_image_table(db: sqlite3.Connection) -> bool:
    """False only for an older database opened read-only (never migrated)."""
    return bool(db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                           "name = 'message_images'").fetchone())


INSERT_IMAGE = ("INSERT INTO message_images (message_id, position, mime, data) "
                "VALUES (?, ?, ?, ?)")


def image_rows(message_id: int, images: list[StoredImage]
               ) -> list[tuple[int, int, str, bytes]]:
    """INSERT_IMAGE's parameters for each image of a message."""
    return [(message_id, i, image.mime, image.data) for i, image in enumerate(images)]


def images_by_message(db: sqlite3.Connection, conversation_id: int
                      ) -> dict[int, list[StoredImage]]:
    """Each message's images, in the order they were sent."""
    if not has_image_table(db):
        return {}
    found: dict[int, list[StoredImage]] = {}
    for row in db.execute(
            "SELECT i.message_id, i.mime, i.data FROM message_images i JOIN messages m "
            "ON m.id = i.message_id WHERE m.conversation_id = ? ORDER BY i.message_id, "
            "i.position", (conversation_id,)):
        found.setdefault(row[0], []).append(StoredImage(bytes(row[2]), row[1]))
    return found
