"""What a hostile or clumsy client sends, and what it gets back.

Most tests here need no model: the server refuses before the engine, or the engine
session (a real one, with no model) answers "no model" in OpenAI's shape, which
proves a request got past every check. Tests that load the model are marked slow.
"""

from __future__ import annotations

import contextlib
import json
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from amdchat.api.gate import EngineGate
from amdchat.api.server import ApiApp, LoadedModel, ServerSettings, ServerThread
from amdchat.session.engine_session import EngineSession
from tests.helpers.serve import Served, model_args


class Owner:
    """The session's owner thread (the GUI thread in the app): runs posted work in
    order; ``hold`` keeps it busy, as a GUI thread can be."""

    def __init__(self) -> None:
        self._work: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self.held = threading.Event()
        self.released = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def post(self, work: Callable[[], None]) -> None:
        self._work.put(work)

    def _run(self) -> None:
        while (work := self._work.get()) is not None:
            if self.held.is_set():
                self.released.wait()
            work()

    def close(self) -> None:
        self.released.set()
        self._work.put(None)
        self._thread.join(5)


@dataclass
class Server:
    thread: ServerThread
    owner: Owner
    gate: EngineGate
    log: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return self.thread.url

    def lines(self, count: int, timeout: float = 5.0) -> list[str]:
        deadline = time.monotonic() + timeout
        while len(self.log) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        return list(self.log)


def start(settings: ServerSettings) -> Server:
    owner = Owner()
    session = EngineSession(owner.post)  # no model: a request that passes every check
    gate = EngineGate(session, owner.post)  # gets "no model" from the engine itself
    log: list[str] = []
    app = ApiApp(gate, lambda: LoadedModel("tiny", "ready", 512), settings,
                 on_request=log.append)
    thread = ServerThread(app)
    thread.start()
    deadline = time.monotonic() + 10
    while not thread.started and time.monotonic() < deadline:
        time.sleep(0.01)
    return Server(thread, owner, gate, log)


@pytest.fixture
def server() -> Iterator[Server]:
    served = start(ServerSettings(port=0))
    yield served
    served.thread.stop()
    served.thread.wait_stopped()
    served.owner.close()


