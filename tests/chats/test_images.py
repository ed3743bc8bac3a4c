"""Images sent in a chat: kept with their message, read back in order, deleted with the
message and with the conversation; an older database gains the table."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from amdchat.chats.images import StoredImage
from amdchat.chats.schema import SCHEMA_VERSION
from amdchat.chats.store import ChatStore

RED, BLUE = StoredImage(b"\x89PNG red", "image/png"), StoredImage(b"\xff\xd8 blue", "image/jpeg")


def image_rows(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM message_images").fetchone()[0]


def test_images_are_kept_with_their_message_and_go_with_the_chat(tmp_path: Path) -> None:
    path = tmp_path / "chats.db"
    store = ChatStore(path)
    chat = store.create_conversation("pictures")
    sent = store.add_message(chat.id, "user", "What are these?", images=[RED, BLUE])
    store.add_message(chat.id, "assistant", "Two colours.")
    other = store.create_conversation("another")
    store.add_message(other.id, "user", "", images=[BLUE])
    assert sent.images == [RED, BLUE]
    store.close()

    store = ChatStore(path)  # read back from the file
    first, reply = store.messages(chat.id)
    assert first.images == [RED, BLUE] and reply.images == []
    assert store.messages(other.id)[0].images == [BLUE]
    store.delete(chat.id)
    assert image_rows(path) == 1, "the chat's images went with it, the other's stayed"
    store.delete_message(store.messages(other.id)[0])
    assert image_rows(path) == 0
    store.close()


def test_an_older_database_gains_the_image_table(tmp_path: Path) -> None:
    path = tmp_path / "chats.db"
    store = ChatStore(path)
    chat = store.create_conversation("old")
    store.add_message(chat.id, "user", "hello")
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE message_images")
        db.execute("PRAGMA user_version = 3")
    store = ChatStore(path)
    assert store.messages(chat.id)[0].content == "hello"
    store.add_message(chat.id, "user", "look", images=[RED])
    assert store.messages(chat.id)[1].images == [RED]
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
