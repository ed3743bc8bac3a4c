"""Issue 24.4: a named pipe (or a folder) where settings.json or downloads.json goes
never hangs the command line or the window: a clear message, defaults, and the pipe
kept (moved aside, never deleted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.atomic import NotARegularFile, read_state_text

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")


def _amdchat(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", *args], capture_output=True,
                          text=True, timeout=90,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env})


def _pipe_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def test_a_pipe_or_a_folder_is_refused_at_once_and_a_file_is_read(tmp_path: Path) -> None:
    with pytest.raises(NotARegularFile, match="is a named pipe"):
        read_state_text(_pipe_at(tmp_path / "settings.json"))
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(NotARegularFile, match="is a folder"):
        read_state_text(tmp_path / "folder.json")
    (tmp_path / "ok.json").write_text('{"a": "é"}', encoding="utf-8")
    assert read_state_text(tmp_path / "ok.json") == '{"a": "é"}'


def test_a_pipe_at_settings_json_neither_hangs_the_cli_nor_is_lost(amdchat_home: Path) -> None:
    _pipe_at(amdchat_home / "config" / "settings.json")
    listed = _amdchat("models", "list")
    assert listed.returncode == 0, listed.stderr
    assert "is a named pipe" in listed.stderr and "Default settings are in use" in listed.stderr
    kept = [p for p in (amdchat_home / "config").iterdir() if p.name.startswith("settings")]
    assert any(p.is_fifo() for p in kept)


def test_pipes_at_settings_and_downloads_do_not_hang_the_window(amdchat_home: Path) -> None:
    _pipe_at(amdchat_home / "config" / "settings.json")
    _pipe_at(amdchat_home / "data" / "downloads.json")
    started = _amdchat(AMDCHAT_REPORT_STARTUP="quit")
    assert "window-shown" in started.stdout, started.stderr
    data = list((amdchat_home / "data").iterdir())
    assert any(p.is_fifo() and p.name.startswith("downloads.json") for p in data)
