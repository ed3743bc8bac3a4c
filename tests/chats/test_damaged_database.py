"""Issue 24.4: a damaged page in the conversations table. The app starts anyway, says
what is damaged, keeps the damaged file, and carries over every row it can still read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from amdchat.chats import salvage
from amdchat.chats.store import ChatStore
from tests.helpers.damaged_db import damage_page, first_leaf_of

CONVERSATIONS = 400


def _made(path: Path) -> None:
    store = ChatStore(path)
    for number in range(1, CONVERSATIONS + 1):
        chat = store.create_conversation(f"Conversation {number} " + "about pears " * 8)
        store.add_message(chat.id, "user", f"Question {number}")
    store.close()


def test_a_damaged_conversations_page_costs_only_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    _made(path)
    damage_page(path, first_leaf_of(path, "conversations"))
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
    damage_page(path, first_leaf_of(path, "messages"))
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
    damage_page(path, first_leaf_of(path, "conversations"))
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    assert "could not be read" in window.problem.text() and "kept as" in window.problem.text()
    assert window.conversations.list.model().rowCount() == CONVERSATIONS
    window.close()
    window.store.close()
