"""The settings dialog, generated from the declared options in amdchat.config."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from amdchat.bench.history import load_history
from amdchat.bench.results import BenchReport
from amdchat.config import OPTIONS, Option, Settings

# Options edited elsewhere in the app, not in this dialog.
_HIDDEN = {"last_model"}

_LABELS = {
    "load_last_model_on_start": QT_TRANSLATE_NOOP("settings", "Load last model at start"),
    "backend": QT_TRANSLATE_NOOP("settings", "Backend"),
    "gpu_layers": QT_TRANSLATE_NOOP("settings", "GPU layers (-1: as many as fit)"),
    "context_length": QT_TRANSLATE_NOOP("settings", "Context length"),
    "temperature": QT_TRANSLATE_NOOP("settings", "Temperature"),
    "top_p": QT_TRANSLATE_NOOP("settings", "Top P"),
    "top_k": QT_TRANSLATE_NOOP("settings", "Top K"),
    "min_p": QT_TRANSLATE_NOOP("settings", "Min P"),
    "repeat_penalty": QT_TRANSLATE_NOOP("settings", "Repeat penalty"),
    "max_tokens": QT_TRANSLATE_NOOP("settings", "Max reply tokens"),
    "seed": QT_TRANSLATE_NOOP("settings", "Seed (-1: random)"),
    "system_prompt": QT_TRANSLATE_NOOP("settings", "System prompt"),
    "chat_template": QT_TRANSLATE_NOOP("settings", "Chat template"),
    "models_dir": QT_TRANSLATE_NOOP("settings", "Models folder"),
    "gpu_device": QT_TRANSLATE_NOOP("settings", "GPU device (-1: auto)"),
    "hf_token": QT_TRANSLATE_NOOP("settings", "Hugging Face token"),
}


def _label(option: Option) -> str:
    return QCoreApplication.translate("settings", str(_LABELS.get(option.name, option.name)))


class SettingsDialog(QDialog):
    sig_benchmark_requested = Signal()
    """The user wants to measure the backends: the window opens its Benchmark page."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self.editors: dict[str, QWidget] = {}
        body = QWidget()
        form = QFormLayout(body)
        for option in OPTIONS:
            if option.name in _HIDDEN:
                continue
            editor = self._editor(option, settings[option.name])
            editor.setToolTip(QCoreApplication.translate("settings", option.doc))
            editor.setObjectName(f"setting_{option.name}")
            self.editors[option.name] = editor
            form.addRow(_label(option), editor)
        self.speeds = QLabel()
        self.speeds.setObjectName("backendSpeeds")
        self.speeds.setWordWrap(True)
        self.benchmark_button = QPushButton(self.tr("Benchmark the backends…"))
        self.benchmark_button.setObjectName("benchmarkButton")
        self.benchmark_button.setToolTip(self.tr(
            "Opens the Benchmark page: each installed backend's prompt and generation speed "
            "on a model, measured the way llama-bench does."))
        self.benchmark_button.clicked.connect(self._benchmark)
        form.insertRow(form.rowCount(), self.speeds)
        form.insertRow(form.rowCount(), self.benchmark_button)
        history = load_history()
        self._show_speeds(history[-1] if history else None)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03a2e;")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(560, 700)

    def _show_speeds(self, report: BenchReport | None) -> None:
        """The last benchmark's generation speed per backend, beside the backend choice."""
        if report is None or not report.backends:
            self.speeds.setText(self.tr("Backend speeds: not measured on this machine yet."))
            return
        lines = [self.tr("Measured here with {model} on {date}:").format(
            model=report.model, date=report.measured.replace("T", " "))]
        for backend in report.backends:
            tg = next((r for r in backend.rows if r.kind == "tg" and r.depth == 0), None)
            if backend.error:
                lines.append(self.tr("{backend}: failed ({error})").format(
                    backend=backend.backend, error=backend.error))
            elif tg is not None:
                lines.append(self.tr("{backend}: {tps:.1f} tok/s generation, runs on "
                                     "{runs_on} ({device})").format(
                    backend=backend.backend, tps=tg.mean_tps, runs_on=backend.runs_on,
                    device=backend.device_description or backend.device))
        self.speeds.setText("\n".join(lines))

    def _benchmark(self) -> None:
        """Shows the page; the dialog closes too, unless it holds edits not yet saved."""
        self.sig_benchmark_requested.emit()
        if all(self.settings[name] == value for name, value in self.values().items()):
            self.reject()

    def _editor(self, option: Option, value: Any) -> QWidget:
        if option.kind is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if option.choices:
            combo = QComboBox()
            combo.addItems(list(option.choices))
            combo.setCurrentText(str(value))
            return combo
        if option.kind is int:
            spin = QSpinBox()
            spin.setRange(int(option.minimum if option.minimum is not None else -2**31),
                          int(option.maximum if option.maximum is not None else 2**31 - 1))
            spin.setValue(int(value))
            return spin
        if option.kind is float:
            dspin = QDoubleSpinBox()
            dspin.setDecimals(3)
            dspin.setSingleStep(0.05)
            dspin.setRange(option.minimum or 0.0, option.maximum or 1e9)
            dspin.setValue(float(value))
            return dspin
        if option.name == "system_prompt":
            text = QPlainTextEdit(str(value))
            text.setFixedHeight(90)
            return text
        line = QLineEdit(str(value))
        if option.name == "hf_token":
            line.setEchoMode(QLineEdit.EchoMode.Password)
        return line

    def values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentText()
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                values[name] = editor.value()
            elif isinstance(editor, QPlainTextEdit):
                values[name] = editor.toPlainText()
            elif isinstance(editor, QLineEdit):
                values[name] = editor.text()
        return values

    def accept(self) -> None:
        try:
            for name, value in self.values().items():
                self.settings.set(name, value)
            self.settings.save()
        except (ValueError, OSError) as exc:
            self.error.setText(self.tr("The settings were not saved: {error}").format(error=exc))
            return
        super().accept()
