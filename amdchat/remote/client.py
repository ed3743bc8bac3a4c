"""An OpenAI-compatible server on another computer: its models, and one streamed reply.

Every wait is bounded (connecting, each read, the whole answer) and so is every size
(a line, a reply, a models list, an error body). A failure is a RemoteError with one
plain sentence; the text streamed before it has reached the caller already.

Speed: the server's own count of generated tokens (``usage``, asked for with
``stream_options.include_usage``) when it sends one, else the number of chunks that
carried text (servers send about one token per chunk); ``counted_by`` says which.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import httpx2 as httpx  # declared in pyproject.toml (huggingface_hub's client too)

from amdchat.engine.protocol import FinishReason, Message, Stats
from amdchat.remote import errors, sse
from amdchat.remote.errors import RemoteError
from amdchat.sampling import Sampling
from amdchat.units import MIB

COUNTED_BY_SERVER, COUNTED_CHUNKS = "server", "chunks"


@dataclass(frozen=True)
class Limits:
    connect_s: float = 10.0
    read_s: float = 300.0  # each wait for bytes: a long prompt on a slow server is minutes
    answer_bytes: int = 4 * MIB  # a models list, an error body, a whole (unstreamed) reply
    stream: sse.StreamLimits = field(default_factory=sse.StreamLimits)


def normalize_url(url: str) -> str:
    """``http://host:port/v1`` from what a user typed; a bare host:port gets /v1
    (Ollama, LM Studio and llama-server all serve the API there)."""
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise errors.bad_url(url)
    text = text.rstrip("/")
    return text if parts.path.strip("/") else text + "/v1"


def host_of(url: str) -> str:
    """``host:port`` of a base URL, as messages name the server."""
    return urlsplit(url).netloc.rsplit("@", 1)[-1] or url


@dataclass
class RemoteReply:
    model: str
    host: str
    text: str = ""
    reasoning: str = ""
    finish_reason: str = ""
    prompt_tokens: int | None = None
    generated_tokens: int = 0
    counted_by: str = COUNTED_CHUNKS
    ttft_ms: float = 0.0
    generation_tps: float = 0.0
    total_ms: float = 0.0

    def stats(self) -> Stats:
        stats: Stats = {"generated_tokens": self.generated_tokens, "ttft_ms": self.ttft_ms,
                        "generation_tps": self.generation_tps, "total_ms": self.total_ms}
        if self.prompt_tokens is not None:
            stats["prompt_tokens"] = self.prompt_tokens
        return stats


def request_body(model: str, messages: list[Message], sampling: Sampling) -> dict[str, Any]:
    """The chat request: only the OpenAI API's own fields (a strict server refuses others)."""
    # a turn as OpenAI's API takes it: an earlier reply's reasoning (a local model's
    # thinking) and images stay here
    sent = [{"role": m["role"], "content": m["content"]} for m in messages]
    body: dict[str, Any] = {"model": model, "messages": sent, "stream": True,
                            "stream_options": {"include_usage": True}}
    for name in ("temperature", "top_p"):
        if name in sampling:
            body[name] = sampling[name]
    if sampling.get("max_tokens", 0) > 0:
        body["max_tokens"] = sampling["max_tokens"]
    if sampling.get("seed", -1) >= 0:
        body["seed"] = sampling["seed"]
    if sampling.get("stop"):
        body["stop"] = sampling["stop"]
    return body


