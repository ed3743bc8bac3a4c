"""The kernel's TCP figures read on real sockets (a loopback pair), and the network meter
over a request-answer exchange like llama.cpp's RPC client's."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest

from amdchat.engine import tcp_info
from amdchat.engine.network_meter import Links, ReplyMeter

pytestmark = pytest.mark.skipif(not tcp_info.measurable(), reason="TCP_INFO is Linux's")


@pytest.fixture
def pair() -> Iterator[tuple[socket.socket, socket.socket]]:
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    server, _ = listener.accept()
    listener.close()
    yield client, server
    client.close()
    server.close()


def _recv_exactly(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        data += sock.recv(size - len(data))
    return data


def _acked(sock: socket.socket, size: int) -> tcp_info.TcpSample:
    """The sender's figures once the peer acknowledged ``size`` bytes (the ACK may lag)."""
    deadline = time.monotonic() + 5
    while True:
        sample = tcp_info.read(sock.fileno())
        assert sample is not None
        if sample.bytes_acked >= size or time.monotonic() > deadline:
            return sample
        time.sleep(0.01)


def test_the_figures_of_a_loopback_connection_count_its_bytes_each_way(pair) -> None:
    client, server = pair
    before = tcp_info.read(client.fileno())  # the handshake's SYN counts as one byte acked
    assert before is not None and before.bytes_received == 0
    client.sendall(b"x" * 10_000)
    _recv_exactly(server, 10_000)
    server.sendall(b"y" * 3_000)
    _recv_exactly(client, 3_000)
    sent = _acked(client, before.bytes_acked + 10_000)
    assert sent.state == tcp_info.ESTABLISHED
    assert sent.bytes_acked - before.bytes_acked == 10_000
    assert sent.bytes_received == 3_000
    assert sent.segs_out > before.segs_out and sent.segs_in > before.segs_in
    # loopback: a round trip of microseconds, never zero, never a second
    assert 0 < sent.min_rtt_us < 10_000 and sent.min_rtt_us <= sent.rtt_us + sent.rttvar_us
    answered = tcp_info.read(server.fileno())
    assert answered is not None and answered.bytes_received == 10_000


def test_a_short_answer_from_an_older_kernel_is_not_read(pair) -> None:
    client, _ = pair
    raw = client.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, tcp_info.ASK)
    assert tcp_info.parse(raw) is not None
    assert tcp_info.parse(raw[:tcp_info.NEEDED - 1]) is None


def test_the_connection_to_a_server_is_found_among_the_descriptors(pair) -> None:
    client, server = pair
    endpoint = f"127.0.0.1:{client.getpeername()[1]}"
    found = tcp_info.connections([endpoint, "127.0.0.1:9"])
    assert found == {endpoint: client.fileno()}  # the server's side has another peer
    client.close()
    assert tcp_info.connections([endpoint]) == {}
    assert tcp_info.read(server.fileno()) is not None  # a descriptor read is not closed


def _answering(server: socket.socket, request: int, answer: int) -> threading.Thread:
    """A peer that answers each request of ``request`` bytes with ``answer`` bytes, as an
    rpc-server answers GET_TENSOR."""
    def serve() -> None:
        while True:
            try:
                if len(_recv_exactly(server, request)) < request:
                    return
                server.sendall(b"a" * answer)
            except OSError:
                return
    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


def test_the_meter_counts_a_tokens_bytes_and_its_round_trip(pair) -> None:
    client, server = pair
    _answering(server, 512, 2048)
    endpoint = f"127.0.0.1:{client.getpeername()[1]}"
    links = Links([endpoint, "127.0.0.1:9"])
    meter = ReplyMeter(links)
    meter.begin(time.perf_counter(), decoded=0)
    for _ in range(20):  # a "token": a request, its answer, then some local work
        client.sendall(b"r" * 512)
        _recv_exactly(client, 2048)
        time.sleep(0.005)
    figures = meter.figures(time.perf_counter(), decoded=20)
    assert figures is not None and figures["measured"] and figures["tokens"] == 20
    assert figures["token_ms"] >= 5
    measured, missing = figures["servers"]
    assert missing == {"endpoint": "127.0.0.1:9", "measured": False, "rtt_ms": 0.0,
                       "smoothed_rtt_ms": 0.0, "bytes_per_token": 0.0, "rate_bytes_s": 0.0,
                       "ms_per_token": 0.0, "share": 0.0}
    # the answers carried the acknowledgements of the requests: every byte counted
    assert measured["bytes_per_token"] == pytest.approx(512 + 2048, rel=0.05)
    assert 0 < measured["rtt_ms"] < 5
    assert measured["rate_bytes_s"] > 0
    # loopback: the network is a small part of a token that sleeps 5 ms
    assert 0 < figures["share"] < 0.5
    assert figures["ms_per_token"] == pytest.approx(measured["ms_per_token"])


def test_without_a_connection_the_figures_say_so() -> None:
    meter = ReplyMeter(Links(["127.0.0.1:9"]))
    meter.begin(0.0, decoded=0)
    figures = meter.figures(1.0, decoded=10)
    assert figures is not None
    assert (figures["measured"], figures["why_not"]) == (False, "no_connection")
    assert figures["token_ms"] == pytest.approx(100.0)
    assert meter.figures(2.0, decoded=0) is None  # no token timed: nothing said


def test_a_descriptor_that_is_no_longer_a_socket_leaks_nothing(tmp_path) -> None:
    """llama.cpp may close a connection between two samples and the number go to a file:
    reading it is None, and the duplicate made to read it is closed again."""
    import os

    from amdchat.engine import tcp_info

    with open(tmp_path / "a file", "w") as held:
        before = len(os.listdir("/proc/self/fd"))
        for _ in range(20):
            assert tcp_info.read(held.fileno()) is None
        assert len(os.listdir("/proc/self/fd")) == before
