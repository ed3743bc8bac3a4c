"""Issue 24.1 in the window: the disk fills while a reply streams. The banner says the
reply is not saved and to free space; once there is space the whole reply is in the
database (the retry timer), and the banner goes. A real 4 MiB tmpfs holds the data."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.helpers.gui import make_window, type_and_send
from tests.helpers.small_disk import small_disk


def _in_database(path: Path) -> tuple[str, str]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        row = db.execute("SELECT content, status FROM messages WHERE role = 'assistant' "
                         "ORDER BY id DESC LIMIT 1").fetchone()
    return (row[0], row[1]) if row else ("", "")


@pytest.mark.slow
def test_a_reply_streamed_while_the_disk_is_full_is_saved_once_space_returns(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, model_path: Path) -> None:
    with small_disk(tmp_path / "disk", size="8m") as disk:
        monkeypatch.setenv("AMDCHAT_HOME", str(disk.root / "home"))
        window = make_window(qtbot, temperature=0.0, max_tokens=120, seed=11,
                             context_length=1024)
        with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
            window.load_model(model_path)
        filled: list[bool] = []

        def fill_once(_live: dict) -> None:  # after the first tokens, mid-reply
            if not filled:
                filled.append(True)
                disk.fill()

        window.chat.sig_live_stats.connect(fill_once)
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000):
            type_and_send(qtbot, window, "Tell me a long story about a lighthouse.")
        shown = window.chat.messages[-1].content
        db = window.store.path
        assert len(shown) > len(_in_database(db)[0])  # the disk refused the rest
        assert window.problem.isVisible()
        assert "could not be saved: the disk is full" in window.problem.text()
        assert "Free some space" in window.problem.text()
        disk.free()
        with qtbot.waitSignal(window.chat.sig_saved_again, timeout=10_000):
            pass
        assert _in_database(db) == (shown, "done")
        assert not window.problem.isVisible()
        window.close()
        window.store.close()
