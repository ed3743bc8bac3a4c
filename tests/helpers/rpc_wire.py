"""Sockets on 127.0.0.1 that speak llama.cpp's RPC wire format (or fail to), for the tests
of amdchat.engine.rpc_probe and of the Settings' remote GPU list."""

from __future__ import annotations

import socket
import struct
import threading
from collections.abc import Callable, Iterator

Behaviour = Callable[[socket.socket], None]


def serve_once(behaviour: Behaviour) -> Iterator[str]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)

    def run() -> None:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        with conn:
            behaviour(conn)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    yield f"127.0.0.1:{listener.getsockname()[1]}"
    listener.close()


def read_request(conn: socket.socket) -> bool:
    """One request read whole; False when the client has gone."""
    head = conn.recv(9, socket.MSG_WAITALL)
    if len(head) < 9:
        return False
    size = struct.unpack("<Q", head[1:9])[0]
    return len(conn.recv(size, socket.MSG_WAITALL)) == size if size else True


def speaking(version: tuple[int, int, int], free: int = 2**30, count: int = 1) -> Behaviour:
    def behaviour(conn: socket.socket) -> None:
        replies = [struct.pack("<Q", 28) + bytes([*version, 0]) + bytes(24),  # hello
                   struct.pack("<QI", 4, count)]  # device count
        replies += [struct.pack("<QQQ", 16, free, 2 * free)] * count  # each one's memory
        for reply in replies:
            if not read_request(conn):
                return  # the client refused what it heard
            conn.sendall(reply)
    return behaviour


