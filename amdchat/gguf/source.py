"""Byte sources for the header reader: a local file, or any ranged reader."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Protocol


class ByteSource(Protocol):
    size: int

    def read(self, offset: int, length: int) -> bytes: ...


class FileSource:
    """A regular file. Opened without blocking and checked after opening, so a FIFO or a
    device put in a file's place is refused (OSError), never read: its read would block
    or never end."""

    def __init__(self, path: Path) -> None:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError(f"{path} is not a regular file")
        self._handle = os.fdopen(fd, "rb")
        self.size = os.fstat(fd).st_size

    def read(self, offset: int, length: int) -> bytes:
        self._handle.seek(offset)
        return self._handle.read(length)

    def close(self) -> None:
        self._handle.close()


class RangeSource:
    """Wraps a ``fetch(offset, length) -> bytes`` (an HTTP Range request, say)."""

    def __init__(self, size: int, fetch: Callable[[int, int], bytes]) -> None:
        self.size = size
        self._fetch = fetch

    def read(self, offset: int, length: int) -> bytes:
        return self._fetch(offset, length)
