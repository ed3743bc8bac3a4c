"""The offer shown under the problem banner when a remote computer stopped answering
while the model ran on it: load the model again without it (for this run of the app:
Settings keep it, marked skipped), or remove it from Settings > Network's list.

The conversation and the partial reply stay as they are (the chat saved the reply as
interrupted); the load is the window's usual one, so the split or plan is made again over
the devices that remain, and its notices say what no longer fits.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from amdchat.config import Settings
from amdchat.engine import protocol
from amdchat.session.engine_session import EngineSession

DROPPED_WHY = "stopped answering while the model ran on it"  # kept beside a skipped one


def dropped_banner(fields: Mapping[str, object]) -> str:
    """The problem banner above the offer: the session's sentence, worded for the buttons
    below it (the command line keeps its own, naming Settings and --rpc)."""
    return QCoreApplication.translate(
        "DropOffer", "The computer at {hosts} stopped answering while the model ran on it, "
                     "so the engine stopped. {why} The reply so far is kept. Start its "
                     "sharing again, or use a button below: load the model without it for "
                     "now, or remove it from the list."
    ).format(hosts=fields.get("hosts", ""), why=fields.get("why", ""))


class DropOffer(QWidget):
    """Two buttons; hidden until a worker dies with servers found gone, or a new one
    cannot add a server."""

    def __init__(self, session: EngineSession, settings: Settings,
                 reload: Callable[[Path], None], save: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dropOffer")
        self._session, self._settings = session, settings
        self._reload, self._save = reload, save
        self.gone: list[str] = []
        self.load_button = QPushButton()
        self.load_button.setObjectName("loadWithoutDropped")
        self.remove_button = QPushButton(self.tr("Remove it from the list"))
        self.remove_button.setObjectName("removeDropped")
        self.remove_button.setToolTip(self.tr(
            "Removes it from Settings > Network's remote GPUs and loads the model without it."))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 0, 8, 4)
        row.addWidget(self.load_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        self.load_button.clicked.connect(self.load_without)
        self.remove_button.clicked.connect(self.remove_and_load)
        self.hide()

    def offer_for(self, exited: protocol.ExitedEvent) -> None:
        """A worker died: offer to load without the servers it lost, if it lost any."""
        self._offer(list(exited.get("dropped", [])))

    def offer_for_error(self, error: protocol.ErrorEvent) -> None:
        """A new worker could not add a server the model is to use (its sharing is off,
        or another program answers there): the same offer, for that server."""
        fields = (error.get("text") or {}).get("fields") or {}
        endpoint = str(fields.get("endpoint", ""))
        if error["kind"] == protocol.ErrorKind.RPC_UNAVAILABLE and endpoint:
            self._offer([endpoint])

    def _offer(self, gone: list[str]) -> None:
        spec = self._session.spec
        if not gone or spec is None or not set(gone) <= set(spec.rpc_servers):
            return
        self.gone = gone
        hosts = ", ".join(gone)
        self.load_button.setText(self.tr("Load without {hosts}").format(hosts=hosts))
        self.load_button.setToolTip(self.tr(
            "Loads the model again on the devices that remain, for as long as the app runs; "
            "Settings > Network keeps {hosts}, marked skipped, with a way to use it again."
        ).format(hosts=hosts))
        self.show()

    def load_without(self) -> None:
        """Skip the lost servers for this run and load the same model again."""
        spec, gone = self._session.spec, self.gone
        self.hide()
        self.gone = []  # one offer, one load: a second click (queued, or both buttons)
        if spec is None or not gone:  # would start a second load over the first
            return
        self._session.skipped.skip([(host, DROPPED_WHY) for host in gone])
        self._reload(spec.path)

    def remove_and_load(self) -> None:
        """Remove the lost servers from the Settings, then load without them."""
        kept = [s for s in self._settings["rpc_servers"] if s not in self.gone]
        self._settings.set("rpc_servers", kept)
        self._save()
        self.load_without()
