"""The toolbar over every page: which model is chosen, its state, and the buttons to
open a file, load or unload it, and open the settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QToolBar, QWidget

from amdchat.session.listener import State
from amdchat.ui.engine_controller import GENERATING, LOADING, READY, STARTING


class ModelToolbar(QToolBar):
    sig_open_requested = Signal()
    """Choose a model file to open."""
    sig_load_toggled = Signal()
    """Unload the model held, or load the last one when none is."""
    sig_settings_requested = Signal()
    """Open the settings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Model"))
        self.setObjectName("modelToolbar")
        self.setMovable(False)
        self.model_label = QLabel()
        self.model_label.setObjectName("modelLabel")
        self.open_button = QPushButton(self.tr("Open model…"))
        self.open_button.setObjectName("openModelButton")
        self.load_button = QPushButton()
        self.load_button.setObjectName("loadButton")
        self.settings_button = QPushButton(self.tr("Settings…"))
        self.addWidget(self.model_label)
        spacer = QWidget()
        spacer.setSizePolicy(spacer.sizePolicy().horizontalPolicy().Expanding,
                             spacer.sizePolicy().verticalPolicy())
        self.addWidget(spacer)
        for button in (self.open_button, self.load_button, self.settings_button):
            self.addWidget(button)
        self.open_button.clicked.connect(self.sig_open_requested)
        self.load_button.clicked.connect(self.sig_load_toggled)
        self.settings_button.clicked.connect(self.sig_settings_requested)

    def show_model(self, state: State, last_model: str) -> None:
        """The engine's ``state`` and the model chosen last (its path, or "")."""
        name = Path(last_model).name if last_model else self.tr("No model")
        status = {
            STARTING: self.tr("starting engine…"), LOADING: self.tr("loading…"),
            READY: self.tr("loaded"), GENERATING: self.tr("loaded"),
        }.get(state, self.tr("not loaded"))
        self.model_label.setText(self.tr("Model: {name} — {status}").format(name=name,
                                                                         status=status))
        loaded = state in (READY, LOADING, STARTING, GENERATING)
        self.load_button.setText(self.tr("Unload") if loaded else self.tr("Load"))
        self.load_button.setEnabled(loaded or bool(last_model))
