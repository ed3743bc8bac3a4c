"""Short feedback in the status bar on what the user just did: "copied", "opened",
"saved". A copy from the window gave no sign at all; now any copy the window makes is
said, unless the part that copied said more itself a moment before."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStatusBar

SHOWN_MS = 8000
OWN_WORDS_S = 0.5  # a part's own message this recent is not overwritten by "copied"


class StatusFeedback(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self._said_at = 0.0
        QGuiApplication.clipboard().dataChanged.connect(self._on_clipboard_changed)

    def say(self, text: str) -> None:
        self._said_at = time.monotonic()
        self.bar.showMessage(text, SHOWN_MS)

    def _on_clipboard_changed(self) -> None:
        """Only this app's copies: another program's, while this one is in the back, not."""
        if (QGuiApplication.applicationState() == Qt.ApplicationState.ApplicationActive
                and time.monotonic() - self._said_at > OWN_WORDS_S):
            self.say(self.tr("Copied to the clipboard."))
