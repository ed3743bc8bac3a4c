"""The app's own log (app.log in the log folder): the technical detail behind a plain
message on screen ("cannot reach huggingface.co"), for a bug report. Bounded, and never
fails its writer (amdchat.logfile)."""

from __future__ import annotations

import time

from amdchat import paths
from amdchat.logfile import BoundedLog


def note(what: str, detail: str) -> None:
    """One line: when, what the user was told of, and the detail."""
    log = BoundedLog(paths.log_dir() / "app.log")
    log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {what}: {detail}\n")
    log.close()
