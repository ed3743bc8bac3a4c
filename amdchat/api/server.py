"""The local OpenAI-compatible HTTP server: Starlette routes served by uvicorn.

Why these two: Starlette streams server-sent events from an async generator and
lets a route notice a client's disconnect; uvicorn (with h11) is the most used
ASGI server, runs in a thread of ours from a socket we bound (so "port in use" is
an immediate, clear error, never uvicorn's ``sys.exit``), and shuts down on a flag.
Both are pure Python, small, and well kept.

All generation goes through the EngineGate (one queue with the chat, cancel on
disconnect). The app runs the server in a thread of its own; ``amdchat serve``
runs it in the main thread with the session on the same loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import sys
import threading
from collections.abc import Callable, Iterator

import uvicorn

from amdchat.api.connections import ACCEPTS_PER_TICK, Doorkeeper, guarded_protocol
from amdchat.api.failure_log import FailureLog, quiet_noisy_loggers
from amdchat.api.routes import ApiApp, LoadedModel, ModelInfo
from amdchat.api.settings import DEFAULT_PORT, ServerConfigError, ServerSettings, base_url

__all__ = ["DEFAULT_PORT", "ApiApp", "LoadedModel", "ModelInfo", "ServerConfigError",
           "ServerSettings", "ServerThread", "base_url", "bind", "uvicorn_server"]


def bind(settings: ServerSettings) -> socket.socket:
    """The listening socket, bound now: a port in use is an error here, in plain words."""
    settings.check()
    try:
        infos = socket.getaddrinfo(settings.host, settings.port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise ServerConfigError(f"The address {settings.host!r} cannot be used: {exc}.") from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(64)
    except OSError as exc:
        sock.close()
        raise ServerConfigError(
            f"Cannot listen on {settings.host}:{settings.port}: {exc.strerror or exc}. "
            "Another program may use this port: choose another in Settings > Local API "
            "server (or --port).") from None
    sock.setblocking(False)
    return sock


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, failures: FailureLog) -> None:
        super().__init__(config)
        self.failures = failures

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        # the owner decides what a signal does (uvicorn re-raises it after shutting down)
        yield

    async def serve(self, sockets: list[socket.socket] | None = None) -> None:
        quiet_noisy_loggers(self.failures)  # one line per kind of failure
        await super().serve(sockets=sockets)


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def uvicorn_server(app: ApiApp, log: Callable[[str], None] | None = None,
                   doorkeeper: Doorkeeper | None = None) -> uvicorn.Server:
    """The server for ``app``: headers within a deadline, connections under the
    open-file limit (amdchat.api.connections), failures logged once per kind."""
    failures = FailureLog(log or app.on_request or _stderr)
    keeper = doorkeeper or Doorkeeper(failures)
    config = uvicorn.Config(app.asgi, log_level="warning", access_log=False, lifespan="off",
                            timeout_graceful_shutdown=2, ws="none",
                            http=guarded_protocol(keeper), timeout_keep_alive=5,
                            backlog=ACCEPTS_PER_TICK)
    return _Server(config, failures)


class ServerThread:
    """The server in a thread of its own (the app): start returns at once, with the
    port already bound; stop returns at once, the thread ends within a few seconds."""

    def __init__(self, app: ApiApp) -> None:
        self.app = app
        self._socket = bind(app.settings)
        self.port = int(self._socket.getsockname()[1])
        self._server = uvicorn_server(app)
        self._thread = threading.Thread(target=self._run, name="amdchat-api", daemon=True)

    @property
    def url(self) -> str:
        return base_url(self.app.settings, self.port)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._server.serve(sockets=[self._socket]))
        finally:
            self._socket.close()

    def stop(self) -> None:
        self._server.should_exit = True

    def wait_stopped(self, timeout: float = 5.0) -> bool:
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def started(self) -> bool:
        return bool(self._server.started)
