"""One log line per kind of failure a minute, with a count, never one per connection.

A flood of bad connections must not become a flood of log lines: uvicorn and asyncio
log each failed accept or malformed request (with a traceback), which wrote 272 MB to
``amdchat serve``'s stderr in 25 s. Their loggers pass through RateLimit, the server's
own notes through FailureLog.note.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

INTERVAL_S = 60.0
# where uvicorn and asyncio log what a bad client causes
NOISY_LOGGERS = ("uvicorn.error", "uvicorn", "asyncio")


class FailureLog:
    def __init__(self, write: Callable[[str], None], interval_s: float = INTERVAL_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._write = write
        self._interval = interval_s
        self._clock = clock
        self._last: dict[str, float] = {}
        self._since: dict[str, int] = {}  # kept back since the last line of that kind

    def note(self, kind: str, text: str) -> None:
        """Say ``text`` unless a line of this kind was said within the interval."""
        now = self._clock()
        last = self._last.get(kind)
        if last is not None and now - last < self._interval:
            self._since[kind] = self._since.get(kind, 0) + 1
            return
        held = self._since.pop(kind, 0)
        self._last[kind] = now
        more = f" ({held:,} more since the last such line)" if held else ""
        self._write(f"amdchat: {text}{more}")


class RateLimit(logging.Filter):
    """Lets a log record through once per interval per message (tracebacks dropped)."""

    def __init__(self, log: FailureLog) -> None:
        super().__init__()
        self.log = log

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.WARNING:
            return True
        text = record.getMessage().splitlines()[0] if record.getMessage() else record.msg
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text = f"{text}: {type(error).__name__}: {error}"
        self.log.note(f"{record.name}:{record.msg}", f"{record.name}: {text}")
        return False  # said (or counted) by the FailureLog, in one line


_installed: RateLimit | None = None


def quiet_noisy_loggers(log: FailureLog) -> None:
    """Route uvicorn's and asyncio's warnings through ``log`` from now on, for the rest
    of the process: asyncio still runs a closed server's retry timers after the
    server has returned, and each would log a traceback."""
    global _installed
    if _installed is None:
        _installed = RateLimit(log)
        for name in NOISY_LOGGERS:
            logging.getLogger(name).addFilter(_installed)
    _installed.log = log
