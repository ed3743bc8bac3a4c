"""A small scrolling line chart drawn with QPainter (well under 1 ms a repaint).

Its colours come from the palette at paint time (amdchat.ui.theme), so a theme
change needs nothing more than the repaint it causes."""

from __future__ import annotations

import collections
import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from amdchat.ui.theme import chart_colors, series_color

WINDOW_S = 60.0


class SparkChart(QWidget):
    """The last minute of one figure. ``maximum=None`` scales to the data. ``series``
    names its line's hue (amdchat.ui.theme.SERIES_HUES)."""

    def __init__(self, series: str, maximum: float | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: collections.deque[tuple[float, float]] = collections.deque()
        self.series = series
        self._maximum = maximum
        self.setMinimumHeight(34)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def add(self, value: float | None, now: float | None = None) -> None:
        """Add a point; None (no data) leaves a gap rather than a fake zero."""
        now = time.monotonic() if now is None else now
        self._points.append((now, float("nan") if value is None else value))
        while self._points and self._points[0][0] < now - WINDOW_S:
            self._points.popleft()
        self.update()

    def set_maximum(self, maximum: float | None) -> None:
        """A known top (a memory's total): a flat series then sits at its true height,
        not on the top edge as when scaled to its own largest value."""
        if maximum != self._maximum:
            self._maximum = maximum
            self.update()

    def clear(self) -> None:
        self._points.clear()
        self.update()

    def values(self) -> list[float]:
        return [v for _, v in self._points]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        rect = self.rect().adjusted(1, 1, -1, -1)
        colors = chart_colors(self.palette())
        painter.fillRect(rect, colors.background)
        painter.setPen(colors.frame)
        painter.drawRect(rect)
        if not self._points:
            return
        now = self._points[-1][0]
        finite = [v for _, v in self._points if v == v]
        top = self._maximum or max(finite, default=1.0) or 1.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(series_color(self.series, self.palette()), 1.5,
                            Qt.PenStyle.SolidLine))
        width, height = rect.width(), rect.height()
        line = QPolygonF()
        for when, value in self._points:
            if value != value:  # NaN: a gap in the data
                if line.size() > 1:
                    painter.drawPolyline(line)
                line = QPolygonF()
                continue
            x = rect.left() + width * (1.0 - (now - when) / WINDOW_S)
            y = rect.bottom() - height * min(value / top, 1.0)
            line.append(QPointF(x, y))
        if line.size() > 1:
            painter.drawPolyline(line)
