"""The live panel folds: with the chat header's button, and by itself when the window
gets so narrow that the chat column would be cramped.

Folded means its pane of the chat splitter is 0 wide, so the window state, which keeps
the splitter's sizes, remembers it between runs. Folded by the width, it opens again
when the window is wide enough (at a later start too: remembered.py keeps why);
folded or opened with the button, the user's choice stands until they change it (the
width folds it again only after the window narrows further)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QSplitter

from amdchat.ui import remembered
from amdchat.ui.chat.conversation_list import collapse_with

REMEMBERED = "live_panel_folded_by_width"
MIN_CHAT_WIDTH = 560  # the chat column below which the live panel folds itself
CHAT, LIVE = 1, 2  # the splitter's panes: the list, the chat, the live panel


class LiveFold(QObject):
    def __init__(self, splitter: QSplitter, button: QAbstractButton) -> None:
        super().__init__(splitter)
        self.splitter, self.button = splitter, button
        collapse_with(splitter, LIVE, button)
        self.folded_by_width = not self.shown() and bool(remembered.recall(REMEMBERED, False))
        self._opened_at = 0  # the splitter's width when the user opened the panel
        self._live_width = max(splitter.sizes()[LIVE], 260)
        self._by_program = False
        self._later = QTimer(self, singleShot=True, interval=0)  # once the splitter has
        self._later.timeout.connect(self.follow_width)  # shared out its new width
        button.toggled.connect(self._on_toggled)
        splitter.installEventFilter(self)

    def shown(self) -> bool:
        return self.splitter.sizes()[LIVE] > 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            self._later.start()
        return False

    def follow_width(self) -> None:
        """Fold when the chat column is too narrow; open again when it would not be."""
        sizes = self.splitter.sizes()
        width = self.splitter.width()
        if sizes[LIVE] > 0:
            self._live_width = sizes[LIVE]
            user_kept_it = bool(self._opened_at) and width >= self._opened_at - 40
            if sizes[CHAT] < MIN_CHAT_WIDTH and not user_kept_it:
                self._set(False)
                self._folded_by_width(True)
        elif self.folded_by_width and sizes[CHAT] >= MIN_CHAT_WIDTH + self._live_width:
            self._set(True)
            self._folded_by_width(False)

    def _folded_by_width(self, folded: bool) -> None:
        self.folded_by_width = folded
        remembered.remember(REMEMBERED, folded)

    def _set(self, show: bool) -> None:
        self._by_program = True
        self.button.setChecked(show)
        self._by_program = False

    def _on_toggled(self, shown: bool) -> None:
        if self._by_program:
            return
        if self.folded_by_width:  # the user's choice stands
            self._folded_by_width(False)
        self._opened_at = self.splitter.width() if shown else 0
