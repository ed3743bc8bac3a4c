"""A flood of failures logs one line per kind a minute, with a count."""

from __future__ import annotations

import logging

from amdchat.api.connections import connection_cap
from amdchat.api.failure_log import FailureLog, quiet_noisy_loggers


def test_one_line_per_kind_per_interval_with_a_count() -> None:
    lines: list[str] = []
    now = [0.0]
    log = FailureLog(lines.append, interval_s=60, clock=lambda: now[0])
    for _ in range(1000):
        log.note("slow", "slow headers")
    log.note("cap", "over the cap")
    now[0] = 61.0
    log.note("slow", "slow headers")
    assert lines == ["amdchat: slow headers", "amdchat: over the cap",
                     "amdchat: slow headers (999 more since the last such line)"]


def test_asyncio_tracebacks_become_one_line() -> None:
    lines: list[str] = []
    quiet_noisy_loggers(FailureLog(lines.append))
    logger = logging.getLogger("asyncio")
    for _ in range(500):
        try:
            raise OSError(24, "Too many open files")
        except OSError:
            logger.error("socket.accept() out of system resource", exc_info=True)
    assert lines == ["amdchat: asyncio: socket.accept() out of system resource: "
                     "OSError: [Errno 24] Too many open files"]


def test_the_cap_leaves_files_for_the_server() -> None:
    assert connection_cap(256) == 160
    assert connection_cap(1024) == 896
    assert connection_cap(65536) == 65536 - 8192
