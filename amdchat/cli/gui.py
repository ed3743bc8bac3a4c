"""The app's window: ``amdchat``, ``amdchat gui``, a .gguf opened with the app, and the
window the smoke test opens offscreen. The one way from the command line into amdchat.ui.

Qt's own command-line options (``-style fusion``, ``--platform=offscreen``) are told from
amdchat's here and handed to QApplication.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

# Qt's own command-line options (QGuiApplication, QApplication, X11), with and without
# a value; Qt takes them with one dash or two, and a value after a space or an "=".
QT_OPTIONS_WITH_VALUE = frozenset((
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "session", "style", "stylesheet", "display", "geometry",
    "name", "title", "qmljsdebugger", "qmljsdebuggerurl"))
QT_FLAG_OPTIONS = frozenset(("reverse", "widgetcount", "nograb", "dograb", "sync",
                             "testability"))


def _qt_option(arg: str) -> str:
    """The name of Qt's option ``arg`` is, or "" when it is none of them."""
    if not arg.startswith("-") or arg in ("-", "--"):
        return ""
    name = arg.lstrip("-").split("=", 1)[0]
    known = name in QT_OPTIONS_WITH_VALUE or name in QT_FLAG_OPTIONS
    return name if known and arg[:3] != "---" else ""


def split_qt_options(argv: list[str]) -> tuple[list[str], list[str]]:
    """``argv`` split into (amdchat's arguments, Qt's options for QApplication)."""
    ours: list[str] = []
    qt: list[str] = []
    args = iter(argv)
    for arg in args:
        name = _qt_option(arg)
        if not name:
            ours.append(arg)
            continue
        qt.append(arg)
        if name in QT_OPTIONS_WITH_VALUE and "=" not in arg:
            value = next(args, None)
            if value is not None:
                qt.append(value)
    return ours, qt


def launch(qt_options: list[str], open_model: Path | None = None) -> int:
    """Run the app until its window closes; ``open_model``: a model file to open."""
    from amdchat.ui.app import run_app

    return run_app(list(qt_options), open_model)


def run(args: argparse.Namespace) -> int:
    """``amdchat gui``."""
    return launch(getattr(args, "qt_options", []), getattr(args, "open_model", None))


def open_window_offscreen() -> str:
    """Build and paint the window on Qt's offscreen platform (the smoke test); what it
    showed."""
    from amdchat.ui.app import open_window_offscreen as open_offscreen

    return open_offscreen()
