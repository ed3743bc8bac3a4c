"""One engine session: every rule that decides how a model runs, in one place (no Qt).

It owns the choice of backend, starting and replacing the worker, the CPU
fallback on "auto" and its notice, the ROCm plan, the layers to offload,
load and unload, a queue of jobs (one at a time per worker, each cancellable)
and a shutdown that never blocks its caller. The app's Qt controller, the CLI,
``amdchat bench``, the benchmark scripts (and later the API server) all drive this object.

Threading: worker events arrive on the client's reader threads. The session
never acts on them there: it hands each to ``post`` ("run this on the owner's
thread"), so its state only ever changes on one thread: the GUI thread in the
app (posted through a queued signal), the caller's thread in BlockingEngine.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.backends.registry import (
    Backend,
    BackendUnavailable,
    choose,
    cpu_fallback,
    device_env,
)
from amdchat.backends.rocm import plan_for_this_machine
from amdchat.engine import protocol
from amdchat.engine.client import EngineClient
from amdchat.engine.load_params import LoadParams, load_params
from amdchat.engine.protocol import ErrorKind, EventKind, Message, Sampling
from amdchat.i18n import Text, tr_noop

if TYPE_CHECKING:
    from amdchat.config import Settings

Post = Callable[[Callable[[], None]], None]
JobHandler = Callable[[protocol.Event], None]
"""Receives a job's events on the owner's thread: token* (or bench_progress*), then done
(or dry_run, or bench) or error. A job cancelled before it started ends with done."""
_PROGRESS_EVENTS = (EventKind.TOKEN, EventKind.BENCH_PROGRESS)


class State(StrEnum):
    STOPPED = "stopped"  # no worker, or no model in it
    STARTING = "starting"
    LOADING = "loading"
    READY = "ready"
    GENERATING = "generating"


@dataclass(frozen=True)
class ModelSpec:
    """What the user asked to run; the session decides the rest."""

    path: Path
    backend: str = "auto"  # "auto" | "vulkan" | "rocm" | "cpu"
    n_ctx: int = 4096
    n_gpu_layers: int = -1  # -1: all (the caller may have computed how many fit)
    chat_template: str = "auto"
    gpu_device: int = -1
    flash_attn: bool = False
    kv_type: str = "f16"  # "f16" | "q8_0" | "q4_0"
    swa_full: bool = False
    threads: int = 0  # 0: automatic (amdchat.engine.thread_count)

    def params(self, backend_kind: str) -> LoadParams:
        """The llama.cpp parameters this spec loads with on that backend."""
        return load_params(self.n_ctx, self.n_gpu_layers, backend_kind, kv_type=self.kv_type,
                           flash_attn=self.flash_attn, swa_full=self.swa_full)


def spec_from_settings(path: Path, settings: Settings, **overrides: Any) -> ModelSpec:
    """The ModelSpec the user's Settings ask for (the app, ``chat``, ``serve`` and the
    doctor load alike); ``overrides`` (command-line options, the chat's own context
    length) win where they are not None."""
    fields: dict[str, Any] = {
        "backend": settings["backend"], "n_ctx": settings["context_length"],
        "n_gpu_layers": settings["gpu_layers"], "chat_template": settings["chat_template"],
        "gpu_device": settings["gpu_device"], "kv_type": settings["kv_cache_type"],
        "flash_attn": settings["flash_attention"], "swa_full": settings["swa_full"],
        "threads": settings["threads"]}
    fields.update({k: v for k, v in overrides.items() if v is not None})
    return ModelSpec(path=path, **fields)


@dataclass(frozen=True)
class Notice:
    """Something the user should know that is not an error."""

    kind: str  # "cpu_fallback" | "rocm"
    text: Text


def cpu_fallback_notice(backend: str) -> Notice:
    return Notice("cpu_fallback", Text("messages", tr_noop(
        "messages", "The {backend} backend found no usable GPU, so amdchat uses the CPU "
        "backend instead (faster than {backend} without a GPU). Check the GPU driver, or "
        "pick a GPU in Settings > GPU device."), {"backend": backend}))


class SessionListener:
    """What the owner hears about the session (not about one job). All no-ops."""

    def on_state(self, state: State) -> None: ...
    def on_ready(self, ready: protocol.Event) -> None: ...
    def on_load_progress(self, fraction: float) -> None:
        """How far the load of the model has come, 0..1 (llama.cpp's own figure)."""

    def on_loaded(self, loaded: protocol.Event) -> None: ...
    def on_notice(self, notice: Notice) -> None: ...
    def on_error(self, error: protocol.Event) -> None:
        """A failure of the session itself: a load, a backend, a ROCm refusal."""

    def on_worker_died(self, exited: protocol.Event) -> None:
        """The worker ended unexpectedly; ``exited['cause']`` says why, if known."""


@dataclass(eq=False)
class Job:
    id: str
    request: protocol.Request
    handler: JobHandler
    needs_model: bool = True
    on_start: Callable[[], None] | None = None  # when it is sent to the worker


class EngineSession:
    def __init__(self, post: Post, listener: SessionListener | None = None, *,
                 log_path: Path | None = None,
                 discover: Callable[[], list[Backend]] | None = None) -> None:
        self._post = post
        self.listener = listener or SessionListener()
        self._log_path = log_path
        self._discover = discover
        self._ids = itertools.count(1)
        self._client: EngineClient | None = None
        self._serial = 0  # events of a worker let go are ignored
        self._worker_ready = False
        self._load_sent = False
        self._last_error = ""
        self._jobs: collections.deque[Job] = collections.deque()
        self._running: Job | None = None
        self.spec: ModelSpec | None = None
        self.backend: Backend | None = None
        self.gpu_device = -1
        self._wanted_backend = "auto"
        self._fell_back_from: Backend | None = None  # the GPU backend the worker replaced
        self.state = State.STOPPED
        self.devices: list[protocol.Device] = []
        self.loaded: protocol.Event = {}

    # -- what the owner asks --------------------------------------------------------
    @property
    def has_model(self) -> bool:
        """A model was chosen (loaded, loading, or to be reloaded after a crash)."""
        return self.spec is not None

    @property
    def worker_pid(self) -> int | None:
        return self._client.pid if self._client and self._client.running else None

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._jobs)

    def load(self, spec: ModelSpec) -> None:
        """Load a model; the worker is (re)started first when the backend or GPU changes."""
        try:
            backend = self._choose(spec.backend)
        except BackendUnavailable as exc:
            self.spec = None
            self._tell_error(ErrorKind.BACKEND_UNAVAILABLE, exc.text or str(exc))
            return
        self.spec = spec
        self.loaded = {}
        self._load_sent = False
        fell_back_from, cpu = self._fell_back_from, self.backend
        if spec.backend == "auto" and backend == fell_back_from and cpu is not None and \
                self._worker_fits(cpu, spec.gpu_device):
            # that backend saw no GPU a moment ago: keep the CPU worker, and say so again
            # (only on "auto": a backend the user names is what they get)
            self.listener.on_notice(cpu_fallback_notice(backend.kind))
            backend = cpu
        if self._worker_fits(backend, spec.gpu_device):
            if self._worker_ready:
                self._send_load()
        else:
            self._start_worker(backend, spec.gpu_device, spec.backend)

    def start_worker(self, backend: str, gpu_device: int = -1) -> None:
        """A worker without a model (to list devices, or for dry runs)."""
        try:
            chosen = self._choose(backend)
        except BackendUnavailable as exc:
            self._tell_error(ErrorKind.BACKEND_UNAVAILABLE, exc.text or str(exc))
            return
        if not self._worker_fits(chosen, gpu_device):
            self._start_worker(chosen, gpu_device, backend)

    def generate(self, messages: Iterable[Message], sampling: Sampling,
                 handler: JobHandler, *, truncate: bool = True,
                 on_start: Callable[[], None] | None = None) -> Job:
        """Queue a reply. If the worker died, it is restarted and the model reloaded.
        ``truncate=False``: a prompt too long for the context fails instead of losing
        its oldest turns (what an API client expects). ``on_start`` is called when the
        job leaves the queue for the worker."""
        return self._generate({"messages": list(messages), "truncate": truncate},
                              sampling, handler, on_start)

    def complete(self, prompt: str, sampling: Sampling, handler: JobHandler, *,
                 on_start: Callable[[], None] | None = None) -> Job:
        """Queue a continuation of raw text, without the chat template."""
        return self._generate({"messages": [], "prompt": prompt, "truncate": False},
                              sampling, handler, on_start)

    def _generate(self, fields: dict[str, Any], sampling: Sampling, handler: JobHandler,
                  on_start: Callable[[], None] | None) -> Job:
        job_id = f"g{next(self._ids)}"
        job = Job(job_id, {"op": protocol.Op.GENERATE, "id": job_id, **fields,
                           "sampling": dict(sampling)}, handler, on_start=on_start)
        self._submit(job)
        return job

    def dry_run(self, path: Path, params: LoadParams, handler: JobHandler,
                sparse: bool = False) -> Job:
        """Queue a dry run: what a load with ``params`` would allocate. Needs a worker,
        not a model. ``sparse``: ``path`` is a sparse copy already (a Hub file's header)."""
        job_id = f"d{next(self._ids)}"
        job = Job(job_id, {"op": protocol.Op.DRY_RUN, "id": job_id, **protocol.path_fields(path),
                           **params.as_dict(), "sparse": sparse}, handler, needs_model=False)
        self._submit(job)
        return job

    def bench(self, params: dict[str, Any], handler: JobHandler) -> Job:
        """Queue a benchmark of the loaded model (BenchRequest's fields but op and id)."""
        job_id = f"b{next(self._ids)}"
        job = Job(job_id, {**params, "op": protocol.Op.BENCH, "id": job_id}, handler)
        self._submit(job)
        return job

    def cancel(self, job: Job | None = None) -> None:
        """Cancel one job (queued or running), or all of them."""
        for queued in [j for j in self._jobs if job is None or j is job]:
            self._jobs.remove(queued)
            self._later(queued.handler, {"event": EventKind.DONE, "id": queued.id, "reply": "",
                                         "finish_reason": protocol.FinishReason.CANCELLED,
                                         "stats": {}})
        running = self._running
        if running is not None and job in (None, running) and self._client is not None:
            self._client.cancel(running.id)

    def unload(self) -> None:
        """Forget the model and stop its worker, at once (a load in progress is abandoned)."""
        self.spec = None
        self.shutdown()

    def shutdown(self) -> None:
        """Stop the worker without waiting: it is asked to exit, and killed if it does not
        within a few seconds (a load or a driver call may not listen)."""
        self._fail_jobs(ErrorKind.UNLOADED,
                        "The model was unloaded before this request finished.")
        client, self._client = self._client, None
        self._worker_ready = False
        self._load_sent = False
        self.loaded = {}
        if client is not None:
            client.close_soon()
        self._set_state(State.STOPPED)

    def close(self, timeout: float = 0.5) -> None:
        """At exit, when no watcher thread will outlive us: a busy worker (loading,
        generating) is killed at once, since it holds nothing to save; an idle one gets
        ``timeout`` seconds to exit by itself."""
        client, busy = self._client, self.state in (State.STARTING, State.LOADING,
                                                      State.GENERATING)
        self.shutdown()
        if client is not None:
            client.wait_closed(0.0 if busy else timeout)

    def kill_worker(self) -> None:
        """Kill the worker at once, as a driver crash would (tests use it)."""
        if self._client is not None:
            self._client.kill()

    # -- the worker's life ------------------------------------------------------------
    def _choose(self, wanted: str) -> Backend:
        return choose(wanted, self._discover() if self._discover else None)

    def _worker_fits(self, backend: Backend, gpu_device: int) -> bool:
        return (self._client is not None and self._client.running
                and self.backend == backend and self.gpu_device == gpu_device)

    def _start_worker(self, backend: Backend, gpu_device: int, wanted: str) -> None:
        self._replace_worker()
        env = device_env(backend.kind, gpu_device)
        if backend.kind == "rocm":
            plan = plan_for_this_machine(backend.folder, gpu_device)
            if not plan.runs:
                self.spec = None
                self._refuse(ErrorKind.ROCM_UNSUPPORTED, plan.message or "")
                return
            if plan.message is not None:
                self.listener.on_notice(Notice("rocm", plan.message))
            env.update(plan.env)  # HSA_OVERRIDE_GFX_VERSION before the HIP runtime starts
        self._fell_back_from = self.backend if wanted == "cpu_fallback" else None
        self.backend, self.gpu_device = backend, gpu_device
        self._wanted_backend = wanted
        self._worker_ready = False
        self._last_error = ""
        self._serial += 1
        serial = self._serial
        client = EngineClient(lambda event: self._post(lambda: self._on_event(serial, event)),
                              backend, extra_env=env, log_path=self._log_path)
        self._set_state(State.STARTING)
        try:
            client.start()
        except OSError as exc:
            self._refuse(ErrorKind.FATAL, f"The engine process could not start: {exc}")
            self._set_state(State.STOPPED)
            return
        self._client = client

    def _replace_worker(self) -> None:
        """Let the current worker go (its late events are ignored) without waiting."""
        running, self._running = self._running, None
        if running is not None:
            self._later(running.handler, protocol.error(
                ErrorKind.UNLOADED, "The model was replaced before this reply finished.",
                running.id))
        client, self._client = self._client, None
        self._worker_ready = False
        self.loaded = {}
        if client is not None:
            client.close_soon()

    def _send_load(self) -> None:
        spec, client = self.spec, self._client
        if spec is None or client is None or self._load_sent:
            return
        self._load_sent = True
        self._set_state(State.LOADING)
        params = spec.params(self.backend.kind if self.backend is not None else "")
        client.send({"op": protocol.Op.LOAD, **protocol.path_fields(spec.path),
                     **params.as_dict(), "chat_template": spec.chat_template,
                     "n_threads": spec.threads})

    def _on_event(self, serial: int, event: protocol.Event) -> None:
        if serial != self._serial:
            return  # from a worker replaced since (a backend switch, a fallback)
        kind = event.get("event")
        if kind == EventKind.READY:
            self._on_ready(event)
        elif kind == EventKind.LOAD_PROGRESS:
            if self.state == State.LOADING:  # a late one after an unload means nothing
                self.listener.on_load_progress(float(event.get("progress", 0.0)))
        elif kind == EventKind.LOADED:
            self.loaded = event
            self._set_state(State.READY)
            self.listener.on_loaded(event)
            self._pump()
        elif kind in (EventKind.TOKEN, EventKind.DONE, EventKind.DRY_RUN,
                      EventKind.BENCH_PROGRESS, EventKind.BENCH):
            self._on_job_event(event)
        elif kind == EventKind.ERROR:
            self._on_error(event)
        elif kind == EventKind.EXITED:
            self._on_exited(event)

    def _on_ready(self, event: protocol.Event) -> None:
        self._worker_ready = True
        self.devices = list(event.get("devices") or [])
        if self.backend is not None and self.spec is not None:
            cpu = cpu_fallback(self._wanted_backend, self.backend, self.devices)
            if cpu is not None:
                self.listener.on_notice(cpu_fallback_notice(self.backend.kind))
                self._start_worker(cpu, self.gpu_device, "cpu_fallback")
                return
        self.listener.on_ready(event)
        if self.spec is not None:
            self._send_load()
        else:
            self._set_state(State.STOPPED)
        self._pump()

    def _on_job_event(self, event: protocol.Event) -> None:
        job = self._running
        if job is None or event.get("id") != job.id:
            return
        if event["event"] not in _PROGRESS_EVENTS:
            self._running = None
            if self.loaded:
                self._set_state(State.READY)
        job.handler(event)
        if self._running is None:
            self._pump()

    def _on_error(self, event: protocol.Event) -> None:
        self._last_error = str(event.get("message", ""))
        job = self._running
        if job is not None and event.get("id") == job.id:
            self._on_job_event(event)
            return
        if self.state == State.LOADING and not self.loaded:
            self._load_sent = False
            self._set_state(State.STOPPED)
            # the jobs that waited for the model fail with the load's own error (and its
            # translatable sentence and detail, where it has them)
            self._fail_jobs(str(event.get("kind", ErrorKind.LOAD_FAILED)),
                            str(event.get("message", "")), only_needing_model=True,
                            **{k: event[k] for k in ("text", "detail") if k in event})
        self.listener.on_error(event)

    def _on_exited(self, event: protocol.Event) -> None:
        if event.get("expected"):
            return
        # why it died: its own last error, else the last line it wrote to its log
        tail = [line for line in event.get("stderr_tail") or [] if line.strip()]
        event = {**event, "cause": self._last_error or (tail[-1] if tail else "")}
        self._client = None
        self._worker_ready = False
        self._load_sent = False
        self.loaded = {}
        message = f"The engine process stopped ({event['how']})."
        if event["cause"]:
            message += f" Its last words: {event['cause']}"
        self._fail_jobs(ErrorKind.WORKER_DIED, message, how=str(event["how"]),
                        cause=str(event["cause"]))
        self._set_state(State.STOPPED)
        self.listener.on_worker_died(event)

    # -- jobs -------------------------------------------------------------------------
    def _submit(self, job: Job) -> None:
        if job.needs_model and self.spec is None:
            self._later(job.handler, protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, job.id))
            return
        self._jobs.append(job)
        if self._client is None and self.spec is not None:
            self.load(self.spec)  # the worker died or was stopped: start it again
        elif self._worker_ready and not self.loaded and not self._load_sent \
                and self.spec is not None:
            self._send_load()  # the last load failed: try again, its error comes again
        self._pump()

    def _pump(self) -> None:
        if self._running is not None or not self._jobs or self._client is None:
            return
        job = self._jobs[0]
        if not self._worker_ready or (job.needs_model and not self.loaded):
            return
        self._jobs.popleft()
        self._running = job
        if job.request["op"] in (protocol.Op.GENERATE, protocol.Op.BENCH):
            self._set_state(State.GENERATING)
        self._client.send(job.request)
        if job.on_start is not None:
            job.on_start()

    def _refuse(self, kind: ErrorKind, message: str | Text) -> None:
        """The session cannot run anything now: say so, and fail every job with it."""
        self._tell_error(kind, message)
        self._fail_jobs(kind, message)

    def _fail_jobs(self, kind: str, message: str | Text, *, only_needing_model: bool = False,
                   **extra: Any) -> None:
        jobs = [j for j in self._jobs if j.needs_model or not only_needing_model]
        if self._running is not None:
            jobs.insert(0, self._running)
            self._running = None
        for job in jobs:
            if job in self._jobs:
                self._jobs.remove(job)
            self._later(job.handler, {**protocol.error(kind, message, job.id),
                                      **extra})

    # -- telling the owner --------------------------------------------------------------
    def _later(self, handler: JobHandler, event: protocol.Event) -> None:
        """Call a job's handler on the owner's thread, after the current call returns:
        callers never see their handler run inside their own call."""
        self._post(lambda: handler(event))

    def _tell_error(self, kind: ErrorKind, message: str | Text) -> None:
        self.listener.on_error(protocol.error(kind, message))

    def _set_state(self, state: State) -> None:
        if state != self.state:
            self.state = state
            self.listener.on_state(state)
