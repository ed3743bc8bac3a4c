"""Qt adapter over the core's EngineSession: its events become signals.

The session decides everything (backend, fallback, layers, queue, restarts);
this class only runs its work on the GUI thread and turns what it hears into
signals. The GUI thread never waits on the worker.

The worker's events reach the GUI thread through one queue, drained in slices of
at most DRAIN_SLICE_MS: a fast GPU (or a backlog after a busy moment) can hand
over hundreds of tokens at once, and running them all in one go would keep
timers and painting waiting (a burst of 2,000 tokens stalled the window ~40 ms).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from amdchat import paths
from amdchat.backends.registry import Backend
from amdchat.engine import protocol
from amdchat.engine.protocol import Message
from amdchat.remote.session import RemoteSession
from amdchat.sampling import Sampling
from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import Job, JobHandler, SessionListener, State
from amdchat.session.placing import BudgetOf
from amdchat.session.spec import ModelSpec, Notice
from amdchat.ui import messages as texts

STOPPED, STARTING, LOADING, READY, GENERATING = (
    State.STOPPED, State.STARTING, State.LOADING, State.READY, State.GENERATING)
DRAIN_SLICE_MS = 4.0  # then timers and painting run before the rest of the queue


class EngineController(QObject, SessionListener):
    sig_state_changed = Signal(str)
    """The engine's state: stopped, starting, loading, ready, generating."""
    sig_load_progress = Signal(float)
    """How far the model's load has come, 0..1, from llama.cpp's progress callback."""
    sig_loaded = Signal(dict)
    """A model is loaded: a protocol.LoadedEvent (name, placement, n_ctx...)."""
    sig_error = Signal(dict)
    """The session failed outside a reply (a load, a backend): a protocol.ErrorEvent."""
    sig_worker_died = Signal(dict)
    """The worker process ended unexpectedly: a protocol.ExitedEvent (how, cause...)."""
    sig_notice = Signal(str)
    """Something the user should know that is not an error (a backend fallback)."""
    sig_remote_changed = Signal()
    sig_network = Signal(dict)
    """With remote devices (RPC), while a reply streams and at its end: the network's part
    of a token's time, a protocol.NetworkFigures."""
    """The chat now uses a model on a remote server (``remote``), or no longer."""
    _work_posted = Signal()

    def __init__(self, parent: QObject | None = None, budget: BudgetOf | None = None) -> None:
        QObject.__init__(self, parent)
        self._posted: deque[Callable[[], None]] = deque()
        self._posted_lock = threading.Lock()
        self._drain_asked = False  # a drain is queued and will see what is posted now
        # queued even from the GUI thread: a caller never sees its work run inside its call
        self._work_posted.connect(self._drain_posted, Qt.ConnectionType.QueuedConnection)
        self.session = EngineSession(self.post_to_gui, self,
                                     log_path=paths.log_dir() / "worker.log", budget=budget)
        # while set, the chat's replies come from this remote server's model (the same
        # job events), and the local model is unloaded
        self.remote: RemoteSession | None = None

    def post_to_gui(self, work: Callable[[], None]) -> None:
        """Any thread: run ``work`` on the GUI thread, in order."""
        with self._posted_lock:
            self._posted.append(work)
            if self._drain_asked:
                return
            self._drain_asked = True
        # RuntimeError: the window closed and this controller is gone: nobody to tell
        with contextlib.suppress(RuntimeError):
            self._work_posted.emit()  # queued: the drain runs on the GUI thread

    @Slot()
    def _drain_posted(self) -> None:
        """Run what was posted, oldest first, for about DRAIN_SLICE_MS; the rest after
        the event loop has had its turn (a zero timer)."""
        started = time.perf_counter()
        try:
            while True:
                with self._posted_lock:
                    if not self._posted:
                        self._drain_asked = False
                        return
                    work = self._posted.popleft()
                work()
                if (time.perf_counter() - started) * 1000 >= DRAIN_SLICE_MS:
                    break
        finally:  # the slice is used up, or a work raised: the rest still runs, later
            if self._drain_asked:
                QTimer.singleShot(0, self, self._drain_posted)

    # -- the session, as the window sees it ------------------------------------------
    @property
    def state(self) -> State:
        return READY if self.remote is not None else self.session.state

    @property
    def has_model(self) -> bool:
        return self.remote is not None or self.session.has_model

    def use_remote(self, remote: RemoteSession | None) -> None:
        """Chat with ``remote``'s model from now on (the local one is unloaded), or (None)
        no longer."""
        if self.remote is not None:
            self.remote.close()
        self.remote = remote
        if remote is not None and self.session.state != STOPPED:
            self.session.unload()
        self.sig_remote_changed.emit()
        self.sig_state_changed.emit(str(self.state))

    @property
    def loaded(self) -> protocol.LoadedEvent | None:
        return self.session.loaded

    @property
    def backend(self) -> Backend | None:
        return self.session.backend

    @property
    def worker_pid(self) -> int | None:
        return self.session.worker_pid

    def load(self, spec: ModelSpec) -> None:
        if self.remote is not None:  # a local model chosen: the remote one is left
            self.use_remote(None)
        self.session.load(spec)

    def generate(self, messages: Iterable[Message], sampling: Sampling,
                 handler: JobHandler, on_start: Callable[[], None] | None = None,
                 think: str = "") -> Job:
        """``on_start``: the job left the queue for the worker (it may wait behind
        another job, an API request's). ``think``: the chat's think setting (a remote
        server's own template decides its thinking)."""
        if self.remote is not None:
            return self.remote.generate(list(messages), sampling, handler, on_start=on_start)
        return self.session.generate(messages, sampling, handler, on_start=on_start,
                                     think=think)

    def cancel(self, job: Job | None = None) -> None:
        if self.remote is not None and (job is None or self.remote.owns(job)):
            self.remote.cancel(job)
            return
        self.session.cancel(job)

    def unload(self) -> None:
        if self.remote is not None:
            self.use_remote(None)
        self.session.unload()

    def shutdown(self) -> None:
        self.session.shutdown()

    def close(self) -> None:
        if self.remote is not None:
            self.remote.close()
        self.session.close()

    def kill_worker(self) -> None:
        self.session.kill_worker()

    # -- SessionListener ------------------------------------------------------------
    def on_state(self, state: State) -> None:
        self.sig_state_changed.emit(str(self.state))  # ready while a remote model is used

    def on_load_progress(self, fraction: float) -> None:
        self.sig_load_progress.emit(fraction)

    def on_loaded(self, loaded: protocol.LoadedEvent) -> None:
        self.sig_loaded.emit(loaded)

    def on_notice(self, notice: Notice) -> None:
        self.sig_notice.emit(texts.notice_text(notice))

    def on_error(self, error: protocol.ErrorEvent) -> None:
        self.sig_error.emit(error)

    def on_worker_died(self, exited: protocol.ExitedEvent) -> None:
        self.sig_worker_died.emit(exited)

    def on_network(self, figures: protocol.NetworkFigures) -> None:
        self.sig_network.emit(figures)
