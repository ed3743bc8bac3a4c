"""The settings dialog, generated from the declared options in amdchat.config.

Grouped in pages (Model, Backend and GPU, Performance, Chat, Downloads, Appearance), listed
on the left. The backend list offers only the backends installed here; the
others are shown greyed, with why and how to add them. The GPU is chosen by
name from the GPUs found, never typed as a number. What each page holds and the
labels: settings_pages.py; the editor of each option: settings_editors.py.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from amdchat.backends.registry import Backend, discover
from amdchat.bench.history import load_history
from amdchat.bench.results import BenchReport
from amdchat.config import OPTIONS, Settings
from amdchat.session.remote_placing import SkippedServers
from amdchat.ui.backend_offer import measured_text
from amdchat.ui.settings_editors import editor_for, read_values
from amdchat.ui.settings_network import add_share_rows
from amdchat.ui.settings_pages import HIDDEN, PAGES, label_of, page_of
from amdchat.ui.theme import paint_status
from amdchat.ui.window_state import fitting_size


class SettingsDialog(QDialog):
    sig_benchmark_requested = Signal()
    """The user wants to measure the backends: the window opens its Benchmark page."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 gpus: list[str] | None = None, backends: list[Backend] | None = None,
                 skipped: SkippedServers | None = None) -> None:
        """``gpus``: the names of the GPUs found, in the backend's order (the setting is
        an index in it); ``backends``: those installed (discovered when not given);
        ``skipped``: the remote servers this run loads without (they stopped answering)."""
        super().__init__(parent)
        self._skipped = skipped
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self._gpus = list(gpus or [])
        self._installed = {b.kind for b in (discover() if backends is None else backends)}
        self.editors: dict[str, QWidget] = {}
        self.page_list = QListWidget()
        self.page_list.setObjectName("settingsPages")
        self.pages = QStackedWidget()
        self.forms: dict[str, QFormLayout] = {}
        for title, _names in PAGES:
            self._add_page(title)
        for option in OPTIONS:
            if option.name in HIDDEN:
                continue
            editor = editor_for(option, settings[option.name], installed=self._installed,
                                gpus=self._gpus, skipped=self._skipped)
            if not editor.toolTip():
                editor.setToolTip(QCoreApplication.translate("settings", option.doc))
            editor.setObjectName(f"setting_{option.name}")
            self.editors[option.name] = editor
            self.forms[page_of(option.name)].addRow(label_of(option), editor)
        if "language" in self.editors:  # read once, at start
            hint = QLabel(self.tr("A new language shows at the next start."))
            hint.setWordWrap(True)
            self.forms[page_of("language")].addRow("", hint)
        form = self.forms["Backend and GPU"]
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
        self.measured = QLabel(measured_text())  # what "auto" decided from
        self.measured.setObjectName("measuredBackends")
        self.measured.setWordWrap(True)
        form.insertRow(form.rowCount(), self.measured)
        form.insertRow(form.rowCount(), self.benchmark_button)
        history = load_history()
        self._show_speeds(history[-1] if history else None)
        self._add_api_notes(self.forms["Local API server"])
        host, port = self.editors["share_host"], self.editors["share_port"]
        assert isinstance(host, QLineEdit)
        self.share_switch = add_share_rows(self.forms["Network"], host, port)
        self._enable_with_choice()
        appearance = self.forms["Appearance"]
        if appearance.rowCount() == 0:
            note = QLabel(self.tr("amdchat follows the system's colours and language."))
            note.setWordWrap(True)
            appearance.addRow(note)
        self.page_list.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.page_list.setCurrentRow(0)
        self.page_list.setMaximumWidth(self.page_list.sizeHintForColumn(0) + 24)
        body = QHBoxLayout()
        body.addWidget(self.page_list)
        body.addWidget(self.pages, 1)
        self.error = QLabel()
        paint_status(self.error, "error")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(*fitting_size(self, 780, 540))  # Russian labels beside fields, unscrolled

    def _add_page(self, title: str) -> None:
        body = QWidget()
        self.forms[title] = QFormLayout(body)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        self.pages.addWidget(scroll)
        self.page_list.addItem(QCoreApplication.translate("settings", title))

    def show_page(self, title: str) -> None:
        """Open the dialog on the page with this (untranslated) title."""
        self.page_list.setCurrentRow([t for t, _n in PAGES].index(title))

    def _add_api_notes(self, form: QFormLayout) -> None:
        """What the server is for, and the warning for the network (read as it is set)."""
        about = QLabel(self.tr(
            "Other programs (editor assistants, Open WebUI, scripts using the openai "
            "package) can use the loaded model at http://127.0.0.1:<port>/v1, in turn with "
            "the chat. The live panel shows the address and each request."))
        about.setWordWrap(True)
        form.insertRow(0, about)
        self.api_warning = QLabel()
        self.api_warning.setObjectName("apiNetworkWarning")
        self.api_warning.setWordWrap(True)
        form.addRow(self.api_warning)
        network = self.editors["api_listen_network"]
        key = self.editors["api_key"]
        assert isinstance(network, QCheckBox) and isinstance(key, QLineEdit)

        def warn() -> None:
            if not network.isChecked():
                self.api_warning.setText("")
            elif not key.text():
                self.api_warning.setText(self.tr(
                    "Warning: on the network, other computers could use the model. The "
                    "server does not start without an API key: set one."))
            else:
                self.api_warning.setText(self.tr(
                    "Warning: other computers on the network can use the model with the "
                    "API key."))

        network.toggled.connect(warn)
        key.textChanged.connect(warn)
        warn()

    def _enable_with_choice(self) -> None:
        """A number that the current choice ignores is greyed out: the context length
        while it is automatic, the layers and the experts' layers outside their mode."""
        auto, length = self.editors["context_auto"], self.editors["context_length"]
        offload = self.editors["gpu_offload"]
        assert isinstance(auto, QCheckBox) and isinstance(offload, QComboBox)

        def update() -> None:
            length.setEnabled(not auto.isChecked())
            mode = offload.currentData()
            self.editors["gpu_layers"].setEnabled(mode == "layers")
            self.editors["cpu_moe_layers"].setEnabled(mode == "experts")

        auto.toggled.connect(update)
        offload.currentIndexChanged.connect(update)
        update()

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

    def values(self) -> dict[str, Any]:
        return read_values(self.editors)

    def accept(self) -> None:
        try:
            for name, value in self.values().items():
                self.settings.set(name, value)
            self.settings.save()
        except (ValueError, OSError) as exc:
            self.error.setText(self.tr("The settings were not saved: {error}").format(error=exc))
            return
        super().accept()
