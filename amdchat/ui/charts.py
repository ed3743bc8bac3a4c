"""A small scrolling line chart drawn with QPainter (well under 1 ms a repaint).

Its axes say what a line means: the top of the scale with its unit ("24 GiB",
"100 %"), the bottom ("0"), and the time span ("60 s ago" ... "now"). Its colours
come from the palette at paint time (amdchat.ui.theme), so a theme change needs
nothing more than the repaint it causes.
"""

from __future__ import annotations

import collections
import time

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen, QPolygonF
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
        self._unit = ""
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.75, 6.0))
        self._axis_font = font
        self.setMinimumHeight(34 + QFontMetrics(font).height())
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
            self.updateGeometry()
            self.update()

    def set_unit(self, unit: str) -> None:
        """The unit of the values (translated by the caller): "tok/s", "%", "GiB"."""
        self._unit = unit
        self.updateGeometry()
        self.update()

    def minimumSizeHint(self) -> QSize:
        """Wide enough for the scale and both time labels side by side, in every
        language (Russian "60 с назад" and "сейчас" ran into each other)."""
        labels = self.axis_labels()
        metrics = QFontMetrics(self._axis_font)
        width = (self._gutter(labels, metrics) + metrics.horizontalAdvance(labels["x_left"])
                 + metrics.horizontalAdvance(labels["x_right"]) + 12)
        return QSize(width, self.minimumHeight())

    @staticmethod
    def _gutter(labels: dict[str, str], metrics: QFontMetrics) -> int:
        return max(metrics.horizontalAdvance(labels["y_top"]),
                   metrics.horizontalAdvance(labels["y_bottom"])) + 4

    def scale_top(self) -> float:
        """The value at the top edge: the known maximum, else the largest one shown."""
        finite = [v for _, v in self._points if v == v]
        return self._maximum or max(finite, default=1.0) or 1.0

    def axis_labels(self) -> dict[str, str]:
        """What the axes say: y_top (with the unit), y_bottom, x_left, x_right."""
        top = self.scale_top()
        number = f"{top:.1f}" if top < 10 and not float(top).is_integer() else f"{top:.0f}"
        return {
            "y_top": f"{number} {self._unit}".strip(),
            "y_bottom": "0",
            "x_left": QCoreApplication.translate("SparkChart", "{s} s ago").format(
                s=int(WINDOW_S)),
            "x_right": QCoreApplication.translate("SparkChart", "now"),
        }

    def _draw_axes(self, painter: QPainter, rect: QRect) -> QRect:
        """Draw the labels around ``rect``; return the part left for the line."""
        labels = self.axis_labels()
        metrics = QFontMetrics(self._axis_font)
        gutter = self._gutter(labels, metrics)
        # the time labels' own height: a CJK fallback font stands taller than the axis font
        band = max(metrics.height(), *(metrics.boundingRect(labels[k]).height()
                                       for k in ("x_left", "x_right")))
        plot = rect.adjusted(gutter, 0, 0, -band)
        painter.setFont(self._axis_font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        right = Qt.AlignmentFlag.AlignRight
        painter.drawText(QRect(rect.left(), plot.top(), gutter - 3, metrics.height()),
                         right | Qt.AlignmentFlag.AlignTop, labels["y_top"])
        painter.drawText(QRect(rect.left(), plot.bottom() - metrics.height(), gutter - 3,
                               metrics.height()), right | Qt.AlignmentFlag.AlignBottom,
                         labels["y_bottom"])
        below = QRect(plot.left(), plot.bottom() + 1, plot.width(), band)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, labels["x_left"])
        painter.drawText(below, right, labels["x_right"])
        return plot

    def clear(self) -> None:
        self._points.clear()
        self.update()

    def values(self) -> list[float]:
        return [v for _, v in self._points]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        rect = self._draw_axes(painter, self.rect().adjusted(1, 1, -1, -1))
        colors = chart_colors(self.palette())
        painter.fillRect(rect, colors.background)
        painter.setPen(colors.frame)
        painter.drawRect(rect)
        if not self._points:
            return
        now = self._points[-1][0]
        top = self.scale_top()
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
