"""Reading the protocol's lines: each checked once against its TypedDict in protocol.

The declarations there are what runs: the required keys and the field types a line
must have are read from them (typing's own introspection), so a field added to an
event is checked without a word here. A line that does not match becomes a
ValueError that says what is wrong; the client turns it into an ``error`` event.
Extra keys pass (an older app reading a newer worker's line).
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, cast, get_args, get_origin, is_typeddict

from amdchat.engine import protocol

Check = Callable[[object], str | None]
"""Says what is wrong with a value ("should be int, not 'x'"), or None."""


def _simple(kind: type) -> Check:
    def check(value: object) -> str | None:
        ok = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            ok = True  # JSON writes 2.0 as 2
        return None if ok else f"should be {kind.__name__}, not {_show(value)}"
    return check


def _show(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if value is not ... else "missing"
    return text if len(text) <= 40 else text[:37] + "..."


def _union(checks: list[Check]) -> Check:
    def check(value: object) -> str | None:
        problems = [c(value) for c in checks]
        return None if None in problems else problems[0]
    return check


def _items(outer: type, inner: Check, values: Callable[[Any], Any]) -> Check:
    def check(value: object) -> str | None:
        if not isinstance(value, outer):
            return f"should be {outer.__name__}, not {_show(value)}"
        for item in values(value):
            problem = inner(item)
            if problem is not None:
                return f"holds an item that {problem}"
        return None
    return check


def _typed_dict(declared: type) -> Check:
    hints = typing.get_type_hints(declared)
    required: frozenset[str] = getattr(declared, "__required_keys__", frozenset())
    fields = {name: checker(hint) for name, hint in hints.items()}

    def check(value: object) -> str | None:
        if not isinstance(value, dict):
            return f"should be an object, not {_show(value)}"
        for name in required:
            if name not in value:
                return f"has no {name!r}"
        for name, field_check in fields.items():
            if name in value:
                problem = field_check(value[name])
                if problem is not None:
                    return f"has {name!r} that {problem}"
        return None
    return check


def checker(hint: Any) -> Check:
    """The check of a value against a type as protocol declares them."""
    origin = get_origin(hint)
    if hint is Any or hint is object:
        return lambda value: None
    if hint is type(None):
        return lambda value: None if value is None else f"should be null, not {_show(value)}"
    if origin is Literal:
        allowed = get_args(hint)
        return lambda value: None if value in allowed else f"should be one of {allowed}"
    if origin in (typing.Union, types.UnionType):
        return _union([checker(arg) for arg in get_args(hint)])
    if origin is list:
        return _items(list, checker(get_args(hint)[0]), lambda v: v)
    if origin is dict:
        return _items(dict, checker(get_args(hint)[1]), lambda v: v.values())
    if is_typeddict(hint):
        return _typed_dict(hint)
    if isinstance(hint, type):
        return _simple(hint)
    raise TypeError(f"the protocol declares a type wire cannot check: {hint!r}")


def _by_tag(union: Any, tag: str) -> dict[str, Check]:
    """Each member of a tagged union, by the Literal of its ``tag`` key."""
    return {get_args(typing.get_type_hints(member)[tag])[0]: _typed_dict(member)
            for member in get_args(union)}


_EVENTS = _by_tag(protocol.WorkerEvent, "event")
_REQUESTS = _by_tag(protocol.Request, "op")


def _object(line: str) -> dict[str, Any]:
    value = json.loads(line)  # a JSONDecodeError is a ValueError
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, got {type(value).__name__}")
    return value


def _checked(value: dict[str, Any], tag: str, checks: dict[str, Check], what: str) -> None:
    kind = value.get(tag)
    check = checks.get(kind) if isinstance(kind, str) else None
    if check is None:
        raise ValueError(f"unknown {what} {_show(value.get(tag, ...))}")
    problem = check(value)
    if problem is not None:
        raise ValueError(f"the {kind!r} {what} {problem}")


def decode_event(line: str) -> protocol.WorkerEvent:
    """A worker's line as the event it declares itself to be; ValueError if it is not."""
    value = _object(line)
    _checked(value, "event", _EVENTS, "event")
    return cast(protocol.WorkerEvent, value)


def decode_request(line: str) -> protocol.Request:
    """A client's line as the request it declares itself to be; ValueError if it is not."""
    value = _object(line)
    _checked(value, "op", _REQUESTS, "request")
    return cast(protocol.Request, value)


def request_id(line: str) -> str | None:
    """The ``id`` a malformed line carries, if any: its job can then fail, not hang."""
    try:
        value = json.loads(line)
    except ValueError:
        return None
    found = value.get("id") if isinstance(value, dict) else None
    return found if isinstance(found, str) else None
