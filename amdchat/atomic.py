"""Files the app keeps its state in: written whole or not at all, and when one
cannot be read, moved aside (never deleted, never written over) so the user
loses nothing."""

from __future__ import annotations

import json
import os
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
