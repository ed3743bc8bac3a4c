"""Where amdchat keeps its files.

Everything lives under platformdirs' per-user folders, unless AMDCHAT_HOME is
set: then config, data and logs all go below that one folder (tests and
portable installs use it, so nothing touches the user's real files).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "amdchat"


def _home_override() -> Path | None:
    value = os.environ.get("AMDCHAT_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Things that can be computed again (dry-run results): safe to delete."""
    home = _home_override()
    if home is not None:
        return home / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    return data_dir() / "logs"


def settings_file() -> Path:
    return config_dir() / "settings.json"


def chats_db() -> Path:
    return data_dir() / "chats.sqlite3"


def default_models_dir() -> Path:
    return data_dir() / "models"
