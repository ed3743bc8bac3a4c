"""Conversations in a real SQLite file."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from amdchat.chats.store import DONE, INTERRUPTED, STREAMING, ChatStore


def test_messages_and_stats_persist(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    store = ChatStore(path)
    chat = store.create_conversation("Colours")
    store.add_message(chat.id, "user", "Name a colour.")
    reply = store.add_message(chat.id, "assistant", "", STREAMING)
    reply.content, reply.status = "Blue.", DONE
    reply.stats = {"generation_tps": 42.5, "backend": "vulkan", "device": "Vulkan0"}
    store.update_message(reply)
    store.close()
    again = ChatStore(path)
    messages = again.messages(chat.id)
    assert [(m.role, m.content, m.status) for m in messages] == [
        ("user", "Name a colour.", DONE), ("assistant", "Blue.", DONE)]
    assert messages[1].stats["generation_tps"] == 42.5


def test_a_reply_cut_by_a_crash_is_marked_interrupted(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    store = ChatStore(path)
    chat = store.create_conversation("x")
    reply = store.add_message(chat.id, "assistant", "", STREAMING)
    reply.content = "half a sent"
    store.update_message(reply)
    store.close()  # as if the app died here
    message = ChatStore(path).messages(chat.id)[0]
    assert message.status == INTERRUPTED and message.content == "half a sent"


def test_search_rename_delete(tmp_path: Path) -> None:
    store = ChatStore(tmp_path / "c.db")
    first = store.create_conversation("Apples 100%")
    second = store.create_conversation("Pears")
    store.add_message(first.id, "user", "hi")
    assert [c.title for c in store.conversations()] == ["Apples 100%", "Pears"]
    assert [c.title for c in store.conversations("100%")] == ["Apples 100%"]
    assert [c.title for c in store.conversations("_")] == []
    store.rename(second.id, "Ripe pears")
    assert store.conversation(second.id).title == "Ripe pears"  # type: ignore[union-attr]
    store.delete(first.id)
    assert store.messages(first.id) == []
    assert [c.title for c in store.conversations()] == ["Ripe pears"]


def test_corrupt_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = ChatStore(path)
    assert "could not be read" in store.open_problem
    assert list(tmp_path.glob("chats.sqlite3.corrupt-*"))
    chat = store.create_conversation("fresh")
    assert store.conversations()[0].id == chat.id


def test_two_corrupt_databases_in_a_row_keep_two_backups(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format, *_t: "20261101-120000")
    path = tmp_path / "chats.sqlite3"
    problems = []
    for attempt in (b"first", b"second"):  # in the same second: the same time stamp
        path.write_bytes(attempt + b" is not a database" * 100)
        store = ChatStore(path)
        problems.append(store.open_problem)
        store.close()
        for sidecar in tmp_path.glob("chats.sqlite3-*"):  # the new database's WAL files
            sidecar.unlink()
    kept = sorted(p.read_bytes()[:6] for p in tmp_path.glob("chats.sqlite3.corrupt-*"))
    assert kept == [b"first ", b"second"]
    assert all(str(p) in "".join(problems) for p in tmp_path.glob("chats.sqlite3.corrupt-*"))
