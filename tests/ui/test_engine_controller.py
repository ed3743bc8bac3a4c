"""The engine controller hands the worker's events to the GUI thread in order, and never
so many at once that timers and painting wait for all of them."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from amdchat.ui.engine_controller import EngineController


@pytest.fixture
def controller(qtbot):
    engine = EngineController()
    yield engine
    engine.close()


def test_a_burst_of_events_runs_in_order_with_the_event_loop_between(qtbot, controller) -> None:
    ran: list[int] = []

    def work(index: int) -> None:
        ran.append(index)
        time.sleep(0.001)  # a token's cost on a slow machine

    # as the client's reader thread does when the worker sends many events at once
    poster = threading.Thread(target=lambda: [controller.post_to_gui(lambda i=i: work(i))
                                              for i in range(60)])
    poster.start()
    poster.join()
    timer_saw: list[int] = []
    QTimer.singleShot(0, lambda: timer_saw.append(len(ran)))  # due before the burst is done
    qtbot.waitUntil(lambda: len(ran) == 60, timeout=5000)
    assert ran == list(range(60))
    assert timer_saw and timer_saw[0] < 60  # the timer did not wait for the whole burst


@pytest.mark.qt_no_exception_capture
def test_a_failing_event_does_not_hold_up_the_ones_after_it(qtbot, controller) -> None:
    ran: list[str] = []

    def fail() -> None:
        raise ValueError("a handler's bug")

    poster = threading.Thread(target=lambda: [controller.post_to_gui(w) for w in (
        lambda: ran.append("before"), fail, lambda: ran.append("after"))])
    poster.start()
    poster.join()
    qtbot.waitUntil(lambda: ran == ["before", "after"], timeout=5000)
    controller.post_to_gui(lambda: ran.append("later"))  # and the queue still works
    qtbot.waitUntil(lambda: ran[-1:] == ["later"], timeout=5000)


def test_work_posted_on_the_gui_thread_runs_after_the_call(qtbot, controller) -> None:
    """The session's promise: a caller never sees its own handler run inside its call."""
    ran: list[str] = []
    controller.post_to_gui(lambda: ran.append("work"))
    ran.append("caller")
    qtbot.waitUntil(lambda: len(ran) == 2)
    assert ran == ["caller", "work"]
