"""One short text file of sysfs or procfs, read the way every reading here wants it."""

from __future__ import annotations

from pathlib import Path


def read_text(path: Path) -> str:
    """The file's text, stripped; "" when it cannot be read (no such file, no permission,
    a driver that refuses the read). Non-ASCII bytes never raise: sysfs is ASCII, and a
    stray byte is not worth a failed reading."""
    try:
        return path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return ""
