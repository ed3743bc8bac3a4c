"""Files the app keeps its state in: written whole or not at all, and when one
cannot be read, moved aside (never deleted, never written over) so the user
loses nothing."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any


def write_json(path: Path, payload: Any, indent: int = 1) -> None:
    """Temp file beside ``path``, flushed to disk, then renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(payload, handle, indent=indent, sort_keys=True)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def keep_aside(path: Path, label: str = "corrupt") -> Path:
    """Rename an unreadable ``path`` to ``<name>.<label>-<date>-<time>`` beside it and return
    that name. A name already taken (a second bad file in the same second) gets ``-2``,
    ``-3``...: an earlier backup is never written over. Raises OSError when the file
    cannot be moved (the caller says so, and carries on with defaults)."""
    stem = f"{path.name}.{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    backup = path.with_name(stem)
    number = 1
    while os.path.lexists(backup):
        number += 1
        backup = path.with_name(f"{stem}-{number}")
    os.rename(path, backup)
    return backup


_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISDIR, "a folder"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))


class NotARegularFile(OSError):
    """A state file that is a pipe, a folder, a device: never read (a pipe would block)."""


def read_state_text(path: Path, errors: str = "strict") -> str:
    """The text of the app's own state file ``path`` (settings.json, downloads.json...).
    Opened without blocking and checked before reading: a named pipe put there (by mistake,
    or to hang the app) raises NotARegularFile at once, as does a folder or a device."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
            raise NotARegularFile(f"{path} is {kind}, not a file amdchat can read")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read().decode("utf-8", errors)
    finally:
        os.close(fd)
