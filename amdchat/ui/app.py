"""Start the app: QApplication, translations, settings, store, main window."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

from amdchat import paths
from amdchat.chats.store import ChatStore
from amdchat.config import Settings
from amdchat.ui.main_window import MainWindow


def _install_translations(app: QApplication) -> None:
    locale = QLocale.system()
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    own = QTranslator(app)
    folder = os.path.join(os.path.dirname(__file__), "..", "resources", "translations")
    if own.load(locale, "amdchat", "_", folder):
        app.installTranslator(own)


def create_window() -> MainWindow:
    settings = Settings.load(paths.settings_file())
    store = ChatStore(paths.chats_db())
    return MainWindow(settings, store)


def run_app() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("amdchat")
    app.setOrganizationName("amdchat")
    _install_translations(app)  # type: ignore[arg-type]
    window = create_window()
    window.show()
    # Structured start-up line for benchmarks and end-to-end tests.
    if os.environ.get("AMDCHAT_REPORT_STARTUP"):
        heavy = [m for m in ("llama_cpp", "huggingface_hub", "numpy") if m in sys.modules]
        print(f"amdchat-event window-shown t={time.time():.6f} heavy={','.join(heavy) or '-'}",
              flush=True)
        if os.environ.get("AMDCHAT_REPORT_STARTUP") == "quit":
            QTimer.singleShot(0, app.quit)
    # The model loads after the window is up, so the window never waits for it.
    QTimer.singleShot(0, window.start_background_work)
    code = app.exec()
    window.store.close()
    return int(code)
