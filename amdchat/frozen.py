"""What a frozen (PyInstaller) app must undo for the programs it starts.

The bootloader puts the bundle's own library folder first on LD_LIBRARY_PATH
and keeps the user's value in LD_LIBRARY_PATH_ORIG (absent if there was
none). This process's loader read the variable when it started, so giving the
user's value back changes only the children: the engine worker (an app's
library folder would come before its backend folder) and any program the app
opens (a browser, a file manager), which must never load the bundle's Qt.
The worker, being the app itself, is told to start as a new instance.
"""

from __future__ import annotations

import sys
from collections.abc import MutableMapping

SAVED = "LD_LIBRARY_PATH_ORIG"


def restore_library_path(environ: MutableMapping[str, str]) -> None:
    """Give ``environ`` the user's own LD_LIBRARY_PATH back (none if they had none)."""
    if SAVED in environ:
        environ["LD_LIBRARY_PATH"] = environ.pop(SAVED)
    else:
        environ.pop("LD_LIBRARY_PATH", None)


def start_as_new_instance(environ: MutableMapping[str, str]) -> None:
    """For a child that is this same frozen app (the engine worker): without this, its
    bootloader reads the _PYI_* variables inherited from us, takes itself for our own
    restarted process and skips setting up its library path, so the worker loads the
    system's libraries in place of the bundle's (or fails where the system has none)."""
    environ["PYINSTALLER_RESET_ENVIRONMENT"] = "1"


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))
