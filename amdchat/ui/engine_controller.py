"""Qt facade over EngineClient: worker events become signals on the GUI thread.

It remembers the last load request, so that when the worker dies the next
generate starts a fresh worker, reloads the model, then runs the request.
The GUI thread never waits on the worker.

With the backend on "auto", a GPU backend whose worker sees no GPU at all is
replaced by the CPU backend before the model loads, and the user is told:
that is the silent CPU fallback of other apps, made visible and fast.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from amdchat import paths
from amdchat.backends.registry import Backend, BackendUnavailable, choose, cpu_fallback, device_env
from amdchat.backends.rocm import plan_for_this_machine
from amdchat.engine.client import EngineClient
from amdchat.ui import messages as texts

STOPPED, STARTING, LOADING, READY, GENERATING = (
    "stopped", "starting", "loading", "ready", "generating")


@dataclass(frozen=True)
class LoadRequest:
    path: Path
    backend: str
    n_ctx: int
    n_gpu_layers: int
    chat_template: str
    gpu_device: int = -1



class EngineController(QObject):
    sig_state_changed = Signal(str)
    """The engine's state: stopped, starting, loading, ready, generating."""
    sig_ready = Signal(dict)
    """The worker is up: pid, devices."""
    sig_loaded = Signal(dict)
    """A model is loaded: name, placement (where it really runs), n_ctx..."""
    sig_token = Signal(str)
    """Text of one or more new tokens of the running reply."""
    sig_done = Signal(dict)
    """The reply ended: reply, finish_reason, stats."""
    sig_error = Signal(dict)
    """A request failed: kind, message."""
    sig_worker_died = Signal(dict)
    """The worker process ended unexpectedly: how, stderr_tail."""
    sig_notice = Signal(str)
    """Something the user should know that is not an error (a backend fallback)."""
    _event_arrived = Signal(dict)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client: EngineClient | None = None
        self._state = STOPPED
        self._load_request: LoadRequest | None = None
        self._pending_generate: tuple[list[dict[str, str]], dict[str, Any]] | None = None
        self._pending_load = False
        self._worker_ready = False
        self._worker_serial = 0  # events of a worker we have let go are ignored
        self._last_error = ""
        self.backend: Backend | None = None
        self.devices: list[dict[str, Any]] = []
        self.loaded: dict[str, Any] = {}
        self._event_arrived.connect(self._dispatch)

    @property
    def state(self) -> str:
        return self._state

    @property
    def has_model(self) -> bool:
        """A model was chosen (loaded, loading, or to reload after a crash)."""
        return self._load_request is not None

    @property
    def worker_pid(self) -> int | None:
        return self._client.pid if self._client and self._client.running else None

    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.sig_state_changed.emit(state)

    def _start_worker(self, backend: Backend, request: LoadRequest) -> None:
        self.shutdown()
        env = device_env(backend.kind, request.gpu_device)
        if backend.kind == "rocm":
            plan = plan_for_this_machine(backend.folder, request.gpu_device)
            if not plan.runs:
                self._pending_load = False
                self.sig_error.emit({"kind": "rocm_unsupported", "message": plan.message})
                return
            if plan.message:
                self.sig_notice.emit(plan.message)
            env.update(plan.env)  # HSA_OVERRIDE_GFX_VERSION before the HIP runtime starts
        self.backend = backend
        self._worker_ready = False
        self._last_error = ""
        self._worker_serial += 1
        serial = self._worker_serial
        self._client = EngineClient(lambda event: self._forward(serial, event), backend,
                                    extra_env=env,
                                    log_path=paths.log_dir() / "worker.log")
        self._set_state(STARTING)
        self._client.start()

    def _forward(self, serial: int, event: dict[str, Any]) -> None:
        """Called on the client's reader thread; the emit queues it to ours."""
        # RuntimeError: the window closed and this controller is gone: nobody to tell
        with contextlib.suppress(RuntimeError):
            self._event_arrived.emit({**event, "worker_serial": serial})

    def load(self, request: LoadRequest) -> None:
        """Load a model; the worker is (re)started first if it must be."""
        try:
            backend = choose(request.backend)
        except BackendUnavailable as exc:
            self.sig_error.emit({"kind": "backend_unavailable", "message": str(exc)})
            return
        same_worker = (self._load_request is not None and self.backend == backend
                       and request.gpu_device == self._load_request.gpu_device)
        self._load_request = request
        self.loaded = {}
        self._pending_load = True
        if self._client is None or not self._client.running or not same_worker:
            self._start_worker(backend, request)
        elif self._worker_ready:
            self._send_load()

    def _send_load(self) -> None:
        request, client = self._load_request, self._client
        if request is None or client is None:
            return
        self._pending_load = False
        self._set_state(LOADING)
        n_gpu_layers = 0 if self.backend and self.backend.kind == "cpu" else request.n_gpu_layers
        client.load(request.path, n_ctx=request.n_ctx, n_gpu_layers=n_gpu_layers,
                    chat_template=request.chat_template)

    def _on_ready(self, event: dict[str, Any]) -> None:
        self._worker_ready = True
        self.devices = list(event.get("devices") or [])
        request = self._load_request
        if request is not None and self.backend is not None:
            cpu = cpu_fallback(request.backend, self.backend, self.devices)
            if cpu is not None:
                self.sig_notice.emit(texts.no_gpu_fallback_text(self.backend.kind))
                self._start_worker(cpu, request)
                return
        self.sig_ready.emit(event)
        if self._pending_load:
            self._send_load()

    def unload(self) -> None:
        self._load_request = None
        self.loaded = {}
        self.shutdown()

    def generate(self, messages: list[dict[str, str]], sampling: dict[str, Any]) -> bool:
        """Start a reply; if the worker died, restart and reload it first."""
        if self._load_request is None:
            self.sig_error.emit({"kind": "no_model", "message": ""})
            return False
        if self._client is None or not self._client.running or not self.loaded:
            self._pending_generate = (messages, sampling)
            if self._state not in (STARTING, LOADING):
                self.load(self._load_request)
            return True
        self._set_state(GENERATING)
        self._client.generate(messages, sampling)
        return True

    def cancel(self) -> None:
        self._pending_generate = None
        if self._client is not None:
            self._client.cancel()

    def shutdown(self) -> None:
        client, self._client = self._client, None
        self._worker_ready = False
        if client is not None:
            client.close(timeout=3.0)
        self._set_state(STOPPED)

    def kill_worker(self) -> None:
        """Kill the worker at once, as a driver crash would (tests use it)."""
        if self._client is not None:
            self._client.kill()

    @Slot(dict)
    def _dispatch(self, event: dict[str, Any]) -> None:
        if event.get("worker_serial") != self._worker_serial:
            return  # from a worker replaced since (a backend switch, a fallback)
        kind = event.get("event")
        if kind == "exited":
            self._on_exited(event)
        elif kind == "ready":
            self._on_ready(event)
        elif kind == "loaded":
            self.loaded = event
            self._set_state(READY)
            self.sig_loaded.emit(event)
            if self._pending_generate is not None:
                messages, sampling = self._pending_generate
                self._pending_generate = None
                self.generate(messages, sampling)
        elif kind == "token":
            self.sig_token.emit(event["text"])
        elif kind == "done":
            self._set_state(READY)
            self.sig_done.emit(event)
        elif kind == "error":
            self._last_error = str(event.get("message", ""))
            if self._state == GENERATING or (self._state == LOADING and not self.loaded):
                self._set_state(READY if self.loaded else STOPPED)
            self._pending_generate = None
            self.sig_error.emit(event)

    def _on_exited(self, event: dict[str, Any]) -> None:
        if event.get("expected"):
            return
        # why it died: its own last error, else the last line it wrote to its log
        tail = [line for line in event.get("stderr_tail") or [] if line.strip()]
        event = {**event, "cause": self._last_error or (tail[-1] if tail else "")}
        self._client = None
        self._worker_ready = False
        self.loaded = {}
        self._pending_generate = None
        self._set_state(STOPPED)
        self.sig_worker_died.emit(event)
