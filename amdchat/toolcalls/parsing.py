"""A reply's text read back into OpenAI tool calls, for each family (families.py).

A call whose JSON does not parse is never guessed at: the whole reply stays text, and
``problem`` says why (the API answers finish_reason "stop" with a note).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from amdchat.toolcalls.families import Family

MAX_CALLS = 128  # more in one reply is not a real model's answer


@dataclass(frozen=True)
class Call:
    name: str
    arguments: str  # a JSON object, as text (OpenAI's shape)


@dataclass(frozen=True)
class ParsedReply:
    content: str
    calls: list[Call] = field(default_factory=list)
    problem: str = ""  # why what looked like a call was left as text


def parse(text: str, family: Family | str) -> ParsedReply:
    """The calls in ``text`` and the text around them."""
    reader = _READERS.get(Family(family), _plain)
    try:
        content, calls = reader(text)
    except _Broken as broken:
        return ParsedReply(text, [], str(broken))
    if len(calls) > MAX_CALLS:
        return ParsedReply(text, [], f"the reply holds {len(calls)} calls (at most "
                                     f"{MAX_CALLS} are read)")
    return ParsedReply(content, calls)


class _Broken(Exception):
    """A call began but cannot be read."""


def _load(raw: str, where: str) -> Any:
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise _Broken(f"the model wrote a {where} that is not valid JSON ({exc})") from None


def _call(obj: Any, args_keys: tuple[str, ...] = ("arguments", "parameters")) -> Call:
    """{"name": ..., "arguments": {...}} (or "parameters"; arguments as text allowed)."""
    if isinstance(obj, dict) and isinstance(obj.get("function"), dict):
        obj = obj["function"]  # {"type": "function", "function": {...}}
    if not isinstance(obj, dict) or not isinstance(obj.get("name"), str) or not obj["name"]:
        raise _Broken("the model wrote a tool call without a function name")
    args: Any = {}
    for key in args_keys:
        if key in obj:
            args = obj[key]
            break
    if isinstance(args, str):
        args = _load(args, "tool call's arguments")
    if not isinstance(args, dict):
        raise _Broken(f"the model called {obj['name']!r} with arguments that are not an "
                      "object")
    return Call(obj["name"], json.dumps(args, ensure_ascii=False))


def _json_prefix(text: str) -> tuple[Any, str]:
    """The JSON value at the start of ``text`` and what follows it."""
    try:
        value, end = json.JSONDecoder().raw_decode(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise _Broken(f"the model wrote a tool call that is not valid JSON ({exc})") from None
    return value, text[end:]


# -- hermes and qwen3-coder: <tool_call>...</tool_call> -------------------------------
_TAGGED = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S)
_FUNCTION = re.compile(r"<function=([^>\n]+)>(.*?)(?:</function>|\Z)", re.S)
_PARAMETER = re.compile(r"<parameter=([^>\n]+)>\n?(.*?)\n?(?:</parameter>|(?=<parameter=)|\Z)",
                        re.S)


def _hermes(text: str) -> tuple[str, list[Call]]:
    if "<tool_call>" not in text and "<function=" not in text:
        return text, []
    bodies = [m.group(1).strip() for m in _TAGGED.finditer(text)]
    content = _TAGGED.sub("", text)
    if not bodies:  # a bare <function=...> without the wrapping tag
        bodies, content = [text[text.index("<function="):]], text[:text.index("<function=")]
    calls = [_tagged_call(body) for body in bodies if body]
    if not calls:
        raise _Broken("the model opened a tool call and wrote nothing in it")
    return content.strip(), calls


_ARG_PAIR = re.compile(r"<arg_key>(.*?)</arg_key>\s*<arg_value>(.*?)(?:</arg_value>|\Z)", re.S)


def _tagged_call(body: str) -> Call:
    function = _FUNCTION.match(body)
    if function is None and not body.startswith("{"):
        return _glm_call(body)
    if function is None:
        return _call(_load(body, "tool call"))
    args: dict[str, Any] = {}
    for name, raw in _PARAMETER.findall(function.group(2)):
        args[name.strip()] = _xml_value(raw)
    return Call(function.group(1).strip(), json.dumps(args, ensure_ascii=False))


def _glm_call(body: str) -> Call:
    """GLM's NAME<arg_key>K</arg_key><arg_value>V</arg_value>..."""
    name = body.split("<arg_key>", 1)[0].strip()
    if not re.fullmatch(r"[\w.\-]{1,64}", name):
        raise _Broken("the model wrote a tool call that is neither JSON nor a function name "
                      "with its arguments")
    args = {key.strip(): _xml_value(value) for key, value in _ARG_PAIR.findall(body)}
    return Call(name, json.dumps(args, ensure_ascii=False))


