"""Long tooltips wrapped: Qt shows a plain-text tooltip on one line as wide as its text
(a placement plan's was 1690 px wide), and wraps only rich text. One filter on the
application turns a long plain tooltip, a widget's or an item view's cell's, into
rich text that keeps its line breaks and wraps at a readable width."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolTip, QWidget

LONG = 90  # characters: a shorter tooltip fits on one line anyway


def wrapped(text: str) -> str:
    """``text`` as rich text that Qt word-wraps, its own line breaks kept."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


def _tip_of(target: QObject, event: QHelpEvent) -> str:
    parent = target.parent()
    if isinstance(parent, QAbstractItemView) and target is parent.viewport():
        index: QModelIndex = parent.indexAt(event.pos())
        value = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
        return str(value) if value else ""
    return target.toolTip() if isinstance(target, QWidget) else ""


class TooltipWrapper(QObject):
    def eventFilter(self, target: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        text = _tip_of(target, event)
        if len(text) < LONG or text.lstrip().startswith("<"):
            return False  # Qt shows it as it is
        QToolTip.showText(event.globalPos(), wrapped(text),
                          target if isinstance(target, QWidget) else None)
        return True


def install(app: QApplication) -> None:
    """Once per application (a second call adds nothing)."""
    if app.findChild(TooltipWrapper) is None:
        app.installEventFilter(TooltipWrapper(app))
