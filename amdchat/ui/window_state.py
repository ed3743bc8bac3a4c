"""The window's size, position, maximized state and splitter positions, kept between runs.

Restored only inside the screens there are now: a window saved on a monitor
since unplugged, or saved larger than the screen (150 % scaling, a smaller
laptop panel), is moved and shrunk into the available area of the screen it
overlaps most. The first start gets a default size that also fits the screen.
The file is small JSON beside the settings; an unreadable one is moved aside
and the defaults are used.

The position kept is the frame's (title bar included) and the window manager's
frame margins are kept with it: a window saved with its inside at the screen's top
came back with its title bar above the screen, out of reach. Clamping works on the
frame, so the title bar is always on a screen.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QWidget

from amdchat.atomic import keep_aside, read_state_text, write_json

Rect = tuple[int, int, int, int]  # x, y, width, height
Margins = tuple[int, int, int, int]  # the frame around the inside: left, top, right, bottom
NO_FRAME: Margins = (0, 0, 0, 0)
DEFAULT_SIZE = (1280, 780)
MIN_SIZE = (480, 320)


@dataclass
class WindowState:
    geometry: Rect  # the frame's x, y; the inside's width, height
    maximized: bool = False
    splitters: dict[str, list[int]] = field(default_factory=dict)
    frame: Margins = NO_FRAME

    def outer(self) -> Rect:
        """The whole window, frame included."""
        left, top, right, bottom = self.frame
        x, y, width, height = self.geometry
        return x, y, width + left + right, height + top + bottom


def _overlap(a: Rect, b: Rect) -> int:
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(width, 0) * max(height, 0)


def clamp(rect: Rect, screens: list[Rect]) -> Rect:
    """``rect`` moved and shrunk to lie inside the screen (available area) it overlaps
    most, or the first screen when it overlaps none. ``screens`` is never empty."""
    screen = max(screens, key=lambda s: _overlap(rect, s)) if any(
        _overlap(rect, s) for s in screens) else screens[0]
    sx, sy, sw, sh = screen
    width = max(min(rect[2], sw), min(MIN_SIZE[0], sw))
    height = max(min(rect[3], sh), min(MIN_SIZE[1], sh))
    x = min(max(rect[0], sx), sx + sw - width)
    y = min(max(rect[1], sy), sy + sh - height)
    return x, y, width, height


def default_geometry(screen: Rect) -> Rect:
    """The first start: DEFAULT_SIZE, at most nine tenths of the screen, centred."""
    sx, sy, sw, sh = screen
    width, height = min(DEFAULT_SIZE[0], sw * 9 // 10), min(DEFAULT_SIZE[1], sh * 9 // 10)
    return sx + (sw - width) // 2, sy + (sh - height) // 2, width, height


def placement(state: WindowState, screens: list[Rect]) -> Rect:
    """Where the frame goes (x, y) and the inside's size, the whole window (frame
    included) inside the screen it overlaps most."""
    x, y, width, height = clamp(state.outer(), screens)
    left, top, right, bottom = state.frame
    return x, y, width - left - right, height - top - bottom


def read_state(path: Path) -> WindowState | None:
    """The saved state, or None (no file; a broken one is moved aside)."""
    if not path.exists():
        return None
    try:
        raw = json.loads(read_state_text(path))
        x, y, width, height = (int(v) for v in raw["geometry"])
        splitters = {str(name): [int(size) for size in sizes]
                     for name, sizes in dict(raw.get("splitters", {})).items()}
        left, top, right, bottom = (max(0, min(int(v), 200))
                                    for v in raw.get("frame", NO_FRAME))
        return WindowState((x, y, width, height), bool(raw.get("maximized", False)), splitters,
                           (left, top, right, bottom))
    except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        with contextlib.suppress(OSError):
            keep_aside(path)
        return None


def write_state(path: Path, state: WindowState) -> None:
    write_json(path, {"version": 2, **asdict(state)})


def _available_screens() -> list[Rect]:
    screens = [s.availableGeometry() for s in QApplication.screens()]
    return [(r.x(), r.y(), r.width(), r.height()) for r in screens] or [(0, 0, *DEFAULT_SIZE)]


def restore(window: QMainWindow, splitters: dict[str, QSplitter], path: Path) -> None:
    """Put ``window`` where it was (inside today's screens), or give it the default."""
    screens = _available_screens()
    state = read_state(path)
    if state is None:
        window.setGeometry(QRect(*default_geometry(screens[0])))
        return
    x, y, width, height = placement(state, screens)
    window.resize(width, height)
    window.move(x, y)  # a top-level's move places its frame
    for name, splitter in splitters.items():
        sizes = state.splitters.get(name, [])
        if len(sizes) == splitter.count() and all(s >= 0 for s in sizes) and sum(sizes) > 0:
            splitter.setSizes(sizes)
    if state.maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def keep_on_screen(window: QMainWindow) -> None:
    """Once shown, when the frame (title bar, borders) is known: move and shrink the
    window so that its frame, not only its inside, lies on a screen."""
    if window.isMaximized() or window.isFullScreen():
        return
    frame, inner = window.frameGeometry(), window.geometry()
    rect = (frame.x(), frame.y(), frame.width(), frame.height())
    x, y, width, height = clamp(rect, _available_screens())
    if (x, y, width, height) == rect:
        return
    window.resize(width - (frame.width() - inner.width()),
                  height - (frame.height() - inner.height()))
    window.move(x, y)  # a top-level's move places its frame


def frame_margins(window: QMainWindow) -> Margins:
    """What the window manager draws around the inside (0 where there is no frame)."""
    frame, inner = window.frameGeometry(), window.geometry()
    left, top = inner.x() - frame.x(), inner.y() - frame.y()
    right = frame.right() - inner.right()
    bottom = frame.bottom() - inner.bottom()
    return max(left, 0), max(top, 0), max(right, 0), max(bottom, 0)


def save(window: QMainWindow, splitters: dict[str, QSplitter], path: Path,
         frame: Margins | None = None) -> None:
    """Keep the normal (not maximized) geometry with its frame's position, the maximized
    flag and the splitters. ``frame``: the normal window's frame margins, seen while it
    was last normal (a maximized window's frame is another, often none)."""
    normal = window.normalGeometry() if window.isMaximized() else window.geometry()
    margins = frame if frame is not None else frame_margins(window)
    state = WindowState((normal.x() - margins[0], normal.y() - margins[1],
                         normal.width(), normal.height()),
                        window.isMaximized(),
                        {name: splitter.sizes() for name, splitter in splitters.items()},
                        margins)
    write_state(path, state)


class FrameWatcher(QObject):
    """Watches a window: once it first shows (its frame known), keeps it on the screen;
    while it is normal (not maximized), notes its frame margins for ``save``."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.normal_frame = NO_FRAME  # seen while the window was last normal
        self._placed = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and not self._placed:
            self._placed = True
            QTimer.singleShot(0, lambda: keep_on_screen(self.window))
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize):
            window = self.window
            if window.isVisible() and not (window.isMaximized() or window.isFullScreen()):
                self.normal_frame = frame_margins(window)
        return False


def fitting_size(widget: QWidget, width: int, height: int) -> tuple[int, int]:
    """``width`` x ``height``, shrunk to leave the window manager's frame room on the
    screen the widget (or its parent) is on: a dialog sized for 100 % is taller than a
    1080-line screen at 200 % (960x540)."""
    screen = (widget.parentWidget() or widget).screen().availableGeometry()
    return min(width, screen.width() - 16), min(height, screen.height() - 48)
