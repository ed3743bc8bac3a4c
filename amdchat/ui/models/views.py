"""The tables of the Models page: one look, one row selected at a time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from amdchat.ui.models.table_models import RowRole


def table_view(model: QAbstractItemModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def selected_row(view: QTableView) -> Any:
    """The object of the selected row, or None."""
    index = view.currentIndex()
    return index.data(RowRole) if index.isValid() else None


class FitColumns(QObject):
    """Keeps a table's columns inside its width: the ``stretch`` column (a name) takes
    the room left and is elided; where even its minimum does not fit, the columns of
    ``drop_order`` are hidden one by one (first the least needed), so no horizontal
    scroll bar hides the columns at the far end."""

    def __init__(self, view: QTableView, stretch: int, drop_order: Sequence[int],
                 min_stretch: int = 140) -> None:
        super().__init__(view)
        self.view, self.stretch, self.drop_order = view, stretch, list(drop_order)
        self.min_stretch = min_stretch
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        view.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # "owner/…-GGUF"
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._later = QTimer(self, singleShot=True, interval=0)  # once the view laid out
        self._later.timeout.connect(self.fit)
        view.viewport().installEventFilter(self)
        model = view.model()
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted):
            signal.connect(self._later.start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._later.start()
        return False

    def _wanted(self, column: int) -> int:
        header = self.view.horizontalHeader()
        return max(header.sectionSizeHint(column), self.view.sizeHintForColumn(column))

    def fit(self) -> None:
        """Show the columns that fit beside the stretched one, in the order of need."""
        room = self.view.viewport().width() - self.min_stretch
        columns = [c for c in range(self.view.model().columnCount()) if c != self.stretch]
        hidden = set()
        need = sum(self._wanted(c) for c in columns)
        for column in self.drop_order:
            if need <= room:
                break
            hidden.add(column)
            need -= self._wanted(column)
        for column in columns:
            self.view.setColumnHidden(column, column in hidden)
