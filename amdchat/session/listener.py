"""What an engine session's owner hears: its state, its events, its jobs' events."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from amdchat.engine import protocol
from amdchat.session.spec import Notice

Post = Callable[[Callable[[], None]], None]
"""Runs a callable on the session owner's thread, later."""
JobHandler = Callable[[protocol.JobEvent], None]
"""Receives a job's events on the owner's thread: token* (or bench_progress*), then done
(or dry_run, or bench) or error. A job cancelled before it started ends with done."""


class State(StrEnum):
    STOPPED = "stopped"  # no worker, or no model in it
    STARTING = "starting"
    LOADING = "loading"
    READY = "ready"
    GENERATING = "generating"


class SessionListener:
    """What the owner hears about the session (not about one job). All no-ops."""

    def on_state(self, state: State) -> None: ...
    def on_ready(self, ready: protocol.ReadyEvent) -> None: ...
    def on_load_progress(self, fraction: float) -> None:
        """How far the load of the model has come, 0..1 (llama.cpp's own figure)."""

    def on_loaded(self, loaded: protocol.LoadedEvent) -> None: ...
    def on_notice(self, notice: Notice) -> None: ...
    def on_error(self, error: protocol.ErrorEvent) -> None:
        """A failure of the session itself: a load, a backend, a ROCm refusal."""

    def on_worker_died(self, exited: protocol.ExitedEvent) -> None:
        """The worker ended unexpectedly; ``exited['cause']`` says why, if known."""

    def on_network(self, figures: protocol.NetworkFigures) -> None:
        """With remote devices (RPC), now and then while a reply streams and at its end:
        the network's part of a token's time (engine.network_meter)."""


@dataclass(eq=False)
class Job:
    id: str
    request: protocol.JobRequest
    handler: JobHandler
    needs_model: bool = True
    on_start: Callable[[], None] | None = None  # when it is sent to the worker
