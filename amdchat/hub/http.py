"""Bounds on every answer huggingface_hub's shared HTTP client takes in.

huggingface_hub's client has no timeout and reads a listing whole, decoded:
a listing compressed as a gzip bomb grows to gigabytes in memory, and a server
that answers nothing, or a byte at a time, hangs a search forever. So amdchat
gives huggingface_hub its own client (``set_client_factory``), the same as the
default one plus:

- a timeout on every request that has none (the downloads set their own).
  A Hub that sends no answer at all is retried by huggingface_hub itself (5
  times, about 23 s of pauses), then reported: bounded, if not short;
- for the Hub's API (``/api/...``: search, repo trees), an answer decoded here
  with a cap on the decoded bytes and a deadline for the whole answer. Only
  gzip and deflate are asked for, since those are the ones decoded here with a
  cap; an answer in another encoding is refused.

Over a bound, AnswerRefused is raised with a sentence that says which bound.

A thread may ask for quick answers instead (``quick_answers()``: the start page's fit
checks): each request gets one try with a short timeout, and a failure to reach the
Hub is raised as Unreachable, which huggingface_hub does not retry. Downloads, on
their own threads, keep the retries.
"""

from __future__ import annotations

import threading
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx2 as httpx  # huggingface_hub 2.x's HTTP client (declared in pyproject.toml)

from amdchat.units import MIB


@dataclass
class Limits:
    timeout_s: float = 30.0  # connect, send, and each wait for the next bytes
    api_max_bytes: int = 64 * MIB  # a page of a listing is well under 1 MB
    api_deadline_s: float = 60.0  # one answer of the API, from its headers to its end
    quick_timeout_s: float = 5.0  # quick answers: connect, send, each wait for bytes


LIMITS = Limits()  # tests make them small
_installed = False
_lock = threading.Lock()


class AnswerRefused(Exception):
    """The Hub (or what answers in its place) sent more, or slower, than any real answer."""


class Unreachable(Exception):
    """Quick answers: the Hub could not be reached in the one try (the cause says why)."""


_quick = threading.local()


@contextmanager
def quick_answers() -> Iterator[None]:
    """In this thread, while it lasts: one try per request, each within
    LIMITS.quick_timeout_s, so an unreachable Hub is said in seconds, not after
    huggingface_hub's five retries."""
    before = getattr(_quick, "on", False)
    _quick.on = True
    try:
        yield
    finally:
        _quick.on = before


def install() -> None:
    """Give huggingface_hub the bounded client, once per process."""
    global _installed
    with _lock:
        if _installed:
            return
        from huggingface_hub import set_client_factory

        set_client_factory(_client)
        _installed = True


class _Client(httpx.Client):
    """The bounded client; in a thread that asked for quick answers, one short try."""

    def send(self, request: Any, **kwargs: Any) -> Any:
        if not getattr(_quick, "on", False):
            return super().send(request, **kwargs)
        request.extensions["timeout"] = dict.fromkeys(
            ("connect", "read", "write", "pool"), LIMITS.quick_timeout_s)
        try:
            return super().send(request, **kwargs)
        except httpx.TransportError as exc:  # not retried: Unreachable is not one of these
            raise Unreachable(f"{type(exc).__name__}: {exc}") from exc


def _client() -> Any:
    from huggingface_hub.utils._http import hf_request_event_hook

    return _Client(event_hooks={"request": [hf_request_event_hook, _on_request],
                                      "response": [_on_response]},
                         follow_redirects=True, timeout=None)


def _on_request(request: Any) -> None:
    timeout = request.extensions.get("timeout") or {}
    if all(value is None for value in timeout.values()):  # huggingface_hub passes None
        request.extensions["timeout"] = dict.fromkeys(
            ("connect", "read", "write", "pool"), LIMITS.timeout_s)
    if request.url.path.startswith("/api/"):
        request.headers["Accept-Encoding"] = "gzip, deflate"


def _on_response(response: Any) -> None:
    if not response.request.url.path.startswith("/api/"):
        return
    encodings = [e.strip().lower() for e in response.headers.get_list(
        "content-encoding", split_commas=True) if e.strip().lower() != "identity"]
    if len(encodings) > 1 or (encodings and encodings[0] not in ("gzip", "deflate")):
        response.close()
        raise AnswerRefused(
            f"the Hub answered in an encoding that was not asked for ({', '.join(encodings)}): "
            "refusing it. A proxy between here and the Hub may be at fault; try again later.")
    if "content-encoding" in response.headers:
        del response.headers["content-encoding"]  # decoded below, under the cap
    response.stream = _Bounded(response.stream, bool(encodings), str(response.request.url))


class _Bounded(httpx.SyncByteStream):
    """A response body, decoded when compressed, within LIMITS' bytes and time."""

    def __init__(self, inner: Any, compressed: bool, url: str) -> None:
        self.inner = inner
        self.url = url
        # 32 + MAX_WBITS: a gzip or a zlib header, found by zlib itself
        self.decoder = zlib.decompressobj(32 + zlib.MAX_WBITS) if compressed else None
        self.max_bytes = LIMITS.api_max_bytes
        self.deadline = time.monotonic() + LIMITS.api_deadline_s
        self.got = 0

    def __iter__(self) -> Iterator[bytes]:
        try:
            for raw in self.inner:
                if time.monotonic() > self.deadline:
                    raise AnswerRefused(
                        f"the Hub's answer to {self.url} came too slowly ({self.got:,} bytes "
                        f"in {LIMITS.api_deadline_s:.0f} s). Check the connection and try again.")
                yield self._take(self._decode(raw))
        except httpx.TimeoutException as exc:  # said here, not retried by huggingface_hub
            raise AnswerRefused(
                f"the Hub stopped sending its answer to {self.url} ({self.got:,} bytes, then "
                f"nothing for {LIMITS.timeout_s:g} s). Check the connection and try again."
            ) from exc
        if self.decoder is not None:
            yield self._take(self.decoder.flush())

    def _decode(self, raw: bytes) -> bytes:
        if self.decoder is None:
            return raw
        try:
            room = self.max_bytes - self.got + 1
            out = self.decoder.decompress(raw, room)
            while self.decoder.unconsumed_tail and len(out) < room:
                out += self.decoder.decompress(self.decoder.unconsumed_tail, room - len(out))
        except zlib.error as exc:
            raise AnswerRefused(f"the Hub's answer to {self.url} is damaged ({exc}). "
                                "Try again later.") from exc
        return out

    def _take(self, data: bytes) -> bytes:
        self.got += len(data)
        if self.got > self.max_bytes:
            raise AnswerRefused(
                f"the Hub's answer to {self.url} goes on past {self.max_bytes // MIB} MiB, far "
                "more than any real listing: refusing it. Try again later.")
        return data

    def close(self) -> None:
        self.inner.close()
