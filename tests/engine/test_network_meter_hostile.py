"""The network meter when the worker's connection to a server goes away between two
samples: its descriptor's number goes to the next socket opened, whose counters were
read as the server's ("measured", with another connection's figures)."""

from __future__ import annotations

import socket
import sys
import time
from collections.abc import Iterator

import pytest

from amdchat.engine.network_meter import Links, ReplyMeter

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="TCP_INFO is Linux's")


@pytest.fixture
def listeners() -> Iterator[tuple[socket.socket, socket.socket]]:
    server, other = socket.socket(), socket.socket()
    for sock in (server, other):
        sock.bind(("127.0.0.1", 0))
        sock.listen(4)
    yield server, other
    server.close()
    other.close()


def test_a_connection_replaced_between_samples_is_not_measured(
        listeners: tuple[socket.socket, socket.socket]) -> None:
    server, other = listeners
    endpoint = f"127.0.0.1:{server.getsockname()[1]}"
    client = socket.create_connection(server.getsockname())
    accepted, _ = server.accept()
    meter = ReplyMeter(Links([endpoint]))
    meter.begin(time.monotonic(), 1)
    client.sendall(b"x" * 50_000)
    accepted.recv(100_000)
    number = client.fileno()
    client.close()
    accepted.close()
    stranger = socket.create_connection(other.getsockname())  # takes the freed number
    stranger_peer, _ = other.accept()
    try:
        assert stranger.fileno() == number
        stranger_peer.sendall(b"y" * 10)
        stranger.recv(10)
        figures = meter.figures(time.monotonic() + 0.01, 5)
        assert figures is not None
        assert figures["servers"][0]["measured"] is False
        assert figures["measured"] is False and figures["ms_per_token"] == 0.0
    finally:
        stranger.close()
        stranger_peer.close()


def test_the_connection_still_there_is_measured(
        listeners: tuple[socket.socket, socket.socket]) -> None:
    server, _ = listeners
    endpoint = f"127.0.0.1:{server.getsockname()[1]}"
    with socket.create_connection(server.getsockname()) as client:
        accepted, _ = server.accept()
        with accepted:
            meter = ReplyMeter(Links([endpoint]))
            meter.begin(time.monotonic(), 1)
            client.sendall(b"x" * 40_000)
            got = 0
            while got < 40_000:
                got += len(accepted.recv(65_536))
            time.sleep(0.05)  # the acknowledgement
            figures = meter.figures(time.monotonic() + 0.01, 5)
    assert figures is not None and figures["servers"][0]["measured"] is True
    assert figures["servers"][0]["bytes_per_token"] == pytest.approx(10_000, rel=0.01)
