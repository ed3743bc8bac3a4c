"""The restored window's frame under a real window manager (Xvfb and openbox), where the
offscreen platform has no frame at all. Skipped where either is not installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("openbox")),
                                reason="needs Xvfb and openbox")

SHOW_AND_REPORT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from amdchat.ui.app import create_window
window = create_window()
window.show()
def report():
    print("frame", *window.frameGeometry().getRect(), flush=True)
    window.close()
    app.quit()
QTimer.singleShot(1500, report)
app.exec()
"""


@pytest.fixture
def display(tmp_path: Path):
    number = 100 + os.getpid() % 400
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24"],
                              stderr=subprocess.DEVNULL)
    time.sleep(1)
    manager = subprocess.Popen(["openbox"], env={**os.environ, "DISPLAY": f":{number}",
                                                 "HOME": str(tmp_path)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    yield f":{number}"
    manager.terminate()
    server.terminate()
    manager.wait(10)
    server.wait(10)


def test_a_window_saved_at_the_top_comes_back_with_its_title_bar_on_the_screen(
        display: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    state = home / "config" / "window.json"
    state.parent.mkdir(parents=True)
    # the inside at 0, 0: what the old save kept of a window at the screen's top
    state.write_text(json.dumps({"version": 1, "geometry": [0, 0, 1000, 600]}))
    env = {**os.environ, "DISPLAY": display, "AMDCHAT_HOME": str(home),
           "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path)}
    for _start in range(2):  # and it stays there at the next start
        shown = subprocess.run([sys.executable, "-c", SHOW_AND_REPORT], env=env,
                               capture_output=True, text=True, timeout=120)
        frame = next(line for line in shown.stdout.splitlines() if line.startswith("frame"))
        x, y, _width, height = (int(v) for v in frame.split()[1:])
        assert x >= 0 and y >= 0 and y + height <= 800, frame
