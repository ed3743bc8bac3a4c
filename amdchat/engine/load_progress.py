"""llama.cpp's model-load progress, reported while ``llama_cpp.Llama`` loads.

llama-cpp-python's ``Llama`` has no progress argument, but it takes its model
parameters from ``llama_model_default_params()`` and passes them to
``llama_model_load_from_file``, which calls the parameters' progress callback
with a fraction from 0 to 1 as the tensors are read. ``reporting_progress``
gives those defaults a callback for the span of one load (the worker loads one
model at a time, on one thread). The callback is throttled: llama.cpp calls it
once per tensor, hundreds of times a second on a fast disk.
"""

from __future__ import annotations

import contextlib
import ctypes
import time
from collections.abc import Callable, Iterator
from typing import Any

Report = Callable[[float], None]


class Throttle:
    """Passes a fraction on when it moved by ``step`` or ``interval_s`` passed, and
    always the first and the last (1.0), so a listener sees a start and an end."""

    def __init__(self, report: Report, step: float = 0.02, interval_s: float = 0.1,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._report = report
        self._step = step
        self._interval_s = interval_s
        self._clock = clock
        self._last: float | None = None
        self._last_at = 0.0

    def __call__(self, fraction: float) -> None:
        fraction = min(max(float(fraction), 0.0), 1.0)
        now = self._clock()
        if self._last is not None and fraction < 1.0 and (
                fraction - self._last < self._step and now - self._last_at < self._interval_s):
            return
        if self._last is not None and fraction <= self._last:
            return  # never backwards, never the same figure twice
        self._last, self._last_at = fraction, now
        self._report(fraction)


@contextlib.contextmanager
def reporting_progress(report: Report) -> Iterator[None]:
    """Within this block, every model llama.cpp loads reports its progress to ``report``
    (throttled). The callback never aborts a load: it always answers true."""
    from llama_cpp import llama_cpp as native  # the module Llama takes its defaults from

    throttled = Throttle(report)

    def on_progress(fraction: float, _user_data: Any) -> bool:
        with contextlib.suppress(Exception):  # an error here must not abort the load
            throttled(fraction)
        return True

    callback = native.llama_progress_callback(on_progress)  # kept alive by this frame
    original = native.llama_model_default_params

    def with_progress() -> Any:
        params = original()
        params.progress_callback = callback
        params.progress_callback_user_data = ctypes.c_void_p(0)
        return params

    native.llama_model_default_params = with_progress
    try:
        yield
    finally:
        native.llama_model_default_params = original