def _xml_value(raw: str) -> Any:
    """A parameter's text: JSON when it reads as JSON (numbers, objects), else the text."""
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, RecursionError, ValueError):
        return raw


# -- llama 3.x: {"name": ..., "parameters": ...}, maybe after <|python_tag|> ----------
def _llama3(text: str) -> tuple[str, list[Call]]:
    head, tag, rest = text.partition("<|python_tag|>")
    body, head = (rest, head) if tag else (text, "")
    stripped = body.strip()
    if not stripped.startswith("{") or '"name"' not in stripped:
        return text, []
    calls: list[Call] = []
    while stripped.startswith("{"):
        value, stripped = _json_prefix(stripped)
        calls.append(_call(value))
        stripped = stripped.lstrip().lstrip(";").lstrip()
    return (head + stripped).strip(), calls


# -- mistral: [TOOL_CALLS][{...}] or [TOOL_CALLS]NAME[ARGS]{...} ------------------------
def _mistral(text: str) -> tuple[str, list[Call]]:
    if "[TOOL_CALLS]" not in text:
        return text, []
    content, *parts = text.split("[TOOL_CALLS]")
    calls: list[Call] = []
    for part in parts:
        part = part.strip()
        if part.startswith("["):
            value, _ = _json_prefix(part)
            if not isinstance(value, list):
                raise _Broken("the model wrote [TOOL_CALLS] without a list of calls")
            calls.extend(_call(item) for item in value)
        elif "[ARGS]" in part:
            name, _, args = part.partition("[ARGS]")
            value, _ = _json_prefix(args.strip())
            calls.append(_call({"name": name.strip(), "arguments": value}))
        else:
            raise _Broken("the model wrote [TOOL_CALLS] and no call after it")
    return content.strip(), calls


# -- gpt-oss harmony --------------------------------------------------------------------
_HARMONY_CALL = re.compile(
    r"to=functions\.([\w.\-]+)[^<]*?(?:<\|channel\|>[^<]*?)?(?:<\|constrain\|>[^<]*?)?"
    r"<\|message\|>(.*?)(?:<\|call\|>|<\|end\|>|<\|start\|>|\Z)", re.S)
_HARMONY_FINAL = re.compile(r"<\|channel\|>final<\|message\|>(.*?)(?:<\|end\|>|<\|return\|>|\Z)",
                            re.S)
_HARMONY_MARKUP = re.compile(r"<\|start\|>assistant|<\|channel\|>\w+|<\|message\|>|<\|end\|>")


def _harmony(text: str) -> tuple[str, list[Call]]:
    final = _HARMONY_FINAL.search(text)
    found = list(_HARMONY_CALL.finditer(text))
    if final is not None:
        content = final.group(1)
    elif "<|channel|>analysis" in text:  # the reasoning is not the answer
        content = ""
    else:
        content = _HARMONY_MARKUP.sub("", text[:found[0].start()] if found else text)
    calls = [_call({"name": m.group(1), "arguments": _load(m.group(2).strip(),
                                                           "tool call's arguments")})
             for m in found]
    return content.strip(), calls


# -- plain: a JSON object (or a list of them), maybe in a ``` fence ---------------------
_FENCE = re.compile(r"\A```(?:json)?\s*(.*?)\s*```\Z", re.S)


def _plain(text: str) -> tuple[str, list[Call]]:
    stripped = text.strip()
    fenced = _FENCE.match(stripped)
    if fenced:
        stripped = fenced.group(1)
    if not stripped.startswith(("{", "[")) or '"name"' not in stripped:
        return text, []
    value, rest = _json_prefix(stripped)
    if isinstance(value, dict) and isinstance(value.get("tool_calls"), list):
        value = value["tool_calls"]
    items = value if isinstance(value, list) else [value]
    return rest.strip(), [_call(item) for item in items]


_READERS = {
    Family.HERMES: _hermes,
    Family.QWEN3_CODER: _hermes,
    Family.GLM: _hermes,
    Family.LLAMA3: _llama3,
    Family.MISTRAL: _mistral,
    Family.HARMONY: _harmony,
    Family.PLAIN: _plain,
}
