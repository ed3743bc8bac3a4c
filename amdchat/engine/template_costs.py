"""What an operation in a chat template would build, measured before it runs.

The bounded sandbox (bounded_jinja) asks these before every operation that can make
a value much larger than its inputs: ``*`` and ``+`` on sequences, ``%`` and
``str.format`` with widths, ``ljust``/``center``/``zfill``/``expandtabs``,
``join``/``replace``, and the filters that pad, indent, wrap or join. Sizes are
"weights": characters for text, items for sequences, counted through nested
values (a list holding the same long string a thousand times weighs a thousand
strings, as its printed form does). A count stops as soon as it passes the limit,
so measuring never costs more than the bound it checks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any


class TemplateTooCostly(Exception):
    """The template went past its time or size bound: it did not finish."""


def weight(value: Any, limit: int) -> int:
    """The size ``value`` prints to (about), counted up to just past ``limit``."""
    total = 0
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str | bytes):
            total += len(item)
        elif isinstance(item, list | tuple | set | frozenset):
            total += len(item) + 2
            if total <= limit:
                stack.extend(item)
        elif isinstance(item, Mapping):
            total += 2 * len(item) + 2
            if total <= limit:
                stack.extend(item.keys())
                stack.extend(item.values())
        elif isinstance(item, int) and not isinstance(item, bool):
            total += _int_digits(item)
        else:
            total += 8  # None, floats, booleans, undefined: short when printed
        if total > limit:
            return total
    return total


def _int_digits(number: int) -> int:
    return max(1, number.bit_length() * 3 // 10 + 1)


def check(size: int, limit: int, what: str) -> None:
    if size > limit:
        raise TemplateTooCostly(f"{what} would build {size:,} characters or items "
                                f"(the limit is {limit:,})")


def check_repeat(sequence: Any, times: Any, limit: int) -> None:
    """``sequence * times`` (either order)."""
    for seq, count in ((sequence, times), (times, sequence)):
        if isinstance(seq, str | bytes | list | tuple) and isinstance(count, int):
            if count > 0 and len(seq) * count > limit:
                raise TemplateTooCostly(
                    f"it multiplies a sequence of {len(seq):,} by {count:,}")
            if count > 0 and weight(seq, limit) * count > limit:
                check(weight(seq, limit) * count, limit, "a repeated sequence")


def check_add(left: Any, right: Any, limit: int) -> None:
    if isinstance(left, str | bytes | list | tuple) and isinstance(right, type(left)):
        check(weight(left, limit) + weight(right, limit), limit, "joining two sequences")


# %-formatting: flags, then a width and a precision, either of which may be '*'
_PERCENT_FIELD = re.compile(r"%(?:\([^)]*\))?[-+ #0]*(\d+|\*)?(?:\.(\d+|\*))?")
# a number anywhere in a str.format field's spec ({:>2000000000}, {0:.{1}})
_FORMAT_FIELD = re.compile(r"\{[^{}]*:([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}")
_NUMBER = re.compile(r"\d+")


def check_percent(template: Any, values: Any, limit: int) -> None:
    """``template % values``: no width or precision past the limit, named or given."""
    check(percent_size(template, values, limit), limit, "a %-format")


def percent_size(template: Any, values: Any, limit: int) -> int:
    if not isinstance(template, str):
        return 0
    args = values if isinstance(values, tuple) else (values,)
    size = len(template) + weight(values, limit)
    for width, precision in _PERCENT_FIELD.findall(template):
        for given in (width, precision):
            if given.isdigit():
                size += int(given)
    if "*" in template:  # widths passed as arguments
        size += sum(a for a in args if isinstance(a, int) and not isinstance(a, bool) and a > 0)
    return size


def check_format(template: str, args: Iterable[Any], kwargs: Mapping[str, Any],
                 limit: int) -> None:
    """``template.format(*args, **kwargs)``: widths in the fields, and values nested in
    a field's spec (``{0:{1}}``) that could be widths."""
    arguments = [*args, *kwargs.values()]
    size = len(template) + sum(weight(a, limit) for a in arguments)
    for spec in _FORMAT_FIELD.findall(template):
        size += sum(int(n) for n in _NUMBER.findall(spec))
        if "{" in spec:
            size += sum(a for a in arguments
                        if isinstance(a, int) and not isinstance(a, bool) and a > 0)
    check(size, limit, "a str.format")


