"""Blocking work off the GUI thread: its answer comes back on the GUI thread, and an
owner closed while the work runs is simply not told (no crash, no call)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, QThread

from amdchat.ui.background import run_in_background


def test_the_answer_and_the_error_come_back_on_the_gui_thread(qtbot) -> None:
    owner = QObject()
    seen: list[tuple[str, object, bool]] = []

    def on_gui_thread() -> bool:
        return QThread.currentThread() is QCoreApplication.instance().thread()

    worker_threads: list[bool] = []

    def work() -> int:
        worker_threads.append(on_gui_thread())
        return 42

    def fail() -> int:
        raise OSError("disk on fire")

    run_in_background(owner, work, lambda r: seen.append(("done", r, on_gui_thread())),
                      lambda e: seen.append(("error", e, on_gui_thread())))
    run_in_background(owner, fail, lambda r: seen.append(("done", r, on_gui_thread())),
                      lambda e: seen.append(("error", str(e), on_gui_thread())))
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert sorted(seen, key=str) == [("done", 42, True), ("error", "disk on fire", True)]
    assert worker_threads == [False]


def test_an_owner_deleted_while_the_work_runs_is_not_called(qtbot) -> None:
    owner = QObject()
    release = threading.Event()
    called: list[object] = []
    run_in_background(owner, lambda: release.wait(10), called.append, called.append)
    owner.deleteLater()
    qtbot.waitUntil(lambda: _deleted(owner))
    release.set()
    # the work ends after its owner: nothing is called, and the pool still works
    later: list[object] = []
    other = QObject()
    run_in_background(other, lambda: "next", later.append, later.append)
    qtbot.waitUntil(lambda: later == ["next"])
    qtbot.wait(50)
    assert called == []


def _deleted(obj: QObject) -> bool:
    try:
        obj.objectName()
    except RuntimeError:
        return True
    return False
