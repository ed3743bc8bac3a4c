"""A real small filesystem that fills up: a size-limited tmpfs, mounted for one test.

Mounting needs root (or CAP_SYS_ADMIN); elsewhere the test is skipped, saying why."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


class SmallDisk:
    def __init__(self, root: Path) -> None:
        self.root = root
        self._filler = root / "filler"

    def fill(self) -> None:
        """Take every free block, as another program writing a big file would."""
        fd = os.open(self._filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        chunk = b"\0" * 65536
        try:
            while True:
                try:
                    os.write(fd, chunk)
                except OSError:
                    if len(chunk) == 1:
                        break
                    chunk = chunk[: len(chunk) // 2]
        finally:
            os.close(fd)

    def free(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self._filler.unlink()


@contextlib.contextmanager
def small_disk(where: Path, size: str = "4m") -> Iterator[SmallDisk]:
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700",
                              "tmpfs", str(where)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"a small tmpfs could not be mounted (needs root): {mounted.stderr.strip()}")
    try:
        yield SmallDisk(where)
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False, capture_output=True)
