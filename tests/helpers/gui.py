"""The real window on the test's data folder, and a user's keys and clicks on it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from amdchat.config import Settings


def make_window(qtbot, **settings_values):
    """The app's window on the test's data folder; the CPU backend unless a test names one;
    a context length given is the one used (context_auto off)."""
    from amdchat import paths
    from amdchat.ui.app import create_window

    settings_values.setdefault("backend", "cpu")
    if "context_length" in settings_values:  # a test that names a length means that one
        settings_values.setdefault("context_auto", False)
    settings = Settings.load(paths.settings_file())
    for name, value in settings_values.items():
        settings.set(name, value)
    settings.save()
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    return window


def type_and_send(qtbot, window, text: str) -> None:
    window.chat_pane.input.setFocus()
    qtbot.keyClicks(window.chat_pane.input, text)
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Return)


def press(qtbot, widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in ``widget``, its window active (as after a dialog closes)."""
    widget.window().activateWindow()
    qtbot.waitUntil(widget.window().isActiveWindow)
    widget.setFocus()
    qtbot.keyClick(widget, key, modifier)


def when_a_dialog_opens(handle) -> None:
    """Run ``handle(dialog)`` on the modal dialog that the next key press opens."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
        else:
            handle(dialog)
    QTimer.singleShot(20, look)
