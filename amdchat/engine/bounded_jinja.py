"""Rendering a model's chat template with a bound on time and size.

A chat template is code that came with a downloaded file. The sandbox stops it
reaching Python's internals, but not from exhausting the worker: ``'x' *
2000000000`` took 9.8 GB, nested loops ran for minutes. So: arithmetic that
would build a huge string, list or number is refused before it runs; output
is produced as a stream and stopped past a size; and the render stops after
a time limit (checked between output chunks everywhere, and enforced by a
timer signal where the OS has one and the render runs on the main thread, as
it does in the worker: a loop that writes nothing is caught there too).
"""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Iterator
from typing import Any

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment

MAX_CHARS = 4 * 1024 * 1024  # far above any real prompt; a context of 1M tokens is ~4M chars
SECONDS = 2.0  # real templates render in milliseconds


class TemplateTooCostly(Exception):
    """The template went past its time or size bound: it did not finish."""


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """Refuses ``*`` and ``**`` whose result would be larger than the output bound."""

    intercepted_binops = frozenset(["*", "**"])
    max_chars = MAX_CHARS

    def call_binop(self, context: jinja2.runtime.Context, operator: str, left: Any,
                   right: Any) -> Any:
        if operator == "*":
            for sequence, times in ((left, right), (right, left)):
                if isinstance(sequence, str | bytes | list | tuple) and isinstance(times, int) \
                        and len(sequence) * times > self.max_chars:
                    raise TemplateTooCostly(
                        f"it multiplies a sequence of {len(sequence):,} by {times:,}")
        if operator == "**" and isinstance(right, int) and isinstance(left, int) \
                and abs(left) > 1 and right > 4096:
            raise TemplateTooCostly(f"it raises {left} to the power {right:,}")
        return super().call_binop(context, operator, left, right)


def render(template: jinja2.Template, context: dict[str, Any], *,
           max_chars: int = MAX_CHARS, seconds: float = SECONDS) -> str:
    """``template.render(**context)``, stopped past ``max_chars`` or ``seconds``."""
    deadline = time.monotonic() + seconds
    pieces: list[str] = []
    size = 0
    with _alarm(seconds):
        for piece in template.generate(**context):
            size += len(piece)
            if size > max_chars:
                raise TemplateTooCostly(f"its output passed {max_chars:,} characters")
            if time.monotonic() > deadline:
                raise TemplateTooCostly(f"it ran for more than {seconds:g} s")
            pieces.append(piece)
    return "".join(pieces)


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """SIGALRM after ``seconds`` raises TemplateTooCostly in the rendering code (POSIX,
    main thread only; elsewhere the checks between chunks are the bound)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def expired(_signum: int, _frame: object) -> None:
        raise TemplateTooCostly(f"it ran for more than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
