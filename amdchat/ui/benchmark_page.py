"""The Benchmark page: prompt and generation speed per backend, as llama-bench measures.

The run (amdchat.bench.BenchRun) starts its own workers on a pool thread, so the chat
keeps its model and stays usable meanwhile; progress comes back through a queued
signal. Every run is kept (amdchat.bench.history) and can be shown again, to compare
after a driver or backend update, and exported as CSV, JSON or Markdown.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from amdchat.backends.measured import ModelClass
from amdchat.backends.measured_store import class_of, gpu_for
from amdchat.backends.registry import discover
from amdchat.bench import BackendResult, BenchConfig, BenchReport, BenchRun
from amdchat.bench.backend_choice import keep
from amdchat.bench.export import export
from amdchat.bench.history import append_history, load_history
from amdchat.bench.run import Progress
from amdchat.config import Settings
from amdchat.hardware.reading import GpuInfo
from amdchat.modelfile import ModelFileError
from amdchat.speed.cpu_bandwidth import kept_or_measure_later
from amdchat.ui import remembered
from amdchat.ui.backend_offer import verdict_text
from amdchat.ui.background import run_in_background
from amdchat.ui.bench_backends import BackendTicks, estimate_text, time_left_text
from amdchat.ui.bench_chart import BenchChart, legend_text
from amdchat.ui.bench_table import BenchTableModel
from amdchat.ui.messages import translated

_tr = QCoreApplication.translate


def _monitored_gpus() -> list[GpuInfo]:
    from amdchat.hardware.monitor import GpuMonitor

    return GpuMonitor().gpus
class _Relay(QObject):
    """Carries a run's progress from the pool thread to the GUI thread (queued)."""

    progress = Signal(object)


