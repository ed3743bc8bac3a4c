"""Issue 24.4: a damaged page in the conversations table. The app starts anyway, says
what is damaged, keeps the damaged file, and carries over every row it can still read."""

from __future__ import annotations

import sqlite3
import struct
from pathlib import Path

from amdchat.chats import salvage
from amdchat.chats.store import ChatStore

CONVERSATIONS = 400


def _made(path: Path) -> None:
    store = ChatStore(path)
    for number in range(1, CONVERSATIONS + 1):
        chat = store.create_conversation(f"Conversation {number} " + "about pears " * 8)
        store.add_message(chat.id, "user", f"Question {number}")
    store.close()


def _first_leaf_of(path: Path, table: str) -> int:
    """The page number of the table's first leaf (its root is an interior page here)."""
    with sqlite3.connect(path) as db:
        root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                          (table,)).fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    data = path.read_bytes()
    page = data[(root - 1) * size: root * size]
    assert page[0] == 0x05, "the table should span several pages"
    first_cell = struct.unpack(">H", page[12:14])[0]
    return struct.unpack(">I", page[first_cell: first_cell + 4])[0]


def _damage_page(path: Path, number: int) -> None:
    with sqlite3.connect(path) as db:
        size = db.execute("PRAGMA page_size").fetchone()[0]
    with open(path, "r+b") as handle:
        handle.seek((number - 1) * size)
        handle.write(b"\xa5" * size)


def test_a_damaged_conversations_page_costs_only_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _made(path)
    _damage_page(path, _first_leaf_of(path, "conversations"))
    store = ChatStore(path)
    assert "could not be read" in store.open_problem
    (backup,) = tmp_path.glob("chats.sqlite3.corrupt-*[0-9]")
    assert str(backup) in store.open_problem and "rows were on damaged pages" in \
        store.open_problem
    titles = {c.title.split(" about")[0] for c in store.conversations()}
    assert f"Conversation {CONVERSATIONS}" in titles
    assert len(titles) == CONVERSATIONS  # the lost rows come back, retitled
    assert "Recovered conversation 1" in titles
    assert store.messages(1)[0].content == "Question 1"  # its messages were on other pages
    assert salvage.damage(store._db) == ""
    store.create_conversation("written after")  # the new file takes writes
    store.close()
    with sqlite3.connect(backup) as kept:
        assert "ok" not in salvage.damage(kept)  # the damaged file is kept as it was


def test_a_damaged_messages_page_keeps_the_conversations(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _made(path)
    _damage_page(path, _first_leaf_of(path, "messages"))
    store = ChatStore(path)
    assert "could not be read" in store.open_problem
    assert len(store.conversations()) == CONVERSATIONS
    assert store.messages(CONVERSATIONS)[0].content == f"Question {CONVERSATIONS}"
    store.close()


def test_the_window_starts_on_a_damaged_database_and_says_so(qtbot, amdchat_home: Path) -> None:
    from amdchat import paths
    from amdchat.ui.app import create_window

    path = paths.chats_db()
    path.parent.mkdir(parents=True)
    _made(path)
    _damage_page(path, _first_leaf_of(path, "conversations"))
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    assert "could not be read" in window.problem.text() and "kept as" in window.problem.text()
    assert window.conversations.list.model().rowCount() == CONVERSATIONS
    window.close()
    window.store.close()
