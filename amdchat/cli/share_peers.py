"""Who is connected to the shared port: llama.cpp's RPC server says that a client came or
left, not from where. Linux keeps every TCP connection in /proc/net/tcp and tcp6 (of this
process's network namespace); the established ones on the shared port are the computers
using it. Elsewhere there is no such table: the addresses are then not known, and said so.
"""

from __future__ import annotations

import socket
from pathlib import Path

_ESTABLISHED = "01"  # include/net/tcp_states.h
_TABLES = (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6))


def peers_on_port(port: int, proc: Path = Path("/proc/net")) -> list[str] | None:
    """The addresses with an established connection to local ``port`` (None: unknown)."""
    found: list[str] = []
    readable = False
    for name, family in _TABLES:
        try:
            rows = (proc / name).read_text(encoding="ascii", errors="replace").splitlines()[1:]
        except OSError:
            continue
        readable = True
        for row in rows:
            fields = row.split()
            if len(fields) < 4 or fields[3] != _ESTABLISHED:
                continue
            local, remote = fields[1], fields[2]
            try:
                if int(local.rpartition(":")[2], 16) != port:
                    continue
                found.append(_address(remote.rpartition(":")[0], family))
            except ValueError:  # a row this reader does not understand: not a peer
                continue
    return sorted(set(found)) if readable else None


def _address(hex_address: str, family: int) -> str:
    """The kernel writes each 32-bit word of the address in the host's (little-endian)
    order; an IPv4 client of an IPv6 socket is written mapped (::ffff:a.b.c.d)."""
    raw = bytes.fromhex(hex_address)
    words = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
    if family == socket.AF_INET6 and words[:12] == b"\0" * 10 + b"\xff\xff":
        return socket.inet_ntop(socket.AF_INET, words[12:])
    return socket.inet_ntop(family, words)
