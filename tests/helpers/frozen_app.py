"""A stand-in for the frozen (PyInstaller) app, for tests of what only it does.

An executable that runs amdchat as the bundle's does (``sys.frozen`` set,
``sys.executable`` the executable itself, so the app starts its children through its own
entry points and finds its backends beside it), with the bundle's layout:
``backends/<kind>`` beside the executable. What it does not reproduce: PyInstaller's
bootloader (its library path), which only a real build checks (packaging/)."""

from __future__ import annotations

import sys
from pathlib import Path


def fake_frozen_app(folder: Path, backends: dict[str, Path]) -> Path:
    app = folder / "amdchat"
    (folder / "backends").mkdir(parents=True, exist_ok=True)
    for kind, backend in backends.items():
        (folder / "backends" / kind).symlink_to(backend, target_is_directory=True)
    app.write_text(
        f"#!/bin/sh\nexec {sys.executable} -c 'import sys; sys.frozen = True; "
        f"sys.executable = \"{app}\"; from amdchat.cli import main; "
        "raise SystemExit(main())' \"$@\"\n", encoding="utf-8")
    app.chmod(0o755)
    return app
