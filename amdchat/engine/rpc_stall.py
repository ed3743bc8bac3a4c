"""A remote server that stops answering while the worker waits on it.

llama.cpp's RPC client has no timeout: a server frozen, or a computer whose network went
mid-reply without a reset, holds the worker's main thread inside llama.cpp for good, and
Stop cannot reach it. This watch reads the kernel's figures of the worker's own
connections (amdchat.engine.tcp_info) once a second while a request is being handled: a
connection that sent last and has heard nothing for ``limit`` seconds is a server that
stopped answering. The worker then says which and ends, and the session's drop path takes
over (it names the computer and offers to load without it). Between requests nothing is
watched: an idle connection is not a stalled one.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

from amdchat.engine.network_meter import Links

STALL_S = 120.0  # longer than any one remote computation of a prompt's batch
STALL_ENV = "AMDCHAT_RPC_STALL_S"  # tests shorten it
POLL_S = 1.0


def stall_limit() -> float:
    try:
        return max(float(os.environ.get(STALL_ENV, STALL_S)), 1.0)
    except ValueError:
        return STALL_S


def watch(links: Links, busy: threading.Event, on_stall: Callable[[str, float], None],
          limit: float) -> threading.Thread:
    """Starts the watch; ``on_stall(endpoint, seconds)`` is called once, from its thread."""

    def run() -> None:
        found: dict[str, int] = {}  # the connections, found again when one is not there
        while True:
            busy.wait()
            if not found:
                found = links.connections()
            for endpoint, fd in found.items():
                sample = links.read(endpoint, fd)
                if sample is None:  # closed, or its number reused: look again next time
                    found = {}
                elif busy.is_set() and sample.waiting_s >= limit:
                    on_stall(endpoint, sample.waiting_s)
                    return
            time.sleep(POLL_S)

    thread = threading.Thread(target=run, name="rpc-stall-watch", daemon=True)
    thread.start()
    return thread
