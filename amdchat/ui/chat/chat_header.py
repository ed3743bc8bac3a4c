"""The top of the chat: the conversation's system prompt and preset, shown and edited.

One line says what the next reply will be generated with (the system prompt,
the preset, the main figures); "Edit" opens the editors below it. A change
applies to this conversation only, from its next reply; a preset is a named
set of values saved to reuse in other conversations.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from amdchat.chats.chat_settings import PARAMETERS, ChatSettings, Preset
from amdchat.config import Settings, option
from amdchat.ui.chat.think_switch import ThinkSwitch
from amdchat.ui.icons import icon_button, themed_icon

PROMPT_APPLY_MS = 400  # a system prompt being typed is saved once the typing pauses
_PROMPT_SHOWN = 60  # characters of the system prompt in the summary line


def parameter_label(name: str) -> str:
    labels = {
        "temperature": QCoreApplication.translate("ChatHeader", "Temperature"),
        "top_p": QCoreApplication.translate("ChatHeader", "Top-p"),
        "top_k": QCoreApplication.translate("ChatHeader", "Top-k"),
        "min_p": QCoreApplication.translate("ChatHeader", "Min-p"),
        "repeat_penalty": QCoreApplication.translate("ChatHeader", "Repeat penalty"),
        "max_tokens": QCoreApplication.translate("ChatHeader", "Max reply tokens"),
        "seed": QCoreApplication.translate("ChatHeader", "Seed"),
        "context_length": QCoreApplication.translate("ChatHeader", "Context length"),
    }
    return labels[name]


FOLLOW_AUTOMATIC = int(option("context_length").minimum or 256) - 1
"""The context editor's "automatic": the chat has no length of its own, the app's
automatic one applies."""


def _editor(name: str) -> QSpinBox | QDoubleSpinBox:
    declared = option(name)
    editor: QSpinBox | QDoubleSpinBox
    if declared.kind is int:
        editor = QSpinBox()
        editor.setRange(int(declared.minimum or 0), int(min(declared.maximum or 2**31 - 1,
                                                             2**31 - 1)))
    else:
        editor = QDoubleSpinBox()
        editor.setDecimals(2)
        editor.setSingleStep(0.05)
        editor.setRange(declared.minimum or 0.0, declared.maximum or 1e9)
    if name == "context_length":  # its lowest value stands for the app's automatic one
        editor.setMinimum(FOLLOW_AUTOMATIC)
        editor.setSpecialValueText(QCoreApplication.translate("ChatHeader", "automatic"))
    editor.setObjectName(f"{name}Editor")
    editor.setToolTip(QCoreApplication.translate("settings", declared.doc))
    editor.setKeyboardTracking(False)  # one change per typed number, not per digit
    return editor


class ChatHeader(QFrame):
    sig_changed = Signal(object)
    """The user changed the conversation's prompt or parameters: the new ChatSettings."""
    sig_preset_saved = Signal(object)
    """A Preset to save (a new one, or one replacing the preset of its name)."""
    sig_preset_deleted = Signal(str)
    """The name of a preset to delete."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatHeader")
        self.settings = settings
        self.chat = ChatSettings()
        self.presets: list[Preset] = []
        self._showing = False  # set while widgets are filled, so no change is reported
        self.summary = QLabel()
        self.summary.setObjectName("chatSummary")
        self.summary.setWordWrap(True)
        self.edit_button = QToolButton()
        self.edit_button.setObjectName("chatSettingsButton")
        self.edit_button.setText(self.tr("System prompt and preset…"))
        self.edit_button.setIcon(themed_icon("settings"))
        self.edit_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.edit_button.setCheckable(True)
        self.list_button = icon_button(
            "sidebar", self.tr("Show or hide the list of conversations"), "conversationListButton")
        self.list_button.setCheckable(True)
        self.list_button.setChecked(True)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.list_button)
        top.addWidget(self.summary, 1)
        self.think_switch = ThinkSwitch()  # shown only for a model that can think less
        top.addWidget(self.think_switch)
        top.addWidget(self.edit_button)
        # the window folds the live panel with it (ui/live_fold.py)
        self.live_button = icon_button(
            "live_panel", self.tr("Show or hide the live panel"), "livePanelButton")
        self.live_button.setCheckable(True)
        self.live_button.setChecked(True)
        top.addWidget(self.live_button)
        self.editors_box = self._build_editors()
        self.editors_box.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addLayout(top)
        layout.addWidget(self.editors_box)
        self._prompt_timer = QTimer(self, singleShot=True, interval=PROMPT_APPLY_MS)
        self._prompt_timer.timeout.connect(self._apply_prompt)
        self.edit_button.toggled.connect(self.editors_box.setVisible)
        self.think_switch.sig_think_chosen.connect(
            lambda think: self._apply(replace(self.chat, think=think)))
        self.prompt.textChanged.connect(self._on_prompt_typed)
        self.app_prompt_button.clicked.connect(self._use_app_prompt)
        self.preset_combo.activated.connect(self._on_preset_chosen)
        self.save_preset_button.clicked.connect(self.ask_preset_name)
        self.delete_preset_button.clicked.connect(self._delete_preset)
        for name, editor in self.editors.items():
            editor.valueChanged.connect(lambda value, n=name: self._on_value(n, value))
        self.show_chat(self.chat, [])

    def _build_editors(self) -> QWidget:
        box = QWidget()
        self.prompt = QPlainTextEdit()
        self.prompt.setObjectName("systemPromptEditor")
        self.prompt.setFixedHeight(70)
        self.app_prompt_button = QPushButton(self.tr("Use the app's system prompt"))
        self.app_prompt_button.setObjectName("appPromptButton")
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        self.save_preset_button = QPushButton(self.tr("Save as preset…"))
        self.save_preset_button.setObjectName("savePresetButton")
        self.delete_preset_button = QPushButton(self.tr("Delete preset"))
        self.delete_preset_button.setObjectName("deletePresetButton")
        presets = QHBoxLayout()
        presets.addWidget(self.preset_combo, 1)
        presets.addWidget(self.save_preset_button)
        presets.addWidget(self.delete_preset_button)
        self.editors = {name: _editor(name) for name in PARAMETERS}
        figures = QGridLayout()  # two figures a row: the chat keeps most of the height
        for index, (name, editor) in enumerate(self.editors.items()):
            row, column = divmod(index, 2)
            figures.addWidget(QLabel(parameter_label(name)), row, column * 2)
            figures.addWidget(editor, row, column * 2 + 1)
        figures.setColumnStretch(1, 1)
        figures.setColumnStretch(3, 1)
        form = QFormLayout(box)
        form.setContentsMargins(0, 0, 0, 0)
        prompt_row = QVBoxLayout()
        prompt_row.addWidget(self.prompt)
        prompt_row.addWidget(self.app_prompt_button)
        form.addRow(self.tr("System prompt"), prompt_row)
        form.addRow(self.tr("Preset"), presets)
        form.addRow(figures)
        return box

    # -- what is shown ----------------------------------------------------------------
    def show_chat(self, chat: ChatSettings, presets: list[Preset]) -> None:
        """Show a conversation's settings (another one opened, or the app's changed)."""
        self._prompt_timer.stop()
        self.chat, self.presets = chat, list(presets)
        self._showing = True
        try:
            prompt = chat.effective_system_prompt(self.settings)
            if self.prompt.toPlainText() != prompt:
                self.prompt.setPlainText(prompt)
            self.prompt.setPlaceholderText(self.tr("No system prompt"))
            self.app_prompt_button.setEnabled(chat.system_prompt is not None)
            self.preset_combo.clear()
            self.preset_combo.addItem(self.tr("App settings"), "")
            for preset in self.presets:
                self.preset_combo.addItem(preset.name, preset.name)
            index = self.preset_combo.findData(chat.preset)
            self.preset_combo.setCurrentIndex(max(index, 0))
            self.delete_preset_button.setEnabled(index > 0)
            for name, editor in self.editors.items():
                editor.setValue(self._shown_value(name))
            self.think_switch.show_think(chat.think)
        finally:
            self._showing = False
        self.summary.setText(self.summary_text())

    def _shown_value(self, name: str) -> Any:
        if name == "context_length":
            length = self.chat.context_length(self.settings)
            return FOLLOW_AUTOMATIC if length is None else length
        return self.chat.value(name, self.settings)

    def summary_text(self) -> str:
        prompt = " ".join(self.chat.effective_system_prompt(self.settings).split())
        if not prompt:
            prompt_part = self.tr("No system prompt")
        else:
            if len(prompt) > _PROMPT_SHOWN:
                prompt = prompt[:_PROMPT_SHOWN - 1] + "…"
            prompt_part = self.tr("System prompt: “{text}”").format(text=prompt)
        preset = self._preset(self.chat.preset)
        if preset is not None:
            preset_part = (self.tr("Preset: {name} (changed)") if self.chat.differs_from(preset)
                           else self.tr("Preset: {name}")).format(name=preset.name)
        elif self.chat.parameters:
            preset_part = self.tr("Preset: this chat's own")
        else:
            preset_part = self.tr("Preset: app settings")
        figures = self.tr("temperature {t:g}, top-p {p:g}, up to {n} tokens, context {c}").format(
            t=self.chat.value("temperature", self.settings),
            p=self.chat.value("top_p", self.settings),
            n=self.chat.value("max_tokens", self.settings),
            c=self.chat.context_length(self.settings) or self.tr("automatic"))
        return " · ".join((prompt_part, preset_part, figures))

    def _preset(self, name: str) -> Preset | None:
        return next((preset for preset in self.presets if preset.name == name), None)

    # -- what the user changes -------------------------------------------------------------
    def _apply(self, chat: ChatSettings) -> None:
        self.chat = chat
        self.app_prompt_button.setEnabled(chat.system_prompt is not None)
        self.summary.setText(self.summary_text())
        self.sig_changed.emit(chat)

    def _on_prompt_typed(self) -> None:
        if not self._showing:
            self._prompt_timer.start()

    def commit(self) -> None:
        """Apply a system prompt still being typed (before a message is sent)."""
        if self._prompt_timer.isActive():
            self._prompt_timer.stop()
            self._apply_prompt()

    def _apply_prompt(self) -> None:
        text = self.prompt.toPlainText()
        if self.chat.system_prompt is None and text == self.settings["system_prompt"]:
            return  # still the app's: it keeps following the app's
        if text != self.chat.system_prompt:
            self._apply(replace(self.chat, system_prompt=text,
                                parameters=dict(self.chat.parameters)))

    def _use_app_prompt(self) -> None:
        self._prompt_timer.stop()
        self._apply(replace(self.chat, system_prompt=None, parameters=dict(self.chat.parameters)))
        self.show_chat(self.chat, self.presets)

    def _on_value(self, name: str, value: Any) -> None:
        if self._showing or value == self._shown_value(name):
            return
        self.commit()  # a system prompt being typed is kept, not overwritten
        parameters = {**self.chat.parameters, name: value}
        if name == "context_length" and value == FOLLOW_AUTOMATIC:
            del parameters[name]  # the app's context (automatic) applies
        self._apply(replace(self.chat, parameters=parameters))
        if name not in parameters:
            self.show_chat(self.chat, self.presets)  # the app's context, as it is now

    def _on_preset_chosen(self, index: int) -> None:
        self.commit()
        preset = self._preset(str(self.preset_combo.itemData(index) or ""))
        chat = (self.chat.with_preset(preset) if preset is not None
                else replace(self.chat, preset="", parameters={}))
        self._apply(chat)
        self.show_chat(chat, self.presets)

    def ask_preset_name(self) -> None:
        name, ok = QInputDialog.getText(
            self, self.tr("Save preset"), self.tr("Name of the preset (one of the same name is "
                                                  "replaced):"), QLineEdit.EchoMode.Normal,
            self.chat.preset)
        if ok and name.strip():
            self.save_preset(name.strip())

    def save_preset(self, name: str) -> None:
        """Every figure as this conversation has it, under ``name``, which it now uses."""
        self.commit()
        preset = Preset(name, {n: self.chat.value(n, self.settings) for n in PARAMETERS})
        self.presets = [p for p in self.presets if p.name != name] + [preset]
        self.presets.sort(key=lambda p: p.name.casefold())
        self.sig_preset_saved.emit(preset)
        chat = self.chat.with_preset(preset)
        self._apply(chat)
        self.show_chat(chat, self.presets)

    def _delete_preset(self) -> None:
        name = self.chat.preset
        if not name:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete preset"),
            self.tr("Delete the preset “{name}”? Conversations that use it keep their "
                    "values.").format(name=name))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.presets = [p for p in self.presets if p.name != name]
        self.sig_preset_deleted.emit(name)
        chat = replace(self.chat, preset="", parameters=dict(self.chat.parameters))
        self._apply(chat)
        self.show_chat(chat, self.presets)
