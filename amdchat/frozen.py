"""What a frozen (PyInstaller) app must undo for the programs it starts.

The bootloader puts the bundle's own library folder first on LD_LIBRARY_PATH
and keeps the user's value in LD_LIBRARY_PATH_ORIG (absent if there was
none). This process's loader read the variable when it started, so giving the
user's value back changes only the children: the engine worker (an app's
library folder would come before its backend folder) and any program the app
opens (a browser, a file manager), which must never load the bundle's Qt.
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


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))
