"""An API request's options beyond sampling: tools and tool_choice, response_format,
logprobs, the penalties; and the OpenAI fields amdchat does not offer, each refused
with a 400 that names it (never accepted and ignored).
"""

from __future__ import annotations

import json
import re
from typing import Any

from amdchat.api.schema import ApiError
from amdchat.engine.protocol import GenerateOptions, GrammarSpec

MAX_TOOLS = 128  # OpenAI's own limit on tools per request
MAX_TOOLS_JSON = 256 * 1024  # the tools' definitions, as JSON text
MAX_SCHEMA_JSON = 64 * 1024
MAX_TOP_LOGPROBS = 20
_NAME = re.compile(r"\A[A-Za-z0-9_.\-]{1,64}\Z")

# field -> (is it set to something we would have to honour?, why not offered)
_NOT_OFFERED: dict[str, tuple[Any, str]] = {
    "logit_bias": (lambda v: bool(v), "token biases are not applied by amdchat's sampler"),
    "echo": (lambda v: v is True, "the prompt is not returned with the completion"),
    "best_of": (lambda v: isinstance(v, int) and v > 1, "one completion is made per request"),
    "suffix": (lambda v: bool(v), "text after the insertion point (fill-in-the-middle) is "
                                  "not supported"),
    "functions": (lambda v: bool(v), "the legacy 'functions' field is not supported; send "
                                     "'tools' instead"),
    "function_call": (lambda v: bool(v), "the legacy 'function_call' field is not "
                                         "supported; send 'tool_choice' instead"),
    "audio": (lambda v: bool(v), "amdchat's models produce text only"),
    "prediction": (lambda v: bool(v), "predicted outputs are not supported"),
    "web_search_options": (lambda v: v is not None, "amdchat does not search the web"),
    "modalities": (lambda v: v is not None and v != ["text"], "amdchat's models produce "
                                                              "text only"),
}


def bad(param: str, message: str) -> ApiError:
    return ApiError(400, message, code="invalid_value", param=param)


def refuse_unsupported(body: dict[str, Any]) -> None:
    for name, (is_set, why) in _NOT_OFFERED.items():
        if name in body and is_set(body[name]):
            raise ApiError(400, f"'{name}' is not supported by amdchat: {why}. Leave it out.",
                           code="unsupported_parameter", param=name)


def _penalty(body: dict[str, Any], name: str, options: GenerateOptions) -> None:
    value = body.get(name)
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int | float) or not -2 <= value <= 2:
        raise bad(name, f"'{name}' must be a number from -2 to 2; got {value!r}.")
    if value:
        options[name] = float(value)  # type: ignore[literal-required]


# -- tools --------------------------------------------------------------------------
def _tool(tool: Any, index: int) -> dict[str, Any]:
    where = f"tools[{index}]"
    if not isinstance(tool, dict) or tool.get("type", "function") != "function" \
            or not isinstance(tool.get("function"), dict):
        raise bad(where, f"Tool {index} must be {{\"type\": \"function\", \"function\": "
                         "{\"name\", \"description\", \"parameters\"}}.")
    function = tool["function"]
    name = function.get("name")
    if not isinstance(name, str) or not _NAME.match(name):
        raise bad(f"{where}.function.name", f"Tool {index}'s name must be 1 to 64 letters, "
                                             f"digits, '_', '.' or '-'; got {name!r}.")
    parameters = function.get("parameters")
    if parameters is not None and not isinstance(parameters, dict):
        raise bad(f"{where}.function.parameters",
                  f"Tool {index}'s parameters must be a JSON schema object.")
    description = function.get("description")
    if description is not None and not isinstance(description, str):
        raise bad(f"{where}.function.description", f"Tool {index}'s description must be text.")
    return {"type": "function", "function": {
        k: v for k, v in function.items() if k in ("name", "description", "parameters",
                                                     "strict")}}


def _tools(body: dict[str, Any]) -> list[dict[str, Any]]:
    tools = body.get("tools")
    if tools is None:
        return []
    if not isinstance(tools, list):
        raise bad("tools", "'tools' must be a list of function definitions.")
    if len(tools) > MAX_TOOLS:
        raise bad("tools", f"'tools' lists {len(tools):,} functions; at most {MAX_TOOLS} are "
                           "accepted (each one is written into the prompt).")
    if len(json.dumps(tools)) > MAX_TOOLS_JSON:
        raise bad("tools", f"'tools' is more than {MAX_TOOLS_JSON // 1024} KiB of JSON; "
                           "describe fewer or shorter functions.")
    parsed = [_tool(tool, index) for index, tool in enumerate(tools)]
    names = [t["function"]["name"] for t in parsed]
    if len(set(names)) != len(names):
        raise bad("tools", "Two tools have the same name.")
    return parsed


def _tool_choice(body: dict[str, Any], names: list[str]) -> str:
    choice = body.get("tool_choice")
    if choice is None:
        return "auto"
    if isinstance(choice, dict):
        function = choice.get("function")
        name = function.get("name") if isinstance(function, dict) else None
        if choice.get("type") != "function" or not isinstance(name, str):
            raise bad("tool_choice", "'tool_choice' must be \"auto\", \"none\", \"required\" "
                                     "or {\"type\": \"function\", \"function\": {\"name\"}}.")
        if name not in names:
            raise bad("tool_choice", f"'tool_choice' names {name!r}, which is not in 'tools'.")
        return name
    if choice not in ("auto", "none", "required"):
        raise bad("tool_choice", f"'tool_choice' must be \"auto\", \"none\", \"required\" or "
                                 f"a named function; got {choice!r}.")
    if choice == "required" and not names:
        raise bad("tool_choice", "'tool_choice' is \"required\" but 'tools' is empty.")
    return str(choice)


