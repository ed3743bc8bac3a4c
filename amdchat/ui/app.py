"""Start the app: QApplication, one instance, translations, settings, store, main window."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import (
    Qt,
    QTimer,
    QTranslator,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from amdchat import paths, unseen
from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore
from amdchat.config import Settings, stored_value
from amdchat.ui import tooltips, translations
from amdchat.ui.app_identity import NO_FONT, has_fonts, identify
from amdchat.ui.main_window import MainWindow
from amdchat.ui.single_instance import SingleInstance, server_name
from amdchat.ui.theme import apply_theme


def _install_translations(app: QApplication) -> list[QTranslator]:
    """The language chosen in Settings (the desktop's by default), read once, at start."""
    return translations.install(app, stored_value(paths.settings_file(), "language"))


def create_window() -> MainWindow:
    """Raise StoreError when the conversations cannot be opened at all (locked by another
    program, from a newer amdchat, unreadable): run_app says so and exits."""
    settings = Settings.load(paths.settings_file())
    store = ChatStore(paths.chats_db())
    settings.load_problem = _problems_to_show(settings)
    apply_theme(settings["theme"])
    app = QApplication.instance()
    if isinstance(app, QApplication):
        tooltips.install(app)
    return MainWindow(settings, store)


def _problems_to_show(settings: Settings) -> str:
    """What this start found, and what an earlier run (the command line) found and no
    window has shown yet: each once."""
    problems = unseen.take(settings.path.parent)
    if settings.load_problem and " ".join(settings.load_problem.split()) not in problems:
        problems.append(settings.load_problem)
    return "\n".join(problems)


def refuse_to_start(problem: str) -> QMessageBox:
    """The box that says why the app cannot open; run_app shows it modally."""
    print(f"amdchat: {problem}", file=sys.stderr, flush=True)
    box = QMessageBox(QMessageBox.Icon.Critical,
                      QApplication.translate("app", "amdchat cannot start"), problem)
    box.setObjectName("refusedToStart")
    return box


def raise_window(window: MainWindow) -> None:
    """Bring the window to the front: out of the taskbar if minimized, but a maximized
    window stays maximized."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    if os.environ.get("AMDCHAT_REPORT_STARTUP"):
        print(f"amdchat-event window-raised t={time.time():.6f}", flush=True)


def follow_later_starts(instance: SingleInstance, window: MainWindow) -> None:
    """A later start of the app raises this window, and the model file it was given
    (a double-click on a .gguf) is opened here."""
    instance.sig_raise_requested.connect(lambda: raise_window(window))
    instance.sig_open_requested.connect(lambda path: window.open_model_file(Path(path)))


def open_window_offscreen() -> str:
    """For ``amdchat --smoke-test``: build and paint the main window on Qt's offscreen
    platform (no display needed), with the user's settings and chats; say what was shown.
    The model is not loaded: the smoke test runs the backends itself."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # read when the QApplication starts
    previous = qInstallMessageHandler(None)

    def quiet(kind, context, message: str) -> None:  # stderr holds the failures only
        if "does not support propagateSizeHints" in message:
            return  # the offscreen platform says it of every window
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr, flush=True)

    qInstallMessageHandler(quiet)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    identify(app)  # type: ignore[arg-type]
    if not has_fonts():
        raise RuntimeError(NO_FONT.removeprefix("amdchat: "))
    window = create_window()
    try:
        window.show()
        seen: list[tuple[bool, QImage]] = []

        def look() -> None:  # after one turn of the event loop: laid out and painted
            seen.append((window.isVisible(), window.grab().toImage()))
            app.exit(0)  # not quit(): that closes the windows first

        QTimer.singleShot(0, look)
        app.exec()
        visible, image = seen[0]
        if image.isNull() or not visible:
            raise RuntimeError("the main window did not show")
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
                   for y in range(0, image.height(), 37)}
        if len(colours) < 3:
            raise RuntimeError("the main window painted blank")
        return (f"the main window opened offscreen ({image.width()}x{image.height()}, "
                f"Qt {qVersion()}, platform {QGuiApplication.platformName()})")
    finally:
        window.keeps_geometry = False  # an offscreen look: the user's place stays theirs
        window.close()
        window.store.close()


def run_app(qt_options: list[str] | None = None, open_model: Path | None = None) -> int:
    """``qt_options``: Qt's own command-line options (-style, -platform...), for QApplication;
    ``open_model``: a .gguf file the user opened with the app (file association)."""
    app = QApplication.instance() or QApplication([sys.argv[0], *(qt_options or [])])
    identify(app)  # type: ignore[arg-type]
    if not has_fonts():  # a window of empty boxes: say why where it can be read
        print(NO_FONT, file=sys.stderr, flush=True)
    _install_translations(app)  # type: ignore[arg-type]
    instance = SingleInstance(server_name(paths.data_dir()))  # lives as long as run_app
    first = instance.claim(paths.data_dir())
    if first is False and not instance.ask_app_holding_the_lock(open_model):
        print(f"amdchat: another amdchat holds {paths.data_dir()} but does not answer; "
              "close it (or end it), then start amdchat again.", file=sys.stderr, flush=True)
        return 1
    if first is False or (first is None and instance.ask_running_app_to_raise(open_model)):
        opens = f" It opens {open_model}." if open_model is not None else ""
        print("amdchat: amdchat is already running; its window was brought to the front."
              + opens, file=sys.stderr, flush=True)
        return 0
    instance.listen()
    try:
        window = create_window()
    except StoreError as exc:
        refuse_to_start(str(exc)).exec()
        return 1
    follow_later_starts(instance, window)
    window.show()
    # Structured start-up line for benchmarks and end-to-end tests.
    if os.environ.get("AMDCHAT_REPORT_STARTUP"):
        heavy = [m for m in ("llama_cpp", "huggingface_hub", "numpy") if m in sys.modules]
        print(f"amdchat-event window-shown t={time.time():.6f} style={QApplication.style().name()} "
              f"platform={QGuiApplication.platformName()} heavy={','.join(heavy) or '-'}",
              flush=True)
        if os.environ.get("AMDCHAT_REPORT_STARTUP") == "quit":
            QTimer.singleShot(0, app.quit)
    # The model loads after the window is up, so the window never waits for it.
    QTimer.singleShot(0, window.start_background_work)
    if open_model is not None:
        QTimer.singleShot(0, lambda: window.load_model(open_model))
    code = app.exec()
    window.store.close()
    return int(code)
