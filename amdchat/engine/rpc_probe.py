"""Asks an rpc-server what it is, in Python, before llama.cpp is let near it.

llama.cpp's RPC client aborts the whole process (GGML_ABORT) when a server cannot be
reached, does not finish its hello, or speaks another protocol. So every server is
checked here first, with a bounded time for each step: the host name resolved, the TCP
connection, llama.cpp's HELLO (the protocol version: the server checks only the size of
the hello and the client only the version; there is no build hash and no password), the
device count and each device's free and total memory. The wire format is
ggml/src/ggml-rpc/ggml-rpc.cpp's: a request is the command byte, a little-endian u64 size
and the payload; a reply is a u64 size and the payload.
"""

from __future__ import annotations

import socket
import struct
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from amdchat.i18n import Text, tr_noop

# ggml-rpc.h of the llama.cpp that llama-cpp-python 0.3.36 vendors (RPC_PROTO_*_VERSION)
PROTOCOL = (7, 0, 0)
DEFAULT_PORT = 50052
_HELLO, _GET_DEVICE_MEMORY, _DEVICE_COUNT = 14, 11, 15
_CAPS_SIZE = 24  # RPC_CONN_CAPS_SIZE: all zero, plain TCP
_HELLO_REPLY = 4 + _CAPS_SIZE  # major, minor, patch, padding, caps
MAX_HOST_NAME = 253  # the longest a DNS name can be (the resolver fails on longer)
MAX_DEVICES = 16  # GGML_RPC_MAX_SERVERS: more is not a real server
MAX_SERVERS = 16  # GGML_RPC_MAX_SERVERS again: the most servers amdchat uses (and Settings)
CONTEXT = "rpc"


@dataclass(frozen=True)
class RemoteDevice:
    index: int
    free_bytes: int
    total_bytes: int


@dataclass(frozen=True)
class ServerInfo:
    endpoint: str  # host:port as the user gave it (llama.cpp names its devices by it)
    version: tuple[int, int, int]
    devices: list[RemoteDevice] = field(default_factory=list)
    round_trip_ms: float = 0.0  # the link's, one request and its reply

    @property
    def free_bytes(self) -> int:
        return sum(d.free_bytes for d in self.devices)

    def as_dict(self) -> dict[str, object]:
        return {"endpoint": self.endpoint, "version": ".".join(map(str, self.version)),
                "round_trip_ms": round(self.round_trip_ms, 2),
                "devices": [{"index": d.index, "free_bytes": d.free_bytes,
                             "total_bytes": d.total_bytes} for d in self.devices]}


class RpcProblem(Exception):
    """A server that cannot be used, in words for the user (``text``)."""

    def __init__(self, text: Text, stalled: bool = False) -> None:
        super().__init__(str(text))
        self.text = text
        # it accepted the connection, then did not answer: busy with another client
        # (an rpc-server serves one at a time), or stalled
        self.stalled = stalled


def _problem(template: str, **fields: object) -> RpcProblem:
    return RpcProblem(Text(CONTEXT, template, fields))


def parse_endpoint(text: str) -> tuple[str, int]:
    """"host:port" -> (host, port); a missing port is llama.cpp's 50052. An IPv6 address
    is refused: llama.cpp's RPC client cannot reach one."""
    from amdchat.engine.rpc_listen import shown

    value, given = text.strip(), shown(text)
    bracketed = value.startswith("[") and "]" in value
    if ":" in value and (bracketed or value.count(":") == 1):
        host, _, port_text = value.rpartition(":")
    else:  # no port (an IPv6 address without brackets has several colons)
        host, port_text = value, ""
    host = host.strip("[]")
    if ":" in host:  # llama.cpp cuts at the first ':' and connects over IPv4 only
        raise _problem(tr_noop("rpc", "'{given}' is an IPv6 address: llama.cpp's RPC reaches "
                                      "servers over IPv4 only. Give the computer's IPv4 "
                                      "address or its name."), given=given)
    if not host or any(c.isspace() for c in host) or len(host) > MAX_HOST_NAME:
        raise _problem(tr_noop("rpc", "'{given}' is not a server address: write it as "
                                      "HOST:PORT, for example 192.168.1.20:50052."),
                       given=given)
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise _problem(tr_noop("rpc", "'{given}' has no valid port: write it as HOST:PORT "
                                      "with a port from 1 to 65535."), given=given)
    return host, int(port_text)


