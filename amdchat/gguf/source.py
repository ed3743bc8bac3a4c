"""Byte sources for the header reader: a local file, or any ranged reader."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol


class ByteSource(Protocol):
    size: int

    def read(self, offset: int, length: int) -> bytes: ...


class FileSource:
    def __init__(self, path: Path) -> None:
        self._handle = open(path, "rb")  # noqa: SIM115 - closed by close()
        self._handle.seek(0, 2)
        self.size = self._handle.tell()

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
