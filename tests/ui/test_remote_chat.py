"""Chat with a model on another computer, through the window: the picker's "Remote
server…" entry, its dialog, then the same chat, history, regenerate and speed figures;
and what a bad server does to a reply (kept, with one plain message)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from PySide6.QtWidgets import QDialogButtonBox

from amdchat import paths
from amdchat.chats.records import CANCELLED, DONE, FAILED
from amdchat.ui.model_picker import REMOTE_ENTRY
from amdchat.ui.remote_dialog import RemoteDialog
from tests.helpers.fake_openai import chunk, fake_server, head, without_users_proxy_or_key
from tests.helpers.gui import type_and_send
from tests.helpers.memory_keyring import MemoryKeyring
from tests.helpers.serve import Served, model_args

KEY = "gui-remote-key"


@pytest.fixture(autouse=True)
def direct_connections(monkeypatch: pytest.MonkeyPatch) -> None:
    without_users_proxy_or_key(monkeypatch)


@pytest.fixture(scope="module")
def keyed(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path, "--api-key", KEY))
    yield served
    assert served.stop() == 0


def open_remote_dialog(qtbot, window) -> RemoteDialog:
    """Choose the picker's "Remote server…" entry, as a user does."""
    combo = window.picker.combo
    row = combo.findData(REMOTE_ENTRY)
    assert row >= 0 and combo.itemText(row) == "Remote server…"
    combo.activated.emit(row)
    qtbot.waitUntil(lambda: window.findChild(RemoteDialog) is not None)
    dialog = window.findChild(RemoteDialog)
    qtbot.waitExposed(dialog)
    return dialog


def use_server(qtbot, window, url: str, key: str = "") -> RemoteDialog:
    dialog = open_remote_dialog(qtbot, window)
    dialog.url.setText(url)
    dialog.key.setText(key)
    dialog.check.click()
    qtbot.waitUntil(lambda: dialog.models.count() > 0 or "error" in dialog.status.text()
                    or dialog.check.isEnabled(), timeout=30_000)
    return dialog


def press_use(qtbot, window, dialog: RemoteDialog) -> None:
    with qtbot.waitSignal(window.engine.sig_remote_changed, timeout=5_000):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


@pytest.mark.slow
def test_chat_with_amdchat_serve_on_another_computer(qtbot, window, keyed: Served,
                                                     model_path: Path) -> None:
    dialog = use_server(qtbot, window, keyed.url, KEY)
    assert dialog.models.currentText() == model_path.stem
    # this machine (and every test) has no keyring: the dialog says so
    assert dialog.keyring_note.isVisibleTo(dialog) and not dialog.remember.isEnabled()
    press_use(qtbot, window, dialog)
    host = keyed.url.split("//")[1].split("/")[0]
    assert window.engine.remote is not None and window.engine.has_model
    assert f"{model_path.stem} on {host} (remote)" in window.picker.combo.currentText()
    assert host in window.toolbar.model_label.text()
    assert window.gpu.remote_note.isVisibleTo(window) and host in window.gpu.remote_note.text()
    assert "another computer" in window.live.runs_on.text()

    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as finished:
        type_and_send(qtbot, window, "Say hello.")
    assert finished.args[0]["status"] == DONE
    stored = window.store.messages(window.chat.conversation_id)
    assert [m.role for m in stored] == ["user", "assistant"] and stored[-1].content.strip()
    stats = stored[-1].stats
    assert stats["device"] == host and stats["runs_on"] == "remote"
    assert stats["tokens_counted_by"] == "server" and stats["generation_tps"] > 0
    assert stats["ttft_ms"] > 0 and stats["model_file"] == model_path.stem
    shown = window.chat_pane.transcript.toPlainText()
    assert stored[-1].content.strip().splitlines()[0].strip() in shown
    assert f"tok/s · {stats['generated_tokens']} tokens" in shown and host in shown
    assert float(window.live.speed.text().split()[0]) > 0

    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000):
        window.chat_pane.regenerate_button.click()
    stored = window.store.messages(window.chat.conversation_id)
    assert (stored[-1].variant, stored[-1].variants) == (1, 2) and stored[-1].content.strip()

    # remembered: the URL and the model, never the key
    saved = paths.settings_file().read_text()
    assert keyed.url in saved and model_path.stem in saved and KEY not in saved


@pytest.mark.slow
def test_a_wrong_key_is_said_in_the_dialog(qtbot, window, keyed: Served) -> None:
    dialog = use_server(qtbot, window, keyed.url, "wrong")
    qtbot.waitUntil(lambda: "refused the key" in dialog.status.text(), timeout=30_000)
    assert dialog.models.count() == 0
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.reject()


