"""The app's own icons: simple stroked SVGs in resources/icons/ui, drawn in the theme's
colours when they are painted.

Each SVG draws with ``currentColor``; the icon engine puts a palette colour in its place
at paint time (the text colour, the disabled text colour, or the highlighted text on a
primary button), so one file serves light and dark themes and follows a theme change
without being made again. Pixmaps are rendered at the size and device pixel ratio asked
(crisp at 150 % and 200 %) and kept per size and colour. The folder travels with the
PyInstaller build (packaging/pyinstaller/amdchat.spec: resources/icons); where it is
missing an icon is null, and ``icon_button`` shows its text instead.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QToolButton, QWidget

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "icons" / "ui"
NAMES = ("attach", "chevron_down", "chevron_right", "copy", "delete", "edit", "image",
         "live_panel", "new_chat", "regenerate", "rename", "search", "send", "settings",
         "sidebar", "stop", "think")


@functools.cache
def svg_text(name: str) -> str:
    """The SVG source of one of NAMES; "" when its file is missing."""
    try:
        return (FOLDER / f"{name}.svg").read_text(encoding="utf-8")
    except OSError:
        return ""


def icon_color(mode: QIcon.Mode, role: QPalette.ColorRole, palette: QPalette) -> QColor:
    """The colour an icon is drawn in: ``role`` of the palette, greyed when disabled."""
    group = QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled \
        else QPalette.ColorGroup.Active
    return palette.color(group, role)


def render(name: str, size: QSize, ink: QColor, ratio: float = 1.0) -> QPixmap:
    """One icon drawn in ``ink`` at ``size`` (logical pixels) for ``ratio``."""
    from PySide6.QtSvg import QSvgRenderer  # the module loads at the first icon drawn

    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor.fromRgb(0, 0, 0, 0))  # transparent
    source = svg_text(name).replace("currentColor", ink.name(QColor.NameFormat.HexRgb))
    renderer = QSvgRenderer(QByteArray(source.encode("utf-8")))
    if renderer.isValid():
        painter = QPainter(pixmap)
        renderer.render(painter, QRect(QPoint(0, 0), size))
        painter.end()
    return pixmap


class _ThemedEngine(QIconEngine):
    def __init__(self, name: str, role: QPalette.ColorRole) -> None:
        super().__init__()
        self.name, self.role = name, role
        self._cache: dict[tuple[int, int, float, str], QPixmap] = {}

    def clone(self) -> QIconEngine:
        return _ThemedEngine(self.name, self.role)

    def _pixmap(self, size: QSize, mode: QIcon.Mode, ratio: float) -> QPixmap:
        ink = icon_color(mode, self.role, QApplication.palette())
        key = (size.width(), size.height(), ratio, ink.name(QColor.NameFormat.HexArgb))
        if key not in self._cache:
            if len(self._cache) > 32:
                self._cache.clear()
            self._cache[key] = render(self.name, size, ink, ratio)
        return self._cache[key]

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self._pixmap(size, mode, 1.0)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,
                     scale: float) -> QPixmap:
        return self._pixmap(size, mode, scale)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.drawPixmap(rect, self._pixmap(rect.size(), mode, ratio))

    def isNull(self) -> bool:
        return not svg_text(self.name)


def themed_icon(name: str,
                role: QPalette.ColorRole = QPalette.ColorRole.ButtonText) -> QIcon:
    """The icon ``name`` (one of NAMES), drawn in the palette's ``role`` colour; null
    when its file is missing."""
    if not svg_text(name):
        return QIcon()
    return QIcon(_ThemedEngine(name, role))


def icon_button(name: str, tooltip: str, object_name: str = "",
                parent: QWidget | None = None) -> QToolButton:
    """A flat tool button showing the icon ``name``, its text said in ``tooltip`` (and
    shown in place of the icon where the icon file is missing)."""
    button = QToolButton(parent)
    button.setAutoRaise(True)
    button.setToolTip(tooltip)
    button.setAccessibleName(tooltip)
    if object_name:
        button.setObjectName(object_name)
    icon = themed_icon(name)
    if icon.isNull():
        button.setText(tooltip)
    else:
        button.setIcon(icon)
        button.setIconSize(QSize(18, 18))
    return button
