"""The Chat tab's layout: the conversation list, the chat column and the live panel
side by side in one splitter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QScrollArea, QSplitter, QVBoxLayout, QWidget

from amdchat.ui.live_panel import LivePanel
from amdchat.ui.theme import paint_card


def chat_column(*parts: QWidget) -> QWidget:
    """The parts one under the other, the last (the chat pane) taking the height left."""
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    for part in parts[:-1]:
        layout.addWidget(part)
    layout.addWidget(parts[-1], 1)
    return column


def live_scroll(live: LivePanel) -> QScrollArea:
    """The live panel in a scroll area.

    The live figures change several times a second while a reply streams; in a scroll
    area their labels' new sizes stop there, instead of laying out (and painting) the
    whole window again each time (5-30 ms of CPU a time with a long chat)."""
    scroll = QScrollArea()
    scroll.setObjectName("liveScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(live)
    # the tab's own background shows through (setWidget made the panel fill its own)
    scroll.viewport().setAutoFillBackground(False)
    live.setAutoFillBackground(False)
    for box in live.findChildren(QGroupBox):  # the live panel's parts as cards
        paint_card(box)
    return scroll


def chat_splitter(conversations: QWidget, chat: QWidget, live: QWidget) -> QSplitter:
    splitter = QSplitter()
    splitter.addWidget(conversations)
    splitter.addWidget(chat)
    splitter.addWidget(live)
    splitter.setStretchFactor(1, 1)
    splitter.setSizes([230, 760, 290])
    return splitter


def scroll_when_short(content: QWidget) -> QScrollArea:
    """``content`` filling a frameless scroll area, which scrolls only where the window is
    shorter (or narrower) than the content's minimum: the content's minimum no longer
    sets the window's (at 200 % on a 1080-line screen it was taller than the screen)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(content)
    return scroll
