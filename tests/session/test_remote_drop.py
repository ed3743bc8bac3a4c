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


def _died_using(session: es.EngineSession, servers: tuple[str, ...], tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The session held ``servers``' model, and its worker died mid-computation."""
    from amdchat.session.spec import ModelSpec

    session.spec = ModelSpec(tmp_path / "m.gguf", backend="vulkan", rpc_servers=servers)
    session._rpc_servers = servers
    session._worker_ready = True
    session._on_exited({"event": "exited", "returncode": -6, "expected": False,
                        "how": "signal SIGABRT", "stderr_tail": []})


def test_the_app_keeps_a_dropped_server_until_the_user_chooses(
        session: es.EngineSession, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The window offers the choice: the session names the server and changes nothing."""
    heard = HeardDeath()
    session.listener = heard
    gone = f"127.0.0.1:{closed_port()}"
    _died_using(session, (gone,), tmp_path)
    assert heard.died[0]["dropped"] == [gone] and session.dropped == [gone]
    assert session.spec is not None and session.spec.rpc_servers == (gone,)
    assert session.skipped.endpoints() == []
    assert "remove it from Settings" in heard.died[0]["text"]["template"]


def test_serve_skips_a_dropped_server_and_the_next_load_runs_without_it(
        session: es.EngineSession, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``amdchat serve`` has no one to ask: the next request loads without it, and the
    error the request gets says so."""
    heard = HeardDeath()
    session.listener = heard
    session.skip_dropped = True
    gone = f"127.0.0.1:{closed_port()}"
    _died_using(session, (gone,), tmp_path)
    [exited] = heard.died
    assert exited["dropped"] == [gone]
    assert "next request loads the model without it" in exited["text"]["template"]
    assert session.spec is not None and session.spec.rpc_servers == ()
    skipped = session.skipped.get(gone)
    assert skipped is not None and skipped.why


def test_a_load_leaves_the_skipped_servers_out(session: es.EngineSession, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A spec made from the Settings still names the server: the load leaves it out, and
    with none left the model loads on this computer alone."""
    from amdchat.session.spec import ModelSpec

    session.skipped.skip([("10.0.0.2:50052", "gone")])
    session.load(ModelSpec(tmp_path / "m.gguf", backend="vulkan",
                           rpc_servers=("10.0.0.2:50052",)))
    assert session.spec is not None and session.spec.rpc_servers == ()
    assert session._rpc_servers == ()  # the worker was started without it
    session.skipped.use_again("10.0.0.2:50052")
    kept = ModelSpec(tmp_path / "m.gguf", rpc_servers=("10.0.0.2:50052",))
    assert session.skipped.remaining(kept) is kept
