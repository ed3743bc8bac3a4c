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
        # RuntimeError: the owner (a closed window) is gone, and nobody waits for this
        with contextlib.suppress(RuntimeError):
            getattr(self.carrier, signal_name).emit(outcome)


def run_in_background(owner: QObject, fn: Callable[[], Any], on_done: Callable[[Any], None],
                      on_error: Callable[[Exception], None],
                      pool: QThreadPool | None = None) -> None:
    """Call ``fn`` off the GUI thread; ``on_done``/``on_error`` run on it after. Work that
    may wait long on the network takes its own ``pool``, so it never holds up the rest."""
    carrier = _Carrier(owner)  # parented: lives until the owner goes

    def done(result: Any) -> None:
        on_done(result)
        carrier.deleteLater()

    def failed(exc: Exception) -> None:
        on_error(exc)
        carrier.deleteLater()

    carrier.finished.connect(done)
    carrier.failed.connect(failed)
    (pool or QThreadPool.globalInstance()).start(_Task(fn, carrier))
