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
import types
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.sandbox import ImmutableSandboxedEnvironment

from amdchat.engine import template_costs
from amdchat.engine.template_costs import TemplateTooCostly

__all__ = ["MAX_CHARS", "SECONDS", "BoundedSandbox", "TemplateTooCostly", "render"]

MAX_CHARS = 4 * 1024 * 1024  # far above any real prompt; a context of 1M tokens is ~4M chars
SECONDS = 2.0  # real templates render in milliseconds


class _BoundedCode(CodeGenerator):
    """``a ~ b`` goes through the environment, which measures it first."""

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        self.write("environment.bounded_concat((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """Refuses, before it runs, any operation whose result would pass the output bound:
    ``*``, ``**``, ``+``, ``%``, ``~``, the str methods and filters that pad, repeat or
    join (template_costs), and any value printed. Nothing is folded at compile time
    (Jinja's optimizer would run ``'x' * 2000000000`` while compiling, unbounded)."""

    intercepted_binops = frozenset(["*", "**", "+", "%"])
    code_generator_class = _BoundedCode
    max_chars = MAX_CHARS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["optimized"] = False
        kwargs["finalize"] = self._printed
        super().__init__(*args, **kwargs)
        # what {% set %}...{% endset %} blocks, macros and call blocks join
        self.concat = self._bounded_join  # type: ignore[method-assign]
        for name in template_costs.FILTERS:
            if name in self.filters:
                self.filters[name] = self._bounded_filter(name, self.filters[name])

    def bound_filters(self) -> None:
        """Bound the filters installed after construction (tojson from templates.py)."""
        for name in template_costs.FILTERS:
            function = self.filters.get(name)
            if function is not None and not getattr(function, "_bounded", False):
                self.filters[name] = self._bounded_filter(name, function)

    def _bounded_filter(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        estimate = template_costs.FILTERS[name]
        limit = self.max_chars
        takes = jinja2.utils._PassArg.from_obj(function)  # context/environment first

        def bounded(*args: Any, **kwargs: Any) -> Any:
            lead = 1 if takes is not None else 0
            value = args[lead] if len(args) > lead else None
            if isinstance(value, Iterator | types.GeneratorType) and name in ("join", "sum"):
                value = list(value)
                args = (*args[:lead], value, *args[lead + 1:])
            rest = tuple(args[lead + 1:])
            template_costs.check(estimate(value, rest, kwargs, limit), limit,
                                 f"the filter {name!r}")
            return function(*args, **kwargs)

        bounded.__dict__.update(function.__dict__)  # keeps jinja's pass_context marks
        bounded._bounded = True  # type: ignore[attr-defined]
        return bounded

    def _printed(self, value: Any) -> Any:
        template_costs.check(template_costs.weight(value, self.max_chars), self.max_chars,
                             "a printed value")
        return value

    def _bounded_join(self, pieces: Iterable[str]) -> str:
        kept: list[str] = []
        size = 0
        for piece in pieces:
            size += len(piece)
            template_costs.check(size, self.max_chars, "a block's output")
            kept.append(piece)
        return "".join(kept)

    def bounded_concat(self, parts: tuple[Any, ...]) -> str:
        limit = self.max_chars
        template_costs.check(sum(template_costs.weight(p, limit) for p in parts), limit,
                             "joining with '~'")
        return "".join(map(str, parts))

    def call_binop(self, context: jinja2.runtime.Context, operator: str, left: Any,
                   right: Any) -> Any:
        limit = self.max_chars
        if operator == "*":
            template_costs.check_repeat(left, right, limit)
        elif operator == "+":
            template_costs.check_add(left, right, limit)
        elif operator == "%":
            template_costs.check_percent(left, right, limit)
        elif isinstance(right, int) and isinstance(left, int) and abs(left) > 1 \
                and right > 4096:
            raise TemplateTooCostly(f"it raises {left} to the power {right:,}")
        return super().call_binop(context, operator, left, right)

    def call(__self, __context: jinja2.runtime.Context,
             __obj: Any, *args: Any, **kwargs: Any) -> Any:
        owner = getattr(__obj, "__self__", None)
        name = getattr(__obj, "__name__", "")
        if isinstance(owner, str) and name in template_costs.STR_METHODS:
            if name == "join" and args and not isinstance(args[0], list | tuple | str):
                args = (list(args[0]), *args[1:])  # measured, then joined
            template_costs.check(
                template_costs.STR_METHODS[name](owner, args, kwargs, __self.max_chars),
                __self.max_chars, f"str.{name}")
        return super().call(__context, __obj, *args, **kwargs)

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        wrapped = super().wrap_str_format(value)
        if wrapped is None:
            return None
        template, limit = value.__self__, self.max_chars
        is_map = value.__name__ == "format_map"

        def bounded(*args: Any, **kwargs: Any) -> str:
            named = args[0] if is_map and args else kwargs
            positional = () if is_map else args
            template_costs.check_format(template, positional, named, limit)
            return wrapped(*args, **kwargs)

        return bounded


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
