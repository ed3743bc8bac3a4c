"""Build the app's translations: resources/translations/*.ts -> amdchat_<code>.qm.

    python scripts/build_translations.py [DEST]

DEST defaults to amdchat/resources/translations/, where the app looks for them (and
where the wheel's package data and the PyInstaller spec pick them up). The one place
that compiles translations: setup.sh, the PyInstaller build (so the .deb, the portable
archive and the Windows installer carry them) and CI (through setup.sh) call it. The app
itself never compiles; without a .qm it runs in English.

Run with the venv's Python: it uses the lrelease that PySide6 ships.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "resources" / "translations"
DEST = ROOT / "amdchat" / "resources" / "translations"


def lrelease() -> Path:
    """Qt's lrelease from the PySide6 this Python imports."""
    import PySide6

    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    return Path(PySide6.__file__).parent / name


def build(dest: Path = DEST, sources: Path = SOURCES) -> list[Path]:
    """Compile every .ts of ``sources`` into ``dest``; return the .qm files written.
    Each is written to a temporary name first, so that an app starting at the same
    moment never loads half a file."""
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(sources.glob("*.ts")):
        qm = dest / f"{ts.stem}.qm"
        temp = dest / f".{ts.stem}.qm.tmp"
        try:
            subprocess.run([str(lrelease()), "-silent", "-fail-on-invalid", str(ts), "-qm",
                            str(temp)], check=True)
            os.replace(temp, qm)
        finally:
            temp.unlink(missing_ok=True)
        written.append(qm)
    if not written:
        raise SystemExit(f"no .ts files in {sources}")
    return written


if __name__ == "__main__":
    build(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else DEST)
