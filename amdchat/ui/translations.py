"""The app's language: which translations to install.

The setting ``language`` (amdchat.config) chooses, once, at start: ``system`` follows
the desktop's languages (the first one amdchat is translated into, unless English
comes before it), ``en`` keeps the English texts, ``ja`` or ``ru`` that translation.

The app only loads compiled .qm files from FOLDER: scripts/build_translations.py builds
them from resources/translations/*.ts (setup.sh, the PyInstaller build and CI run it).
Without its .qm the app runs in English and says so in one line on stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path

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
    """``amdchat_<code>.qm`` in ``folder``; None, said in one line on stderr, when it was
    not built (a checkout where scripts/build_translations.py has not run)."""
    qm = folder / f"amdchat_{code}.qm"
    if qm.is_file():
        return qm
    print(f"amdchat: no compiled translation {qm.name} in {folder}, the app is in English "
          "(scripts/build_translations.py builds it)", file=sys.stderr, flush=True)
    return None


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
