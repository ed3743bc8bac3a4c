"""What the window remembers of how it was used, beside the settings: the benchmark's
last choices and the folder each file dialog was last in.

Not settings (nothing to choose in the Settings dialog): small JSON in the config
folder, written whole at each change; an unreadable file is moved aside and
forgotten, as the window's geometry is.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from amdchat import paths
from amdchat.atomic import keep_aside, write_json


def _file() -> Path:
    return paths.config_dir() / "remembered.json"


def _read() -> dict[str, Any]:
    path = _file()
    if not path.exists():
        return {}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        return raw
    except (OSError, ValueError, RecursionError):
        with contextlib.suppress(OSError):
            keep_aside(path)
        return {}


def recall(name: str, default: Any) -> Any:
    """What was remembered under ``name``, or ``default`` (of another type: the default)."""
    value = _read().get(name, default)
    return value if isinstance(value, type(default)) else default


def remember(name: str, value: Any) -> None:
    """Keep ``value`` under ``name``; a disk that refuses it loses only this memory."""
    state = _read()
    state[name] = value
    with contextlib.suppress(OSError):
        write_json(_file(), state)


def last_folder(purpose: str, fallback: str = "") -> str:
    """The folder the file dialog for ``purpose`` ("model", "export") was last in."""
    folders = recall("folders", {})
    folder = str(folders.get(purpose, "")) if isinstance(folders, dict) else ""
    return folder if folder and Path(folder).is_dir() else fallback


def remember_folder(purpose: str, chosen_file: str) -> None:
    """The folder of the file just chosen in the dialog for ``purpose``."""
    folders = recall("folders", {})
    folders[purpose] = str(Path(chosen_file).parent)
    remember("folders", folders)


def model_folder(last_model: str, models_dir: Path) -> str:
    """Where a dialog opening a model starts: the folder it was last in, else the last
    model's, else the library's models folder, else home; never the working folder the
    app was started from (the dialog's own default)."""
    last = Path(last_model).parent if Path(last_model).is_absolute() else None
    for candidate in (last, models_dir):
        if candidate is not None and candidate.is_dir():
            return last_folder("model", str(candidate))
    return last_folder("model", str(Path.home()))
