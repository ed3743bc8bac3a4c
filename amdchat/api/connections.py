"""What a connection may hold before the API key is checked: a bounded time and a
bounded share of the process's open files.

uvicorn waits forever for a request's headers: about 1,100 connections that sent
half a request line (the usual 1,024 open-file limit) locked out every client, the
one with the key included, and each failed accept logged a traceback. Here:

- a request's headers must arrive within HEADER_SECONDS of the connection (or of the
  previous answer on a kept-alive one), else the connection is closed;
- the open connections stay under a cap below the open-file limit (its soft limit
  minus a reserve for the model, logs and the worker's pipes); at the cap, the
  connection that has waited longest for its headers gives way to the new one, and
  when none is waiting, the new one is answered 503 and closed;
- each kind of failure is logged once a minute at most, with a count, never once per
  connection (failure_log).
"""

from __future__ import annotations

import asyncio
import sys
import time
from typing import Any, ClassVar

from uvicorn.protocols.http.h11_impl import H11Protocol

from amdchat.api.failure_log import FailureLog

HEADER_SECONDS = 5.0  # a program sends its headers at once; a browser within a second
# asyncio accepts up to this many connections at a time before any is seen here (and
# on running out of files it logs, and retries, once per remaining accept)
ACCEPTS_PER_TICK = 32
# open files kept for the server's own use (logs, worker pipes, the app's files) and
# for the connections accepted at a time beyond the cap
RESERVE = 64 + ACCEPTS_PER_TICK
IDLE_GIVES_WAY_S = 0.5  # at the cap, a connection silent this long yields to a new one

_BUSY = (b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
         b"retry-after: 1\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s")
_BUSY_BODY = (b'{"error":{"message":"The server has too many open connections; try again '
              b'in a moment.","type":"server_error","param":null,"code":"server_busy"}}')


def open_file_limit() -> int:
    """The process's soft limit on open files (Windows: the C runtime's 512 sockets
    are not the limit there; select-free asyncio allows thousands)."""
    if sys.platform == "win32":
        return 8192
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return 1 << 16 if soft == resource.RLIM_INFINITY else int(soft)


def connection_cap(limit: int | None = None) -> int:
    """How many connections may be open at once: the file limit less a reserve."""
    limit = open_file_limit() if limit is None else limit
    return max(8, limit - max(RESERVE, limit // 8))


class Doorkeeper:
    """Shared by one server's connections: the cap, who waits for headers, the log."""

    def __init__(self, log: FailureLog, cap: int | None = None,
                 header_seconds: float = HEADER_SECONDS) -> None:
        self.cap = connection_cap() if cap is None else cap
        self.header_seconds = header_seconds
        self.log = log
        self.open = 0
        self.waiting: dict[GuardedH11Protocol, float] = {}  # oldest first

    def make_room(self) -> bool:
        """At the cap: close the connection that has waited longest for its headers,
        if it has waited a moment (a client that is mid-send keeps its place)."""
        if self.open < self.cap:
            return True
        for protocol, since in self.waiting.items():
            if time.monotonic() - since >= IDLE_GIVES_WAY_S:
                self.log.note("evicted", "connections that sent no complete request were "
                                         "closed to make room for new ones (at the cap of "
                                         f"{self.cap} open connections)")
                protocol.drop()
                return True
            break
        return False


class GuardedH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with a header deadline and the connection cap."""

    doorkeeper: ClassVar[Doorkeeper]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._refused = False
        self._counted = False
        self._header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        keeper = self.doorkeeper
        if not keeper.make_room():
            self._refused = True
            keeper.log.note("over_cap", f"new connections were refused (503): {keeper.cap} "
                                        "connections were open, the most this server keeps")
            transport.write(_BUSY % (len(_BUSY_BODY), _BUSY_BODY))
            transport.close()
            return
        self._counted = True
        keeper.open += 1
        super().connection_made(transport)
        self._await_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._refused:
            return
        self._headers_arrived()
        if self._counted:
            self._counted = False
            self.doorkeeper.open -= 1
        super().connection_lost(exc)

    def handle_events(self) -> None:
        before = self.cycle
        super().handle_events()
        if self.cycle is not before:
            self._headers_arrived()

    def on_response_complete(self) -> None:
        self._await_headers()  # the next request on this connection gets the same deadline
        super().on_response_complete()

    def _await_headers(self) -> None:
        self._headers_arrived()
        self._header_timer = self.loop.call_later(self.doorkeeper.header_seconds,
                                                  self._headers_too_slow)
        self.doorkeeper.waiting[self] = time.monotonic()

    def _headers_arrived(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None
        self.doorkeeper.waiting.pop(self, None)

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if self.cycle is None or self.cycle.response_complete:
            self.doorkeeper.log.note(
                "slow_headers", "connections that sent no complete request within "
                                f"{self.doorkeeper.header_seconds:g} s were closed")
            self.drop()

    def drop(self) -> None:
        """Close now (the file is freed at once, not after a goodbye)."""
        self._headers_arrived()
        self.transport.abort()


def guarded_protocol(doorkeeper: Doorkeeper) -> type[GuardedH11Protocol]:
    """A protocol class for one server (uvicorn makes one instance per connection)."""
    return type("GuardedH11Protocol", (GuardedH11Protocol,), {"doorkeeper": doorkeeper})
