"""Qt table models over the pure-Python hub, queue and library state."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from amdchat.hub.api import RepoSummary
from amdchat.hub.quants import Quant
from amdchat.hub.queue import DownloadItem
from amdchat.library import LocalModel
from amdchat.units import format_bytes

Row = TypeVar("Row")
AnyIndex = QModelIndex | QPersistentModelIndex
RowRole = Qt.ItemDataRole.UserRole + 1
ProgressRole = Qt.ItemDataRole.UserRole + 2


# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


def unknown() -> str:
    """What a figure the Hub or the file does not give shows: never a made-up 0."""
    return _tr("models", "unknown")


def human_count(n: int | None) -> str:
    if n is None:
        return unknown()
    for unit, size in (("B", 1e9), ("M", 1e6), ("k", 1e3)):
        if n >= size:
            return f"{n / size:.1f}{unit}"
    return str(n)


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """A table of rows; each column is a title and a function of the row."""

    columns: Sequence[tuple[Any, Callable[[Any], Any]]] = ()  # (title marked for lupdate, value)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []

    def set_rows(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def refresh_row(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.columns)
        ):
            return _tr("models", str(self.columns[section][0]))
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == RowRole:
            return row
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = self.columns[index.column()][1](row)
            return "" if value is None else str(value)
        return None


def _local_mark(mark: str) -> str:
    return {"loaded": _tr("models", "loaded"),
            "downloaded": _tr("models", "downloaded")}.get(mark, "")


class SearchResultsModel(RowTableModel[RepoSummary]):
    """The Hub's repositories; one with a model on this computer says so beside its name
    (a column of its own would sit at the far end, out of sight in a narrow page)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.marks: dict[str, str] = {}  # repo id -> "loaded" | "downloaded"

    def set_marks(self, marks: dict[str, str]) -> None:
        """Which repositories have a model on this computer, and which one is loaded."""
        if marks != self.marks:
            self.marks = dict(marks)
            if self.rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 0))

    def mark(self, row: int) -> str:
        """The row's "loaded" or "downloaded" as shown (translated); '' for neither."""
        return _local_mark(self.marks.get(self.rows[row].repo_id, ""))

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().data(index, role)
        if not index.isValid() or index.column() != 0 or index.row() >= len(self.rows):
            return value
        mark = self.mark(index.row())
        if mark and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return _tr("models", "{repo} — {mark}").format(repo=value, mark=mark)
        if mark and role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        return value

    columns = (
        (QT_TRANSLATE_NOOP("models", "Repository"), lambda r: r.repo_id),
        (QT_TRANSLATE_NOOP("models", "Author"), lambda r: r.author),
        (QT_TRANSLATE_NOOP("models", "Downloads"), lambda r: human_count(r.downloads)),
        (QT_TRANSLATE_NOOP("models", "Likes"), lambda r: human_count(r.likes)),
        (
            QT_TRANSLATE_NOOP("models", "Updated"),
            lambda r: r.last_modified.strftime("%Y-%m-%d") if r.last_modified else unknown(),
        ),
        (QT_TRANSLATE_NOOP("models", "Licence"), lambda r: r.license or unknown()),
        (QT_TRANSLATE_NOOP("models", "Architecture"), lambda r: r.architecture or unknown()),
        (QT_TRANSLATE_NOOP("models", "Parameters"), lambda r: human_count(r.parameters)),
    )


class QuantTableModel(RowTableModel[Quant]):
    FIT_COLUMN = 3
    columns = (
        (
            QT_TRANSLATE_NOOP("models", "Quantization"),
            lambda q: q.name + (_tr("models", " (vision add-on)") if q.is_mmproj else ""),
        ),
        (QT_TRANSLATE_NOOP("models", "Size"), lambda q: format_bytes(q.total_size)),
        (QT_TRANSLATE_NOOP("models", "Files"), lambda q: len(q.files)),
        (QT_TRANSLATE_NOOP("models", "Fits your GPU"), lambda q: ""),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.fits: dict[str, tuple[str, str]] = {}  # first file -> (verdict text, details)
        self.has_gpu = True  # False: the fit is of this computer's memory, no GPU's

    def set_has_gpu(self, has_gpu: bool) -> None:
        self.has_gpu = has_gpu
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.FIT_COLUMN, self.FIT_COLUMN)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (section == self.FIT_COLUMN and not self.has_gpu
                and orientation == Qt.Orientation.Horizontal
                and role == Qt.ItemDataRole.DisplayRole):
            return _tr("models", "Fits this computer")
        return super().headerData(section, orientation, role)

    def set_rows(self, rows: list[Quant]) -> None:
        self.fits = {}
        super().set_rows(rows)

    def set_fit(self, quant: Quant, text: str, details: str) -> None:
        self.fits[quant.first_file.path] = (text, details)
        for row, candidate in enumerate(self.rows):
            if candidate is quant:
                index = self.index(row, self.FIT_COLUMN)
                self.dataChanged.emit(index, index)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            index.isValid()
            and index.column() == self.FIT_COLUMN
            and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
        ):
            text, details = self.fits.get(self.rows[index.row()].first_file.path, ("", ""))
            return details if role == Qt.ItemDataRole.ToolTipRole else text
        return super().data(index, role)


