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

from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore
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


# In a child: a window shown on a read-only disk and then garbage-collected crashes
# PySide6 at the collection (not in the app, which exits without collecting it).
SEND_ON_READ_ONLY = """
import os, sys
from PySide6.QtWidgets import QApplication
from amdchat.ui.app import create_window
app = QApplication([])
window = create_window()
window.show()
print("banner:", window.problem.text())
print("shown:", window.chat.messages[0].content)
print("sent:", window.chat.send("A new question"))
print("banner:", window.problem.text(), flush=True)
os._exit(0)
"""


def test_the_window_shows_the_chats_and_says_why_nothing_is_sent(read_only_home: Path) -> None:
    shown = subprocess.run([sys.executable, "-c", SEND_ON_READ_ONLY], capture_output=True,
                           text=True, timeout=90,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    lines = shown.stdout.splitlines()
    assert "read-only" in lines[0], shown.stderr
    assert lines[1:3] == ["shown: Is this still readable?", "sent: False"]
    assert "not sent: your conversations are read-only" in lines[3]
