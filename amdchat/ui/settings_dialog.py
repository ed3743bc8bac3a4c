"""The settings dialog, generated from the declared options in amdchat.config.

Grouped in pages (Model, Backend and GPU, Performance, Chat, Downloads, Appearance), listed
on the left. The backend list offers only the backends installed here; the
others are shown greyed, with why and how to add them. The GPU is chosen by
name from the GPUs found, never typed as a number.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from amdchat import paths
from amdchat.backends.registry import Backend, discover, why_missing
from amdchat.bench.history import load_history
from amdchat.bench.results import BenchReport
from amdchat.config import BACKENDS, LANGUAGES, OPTIONS, Option, Settings
from amdchat.hardware.cpu_cores import performance_cores
from amdchat.i18n import tr_noop
from amdchat.session.remote_placing import SkippedServers
from amdchat.ui import messages as texts
from amdchat.ui.backend_offer import measured_text
from amdchat.ui.settings_network import RemoteGpuList, add_share_rows
from amdchat.ui.theme import paint_status
from amdchat.ui.window_state import fitting_size

# Options edited elsewhere in the app, not in this dialog.
_HIDDEN = {"last_model", "recent_models", "remote_url", "remote_model"}

_LABELS = {
    "rpc_servers": QT_TRANSLATE_NOOP("settings", "Remote GPUs"),
    "share_host": QT_TRANSLATE_NOOP("settings", "Share on address"),
    "share_port": QT_TRANSLATE_NOOP("settings", "Share on port"),
    "load_last_model_on_start": QT_TRANSLATE_NOOP("settings", "Load last model at start"),
    "backend": QT_TRANSLATE_NOOP("settings", "Backend"),
    "offer_backend_comparison": QT_TRANSLATE_NOOP("settings", "Offer to measure"),
    "gpu_offload": QT_TRANSLATE_NOOP("settings", "GPU offload"),
    # enabled only with their GPU offload choice, which says what they are for
    "gpu_layers": QT_TRANSLATE_NOOP("settings", "Layers on the GPU"),
    "cpu_moe_layers": QT_TRANSLATE_NOOP("settings", "Layers with experts in RAM"),
    "gpu_margin_mib": QT_TRANSLATE_NOOP("settings", "Memory kept free on the GPU (MiB)"),
    "context_auto": QT_TRANSLATE_NOOP("settings", "Automatic context length"),
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
    "gpu_device": QT_TRANSLATE_NOOP("settings", "GPU"),
    "hf_token": QT_TRANSLATE_NOOP("settings", "Hugging Face token"),
    "api_server": QT_TRANSLATE_NOOP("settings", "Local API server"),
    "api_port": QT_TRANSLATE_NOOP("settings", "API port"),
    "api_listen_network": QT_TRANSLATE_NOOP("settings", "Listen on the network"),
    "api_key": QT_TRANSLATE_NOOP("settings", "API key"),
    "api_cors": QT_TRANSLATE_NOOP("settings", "Allow browser pages (CORS)"),
    "api_fetch_images": QT_TRANSLATE_NOOP("settings", "Download images sent as links"),
    "theme": QT_TRANSLATE_NOOP("settings", "Theme"),
    "kv_cache_type": QT_TRANSLATE_NOOP("settings", "KV cache type"),
    "flash_attention": QT_TRANSLATE_NOOP("settings", "Flash attention"),
    "swa_full": QT_TRANSLATE_NOOP("settings", "Full-size sliding-window cache"),
    "fit_dry_run": QT_TRANSLATE_NOOP("settings", "Measure fit with a dry run"),
    "language": QT_TRANSLATE_NOOP("settings", "Language"),
    "threads": QT_TRANSLATE_NOOP("settings", "CPU threads"),
    "vulkan_small_bar_workaround": QT_TRANSLATE_NOOP("settings",
                                                     "Vulkan workaround for a small BAR"),
}

# Each language in its own words, so that one can find one's way back from any of them.
_LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "ru": "Русский"}


# The pages, in order, and the options on each. An option no page names (one added
# later) goes to the page its name suggests, else to Chat.
PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (tr_noop("settings", "Model"),
     ("load_last_model_on_start", "context_auto", "context_length", "chat_template",
      "kv_cache_type", "flash_attention", "swa_full", "fit_dry_run")),
    (tr_noop("settings", "Backend and GPU"),
     ("backend", "offer_backend_comparison", "gpu_device", "gpu_offload", "gpu_layers",
      "cpu_moe_layers", "gpu_margin_mib", "vulkan_small_bar_workaround")),
    (tr_noop("settings", "Performance"), ("threads",)),
    (tr_noop("settings", "Chat"),
     ("system_prompt", "temperature", "top_p", "top_k", "min_p", "repeat_penalty",
      "max_tokens", "seed")),
    (tr_noop("settings", "Downloads"), ("models_dir", "hf_token")),
    (tr_noop("settings", "Local API server"),
     ("api_server", "api_port", "api_listen_network", "api_key", "api_cors",
      "api_fetch_images")),
    (tr_noop("settings", "Network"), ("rpc_servers", "share_host", "share_port")),
    (tr_noop("settings", "Appearance"), ()),
)
_APPEARANCE_WORDS = ("theme", "language", "font", "appearance")


def page_of(name: str) -> str:
    """The (untranslated) title of the page that shows option ``name``."""
    for title, names in PAGES:
        if name in names:
            return title
    if any(word in name for word in _APPEARANCE_WORDS):
        return "Appearance"
    return "Chat"


def _narrow(combo: QComboBox) -> None:
    """A long entry widens the popup, not the page (no sideways scrolling)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(18)


