"""The remote GPUs a fit counts, and what each offered when it was last asked.

Settings > Network checks each server when it is added (and ``amdchat fit`` asks each
one it uses); what a server offered is kept here (cache/rpc-servers.json) with the time
of the check. A fit asks again, bounded and never on the GUI thread, at most once in
RECHECK_S for all the fits of a round; a server that is busy then (it accepts the
connection and does not answer) keeps its last known figure, and says so: an rpc-server
serves one client at a time, so one that our own loaded model uses stalls every other
caller (its last figure is also the free memory it had before that model took its share,
which is what a new load would get). One that refuses or cannot be reached is left out.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from amdchat import paths
from amdchat.atomic import read_state_text, write_json
from amdchat.engine.rpc_probe import RemoteDevice, RpcProblem, ServerInfo, probe
from amdchat.i18n import Text, tr_noop

KNOWN_FILE = "rpc-servers.json"
FIT_PROBE_S = 3.0  # a fit waits no longer for a server
RECHECK_S = 30.0  # the fits of one repository's quantizations share one check
MAX_FILE_BYTES = 2**20  # 16 servers' figures take a few KB

_lock = threading.Lock()
_server_locks: dict[str, threading.Lock] = {}  # one probe at a time per server
_recent: dict[str, tuple[float, ServerState]] = {}


@dataclass(frozen=True)
class ServerState:
    endpoint: str
    info: ServerInfo | None  # what it offers now, or offered at its last check
    checked_at: float  # when ``info`` was asked (time.time()); 0: never
    fresh: bool  # asked just now
    problem: Text | None = None  # why it was not asked now (busy, gone, never checked)

    @property
    def usable(self) -> bool:
        return self.info is not None


def remember(info: ServerInfo, when: float | None = None) -> None:
    """Keep what a server offered (a check that succeeded)."""
    with _lock:
        known = _read()
        known[info.endpoint] = {**info.as_dict(), "checked_at": when or time.time()}
        # a read-only or full cache: the check stands, its figure is not kept
        with contextlib.suppress(OSError):
            write_json(paths.cache_dir() / KNOWN_FILE, known)


def last_known(endpoint: str) -> tuple[ServerInfo, float] | None:
    """What ``endpoint`` offered at its last good check, and when; None: never checked."""
    with _lock:
        entry = _read().get(endpoint)
    if not isinstance(entry, dict):
        return None
    try:
        devices = [RemoteDevice(int(d["index"]), int(d["free_bytes"]), int(d["total_bytes"]))
                   for d in entry["devices"]]
        version = tuple(int(part) for part in str(entry["version"]).split("."))
        info = ServerInfo(endpoint, (version[0], version[1], version[2]), devices,
                          float(entry.get("round_trip_ms", 0.0)))
        return info, float(entry["checked_at"])
    # a file of another version, or written by hand (1e400 bytes: OverflowError)
    except (KeyError, TypeError, ValueError, IndexError, OverflowError):
        return None


def _read() -> dict[str, Any]:
    """The file's figures; {} (the next good check rewrites it) for one that is not a
    file (a named pipe hung every fit), too large, or not JSON (nested a million deep)."""
    import json

    path = paths.cache_dir() / KNOWN_FILE
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return {}
        found = json.loads(read_state_text(path))
    except (OSError, ValueError, RecursionError):
        return {}
    return found if isinstance(found, dict) else {}


def server_state(endpoint: str, timeout: float) -> ServerState:
    """Asks ``endpoint`` (unless it was asked within RECHECK_S); where it does not answer,
    its last known figure with the reason."""
    with _lock:
        server_lock = _server_locks.setdefault(endpoint, threading.Lock())
    with server_lock:  # a second probe would stall behind the first: an rpc-server
        recent = _recent.get(endpoint)  # serves one client at a time
        if recent is not None and time.monotonic() - recent[0] < RECHECK_S:
            return recent[1]
        state = _ask(endpoint, timeout)
        _recent[endpoint] = (time.monotonic(), state)
        return state


def _ask(endpoint: str, timeout: float) -> ServerState:
    try:
        info = probe(endpoint, timeout)
    except RpcProblem as exc:
        # busy (it accepted, then did not answer): its last figure stands; off, refused
        # or unknown: a load could not use it either
        known = last_known(endpoint) if exc.stalled else None
        if known is None:
            return ServerState(endpoint, None, 0.0, False, exc.text)
        return ServerState(endpoint, known[0], known[1], False, exc.text)
    remember(info)
    return ServerState(endpoint, info, time.time(), True)


def server_states(endpoints: Iterable[str], timeout: float | None = None
                  ) -> list[ServerState]:
    """Each server's state, asked all at once (a fit waits ``timeout``, FIT_PROBE_S by
    default, not that per server)."""
    from concurrent.futures import ThreadPoolExecutor

    wait = FIT_PROBE_S if timeout is None else timeout
    chosen = list(endpoints)
    if not chosen:
        return []
    with ThreadPoolExecutor(max_workers=len(chosen)) as pool:
        return list(pool.map(lambda e: server_state(e, wait), chosen))


def known_states(endpoints: Iterable[str]) -> list[ServerState]:
    """Each server at its last known figure, asking none (a verdict shown at once: the
    picker, the start page); one never checked is left out, said."""
    found: list[ServerState] = []
    for endpoint in endpoints:
        known = last_known(endpoint)
        if known is None:
            found.append(ServerState(endpoint, None, 0.0, False, Text("fit", tr_noop(
                "fit", "never checked: add it again in Settings > Network"))))
        else:
            found.append(ServerState(endpoint, known[0], known[1], False))
    return found


def forget_recent() -> None:
    """The next fit asks every server again (Settings changed the list, a test)."""
    with _lock:
        _recent.clear()
