"""A tiny HTTP server on 127.0.0.1 whose every answer a test writes itself, byte by byte:
the well-behaved OpenAI stream, and the bad ones (HTML, a stall, a drop, no end)."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

Answer = Callable[[socket.socket, bytes], None]
"""Writes the answer to one request (its head and body given) on the socket."""


def head(status: str = "200 OK", content_type: str = "text/event-stream",
         extra: str = "") -> bytes:
    return (f"HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nConnection: close\r\n"
            f"{extra}\r\n").encode()


def event(data: dict[str, Any] | str) -> bytes:
    text = data if isinstance(data, str) else json.dumps(data)
    return f"data: {text}\n\n".encode()


def chunk(content: str = "", reasoning: str = "", finish: str | None = None) -> bytes:
    delta: dict[str, Any] = {}
    if content:
        delta["content"] = content
    if reasoning:
        delta["reasoning_content"] = reasoning
    return event({"object": "chat.completion.chunk",
                  "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})


def whole(status: str, content_type: str, body: bytes) -> Answer:
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head(status, content_type, f"Content-Length: {len(body)}\r\n") + body)
    return answer


def _read_request(conn: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        part = conn.recv(65536)
        if not part:
            return data
        data += part
    header, _, body = data.partition(b"\r\n\r\n")
    for line in header.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
            while len(body) < length:
                part = conn.recv(65536)
                if not part:
                    break
                body += part
    return header + b"\r\n\r\n" + body


@contextmanager
def fake_server(answer: Answer) -> Iterator[str]:
    """Serve ``answer`` to every request; yields the base URL (…/v1)."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.2)
    stop = threading.Event()
    requests: list[bytes] = []

    def serve_one(conn: socket.socket) -> None:
        with conn:
            request = _read_request(conn)
            requests.append(request)
            with contextlib.suppress(OSError):  # the client left: fine
                answer(conn, request)

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            threading.Thread(target=serve_one, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
    finally:
        stop.set()
        thread.join(5)
        listener.close()


PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY",
                   "ALL_PROXY")


def without_users_proxy_or_key(monkeypatch) -> None:
    """The remote client honours the proxy variables (as curl does): a test that talks to
    its own local servers clears them, and the key variable of `chat --remote`."""
    for name in (*PROXY_VARIABLES, "AMDCHAT_REMOTE_API_KEY"):
        monkeypatch.delenv(name, raising=False)
