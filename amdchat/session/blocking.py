"""The engine session, driven step by step from one thread: the CLI, amdchat bench,
the benchmarks and the tests use it. Each call runs the session's events on
the caller's thread until its answer arrives, and raises EngineError on failure.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from amdchat.backends.registry import Backend
from amdchat.engine import protocol
from amdchat.engine.load_params import LoadParams, load_params
from amdchat.engine.protocol import BenchSizes, Message, Sampling
from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import SessionListener, State
from amdchat.session.placing import BudgetOf
from amdchat.session.spec import ModelSpec, Notice

SessionEvent = protocol.ReadyEvent | protocol.LoadedEvent | protocol.ErrorEvent


class EngineError(Exception):
    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)


def _raise_if_error(event: protocol.Event | None) -> None:
    if event is not None and event["event"] == "error":
        raise EngineError(event["kind"], event["message"])


def _unexpected(wanted: str, event: protocol.Event) -> EngineError:
    return EngineError("protocol", f"expected {wanted}, got {event['event']}")


class _Recorder(SessionListener):
    def __init__(self, on_notice: Callable[[Notice], None] | None) -> None:
        self.on_notice_callback = on_notice
        self.notices: list[Notice] = []
        self.last: SessionEvent | None = None  # the latest ready, loaded or error event
        self.load_progress: list[float] = []  # the fractions the last loads reported

    def on_load_progress(self, fraction: float) -> None:
        self.load_progress.append(fraction)

    def on_ready(self, ready: protocol.ReadyEvent) -> None:
        self.last = ready

    def on_loaded(self, loaded: protocol.LoadedEvent) -> None:
        self.last = loaded

    def on_error(self, error: protocol.ErrorEvent) -> None:
        self.last = error

    def on_worker_died(self, exited: protocol.ExitedEvent) -> None:
        tail = "\n".join(exited["stderr_tail"])
        self.last = protocol.error("worker_died",
                                   f"the engine process stopped ({exited['how']}).\n{tail}"
                                   .rstrip())

    def on_notice(self, notice: Notice) -> None:
        self.notices.append(notice)
        if self.on_notice_callback is not None:
            self.on_notice_callback(notice)


class BlockingEngine:
    """One session, one thread: ``with BlockingEngine() as engine: engine.load(spec)``."""

    def __init__(self, *, log_path: Path | None = None,
                 on_notice: Callable[[Notice], None] | None = None,
                 discover: Callable[[], list[Backend]] | None = None,
                 budget: BudgetOf | None = None) -> None:
        self._inbox: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._recorder = _Recorder(on_notice)
        self.session = EngineSession(self._inbox.put, self._recorder, log_path=log_path,
                                     discover=discover, budget=budget)

    def __enter__(self) -> BlockingEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def notices(self) -> list[Notice]:
        return self._recorder.notices

    @property
    def load_progress(self) -> list[float]:
        """The progress fractions (0..1) llama.cpp reported while loading, in order."""
        return self._recorder.load_progress

    def _run_until(self, finished: Callable[[], bool], timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while not finished():
            remaining = deadline - time.monotonic()
            try:
                work = self._inbox.get(timeout=max(remaining, 0.0)) if remaining > 0 else None
            except queue.Empty:
                work = None
            if work is None:
                raise EngineError("timeout", f"the engine gave no answer in {timeout:.0f} s")
            work()

    def start(self, backend: str = "auto", gpu_device: int = -1,
              timeout: float = 60.0) -> protocol.ReadyEvent:
        """A worker without a model; returns its ready event (the devices it sees)."""
        # cleared before asking: an answer may come at once, inside the call (a backend
        # that is not installed)
        self._recorder.last = None
        self.session.start_worker(backend, gpu_device)
        self._run_until(lambda: self._recorder.last is not None, timeout)
        event = self._recorder.last
        _raise_if_error(event)
        if event is None or event["event"] != "ready":
            raise EngineError("protocol", f"expected ready, got {event}")
        return event

    def load(self, spec: ModelSpec, timeout: float = 300.0) -> protocol.LoadedEvent:
        self._recorder.last = None
        self.session.load(spec)
        # the ready event of the worker comes first; the loaded one ends the wait
        self._run_until(lambda: self._recorder.last is not None
                        and self._recorder.last["event"] != "ready", timeout)
        event = self._recorder.last
        _raise_if_error(event)
        if event is None or event["event"] != "loaded":
            raise EngineError("protocol", f"expected loaded, got {event}")
        return event

    def _run_job(self, submit: Callable[[Callable[[protocol.JobEvent], None]], object],
                 on_token: Callable[[str], None] | None, timeout: float,
                 on_progress: Callable[[protocol.BenchProgressEvent], None] | None = None,
                 on_reasoning: Callable[[str], None] | None = None) -> protocol.JobEvent:
        """Run one job to its last event (an error raises EngineError)."""
        result: list[protocol.JobEvent] = []

        def handle(event: protocol.JobEvent) -> None:
            if event["event"] == "token":
                if on_reasoning is not None and event.get("reasoning"):
                    on_reasoning(event.get("reasoning", ""))
                if on_token is not None and (event["text"] or not event.get("reasoning")):
                    on_token(event["text"])
            elif event["event"] == "bench_progress":
                if on_progress is not None:
                    on_progress(event)
            else:
                result.append(event)

        submit(handle)
        self._run_until(lambda: bool(result), timeout)
        _raise_if_error(result[0])
        return result[0]

    def chat(self, messages: Iterable[Message], sampling: Sampling,
             on_token: Callable[[str], None] | None = None,
             timeout: float = 300.0, *, think: str = "",
             on_reasoning: Callable[[str], None] | None = None) -> protocol.DoneEvent:
        """Generate one reply; return the ``done`` event. ``on_token`` hears the answer,
        ``on_reasoning`` a thinking model's reasoning; ``think``: the think setting."""
        messages = list(messages)
        event = self._run_job(lambda h: self.session.generate(messages, sampling, h,
                                                              think=think),
                              on_token, timeout, on_reasoning=on_reasoning)
        if event["event"] != "done":
            raise _unexpected("done", event)
        return event

    def dry_run(self, path: Path, *, n_ctx: int = 4096, n_gpu_layers: int = -1,
                params: LoadParams | None = None, sparse: bool = False,
                timeout: float = 300.0) -> protocol.DryRunEvent:
        """What a load would allocate, per device (a ``dry_run`` event); ``params``
        (else the defaults for ``n_ctx`` and ``n_gpu_layers``) are the load's."""
        chosen = params or load_params(n_ctx, n_gpu_layers)
        event = self._run_job(lambda h: self.session.dry_run(path, chosen, h, sparse), None,
                              timeout)
        if event["event"] != "dry_run":
            raise _unexpected("dry_run", event)
        return event

    def bench(self, params: BenchSizes,
              on_progress: Callable[[protocol.BenchProgressEvent], None] | None = None,
              timeout: float = 3600.0) -> protocol.BenchEvent | protocol.DoneEvent:
        """Benchmark the loaded model; returns the ``bench`` event, or the ``done`` of a
        benchmark cancelled before it began."""
        event = self._run_job(lambda h: self.session.bench(params, h), None, timeout,
                              on_progress)
        if event["event"] == "bench" or event["event"] == "done":
            return event
        raise _unexpected("bench", event)

    def interrupt(self) -> None:
        """From any thread: cancel the running job, or abandon a load in progress (its
        worker is stopped, and the waiting ``load`` raises EngineError('cancelled'))."""
        self._inbox.put(self._interrupt)

    def _interrupt(self) -> None:
        if self.session.busy:
            self.session.cancel()
        elif self.session.state in (State.STARTING, State.LOADING):
            self.session.unload()
            self._recorder.last = protocol.error("cancelled", "cancelled before it was loaded")

    def close(self) -> None:
        self.session.close()
