"""The "Remote server…" dialog: an OpenAI-compatible server's base URL, its key (optional),
Check (its models, or why not), and the model to chat with.

The check runs off the GUI thread, on its own pool (a server may take seconds to
answer, or never). The key goes to the system keyring when there is one; without one
the dialog says so and the key is used for this session only.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from amdchat.remote import keys
from amdchat.remote.client import RemoteServer, normalize_url
from amdchat.remote.errors import RemoteError
from amdchat.ui import messages as texts
from amdchat.ui.background import run_in_background
from amdchat.ui.theme import paint_status


@dataclass(frozen=True)
class RemoteChoice:
    url: str
    key: str
    model: str
    remember_key: bool


class RemoteDialog(QDialog):
    def __init__(self, url: str = "", model: str = "", key: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Chat with a model on another computer"))
        self.setObjectName("remoteDialog")
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._wanted_model = model
        self._round = 0  # only the latest check's answer is shown
        self.url = QLineEdit(url)
        self.url.setObjectName("remoteUrl")
        self.url.setPlaceholderText("http://192.168.1.20:8080/v1")
        self.key = QLineEdit(key)
        self.key.setObjectName("remoteKey")
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(self.tr("none"))
        self.remember = QCheckBox(self.tr("Keep the key in the system keyring"))
        self.remember.setObjectName("remoteRememberKey")
        self.keyring_note = QLabel(texts.translated(keys.NO_KEYRING))
        self.keyring_note.setObjectName("remoteKeyringNote")
        self.keyring_note.setWordWrap(True)
        paint_status(self.keyring_note, "warning")
        has_keyring = keys.available()
        self.remember.setChecked(has_keyring)
        self.remember.setEnabled(has_keyring)
        self.keyring_note.setVisible(not has_keyring)
        self.check = QPushButton(self.tr("Check"))
        self.check.setObjectName("remoteCheck")
        self.check.clicked.connect(self.run_check)
        self.models = QComboBox()
        self.models.setObjectName("remoteModels")
        self.models.setEnabled(False)
        self.status = QLabel(self.tr("Press Check to list the server's models."))
        self.status.setObjectName("remoteStatus")
        self.status.setWordWrap(True)
        hint = QLabel(self.tr("llama-server, vLLM, Ollama (…:11434/v1), LM Studio (…:1234/v1) "
                              "or another amdchat (amdchat serve). The model runs on that "
                              "computer; the chats are kept here."))
        hint.setWordWrap(True)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.check)
        form = QFormLayout()
        form.addRow(self.tr("Server URL"), url_row)
        form.addRow(self.tr("API key"), self.key)
        form.addRow("", self.remember)
        form.addRow(self.tr("Model"), self.models)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Use"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.keyring_note)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.url.textEdited.connect(self._forget_check)
        self.key.textEdited.connect(self._forget_check)
        self._update_ok()
        self.resize(560, self.sizeHint().height())

    def choice(self) -> RemoteChoice:
        return RemoteChoice(normalize_url(self.url.text()), self.key.text().strip(),
                            self.models.currentText(), self.remember.isChecked())

    def run_check(self) -> None:
        """List the server's models off the GUI thread; the answer fills the model list."""
        try:
            server = RemoteServer(self.url.text(), self.key.text().strip())
        except RemoteError as exc:
            self._show_problem(exc)
            return
        self._round += 1
        round_ = self._round
        self.check.setEnabled(False)
        self.status.setText(self.tr("Asking {host} for its models…").format(host=server.host))
        paint_status(self.status, None)
        run_in_background(self, server.models, lambda ids: self._on_models(round_, ids),
                          lambda exc: self._on_failed(round_, exc), pool=self._pool)

    def _on_models(self, round_: int, ids: list[str]) -> None:
        if round_ != self._round:
            return
        self.check.setEnabled(True)
        self.models.clear()
        self.models.addItems(ids)
        if self._wanted_model in ids:
            self.models.setCurrentText(self._wanted_model)
        self.models.setEnabled(True)
        self.status.setText(self.tr("{n} model(s) offered. Choose one and press Use.")
                            .format(n=len(ids)))
        paint_status(self.status, "ok")
        self._update_ok()

    def _on_failed(self, round_: int, exc: Exception) -> None:
        if round_ != self._round:
            return
        self.check.setEnabled(True)
        self._show_problem(exc)

    def _show_problem(self, exc: Exception) -> None:
        text = texts.translated(exc.text) if isinstance(exc, RemoteError) else str(exc)
        self.status.setText(text)
        paint_status(self.status, "error")
        self.models.clear()
        self.models.setEnabled(False)
        self._update_ok()

    def _forget_check(self) -> None:
        """Another URL or key: the models listed were the other server's."""
        self._round += 1
        self.check.setEnabled(True)
        if self.models.count():
            self._wanted_model = self.models.currentText() or self._wanted_model
        self.models.clear()
        self.models.setEnabled(False)
        self._update_ok()

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            self.models.count() > 0)
