"""One engine session: every rule that decides how a model runs, in one place (no Qt).

It owns the choice of backend, starting and replacing the worker, the CPU
fallback on "auto" and its notice, the ROCm plan, the layers to offload,
load and unload, a queue of jobs (one at a time per worker, each cancellable)
and a shutdown that never blocks its caller. The app's Qt controller, the CLI,
``amdchat bench``, the benchmark scripts and the API server all drive this object.
Its load planning (load_planning.py) and its queue of jobs (job_queue.py) are mixins.

Threading: worker events arrive on the client's reader threads. The session
never acts on them there: it hands each to ``post`` ("run this on the owner's
thread"), so its state only ever changes on one thread: the GUI thread in the
app (posted through a queued signal), the caller's thread in BlockingEngine.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Callable
from pathlib import Path

from amdchat.backends.measured_store import remembered
from amdchat.backends.registry import (
    Backend,
    BackendUnavailable,
    choose,
    cpu_fallback,
    device_env,
    gpu_slot,
    other_device,
)
from amdchat.backends.rocm import plan_for_this_machine
from amdchat.engine import protocol
from amdchat.engine.client import EngineClient
from amdchat.engine.load_params import LoadParams
from amdchat.engine.protocol import ErrorKind
from amdchat.engine.rpc_client import SERVERS_ENV
from amdchat.hardware.pci_bar import small_bar_workaround
from amdchat.i18n import Text
from amdchat.plan.budget import Budget
from amdchat.plan.placement import PlacementPlan
from amdchat.plan.remote_split import RemoteSplit
from amdchat.session.job_queue import JobQueue
from amdchat.session.listener import Job, Post, SessionListener, State
from amdchat.session.load_planning import LoadPlanning
from amdchat.session.placing import BudgetOf, default_budget, reclaimable
from amdchat.session.remote_placing import SkippedServers, dropped_servers, dropped_text
from amdchat.session.spec import ModelSpec, Notice, cpu_fallback_notice


class EngineSession(LoadPlanning, JobQueue):
    def __init__(self, post: Post, listener: SessionListener | None = None, *,
                 log_path: Path | None = None,
                 discover: Callable[[], list[Backend]] | None = None,
                 budget: BudgetOf | None = None) -> None:
        self._post = post
        self._budget_of = budget or default_budget
        # dry run id, budget, bytes reclaimed, the context measured again (None: first run)
        self._planning: tuple[str, Budget, int, int | None] | None = None
        # a first plan's full-offload dry run and its split, while the split is measured
        self._split_check: tuple[protocol.DryRunEvent, LoadParams] | None = None
        self._held_gpu = 0  # GPU bytes of the model this worker holds (a reload frees them)
        # loads sent to this worker and loads it answered (loaded, or a load's error): the
        # answer to any but the last load sent is stale (a model replaced while loading)
        self._loads_sent = 0
        self._loads_answered = 0
        self.plan: PlacementPlan | None = None  # how the model was placed (None: not planned)
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
        self._gpu_slot = ""  # the PCI address of the GPU chosen, to check the load against
        self._rpc_servers: tuple[str, ...] = ()  # the remote servers this worker added
        self.remote_split: RemoteSplit | None = None  # layers here and on remote servers
        self.skipped = SkippedServers()  # servers that dropped: loads leave them out
        self.skip_dropped = False  # True: a server that drops is skipped at once (serve)
        self.dropped: list[str] = []  # the servers found gone when the last worker died
        self._wanted_backend = "auto"
        self._fell_back_from: Backend | None = None  # the GPU backend the worker replaced
        self._told_small_bar = False
        self.state = State.STOPPED
        self.devices: list[protocol.Device] = []
        self.loaded: protocol.LoadedEvent | None = None

    # -- what the owner asks --------------------------------------------------------
    @property
    def has_model(self) -> bool:
        """A model was chosen (loaded, loading, or to be reloaded after a crash)."""
        return self.spec is not None

    @property
    def worker_pid(self) -> int | None:
        return self._client.pid if self._client and self._client.running else None

    def load(self, spec: ModelSpec) -> None:
        """Load a model; the worker is (re)started first when the backend or GPU changes."""
        spec = self.skipped.remaining(spec)
        try:
            backend = self._choose(spec.backend, spec)
        except BackendUnavailable as exc:
            self.spec = None
            self._tell_error(ErrorKind.BACKEND_UNAVAILABLE, exc.text or str(exc))
            return
        self.spec = spec
        self.loaded = None
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

    def unload(self) -> None:
        """Forget the model and stop its worker, at once (a load in progress is abandoned)."""
        self.spec = None
        self.shutdown()

    def shutdown(self) -> None:
        """Stop the worker without waiting: it is asked to exit, and killed if it does not
        within a few seconds (a load or a driver call may not listen)."""
        self._fail_jobs(protocol.error(
            ErrorKind.UNLOADED, "The model was unloaded before this request finished."))
        client, self._client = self._client, None
        self._serial += 1  # a closing worker's late events (a load finishing) mean nothing
        self._worker_ready = False
        self._load_sent = False
        self._planning = self._split_check = None
        self.loaded = None
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
    def _choose(self, wanted: str, spec: ModelSpec | None = None) -> Backend:
        available = self._discover() if self._discover else None
        # "auto" with a measured winner for this GPU and kind of model: that one
        measured = remembered(spec.path, spec.gpu_device, available) \
            if wanted == "auto" and spec is not None else None
        return measured or choose(wanted, available,
                                  needs_rpc=bool(spec is not None and spec.rpc_servers))

    def _worker_fits(self, backend: Backend, gpu_device: int) -> bool:
        return (self._client is not None and self._client.running
                and self.backend == backend and self.gpu_device == gpu_device
                and self._rpc_servers == (self.spec.rpc_servers if self.spec else ()))

    def _start_worker(self, backend: Backend, gpu_device: int, wanted: str) -> None:
        self._replace_worker()
        self._gpu_slot = gpu_slot(gpu_device)
        env = device_env(backend.kind, gpu_device, self._gpu_slot)
        self._rpc_servers = self.spec.rpc_servers if self.spec is not None else ()
        if self._rpc_servers:  # remote devices are the worker's, as GPUs are
            env[SERVERS_ENV] = ",".join(self._rpc_servers)
        if backend.kind == "rocm":
            plan = plan_for_this_machine(backend.folder, gpu_device)
            if not plan.runs:
                self.spec = None
                self._refuse(ErrorKind.ROCM_UNSUPPORTED, plan.message or "")
                return
            if plan.message is not None:
                self.listener.on_notice(Notice("rocm", plan.message))
            env.update(plan.env)  # HSA_OVERRIDE_GFX_VERSION before the HIP runtime starts
        if backend.kind == "vulkan":
            on = self.spec is None or self.spec.small_bar_workaround
            bar_env, told = small_bar_workaround(on)
            env.update(bar_env)
            if told is not None and not self._told_small_bar:  # once, not per worker
                self._told_small_bar = True
                self.listener.on_notice(Notice("small_bar", told))
        self._fell_back_from = self.backend if wanted == "cpu_fallback" else None
        self.backend, self.gpu_device = backend, gpu_device
        self._wanted_backend = wanted
        self._worker_ready = False
        self._last_error = ""
        self._serial += 1
        serial = self._serial
        self._held_gpu = self._loads_sent = self._loads_answered = 0
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
        self._planning = self._split_check = None
        self.loaded = None
        if client is not None:
            client.close_soon()

    def _on_event(self, serial: int, event: protocol.Event) -> None:
        if serial != self._serial:
            return  # from a worker replaced since (a backend switch, a fallback)
        if self._planning is not None and event.get("id") == self._planning[0]:
            self._finish_plan(event if event["event"] == "dry_run" else None)
        elif event["event"] == "ready":
            self._on_ready(event)
        elif event["event"] == "load_progress":
            # a late one after an unload, or of a model replaced since, means nothing
            if self.state == State.LOADING and self._current_load():
                self.listener.on_load_progress(event["progress"])
        elif event["event"] == "loaded":
            self._held_gpu = reclaimable(event)
            if not self._answered_load():
                return  # a model replaced while it loaded: the next load frees it
            self.loaded = event
            self._set_state(State.READY)
            self.listener.on_loaded(event)
            if wrong := other_device(self._gpu_slot, event.get("placement") or {}):
                self.listener.on_notice(Notice("device", wrong))
            self._pump()
        elif event["event"] == "error":
            self._on_error(event)
        elif event["event"] == "exited":
            self._on_exited(event)
        elif event["event"] != "unloaded":
            self._on_job_event(event)

    def _on_ready(self, event: protocol.ReadyEvent) -> None:
        self._worker_ready = True
        self.devices = list(event["devices"])
        self.rpc_probed = tuple(event.get("rpc_servers", ()))
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

    def _on_job_event(self, event: protocol.JobEvent) -> None:
        job = self._running
        if job is None or event.get("id") != job.id:
            return
        if event["event"] not in ("token", "bench_progress"):
            self._running = None
            if self.loaded:
                self._set_state(State.READY)
        if network := protocol.network_figures(event):  # whoever asked: the live panel shows it
            self.listener.on_network(network)
        job.handler(event)
        if self._running is None:
            self._pump()

    def _on_error(self, event: protocol.ErrorEvent) -> None:
        self._last_error = event["message"]
        job = self._running
        if job is not None and event.get("id") == job.id:
            self._on_job_event(event)
            return
        if self._loads_answered < self._loads_sent and event.get("id") is None:
            if not event["kind"].startswith("model_"):
                self._held_gpu = 0  # the worker let the old model go before trying
            if not self._answered_load():
                return  # the load of a model replaced since: its failure means nothing now
        if self.state == State.LOADING and not self.loaded:
            self._load_sent = False
            self._set_state(State.STOPPED)
            # the jobs that waited for the model fail with the load's own error (and its
            # translatable sentence and detail, where it has them)
            self._fail_jobs(event, only_needing_model=True)
        self.listener.on_error(event)

    def _on_exited(self, event: protocol.ExitedEvent) -> None:
        if event["expected"]:
            return
        # why it died: its own last error, else the last line it wrote to its log
        tail = [line for line in event["stderr_tail"] if line.strip()]
        cause = self._last_error or (tail[-1] if tail else "")
        self._client = None
        # its remote servers were added (a worker that could not add one said why: that
        # stands, no drop is to blame)
        had_servers = self._worker_ready and bool(self._rpc_servers)
        self._worker_ready = False
        self._load_sent = False
        self.loaded = None
        message: str | Text = f"The engine process stopped ({event['how']})."
        if cause:
            message = f"{message} Its last words: {cause}"
        self.dropped = []
        if had_servers and (gone := dropped_servers(self._rpc_servers)):
            # which computer dropped, not llama.cpp's abort
            message = dropped_text(gone, reloads=self.skip_dropped)
            cause = str(message)  # what the window shows as the engine's last words
            self.dropped = [host for host, _ in gone]
            event = {**event, "dropped": self.dropped}
            if self.skip_dropped and self.spec is not None:  # the next job loads without
                self.skipped.skip(gone)
                self.spec = self.skipped.remaining(self.spec)
        event = {**event, "cause": cause}
        if isinstance(message, Text):  # the window says it in the user's language
            event["text"] = message.as_dict()
        died = protocol.error(ErrorKind.WORKER_DIED, message)
        died["how"], died["cause"] = event["how"], cause
        self._fail_jobs(died)
        self._set_state(State.STOPPED)
        self.listener.on_worker_died(event)

    # -- telling the owner --------------------------------------------------------------
    def _refuse(self, kind: ErrorKind, message: str | Text) -> None:
        """The session cannot run anything now: say so, and fail every job with it."""
        self._tell_error(kind, message)
        self._fail_jobs(protocol.error(kind, message))

    def _tell_error(self, kind: ErrorKind, message: str | Text) -> None:
        self.listener.on_error(protocol.error(kind, message))

    def _set_state(self, state: State) -> None:
        if state != self.state:
            self.state = state
            self.listener.on_state(state)
