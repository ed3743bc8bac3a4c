"""Closing the window with a reply the full disk refused: the user is asked (Retry,
close and lose it, or keep the window); Retry after freeing space saves it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from amdchat.chats.errors import DiskFullError
from amdchat.chats.records import STREAMING
from amdchat.chats.store import ChatStore
from amdchat.ui.chat.unsaved_prompt import may_close
from tests.helpers.small_disk import small_disk


def _answer(button: QMessageBox.StandardButton, seen: list[str], then=None) -> None:
    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.append(box.text())
        if then is not None:
            then()
        box.button(button).click()
    QTimer.singleShot(20, look)


def test_closing_over_an_unsaved_reply_asks_and_retry_saves_it(qtbot, tmp_path: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    with small_disk(tmp_path / "disk") as disk:
        store = ChatStore(disk.root / "chats.sqlite3")
        chat = store.create_conversation("story")
        reply = store.add_message(chat.id, "assistant", "", STREAMING)
        disk.fill()
        reply.content = "a reply the disk refused " * 400
        with pytest.raises(DiskFullError):
            store.update_message(reply)
        seen: list[str] = []
        _answer(QMessageBox.StandardButton.Cancel, seen)
        assert not may_close(parent, store)  # the window stays open
        assert "Replies not saved: 1" in seen[0] and "Free some space" in seen[0]
        _answer(QMessageBox.StandardButton.Retry, seen, then=disk.free)
        assert may_close(parent, store)
        assert store.messages(chat.id)[0].content == reply.content
        store.close()
