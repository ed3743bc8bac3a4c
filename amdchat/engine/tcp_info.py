"""The kernel's own figures of a TCP connection (Linux ``TCP_INFO``), and the worker's
connections to its rpc-servers found among its file descriptors.

llama.cpp's RPC client keeps one socket per server for as long as the model holds
memory there; the worker reads that socket's counters (round trip, bytes each way,
delivery rate) without touching its traffic: a duplicate of the descriptor is asked and
closed at once, so llama.cpp's own descriptor is never closed or kept open by us.
Outside Linux (or on a kernel without these fields) nothing is read: the caller says
"not measured here".
"""

from __future__ import annotations

import contextlib
import os
import socket
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

ESTABLISHED = 1  # tcpi_state (include/net/tcp_states.h)

# (offset, struct format) in struct tcp_info (include/uapi/linux/tcp.h); native order
_FIELDS: dict[str, tuple[int, str]] = {
    "state": (0, "B"),
    "app_limited": (7, "B"),  # bit 0: tcpi_delivery_rate_app_limited
    "last_data_sent_ms": (44, "I"),  # how long ago this side last sent data
    "last_data_recv_ms": (52, "I"),  # how long ago the peer's data last came
    "rtt_us": (68, "I"),  # smoothed round trip
    "rttvar_us": (72, "I"),
    "bytes_acked": (120, "Q"),  # sent, and acknowledged by the peer
    "bytes_received": (128, "Q"),
    "segs_out": (136, "I"),
    "segs_in": (140, "I"),
    "min_rtt_us": (148, "I"),  # the lowest round trip seen (a windowed minimum)
    "delivery_rate": (160, "Q"),  # bytes per second, of the latest delivery sample
}
NEEDED = 168  # bytes of tcp_info up to delivery_rate (Linux 4.9 and later)
ASK = 232  # what getsockopt is asked for (a newer kernel fills more, an older less)


@dataclass(frozen=True)
class TcpSample:
    state: int
    app_limited: bool  # the delivery rate is a lower bound: the sender had nothing more
    rtt_us: int
    rttvar_us: int
    min_rtt_us: int
    bytes_acked: int
    bytes_received: int
    segs_out: int
    segs_in: int
    delivery_rate: int
    last_data_sent_ms: int = 0
    last_data_recv_ms: int = 0

    @property
    def waiting_s(self) -> float:
        """How long this side has waited for an answer: it sent after the peer's last
        data came, and nothing came since (0: it is not waiting)."""
        if self.last_data_sent_ms >= self.last_data_recv_ms:
            return 0.0
        return self.last_data_sent_ms / 1000


def parse(raw: bytes) -> TcpSample | None:
    """The fields of a ``TCP_INFO`` answer; None when the kernel gave fewer bytes."""
    if len(raw) < NEEDED:
        return None
    values = {name: struct.unpack_from("=" + fmt, raw, offset)[0]
              for name, (offset, fmt) in _FIELDS.items()}
    values["app_limited"] = bool(values["app_limited"] & 1)
    return TcpSample(**values)


def measurable() -> bool:
    return sys.platform == "linux" and hasattr(socket, "TCP_INFO")


def read(fd: int, peers: set[tuple[str, int]] | None = None) -> TcpSample | None:
    """The counters of the TCP socket behind descriptor ``fd`` (not ours: read on a
    duplicate); None when it is gone, not TCP, or the kernel does not say. ``peers``:
    read only while the descriptor still leads to one of them (a connection that closed
    between two samples leaves its number to the next socket opened, whose counters are
    another connection's)."""
    if not measurable():
        return None
    sock = _duplicate(fd)
    if sock is None:
        return None
    try:
        with sock:
            if peers is not None and (sock.family != socket.AF_INET
                                      or tuple(sock.getpeername()) not in peers):
                return None
            return parse(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, ASK))
    except OSError:
        return None


def _duplicate(fd: int) -> socket.socket | None:
    """A socket object over a duplicate of ``fd``; None (the duplicate closed) when it is
    no longer a socket: llama.cpp may have closed it and the number gone to a file."""
    try:
        duplicate = os.dup(fd)
    except OSError:
        return None
    try:
        return socket.socket(fileno=duplicate)
    except OSError:
        os.close(duplicate)
        return None


def _peer(fd: int) -> tuple[str, int] | None:
    sock = _duplicate(fd)
    if sock is None:
        return None
    try:
        with sock:
            if sock.family != socket.AF_INET or sock.type != socket.SOCK_STREAM:
                return None
            host, port = sock.getpeername()
            return str(host), int(port)
    except OSError:
        return None


def _socket_fds() -> list[int]:
    """This process's descriptors that are sockets (/proc/self/fd links 'socket:[N]')."""
    found = []
    with contextlib.suppress(OSError):
        for entry in Path("/proc/self/fd").iterdir():
            with contextlib.suppress(OSError, ValueError):
                if os.readlink(entry).startswith("socket:"):
                    found.append(int(entry.name))
    return found


def addresses(endpoint: str) -> set[tuple[str, int]]:
    """The IPv4 addresses an endpoint "host:port" connects to (llama.cpp's client
    connects over IPv4 only)."""
    host, _, port = endpoint.rpartition(":")
    try:
        infos = socket.getaddrinfo(host, int(port), socket.AF_INET, socket.SOCK_STREAM)
    except (OSError, ValueError):
        return set()
    return {(str(info[4][0]), int(info[4][1])) for info in infos}


def connections(endpoints: list[str] | dict[str, set[tuple[str, int]]]) -> dict[str, int]:
    """Each endpoint's established connection from this process: endpoint -> descriptor.
    An endpoint without one (a closed connection, another platform) is left out.
    ``endpoints`` may come with their addresses already resolved (see addresses)."""
    if not measurable():
        return {}
    wanted = (endpoints if isinstance(endpoints, dict)
              else {endpoint: addresses(endpoint) for endpoint in endpoints})
    found: dict[str, int] = {}
    for fd in _socket_fds():
        peer = _peer(fd)
        if peer is None:
            continue
        for endpoint, peers in wanted.items():
            if peer in peers and endpoint not in found:
                sample = read(fd)
                if sample is not None and sample.state == ESTABLISHED:
                    found[endpoint] = fd
    return found
