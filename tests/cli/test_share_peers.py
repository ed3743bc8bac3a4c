"""Who is connected to a shared port, read from the kernel's TCP tables, on real sockets."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from amdchat.cli.share_peers import peers_on_port


def _listening(family: int, host: str) -> socket.socket:
    server = socket.socket(family, socket.SOCK_STREAM)
    if family == socket.AF_INET6:  # IPv4 clients too, as a dual-stack server takes them
        server.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
    server.bind((host, 0))
    server.listen(4)
    return server


def test_a_client_is_named_by_its_own_address() -> None:
    with _listening(socket.AF_INET, "127.0.0.1") as server:
        port = server.getsockname()[1]
        assert peers_on_port(port) == []
        # loopback takes any 127.x.y.z as a source: a client that is not the server's address
        with socket.socket() as client:
            client.bind(("127.0.0.2", 0))
            client.connect(("127.0.0.1", port))
            accepted, _ = server.accept()
            with accepted:
                assert peers_on_port(port) == ["127.0.0.2"]
        # the client's side of the pair is on another port: it is not counted for this one
        assert "127.0.0.1" not in (peers_on_port(port) or [])


def test_an_ipv4_client_of_a_dual_socket_is_named_as_ipv4() -> None:
    if not socket.has_ipv6:
        pytest.skip("this Python has no IPv6")
    try:
        server = _listening(socket.AF_INET6, "::")
    except OSError as exc:
        pytest.skip(f"no IPv6 here: {exc}")
    with server:
        port = server.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port), timeout=5,
                                      source_address=("127.0.0.3", 0)):
            accepted, _ = server.accept()
            with accepted:
                assert "127.0.0.3" in (peers_on_port(port) or [])


def test_without_the_tables_the_peers_are_not_known(tmp_path: Path) -> None:
    assert peers_on_port(50052, tmp_path) is None  # not Linux: said as unknown, not as none
