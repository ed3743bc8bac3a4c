"""The session's queue of jobs: what its owner queues, one job at a time per worker.

A mixin of EngineSession (amdchat.session.engine_session), apart so that each stays a
readable size: the requests queued (a reply, a raw continuation, embeddings, a dry run,
a benchmark), their cancelling, the pump that sends the next one when the worker and
the model are ready, and the failing of jobs that cannot run. Every handler is called
on the owner's thread, after the call that caused it returns.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Callable, Iterable
from pathlib import Path

from amdchat.engine import protocol
from amdchat.engine.client import EngineClient
from amdchat.engine.load_params import LoadParams
from amdchat.engine.protocol import (
    BenchSizes,
    ErrorKind,
    GenerateOptions,
    GenerateRequest,
    Message,
    Sampling,
)
from amdchat.session.listener import Job, JobHandler, Post, State
from amdchat.session.spec import ModelSpec


class JobQueue:
    # the session's own state, which these methods read and change
    spec: ModelSpec | None
    loaded: protocol.LoadedEvent | None
    _post: Post
    _client: EngineClient | None
    _ids: itertools.count[int]
    _jobs: collections.deque[Job]
    _running: Job | None
    _worker_ready: bool
    _load_sent: bool
    load: Callable[[ModelSpec], None]
    _send_load: Callable[[], None]
    _set_state: Callable[[State], None]

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._jobs)

    def generate(self, messages: Iterable[Message], sampling: Sampling,
                 handler: JobHandler, *, truncate: bool = True,
                 on_start: Callable[[], None] | None = None, think: str = "",
                 options: GenerateOptions | None = None) -> Job:
        """Queue a reply. If the worker died, it is restarted and the model reloaded.
        ``truncate=False``: a prompt too long for the context fails instead of losing
        its oldest turns (what an API client expects). ``on_start`` is called when the
        job leaves the queue for the worker. ``think``: how much a thinking model may
        think (amdchat.reasoning.formats.THINK_CHOICES; "": its template's default)."""
        job_id = f"g{next(self._ids)}"
        request: GenerateRequest = {"op": "generate", "id": job_id, "messages": list(messages),
                                    "truncate": truncate, "sampling": sampling}
        if think:
            request["think"] = think
        if options:  # an API request's tools, grammar, logprobs
            request["options"] = options
        return self._submit(Job(job_id, request, handler, on_start=on_start))

    def complete(self, prompt: str, sampling: Sampling, handler: JobHandler, *,
                 on_start: Callable[[], None] | None = None,
                 options: GenerateOptions | None = None) -> Job:
        """Queue a continuation of raw text, without the chat template."""
        job_id = f"g{next(self._ids)}"
        request: GenerateRequest = {"op": "generate", "id": job_id, "messages": [],
                                    "prompt": prompt, "truncate": False, "sampling": sampling}
        if options:
            request["options"] = options
        return self._submit(Job(job_id, request, handler, on_start=on_start))

    def embed(self, texts: list[str], handler: JobHandler, *,
              on_start: Callable[[], None] | None = None) -> Job:
        """Queue embeddings of ``texts`` with the loaded model (an embedding model)."""
        job_id = f"e{next(self._ids)}"
        return self._submit(Job(job_id, {"op": "embed", "id": job_id, "input": texts},
                                handler, on_start=on_start))

    def dry_run(self, path: Path, params: LoadParams, handler: JobHandler,
                sparse: bool = False) -> Job:
        """Queue a dry run: what a load with ``params`` would allocate. Needs a worker,
        not a model. ``sparse``: ``path`` is a sparse copy already (a Hub file's header)."""
        job_id = f"d{next(self._ids)}"
        return self._submit(Job(job_id, {"op": "dry_run", "id": job_id,
                                         **protocol.path_fields(path),
                                         "params": params.as_dict(), "sparse": sparse},
                                handler, needs_model=False))

    def bench(self, params: BenchSizes, handler: JobHandler) -> Job:
        """Queue a benchmark of the loaded model."""
        job_id = f"b{next(self._ids)}"
        return self._submit(Job(job_id, {"op": "bench", "id": job_id, **params}, handler))

    def cancel(self, job: Job | None = None) -> None:
        """Cancel one job (queued or running), or all of them."""
        for queued in [j for j in self._jobs if job is None or j is job]:
            self._jobs.remove(queued)
            self._later(queued.handler, protocol.cancelled_before_start(queued.id))
        running = self._running
        if running is not None and job in (None, running) and self._client is not None:
            self._client.cancel(running.id)

    def _submit(self, job: Job) -> Job:
        if job.needs_model and self.spec is None:
            self._later(job.handler, protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, job.id))
            return job
        self._jobs.append(job)
        if self._client is None and self.spec is not None:
            self.load(self.spec)  # the worker died or was stopped: start it again
        elif self._worker_ready and not self.loaded and not self._load_sent \
                and self.spec is not None:
            self._send_load()  # the last load failed: try again, its error comes again
        self._pump()
        return job

    def _pump(self) -> None:
        if self._running is not None or not self._jobs or self._client is None:
            return
        job = self._jobs[0]
        if not self._worker_ready or (job.needs_model and not self.loaded):
            return
        self._jobs.popleft()
        self._running = job
        if job.request["op"] in ("generate", "bench"):
            self._set_state(State.GENERATING)
        self._client.send(job.request)
        if job.on_start is not None:
            job.on_start()

    def _fail_jobs(self, error: protocol.ErrorEvent, *, only_needing_model: bool = False
                   ) -> None:
        """Fail the running job and the queued ones with ``error`` (each with its id)."""
        jobs = [j for j in self._jobs if j.needs_model or not only_needing_model]
        if self._running is not None:
            jobs.insert(0, self._running)
            self._running = None
        for job in jobs:
            if job in self._jobs:
                self._jobs.remove(job)
            self._later(job.handler, {**error, "id": job.id})

    def _later(self, handler: JobHandler, event: protocol.JobEvent) -> None:
        """Call a job's handler on the owner's thread, after the current call returns:
        callers never see their handler run inside their own call."""
        self._post(lambda: handler(event))
