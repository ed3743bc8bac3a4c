"""The app's side of the local API server: start, stop and show it (no HTTP here).

The server (amdchat.api) runs in a thread of its own; its requests reach the
app's engine session through an EngineGate whose work runs on the GUI thread,
so API requests and chat replies share one queue on the one loaded model. The
GUI thread never waits on a request: starting binds the port at once (a port in
use is an immediate message), stopping only raises a flag.

starlette/uvicorn are imported when the server is first switched on, so the app
starts as fast with the feature off.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from amdchat.config import Settings
from amdchat.sampling import Sampling
from amdchat.ui.background import run_in_background

if TYPE_CHECKING:
    from amdchat.api.gate import EngineGate
    from amdchat.api.server import LoadedModel, ServerSettings, ServerThread
    from amdchat.ui.engine_controller import EngineController


def server_settings(settings: Settings) -> ServerSettings:
    from amdchat.api.server import ServerSettings

    return ServerSettings(host="0.0.0.0" if settings["api_listen_network"] else "127.0.0.1",
                          port=settings["api_port"], api_key=settings["api_key"],
                          cors=settings["api_cors"],
                          fetch_images=settings["api_fetch_images"])


class ApiServerController(QObject):
    sig_status = Signal()
    """The server started, stopped or failed: read ``url`` and ``problem``."""
    sig_request = Signal(object)
    """An API request changed (queued, running, a token, done): an ApiRequest."""

    def __init__(self, engine: EngineController, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._settings = settings
        self._server: ServerThread | None = None
        self._stopping: ServerThread | None = None  # the last one, until its port is free
        self._gate: EngineGate | None = None
        self._applied: ServerSettings | None = None
        self._model: LoadedModel | None = None  # read by the server's thread
        self._defaults: Sampling = {}
        self.url = ""
        self.problem = ""
        self._retry = QTimer(self)
        self._retry.setInterval(100)
        self._retry.timeout.connect(self.apply)
        engine.sig_loaded.connect(lambda _loaded: self._note_model())
        engine.sig_state_changed.connect(lambda _state: self._note_model())

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def listens_on_network(self) -> bool:
        return self._applied is not None and not self._applied.loopback_only

    @property
    def waiting(self) -> int:
        return self._gate.waiting if self._gate is not None else 0

    @property
    def answering(self) -> bool:
        """An API request waits or runs: a chat reply sent now queues behind it."""
        return self._gate is not None and bool(self._gate.requests)

    def _note_model(self) -> None:
        """A snapshot the server's thread can read without touching the session."""
        from amdchat.api.headless import dropped_for_health, model_id
        from amdchat.api.server import LoadedModel
        from amdchat.session.placing import context_length, sees_images

        session = self._engine.session
        spec, loaded = session.spec, session.loaded
        if spec is None:
            self._model = LoadedModel("", str(session.state))
        else:
            path = Path(loaded["path"]) if loaded else spec.path
            self._model = LoadedModel(model_id(path), str(session.state),
                                      context_length(spec, loaded),
                                      vision=sees_images(spec, loaded),
                                      rpc_dropped=dropped_for_health(session))

    def apply(self) -> None:
        """Make the server match the settings: start, stop, or restart it."""
        self._retry.stop()
        if not self._settings["api_server"]:
            self.stop()
            return
        if "amdchat.api.server" not in sys.modules:
            # a quarter of a second of imports (starlette, uvicorn, asyncio): not on
            # the GUI thread
            run_in_background(self, lambda: importlib.import_module("amdchat.api.server"),
                              lambda _module: self.apply(), self._import_failed)
            return
        wanted = server_settings(self._settings)
        from amdchat.api.headless import api_sampling

        self._defaults = api_sampling(self._settings)
        if self._server is not None and wanted == self._applied:
            return
        self.stop()
        if self._stopping is not None and not self._stopping.wait_stopped(0):
            self._retry.start()  # the last server still holds its port: a moment more
            return
        self._stopping = None
        self._start(wanted)

    def _start(self, wanted: ServerSettings) -> None:
        from amdchat.api.gate import EngineGate
        from amdchat.api.server import ApiApp, ServerConfigError, ServerThread

        self._note_model()
        gate = EngineGate(self._engine.session, self._engine.post_to_gui, self.sig_request.emit)
        app = ApiApp(gate, self._model_info, wanted, defaults=lambda: self._defaults)
        try:
            server = ServerThread(app)
        except ServerConfigError as exc:
            self.url, self.problem = "", str(exc)
            self.sig_status.emit()
            return
        server.start()
        self._server, self._gate, self._applied = server, gate, wanted
        self.url, self.problem = server.url, ""
        self.sig_status.emit()

    def _import_failed(self, exc: Exception) -> None:
        self.url, self.problem = "", self.tr(
            "The API server's libraries could not be loaded ({error}). Reinstall amdchat."
        ).format(error=exc)
        self.sig_status.emit()

    def _model_info(self) -> LoadedModel:
        from amdchat.api.server import LoadedModel

        return self._model or LoadedModel("", "stopped")

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        if self._gate is not None:
            self._gate.cancel_all()
        server.stop()
        self._stopping, self._gate, self._applied = server, None, None
        self.url = ""
        self.sig_status.emit()

    def close(self) -> None:
        """At exit: stop, and give the server's thread a moment to close its port."""
        self._retry.stop()
        self.stop()
        if self._stopping is not None:
            self._stopping.wait_stopped(1.0)

