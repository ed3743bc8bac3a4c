"""A benchmark's speeds as horizontal bars, drawn with QPainter.

One group per test and depth (pp512 at 0, tg128 at 4096...), one bar per backend.
All bars share one scale, so that a longer bar is a faster run (with a scale per test
kind, 25 and 9.7 t/s were drawn the same length); each bar's figure is written beside
it, so a slow generation bar is still read. A thin line shows ± one standard deviation.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from amdchat.bench.results import BackendResult, BenchReport, BenchRow
from amdchat.ui.theme import chart_colors, series_color

# lupdate runs with -tr-function-alias translate+=_tr
_tr = QCoreApplication.translate

BAR_H, GAP, LABEL_W, VALUE_W = 16, 10, 110, 150


def explain_test(kind: str, n_tokens: int, depth: int) -> str:
    """What "pp512 @ 4096" means, in words."""
    if kind == "pp":
        what = _tr("bench_chart", "pp{n}: prompt processing, reading a prompt of {n} tokens")
    else:
        what = _tr("bench_chart", "tg{n}: text generation, writing {n} tokens of a reply")
    text = what.format(n=n_tokens)
    if depth:
        text += _tr("bench_chart", ", with {depth} tokens already in the context").format(
            depth=depth)
    return text


def legend_text(rows: Sequence[tuple[BackendResult, BenchRow]]) -> str:
    """One line per test shown, each explained; the unit at the end."""
    seen = sorted({(row.kind, row.n_tokens) for _backend, row in rows})
    if not seen:
        return ""
    lines = [explain_test(kind, n, 0) for kind, n in seen]
    lines.append(_tr(
        "bench_chart", "@ N: N tokens already in the context. t/s: tokens per second."))
    return "\n".join(lines)


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

    def bar_length(self, index: int) -> float:
        """The drawn length of bar ``index`` in pixels: one scale for all."""
        top = max((b.mean + b.spread for b in self._bars), default=1.0) or 1.0
        return self._bars[index].mean * max(self.width() - LABEL_W - VALUE_W, 20) / top

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
        top = max((b.mean + b.spread for b in self._bars), default=1.0) or 1.0
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
            scale = width / top
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
