"""Run a blocking call on Qt's thread pool and get its result back as a signal."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Carrier(QObject):
    finished = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[], Any], carrier: _Carrier) -> None:
        super().__init__()
        self.fn = fn
        self.carrier = carrier

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # handed to the GUI thread, which shows it
            outcome, signal_name = exc, "failed"
        else:
            outcome, signal_name = result, "finished"
        # RuntimeError: the app quit while this ran (Qt's objects are gone): nobody waits
        with contextlib.suppress(RuntimeError):
            getattr(self.carrier, signal_name).emit(outcome)


# Carriers in flight. Not parented to their owner: a window closed while its task
# runs would delete the carrier under the pool thread's emit (a crash, not an
# exception); a carrier lives until its answer has been delivered, or dropped.
_in_flight: set[_Carrier] = set()


def run_in_background(owner: QObject, fn: Callable[[], Any], on_done: Callable[[Any], None],
                      on_error: Callable[[Exception], None],
                      pool: QThreadPool | None = None) -> None:
    """Call ``fn`` off the GUI thread; ``on_done``/``on_error`` run on it after, unless
    ``owner`` has been deleted by then (nobody is left to tell). Work that may wait long
    on the network takes its own ``pool``, so it never holds up the rest."""
    carrier = _Carrier()
    owner_alive = [True]
    owner.destroyed.connect(lambda *_: owner_alive.__setitem__(0, False))
    _in_flight.add(carrier)

    def deliver(callback: Callable[[Any], None], outcome: Any) -> None:
        _in_flight.discard(carrier)
        carrier.deleteLater()
        if owner_alive[0]:
            callback(outcome)

    carrier.finished.connect(lambda result: deliver(on_done, result))
    carrier.failed.connect(lambda exc: deliver(on_error, exc))
    (pool or QThreadPool.globalInstance()).start(_Task(fn, carrier))
