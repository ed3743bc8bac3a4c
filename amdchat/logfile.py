"""A log file that is bounded and never fails its writer.

The engine's stderr is copied into worker.log. Logging must never take the
engine down: a full disk or a read-only folder turns the file off (the reason
is kept in ``problem``) and the caller goes on. The file is rotated past
``max_bytes`` (worker.log -> worker.log.1 -> ... ``keep`` old ones), so a
long-lived install does not grow it without end.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

MAX_BYTES = 2 * 1024 * 1024
KEEP = 2


class BoundedLog:
    def __init__(self, path: Path, max_bytes: int = MAX_BYTES, keep: int = KEEP) -> None:
        self.path = path
        self.max_bytes = max_bytes
        self.keep = keep
        self.problem = ""
        self._file: IO[str] | None = None
        self._size = 0
        self._open()

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._current_size() > self.max_bytes:
                self._rotate()
            self._file = open(self.path, "a", encoding="utf-8", errors="replace")  # noqa: SIM115
            self._size = self._current_size()
        except OSError as exc:
            self._give_up(exc)

    def _current_size(self) -> int:
        try:
            return self.path.stat().st_size if self.path.is_file() else 0
        except OSError:
            return 0

    def _rotate(self) -> None:
        for index in range(self.keep, 0, -1):
            older = self.path.with_name(f"{self.path.name}.{index}")
            newer = self.path.with_name(f"{self.path.name}.{index - 1}") if index > 1 \
                else self.path
            if newer.exists():
                os.replace(newer, older)

    def write(self, text: str) -> None:
        if self._file is None:
            return
        try:
            if self._size + len(text) > self.max_bytes and self.path.is_file():
                self._file.close()
                self._rotate()
                self._file = open(self.path, "a", encoding="utf-8", errors="replace")  # noqa: SIM115
                self._size = 0
            self._file.write(text)
            self._file.flush()
            self._size += len(text)
        except (OSError, ValueError) as exc:
            self._give_up(exc)

    def _give_up(self, exc: Exception) -> None:
        self.problem = f"the log {self.path} is off: {exc}"
        if self._file is not None:
            with contextlib.suppress(OSError, ValueError):
                self._file.close()
        self._file = None

    def close(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError, ValueError):
                self._file.close()
            self._file = None
