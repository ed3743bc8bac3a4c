"""A worker that died while it used remote GPUs: the session names the computer that
stopped answering, to the chat and to the window, in words the window can translate."""
from __future__ import annotations

import socket

import pytest

from amdchat.session import engine_session as es
from tests.helpers.scripted_session import Heard, scripted_session


@pytest.fixture
def session(monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    return scripted_session(monkeypatch, tmp_path)


class HeardDeath(Heard):
    def __init__(self) -> None:
        super().__init__()
        self.died: list[dict] = []

    def on_worker_died(self, exited):  # type: ignore[no-untyped-def]
        self.died.append(exited)


def closed_port() -> int:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        return int(holder.getsockname()[1])  # nothing listens once it is closed


def test_the_window_hears_which_computer_dropped(session: es.EngineSession) -> None:
    heard = HeardDeath()
    session.listener = heard
    endpoint = f"127.0.0.1:{closed_port()}"
    session._rpc_servers = (endpoint,)
    session._worker_ready = True  # it had added the server
    session._on_exited({"event": "exited", "returncode": -6, "expected": False,
                        "how": "signal SIGABRT",
                        "stderr_tail": ["ggml-rpc.cpp:600: Remote RPC server crashed"]})
    [exited] = heard.died
    assert endpoint in exited.get("cause", ""), exited  # was llama.cpp's abort line
    said = exited.get("text")
    assert isinstance(said, dict) and said["fields"]["hosts"] == endpoint
    assert "stopped answering" in said["template"]


def test_a_worker_that_could_not_add_a_server_is_not_said_to_have_lost_it(
        session: es.EngineSession) -> None:
    """Its own message (the server refused, unreachable...) stands: the model never ran
    there, so 'stopped answering while the model ran on it' would be untrue."""
    heard = HeardDeath()
    session.listener = heard
    endpoint = f"127.0.0.1:{closed_port()}"
    session._rpc_servers = (endpoint,)
    session._last_error = f"{endpoint} refused the connection"
    session._on_exited({"event": "exited", "returncode": 0, "expected": False,
                        "how": "exit code 0", "stderr_tail": []})
    [exited] = heard.died
    assert exited.get("cause") == f"{endpoint} refused the connection"
    assert "text" not in exited


def test_the_servers_are_asked_at_once_not_one_after_another() -> None:
    """After a worker died the GUI thread waits for these checks: three stalled servers
    cost one check's time, not three."""
    import threading
    import time
    from contextlib import ExitStack

    from amdchat.session.remote_placing import DROP_CHECK_S, dropped_servers
    from tests.helpers.rpc_wire import serve_once

    released = threading.Event()
    with ExitStack() as stack:
        servers = []
        for _ in range(3):
            found = serve_once(lambda conn: released.wait(10))
            servers.append(next(found))
            stack.callback(lambda f=found: next(f, None))
        started = time.monotonic()
        gone = dropped_servers(tuple(servers))
        took = time.monotonic() - started
        released.set()
    assert [host for host, _ in gone] == servers
    assert took < 2 * DROP_CHECK_S
