"""The one way API requests reach the model: a queue with cancellation, between the
HTTP server's event loop and the engine session on its owner's thread.

The session already runs one job at a time per worker, in order, for the chat and
the API alike; the gate adds what the server needs around it: each request's events
as an async iterator on the server's loop, a cancel when the iterator is left early
(a client that disconnects), and a record per request (waiting, running, tokens,
speed) that the owner shows (the app's live panel, ``amdchat serve``'s log).

Threads: everything that touches the session runs through ``call_on_owner`` (the GUI
thread in the app, the server's own loop in ``amdchat serve``), in the order asked,
so a cancel always comes after the submit it cancels.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from enum import StrEnum

from amdchat.engine import protocol
from amdchat.engine.protocol import Message
from amdchat.sampling import Sampling
from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import Job, JobHandler, Post


class Phase(StrEnum):
    WAITING = "waiting"  # queued behind another request or a chat reply
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"  # the client went away, or the server stopped


@dataclass
class ApiRequest:
    """What the owner shows of one request. Changed on the owner's thread only."""

    number: int
    endpoint: str
    phase: Phase = Phase.WAITING
    submitted: float = field(default_factory=time.monotonic)
    started: float | None = None
    first_token: float | None = None
    chunks: int = 0  # text pieces so far (about one per token)
    stats: protocol.Stats = field(default_factory=protocol.Stats)
    error: str = ""
    status: int = 200  # the HTTP status answered (set by the server)

    @property
    def tokens(self) -> int:
        return self.stats.get("generated_tokens", self.chunks)

    @property
    def ttft_ms(self) -> float | None:
        if self.first_token is None:
            return None
        return (self.first_token - self.submitted) * 1000

    @property
    def tokens_per_second(self) -> float:
        if "generation_tps" in self.stats:
            return self.stats["generation_tps"]
        if self.first_token is None or self.chunks < 2:
            return 0.0
        elapsed = time.monotonic() - self.first_token
        return (self.chunks - 1) / elapsed if elapsed > 0 else 0.0


Listener = Callable[[ApiRequest], None]
Submit = Callable[[JobHandler, Callable[[], None]], Job]


class EngineGate:
    def __init__(self, session: EngineSession, call_on_owner: Post,
                 listener: Listener | None = None) -> None:
        self._session = session
        self._call = call_on_owner
        self._listener = listener
        self._numbers = itertools.count(1)
        self._jobs: dict[int, Job] = {}  # owner's thread only
        self._inboxes: dict[int, JobHandler] = {}  # each request's delivery, by number
        self.requests: list[ApiRequest] = []  # waiting and running, oldest first

    # -- for the server's loop --------------------------------------------------------
    def chat(self, endpoint: str, messages: list[Message], sampling: Sampling,
             think: str = "", options: protocol.GenerateOptions | None = None
             ) -> tuple[ApiRequest, AsyncIterator[protocol.JobEvent]]:
        return self._events(endpoint, lambda handler, on_start: self._session.generate(
            messages, sampling, handler, truncate=False, on_start=on_start, think=think,
            options=options))

    def complete(self, endpoint: str, prompt: str, sampling: Sampling,
                 options: protocol.GenerateOptions | None = None
                 ) -> tuple[ApiRequest, AsyncIterator[protocol.JobEvent]]:
        return self._events(endpoint, lambda handler, on_start: self._session.complete(
            prompt, sampling, handler, on_start=on_start, options=options))

    def embed(self, endpoint: str, texts: list[str]
              ) -> tuple[ApiRequest, AsyncIterator[protocol.JobEvent]]:
        return self._events(endpoint, lambda handler, on_start: self._session.embed(
            texts, handler, on_start=on_start))

    def _events(self, endpoint: str, submit: Submit
                ) -> tuple[ApiRequest, AsyncIterator[protocol.JobEvent]]:
        record = ApiRequest(next(self._numbers), endpoint)
        return record, self._run(record, submit)

    async def _run(self, record: ApiRequest, submit: Submit
                   ) -> AsyncIterator[protocol.JobEvent]:
        loop = asyncio.get_running_loop()
        inbox: asyncio.Queue[protocol.JobEvent] = asyncio.Queue()

        def deliver(event: protocol.JobEvent) -> None:  # owner's thread
            self._note(record, event)
            with contextlib.suppress(RuntimeError):  # the server's loop has closed
                loop.call_soon_threadsafe(inbox.put_nowait, event)

        self._call(lambda: self._submit(record, submit, deliver))
        ended = False
        try:
            while True:
                event = await inbox.get()
                ended = event["event"] != "token"
                yield event
                if ended:
                    return
        finally:
            if not ended:
                self._call(lambda: self._cancel(record))

    # -- on the owner's thread --------------------------------------------------------
    def _submit(self, record: ApiRequest, submit: Submit,
                deliver: JobHandler) -> None:
        self.requests.append(record)
        self._inboxes[record.number] = deliver
        self._tell(record)
        job = submit(deliver, lambda: self._started(record))
        if record.phase in (Phase.WAITING, Phase.RUNNING):
            self._jobs[record.number] = job

    def _started(self, record: ApiRequest) -> None:
        record.phase = Phase.RUNNING
        record.started = time.monotonic()
        self._tell(record)

    def _note(self, record: ApiRequest, event: protocol.JobEvent) -> None:
        if event["event"] == "token":
            if record.first_token is None:
                record.first_token = time.monotonic()
            record.chunks += 1
        elif event["event"] == "done":
            record.stats = event["stats"]
            cancelled = event["finish_reason"] == protocol.FinishReason.CANCELLED
            record.phase = Phase.CANCELLED if cancelled else Phase.DONE
        elif event["event"] == "error":
            record.phase, record.error = Phase.FAILED, event["message"]
        if event["event"] != "token":
            self._end(record)
        self._tell(record)

    def _cancel(self, record: ApiRequest) -> None:
        job = self._jobs.get(record.number)
        if job is not None:
            self._session.cancel(job)
        if record.phase in (Phase.WAITING, Phase.RUNNING):
            record.phase = Phase.CANCELLED
            self._end(record)
            self._tell(record)

    def cancel_all(self) -> None:
        """Owner's thread: cancel every request (the server is stopping). Each one's
        client is answered at once (a cancelled error, in OpenAI's shape), without
        waiting for the worker to stop: the server closes in a moment."""
        for record in list(self.requests):
            deliver = self._inboxes.get(record.number)
            self._cancel(record)
            if deliver is not None:
                deliver(protocol.cancelled_before_start(""))

    def _end(self, record: ApiRequest) -> None:
        self._jobs.pop(record.number, None)
        self._inboxes.pop(record.number, None)
        if record in self.requests:
            self.requests.remove(record)

    def _tell(self, record: ApiRequest) -> None:
        if self._listener is not None:
            self._listener(record)

    @property
    def waiting(self) -> int:
        return sum(1 for r in self.requests if r.phase == Phase.WAITING)
