"""One app per data folder; the app tells the user what is wrong with its files."""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QApplication, QWidget

from amdchat import paths
from amdchat.chats.schema import SCHEMA_VERSION
from amdchat.chats.store import ChatStore
from amdchat.cli import main as cli_main
from amdchat.ui.single_instance import SingleInstance, server_name
from tests.helpers.gui import make_window


@pytest.fixture
def name(tmp_path: Path) -> str:
    return server_name(tmp_path)


def test_a_second_start_asks_the_first_to_raise_its_window(qtbot, name: str) -> None:
    first = SingleInstance(name)
    assert not first.ask_running_app_to_raise()  # nobody there yet: this one runs
    assert first.listen()
    second = SingleInstance(name)
    with qtbot.waitSignal(first.sig_raise_requested, timeout=5000):
        assert second.ask_running_app_to_raise()
    first.server.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen has no raise
def test_a_model_file_given_to_a_second_start_is_opened_by_the_first(
        qtbot, tmp_path: Path, model_path: Path) -> None:
    """A .gguf double-clicked while the app runs: handed over the real local socket, the
    running window loads it (it was ignored: the old model stayed, nothing was said)."""
    from amdchat.ui.app import follow_later_starts

    window = make_window(qtbot)
    first = SingleInstance(server_name(tmp_path / "data"))
    assert first.listen()
    follow_later_starts(first, window)
    window.tabs.setCurrentWidget(window.models_page)
    second = SingleInstance(first.name)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000) as loaded:
        assert second.ask_running_app_to_raise(model_path)
    assert Path(loaded.args[0]["path"]).resolve() == model_path.resolve()
    assert window.tabs.currentIndex() == 0  # the chat shows, with that model
    first.server.close()
    window.close()
    window.store.close()


def test_the_request_names_the_file_by_its_absolute_path(tmp_path: Path,
                                                         monkeypatch) -> None:
    from amdchat.ui.single_instance import decode_request, encode_request

    monkeypatch.chdir(tmp_path)
    assert decode_request(encode_request(Path("model é.gguf"))) == (
        True, tmp_path / "model é.gguf")
    assert decode_request(encode_request(None)) == (True, None)
    assert decode_request(b"raise\n") == (True, None)  # an older amdchat's request
    assert decode_request(b"hello\nopen /etc/passwd\nend\n") == (False, None)


def test_a_socket_left_by_a_crashed_app_does_not_block_a_start(qtbot, name: str) -> None:
    probe = SingleInstance(name)
    assert probe.listen()
    socket_path = probe.server.fullServerName()
    probe.server.close()  # removes the socket file; make one no one listens on:
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(socket_path)
    stale.close()  # as a killed app leaves it
    blocked = QLocalServer()
    assert os.path.exists(socket_path) and not blocked.listen(name)  # without removeServer
    blocked.close()
    again = SingleInstance(name)
    assert not again.ask_running_app_to_raise()
    assert again.listen()
    with qtbot.waitSignal(again.sig_raise_requested, timeout=5000):
        assert SingleInstance(name).ask_running_app_to_raise()
    again.server.close()


def test_two_data_folders_are_two_apps(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_two_real_app_processes(tmp_path: Path) -> None:
    """End to end: the second start exits at once with a message; the first raises."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": str(tmp_path),
           "AMDCHAT_REPORT_STARTUP": "1"}
    with subprocess.Popen([sys.executable, "-m", "amdchat"], env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as first:
        try:
            _second_start(first, env)
        finally:
            first.terminate()
            first.wait(timeout=30)


def _second_start(first: subprocess.Popen[str], env: dict[str, str]) -> None:
    assert "window-shown" in _next_event(first)
    second = subprocess.run([sys.executable, "-m", "amdchat"], env=env,
                            capture_output=True, text=True, timeout=60)
    assert second.returncode == 0
    assert "already running" in second.stderr and "window-shown" not in second.stdout
    assert "window-raised" in _next_event(first)


def test_a_second_start_with_a_file_says_the_first_app_opens_it(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": str(tmp_path),
           "AMDCHAT_REPORT_STARTUP": "1"}
    missing = tmp_path / "broken.gguf"  # opened with the app; the first app says it is bad
    missing.write_bytes(b"not a model")
    with subprocess.Popen([sys.executable, "-m", "amdchat"], env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as first:
        try:
            assert "window-shown" in _next_event(first)
            second = subprocess.run([sys.executable, "-m", "amdchat", str(missing)], env=env,
                                    capture_output=True, text=True, timeout=60)
            assert second.returncode == 0
            assert "already running" in second.stderr and str(missing) in second.stderr
            assert "window-raised" in _next_event(first)
        finally:
            first.terminate()
            first.wait(timeout=30)


def _next_event(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("amdchat-event"):
            return line
    raise AssertionError("the app ended without a report")


def test_the_app_refuses_a_database_from_a_newer_amdchat_with_a_message(qtbot) -> None:
    from amdchat.ui.app import run_app

    path = paths.chats_db()
    ChatStore(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()
    shown: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(50, read_and_close)
            return
        shown.append(box.findChild(QWidget, "qt_msgbox_label").text())  # type: ignore[union-attr]
        box.close()

    QTimer.singleShot(50, read_and_close)
    assert run_app() == 1
    assert shown and "newer amdchat" in shown[0] and str(path) in shown[0]


def test_a_bad_settings_file_found_by_the_cli_is_shown_by_the_app_once(
        qtbot, capsys: pytest.CaptureFixture[str]) -> None:
    settings_file = paths.settings_file()
    settings_file.parent.mkdir(parents=True, exist_ok=True)
    settings_file.write_text(json.dumps({"version": 1, "settings": [1, 2]}))
    assert cli_main(["models", "list"]) == 0
    said = capsys.readouterr().err
    assert "could not be read" in said and str(settings_file) in said
    window = make_window(qtbot)
    banner = window.problem.text()
    assert "could not be read" in banner and str(settings_file) in banner
    window.close()
    window.store.close()
    time.sleep(0.01)
    again = make_window(qtbot)
    assert "could not be read" not in again.problem.text()
    again.close()
    again.store.close()


def test_a_sender_that_trickles_holds_the_window_up_briefly_only(qtbot, name: str) -> None:
    """The request is read on the GUI thread: a later start (or any program of this user)
    that sends a byte now and then must not freeze the window until 64 KiB arrived."""
    first = SingleInstance(name)
    assert first.listen()
    script = ("import socket, sys, time\n"
              "s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])\n"
              "s.sendall(b'raise\\n')\n"
              "for _ in range(40):\n    time.sleep(0.3); s.sendall(b'x')\n")
    sender = subprocess.Popen([sys.executable, "-c", script, first.server.fullServerName()])
    try:
        with qtbot.waitSignal(first.sig_raise_requested, timeout=20_000):
            started = time.monotonic()
        assert time.monotonic() - started < 4.0
    finally:
        sender.kill()
        sender.wait(5)
        first.server.close()
