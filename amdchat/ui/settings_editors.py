"""The settings dialog's editors: one widget per declared option, and the values read back.

Chosen by the option's kind (a check box, a list of its choices, a number, a line), with
the options that need more their own: the backends (those not installed greyed, with
why), the GPUs by name, the languages by their own names, the remote GPUs
(amdchat.ui.settings_network). Its texts keep the dialog's translation context
("SettingsDialog"), whose they were.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from amdchat import paths
from amdchat.backends.registry import why_missing
from amdchat.config import BACKENDS, LANGUAGES, Option
from amdchat.hardware.cpu_cores import performance_cores
from amdchat.session.remote_placing import SkippedServers
from amdchat.ui import messages as texts
from amdchat.ui.settings_network import RemoteGpuList

_tr = QCoreApplication.translate

# Each language in its own words, so that one can find one's way back from any of them.
_LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "ru": "Русский"}


def editor_for(option: Option, value: Any, *, installed: set[str], gpus: list[str],
               skipped: SkippedServers | None) -> QWidget:
    """The widget that edits ``option``, showing ``value``. ``installed``: the backend
    kinds installed here; ``gpus``: the GPUs' names; ``skipped``: the remote servers
    this run loads without."""
    if option.name == "rpc_servers":  # checked when added (ui/settings_network.py)
        return RemoteGpuList(list(value), skipped)
    if option.name == "backend":
        return _backend_editor(str(value), installed)
    if option.name == "gpu_device":
        return _gpu_editor(int(value), gpus)
    if option.name == "language":
        return _language_editor(str(value))
    if option.kind is bool:
        box = QCheckBox()
        box.setChecked(bool(value))
        return box
    if option.choices:
        return _choice_editor(option, value)
    if option.kind is int:
        return _int_editor(option, value)
    if option.kind is float:
        return _float_editor(option, value)
    return _text_editor(option, value)


def read_values(editors: dict[str, QWidget]) -> dict[str, Any]:
    """What each editor holds now, by option name."""
    values: dict[str, Any] = {}
    for name, editor in editors.items():
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


def _narrow(combo: QComboBox) -> None:
    """A long entry widens the popup, not the page (no sideways scrolling)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(18)


def _backend_editor(value: str, installed_kinds: set[str]) -> QComboBox:
    """Every backend, the ones not installed here greyed out with why."""
    combo = QComboBox()
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    names = {"auto": _tr("SettingsDialog", "Automatic (a GPU if one works, else CPU)"),
             "vulkan": _tr("SettingsDialog", "Vulkan"),
             "rocm": _tr("SettingsDialog", "ROCm (HIP)"), "cpu": _tr("SettingsDialog", "CPU")}
    for row, kind in enumerate(BACKENDS):
        installed = kind == "auto" or kind in installed_kinds
        text = names.get(kind, kind) if installed else _tr(
            "SettingsDialog", "{backend} (not installed)").format(backend=names.get(kind, kind))
        combo.addItem(text, kind)
        if not installed:
            item = model.item(row)
            item.setToolTip(texts.translated(why_missing(kind)))
            # the current choice stays choosable: the dialog never changes it unasked
            item.setEnabled(kind == value)
    combo.setCurrentIndex(max(combo.findData(value), 0))
    _narrow(combo)
    combo.setToolTip(_tr("SettingsDialog", "Backends not installed here are greyed out; "
                                           "hover one to see how to add it."))
    return combo


def _gpu_editor(value: int, gpus: list[str]) -> QComboBox:
    """The GPUs found, by name; the setting keeps the GPU's index among them."""
    combo = QComboBox()
    combo.addItem(_tr("SettingsDialog", "Automatic (the backend's choice)"), -1)
    for index, name in enumerate(gpus):
        combo.addItem(name, index)
    if combo.findData(value) < 0:
        combo.addItem(_tr("SettingsDialog", "GPU {index} (not found now)").format(index=value),
                      value)
    combo.setCurrentIndex(combo.findData(value))
    _narrow(combo)
    if not gpus:
        combo.setToolTip(_tr("SettingsDialog", "No GPU was found on this computer; the "
                                               "backend chooses (the CPU, or a Vulkan device "
                                               "it finds)."))
    else:
        combo.setToolTip(_tr("SettingsDialog",
                             "Which GPU the model runs on, when there are several."))
    return combo


def _language_editor(value: str) -> QComboBox:
    """The languages by their own names; the change shows at the next start."""
    combo = QComboBox()
    for code in LANGUAGES:
        combo.addItem(_LANGUAGE_NAMES.get(code) or _tr("SettingsDialog",
                                                       "The system's language"), code)
    combo.setCurrentIndex(max(combo.findData(value), 0))
    _narrow(combo)
    combo.setToolTip(_tr("SettingsDialog", "The app shows its texts in this language from "
                                           "its next start."))
    return combo


def _choice_names(name: str) -> dict[str, str]:
    """Words among an option's choices, as the user reads them (chat template names
    and the like are names, shown as they are)."""
    if name == "theme":
        return {"system": _tr("SettingsDialog", "As the system"),
                "light": _tr("SettingsDialog", "Light"), "dark": _tr("SettingsDialog", "Dark")}
    if name == "gpu_offload":
        return {"auto": _tr("SettingsDialog", "Automatic (as much as fits)"),
                "all": _tr("SettingsDialog", "Everything"),
                "layers": _tr("SettingsDialog", "A number of layers"),
                "experts": _tr("SettingsDialog", "Experts of some layers in RAM")}
    return {}


def _choice_editor(option: Option, value: Any) -> QComboBox:
    combo = QComboBox()
    names = _choice_names(option.name)
    for choice in option.choices:  # shown translated where it is a word, kept as is
        combo.addItem(names.get(choice, choice), choice)
    combo.setCurrentIndex(max(combo.findData(str(value)), 0))
    _narrow(combo)
    return combo


def _int_editor(option: Option, value: Any) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(int(option.minimum if option.minimum is not None else -2**31),
                  int(option.maximum if option.maximum is not None else 2**31 - 1))
    spin.setValue(int(value))
    if option.name == "threads":  # 0 reads as what automatic means here
        spin.setSpecialValueText(_tr("SettingsDialog", "Automatic ({count})").format(
            count=performance_cores()))
    return spin


def _float_editor(option: Option, value: Any) -> QDoubleSpinBox:
    dspin = QDoubleSpinBox()
    dspin.setDecimals(3)
    dspin.setSingleStep(0.05)
    dspin.setRange(option.minimum or 0.0, option.maximum or 1e9)
    dspin.setValue(float(value))
    return dspin


def _text_editor(option: Option, value: Any) -> QWidget:
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
        line.setPlaceholderText(_tr("SettingsDialog",
                                    "optional: only for gated or private models"))
    return line
