"""Renders resources/icons/amdchat.svg to the PNG sizes the installers ship (and an .ico
for Windows). Run after editing the SVG: python scripts/render-icons.py"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "amdchat.svg"))
    if not renderer.isValid():
        print("amdchat.svg is not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        folder = ICONS / f"{size}x{size}"
        folder.mkdir(exist_ok=True)
        render(renderer, size).save(str(folder / "amdchat.png"))
    render(renderer, 256).save(str(ICONS / "amdchat.ico"))  # Qt writes one size; enough
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