def _width(args: tuple[Any, ...], kwargs: Mapping[str, Any], name: str = "width") -> int:
    given = args[0] if args else kwargs.get(name, 0)
    return given if isinstance(given, int) and not isinstance(given, bool) else 0


def _join_size(sep: Any, items: Any, limit: int) -> int:
    """``items`` already a list (the sandbox turns a lazy one into a list first)."""
    if not isinstance(items, list | tuple | str):
        return 0
    return weight(sep, limit) * max(len(items) - 1, 0) + weight(items, limit)


def _replace_size(text: Any, old: Any, new: Any, limit: int) -> int:
    if not (isinstance(text, str) and isinstance(old, str) and isinstance(new, str)):
        return 0
    count = text.count(old) if old else len(text) + 1
    return len(text) + count * len(new)


Estimate = Callable[[Any, tuple[Any, ...], dict[str, Any], int], int]

# str methods that can make a string much longer than its inputs
STR_METHODS: dict[str, Estimate] = {
    "ljust": lambda s, a, k, _l: len(s) + _width(a, k),
    "rjust": lambda s, a, k, _l: len(s) + _width(a, k),
    "center": lambda s, a, k, _l: len(s) + _width(a, k),
    "zfill": lambda s, a, k, _l: len(s) + _width(a, k),
    "expandtabs": lambda s, a, k, _l: len(s) + s.count("\t") * _width(a, k, "tabsize"),
    "join": lambda s, a, k, limit: _join_size(s, a[0], limit) if a else 0,
    "replace": lambda s, a, k, limit: _replace_size(s, a[0], a[1], limit) if len(a) >= 2 else 0,
    "translate": lambda s, a, k, limit: len(s) * max(
        [weight(v, limit) for v in a[0].values()] or [1]) if a and isinstance(
            a[0], Mapping) else len(s),
}


def _filter_width(value: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                  name: str) -> int:
    return _width(args, kwargs, name)


def _indent_size(value: Any, args: tuple[Any, ...], kwargs: dict[str, Any], limit: int) -> int:
    indent = args[0] if args else kwargs.get("width", 4)
    pad = indent if isinstance(indent, int) and not isinstance(indent, bool) else weight(
        indent, limit)
    text = str(value) if isinstance(value, str) else ""
    return len(text) + (text.count("\n") + 1) * max(pad, 0)


def _wordwrap_size(value: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                   limit: int) -> int:
    wrapstring = args[2] if len(args) > 2 else kwargs.get("wrapstring") or "\n"
    text = value if isinstance(value, str) else ""
    return len(text) * (1 + weight(wrapstring, limit))


def _tojson_size(value: Any, args: tuple[Any, ...], kwargs: dict[str, Any], limit: int) -> int:
    indent = args[1] if len(args) > 1 else kwargs.get("indent")
    pad = indent if isinstance(indent, int) and not isinstance(indent, bool) else weight(
        indent or "", limit)
    size = weight(value, limit)
    return size * (1 + 4 * max(pad, 0))  # each item on its own line, indented


# filters that can make their output much larger than their input: what it would be
FILTERS: dict[str, Estimate] = {
    "center": lambda v, a, k, limit: weight(v, limit) + _filter_width(v, a, k, "width"),
    "indent": _indent_size,
    "wordwrap": _wordwrap_size,
    "join": lambda v, a, k, limit: _join_size(a[0] if a else k.get("d", ""), v, limit),
    "replace": lambda v, a, k, limit: _replace_size(v, a[0], a[1], limit) if len(a) >= 2 else 0,
    "tojson": _tojson_size,
    "sum": lambda v, a, k, limit: weight(v, limit),
    "format": lambda v, a, k, limit: percent_size(v, k or a, limit),
}
