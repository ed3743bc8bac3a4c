"""rpc_probe against servers that are not what they should be: each refused in bounded
time with a plain message. The servers here are sockets on 127.0.0.1 that speak (or fail
to speak) llama.cpp's RPC wire format; the real rpc-server is in test_rpc_netns.py and
tests/cli/test_share.py."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest

from amdchat.engine.rpc_probe import PROTOCOL, RpcProblem, parse_endpoint, probe
from tests.helpers.rpc_wire import serve_once, speaking


@pytest.fixture
def server(request: pytest.FixtureRequest) -> Iterator[str]:
    yield from serve_once(request.param)


def refused(endpoint: str, timeout: float = 2.0) -> tuple[str, float]:
    started = time.monotonic()
    with pytest.raises(RpcProblem) as problem:
        probe(endpoint, timeout)
    return str(problem.value), time.monotonic() - started


@pytest.mark.parametrize("server", [speaking(PROTOCOL)], indirect=True)
def test_a_server_of_this_protocol_says_its_devices_and_memory(server: str) -> None:
    info = probe(server, 2.0)
    assert info.version == PROTOCOL
    assert [(d.free_bytes, d.total_bytes) for d in info.devices] == [(2**30, 2**31)]


@pytest.mark.parametrize("server", [speaking((PROTOCOL[0] - 1, 0, 0)),
                                    speaking((PROTOCOL[0], PROTOCOL[1] + 1, 0))],
                         indirect=True)
def test_a_server_of_another_protocol_is_refused_with_both_versions(server: str) -> None:
    message, _ = refused(server)
    assert "speaks RPC protocol" in message and ".".join(map(str, PROTOCOL)) in message


@pytest.mark.parametrize("server", [speaking(PROTOCOL, free=0)], indirect=True)
def test_a_server_offering_0_bytes_is_refused(server: str) -> None:
    message, _ = refused(server)
    assert "offers 0 bytes" in message


@pytest.mark.parametrize("server", [speaking(PROTOCOL, count=0)], indirect=True)
def test_a_server_with_no_device_is_refused(server: str) -> None:
    assert "offers 0 devices" in refused(server)[0]


def _http(conn: socket.socket) -> None:
    conn.recv(100)
    conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")


def _old_server(conn: socket.socket) -> None:
    conn.recv(100)  # an older rpc-server closes on a hello it does not know


@pytest.mark.parametrize("server", [_http], indirect=True)
def test_junk_from_a_port_that_is_not_an_rpc_server(server: str) -> None:
    message, took = refused(server)
    assert "answered as a web server (HTTP)" in message and took < 2.5


@pytest.mark.parametrize("server", [_old_server], indirect=True)
def test_a_server_that_closes_at_the_hello(server: str) -> None:
    assert "closed the connection during the hello" in refused(server)[0]


@pytest.mark.parametrize("server", [lambda conn: time.sleep(5)], indirect=True)
def test_a_server_that_stalls_is_given_up_on_in_time(server: str) -> None:
    message, took = refused(server, timeout=1.0)
    assert "did not answer in time" in message and took < 1.6


def test_a_port_nobody_listens_on() -> None:
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    port = holder.getsockname()[1]
    holder.close()
    assert "refused the connection" in refused(f"127.0.0.1:{port}")[0]


def test_a_host_that_does_not_resolve() -> None:
    message, took = refused("no-such-host.invalid:50052", timeout=3.0)
    assert "does not resolve" in message or "did not resolve" in message
    assert took < 3.6


@pytest.mark.parametrize("text", ["", ":50052", "host:0", "host:99999", "host:x", "a b:1"])
def test_addresses_that_are_not_host_port(text: str) -> None:
    with pytest.raises(RpcProblem):
        parse_endpoint(text)


def test_a_missing_port_is_llama_cpps_default() -> None:
    assert parse_endpoint("10.0.0.2") == ("10.0.0.2", 50052)


@pytest.mark.parametrize("text", ["[fe80::1]:7", "[::1]:50052", "fe80::1"])
def test_an_ipv6_address_is_refused_as_llama_cpp_cannot_reach_it(text: str) -> None:
    """llama.cpp's RPC client cuts the endpoint at its first ':' and connects over IPv4
    only: an IPv6 address that passed the check aborted the worker."""
    with pytest.raises(RpcProblem) as problem:
        parse_endpoint(text)
    assert "IPv4" in str(problem.value)


@pytest.mark.parametrize("server", [speaking(PROTOCOL)], indirect=True)
def test_a_name_is_reached_over_ipv4_as_llama_cpp_reaches_it(
        server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A name with an IPv6 address listed first ('localhost' on many systems) is checked
    at its IPv4 address, the one llama.cpp (gethostbyname) will connect to."""
    port = int(server.rpartition(":")[2])
    real = socket.getaddrinfo

    def v6_first(host, port, family=0, type=0, proto=0, flags=0):  # type: ignore[no-untyped-def]
        if host != "twostack.test":
            return real(host, port, family, type, proto, flags)
        v4 = (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))
        v6 = (socket.AF_INET6, socket.SOCK_STREAM, 6, "", ("::1", port, 0, 0))
        return [v4] if family == socket.AF_INET else [v6, v4]

    monkeypatch.setattr(socket, "getaddrinfo", v6_first)
    assert probe(f"twostack.test:{port}", 2.0).version == PROTOCOL