def test_an_unreachable_server_is_said_in_the_dialog(qtbot, window) -> None:
    with socket.create_server(("127.0.0.1", 0)) as held:
        port = held.getsockname()[1]
    dialog = use_server(qtbot, window, f"127.0.0.1:{port}")
    qtbot.waitUntil(lambda: "Could not connect" in dialog.status.text(), timeout=15_000)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.url.setText("nohost.invalid:8080")
    dialog.check.click()
    qtbot.waitUntil(lambda: "could not be found" in dialog.status.text(), timeout=15_000)
    dialog.reject()


def test_a_server_that_stops_mid_reply_keeps_the_partial_reply(qtbot, window) -> None:
    listing = b'{"object": "list", "data": [{"id": "far-model"}]}'

    def answer(conn: socket.socket, request: bytes) -> None:
        if request.startswith(b"GET"):
            conn.sendall(head("200 OK", "application/json",
                              f"Content-Length: {len(listing)}\r\n") + listing)
            return
        conn.sendall(head() + chunk("Half a ") + chunk("reply"))
        conn.shutdown(socket.SHUT_RDWR)

    with fake_server(answer) as url:
        dialog = use_server(qtbot, window, url)
        assert dialog.models.currentText() == "far-model"
        press_use(qtbot, window, dialog)
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=30_000) as finished:
            type_and_send(qtbot, window, "Tell me something.")
    assert finished.args[0]["status"] == FAILED
    stored = window.store.messages(window.chat.conversation_id)
    assert stored[-1].content == "Half a reply"  # nothing lost
    assert "closed the connection" in window.problem.text()


def test_choosing_a_local_model_leaves_the_remote_one(qtbot, window) -> None:
    listing = b'{"object": "list", "data": [{"id": "far-model"}]}'

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head("200 OK", "application/json",
                          f"Content-Length: {len(listing)}\r\n") + listing)

    with fake_server(answer) as url:
        press_use(qtbot, window, use_server(qtbot, window, url))
    assert window.engine.remote is not None
    with qtbot.waitSignal(window.engine.sig_remote_changed):
        window.toggle_load()  # Unload
    assert window.engine.remote is None and not window.engine.has_model
    assert not window.gpu.remote_note.isVisibleTo(window)
    assert "(remote)" not in window.picker.combo.currentText()


def test_stop_during_a_remote_reply_keeps_it_at_once(qtbot, window) -> None:
    """A server that stalls mid-reply: Stop ends the reply now, with its text, not when
    the stalled read gives up."""
    listing = b'{"object": "list", "data": [{"id": "far-model"}]}'
    release = threading.Event()

    def answer(conn: socket.socket, request: bytes) -> None:
        if request.startswith(b"GET"):
            conn.sendall(head("200 OK", "application/json",
                              f"Content-Length: {len(listing)}\r\n") + listing)
            return
        conn.sendall(head() + chunk("Once upon"))
        release.wait(20)

    with fake_server(answer) as url:
        press_use(qtbot, window, use_server(qtbot, window, url))
        window.chat.sig_live_stats.connect(lambda _s: window.chat_pane.stop_button.click())
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=10_000) as finished:
            type_and_send(qtbot, window, "Tell me a story.")
        release.set()
    assert finished.args[0]["status"] == CANCELLED
    stored = window.store.messages(window.chat.conversation_id)
    assert stored[-1].status == CANCELLED and stored[-1].content == "Once upon"
    assert "[stopped by you]" in window.chat_pane.transcript.toPlainText()


def test_the_key_goes_to_the_keyring_and_comes_back(qtbot, window) -> None:
    backend = MemoryKeyring()
    keyring.set_keyring(backend)  # the tests' own keyring, at keyring's API
    listing = b'{"object": "list", "data": [{"id": "far-model"}]}'

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head("200 OK", "application/json",
                          f"Content-Length: {len(listing)}\r\n") + listing)

    with fake_server(answer) as url:
        dialog = use_server(qtbot, window, url, "kept-key")
        assert dialog.remember.isChecked() and not dialog.keyring_note.isVisibleTo(dialog)
        press_use(qtbot, window, dialog)
        assert backend.kept == {("amdchat-remote", url): "kept-key"}
        assert "kept-key" not in paths.settings_file().read_text()
        again = window.remote.open_dialog()
        assert (again.url.text(), again.key.text()) == (url, "kept-key")
        again.reject()
