"""Chat with a model on another computer: the picker's "Remote server…" entry opens the
dialog; its choice becomes the engine's remote session, remembered (URL and model in
the settings, the key in the system keyring), and shown in the picker and the panels.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from amdchat.config import Settings
from amdchat.remote import keys
from amdchat.remote.client import RemoteServer
from amdchat.remote.session import RemoteSession
from amdchat.ui.engine_controller import EngineController
from amdchat.ui.remote_dialog import RemoteChoice, RemoteDialog


class RemoteChat(QObject):
    sig_notice = Signal(str)
    """Something to tell the user (the key is kept for this session only)."""
    sig_shown = Signal(str, str)
    """The model and host the chat uses now; ("", "") when it is local again."""

    def __init__(self, engine: EngineController, settings: Settings,
                 save_settings: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.engine = engine
        self.settings = settings
        self._save_settings = save_settings
        self._window = parent
        self._session_keys: dict[str, str] = {}  # keys not kept in a keyring
        engine.sig_remote_changed.connect(self._follow_engine)

    def open_dialog(self) -> RemoteDialog:
        url = self.settings["remote_url"]
        key = self._session_keys.get(url) or (keys.load(url) if url else "")
        dialog = RemoteDialog(url, self.settings["remote_model"], key, self._window)
        dialog.finished.connect(lambda result: self._on_finished(dialog, result))
        dialog.open()
        return dialog

    def _on_finished(self, dialog: RemoteDialog, result: int) -> None:
        if result == QDialog.DialogCode.Accepted:
            self.use(dialog.choice())
        dialog.deleteLater()

    def use(self, choice: RemoteChoice) -> None:
        """Chat with ``choice``'s model from now on."""
        self.settings.set("remote_url", choice.url)
        self.settings.set("remote_model", choice.model)
        self._save_settings()
        kept = choice.remember_key and keys.save(choice.url, choice.key)
        if choice.key and not kept:
            self._session_keys[choice.url] = choice.key
            if not keys.available():
                self.sig_notice.emit(self.tr("The key is used for this session only: this "
                                             "computer has no system keyring to keep it."))
        elif not choice.key and keys.available():
            keys.forget(choice.url)  # none now: the one kept before is not sent again
        server = RemoteServer(choice.url, choice.key)
        self.engine.use_remote(RemoteSession(server, choice.model, self.engine.post_to_gui))

    def _follow_engine(self) -> None:
        remote = self.engine.remote
        self.sig_shown.emit(remote.model if remote else "", remote.host if remote else "")
