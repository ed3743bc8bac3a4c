"""The remote client against small local servers that answer well, and badly: each bad
answer ends in bounded time with one plain message, the text before it kept."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest

from amdchat.remote.client import (
    COUNTED_BY_SERVER,
    COUNTED_CHUNKS,
    Limits,
    RemoteServer,
    normalize_url,
    request_body,
)
from amdchat.remote.errors import RemoteError, RemoteErrorKind
from amdchat.remote.sse import StreamLimits
from tests.helpers.fake_openai import chunk, event, fake_server, head, whole

QUICK = Limits(connect_s=2.0, read_s=0.5, answer_bytes=64 * 1024,
               stream=StreamLimits(line_bytes=4096, reply_bytes=64 * 1024, stall_s=0.8))
HELLO = [{"role": "user", "content": "hello"}]


def stream_of(*parts: bytes, pause: float = 0.0):
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head())
        for part in parts:
            conn.sendall(part)
            time.sleep(pause)
    return answer


def chat(url: str, key: str = "", **kwargs):
    pieces: list[str] = []
    server = RemoteServer(url, key, limits=QUICK)
    try:
        reply = server.chat("m", HELLO, {"max_tokens": 8, "seed": 3}, pieces.append, **kwargs)
    except RemoteError as exc:
        return None, pieces, exc
    return reply, pieces, None


def test_a_good_stream_with_usage_is_counted_by_the_server() -> None:
    usage = event({"choices": [], "usage": {"prompt_tokens": 5, "completion_tokens": 3}})
    with fake_server(stream_of(chunk("Hel"), chunk("lo"), chunk("!", finish="stop"), usage,
                               event("[DONE]"), pause=0.02)) as url:
        reply, pieces, error = chat(url)
    assert error is None and reply is not None
    assert pieces == ["Hel", "lo", "!"] and reply.text == "Hello!"
    assert (reply.prompt_tokens, reply.generated_tokens) == (5, 3)
    assert reply.counted_by == COUNTED_BY_SERVER and reply.finish_reason == "stop"
    assert reply.ttft_ms > 0 and reply.total_ms >= reply.ttft_ms
    # 2 tokens after the first in about 2 pauses of 20 ms
    assert 10 < reply.generation_tps < 200


def test_without_usage_the_chunks_are_counted_and_reasoning_is_kept_apart() -> None:
    with fake_server(stream_of(chunk(reasoning="think "), chunk(reasoning="more"),
                               chunk("A"), chunk("B", finish="length"),
                               event("[DONE]"))) as url:
        thoughts: list[str] = []
        reply, pieces, error = chat(url, on_reasoning=thoughts.append)
    assert error is None and reply is not None
    assert (reply.text, reply.reasoning, thoughts) == ("AB", "think more", ["think ", "more"])
    assert pieces == ["A", "B"]  # reasoning never mixed into the reply
    assert reply.counted_by == COUNTED_CHUNKS and reply.generated_tokens == 4
    assert reply.prompt_tokens is None and reply.finish_reason == "length"


def test_the_request_sends_the_key_and_only_the_apis_own_fields() -> None:
    seen: list[bytes] = []

    def answer(conn: socket.socket, request: bytes) -> None:
        seen.append(request)
        stream_of(chunk("x", finish="stop"), event("[DONE]"))(conn, request)

    with fake_server(answer) as url:
        reply, _, error = chat(url, key="k-123")
    assert error is None and reply is not None
    header, _, body = seen[0].partition(b"\r\n\r\n")
    assert b"authorization: bearer k-123" in header.lower()
    sent = json.loads(body)
    assert sent == {"model": "m", "messages": HELLO, "stream": True,
                    "stream_options": {"include_usage": True}, "max_tokens": 8, "seed": 3}
    assert "top_k" not in request_body("m", HELLO, {"top_k": 40, "min_p": 0.1})


@pytest.mark.parametrize(("status", "kind"), [("401 Unauthorized", RemoteErrorKind.REFUSED_KEY),
                                              ("403 Forbidden", RemoteErrorKind.REFUSED_KEY),
                                              ("404 Not Found", RemoteErrorKind.NOT_FOUND)])
def test_a_refused_key_and_a_wrong_path_say_so(status: str, kind: RemoteErrorKind) -> None:
    with fake_server(whole(status, "application/json", b'{"error": {"message": "no"}}')) as url:
        _, _, error = chat(url, key="wrong")
        with pytest.raises(RemoteError) as listing:
            RemoteServer(url, "wrong", limits=QUICK).models()
    assert error is not None and error.kind == kind and listing.value.kind == kind
    if kind == RemoteErrorKind.REFUSED_KEY:
        assert "refused the key" in str(error) and "127.0.0.1" in str(error)


def test_a_server_error_gives_its_own_message() -> None:
    body = json.dumps({"error": {"message": "model 'm' not found"}}).encode()
    with fake_server(whole("400 Bad Request", "application/json", body)) as url:
        _, _, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.SERVER_ERROR
    assert "HTTP 400" in str(error) and "model 'm' not found" in str(error)


def test_a_web_page_is_not_the_api() -> None:
    page = b"<html><body>Welcome to nginx</body></html>"
    with fake_server(whole("200 OK", "text/html; charset=utf-8", page)) as url:
        _, _, error = chat(url)
        with pytest.raises(RemoteError) as listing:
            RemoteServer(url, limits=QUICK).models()
    assert error is not None and error.kind == RemoteErrorKind.NOT_AN_API
    assert "HTML" in str(error) and "/v1" in str(error)
    assert listing.value.kind == RemoteErrorKind.NOT_AN_API


def test_a_server_that_stops_mid_stream_keeps_the_text_so_far() -> None:
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("The ") + chunk("start"))
        conn.shutdown(socket.SHUT_RDWR)

    with fake_server(answer) as url:
        started = time.monotonic()
        _, pieces, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.DROPPED
    assert "".join(pieces) == "The start" and "kept" in str(error)
    assert time.monotonic() - started < 5


def test_a_stalled_stream_ends_in_bounded_time() -> None:
    release = threading.Event()

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("half"))
        release.wait(10)  # then nothing, with the connection open

    with fake_server(answer) as url:
        started = time.monotonic()
        _, pieces, error = chat(url)
        release.set()
    assert error is not None and error.kind == RemoteErrorKind.STALLED
    assert pieces == ["half"] and time.monotonic() - started < 5


def test_keep_alives_without_text_are_a_stall_too() -> None:
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("a"))
        for _ in range(60):
            conn.sendall(b": keep-alive\n\n")
            time.sleep(0.05)

    with fake_server(answer) as url:
        started = time.monotonic()
        _, pieces, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.STALLED
    assert pieces == ["a"] and time.monotonic() - started < 3


def test_a_stream_that_never_ends_is_bounded_in_memory() -> None:
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head())
        for _ in range(100_000):
            conn.sendall(chunk("word "))

    with fake_server(answer) as url:
        _, pieces, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.TOO_LARGE
    assert 0 < len(pieces) * len(chunk("word ")) <= QUICK.stream.reply_bytes


def test_a_line_with_no_end_is_bounded() -> None:
    with fake_server(stream_of(b"data: " + b"x" * 20_000)) as url:
        _, _, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.TOO_LARGE


def test_an_error_in_the_stream_is_the_servers_message() -> None:
    with fake_server(stream_of(chunk("par"), event({"error": {"message": "out of memory"}}))
                     ) as url:
        _, pieces, error = chat(url)
    assert error is not None and "out of memory" in str(error) and pieces == ["par"]


def test_a_closed_port_and_a_name_that_does_not_resolve() -> None:
    with socket.create_server(("127.0.0.1", 0)) as held:
        port = held.getsockname()[1]
    _, _, closed = chat(f"http://127.0.0.1:{port}/v1")
    assert closed is not None and closed.kind == RemoteErrorKind.UNREACHABLE
    assert f"127.0.0.1:{port}" in str(closed) and "refused" in str(closed).lower()
    started = time.monotonic()
    _, _, unknown = chat("http://nohost.invalid:8080/v1")
    assert unknown is not None and unknown.kind == RemoteErrorKind.NO_SUCH_HOST
    assert "nohost.invalid" in str(unknown) and time.monotonic() - started < 15


def test_the_models_are_listed_and_an_empty_list_says_so() -> None:
    listing = json.dumps({"object": "list", "data": [{"id": "a"}, {"id": "b"}]}).encode()
    with fake_server(whole("200 OK", "application/json", listing)) as url:
        assert RemoteServer(url, limits=QUICK).models() == ["a", "b"]
    empty = json.dumps({"object": "list", "data": []}).encode()
    with fake_server(whole("200 OK", "application/json", empty)) as url, \
            pytest.raises(RemoteError) as error:
        RemoteServer(url, limits=QUICK).models()
    assert error.value.kind == RemoteErrorKind.NO_MODELS


def test_a_cancelled_reply_keeps_its_text() -> None:
    cancelled = threading.Event()
    with fake_server(stream_of(chunk("one "), chunk("two "), chunk("three", finish="stop"),
                               pause=0.1)) as url:
        server = RemoteServer(url, limits=QUICK)
        pieces: list[str] = []

        def on_text(text: str) -> None:
            pieces.append(text)
            cancelled.set()

        reply = server.chat("m", HELLO, {}, on_text, cancelled=cancelled)
    assert reply.finish_reason == "cancelled" and reply.text == "one "


@pytest.mark.parametrize(("typed", "url"), [
    ("127.0.0.1:8080", "http://127.0.0.1:8080/v1"),
    ("http://box:11434/", "http://box:11434/v1"),
    ("https://api.example.org/v1/", "https://api.example.org/v1"),
    ("http://host:1234/api/v1", "http://host:1234/api/v1")])
def test_the_url_typed_becomes_the_apis_base(typed: str, url: str) -> None:
    assert normalize_url(typed) == url


@pytest.mark.parametrize("typed", ["", "ftp://host/v1", "http://"])
def test_what_is_not_an_address_says_so(typed: str) -> None:
    with pytest.raises(RemoteError) as error:
        normalize_url(typed)
    assert error.value.kind == RemoteErrorKind.BAD_URL


def test_a_line_sent_a_byte_at_a_time_is_a_stall() -> None:
    """Bytes keep coming (no read timeout), but never a line with text in it."""
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("a"))
        for _ in range(100):
            conn.sendall(b"x")
            time.sleep(0.05)

    with fake_server(answer) as url:
        started = time.monotonic()
        _, pieces, error = chat(url)
    assert error is not None and error.kind == RemoteErrorKind.STALLED
    assert pieces == ["a"] and time.monotonic() - started < 3