def _label(option: Option) -> str:
    return QCoreApplication.translate("settings", str(_LABELS.get(option.name, option.name)))


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
            if option.name in _HIDDEN:
                continue
            editor = self._editor(option, settings[option.name])
            if not editor.toolTip():
                editor.setToolTip(QCoreApplication.translate("settings", option.doc))
            editor.setObjectName(f"setting_{option.name}")
            self.editors[option.name] = editor
            self.forms[page_of(option.name)].addRow(_label(option), editor)
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

    def _backend_editor(self, value: str) -> QComboBox:
        """Every backend, the ones not installed here greyed out with why."""
        combo = QComboBox()
        model = combo.model()
        assert isinstance(model, QStandardItemModel)
        names = {"auto": self.tr("Automatic (a GPU if one works, else CPU)"),
                 "vulkan": self.tr("Vulkan"), "rocm": self.tr("ROCm (HIP)"),
                 "cpu": self.tr("CPU")}
        for row, kind in enumerate(BACKENDS):
            installed = kind == "auto" or kind in self._installed
            text = names.get(kind, kind) if installed else self.tr(
                "{backend} (not installed)").format(backend=names.get(kind, kind))
            combo.addItem(text, kind)
            if not installed:
                item = model.item(row)
                item.setToolTip(texts.translated(why_missing(kind)))
                # the current choice stays choosable: the dialog never changes it unasked
                item.setEnabled(kind == value)
        combo.setCurrentIndex(max(combo.findData(value), 0))
        _narrow(combo)
        combo.setToolTip(self.tr("Backends not installed here are greyed out; hover one to "
                                 "see how to add it."))
        return combo

    def _gpu_editor(self, value: int) -> QComboBox:
        """The GPUs found, by name; the setting keeps the GPU's index among them."""
        combo = QComboBox()
        combo.addItem(self.tr("Automatic (the backend's choice)"), -1)
        for index, name in enumerate(self._gpus):
            combo.addItem(name, index)
        if combo.findData(value) < 0:
            combo.addItem(self.tr("GPU {index} (not found now)").format(index=value), value)
        combo.setCurrentIndex(combo.findData(value))
        _narrow(combo)
        if not self._gpus:
            combo.setToolTip(self.tr("No GPU was found on this computer; the backend "
                                     "chooses (the CPU, or a Vulkan device it finds)."))
        else:
            combo.setToolTip(self.tr("Which GPU the model runs on, when there are several."))
        return combo

    def _choice_names(self, name: str) -> dict[str, str]:
        """Words among an option's choices, as the user reads them (chat template names
        and the like are names, shown as they are)."""
        if name == "theme":
            return {"system": self.tr("As the system"), "light": self.tr("Light"),
                    "dark": self.tr("Dark")}
        if name == "gpu_offload":
            return {"auto": self.tr("Automatic (as much as fits)"),
                    "all": self.tr("Everything"), "layers": self.tr("A number of layers"),
                    "experts": self.tr("Experts of some layers in RAM")}
        return {}

    def _language_editor(self, value: str) -> QComboBox:
        """The languages by their own names; the change shows at the next start."""
        combo = QComboBox()
        for code in LANGUAGES:
            combo.addItem(_LANGUAGE_NAMES.get(code) or self.tr("The system's language"), code)
        combo.setCurrentIndex(max(combo.findData(value), 0))
        _narrow(combo)
        combo.setToolTip(self.tr("The app shows its texts in this language from its next "
                                 "start."))
        return combo

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

    def _editor(self, option: Option, value: Any) -> QWidget:
        if option.name == "rpc_servers":  # checked when added (ui/settings_network.py)
            return RemoteGpuList(list(value), self._skipped)
        if option.name == "backend":
            return self._backend_editor(str(value))
        if option.name == "gpu_device":
            return self._gpu_editor(int(value))
        if option.name == "language":
            return self._language_editor(str(value))
        if option.kind is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if option.choices:
            combo = QComboBox()
            names = self._choice_names(option.name)
            for choice in option.choices:  # shown translated where it is a word, kept as is
                combo.addItem(names.get(choice, choice), choice)
            combo.setCurrentIndex(max(combo.findData(str(value)), 0))
            _narrow(combo)
            return combo
        if option.kind is int:
            spin = QSpinBox()
            spin.setRange(int(option.minimum if option.minimum is not None else -2**31),
                          int(option.maximum if option.maximum is not None else 2**31 - 1))
            spin.setValue(int(value))
            if option.name == "threads":  # 0 reads as what automatic means here
                spin.setSpecialValueText(self.tr("Automatic ({count})").format(
                    count=performance_cores()))
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
            # fixed, not expanding: the form spread the Chat page's rows apart to fill it
            text.setSizePolicy(text.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Fixed)
            return text
        line = QLineEdit(str(value))
        if option.name in ("hf_token", "api_key"):
            line.setEchoMode(QLineEdit.EchoMode.Password)
        if option.name == "models_dir":  # empty is a folder too: say which
            line.setPlaceholderText(str(paths.default_models_dir()))
        elif option.name == "hf_token":
            line.setPlaceholderText(self.tr("optional: only for gated or private models"))
        return line

    def values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, RemoteGpuList):
                values[name] = editor.servers()
            elif isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                data = editor.currentData()
                values[name] = editor.currentText() if data is None else data
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