class BenchmarkPage(QWidget):
    sig_finished = Signal(object)
    """A run ended (done, cancelled or failed); carries its BenchReport."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 available: Any = discover, gpus: Callable[[], list[GpuInfo]] | None = None
                 ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._available = available
        self._gpus = gpus or _monitored_gpus
        self._choice: ModelClass | None = None  # the run measures for "auto" (this class)
        self._run: BenchRun | None = None
        self._live: BenchReport | None = None  # the run in progress, as it fills in
        self._started = 0.0  # when the run began (time.monotonic), for the time left
        self.shown: BenchReport | None = None
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._build()
        self._show(None)  # nothing to export until a result is shown
        kept_or_measure_later()  # the memory's speed, for the estimate, off this thread
        self.refresh_history()

    # -- layout ----------------------------------------------------------------------
    def _build(self) -> None:
        self.model_edit = QLineEdit()
        self.model_edit.setObjectName("benchModel")
        self.model_edit.setPlaceholderText(self.tr("a .gguf file"))
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self._choose_model)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_edit, 1)
        model_row.addWidget(choose)
        self.ticks = BackendTicks((b.kind for b in self._available()), bool(self._gpus()))
        self.backend_boxes = self.ticks.boxes
        self.depths_edit = QLineEdit("0,4096,8192")
        self.depths_edit.setToolTip(self.tr(
            "Tokens already in the context before each test, comma-separated. Depths beyond "
            "the model's context are skipped."))
        self.reps_spin = self._spin(1, 100, 5)
        self.pp_spin = self._spin(1, 16384, 512)
        self.tg_spin = self._spin(1, 4096, 128)
        form = QFormLayout()
        form.addRow(self.tr("Model"), model_row)
        form.addRow(self.tr("Backends"), self.ticks.row)
        form.addRow(self.ticks.note)
        form.addRow(self.tr("Context depths"), self.depths_edit)
        sizes = QHBoxLayout()
        for label, spin, tip in (
                (self.tr("Prompt tokens"), self.pp_spin, self.tr(
                    "The \"pp\" test (prompt processing): how fast a prompt of this many "
                    "tokens is read, before the first word of a reply.")),
                (self.tr("Generated tokens"), self.tg_spin, self.tr(
                    "The \"tg\" test (text generation): how fast this many tokens of a "
                    "reply are written.")),
                (self.tr("Repetitions"), self.reps_spin, self.tr(
                    "Each test is run this many times; the table shows the mean and the "
                    "spread."))):
            caption = QLabel(label)
            caption.setToolTip(tip)
            spin.setToolTip(tip)
            sizes.addWidget(caption)
            sizes.addWidget(spin)
        sizes.addStretch(1)
        form.addRow(sizes)
        self.run_button = QPushButton(self.tr("Run benchmark"))
        self.run_button.setObjectName("benchRun")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("benchCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.status = QLabel()
        self.status.setObjectName("benchStatus")
        self.status.setWordWrap(True)
        controls = QHBoxLayout()
        controls.addWidget(self.run_button)
        controls.addWidget(self.cancel_button)
        self.choice_button = QPushButton(self.tr("Measure for \"Automatic\""))
        self.choice_button.setObjectName("benchForAuto")
        self.choice_button.setToolTip(self.tr(
            "Compares the ticked backends with this model at depth 0 and keeps the figures: "
            "\"Automatic\" then uses the faster one for models like it on this GPU."))
        self.choice_button.clicked.connect(self.start_choice)
        controls.addWidget(self.choice_button)
        controls.addWidget(self.progress, 1)
        self.history_combo = QComboBox()
        self.history_combo.setObjectName("benchHistory")
        # a long entry (model, backends, drivers) is cut, not the window made wider
        self.history_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.history_combo.setMinimumContentsLength(12)
        self.history_combo.currentIndexChanged.connect(self._show_history_entry)
        exports = QHBoxLayout()
        exports.addWidget(QLabel(self.tr("Past results")))
        exports.addWidget(self.history_combo, 1)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setObjectName("benchExport")
        export_menu = QMenu(self.export_button)
        self.export_actions: dict[str, QAction] = {}
        for fmt, label in (("csv", self.tr("CSV…")), ("json", self.tr("JSON…")),
                           ("markdown", self.tr("Markdown…"))):
            action = export_menu.addAction(label)
            action.triggered.connect(lambda _c=False, f=fmt: self._export_dialog(f))
            self.export_actions[fmt] = action
        self.export_button.setMenu(export_menu)
        exports.addWidget(self.export_button)
        self.copy_button = QPushButton(self.tr("Copy as Markdown"))
        self.copy_button.clicked.connect(self.copy_markdown)
        exports.addWidget(self.copy_button)
        self.table_model = BenchTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.table_model)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the device's name
        self.table.verticalHeader().hide()
        self.chart = BenchChart()
        self.legend = QLabel()
        self.legend.setObjectName("benchLegend")
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(controls)
        layout.addWidget(self.status)
        layout.addLayout(exports)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart)
        layout.addWidget(self.legend)
        self._set_running(False)
        self._recall_choices()

    def _recall_choices(self) -> None:
        """The choices of the last run (depths, sizes, backends), kept across starts."""
        kept = remembered.recall("benchmark", {})
        self.depths_edit.setText(str(kept.get("depths", self.depths_edit.text())))
        for name, spin in (("pp", self.pp_spin), ("tg", self.tg_spin), ("reps", self.reps_spin)):
            value = kept.get(name)
            if isinstance(value, int):
                spin.setValue(value)
        backends = kept.get("backends")
        if isinstance(backends, list):
            self.ticks.recall([str(kind) for kind in backends])

    def _remember_choices(self, config: BenchConfig) -> None:
        remembered.remember("benchmark", {
            "depths": self.depths_edit.text(), "pp": config.pp, "tg": config.tg,
            "reps": config.reps, "backends": list(config.backends)})

    @staticmethod
    def _spin(low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def showEvent(self, event: Any) -> None:
        if not self.model_edit.text() and self.settings["last_model"]:
            self.model_edit.setText(str(self.settings["last_model"]))
        super().showEvent(event)

    def _choose_model(self) -> None:
        start = remembered.model_folder(self.model_edit.text().strip(),
                                        self.settings.models_dir())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Model to benchmark"), start,
                                              self.tr("GGUF models (*.gguf);;All files (*)"))
        if path:
            remembered.remember_folder("model", path)
            self.model_edit.setText(path)

    # -- running ---------------------------------------------------------------------
    def config(self) -> BenchConfig | None:
        """The run the controls describe, or None (and the reason shown) when unusable."""
        text = self.model_edit.text().strip() or str(self.settings["last_model"] or "")
        if not text or not Path(text).is_file():
            self.status.setText(self.tr("Choose a model file to benchmark."))
            return None
        try:
            depths = tuple(sorted({int(p) for p in self.depths_edit.text().split(",")
                                   if p.strip()}))
        except ValueError:
            depths = ()
        if not depths or min(depths) < 0:
            self.status.setText(self.tr("Context depths are numbers separated by commas, "
                                        "such as 0,4096."))
            return None
        backends = tuple(k for k, box in self.backend_boxes.items() if box.isChecked())
        if not backends:
            self.status.setText(self.tr("Tick at least one backend."))
            return None
        return BenchConfig(Path(text), backends=backends, depths=depths,
                           reps=self.reps_spin.value(), pp=self.pp_spin.value(),
                           tg=self.tg_spin.value(), gpu_device=int(self.settings["gpu_device"]))

    def start(self) -> None:
        config = self.config()
        if config is not None:
            self._choice = None
            self._remember_choices(config)
            self._start(config)

    def start_choice(self) -> None:
        """Measure again which backend "auto" uses for this model's class on this GPU."""
        config = self.config()
        if config is None or self._run is not None:
            return
        gpu = gpu_for(config.gpu_device, self._gpus())
        if gpu is None:
            self.status.setText(self.tr("No GPU was found: there is nothing to choose for."))
            return
        if len(config.backends) < 2:
            self.status.setText(self.tr("Tick two backends or more to compare them."))
            return
        try:
            self._choice = class_of(config.model, gpu)
        except ModelFileError as exc:
            self.status.setText(translated(exc.text))
            return
        self._start(dataclasses.replace(config, depths=(0,)))

    def _start(self, config: BenchConfig) -> None:
        if self._run is not None:
            return
        run = BenchRun(config, self._relay.progress.emit, self._available)
        self._run = run
        self._live = None
        self._started = time.monotonic()
        self.progress.setValue(0)
        estimate = estimate_text(config, self._gpus(), kept_or_measure_later())
        self.status.setText(self.tr("Starting…") + " " + (estimate or self.tr(
            "How long the run takes is estimated after its first measurement.")))
        self._show(None)
        self._set_running(True)
        run_in_background(self, run.run, lambda report: self._on_finished(run, report),
                          lambda exc: self._on_failed(run, exc))

    def cancel(self) -> None:
        if self._run is not None:
            self.status.setText(self.tr("Cancelling…"))
            self._run.cancel()

    def shutdown(self) -> None:
        """The window closes: stop a run at once (its workers end with it)."""
        self.cancel()

    @property
    def running(self) -> bool:
        return self._run is not None

    def _on_progress(self, progress: Progress) -> None:
        if self._run is None:
            return
        self.progress.setValue(round(progress.fraction * 1000))
        if self._live is None:
            self._live = BenchReport("", "", 0, "", 0, 0, [], 0)
        backend = next((b for b in self._live.backends if b.backend == progress.backend
                        and b.finish_reason == ""), None)
        if backend is None:
            backend = BackendResult(progress.backend)
            self._live.backends.append(backend)
        if progress.stage == "loading":
            self.status.setText(self.tr("{backend}: loading the model…").format(
                backend=progress.backend))
        elif progress.row is not None:
            backend.rows.append(progress.row)
            self.status.setText(self.tr("{backend}: {test} at depth {depth} done").format(
                backend=progress.backend, test=progress.row.test, depth=progress.row.depth)
                + time_left_text(time.monotonic() - self._started, progress.fraction))
        elif progress.result is not None:
            self._live.backends[self._live.backends.index(backend)] = progress.result
        self._show(self._live)

    def _on_finished(self, run: BenchRun, report: BenchReport) -> None:
        self._run = None
        self._set_running(False)
        try:
            append_history(report)
        except OSError as exc:
            self.status.setText(self.tr("The results could not be saved: {error}").format(
                error=exc))
        else:
            self.status.setText(self._summary(report))
        self._keep_choice(report)
        self.refresh_history(select_latest=True)
        self._show(report)
        self.sig_finished.emit(report)

    def _keep_choice(self, report: BenchReport) -> None:
        """A run for "auto": keep its figures for the model's class, and say the outcome."""
        klass, self._choice = self._choice, None
        if klass is None:
            return
        try:
            verdict = keep(klass, report)
        except OSError as exc:
            said = self.tr("The measurement could not be kept: {error}").format(error=exc)
        else:
            said = verdict_text(verdict) if verdict is not None else self.tr(
                "Cancelled: \"Automatic\" keeps its earlier choice.")
        self.status.setText(f"{self.status.text()}\n{said}")

    def _on_failed(self, run: BenchRun, exc: Exception) -> None:
        self._choice = None
        self._run = None
        self._set_running(False)
        self.status.setText(self.tr("The benchmark could not run: {error}").format(error=exc))

    def _summary(self, report: BenchReport) -> str:
        failed = [f"{b.backend}: {b.error}" for b in report.backends if b.error]
        if report.finish_reason == "cancelled":
            text = self.tr("Cancelled. The rows measured before are kept.")
        else:
            text = self.tr("Done.")
        return "\n".join([text, *failed])

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.choice_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.progress.setVisible(running)

    # -- showing and exporting ----------------------------------------------------------
    def _show(self, report: BenchReport | None) -> None:
        self.shown = report
        self.table_model.set_rows(report.rows() if report else [])
        self.chart.show_report(report)
        self.legend.setText(legend_text(report.rows() if report else []))
        finished = report is not None and self._run is None
        for button in (self.export_button, self.copy_button):
            button.setEnabled(finished)

    def refresh_history(self, select_latest: bool = False) -> None:
        self._history = list(reversed(load_history()))  # newest first
        self.history_combo.blockSignals(True)
        self.history_combo.clear()
        for report in self._history:  # each backend with its driver: a driver update shows
            backends = ", ".join(f"{b.backend} {b.driver}" if b.driver else b.backend
                                 for b in report.backends)
            self.history_combo.addItem(f"{report.measured.replace('T', ' ')} — {report.model} "
                                       f"({backends})")
        self.history_combo.setCurrentIndex(0 if self._history else -1)
        self.history_combo.blockSignals(False)
        if self._history and (select_latest or self.shown is None) and self._run is None:
            self._show(self._history[0])

    def _show_history_entry(self, index: int) -> None:
        if 0 <= index < len(self._history) and self._run is None:
            self._show(self._history[index])

    def export_to(self, path: Path, fmt: str) -> None:
        if self.shown is not None:
            path.write_text(export(self.shown, fmt), encoding="utf-8")

    def _export_dialog(self, fmt: str) -> None:
        if self.shown is None:
            return
        suffix = {"csv": "csv", "json": "json", "markdown": "md"}[fmt]
        folder = Path(remembered.last_folder("export", str(Path.home())))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the benchmark"),
                                              str(folder / f"amdchat-bench.{suffix}"))
        if path:
            remembered.remember_folder("export", path)
            try:
                self.export_to(Path(path), fmt)
            except OSError as exc:
                self.status.setText(self.tr("The file could not be written: {error}").format(
                    error=exc))
            else:
                self.status.setText(self.tr("Saved: {path}").format(path=path))

    def copy_markdown(self) -> None:
        if self.shown is not None:
            QGuiApplication.clipboard().setText(export(self.shown, "markdown"))
            self.status.setText(self.tr("Copied: the results as a Markdown table."))
