"""Keys in the system keyring (a fake backend set at keyring's own API, the OS boundary),
and the remote session's job events, as the chat hears them."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator

import keyring
import keyring.backends.fail
import keyring.errors
import pytest

from amdchat.engine import protocol
from amdchat.remote import keys
from amdchat.remote.client import Limits, RemoteServer
from amdchat.remote.session import RemoteSession
from amdchat.remote.sse import StreamLimits
from tests.helpers.fake_openai import chunk, event, fake_server, head
from tests.helpers.memory_keyring import MemoryKeyring


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(before)


@pytest.fixture
def no_keyring() -> Iterator[None]:
    before = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    yield
    keyring.set_keyring(before)


def test_a_key_is_kept_in_the_keyring_per_server(memory_keyring: MemoryKeyring) -> None:
    assert keys.available()
    assert keys.save("http://a:1/v1", "secret-a") and keys.save("http://b:2/v1", "secret-b")
    assert keys.load("http://a:1/v1") == "secret-a" and keys.load("http://b:2/v1") == "secret-b"
    assert memory_keyring.kept[(keys.SERVICE, "http://a:1/v1")] == "secret-a"
    assert keys.save("http://a:1/v1", "")  # an empty key forgets the one kept
    assert keys.load("http://a:1/v1") == "" and keys.load("http://nowhere/v1") == ""


def test_without_a_keyring_nothing_is_saved_and_it_says_so(no_keyring: None) -> None:
    assert not keys.available()
    assert keys.save("http://a:1/v1", "secret") is False
    assert keys.load("http://a:1/v1") == ""
    assert "this session only" in str(keys.NO_KEYRING)


def test_a_keyring_that_refuses_is_a_session_only_key(memory_keyring: MemoryKeyring,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    def locked(*_args: str) -> None:
        raise keyring.errors.PasswordSetError("the keyring is locked")

    monkeypatch.setattr(memory_keyring, "set_password", locked)
    assert keys.save("http://a:1/v1", "secret") is False


# -- the session -------------------------------------------------------------------------
QUICK = Limits(connect_s=2.0, read_s=0.5, stream=StreamLimits(stall_s=0.8))


class Owner:
    """The session's owner: runs what is posted, in order, on the test's thread."""

    def __init__(self) -> None:
        self.posted: list[Callable[[], None]] = []
        self.lock = threading.Lock()
        self.events: list[protocol.JobEvent] = []

    def post(self, work: Callable[[], None]) -> None:
        with self.lock:
            self.posted.append(work)

    def run_until(self, ended: Callable[[], bool], within: float = 10.0) -> None:
        deadline = time.monotonic() + within
        while not ended() and time.monotonic() < deadline:
            with self.lock:
                work, self.posted = self.posted, []
            for item in work:
                item()
            time.sleep(0.01)

    def ended(self) -> bool:
        return bool(self.events) and self.events[-1]["event"] in ("done", "error")


def stream(*parts: bytes, pause: float = 0.0):
    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head())
        for part in parts:
            conn.sendall(part)
            time.sleep(pause)
    return answer


def test_the_session_sends_the_engines_events() -> None:
    owner = Owner()
    usage = event({"choices": [], "usage": {"prompt_tokens": 4, "completion_tokens": 2}})
    with fake_server(stream(chunk("Hi"), chunk(" there", finish="stop"), usage,
                            event("[DONE]"))) as url:
        session = RemoteSession(RemoteServer(url, limits=QUICK), "m", owner.post)
        started: list[bool] = []
        session.generate([{"role": "user", "content": "hi"}], {}, owner.events.append,
                         on_start=lambda: started.append(True))
        owner.run_until(owner.ended)
    assert started == [True] and session.has_model and not session.busy
    assert [e["event"] for e in owner.events] == ["token", "token", "done"]
    done = owner.events[-1]
    assert done["event"] == "done" and done["reply"] == "Hi there"
    assert done["stats"]["generated_tokens"] == 2 and done["stats"]["prompt_tokens"] == 4
    assert done["stats"]["tokens_counted_by"] == "server" and done["stats"]["ttft_ms"] > 0


def test_a_drop_is_an_error_event_with_a_sentence_and_the_tokens_came_first() -> None:
    owner = Owner()

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("partial"))
        conn.shutdown(socket.SHUT_RDWR)

    with fake_server(answer) as url:
        session = RemoteSession(RemoteServer(url, limits=QUICK), "m", owner.post)
        session.generate([{"role": "user", "content": "hi"}], {}, owner.events.append)
        owner.run_until(owner.ended)
    assert [e["event"] for e in owner.events] == ["token", "error"]
    error = owner.events[-1]
    assert error["event"] == "error" and error["kind"] == "remote_dropped"
    assert "text" in error and "closed the connection" in error["message"]


def test_cancel_answers_at_once_with_the_text_so_far() -> None:
    owner = Owner()
    release = threading.Event()

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("so far"))
        release.wait(10)

    with fake_server(answer) as url:
        session = RemoteSession(RemoteServer(url, limits=Limits(read_s=30)), "m", owner.post)
        job = session.generate([{"role": "user", "content": "hi"}], {}, owner.events.append)
        owner.run_until(lambda: bool(owner.events))
        started = time.monotonic()
        session.cancel(job)
        owner.run_until(owner.ended)
        release.set()
    assert time.monotonic() - started < 1
    done = owner.events[-1]
    assert done["event"] == "done" and done["finish_reason"] == "cancelled"
    assert done["reply"] == "so far"
