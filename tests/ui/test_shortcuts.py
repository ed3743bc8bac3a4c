"""The menu bar and the shortcuts, pressed as a user presses them; Qt's own options."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from amdchat.chats.records import CANCELLED
from amdchat.cli.gui import split_qt_options
from amdchat.ui.settings_dialog import SettingsDialog
from tests.helpers.gui import press, when_a_dialog_opens

CTRL = Qt.KeyboardModifier.ControlModifier


def with_chats(window, *titles: str) -> list[int]:
    ids = [window.store.create_conversation(title).id for title in titles]
    window.conversations.model.refresh()
    return ids


def test_the_menus_show_the_shortcuts(window) -> None:
    menus = {a.text().replace("&", ""): a.menu() for a in window.menuBar().actions()}
    assert {"File", "Chat", "View"} <= set(menus)
    shortcuts = {a.text().replace("&", ""): a.shortcut().toString()
                 for menu in menus.values() for a in menu.actions() if not a.isSeparator()}
    assert shortcuts["New chat"] == "Ctrl+N"
    assert shortcuts["Open model…"] == "Ctrl+O"
    assert shortcuts["Settings…"] == "Ctrl+,"
    assert shortcuts["Quit"] == "Ctrl+Q"
    assert shortcuts["Stop reply"] == "Esc"
    assert shortcuts["Rename chat…"] == "F2"
    assert shortcuts["Delete…"] == "Del"
    assert shortcuts["Search chats"] == "Ctrl+F"


def test_ctrl_n_starts_a_new_chat_and_ctrl_f_goes_to_the_search(qtbot, window) -> None:
    (plums,) = with_chats(window, "Plums")
    window.open_conversation(plums)
    window.tabs.setCurrentWidget(window.models_page)
    press(qtbot, window.chat_pane.transcript, Qt.Key.Key_N, CTRL)
    assert window.chat.conversation_id is None and window.chat.messages == []
    assert window.tabs.currentIndex() == 0 and window.chat_pane.input.hasFocus()
    window.conversations.search.setText("Plu")
    press(qtbot, window.chat_pane.input, Qt.Key.Key_F, CTRL)
    assert window.conversations.search.hasFocus()
    assert window.conversations.search.selectedText() == "Plu"


def test_ctrl_comma_opens_the_settings(qtbot, window) -> None:
    press(qtbot, window.chat_pane.transcript, Qt.Key.Key_Comma, CTRL)
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_ctrl_o_asks_for_a_gguf_file(qtbot, window) -> None:
    seen: list[str] = []

    def cancel(dialog) -> None:
        seen.append(dialog.windowTitle())
        dialog.reject()

    when_a_dialog_opens(cancel)
    press(qtbot, window.chat_pane.transcript, Qt.Key.Key_O, CTRL)
    assert seen == ["Open a GGUF model"]
    assert window.engine.session.spec is None  # cancelled: nothing loads


def test_f2_renames_and_del_deletes_the_selected_chat_after_asking(qtbot, window,
                                                                   monkeypatch) -> None:
    first, second = with_chats(window, "Apples", "Oranges")
    window.conversations.select(second)

    def rename(dialog: QInputDialog) -> None:
        dialog.setTextValue("Blood oranges")
        dialog.accept()

    when_a_dialog_opens(rename)
    press(qtbot, window.conversations.list, Qt.Key.Key_F2)
    assert window.store.conversation(second).title == "Blood oranges"
    asked: list[str] = []

    def answer(_parent, _title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.conversations.select(second)
    press(qtbot, window.conversations.list, Qt.Key.Key_Delete)
    assert "Blood oranges" in asked[0]
    assert {c.id for c in window.store.conversations()} == {first, second}  # said No
    press(qtbot, window.conversations.list, Qt.Key.Key_Delete)
    assert [c.id for c in window.store.conversations()] == [first]


def test_del_in_the_message_box_deletes_a_letter_not_a_chat(qtbot, window,
                                                            monkeypatch) -> None:
    (kept,) = with_chats(window, "Kept")
    window.conversations.select(kept)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Yes)
    window.chat_pane.input.setFocus()
    qtbot.keyClicks(window.chat_pane.input, "abc")
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Home)
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Delete)
    assert window.chat_pane.input.toPlainText() == "bc"
    assert [c.id for c in window.store.conversations()] == [kept]


def test_ctrl_q_quits(qtbot, window) -> None:
    press(qtbot, window.chat_pane.transcript, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()


@pytest.mark.slow
def test_esc_stops_the_reply(qtbot, loaded_window) -> None:
    window = loaded_window
    window.settings.set("max_tokens", 400)
    window.settings.set("temperature", 1.0)
    window.chat.sig_live_stats.connect(
        lambda _s: qtbot.keyClick(window.chat_pane.transcript, Qt.Key.Key_Escape))
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        window.chat_pane.input.setPlainText("Write a long story about a dragon.")
        window.chat_pane.submit()
    assert finished.args[0]["status"] == CANCELLED


def test_qt_options_go_to_qt_and_the_rest_to_amdchat() -> None:
    assert split_qt_options(["-style", "fusion", "--platform=offscreen", "-reverse"]) == (
        [], ["-style", "fusion", "--platform=offscreen", "-reverse"])
    assert split_qt_options(["gui", "-stylesheet", "a.qss"]) == (["gui"], ["-stylesheet", "a.qss"])
    assert split_qt_options(["chat", "--model", "m.gguf", "--json"]) == (
        ["chat", "--model", "m.gguf", "--json"], [])


def test_the_app_starts_with_qts_style_and_platform_options(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(AMDCHAT_HOME=str(tmp_path), AMDCHAT_REPORT_STARTUP="quit")
    result = subprocess.run([sys.executable, "-m", "amdchat", "-style", "fusion",
                             "-platform", "offscreen"], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    line = next(x for x in result.stdout.splitlines() if x.startswith("amdchat-event"))
    assert " style=fusion " in line and " platform=offscreen " in line


def test_del_on_the_models_page_deletes_the_selected_model_after_asking(
        qtbot, window, model_path: Path, monkeypatch) -> None:
    page = window.models_page
    copy = window.settings.models_dir() / "mine" / "a-model.gguf"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(model_path.read_bytes()[:4096])  # listed (as unreadable) all the same
    with qtbot.waitSignal(page.library.modelReset, timeout=30_000):
        page.rescan()
    window.tabs.setCurrentWidget(page)
    page.local.library_view.setCurrentIndex(page.library.index(0, 0))
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *a: (asked.append(text), next(answers))[1])
    press(qtbot, page.local.library_view, Qt.Key.Key_Delete)
    assert asked and str(copy) in asked[0] and copy.exists()
    with qtbot.waitSignal(page.library.modelReset, timeout=30_000):
        press(qtbot, page.local.library_view, Qt.Key.Key_Delete)
    assert not copy.exists()
