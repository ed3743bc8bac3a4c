"""The app's language: which translations to install, compiled from the .ts when needed.

The setting ``language`` (amdchat.config) chooses, once, at start: ``system`` follows
the desktop's languages (the first one amdchat is translated into, unless English
comes before it), ``en`` keeps the English texts, ``ja`` or ``ru`` that translation.

setup.sh builds the .qm files beside their .ts sources. A developer checkout whose
.qm is missing or older than its .ts (after a pull or a merge) has it compiled here,
at start, by Qt's lrelease (a fraction of a second). A read-only install is never
written to: without its .qm the app simply runs in English.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from amdchat.config import LANGUAGES

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"
TRANSLATED = tuple(code for code in LANGUAGES if code not in ("system", "en"))


def chosen_translation(language: str, system: QLocale) -> str | None:
    """The translation shown for the setting ``language`` on a desktop in ``system``'s
    languages: a code of TRANSLATED, or None for the English texts."""
    if language != "system":
        return language if language in TRANSLATED else None
    for name in system.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code == "en":
            return None
        if code in TRANSLATED:
            return code
    return None


def compiled(code: str, folder: Path) -> Path | None:
    """``amdchat_<code>.qm`` in ``folder``, compiled from its .ts first when it is missing
    or older and the folder can be written; None when there is no .qm to load."""
    qm = folder / f"amdchat_{code}.qm"
    ts = folder / f"amdchat_{code}.ts"
    if ts.is_file() and _older(qm, ts) and os.access(folder, os.W_OK):
        _compile(ts, qm)
    return qm if qm.is_file() else None


def _older(qm: Path, ts: Path) -> bool:
    try:
        return qm.stat().st_mtime_ns < ts.stat().st_mtime_ns
    except FileNotFoundError:
        return True


def _lrelease() -> Path | None:
    """Qt's lrelease as PySide6 ships it; None where it is not (a frozen app)."""
    tool = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32"
                                            else "lrelease")
    return tool if tool.is_file() else None


def _compile(ts: Path, qm: Path) -> None:
    """Write ``qm`` from ``ts`` through a temporary file, so that an app starting at the
    same moment never loads half a file. A failure is said on stderr: it is a developer's
    checkout, and the app goes on in English."""
    tool = _lrelease()
    if tool is None:
        return
    temp = ""
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{qm.name}.", suffix=".tmp", dir=qm.parent)
        os.close(fd)
        done = subprocess.run([str(tool), "-silent", str(ts), "-qm", temp],
                              capture_output=True, text=True, timeout=60, check=False)
        if done.returncode == 0 and os.path.getsize(temp) > 0:
            os.chmod(temp, 0o644)  # as its .ts: mkstemp's 0600 would hide it from others
            os.replace(temp, qm)
        else:
            print(f"amdchat: {ts} could not be compiled, the app is in English: "
                  f"{(done.stderr or done.stdout).strip()}", file=sys.stderr, flush=True)
    except (OSError, subprocess.SubprocessError) as exc:
        print(f"amdchat: {ts} could not be compiled, the app is in English: {exc}",
              file=sys.stderr, flush=True)
    finally:
        if temp:
            with contextlib.suppress(OSError):
                os.remove(temp)


def install(app: QCoreApplication, language: str, system: QLocale | None = None,
            folder: Path | None = None) -> list[QTranslator]:
    """Install amdchat's and Qt's own translations (standard buttons and dialogs) for the
    setting ``language``, from ``folder`` (FOLDER); return the translators installed."""
    system = QLocale.system() if system is None else system
    folder = FOLDER if folder is None else folder
    if language == "en":
        return []
    code = chosen_translation(language, system)
    qm = compiled(code, folder) if code else None
    if code and qm is None:
        return []  # all in English rather than Qt's buttons alone translated
    installed: list[QTranslator] = []
    qt = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(code) if code else system, "qtbase", "_", qt_folder):
        installed.append(qt)
    own = QTranslator(app)
    if qm is not None and own.load(str(qm)):
        installed.append(own)
    for translator in installed:
        app.installTranslator(translator)
    return installed