# -- response_format ------------------------------------------------------------------
def _local_refs_only(node: Any, depth: int = 0) -> None:
    if depth > 64:
        raise bad("response_format", "The JSON schema nests more than 64 levels deep.")
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and not ref.startswith("#"):
            raise bad("response_format", f"The JSON schema refers to {ref!r}: only references "
                                         "inside the schema ('#/...') are followed.")
        for value in node.values():
            _local_refs_only(value, depth + 1)
    elif isinstance(node, list):
        for value in node:
            _local_refs_only(value, depth + 1)


def _llama_server_grammar(body: dict[str, Any]) -> GrammarSpec | None:
    """llama-server's own fields, which its clients send: a GBNF ``grammar`` and a
    top-level ``json_schema``."""
    grammar, schema = body.get("grammar"), body.get("json_schema")
    if grammar is not None:
        if not isinstance(grammar, str) or not grammar.strip() \
                or len(grammar) > MAX_SCHEMA_JSON:
            raise bad("grammar", f"'grammar' must be a GBNF grammar of up to "
                                 f"{MAX_SCHEMA_JSON // 1024} KiB.")
        return {"kind": "gbnf", "gbnf": grammar}
    if schema is not None:
        return _schema_spec(schema, "json_schema")
    return None


def _schema_spec(schema: Any, param: str) -> GrammarSpec:
    if isinstance(schema, str):
        try:
            schema = json.loads(schema)
        except json.JSONDecodeError as exc:
            raise bad(param, f"The JSON schema is not valid JSON: {exc}.") from None
    if not isinstance(schema, dict):
        raise bad(param, "The JSON schema must be an object.")
    if len(json.dumps(schema)) > MAX_SCHEMA_JSON:
        raise bad(param, f"The JSON schema is more than {MAX_SCHEMA_JSON // 1024} KiB.")
    _local_refs_only(schema)
    return {"kind": "json_schema", "schema": schema} if schema else {"kind": "json_object"}


def _response_format(body: dict[str, Any]) -> GrammarSpec | None:
    fmt = body.get("response_format")
    if fmt is None:
        return _llama_server_grammar(body)
    kind = fmt.get("type") if isinstance(fmt, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":  # with llama-server's "schema" beside it: that schema
        if fmt.get("schema") is not None:
            return _schema_spec(fmt["schema"], "response_format")
        return {"kind": "json_object"}
    if kind != "json_schema":
        raise bad("response_format", "'response_format' must be {\"type\": \"text\"}, "
                                     "{\"type\": \"json_object\"} or {\"type\": \"json_schema\", "
                                     "\"json_schema\": {\"name\", \"schema\"}}.")
    spec = fmt.get("json_schema")
    if not isinstance(spec, dict):
        raise bad("response_format", "'response_format.json_schema' must be an object "
                                     "{\"name\", \"schema\"}.")
    # OpenAI allows a schema-less json_schema: any JSON object
    return _schema_spec(spec.get("schema") or {}, "response_format")


# -- logprobs -------------------------------------------------------------------------
def _chat_logprobs(body: dict[str, Any]) -> int | None:
    wanted = body.get("logprobs")
    top = body.get("top_logprobs")
    if wanted is not None and not isinstance(wanted, bool):
        raise bad("logprobs", "'logprobs' must be true or false.")
    if top is not None:
        if isinstance(top, bool) or not isinstance(top, int) or not 0 <= top <= MAX_TOP_LOGPROBS:
            raise bad("top_logprobs", f"'top_logprobs' must be a whole number from 0 to "
                                      f"{MAX_TOP_LOGPROBS}; got {top!r}.")
        if not wanted:
            raise bad("top_logprobs", "'top_logprobs' needs 'logprobs': true.")
    return (top or 0) if wanted else None


def _completion_logprobs(body: dict[str, Any]) -> int | None:
    wanted = body.get("logprobs")
    if wanted is None:
        return None
    if isinstance(wanted, bool) or not isinstance(wanted, int) \
            or not 0 <= wanted <= MAX_TOP_LOGPROBS:
        raise bad("logprobs", f"'logprobs' must be a whole number from 0 to "
                              f"{MAX_TOP_LOGPROBS}; got {wanted!r}.")
    return wanted


def parse_options(body: dict[str, Any], *, chat: bool) -> GenerateOptions:
    refuse_unsupported(body)
    options: GenerateOptions = {}
    for name in ("frequency_penalty", "presence_penalty"):
        _penalty(body, name, options)
    logprobs = _chat_logprobs(body) if chat else _completion_logprobs(body)
    if logprobs is not None:
        options["logprobs"] = logprobs
    if not chat:
        for name in ("tools", "tool_choice", "response_format"):
            if body.get(name) is not None:
                raise bad(name, f"'{name}' is a chat completion field: send it to "
                                "/v1/chat/completions.")
        return options
    tools = _tools(body)
    names = [t["function"]["name"] for t in tools]
    choice = _tool_choice(body, names)
    grammar = _response_format(body)
    if tools:
        options["tools"], options["tool_choice"] = tools, choice
        if choice not in ("auto", "none"):
            forced: GrammarSpec = {"kind": "tool_call",
                                   "tools": [] if choice == "required" else [choice]}
            if grammar is not None:
                raise bad("response_format", "'response_format' cannot be combined with a "
                                             "forced tool call ('tool_choice').")
            grammar = forced
    if grammar is not None:
        options["grammar"] = grammar
    return options