def post(url: str, body: bytes, headers: dict[str, str] | None = None
         ) -> tuple[int, dict[str, object]]:
    request = urllib.request.Request(url, data=body, method="POST", headers={
        "Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def chat(server: Server, fields: dict[str, object]) -> tuple[int, dict[str, object]]:
    body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 2, **fields}
    return post(server.url + "/chat/completions", json.dumps(body).encode())


def error_of(body: dict[str, object]) -> dict[str, object]:
    error = body["error"]
    assert isinstance(error, dict)
    return error


def reached_the_engine(status: int, body: dict[str, object]) -> bool:
    return status == 503 and error_of(body)["code"] == "model_not_loaded"


def test_a_request_without_faults_reaches_the_engine(server: Server) -> None:
    assert reached_the_engine(*chat(server, {}))


@pytest.mark.parametrize("raw", [
    b"[" * 100_000 + b"]" * 100_000,
    b'{"messages": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
    b'{"messages": [{"role": "user", "content": "hi"}], "seed": ' + b"9" * 5000 + b"}",
], ids=["nested-list", "nested-messages", "5000-digit-number"])
def test_unreadable_bodies_are_400_in_openai_shape(server: Server, raw: bytes) -> None:
    status, body = post(server.url + "/chat/completions", raw)
    assert status == 400
    assert error_of(body)["code"] == "invalid_json"
    assert "cannot be read" in str(error_of(body)["message"])


def test_fields_of_the_wrong_kind_are_400_naming_the_field(server: Server) -> None:
    cases: list[tuple[dict[str, object], str]] = [
            ({"messages": [{"role": "user", "content": [{"type": "text", "text": 5}]}]},
             "messages[0].content"),
            ({"messages": [{"role": "user", "content": [{"type": "text"}]}]},
             "messages[0].content"),
            ({"top_k": 2**40}, "top_k"),  # would wrap around in llama.cpp's int32
            ({"n": 2}, "n")]
    for fields, param in cases:
        status, body = chat(server, fields)
        assert status == 400, (fields, body)
        assert error_of(body)["param"] == param


def test_null_and_huge_fields_that_openai_takes_are_taken(server: Server) -> None:
    # clients that send every field send n: null (OpenAI's default, 1); a limit over the
    # context only means "until the context ends"
    cases: list[dict[str, object]] = [{"n": None}, {"max_tokens": 10**30},
                                      {"top_k": 2**31 - 1}]
    for fields in cases:
        assert reached_the_engine(*chat(server, fields)), fields


def test_a_prompt_that_cannot_fit_is_refused_before_the_engine_reads_it(server: Server
                                                                        ) -> None:
    """100,000 messages, or megabytes of text, kept the worker (and so every other
    client) busy for minutes before it found them too long for the context."""
    started = time.monotonic()
    status, body = chat(server, {"messages": [{"role": "user", "content": "a"}] * 100_000})
    assert status == 400 and error_of(body)["code"] == "context_length_exceeded"
    assert "at least 100000 tokens" in str(error_of(body)["message"])
    assert "context of 512 tokens" in str(error_of(body)["message"])
    status, body = post(server.url + "/completions", json.dumps(
        {"prompt": "word " * 3_000_000}).encode())
    assert status == 400 and error_of(body)["param"] == "prompt"
    assert time.monotonic() - started < 10
    # what may fit goes to the engine, which counts the real tokens
    assert reached_the_engine(*chat(server, {"messages": [
        {"role": "user", "content": "a"}] * 511}))
    assert reached_the_engine(*post(server.url + "/completions", json.dumps(
        {"prompt": "x" * 511 * 128}).encode()))


def first_line_after_sending(server: Server, head: bytes, parts: Iterator[bytes]) -> bytes:
    """Send a request's head, then body parts, without ending it: the status line the
    server answers with while the body is still coming."""
    with socket.create_connection(("127.0.0.1", server.thread.port)) as client:
        client.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/json\r\n" + head + b"\r\n")
        client.settimeout(10)
        with contextlib.suppress(OSError):  # the server may close while we send
            for part in parts:
                client.sendall(part)
        return client.makefile("rb").readline()


def test_a_huge_body_is_refused_before_it_is_read_whole(server: Server) -> None:
    """16 MiB at most: a body announced larger is refused before any of it is read,
    and one that grows past it (chunked) is refused there, never kept whole."""
    megabyte = b" " * 2**20
    declared = first_line_after_sending(
        server, b"Content-Length: 10000000000\r\n", iter([megabyte]))
    assert declared.split()[1] == b"413"
    chunk = b"%x\r\n" % len(megabyte) + megabyte + b"\r\n"
    chunked = first_line_after_sending(
        server, b"Transfer-Encoding: chunked\r\n", (chunk for _ in range(17)))
    assert chunked.split()[1] == b"413"


def test_web_pages_are_refused_unless_cors_is_on(server: Server) -> None:
    url = server.url + "/chat/completions"
    body = json.dumps({"messages": [{"role": "user", "content": "hi"}]}).encode()
    # a page's "simple" POST (text/plain: no preflight) would use the model unseen
    status, answer = post(url, body, {"Origin": "https://evil.example",
                                       "Content-Type": "text/plain"})
    assert status == 403 and error_of(answer)["code"] == "cors_disabled"
    assert "CORS" in str(error_of(answer)["message"])
    # a page renamed to 127.0.0.1 (DNS rebinding) still names itself in Host
    port = server.thread.port
    request = urllib.request.Request(server.url + "/models",
                                     headers={"Host": f"evil.example:{port}"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    assert json.loads(refused.value.read())["error"]["code"] == "host_not_allowed"
    # programs (no Origin) by any loopback name are served
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"):
        assert reached_the_engine(*post(url, body, {"Host": host})), host
    assert server.lines(2)[:2] == ["POST /v1/chat/completions 403", "GET /v1/models 403"]


def test_with_cors_on_a_page_may_ask_and_read() -> None:
    served = start(ServerSettings(port=0, cors=True))
    try:
        url = served.url + "/chat/completions"
        preflight = urllib.request.Request(url, method="OPTIONS", headers={
            "Origin": "https://app.example", "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type"})
        with urllib.request.urlopen(preflight, timeout=10) as response:
            assert response.status == 200
            assert response.headers["access-control-allow-origin"] in ("*",
                                                                        "https://app.example")
        status, body = post(url, json.dumps({"messages": [{"role": "user", "content": "x"}]}
                                            ).encode(), {"Origin": "https://app.example"})
        assert reached_the_engine(status, body)
    finally:
        served.thread.stop()
        served.thread.wait_stopped()
        served.owner.close()


def test_a_client_that_leaves_while_waiting_is_logged_and_cancelled(server: Server) -> None:
    """A request that waits its turn, and whose client gives up, is logged as 499 (the
    app's panel and serve's log show what became of it) and leaves the queue."""
    server.owner.held.set()  # the owner is busy: the request waits
    with socket.create_connection(("127.0.0.1", server.thread.port)) as client:
        body = json.dumps({"messages": [{"role": "user", "content": "hi"}],
                           "stream": True}).encode()
        client.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/json\r\n"
                       + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        time.sleep(0.3)
    assert server.lines(1) == ["POST /v1/chat/completions 499"]
    server.owner.released.set()
    deadline = time.monotonic() + 5
    while server.gate.requests and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.gate.requests == []


def test_a_key_with_an_accent_is_compared_as_the_bytes_sent() -> None:
    served = start(ServerSettings(port=0, api_key="clé-s3cret"))
    try:
        def status_with(authorization: bytes) -> bytes:
            body = b'{"messages": [{"role": "user", "content": "x"}]}'
            with socket.create_connection(("127.0.0.1", served.thread.port)) as client:
                client.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                               b"Content-Type: application/json\r\n" + authorization
                               + b"Content-Length: %d\r\nConnection: close\r\n\r\n"
                               % len(body) + body)
                return client.makefile("rb").readline().split()[1]

        assert status_with("Authorization: Bearer clé-s3cret\r\n".encode()) == b"503"
        assert status_with("Authorization: Bearer clé-s3cre\r\n".encode()) == b"401"
        assert status_with(b"Authorization: Bearer cl\xe9-s3cret\r\n") == b"401"  # latin-1
        assert status_with(b"") == b"401"
    finally:
        served.thread.stop()
        served.thread.wait_stopped()
        served.owner.close()


def test_wrong_paths_methods_and_our_own_failures_answer_in_openai_shape(
        server: Server) -> None:
    for method, path, status, code in (("GET", "/v1/nothing", 404, "not_found"),
                                       ("GET", "/v1/chat/completions", 405,
                                        "method_not_allowed")):
        request = urllib.request.Request(server.url.removesuffix("/v1") + path,
                                         method=method)
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(request, timeout=10)
        assert answer.value.code == status
        assert json.loads(answer.value.read())["error"]["code"] == code

    def broken() -> LoadedModel:
        raise RuntimeError("a bug")

    owner = Owner()
    app = ApiApp(EngineGate(EngineSession(owner.post), owner.post), broken,
                 ServerSettings(port=0))
    thread = ServerThread(app)
    thread.start()
    try:
        deadline = time.monotonic() + 10
        while not thread.started and time.monotonic() < deadline:
            time.sleep(0.01)
        status, body = post(thread.url + "/chat/completions", json.dumps(
            {"messages": [{"role": "user", "content": "x"}]}).encode())
        assert status == 500 and error_of(body)["code"] == "internal_error"
    finally:
        thread.stop()
        thread.wait_stopped()
        owner.close()


# -- on the real model ------------------------------------------------------------------
@pytest.mark.slow
def test_ctrl_c_while_streaming_ends_the_stream_with_an_error(model_path: Path) -> None:
    """Ctrl+C stops serve at once; a client mid-stream gets an OpenAI error and [DONE],
    not a cut connection, and serve prints no traceback."""
    served = Served(*model_args(model_path))
    try:
        body = {"prompt": "1, 2, 3,", "max_tokens": 500, "stream": True}
        request = urllib.request.Request(served.url + "/completions", method="POST",
                                         data=json.dumps(body).encode())
        events = []
        with urllib.request.urlopen(request, timeout=60) as response:
            for line in response:
                if line.strip():
                    events.append(line.decode().strip())
                if len(events) == 3:
                    served.process.send_signal(signal.SIGINT)
        assert events[-1] == "data: [DONE]"
        error = json.loads(events[-2].removeprefix("data: "))["error"]
        assert error["code"] == "cancelled" and error["type"] == "server_error"
        assert served.process.wait(15) == 0
    finally:
        served.stop()
    assert "Traceback" not in served.said(), served.said()


@pytest.mark.slow
def test_ctrl_c_during_the_load_stops_at_once(model_path: Path) -> None:
    """The port is bound before the load (a busy port fails fast), so a client, or
    Ctrl+C, can come while the model loads: Ctrl+C then stops without waiting for the
    load, and never says it serves."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "amdchat", "serve", "--model", str(model_path), "--backend",
         "cpu", "--port", str(port), "--ctx", "1024"], stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # listening: the load has begun
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.02)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
        process.wait()
    assert process.returncode == 0, err
    assert "loading" in err and "stopped" in err.splitlines()[-1], err
    assert " at http://" not in err and "Traceback" not in err, err


CTRL_C_WHEN_BOUND = """
import os, signal, sys
from amdchat.api import headless
from amdchat.cli import main

bind = headless.bind


def bind_then_ctrl_c(settings):
    sock = bind(settings)
    os.kill(os.getpid(), signal.SIGINT)  # the user's Ctrl+C, the moment the port opens
    return sock


headless.bind = bind_then_ctrl_c
sys.exit(main(["serve", "--model", sys.argv[1], "--backend", "cpu", "--port", "0"]))
"""


@pytest.mark.slow
def test_ctrl_c_the_moment_the_port_opens_is_the_same_clean_stop(model_path: Path) -> None:
    """A client (test_ctrl_c_during_the_load_stops_at_once) can see the port as soon as
    it is bound; a Ctrl+C then came before serve's own handler, and asyncio's ended the
    run with KeyboardInterrupt (exit 130) about one time in ten."""
    done = subprocess.run([sys.executable, "-c", CTRL_C_WHEN_BOUND, str(model_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1] == "amdchat: stopped", done.stderr
    assert "Traceback" not in done.stderr and " at http://" not in done.stderr


def test_empty_messages_count_and_their_number_is_bounded(server: Server) -> None:
    """400,000 empty messages (12 MB) passed as 0 tokens and kept the worker tokenizing
    for hours: refused at once now, by their count and by the context they take."""
    started = time.monotonic()
    status, body = chat(server, {"messages": [{"role": "user", "content": ""}] * 400_000})
    assert status == 400 and error_of(body)["code"] == "too_many_messages"
    assert "400,000 messages" in str(error_of(body)["message"])
    status, body = chat(server, {"messages": [{"role": "user", "content": ""}] * 600})
    assert status == 400 and error_of(body)["code"] == "context_length_exceeded"
    assert "600 messages take at least 600 tokens" in str(error_of(body)["message"])
    assert time.monotonic() - started < 10
    assert reached_the_engine(*chat(server, {"messages": [
        {"role": "user", "content": ""}] * 300}))


def test_the_queue_is_capped_with_retry_after(server: Server) -> None:
    """Requests waiting for the engine hold their bodies: over the cap, 429 at once."""
    from amdchat.api import limits

    server.owner.held.set()  # the engine's owner is busy: requests wait
    try:
        results: list[tuple[int, bytes]] = []
        threads = [threading.Thread(target=lambda: results.append(chat(server, {
            "messages": [{"role": "user", "content": "hi"}]}))) for _ in range(
                limits.MAX_QUEUED)]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 10
        admission = server.thread.app.admission
        while admission.waiting() < limits.MAX_QUEUED and time.monotonic() < deadline:
            time.sleep(0.05)
        request = urllib.request.Request(
            server.url + "/chat/completions", method="POST",
            data=json.dumps({"messages": [{"role": "user", "content": "hi"}]}).encode(),
            headers={"Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 429
        assert refused.value.headers["Retry-After"] == "2"
        assert json.loads(refused.value.read())["error"]["code"] == "queue_full"
    finally:
        server.owner.released.set()
    for thread in threads:
        thread.join(20)
    assert len(results) == limits.MAX_QUEUED
