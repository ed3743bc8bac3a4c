"""Issue 24.1: the disk fills while a reply streams. The reply's newest text is kept in
memory and written as soon as the disk takes it (the next write, a retry, the close);
nothing on screen is lost. On a real small filesystem (a 4 MiB tmpfs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.chats.errors import DiskFullError
from amdchat.chats.records import DONE, STREAMING
from amdchat.chats.store import ChatStore
from tests.helpers.small_disk import small_disk

WORDS = "a long reply that goes on " * 400  # 10 KB: more than a full disk takes


def _streamed_while_full(store: ChatStore, disk) -> tuple[int, object]:
    chat = store.create_conversation("Story")
    reply = store.add_message(chat.id, "assistant", "", STREAMING)
    reply.content = "The start, saved. "
    store.update_message(reply)
    disk.fill()
    for _ in range(5):
        reply.content += WORDS
        with pytest.raises(DiskFullError, match="disk is full"):
            store.update_message(reply)
    reply.status = DONE
    with pytest.raises(DiskFullError):
        store.update_message(reply)
    return chat.id, reply


def test_a_reply_refused_by_a_full_disk_is_saved_by_the_next_write(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        store = ChatStore(disk.root / "chats.sqlite3")
        chat_id, reply = _streamed_while_full(store, disk)
        assert store.messages(chat_id)[0].content == "The start, saved. "
        assert len(store.unsaved) == 1
        disk.free()
        other = store.create_conversation("Next")
        store.add_message(other.id, "user", "Hello")  # the next save writes the kept reply
        (saved,) = store.messages(chat_id)
        assert (saved.content, saved.status) == (reply.content, DONE)
        assert len(store.unsaved) == 0
        store.close()


def test_the_close_writes_what_the_full_disk_refused(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        path = disk.root / "chats.sqlite3"
        store = ChatStore(path)
        chat_id, reply = _streamed_while_full(store, disk)
        disk.free()
        store.close()
        (saved,) = ChatStore(path).messages(chat_id)
        assert (saved.content, saved.status) == (reply.content, DONE)


def test_a_retry_while_still_full_keeps_the_reply(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        store = ChatStore(disk.root / "chats.sqlite3")
        chat_id, reply = _streamed_while_full(store, disk)
        with pytest.raises(DiskFullError):
            store.retry_unsaved()
        assert len(store.unsaved) == 1
        disk.free()
        assert store.retry_unsaved()
        assert store.messages(chat_id)[0].content == reply.content
        store.close()
