"""The command line's last resort: an OSError no command foresaw (a folder that vanished,
a disk that filled, a file that is a folder) becomes one line that says what and where,
and rc 1. Not a way to hide bugs: the traceback goes to the log file the line names,
and any other exception still shows its traceback."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

LOG_NAME = "cli.log"


def _log(exc: BaseException) -> Path | None:
    """The traceback, kept in the logs folder; where it went (None: it could not be)."""
    from amdchat import paths
    from amdchat.logfile import BoundedLog

    log = BoundedLog(paths.log_dir() / LOG_NAME)
    log.write("".join(traceback.format_exception(exc)))
    log.close()
    return None if log.problem else log.path


def describe(exc: OSError) -> str:
    """``exc`` as a user reads it: the file, and what the system said about it."""
    what = exc.strerror or str(exc) or type(exc).__name__
    names = [str(n) for n in (exc.filename, exc.filename2) if n is not None]
    return f"{' -> '.join(names)}: {what}" if names else what


def run_guarded(command: Callable[[], int]) -> int:
    try:
        return command()
    except BrokenPipeError:  # `amdchat models list | head`: the reader has all it wants
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), sys.stdout.fileno())
        return 1
    except OSError as exc:
        logged = _log(exc)
        where = f" (details in {logged})" if logged else ""
        print(f"amdchat: {describe(exc)}. Check that file or folder, then try again{where}.",
              file=sys.stderr, flush=True)
        return 1
