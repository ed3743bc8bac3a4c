"""Issue 24.4: sixteen starts of the app at the same instant, on one data folder: exactly
one window opens; the others ask it to come forward and exit. (Connect-then-listen alone
let 4 of 16 tries open two windows.)"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

STARTS = 16
# Qt and the app imported first; each says so, then waits for the word to go, given to
# all at once: the race is the single-instance check, not Python's start-up.
AT_ONCE = """
import sys
import amdchat.ui.app
from amdchat.cli import main
print("ready", flush=True)
sys.stdin.readline()
sys.exit(main([]))
"""


@pytest.mark.skipif(os.name != "posix", reason="16 Qt processes at once: the Linux CI")
def test_sixteen_starts_at_once_open_exactly_one_window(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": str(tmp_path),
           "AMDCHAT_REPORT_STARTUP": "1"}
    starts = [subprocess.Popen([sys.executable, "-c", AT_ONCE], env=env, text=True,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE) for _ in range(STARTS)]
    outputs: dict[int, tuple[str, str]] = {}
    try:
        for start in starts:
            assert start.stdout is not None and start.stdout.readline() == "ready\n"
        for start in starts:
            assert start.stdin is not None
            start.stdin.write("go\n")
        for start in starts:
            start.stdin.flush()  # type: ignore[union-attr]
        deadline = time.monotonic() + 60  # each loser exits within ~1 s of the go
        while len(outputs) < STARTS - 1 and time.monotonic() < deadline:
            for index, start in enumerate(starts):
                if index not in outputs and start.poll() is not None:
                    outputs[index] = start.communicate()
            time.sleep(0.2)
    finally:
        for index, start in enumerate(starts):
            if index not in outputs:
                start.terminate()
                outputs[index] = start.communicate(timeout=30)
    shown = [i for i, (out, _err) in outputs.items() if "window-shown" in out]
    assert len(shown) == 1, [outputs[i][1][-300:] for i in shown]
    told = [err for i, (_out, err) in outputs.items() if i not in shown]
    assert all("already running" in err for err in told), told


def test_two_starts_that_both_found_no_one_do_not_both_become_the_app(qtbot,
                                                                     tmp_path: Path) -> None:
    """The race itself, in order: both ask before either listens (no one answers either);
    the data folder's lock makes one the app, and the other waits for it to listen."""
    from amdchat.ui.single_instance import SingleInstance, server_name

    name = server_name(tmp_path)
    first, second = SingleInstance(name), SingleInstance(name)
    assert not first.ask_running_app_to_raise() and not second.ask_running_app_to_raise()
    assert first.claim(tmp_path) is True
    assert second.claim(tmp_path) is False
    assert first.listen()
    with qtbot.waitSignal(first.sig_raise_requested, timeout=5000):
        assert second.ask_app_holding_the_lock()
    first.server.close()
    del first  # the app closed: its lock goes with it
    assert SingleInstance(name).claim(tmp_path) is True
