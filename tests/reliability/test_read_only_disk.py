"""Issue 24.4: the chats on a read-only disk. The app starts, shows the conversations,
says they are read-only, and sending says why nothing is sent. A real read-only mount
(a tmpfs remounted ro) holding a database left in WAL mode, as amdchat leaves it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.chats.store import ChatStore, StoreError
from tests.helpers.small_disk import small_disk


@pytest.fixture
def read_only_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with small_disk(tmp_path / "disk", size="16m") as disk:
        home = disk.root / "home"
        monkeypatch.setenv("AMDCHAT_HOME", str(home))
        store = ChatStore(home / "data" / "chats.sqlite3")
        chat = store.create_conversation("Kept on a read-only disk")
        store.add_message(chat.id, "user", "Is this still readable?")
        store.close()
        subprocess.run(["mount", "-o", "remount,ro", str(disk.root)], check=True)
        yield home


def test_the_store_opens_read_only_and_refuses_writes(read_only_home: Path) -> None:
    store = ChatStore(read_only_home / "data" / "chats.sqlite3")
    assert store.read_only and "read-only" in store.open_problem
    (chat,) = store.conversations()
    assert store.messages(chat.id)[0].content == "Is this still readable?"
    with pytest.raises(StoreError, match="read-only"):
        store.add_message(chat.id, "user", "more")
    store.close()


def test_the_window_starts_on_a_read_only_disk(read_only_home: Path) -> None:
    started = subprocess.run([sys.executable, "-m", "amdchat"], capture_output=True,
                             text=True, timeout=90,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                  "AMDCHAT_REPORT_STARTUP": "quit"})
    assert "window-shown" in started.stdout, started.stderr


def test_the_window_shows_the_chats_and_says_why_nothing_is_sent(qtbot,
                                                                 read_only_home: Path) -> None:
    from amdchat.ui.app import create_window

    window = create_window()
    qtbot.addWidget(window)
    window.show()
    assert "read-only" in window.problem.text()
    assert window.chat.messages[0].content == "Is this still readable?"
    window.chat_pane.input.setPlainText("A new question")
    assert not window.chat.send("A new question")
    assert "not sent: your conversations are read-only" in window.problem.text()
    window.close()
    window.store.close()