def endpoint_text(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


Address = tuple[Any, ...]  # getaddrinfo's (family, type, proto, canonname, sockaddr)


def _resolve(host: str, port: int, timeout: float) -> Address:
    """getaddrinfo has no timeout of its own: run it in a thread and stop waiting."""
    found: list[Address | OSError] = []

    def look_up() -> None:
        try:
            # IPv4, as llama.cpp's client (gethostbyname) will connect
            found.append(socket.getaddrinfo(host, port, socket.AF_INET,
                                            socket.SOCK_STREAM)[0])
        except OSError as exc:
            found.append(exc)
        except UnicodeError:  # idna: a label over 63 characters, an empty label
            found.append(OSError(0, "not a valid host name: a part between dots is "
                                    "empty or longer than 63 characters"))

    thread = threading.Thread(target=look_up, daemon=True)
    thread.start()
    thread.join(timeout)
    if not found:
        raise _problem(tr_noop("rpc", "The name {host} did not resolve within {seconds} s: "
                                      "check the name, or give the computer's IP address."),
                       host=host, seconds=round(timeout))
    if isinstance(found[0], OSError):
        raise _problem(tr_noop("rpc", "The name {host} does not resolve ({reason}): check the "
                                      "name, or give the computer's IP address."),
                       host=host, reason=found[0].strerror or str(found[0]))
    return found[0]


class _Wire:
    def __init__(self, sock: socket.socket, endpoint: str, deadline: float) -> None:
        self.sock, self.endpoint, self.deadline = sock, endpoint, deadline

    def _left(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise self.stalled()
        return left

    def stalled(self) -> RpcProblem:
        problem = _problem(tr_noop("rpc", "{endpoint} accepted the connection but did not "
                                          "answer in time: it may be busy with another "
                                          "client, stalled, or not an rpc-server."),
                           endpoint=self.endpoint)
        problem.stalled = True
        return problem

    def command(self, cmd: int, payload: bytes, reply_size: int) -> bytes:
        self.sock.settimeout(self._left())
        try:
            self.sock.sendall(bytes([cmd]) + struct.pack("<Q", len(payload)) + payload)
            head = self._read(8)
            if head.startswith((b"HTTP/", b"<")):  # a web server or an HTML page
                raise _problem(tr_noop("rpc", "{endpoint} answered as a web server (HTTP), "
                                              "not as llama.cpp's rpc-server: the port is "
                                              "another program's (an API server?). Use the "
                                              "port that 'amdchat share' prints there."),
                               endpoint=self.endpoint)
            size = struct.unpack("<Q", head)[0]
            if size != reply_size:
                raise _problem(tr_noop("rpc", "{endpoint} answered, but not as llama.cpp's "
                                              "rpc-server does (a reply of {size} bytes "
                                              "where {expected} were due): it is another "
                                              "program, or an rpc-server of another "
                                              "llama.cpp version."),
                               endpoint=self.endpoint, size=size, expected=reply_size)
            return self._read(reply_size)
        except TimeoutError as exc:
            raise self.stalled() from exc
        except (ConnectionError, OSError) as exc:
            if isinstance(exc, RpcProblem):
                raise
            raise _problem(tr_noop("rpc", "{endpoint} closed the connection during the "
                                          "hello ({reason}): it is an rpc-server of another "
                                          "llama.cpp version (older ones close here), or not "
                                          "an rpc-server."),
                           endpoint=self.endpoint, reason=exc.strerror or str(exc)) from exc

    def _read(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            self.sock.settimeout(self._left())
            chunk = self.sock.recv(size - len(data))
            if not chunk:
                raise ConnectionResetError(0, "end of stream")
            data += chunk
        return data


def probe(endpoint: str, timeout: float = 5.0) -> ServerInfo:
    """What the server at ``endpoint`` offers; RpcProblem (a plain message) when it is not
    a usable rpc-server of this llama.cpp. Never takes much longer than ``timeout``."""
    host, port = parse_endpoint(endpoint)
    name = endpoint_text(host, port)
    deadline = time.monotonic() + timeout
    family, kind, proto, _, address = _resolve(host, port, timeout)
    sock = socket.socket(family, kind, proto)
    try:
        sock.settimeout(max(deadline - time.monotonic(), 0.01))
        try:
            sock.connect(address)
        except TimeoutError as exc:
            raise _problem(tr_noop("rpc", "{endpoint} did not accept a connection within "
                                          "{seconds} s: the computer is off, unreachable, or "
                                          "a firewall drops the port."),
                           endpoint=name, seconds=round(timeout)) from exc
        except OSError as exc:
            raise _problem(tr_noop("rpc", "{endpoint} refused the connection ({reason}): no "
                                          "rpc-server listens on that port (start one with "
                                          "'amdchat share' there)."),
                           endpoint=name, reason=exc.strerror or str(exc)) from exc
        return _ask(_Wire(sock, name, deadline), name)
    finally:
        sock.close()


def _ask(wire: _Wire, name: str) -> ServerInfo:
    reply = wire.command(_HELLO, bytes(_CAPS_SIZE), _HELLO_REPLY)
    # the link's round trip: the quickest of the commands after the hello (one request,
    # one reply each; a relay or a tunnel answers the connection itself, so the hello's
    # time says less)
    trips: list[float] = []
    version = (reply[0], reply[1], reply[2])
    if version[0] != PROTOCOL[0] or version[1] > PROTOCOL[1]:
        raise _problem(tr_noop("rpc", "{endpoint} speaks RPC protocol {theirs}, this app's "
                                      "llama.cpp speaks {ours}: llama.cpp refuses the pair. "
                                      "Run the same amdchat version (or a llama.cpp of the "
                                      "same protocol) on both computers."),
                       endpoint=name, theirs=".".join(map(str, version)),
                       ours=".".join(map(str, PROTOCOL)))
    sent = time.monotonic()
    count = struct.unpack("<I", wire.command(_DEVICE_COUNT, b"", 4))[0]
    trips.append((time.monotonic() - sent) * 1000)
    if not 0 < count <= MAX_DEVICES:
        raise _problem(tr_noop("rpc", "{endpoint} offers {count} devices: nothing to place "
                                      "layers on."), endpoint=name, count=count)
    devices = []
    for index in range(count):
        sent = time.monotonic()
        free, total = struct.unpack("<QQ", wire.command(
            _GET_DEVICE_MEMORY, struct.pack("<I", index), 16))
        trips.append((time.monotonic() - sent) * 1000)
        devices.append(RemoteDevice(index, free, total))
    if not any(d.free_bytes for d in devices):
        raise _problem(tr_noop("rpc", "{endpoint} offers 0 bytes of free memory: nothing "
                                      "fits there. Free memory on that computer, or share "
                                      "another device."), endpoint=name)
    return ServerInfo(name, version, devices, min(trips))
