"""How much the API takes on before the engine has room: queued requests, the bytes
their bodies hold, and the messages in one request.

Each waiting request holds its whole body (up to 16 MiB) until the engine takes it:
40 clients sending 12 MB each grew the server by 680 MB. And one request of 400,000
empty messages passed the token check (empty messages counted as nothing) and kept
the worker tokenizing for hours. So: a queue of at most MAX_QUEUED, bodies held of
at most MAX_HELD_BYTES all together (429 with Retry-After over either), at most
MAX_MESSAGES messages, each counted as at least one token of the context.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

from starlette.requests import Request

from amdchat.api.gate import ApiRequest, EngineGate, Phase
from amdchat.api.guard import MAX_BODY
from amdchat.api.schema import ApiError, GenerationRequest

MAX_QUEUED = 32
MAX_HELD_BYTES = 128 * 1024 * 1024
MAX_MESSAGES = 2048  # long agent sessions hold hundreds; each costs its turn markers


class Admission:
    """Counts what waiting requests hold; refuses (429) over the caps."""

    def __init__(self, gate: EngineGate) -> None:
        self._gate = gate
        self._sizes: dict[int, tuple[ApiRequest, int]] = {}  # body bytes, by request
        self._reading = 0  # bytes declared by bodies being read now

    def held(self) -> int:
        # a request is queued a moment after it is counted here (on the owner's
        # thread); one whose client left before that never is
        queued = {record.number for record in self._gate.requests}
        now = time.monotonic()
        self._sizes = {n: (record, size) for n, (record, size) in self._sizes.items()
                       if record.phase in (Phase.WAITING, Phase.RUNNING)
                       and (n in queued or now - record.submitted < 10)}
        return self._reading + sum(size for _record, size in self._sizes.values())

    def waiting(self) -> int:
        """Requests waiting for the engine (counted here too: the gate sees one only
        once its owner's thread has taken it)."""
        self.held()
        counted = sum(1 for record, _ in self._sizes.values() if record.phase == Phase.WAITING)
        return max(self._gate.waiting, counted)

    @contextlib.contextmanager
    def reading(self, request: Request) -> Iterator[None]:
        """Around reading a body: refused when the queue or the bytes held are full."""
        if (waiting := self.waiting()) >= MAX_QUEUED:
            raise ApiError(429, f"{waiting} requests are already waiting for the "
                                f"model; try again in a moment.", "rate_limit_error",
                           code="queue_full")
        declared = request.headers.get("content-length", "")
        size = int(declared) if declared.isdigit() else 0
        if size > MAX_BODY:  # read_body refuses it (413) before reading any
            size = 0
        if size and self.held() + size > MAX_HELD_BYTES:
            raise ApiError(429, "The requests waiting for the model already hold "
                                f"{self.held() // 2**20} MiB; try again in a moment.",
                           "rate_limit_error", code="queue_full")
        self._reading += size
        try:
            yield
        finally:
            self._reading -= size

    def queued(self, record: ApiRequest, size: int) -> None:
        self._sizes[record.number] = (record, size)


def check_messages(parsed: GenerationRequest, n_ctx: int) -> None:
    """At most MAX_MESSAGES, and each takes at least one token (its turn markers) of
    the context, even when empty."""
    count = len(parsed.messages)
    if count > MAX_MESSAGES:
        raise ApiError(400, f"The request has {count:,} messages; amdchat takes at most "
                            f"{MAX_MESSAGES:,}. Send fewer (drop or summarize old turns).",
                       code="too_many_messages", param="messages")
    if n_ctx > 0 and count > n_ctx - 1:
        raise ApiError(400, f"The request's {count:,} messages take at least {count:,} "
                            f"tokens, but the context of {n_ctx} tokens leaves {n_ctx - 1}. "
                            "Send fewer, or raise the context length in amdchat.",
                       code="context_length_exceeded", param="messages")
