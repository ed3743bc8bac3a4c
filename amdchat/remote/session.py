"""A chat session with a remote server, heard the way the local engine's session is.

Its jobs' handlers get the same events (token*, then done or error, on the owner's
thread through ``post``), so the chat, its history, regenerate and the per-message
speed work unchanged. A reply runs on its own thread; there is no queue (the server
has its own). Cancel answers at once with the text so far: the thread may be waiting
on a stalled read, which its own bounds end later.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind, FinishReason, Message
from amdchat.remote.client import RemoteReply, RemoteServer
from amdchat.remote.errors import RemoteError
from amdchat.sampling import Sampling
from amdchat.session.listener import Job, JobHandler, Post

_ids = itertools.count(1)


@dataclass(eq=False)
class _Running:
    job: Job
    cancelled: threading.Event = field(default_factory=threading.Event)
    text: list[str] = field(default_factory=list)
    finished: bool = False


class RemoteSession:
    """One model on one server, as the chat uses it."""

    def __init__(self, server: RemoteServer, model: str, post: Post) -> None:
        self.server = server
        self.model = model
        self.post = post
        self._running: dict[str, _Running] = {}
        self.last_reply: RemoteReply | None = None

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def host(self) -> str:
        return self.server.host

    @property
    def has_model(self) -> bool:
        return bool(self.model)

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def owns(self, job: Job) -> bool:
        return job.id in self._running

    def model_stats(self) -> dict[str, str]:
        """What a reply's stats say of where it ran (the chat shows ``device``)."""
        return {"model_file": self.model, "quant": "", "backend": "remote",
                "device": self.host, "runs_on": "remote", "remote_url": self.url}

    def generate(self, messages: list[Message], sampling: Sampling, handler: JobHandler,
                 on_start: Callable[[], None] | None = None) -> Job:
        request: protocol.GenerateRequest = {"op": "generate", "id": f"remote-{next(_ids)}",
                                             "messages": list(messages), "sampling": sampling}
        job = Job(request["id"], request, handler)
        running = _Running(job)
        self._running[job.id] = running
        if on_start is not None:
            on_start()  # no queue here: the request leaves now
        threading.Thread(target=self._run, args=(running,), daemon=True,
                         name=f"amdchat-{job.id}").start()
        return job

    def cancel(self, job: Job | None = None) -> None:
        for running in list(self._running.values()):
            if job is None or running.job is job:
                running.cancelled.set()
                self.post(self._cancelled_now(running))

    def _cancelled_now(self, running: _Running) -> Callable[[], None]:
        return lambda: self._deliver(running, protocol.done(
            running.job.id, "".join(running.text), FinishReason.CANCELLED, {}))

    def close(self) -> None:
        self.cancel()

    # -- the reply's thread ---------------------------------------------------------
    def _run(self, running: _Running) -> None:
        request = running.job.request
        assert request["op"] == "generate"
        job_id = running.job.id

        def on_text(text: str) -> None:
            running.text.append(text)
            self.post(lambda: self._deliver(running, protocol.token(job_id, text)))

        def on_reasoning(text: str) -> None:  # shown apart, as a local model's thinking
            self.post(lambda: self._deliver(running, protocol.token(job_id, "", text)))

        event: protocol.JobEvent
        try:
            reply = self.server.chat(self.model, request["messages"], request["sampling"],
                                     on_text, on_reasoning, cancelled=running.cancelled)
        except RemoteError as exc:
            event = protocol.error(exc.kind, exc.text, job_id)
        except Exception as exc:  # a bug here must still end the reply, with its words
            event = protocol.error(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}", job_id)
        else:
            self.last_reply = reply
            stats = reply.stats()
            stats["tokens_counted_by"] = reply.counted_by
            event = protocol.done(job_id, reply.text, reply.finish_reason, stats)
            if reply.reasoning:
                event["reasoning"] = reply.reasoning
        self.post(lambda: self._deliver(running, event))

    def _deliver(self, running: _Running, event: protocol.JobEvent) -> None:
        """On the owner's thread: the job's event, unless the job has ended already."""
        if running.finished:
            return
        if event["event"] in ("done", "error"):
            running.finished = True
            self._running.pop(running.job.id, None)
        running.job.handler(event)
