"""Who the app is to the desktop: its names, its window icon, and whether it can draw text.

On Wayland the compositor matches a window to its .desktop file by the app id Qt sends,
which is ``QGuiApplication.desktopFileName()``; without it the window gets a generic
icon. The icon itself is set from the PNG sizes the installers ship (no SVG plugin
needed). A system with no font at all draws every text as an empty box while every
window still "opens", so that is checked and said in words.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics, QGuiApplication, QIcon

# The installers' desktop file is resources/linux/<DESKTOP_ID>.desktop
DESKTOP_ID = "io.github.amdchat.amdchat"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
# Top-level resources/ (the source tree), or beside the package in the frozen app
# (the PyInstaller spec puts resources/icons there).
ICON_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "icons"

NO_FONT = ("amdchat: no font is installed, so every text would be an empty box. "
           "Install one: Debian/Ubuntu 'sudo apt install fonts-dejavu-core', "
           "Fedora 'sudo dnf install dejavu-sans-fonts'.")


def app_icon(folder: Path = ICON_FOLDER) -> QIcon:
    """The app's icon from every PNG size found (an empty icon when none is)."""
    icon = QIcon()
    for size in ICON_SIZES:
        png = folder / f"{size}x{size}" / "amdchat.png"
        if png.is_file():
            icon.addFile(str(png))
    return icon


def identify(app: QGuiApplication) -> None:
    """Names and icon, before the first window is created."""
    app.setApplicationName("amdchat")
    app.setOrganizationName("amdchat")
    app.setDesktopFileName(DESKTOP_ID)
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)


def has_fonts() -> bool:
    """Whether the app's font can draw a letter. Not the list of families: fontconfig
    names its aliases (Sans Serif, Monospace) even when no font file is installed."""
    return QFontMetrics(QGuiApplication.font()).inFontUcs4(ord("A"))
