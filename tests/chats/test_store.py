"""Conversations in a real SQLite file."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from amdchat.chats import opening
from amdchat.chats.errors import StoreError
from amdchat.chats.records import DONE, INTERRUPTED, STREAMING
from amdchat.chats.schema import SCHEMA_VERSION
from amdchat.chats.store import ChatStore


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


_WRITE_THEN_DIE = """
import os, signal, sys
from pathlib import Path
from amdchat.chats.records import STREAMING
from amdchat.chats.store import ChatStore
store = ChatStore(Path(sys.argv[1]))
chat = store.create_conversation("x")
reply = store.add_message(chat.id, "assistant", "", STREAMING)
for word in ("Once", " upon", " a", " time"):
    reply.content += word
    store.update_message(reply)
os.kill(os.getpid(), signal.SIGKILL)  # no close, no checkpoint: the app was killed
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_partial_reply_survives_a_killed_app_with_unsynced_writes(tmp_path: Path) -> None:
    """A streaming reply is saved several times a second from the GUI thread: those writes
    are not fsynced one by one (an fsync can stall the window tens of ms), and a killed
    app still keeps every word written."""
    path = tmp_path / "chats.sqlite3"
    died = subprocess.run([sys.executable, "-c", _WRITE_THEN_DIE, str(path)], check=False)
    assert died.returncode == -9
    store = ChatStore(path)
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL, not FULL
    (message,) = store.messages(store.conversations()[0].id)
    assert (message.content, message.status) == ("Once upon a time", INTERRUPTED)


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


# -- what can happen to the file: only a file that is not a database is moved aside --------

def _saved_chat(path: Path) -> int:
    store = ChatStore(path)
    chat = store.create_conversation("keep me")
    store.add_message(chat.id, "user", "hello")
    store.close()
    return chat.id


