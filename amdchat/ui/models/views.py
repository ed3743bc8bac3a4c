"""The tables of the Models page: one look, one row selected at a time."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel
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
