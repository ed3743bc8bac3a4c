"""llama.cpp's adding of a server has no timeout of its own: the worker's watch calls
back (naming the server) when it does not return in time, and stays quiet when it does."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from amdchat.engine import rpc_client
from amdchat.engine.rpc_probe import PROTOCOL, RpcProblem
from tests.helpers.shared_backend import install_rpc_backend


@pytest.fixture
def rpc_backend(tmp_path: Path) -> Path:
    return install_rpc_backend(tmp_path)


def test_a_stall_while_adding_is_reported_with_the_server_and_what_to_do() -> None:
    told: list[RpcProblem] = []
    came = threading.Event()

    def on_stall(problem: RpcProblem) -> None:
        told.append(problem)
        came.set()

    with rpc_client._stall_watch("10.0.0.2:50052", on_stall, 0.2):
        assert came.wait(5)  # the block (llama.cpp's call) is still running
    said = str(told[0])
    assert "10.0.0.2:50052 passed the check, then stopped answering" in said
    assert "Restart sharing" in said and told[0].stalled


def test_an_add_that_returns_in_time_reports_nothing() -> None:
    told: list[RpcProblem] = []
    with rpc_client._stall_watch("10.0.0.2:50052", told.append, 0.3):
        time.sleep(0.05)
    time.sleep(0.5)
    assert told == []


@pytest.mark.parametrize(("value", "expected"), [("2.5", 2.5), ("junk", 30.0), ("0", 0.1)])
def test_the_wait_can_be_shortened_for_a_test_only_to_a_sane_value(
        monkeypatch: pytest.MonkeyPatch, value: str, expected: float) -> None:
    monkeypatch.setenv(rpc_client.ADD_TIMEOUT_ENV, value)
    assert rpc_client.add_timeout() == expected


def _liar(listener: socket.socket) -> None:
    """Answers the Python check as an rpc-server of this protocol (one device, 2 GiB
    free); on any later connection, it stalls at the device count (llama.cpp's add)."""
    import struct

    def read(conn: socket.socket, size: int) -> bytes:
        data = b""
        while len(data) < size:
            chunk = conn.recv(size - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        return data

    def serve(conn: socket.socket, first: bool) -> None:
        with contextlib.suppress(EOFError, OSError), conn:
            while True:
                command = read(conn, 1)[0]
                read(conn, struct.unpack("<Q", read(conn, 8))[0])
                if command == 14:  # HELLO: protocol 7.0.0, plain TCP
                    conn.sendall(struct.pack("<Q", 28) + bytes([*PROTOCOL, 0]) + bytes(24))
                elif command == 15 and first:
                    conn.sendall(struct.pack("<Q", 4) + struct.pack("<I", 1))
                elif command == 11:
                    conn.sendall(struct.pack("<Q", 16) + struct.pack("<QQ", 2 << 30, 4 << 30))
                else:
                    time.sleep(120)

    first = True
    with contextlib.suppress(OSError):
        while True:
            conn, _ = listener.accept()
            threading.Thread(target=serve, args=(conn, first), daemon=True).start()
            first = False


@pytest.mark.slow
def test_chat_with_a_server_that_stalls_while_added_ends_and_names_it(
        rpc_backend: Path, model_path: Path) -> None:
    """It hung: the CLI until its 300 s load wait, the app for ever."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        threading.Thread(target=_liar, args=(listener,), daemon=True).start()
        endpoint = f"127.0.0.1:{listener.getsockname()[1]}"
        env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]),
                   **{rpc_client.ADD_TIMEOUT_ENV: "3"})
        started = time.monotonic()
        chat = subprocess.run([sys.executable, "-m", "amdchat", "chat", "--model",
                               str(model_path), "--backend", "cpu", "--rpc", endpoint,
                               "--prompt", "hi", "--max-tokens", "2"], capture_output=True,
                              text=True, env=env, timeout=120)
    took = time.monotonic() - started
    assert chat.returncode == 1 and took < 60
    assert f"{endpoint} passed the check, then stopped answering while llama.cpp added" \
        in chat.stderr


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                stat = (entry / "stat").read_text()
                if int(stat.rpartition(")")[2].split()[1]) == pid:
                    found.append(int(entry.name))
    return found


@pytest.mark.slow
def test_a_worker_stuck_in_llama_cpp_ends_when_its_owner_is_killed(
        rpc_backend: Path, model_path: Path) -> None:
    """`amdchat chat` killed while its worker hangs in llama.cpp (a server that stalls:
    llama.cpp's client has no timeout) left the worker running for good, orphaned."""
    from amdchat.engine.worker import ORPHAN_EXIT_S

    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        threading.Thread(target=_liar, args=(listener,), daemon=True).start()
        endpoint = f"127.0.0.1:{listener.getsockname()[1]}"
        env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]),
                   **{rpc_client.ADD_TIMEOUT_ENV: "600"})  # no watch to end it first
        chat = subprocess.Popen([sys.executable, "-m", "amdchat", "chat", "--model",
                                 str(model_path), "--backend", "cpu", "--rpc", endpoint,
                                 "--prompt", "hi", "--max-tokens", "2"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        try:
            deadline = time.monotonic() + 60
            workers: list[int] = []
            while not workers and time.monotonic() < deadline:
                time.sleep(0.5)
                workers = _children(chat.pid)
            assert workers, "no worker started"
            time.sleep(5)  # by now it waits inside llama.cpp's add, on the stalling server
            assert all(Path(f"/proc/{w}").exists() for w in workers)
            chat.kill()
            chat.wait(10)
            deadline = time.monotonic() + ORPHAN_EXIT_S + 15
            while any(Path(f"/proc/{w}").exists() for w in workers) \
                    and time.monotonic() < deadline:
                time.sleep(0.5)
            left = [w for w in workers if Path(f"/proc/{w}").exists()]
        finally:
            if chat.poll() is None:
                chat.kill()
        for pid in left:  # never leave one behind, even when the test fails
            with contextlib.suppress(OSError):
                os.kill(pid, 9)
        assert left == [], "the worker outlived its owner"
