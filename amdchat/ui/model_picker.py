"""The model picker at the top of the chat: the models on this computer (the library,
and the files the user opened lately from elsewhere), the loaded one marked, and a
progress bar fed by llama.cpp's own load progress.

Each entry says its quantization, size and fit on this GPU (the fit is read from
the file's header off the GUI thread, so a long list never freezes the window).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QProgressBar, QWidget

from amdchat.fit.estimate import Budget
from amdchat.fit.plan import LoadChoices, quick_report
from amdchat.fit.report import FitReport
from amdchat.library import LocalModel, describe_opened
from amdchat.model_memory import local_memory
from amdchat.ui.background import run_in_background
from amdchat.ui.engine_controller import LOADING, STARTING, STOPPED
from amdchat.ui.fit_texts import fit_text
from amdchat.units import format_bytes

PathRole = Qt.ItemDataRole.UserRole + 1
REMOTE_ENTRY, REMOTE_SHOWN = "remote:choose", "remote:shown"  # entries that are no file


def local_fit(path: Path, n_ctx: int | None, budget_of: Callable[[], Budget | None],
              choices: LoadChoices) -> FitReport | None:
    """Any thread: the model's fit on the GPU, as the load will plan it (None without a
    known GPU)."""
    budget = budget_of()
    if budget is None:
        return None
    return quick_report(local_memory(path), n_ctx, budget, choices)


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):
        return a == b


class ModelPicker(QWidget):
    sig_load_requested = Signal(str)
    """The user chose this model file: load it."""
    sig_remote_requested = Signal()
    """The user chose "Remote server…": a model on another computer."""

    def __init__(self, n_ctx: Callable[[], int | None], budget: Callable[[], Budget | None],
                 choices: Callable[[], LoadChoices], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._n_ctx = n_ctx
        self._budget = budget
        self._choices = choices
        self._models: list[LocalModel] = []  # the library's
        self._opened: list[LocalModel] = []  # opened lately from outside the library
        self._recent_round = 0  # only the latest list of recent files is shown
        # verdicts by (file, context length): a new context length checks again
        self._fits: dict[tuple[Path, int | None], str] = {}
        self._fit_details: dict[tuple[Path, int | None], str] = {}
        self.loaded_path: Path | None = None
        self.remote_shown = ""  # "model — host" while the chat uses a remote model
        self.combo = QComboBox()
        self.combo.setObjectName("modelPicker")
        self.combo.setPlaceholderText(self.tr("Choose a model on this computer…"))
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(24)
        self.combo.activated.connect(self._chosen)
        self.progress = QProgressBar()
        self.progress.setObjectName("loadProgress")
        self.progress.setRange(0, 100)
        self.progress.setFormat(self.tr("loading %p %"))
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        label = QLabel(self.tr("Model:"))
        label.setBuddy(self.combo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.progress)
        self._rebuild()  # "Remote server…" is there before the library is read

    # -- the list ------------------------------------------------------------------
    def set_models(self, models: list[LocalModel]) -> None:
        """The library as scanned; each model's fit is checked in the background."""
        self._models = [m for m in models if m.summary is not None]
        self._rebuild()
        self._check_fits()

    def set_recent(self, paths: list[Path]) -> None:
        """The model files opened lately (newest first): those outside the library are
        listed too, read off the GUI thread (a file may be gone, a disk slow)."""
        self._recent_round += 1
        run_in_background(self, partial(describe_opened, list(paths)),
                          partial(self._on_recent, self._recent_round), lambda _exc: None)

    def _on_recent(self, round_: int, models: list[LocalModel]) -> None:
        if round_ != self._recent_round:
            return
        self._opened = [m for m in models if m.summary is not None]
        self._rebuild()
        self._check_fits()

    def _check_fits(self) -> None:
        n_ctx = self._n_ctx()
        for model in self._models + self._opened:
            if (model.path, n_ctx) not in self._fits:
                run_in_background(self, partial(local_fit, model.path, n_ctx, self._budget,
                                                self._choices()),
                                  partial(self._on_fit, model.path, n_ctx),
                                  partial(self._on_fit_failed, model.path, n_ctx))

    def _on_fit(self, path: Path, n_ctx: int | None, report: FitReport | None) -> None:
        self._fits[path, n_ctx], self._fit_details[path, n_ctx] = fit_text(report)
        self._rebuild()

    def _on_fit_failed(self, path: Path, n_ctx: int | None, exc: Exception) -> None:
        self._fits[path, n_ctx], self._fit_details[path, n_ctx] = self.tr("fit unknown"), str(exc)
        self._rebuild()

    def recheck(self) -> None:
        """The context length (or the GPU) changed: the verdicts are checked again."""
        self.set_models(self._models)

    def _entries(self) -> list[tuple[Path, str, str]]:
        """(path, text, tooltip) of every entry, the loaded model first when not listed."""
        entries: list[tuple[Path, str, str]] = []
        n_ctx = self._n_ctx()
        opened = [m for m in self._opened if not any(_same(m.path, o.path) for o in self._models)]
        for model in self._models + opened:
            summary = model.summary
            assert summary is not None
            fit = self._fits.get((model.path, n_ctx), self.tr("checking fit…"))
            text = self.tr("{name} — {quant}, {size}, {fit}").format(
                name=summary.name or model.path.name, quant=summary.quantization,
                size=format_bytes(model.size_bytes, 1), fit=fit)
            if model.source == "opened":
                text = self.tr("{entry} — opened from {folder}").format(
                    entry=text, folder=model.path.parent.name or str(model.path.parent))
            tip = f"{model.path}\n{self._fit_details.get((model.path, n_ctx), '')}".strip()
            entries.append((model.path, text, tip))
        loaded = self.loaded_path
        if loaded is not None and not any(_same(p, loaded) for p, _t, _tip in entries):
            entries.insert(0, (loaded, loaded.name, str(loaded)))
        return entries

    def _rebuild(self) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        current = -1
        for row, (path, text, tip) in enumerate(self._entries()):
            is_loaded = self.loaded_path is not None and _same(path, self.loaded_path)
            if is_loaded:
                text = self.tr("● {entry} (loaded)").format(entry=text)
                current = row
            self.combo.addItem(text, str(path))
            self.combo.setItemData(row, tip, Qt.ItemDataRole.ToolTipRole)
            if is_loaded:
                font = self.combo.font()
                font.setBold(True)
                self.combo.setItemData(row, font, Qt.ItemDataRole.FontRole)
        if self.remote_shown:
            self.combo.addItem(self.tr("● {entry} (remote)").format(entry=self.remote_shown),
                               REMOTE_SHOWN)
            current = self.combo.count() - 1
        self.combo.addItem(self.tr("Remote server…"), REMOTE_ENTRY)
        self.combo.setCurrentIndex(current)
        self.combo.blockSignals(False)
        self._fit_popup()

    def _fit_popup(self) -> None:
        """The open list as wide as its longest entry (within the screen): entries were
        cut to the closed box's width. The closed box's entry is whole in its tooltip."""
        view = self.combo.view()
        metrics = view.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.combo.itemText(row))
                      for row in range(self.combo.count())), default=0)
        screen = self.screen().availableGeometry().width() if self.screen() else 1920
        view.setMinimumWidth(min(widest + 4 * metrics.averageCharWidth() + 24,
                                 screen * 9 // 10))
        self.combo.setToolTip(self.combo.currentText())

    def _chosen(self, row: int) -> None:
        if self.combo.itemData(row) in (REMOTE_ENTRY, REMOTE_SHOWN):
            self._rebuild()  # the entry shown stays the model in use
            if self.combo.itemData(row) == REMOTE_ENTRY:
                self.sig_remote_requested.emit()
            return
        path = Path(str(self.combo.itemData(row)))
        if self.loaded_path is not None and _same(path, self.loaded_path):
            return
        self.sig_load_requested.emit(str(path))

    # -- the engine ----------------------------------------------------------------
    def set_loaded(self, path: Path | None) -> None:
        """The model the engine holds now (None: none)."""
        self.loaded_path = path
        self._rebuild()

    def set_remote(self, model: str, host: str) -> None:
        """The remote model the chat uses ("": none)."""
        self.remote_shown = self.tr("{model} on {host}").format(model=model, host=host) \
            if model else ""
        self._rebuild()

    def show_loading(self, fraction: float | None) -> None:
        """A load's progress (0..1); None: the engine is starting, no figure yet."""
        if fraction is None:
            self.progress.setRange(0, 0)  # busy: no percentage yet
        else:
            self.progress.setRange(0, 100)
            self.progress.setValue(round(fraction * 100))
        self.progress.show()

    def hide_loading(self) -> None:
        self.progress.hide()
        self.progress.setRange(0, 100)
        self.progress.setValue(0)

    def follow_engine(self, state: str) -> None:
        """The engine's state: a start or a load shows its progress; once stopped, no
        model is marked as loaded."""
        if state == STARTING:
            self.show_loading(None)
        elif state == LOADING:
            self.show_loading(0.0)
        else:
            self.hide_loading()
        if state == STOPPED:
            self.set_loaded(None)
