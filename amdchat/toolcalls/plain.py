"""Tools for a model whose chat template knows none (and the built-in formats): the
tools described in a system turn, the calls and results of earlier turns as text.
And, for a template that takes tools, the turns in the form such templates read."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from typing import Any

INSTRUCTION = (
    "You can call these functions. To call one, answer with only a JSON object "
    '{{"name": <function name>, "arguments": <object of its parameters>}} and nothing '
    "else. Otherwise answer normally.\nFunctions:\n{listing}")


def describe(tools: Sequence[dict[str, Any]]) -> str:
    """The system text that lists ``tools`` (OpenAI's tool definitions)."""
    lines = [json.dumps(tool.get("function", tool), ensure_ascii=False) for tool in tools]
    return INSTRUCTION.format(listing="\n".join(lines))


def _call_text(call: dict[str, Any]) -> str:
    function = call.get("function", {})
    args = function.get("arguments", "{}")
    try:
        parsed = json.loads(args) if isinstance(args, str) else args
    except json.JSONDecodeError:
        parsed = args
    return json.dumps({"name": function.get("name", ""), "arguments": parsed},
                      ensure_ascii=False)


def as_plain(messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]
             ) -> list[dict[str, Any]]:
    """The turns with the tools described in the system turn, an assistant's calls as
    the JSON it was asked to write, and each tool's result as a user turn."""
    out: list[dict[str, Any]] = []
    for message in messages:
        role, content = message["role"], message.get("content") or ""
        if role == "assistant" and message.get("tool_calls"):
            calls = "\n".join(_call_text(c) for c in message["tool_calls"])
            content = f"{content}\n{calls}".strip()
        elif role == "tool":
            name = message.get("name") or message.get("tool_call_id") or "the function"
            role, content = "user", f"The result of {name}: {content}"
        out.append({"role": role, "content": content})
    if tools:
        description = describe(tools)
        if out and out[0]["role"] == "system":
            out[0] = {"role": "system", "content": f"{out[0]['content']}\n\n{description}"}
        else:
            out.insert(0, {"role": "system", "content": description})
    return out


def for_template(messages: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The turns as tool-taking templates read them: a call's arguments as an object
    (the templates write them with ``tojson``; a text would be quoted twice)."""
    out: list[dict[str, Any]] = []
    for message in messages:
        message = dict(message)
        if message.get("tool_calls"):
            message["tool_calls"] = [_with_object_arguments(c) for c in message["tool_calls"]]
        out.append(message)
    return out


def _with_object_arguments(call: dict[str, Any]) -> dict[str, Any]:
    function = dict(call.get("function", {}))
    args = function.get("arguments")
    if isinstance(args, str):
        with contextlib.suppress(json.JSONDecodeError):  # else left as the client sent it
            function["arguments"] = json.loads(args)
    return {**call, "function": function}
