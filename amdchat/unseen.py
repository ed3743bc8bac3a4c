"""Problems found in the app's files, kept until the app has shown them.

Any command may be the one that finds a broken settings file: the command line says
so on stderr at once, and the note stays here so the app says so too at its next
start, once.
"""

from __future__ import annotations

from pathlib import Path

NOTES_NAME = "problems-not-yet-shown.txt"


def record(folder: Path, message: str) -> None:
    """Add one problem (one line). A note that cannot be written is given up: the
    caller has already told whoever is there."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / NOTES_NAME, "a", encoding="utf-8") as notes:
            notes.write(" ".join(message.split()) + "\n")
    except OSError:
        pass


def take(folder: Path) -> list[str]:
    """The problems recorded and not yet shown, oldest first; they are then forgotten."""
    path = folder / NOTES_NAME
    try:
        if not path.is_file():  # nothing kept; or a pipe, which a read would wait on
            return []
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        path.unlink()
    except OSError:
        return []
    return list(dict.fromkeys(line for line in lines if line.strip()))