class RemoteServer:
    def __init__(self, url: str, api_key: str = "", limits: Limits | None = None) -> None:
        self.url = normalize_url(url)
        self.host = host_of(self.url)
        self.api_key = api_key
        self.limits = limits or Limits()

    def _client(self) -> httpx.Client:
        limits = self.limits
        headers = {"Accept-Encoding": "identity"}  # read raw: no decompression to bound
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return httpx.Client(headers=headers, follow_redirects=False, timeout=httpx.Timeout(
            connect=limits.connect_s, read=limits.read_s, write=limits.read_s,
            pool=limits.connect_s))

    # -- the models ------------------------------------------------------------------
    def models(self) -> list[str]:
        """The ids of the models the server offers (GET /models), in its order."""
        with self._client() as client, self._failures(), \
                client.stream("GET", self.url + "/models") as response:
            data = self._json_answer(response, "/models")
        entries = data.get("data") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            raise errors.not_an_api(self.host, errors.NOT_MODELS)
        ids = [entry["id"] for entry in entries
               if isinstance(entry, dict) and isinstance(entry.get("id"), str)]
        if not ids:
            raise errors.no_models(self.host)
        return ids

    # -- one reply -------------------------------------------------------------------
    def chat(self, model: str, messages: list[Message], sampling: Sampling,
             on_text: Callable[[str], None], on_reasoning: Callable[[str], None] | None = None,
             cancelled: threading.Event | None = None) -> RemoteReply:
        """Stream one reply; ``on_text`` gets each piece as it comes. Cancelled: the
        reply so far, finish_reason "cancelled"."""
        reply = RemoteReply(model=model, host=self.host)
        body = request_body(model, messages, sampling)
        started = time.perf_counter()
        with self._client() as client, self._failures(), client.stream(
                "POST", self.url + "/chat/completions", json=body) as response:
            kind = self._check_status(response, "/chat/completions")
            chunks = response.iter_raw()
            if kind == "json":  # a server that ignores "stream": the whole reply at once
                events: Iterable[sse.Delta] = [self._whole_reply(response)]
            else:
                events = sse.deltas(chunks, self.host, self.limits.stream)
            self._read(events, reply, on_text, on_reasoning, cancelled, started)
        return reply

    def _read(self, events: Iterable[sse.Delta], reply: RemoteReply,
              on_text: Callable[[str], None], on_reasoning: Callable[[str], None] | None,
              cancelled: threading.Event | None, started: float) -> None:
        chunks = 0
        first_at = last_at = 0.0
        for delta in events:
            if cancelled is not None and cancelled.is_set():
                reply.finish_reason = FinishReason.CANCELLED
                break
            if delta.content or delta.reasoning:
                last_at = time.perf_counter()
                first_at = first_at or last_at
                chunks += 1
            if delta.reasoning:
                reply.reasoning += delta.reasoning
                if on_reasoning is not None:
                    on_reasoning(delta.reasoning)
            if delta.content:
                reply.text += delta.content
                on_text(delta.content)
            if delta.finish_reason:
                reply.finish_reason = delta.finish_reason
            if delta.usage:
                _take_usage(reply, delta.usage)
        if not reply.finish_reason:  # the stream ended with no reason and no [DONE]
            error = errors.dropped(self.host)
            raise error
        if reply.counted_by != COUNTED_BY_SERVER:
            reply.generated_tokens = chunks
        reply.total_ms = (time.perf_counter() - started) * 1000
        if first_at:
            reply.ttft_ms = (first_at - started) * 1000
            if reply.generated_tokens > 1 and last_at > first_at:
                reply.generation_tps = (reply.generated_tokens - 1) / (last_at - first_at)
        if reply.finish_reason not in (FinishReason.LENGTH, FinishReason.CANCELLED):
            reply.finish_reason = FinishReason.STOP

    # -- answers ----------------------------------------------------------------------
    def _check_status(self, response: httpx.Response, path: str) -> str:
        """"sse" or "json" for an answer to read; else the RemoteError that says why not."""
        if response.status_code in (401, 403):
            raise errors.refused_key(self.host, response.status_code)
        if response.status_code == 404:
            raise errors.not_found(self.host, path)
        content_type = response.headers.get("content-type", "").lower()
        if "html" in content_type:
            raise errors.not_an_api(self.host, errors.WEB_PAGE)
        if response.status_code >= 300:
            body = self._bounded_body(response)
            try:
                message = sse.error_message(json.loads(body))
            except ValueError:
                message = body[:200].decode("utf-8", "replace")
            raise errors.server_error(self.host, response.status_code, message)
        encoding = response.headers.get("content-encoding", "identity").lower()
        if encoding not in ("identity", ""):
            raise errors.not_an_api(self.host, errors.compressed(encoding))
        if "event-stream" in content_type:
            return "sse"
        if "json" in content_type:
            return "json"
        raise errors.not_an_api(self.host, errors.of_type(content_type or "-"))

    def _bounded_body(self, response: httpx.Response) -> bytes:
        body = b""
        for chunk in response.iter_raw():
            body += chunk
            if len(body) > self.limits.answer_bytes:
                raise errors.too_large(self.host, errors.over_mib(self.limits.answer_bytes // MIB))
        return body

    def _json_answer(self, response: httpx.Response, path: str) -> Any:
        self._check_status(response, path)
        try:
            return json.loads(self._bounded_body(response))
        except ValueError:
            raise errors.not_an_api(self.host, errors.NOT_JSON) from None

    def _whole_reply(self, response: httpx.Response) -> sse.Delta:
        data = json.loads(self._bounded_body(response) or b"null")
        if not isinstance(data, dict) or not data.get("choices"):
            raise errors.not_an_api(self.host, errors.NOT_A_REPLY)
        return sse.parse_event(json.dumps(data).encode(), self.host)

    def _failures(self) -> _Failures:
        return _Failures(self.host, self.limits)


def _take_usage(reply: RemoteReply, usage: dict[str, Any]) -> None:
    completion = usage.get("completion_tokens")
    if isinstance(completion, int) and completion >= 0:
        reply.generated_tokens = completion
        reply.counted_by = COUNTED_BY_SERVER
    prompt = usage.get("prompt_tokens")
    if isinstance(prompt, int) and prompt >= 0:
        reply.prompt_tokens = prompt


class _Failures:
    """Turns httpx's exceptions into RemoteErrors that name the host and the cause."""

    def __init__(self, host: str, limits: Limits) -> None:
        self.host = host
        self.limits = limits

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 _tb: object) -> None:
        if exc is None or isinstance(exc, RemoteError):
            return
        if isinstance(exc, httpx.ConnectTimeout):
            raise errors.unreachable(self.host, errors.no_answer_in(self.limits.connect_s)) \
                from exc
        if isinstance(exc, httpx.ConnectError):
            if _dns_failure(exc):
                raise errors.no_such_host(self.host.rsplit(":", 1)[0]) from exc
            raise errors.unreachable(self.host, _reason(exc)) from exc
        if isinstance(exc, httpx.TimeoutException):
            raise errors.stalled(self.host, self.limits.read_s) from exc
        if isinstance(exc, (httpx.RemoteProtocolError, httpx.ReadError)):
            raise errors.dropped(self.host) from exc
        if isinstance(exc, (httpx.UnsupportedProtocol, httpx.InvalidURL)):
            raise errors.bad_url(self.host) from exc
        if isinstance(exc, httpx.HTTPError):
            raise errors.unreachable(self.host, _reason(exc)) from exc


def _dns_failure(exc: BaseException) -> bool:
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, socket.gaierror):
            return True
        text = str(seen).lower()
        if "name or service not known" in text or "name resolution" in text \
                or "nodename nor servname" in text or "getaddrinfo failed" in text:
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _reason(exc: BaseException) -> str:
    """The innermost cause's words: "Connection refused" rather than httpx's wrapper."""
    seen = exc
    while (seen.__cause__ or seen.__context__) is not None:
        seen = seen.__cause__ or seen.__context__  # type: ignore[assignment]
    if isinstance(seen, OSError) and seen.strerror:
        return seen.strerror
    return str(seen) or type(seen).__name__