def _state_text(item: DownloadItem) -> str:
    states = {
        "queued": _tr("models", "queued"),
        "downloading": _tr("models", "downloading"),
        "paused": _tr("models", "paused"),
        "done": _tr("models", "done"),
        "failed": _tr("models", "failed"),
        "cancelled": _tr("models", "cancelled"),
    }
    text = states.get(item.state, item.state)
    return f"{text}: {item.error}" if item.error else text


def _eta(item: DownloadItem) -> str:
    eta = item.eta_s
    if eta is None or item.state != "downloading" or item.stalled:
        return ""
    minutes, seconds = divmod(int(eta), 60)
    return f"{minutes}:{seconds:02d}"


class DownloadListModel(RowTableModel[DownloadItem]):
    columns = (
        (QT_TRANSLATE_NOOP("models", "Repository"), lambda i: i.repo_id),
        (QT_TRANSLATE_NOOP("models", "Quantization"), lambda i: i.quant_name),
        (
            QT_TRANSLATE_NOOP("models", "Progress"),
            lambda i: f"{100 * i.done / i.total:.0f} %" if i.total else "",
        ),
        (
            QT_TRANSLATE_NOOP("models", "Bytes"),
            lambda i: f"{format_bytes(i.done)} / "
            f"{format_bytes(i.total) if i.total else unknown()}",
        ),
        (
            QT_TRANSLATE_NOOP("models", "Speed"),
            lambda i: (
                _tr("models", "stalled, retrying")
                if i.stalled
                else f"{format_bytes(int(i.speed))}/s"
                if i.speed
                else ""
            ),
        ),
        (QT_TRANSLATE_NOOP("models", "Time left"), _eta),
        (QT_TRANSLATE_NOOP("models", "State"), _state_text),
        (QT_TRANSLATE_NOOP("models", "Actions"), lambda i: ""),  # buttons set by the page
    )
    ACTIONS_COLUMN = 7

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == ProgressRole and index.isValid():
            item = self.rows[index.row()]
            return int(100 * item.done / item.total) if item.total else 0
        return super().data(index, role)


# LocalModel.source is a code; the table shows words ("opened" stayed English in ja/ru)
_SOURCES: dict[str, object] = {
    "amdchat": "amdchat",
    "huggingface": "Hugging Face",
    "lmstudio": "LM Studio",
    "imported": QT_TRANSLATE_NOOP("models", "imported"),
    "opened": QT_TRANSLATE_NOOP("models", "opened from its folder"),
}


def source_name(source: str) -> str:
    """Where a model on this computer came from, in the user's language."""
    return _tr("models", str(_SOURCES.get(source, source)))


class LibraryModel(RowTableModel[LocalModel]):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.is_loaded: Callable[[LocalModel], bool] = lambda _model: False

    def refresh_loaded(self) -> None:
        """The loaded model changed: its mark moves."""
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 0))

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().data(index, role)
        if (index.isValid() and index.column() == 0 and role == Qt.ItemDataRole.DisplayRole
                and self.is_loaded(self.rows[index.row()])):
            return _tr("models", "{model} — loaded").format(model=value)
        return value

    columns = (
        (
            QT_TRANSLATE_NOOP("models", "Model"),
            lambda m: (m.summary.name if m.summary else m.path.name)
            + (_tr("models", " (+ vision add-on)") if m.mmproj else ""),
        ),
        (
            QT_TRANSLATE_NOOP("models", "Architecture"),
            lambda m: m.summary.architecture if m.summary else _tr("models", "unreadable"),
        ),
        (
            QT_TRANSLATE_NOOP("models", "Parameters"),
            lambda m: human_count(m.summary.parameters or None) if m.summary else "",
        ),
        (
            QT_TRANSLATE_NOOP("models", "Quantization"),
            lambda m: m.summary.quantization if m.summary else "",
        ),
        (
            QT_TRANSLATE_NOOP("models", "Context"),
            lambda m: (m.summary.context_length or unknown()) if m.summary else "",
        ),
        (QT_TRANSLATE_NOOP("models", "Size"), lambda m: format_bytes(m.size_bytes)),
        (QT_TRANSLATE_NOOP("models", "Source"), lambda m: source_name(m.source)),
        (
            QT_TRANSLATE_NOOP("models", "File"),
            lambda m: str(m.path) if not m.problem else f"{m.path}: {m.problem}",
        ),
    )