def test_a_database_locked_by_another_program_is_refused_never_moved_aside(
        tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    chat_id = _saved_chat(path)
    other = sqlite3.connect(path, isolation_level=None)  # a second app, a backup tool
    other.execute("BEGIN EXCLUSIVE")
    started = time.monotonic()
    with pytest.raises(StoreError, match="Another amdchat is using your chats") as refused:
        ChatStore(path, wait_s=0.5)
    assert time.monotonic() - started >= 0.5  # it waited for the lock before giving up
    assert str(path) in str(refused.value)
    assert not list(tmp_path.glob("*.corrupt-*"))
    other.execute("ROLLBACK")
    other.close()
    store = ChatStore(path, wait_s=0.5)  # the lock is gone: everything is still there
    assert store.open_problem == "" and store.messages(chat_id)[0].content == "hello"


def test_a_lock_held_in_exclusive_locking_mode_is_refused_too(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _saved_chat(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE conversations SET title = title")
    with pytest.raises(StoreError, match="Another amdchat"):
        ChatStore(path, wait_s=0.2)
    assert not list(tmp_path.glob("*.corrupt-*"))
    other.close()


def test_a_lock_released_while_waiting_is_not_an_error(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    chat_id = _saved_chat(path)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    release = threading.Timer(0.3, lambda: other.execute("ROLLBACK"))
    release.start()
    store = ChatStore(path, wait_s=10.0)
    release.join()
    other.close()
    assert store.open_problem == "" and store.conversation(chat_id) is not None


def test_a_database_from_a_newer_amdchat_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _saved_chat(path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="newer amdchat") as refused:
        ChatStore(path)
    assert str(path) in str(refused.value)
    assert path.read_bytes() == before and not list(tmp_path.glob("*.corrupt-*"))


def test_a_database_amdchat_may_not_write_opens_read_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Root ignores file modes, so here the permission check is told the file is not
    writable; test_a_read_only_file_as_a_plain_user does it with real modes."""
    path = tmp_path / "chats.sqlite3"
    chat_id = _saved_chat(path)
    monkeypatch.setattr(opening.os, "access", lambda *_a, **_k: False)
    store = ChatStore(path)
    assert store.read_only and "read-only" in store.open_problem and str(path) in \
        store.open_problem
    assert store.messages(chat_id)[0].content == "hello"
    with pytest.raises(StoreError, match="read-only"):
        store.create_conversation("new")
    store.close()
    monkeypatch.undo()
    assert [c.title for c in ChatStore(path).conversations()] == ["keep me"]


def test_a_missing_database_in_a_folder_amdchat_may_not_write_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening.os, "access", lambda *_a, **_k: False)
    with pytest.raises(StoreError, match="could not be opened") as refused:
        ChatStore(tmp_path / "chats.sqlite3")
    assert str(tmp_path / "chats.sqlite3") in str(refused.value)


_AS_PLAIN_USER = """
import sys
from pathlib import Path
from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore
store = ChatStore(Path(sys.argv[1]))
print(store.read_only, [m.content for m in store.messages(1)])
try:
    store.create_conversation("new")
except StoreError as exc:
    print("refused:", exc)
"""


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0,
                    reason="runs a process as 'nobody', which needs root")
def test_a_read_only_file_as_a_plain_user() -> None:
    folder = Path(tempfile.mkdtemp(prefix="amdchat-ro-"))  # 'nobody' cannot enter tmp_path
    try:
        path = folder / "chats.sqlite3"
        _saved_chat(path)
        for sidecar in folder.glob("chats.sqlite3-*"):
            sidecar.unlink()
        path.chmod(0o444)
        folder.chmod(0o555)
        root = Path(__file__).resolve().parents[2]
        try:
            done = subprocess.run(
                [sys.executable, "-c", _AS_PLAIN_USER, str(path)], user=65534, group=65534,
                capture_output=True, text=True, timeout=60, cwd="/",
                env={**os.environ, "PYTHONPATH": str(root), "HOME": "/"})
        except PermissionError:  # e.g. a Python installed under /root
            pytest.skip("this Python cannot be run by 'nobody'")
        assert done.returncode == 0, done.stderr
        lines = done.stdout.splitlines()
        assert lines[0] == "True ['hello']"
        assert lines[1].startswith("refused:") and "read-only" in lines[1]
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


# The schema as amdchat 0.1 wrote it (version 1), copied from that release: a database
# made by it must open with every chat, and gain the alternatives of replies.
_VERSION_1 = """
CREATE TABLE conversations (id INTEGER PRIMARY KEY, title TEXT NOT NULL,
    created REAL NOT NULL, updated REAL NOT NULL);
CREATE TABLE messages (id INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL,
    status TEXT NOT NULL, created REAL NOT NULL, stats TEXT NOT NULL DEFAULT '{}');
CREATE INDEX messages_by_conversation ON messages(conversation_id, position);
INSERT INTO conversations VALUES (1, 'from version 1', 1.0, 2.0);
INSERT INTO messages VALUES (1, 1, 0, 'user', 'hello', 'done', 1.0, '{}');
INSERT INTO messages VALUES (2, 1, 1, 'assistant', 'hi there', 'done', 1.5,
    '{"generation_tps": 12.5}');
PRAGMA user_version = 1;
"""


def _version_1_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.executescript(_VERSION_1)
    db.close()


def test_a_database_from_version_1_opens_with_its_chats_and_gains_reply_versions(
        tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _version_1_database(path)
    store = ChatStore(path)
    assert store.open_problem == "" and [c.title for c in store.conversations()] == [
        "from version 1"]
    user, reply = store.messages(1)
    assert (user.content, reply.content, reply.stats) == ("hello", "hi there",
                                                          {"generation_tps": 12.5})
    assert (reply.variant, reply.variants) == (0, 1)
    store.new_variant(reply)
    reply.content, reply.status = "hello again", DONE
    store.update_message(reply)
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
    again = ChatStore(path)  # a second open runs no step twice
    reply = again.messages(1)[1]
    assert (reply.content, reply.variant, reply.variants) == ("hello again", 1, 2)
    again.show_variant(reply, 0)
    assert (reply.content, reply.stats) == ("hi there", {"generation_tps": 12.5})
    assert again.messages(1)[1].content == "hi there"
    assert again.variant_numbers(reply) == [0, 1]
    again.close()


def test_a_version_1_database_opened_read_only_still_shows_its_chats(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "chats.sqlite3"
    _version_1_database(path)
    monkeypatch.setattr(opening.os, "access", lambda *_a, **_k: False)
    store = ChatStore(path)
    assert store.read_only
    assert [(m.content, m.variants) for m in store.messages(1)] == [("hello", 1),
                                                                    ("hi there", 1)]
    store.close()


def test_switching_versions_and_deleting_a_message_keep_the_rest(tmp_path: Path) -> None:
    store = ChatStore(tmp_path / "chats.sqlite3")
    chat = store.create_conversation("versions").id
    store.add_message(chat, "user", "question")
    reply = store.add_message(chat, "assistant", "first answer")
    store.add_message(chat, "user", "next question")
    store.new_variant(reply)
    assert (reply.status, reply.content) == (STREAMING, "")
    reply.content, reply.status = "second answer", DONE
    store.update_message(reply)
    store.show_variant(reply, 0)
    shown = store.messages(chat)[1]
    assert (shown.content, shown.variant, shown.variants) == ("first answer", 0, 2)
    store.show_variant(shown, 1)
    assert store.messages(chat)[1].content == "second answer"
    store.delete_message(shown)
    assert [m.content for m in store.messages(chat)] == ["question", "next question"]
    left = store._db.execute("SELECT COUNT(*) FROM message_variants").fetchone()[0]
    assert left == 0  # its other versions went with it
    store.close()


def test_a_replys_reasoning_is_kept_apart_and_with_each_version(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    store = ChatStore(path)
    chat = store.create_conversation("thinking").id
    store.add_message(chat, "user", "2+2?")
    reply = store.add_message(chat, "assistant", "", STREAMING)
    reply.content, reply.reasoning, reply.status = "4.", "Two and two make four.", DONE
    store.update_message(reply)
    store.new_variant(reply)
    assert reply.reasoning == ""  # a new version thinks afresh
    reply.content, reply.reasoning, reply.status = "Four.", "Add them.", DONE
    store.update_message(reply)
    store.close()
    again = ChatStore(path)
    shown = again.messages(chat)[1]
    assert (shown.content, shown.reasoning) == ("Four.", "Add them.")
    again.show_variant(shown, 0)
    assert (shown.content, shown.reasoning) == ("4.", "Two and two make four.")
    assert again.messages(chat)[1].reasoning == "Two and two make four."
    again.close()


def test_a_version_1_database_gains_the_reasoning_column(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _version_1_database(path)
    store = ChatStore(path)
    reply = store.messages(1)[1]
    assert reply.reasoning == ""
    reply.reasoning = "Greet back."
    store.update_message(reply)
    store.close()
    assert ChatStore(path).messages(1)[1].reasoning == "Greet back."
