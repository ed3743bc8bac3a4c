"""Saves a screenshot of a whole X display (an Xvfb where an app runs):
python scripts/grab-screen.py :77 out.png"""

from __future__ import annotations

import os
import sys

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["DISPLAY"] = sys.argv[1]
from PySide6.QtGui import QGuiApplication

app = QGuiApplication(sys.argv[:1])
pixmap = app.primaryScreen().grabWindow(0)
if pixmap.isNull() or not pixmap.save(sys.argv[2]):
    sys.exit(f"could not grab {sys.argv[1]} into {sys.argv[2]}")
print(f"{sys.argv[2]}: {pixmap.width()}x{pixmap.height()}")
