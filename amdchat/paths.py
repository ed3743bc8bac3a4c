"""Where amdchat keeps its files.

Everything lives under platformdirs' per-user folders, unless AMDCHAT_HOME is
set: then config, data and logs all go below that one folder (tests and
portable installs use it, so nothing touches the user's real files).
"""

from __future__ import annotations

import os
import stat
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


# What amdchat writes is the user's alone (chats, settings with the Hub token, logs):
# files 0600, folders 0700. A umask for the whole process, rather than a chmod after each
# write, also covers what others create for us: SQLite's -wal/-shm, the log files, the
# downloads, and the worker process (it inherits it); a write path added later cannot
# forget it. Its one cost: a file the user asks amdchat to write elsewhere (a models folder
# shared with other users) is theirs alone too; chmod it after, if they want to share it.
PRIVATE_UMASK = 0o077


def keep_private() -> None:
    """On Linux (POSIX): new files 0600 and folders 0700 from now on, and those already in
    the config, data and cache folders tightened (an older amdchat made them 0644/0755).
    Never fails: a file that cannot be changed (another owner, read-only disk) stays."""
    if os.name != "posix":
        return  # Windows: the user's profile folders are already private
    os.umask(PRIVATE_UMASK)
    for folder in {config_dir(), data_dir(), cache_dir()}:
        tighten(folder)


def tighten(folder: Path) -> None:
    """Make ``folder`` and all below it the user's alone; links are not followed."""
    _make_private(folder, is_dir=True)
    for root, dirs, files in os.walk(folder):
        for name in dirs:
            _make_private(Path(root, name), is_dir=True)
        for name in files:
            _make_private(Path(root, name), is_dir=False)


def _make_private(path: Path, is_dir: bool) -> None:
    try:
        mode = os.lstat(path).st_mode
        if stat.S_ISLNK(mode) or not mode & 0o077:
            return
        os.chmod(path, 0o700 if is_dir else stat.S_IMODE(mode) & 0o700)
    except OSError:
        return
