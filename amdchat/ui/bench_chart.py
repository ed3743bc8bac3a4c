"""A benchmark's speeds as horizontal bars, drawn with QPainter.

One group per test and depth (pp512 at 0, tg128 at 4096...), one bar per backend.
Prompt speeds are ten to a hundred times generation speeds, so each test kind has its
own scale: a tg bar is never a sliver beside a pp bar. A thin line shows ± one
standard deviation.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from amdchat.bench.results import BenchReport
from amdchat.ui.theme import chart_colors, series_color

BAR_H, GAP, LABEL_W, VALUE_W = 16, 10, 110, 150


class Bar:
    def __init__(self, group: str, backend: str, kind: str, mean: float, spread: float) -> None:
        self.group, self.backend, self.kind = group, backend, kind
        self.mean, self.spread = mean, spread


class BenchChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[Bar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setMinimumHeight(60)

    def show_report(self, report: BenchReport | None) -> None:
        self._bars = [] if report is None else [
            Bar(f"{row.test} @ {row.depth}", backend.backend, row.kind, row.mean_tps,
                row.stddev_tps)
            for row, backend in sorted(((r, b) for b, r in report.rows()),
                                       key=lambda p: (p[0].depth, p[0].kind, p[0].n_tokens))]
        self.setMinimumHeight(max(60, self._height()))
        self.updateGeometry()
        self.update()

    def bars(self) -> list[tuple[str, str, float]]:
        """(group, backend, tok/s) of each bar, top to bottom: what the chart draws."""
        return [(bar.group, bar.backend, bar.mean) for bar in self._bars]

    def _height(self) -> int:
        groups = len({bar.group for bar in self._bars})
        return len(self._bars) * BAR_H + groups * GAP + GAP

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        colors = chart_colors(self.palette())
        painter.fillRect(self.rect(), colors.background)
        if not self._bars:
            painter.setPen(colors.muted)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No results yet: run a benchmark."))
            return
        top_of = {kind: max((b.mean + b.spread for b in self._bars if b.kind == kind),
                            default=1.0) or 1.0 for kind in {b.kind for b in self._bars}}
        width = max(self.width() - LABEL_W - VALUE_W, 20)
        y, last_group = float(GAP), ""
        for bar in self._bars:
            if bar.group != last_group:
                if last_group:
                    y += GAP
                painter.setPen(colors.text)
                painter.drawText(QRectF(4, y, LABEL_W - 8, BAR_H),
                                 Qt.AlignmentFlag.AlignVCenter, bar.group)
                last_group = bar.group
            scale = width / top_of[bar.kind]
            painter.fillRect(QRectF(LABEL_W, y + 2, bar.mean * scale, BAR_H - 4),
                             series_color(bar.backend, self.palette()))
            if bar.spread > 0:
                painter.setPen(colors.text)
                middle = y + BAR_H / 2
                painter.drawLine(QPointF(LABEL_W + (bar.mean - bar.spread) * scale, middle),
                                 QPointF(LABEL_W + (bar.mean + bar.spread) * scale, middle))
            painter.setPen(colors.text)
            painter.drawText(QRectF(LABEL_W + width + 6, y, VALUE_W - 6, BAR_H),
                             Qt.AlignmentFlag.AlignVCenter,
                             self.tr("{backend}: {tps:.1f} t/s").format(backend=bar.backend,
                                                                        tps=bar.mean))
            y += BAR_H
