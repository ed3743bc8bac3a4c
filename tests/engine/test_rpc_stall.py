"""A remote server that stops answering while the worker waits on it: llama.cpp's client
would wait for ever; the worker's watch (amdchat.engine.rpc_stall) ends it, named."""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
from pathlib import Path

import pytest

from amdchat.backends.registry import Backend
from amdchat.engine import rpc_stall, tcp_info
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec
from tests.helpers import rpc_netns

pytestmark = pytest.mark.skipif(not tcp_info.measurable(), reason="TCP_INFO is Linux's")


def test_a_connection_that_asked_and_heard_nothing_is_waiting() -> None:
    """On a real loopback pair: the side that sent last and got no answer is waiting, for
    as long as since it sent; an answer, or sending nothing, is not waiting."""
    listener = socket.create_server(("127.0.0.1", 0))
    with listener, socket.create_connection(listener.getsockname()) as client:
        server, _ = listener.accept()
        with server:
            client.sendall(b"ask")
            server.recv(3)
            server.sendall(b"answer")
            client.recv(6)
            time.sleep(1.2)
            idle = tcp_info.read(client.fileno())
            assert idle is not None and idle.waiting_s == 0  # answered: not waiting
            client.sendall(b"ask again")  # and no answer comes
            time.sleep(1.5)
            asked = tcp_info.read(client.fileno())
            assert asked is not None and 1.2 <= asked.waiting_s < 5
            server.sendall(b"late")
            client.recv(4)
            answered = tcp_info.read(client.fileno())
            assert answered is not None and answered.waiting_s == 0


def test_the_limit_can_be_shortened_for_a_test_only_to_a_sane_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(rpc_stall.STALL_ENV, "0.01")
    assert rpc_stall.stall_limit() == 1.0
    monkeypatch.setenv(rpc_stall.STALL_ENV, "junk")
    assert rpc_stall.stall_limit() == rpc_stall.STALL_S


@pytest.mark.slow
def test_a_server_frozen_mid_reply_ends_the_worker_named(
        tmp_path: Path, model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A real rpc-server in its own namespace, stopped (SIGSTOP) while a reply streams:
    its kernel still takes the bytes, nothing answers. It hung the reply until Unload."""
    folder = rpc_netns.folder_or_skip(tmp_path / "rpc-backend")
    rpc_netns.copy_real_proc()
    monkeypatch.setenv(rpc_stall.STALL_ENV, "3")
    got: list[str] = []
    # namespaces 91 and 92: apart from the other RPC tests
    with rpc_netns.rpc_servers(2, folder, first=91) as servers, \
            BlockingEngine(log_path=tmp_path / "w.log",
                           discover=lambda: [Backend("cpu", folder, "test")]) as running:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=1024,
                               rpc_servers=tuple(s.endpoint for s in servers)))
        frozen = servers[1]

        def freeze() -> None:
            while len(got) < 3:
                time.sleep(0.05)
            os.kill(frozen.process.pid, signal.SIGSTOP)

        freezer = threading.Thread(target=freeze, daemon=True)
        freezer.start()
        started = time.monotonic()
        try:
            with pytest.raises(EngineError) as failed:
                running.chat([{"role": "user", "content": "Name three rivers."}],
                             {"temperature": 0.0, "max_tokens": 400, "seed": 7},
                             on_token=got.append, timeout=120)
        finally:
            os.kill(frozen.process.pid, signal.SIGCONT)
        took = time.monotonic() - started
    assert len(got) >= 3 and took < 60, took
    message = str(failed.value)
    assert frozen.endpoint in message and servers[0].endpoint not in message
