"""The Benchmark page's table: one row per backend and test, as llama-bench prints."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from amdchat.bench import BackendResult, BenchRow
from amdchat.ui.bench_chart import explain_test
from amdchat.ui.models.table_models import AnyIndex, RowTableModel

_tr = QCoreApplication.translate

Pair = tuple[BackendResult, BenchRow]


def _layers(backend: BackendResult) -> str:
    if backend.layers_total is None:
        return ""
    return f"{backend.layers_on_gpu or 0}/{backend.layers_total}"


class BenchTableModel(RowTableModel[Pair]):
    columns = (
        (QT_TRANSLATE_NOOP("benchmark", "Backend"), lambda p: p[0].backend),
        (QT_TRANSLATE_NOOP("benchmark", "Device"),
         lambda p: p[0].device_description or p[0].device),
        (QT_TRANSLATE_NOOP("benchmark", "Runs on"), lambda p: p[0].runs_on),
        (QT_TRANSLATE_NOOP("benchmark", "Layers on GPU"), lambda p: _layers(p[0])),
        (QT_TRANSLATE_NOOP("benchmark", "Test"), lambda p: p[1].test),
        (QT_TRANSLATE_NOOP("benchmark", "Depth"), lambda p: p[1].depth),
        (QT_TRANSLATE_NOOP("benchmark", "Tokens/s"), lambda p: f"{p[1].mean_tps:.2f}"),
        (QT_TRANSLATE_NOOP("benchmark", "± s.d."), lambda p: f"{p[1].stddev_tps:.2f}"),
        (QT_TRANSLATE_NOOP("benchmark", "Of limit"), lambda p: p[1].of_limit_text()),
        # the driver it ran on ("RADV · Mesa 24.2.8"), to compare after a driver update
        (QT_TRANSLATE_NOOP("benchmark", "Driver"), lambda p: p[0].driver),
    )

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < len(self.columns)):
            return _tr("benchmark", str(self.columns[section][0]))
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid() and index.column() == 4:
            row = self.rows[index.row()][1]
            return explain_test(row.kind, row.n_tokens, row.depth)
        if (role == Qt.ItemDataRole.TextAlignmentRole and index.isValid()
                and 5 <= index.column() <= 8):  # the figures
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return super().data(index, role)
