"""A reply streamed as server-sent events, read with bounds and turned into deltas.

A line longer than a real one, a reply larger than any real one, or a stream that sends
nothing new for too long (keep-alive comments count as nothing new) ends the read with
a RemoteError; what arrived before it is the caller's already.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from amdchat.remote import errors
from amdchat.units import MIB


@dataclass(frozen=True)
class StreamLimits:
    line_bytes: int = 1 * MIB  # one event: a token's delta is well under 1 KiB
    reply_bytes: int = 32 * MIB  # a whole reply, every byte of its stream
    stall_s: float = 300.0  # no new text (content or reasoning) for this long
    reply_s: float = 6 * 3600.0  # a whole reply, however it trickles


@dataclass
class Delta:
    """What one event adds: text, reasoning, the end's reason, the server's count."""

    content: str = ""
    reasoning: str = ""
    finish_reason: str = ""
    usage: dict[str, Any] = field(default_factory=dict)


def lines(chunks: Iterable[bytes], host: str, limits: StreamLimits,
          on_chunk: Callable[[], None] = lambda: None) -> Iterator[bytes]:
    """The stream's lines (without the line end), each and all of them bounded in size;
    ``on_chunk`` is called as each piece arrives (a line may come a byte at a time)."""
    pending = b""
    total = 0
    for chunk in chunks:
        on_chunk()
        total += len(chunk)
        if total > limits.reply_bytes:
            raise errors.too_large(host, errors.over_mib(limits.reply_bytes // MIB))
        pending += chunk
        *complete, pending = pending.split(b"\n")
        for line in complete:
            yield line.rstrip(b"\r")
        if len(pending) > limits.line_bytes:
            raise errors.too_large(host, errors.line_over_mib(limits.line_bytes // MIB))
    if pending.strip():
        yield pending.rstrip(b"\r")


def deltas(chunks: Iterable[bytes], host: str, limits: StreamLimits) -> Iterator[Delta]:
    """The deltas of an OpenAI chat stream, until ``data: [DONE]`` or the stream's end;
    a StopIteration without [DONE] or a finish reason is the caller's to judge."""
    started = time.monotonic()
    last_new = [started]  # when text last came: keep-alives and trickles are not text

    def in_time() -> None:
        now = time.monotonic()
        if now - last_new[0] > limits.stall_s:
            raise errors.stalled(host, now - last_new[0])
        if now - started > limits.reply_s:
            raise errors.too_large(host, errors.streaming_after(limits.reply_s / 3600))

    for line in lines(chunks, host, limits, in_time):
        if not line.startswith(b"data:"):
            continue  # a blank line ends an event; ":" starts a comment (a keep-alive)
        payload = line[5:].strip()
        if payload == b"[DONE]":
            return
        delta = parse_event(payload, host)
        if delta.content or delta.reasoning:
            last_new[0] = time.monotonic()
        yield delta


def parse_event(payload: bytes, host: str) -> Delta:
    try:
        data = json.loads(payload)
    except (ValueError, UnicodeDecodeError):
        raise errors.not_an_api(host, errors.NOT_JSON) from None
    if not isinstance(data, dict):
        raise errors.not_an_api(host, errors.NOT_A_REPLY)
    if "error" in data:  # a server that fails mid-reply says so in the stream
        raise errors.server_error(host, 200, error_message(data))
    delta = Delta()
    if isinstance(data.get("usage"), dict):
        delta.usage = data["usage"]
    for choice in data.get("choices") or []:
        if not isinstance(choice, dict):
            continue
        part = choice.get("delta") or choice.get("message") or {}
        if isinstance(part, dict):
            delta.content += _text(part.get("content"))
            # llama-server and DeepSeek say reasoning_content; vLLM and Ollama reasoning
            delta.reasoning += _text(part.get("reasoning_content") or part.get("reasoning"))
        if isinstance(choice.get("finish_reason"), str):
            delta.finish_reason = choice["finish_reason"]
    return delta


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def error_message(data: object) -> str:
    """The message of an OpenAI-style error body, shortened; else the body's start."""
    if isinstance(data, dict):
        error = data.get("error", data)
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            return error["message"][:500]
        if isinstance(error, str):
            return error[:500]
        if isinstance(data.get("detail"), str):
            return data["detail"][:500]
    return str(data)[:200]
