"""The grammar a generate request's options ask for (protocol.GrammarSpec), as GBNF,
checked by llama.cpp before a token is sampled. Worker only (imports llama_cpp).

JSON schemas go through llama-cpp-python's converter (llama_grammar.SchemaConverter);
a forced tool call is the family's wrapping text around a JSON object whose "name" is
one of the tools and whose arguments follow that tool's parameters schema.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from amdchat.engine.protocol import GrammarSpec
from amdchat.toolcalls.families import SHAPES, Family, harmony_head

MAX_GRAMMAR_CHARS = 2_000_000  # a bound on what a schema may grow into


class GrammarRefused(ValueError):
    """No grammar expresses what was asked; the message says why, for the client."""


def _literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # GBNF reads JSON's string escapes


def _converter() -> Any:
    from llama_cpp.llama_grammar import SchemaConverter

    return SchemaConverter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)


def _visit(converter: Any, schema: dict[str, Any], name: str) -> str:
    try:
        resolved = converter.resolve_refs(schema, "request")
        return str(converter.visit(resolved, name))
    except RecursionError:
        raise GrammarRefused("the schema nests or refers to itself too deeply for a "
                             "grammar") from None
    except KeyError as exc:
        raise GrammarRefused(f"the schema refers to {exc} in a way no grammar here follows "
                             "($ref must point inside the schema, and a definition may not "
                             "refer to itself)") from None
    except (AssertionError, ValueError, TypeError, AttributeError) as exc:
        raise GrammarRefused(f"the schema cannot be turned into a grammar ({exc})") from None


def json_schema(schema: dict[str, Any]) -> str:
    converter = _converter()
    _visit(converter, schema, "")
    return str(converter.format_grammar())


def _call_schema(name: str, parameters: Any, args_key: str) -> dict[str, Any]:
    params = parameters if isinstance(parameters, dict) and parameters else {"type": "object"}
    return {"type": "object", "properties": {"name": {"const": name}, args_key: params},
            "required": ["name", args_key]}


def tool_call(tools: Sequence[dict[str, Any]], family: Family) -> str:
    """One call of one of ``tools`` (OpenAI's definitions), written as ``family`` does."""
    functions = [t.get("function", {}) for t in tools]
    converter = _converter()
    if family == Family.HARMONY:
        alternatives = []
        for index, function in enumerate(functions):
            rule = _visit(converter, function.get("parameters") or {"type": "object"},
                          f"args{index}")
            alternatives.append(f"{_literal(harmony_head(function['name']))} {rule}")
        root = " | ".join(alternatives)
    else:
        shape = SHAPES[family]
        schemas = [_call_schema(f["name"], f.get("parameters"), shape.args_key)
                   for f in functions]
        call = _visit(converter, schemas[0] if len(schemas) == 1 else {"anyOf": schemas},
                      "call")
        root = " ".join(part for part in (_literal(shape.before) if shape.before else "", call,
                                          _literal(shape.after) if shape.after else "") if part)
    rules = str(converter.format_grammar())
    return f"root ::= {root}\n{rules}"


def build(spec: GrammarSpec, tools: Sequence[dict[str, Any]], family: Family) -> str:
    """The GBNF of ``spec``; GrammarRefused when there is none."""
    if spec["kind"] == "gbnf":  # llama-server's own "grammar" field: the client's GBNF
        text = spec.get("gbnf") or ""
    elif spec["kind"] == "json_object":
        text = json_schema({"type": "object"})
    elif spec["kind"] == "json_schema":
        text = json_schema(spec.get("schema") or {})
    else:
        allowed = set(spec.get("tools") or [])
        chosen = [t for t in tools if not allowed or t.get("function", {}).get("name") in allowed]
        if not chosen:
            raise GrammarRefused("tool_choice names a function that is not in 'tools'")
        text = tool_call(chosen, family)
    if len(text) > MAX_GRAMMAR_CHARS:
        raise GrammarRefused(f"its grammar would be {len(text):,} characters long (at most "
                             f"{MAX_GRAMMAR_CHARS:,})")
    return text


def check(vocab: Any, text: str) -> None:
    """Let llama.cpp parse the grammar once: a grammar it refuses would be a NULL
    sampler in the chain (a crash), so refuse it here."""
    import llama_cpp

    sampler = llama_cpp.llama_sampler_init_grammar(vocab, text.encode(), b"root")
    if not sampler:
        raise GrammarRefused("llama.cpp could not parse the grammar made from it")
    llama_cpp.llama_sampler_free(sampler)
