"""Issue 24.6: what amdchat keeps (chats, settings with the Hub token, logs) is the user's
alone on Linux: files 0600, folders 0700, and those an older amdchat made 0644/0755 are
tightened at the next start."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.serve import Served

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")


USUAL_UMASK = 0o022  # what a Debian user's session has: 0644 files, 0755 folders


def _usual_umask() -> None:
    os.umask(USUAL_UMASK)


def _amdchat(*args: str, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "amdchat", *args], text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            preexec_fn=_usual_umask)


def _serve_until_up(model: Path) -> None:
    served = Served("--model", str(model), "--backend", "cpu", umask=USUAL_UMASK,
                    env={"QT_QPA_PLATFORM": "offscreen"})
    assert served.stop() == 0


def _older_amdchat_files(home: Path) -> list[Path]:
    logs = home / "data" / "logs"
    logs.mkdir(parents=True)
    old_log = logs / "worker.log"
    old_log.write_text("an older run\n")
    settings = home / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"version": 1, "settings": {"hf_token": "hf_secret"}}')
    for path in (old_log, settings):
        path.chmod(0o644)
    for folder in (home, home / "data", logs, home / "config"):
        folder.chmod(0o755)
    return [old_log, settings]


def _too_open(home: Path) -> list[str]:
    found = []
    for root, dirs, files in os.walk(home):
        for name in dirs + files:
            path = Path(root, name)
            mode = stat.S_IMODE(path.lstat().st_mode)
            if mode & 0o077 and not path.is_symlink():
                found.append(f"{path.relative_to(home)} {mode:o}")
    return found


def test_the_window_the_cli_and_serve_leave_only_private_files(
        amdchat_home: Path, tiny_models: dict[str, Path]) -> None:
    old = _older_amdchat_files(amdchat_home)
    window = _amdchat(AMDCHAT_REPORT_STARTUP="quit")
    assert "window-shown" in window.communicate(timeout=120)[0]
    listed = _amdchat("models", "list")
    listed.communicate(timeout=120)
    _serve_until_up(tiny_models["Q8_0"])
    made = {p.relative_to(amdchat_home).as_posix() for p in amdchat_home.rglob("*")}
    assert {"data/chats.sqlite3", "config/settings.json"} <= made
    assert _too_open(amdchat_home) == []
    assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in old)
