"""The window comes back where it was, inside the screens there are now."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from amdchat import paths
from amdchat.ui.window_state import (
    DEFAULT_SIZE,
    WindowState,
    clamp,
    default_geometry,
    placement,
    read_state,
)
from tests.helpers.gui import make_window


def inside(rect, screen) -> bool:
    return (screen[0] <= rect[0] and screen[1] <= rect[1]
            and rect[0] + rect[2] <= screen[0] + screen[2]
            and rect[1] + rect[3] <= screen[1] + screen[3])


def test_a_window_larger_than_a_150_percent_screen_is_shrunk_into_it() -> None:
    screen = (0, 0, 1280, 680)  # 1920x1080 at 150 %, less a taskbar
    rect = clamp((100, 50, 1280, 780), [screen])
    assert inside(rect, screen) and rect == (0, 0, 1280, 680)


def test_a_window_on_an_unplugged_monitor_comes_back_onto_the_screen_left() -> None:
    screen = (0, 0, 1920, 1040)
    rect = clamp((2500, 100, 1000, 700), [screen])
    assert inside(rect, screen) and rect[2:] == (1000, 700)


def test_a_window_on_the_second_screen_stays_there() -> None:
    left, right = (0, 0, 1920, 1040), (1920, 0, 2560, 1400)
    rect = clamp((2000, 80, 1400, 900), [left, right])
    assert rect == (2000, 80, 1400, 900)
    half_off = clamp((4000, 80, 1400, 900), [left, right])
    assert inside(half_off, right)


def test_the_title_bar_is_placed_on_the_screen_not_above_it() -> None:
    """Saved with its inside at the screen's top (the frame ignored), the window came
    back with its title bar above the screen at every start."""
    screen = (0, 0, 1280, 800)
    title_bar = (1, 20, 1, 5)  # openbox's frame: left, top, right, bottom
    kept = WindowState((-1, -20, 1000, 600), frame=title_bar)  # what the old save gave
    assert placement(kept, [screen]) == (0, 0, 1000, 600)  # the frame's corner at 0, 0
    tall = WindowState((0, 0, 1000, 790), frame=title_bar)
    x, y, _width, height = placement(tall, [screen])
    assert (x, y) == (0, 0) and height + 25 <= 800  # frame and inside both on the screen


def test_an_old_state_file_is_read_as_without_a_frame(tmp_path) -> None:
    path = tmp_path / "window.json"
    path.write_text(json.dumps({"version": 1, "geometry": [0, 0, 900, 500]}))
    state = read_state(path)
    assert state is not None and state.frame == (0, 0, 0, 0)
    assert placement(state, [(0, 0, 1280, 800)]) == (0, 0, 900, 500)


def test_the_first_start_fits_a_small_screen_and_a_big_one() -> None:
    small = (0, 0, 1024, 600)
    assert inside(default_geometry(small), small)
    assert default_geometry((0, 0, 2560, 1400))[2:] == DEFAULT_SIZE


def screen_rect() -> tuple[int, int, int, int]:
    area = QApplication.primaryScreen().availableGeometry()
    return area.x(), area.y(), area.width(), area.height()


def geometry(window) -> tuple[int, int, int, int]:
    rect = window.geometry()
    return rect.x(), rect.y(), rect.width(), rect.height()


def frame(window) -> tuple[int, int, int, int]:
    """The window with its title bar and borders: what must lie on the screen."""
    rect = window.frameGeometry()
    return rect.x(), rect.y(), rect.width(), rect.height()


def test_size_position_and_splitter_come_back_after_a_restart(qtbot) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: inside(frame(window), screen_rect()))  # the default fits
    window.setGeometry(QRect(30, 40, 720, 600))
    window.chat_splitter.setSizes([150, 300, 170])
    qtbot.waitUntil(lambda: geometry(window) == (30, 40, 720, 600))
    sizes = window.chat_splitter.sizes()
    window.close()
    window.store.close()
    again = make_window(qtbot)
    assert geometry(again) == (30, 40, 720, 600)
    assert again.chat_splitter.sizes() == sizes
    again.close()
    again.store.close()


def test_a_saved_window_bigger_than_the_screen_and_off_it_is_clamped(qtbot) -> None:
    state = paths.config_dir() / "window.json"
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_text(json.dumps({"version": 1, "geometry": [5000, -3000, 9000, 7000],
                                 "maximized": False, "splitters": {"chat": [1, 2]}}))
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: inside(frame(window), screen_rect()))
    assert frame(window)[2:] == screen_rect()[2:]
    # a splitter of the wrong shape is ignored (the live panel folds itself at this width)
    assert min(window.chat_splitter.sizes()[:2]) > 10
    window.close()
    window.store.close()


def test_an_unreadable_state_file_is_kept_aside_and_the_defaults_used(qtbot) -> None:
    state = paths.config_dir() / "window.json"
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_text("{not json")
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: inside(frame(window), screen_rect()))
    assert [p.name for p in state.parent.glob("window.json.corrupt-*")]
    window.close()
    window.store.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen has no raise
def test_a_maximized_window_comes_back_maximized_and_a_second_start_keeps_it_so(qtbot) -> None:
    from amdchat.ui.app import raise_window

    window = make_window(qtbot)
    window.setGeometry(QRect(30, 40, 720, 600))
    qtbot.waitUntil(lambda: geometry(window) == (30, 40, 720, 600))
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.close()
    window.store.close()
    saved = json.loads((paths.config_dir() / "window.json").read_text())
    left, top = saved["frame"][:2]  # the frame's corner is kept, with the normal frame
    assert saved["maximized"] and saved["geometry"] == [30 - left, 40 - top, 720, 600]
    again = make_window(qtbot)
    qtbot.waitUntil(again.isMaximized)
    raise_window(again)  # what a second start of the app asks
    assert again.isMaximized()
    again.showNormal()
    qtbot.waitUntil(lambda: geometry(again) == (30, 40, 720, 600))
    again.close()
    again.store.close()


def test_the_smoke_tests_offscreen_window_leaves_the_users_geometry(qapp) -> None:
    """`amdchat --smoke-test` opens the window offscreen (an 800x800 screen): closing it
    once saved 720x720 over the user's own window, which the next real start used."""
    from amdchat import paths
    from amdchat.ui.app import open_window_offscreen

    state = paths.config_dir() / "window.json"
    state.parent.mkdir(parents=True, exist_ok=True)
    saved = '{"version": 1, "geometry": [40, 30, 1300, 820], "maximized": false}'
    state.write_text(saved, encoding="utf-8")
    assert open_window_offscreen().startswith("the main window opened offscreen")
    assert state.read_text(encoding="utf-8") == saved
