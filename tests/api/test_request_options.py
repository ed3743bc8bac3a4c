"""What an API request may ask beyond sampling, checked before it reaches the engine:
tools, tool_choice, response_format, logprobs, the penalties, the messages of a tool
round trip, the OpenAI nulls; and each field amdchat does not offer refused by name."""

from __future__ import annotations

from typing import Any

import pytest

from amdchat.api import schema
from amdchat.api.request_options import MAX_TOOLS, parse_options
from amdchat.api.schema import ApiError

USER = [{"role": "user", "content": "hi"}]


def _tool(name: str = "get_weather") -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}}}}}


def _refused(body: dict[str, Any], *, chat: bool = True) -> ApiError:
    with pytest.raises(ApiError) as caught:
        parse_options({"messages": USER, **body}, chat=chat)
    assert caught.value.status == 400
    return caught.value


@pytest.mark.parametrize(("field", "value"), [
    ("logit_bias", {"50256": -100}), ("echo", True), ("best_of", 3), ("suffix", "end"),
    ("functions", [{"name": "f"}]), ("function_call", "auto"), ("audio", {"voice": "x"}),
    ("prediction", {"type": "content", "content": "x"}), ("modalities", ["text", "audio"]),
    ("web_search_options", {}),
])
def test_fields_not_offered_are_refused_by_name(field: str, value: Any) -> None:
    error = _refused({field: value})
    assert error.param == field and f"'{field}'" in error.message
    assert error.code == "unsupported_parameter"


@pytest.mark.parametrize(("field", "value"), [
    ("logit_bias", None), ("logit_bias", {}), ("echo", False), ("best_of", 1),
    ("modalities", ["text"]), ("suffix", None), ("parallel_tool_calls", True),
])
def test_their_harmless_values_pass(field: str, value: Any) -> None:
    assert parse_options({"messages": USER, field: value}, chat=True) == {}


def test_n_above_one_is_refused() -> None:
    with pytest.raises(ApiError) as caught:
        schema.parse_chat({"messages": USER, "n": 2})
    assert caught.value.param == "n"


def test_openai_nulls_are_absent() -> None:
    parsed = schema.parse_chat({"messages": USER, "stream": None, "model": None,
                                "temperature": None, "stop": None, "seed": None,
                                "stream_options": None, "max_tokens": None, "n": None})
    assert parsed.stream is False and parsed.model == ""
    assert parse_options({"messages": USER, "tools": None, "tool_choice": None,
                          "response_format": None, "logprobs": None,
                          "top_logprobs": None}, chat=True) == {}


def test_tools_and_their_choice() -> None:
    options = parse_options({"tools": [_tool("a"), _tool("b")], "tool_choice": "required"},
                            chat=True)
    assert [t["function"]["name"] for t in options["tools"]] == ["a", "b"]
    assert options["grammar"] == {"kind": "tool_call", "tools": []}
    named = parse_options({"tools": [_tool("a"), _tool("b")], "tool_choice": {
        "type": "function", "function": {"name": "b"}}}, chat=True)
    assert named["tool_choice"] == "b"
    assert named["grammar"] == {"kind": "tool_call", "tools": ["b"]}
    auto = parse_options({"tools": [_tool()]}, chat=True)
    assert auto["tool_choice"] == "auto" and "grammar" not in auto


@pytest.mark.parametrize(("body", "param"), [
    ({"tools": [_tool()], "tool_choice": {"type": "function", "function": {"name": "x"}}},
     "tool_choice"),
    ({"tools": [], "tool_choice": "required"}, "tool_choice"),
    ({"tools": [_tool()], "tool_choice": "sometimes"}, "tool_choice"),
    ({"tools": [{"type": "function", "function": {"name": "has space"}}]},
     "tools[0].function.name"),
    ({"tools": [{"type": "retrieval"}]}, "tools[0]"),
    ({"tools": [_tool(), _tool()]}, "tools"),
    ({"tools": "get_weather"}, "tools"),
    ({"tools": [_tool()], "tool_choice": "required",
      "response_format": {"type": "json_object"}}, "response_format"),
])
def test_bad_tools_are_refused(body: dict[str, Any], param: str) -> None:
    assert _refused(body).param == param


def test_ten_thousand_tools_are_refused_at_once() -> None:
    error = _refused({"tools": [_tool(f"f{i}") for i in range(10_000)]})
    assert error.param == "tools" and f"at most {MAX_TOOLS}" in error.message


def test_response_formats() -> None:
    schema_ = {"type": "object", "properties": {"a": {"type": "integer"}}}
    assert parse_options({"response_format": {"type": "json_schema", "json_schema": {
        "name": "x", "schema": schema_}}}, chat=True)["grammar"] == {
            "kind": "json_schema", "schema": schema_}
    assert parse_options({"response_format": {"type": "json_object"}}, chat=True)[
        "grammar"] == {"kind": "json_object"}
    assert parse_options({"response_format": {"type": "text"}}, chat=True) == {}


@pytest.mark.parametrize("response_format", [
    {"type": "json_schema", "json_schema": {"name": "x", "schema": "{not json"}},
    {"type": "json_schema", "json_schema": {"name": "x", "schema": [1, 2]}},
    {"type": "json_schema", "json_schema": {"name": "x", "schema": {
        "$ref": "https://example.com/schema.json"}}},
    {"type": "yaml"},
    "json",
])
def test_bad_response_formats_are_refused(response_format: Any) -> None:
    error = _refused({"response_format": response_format})
    assert error.param == "response_format"


def test_logprobs() -> None:
    assert parse_options({"logprobs": True, "top_logprobs": 3}, chat=True) == {"logprobs": 3}
    assert parse_options({"logprobs": True}, chat=True) == {"logprobs": 0}
    assert parse_options({"logprobs": False}, chat=True) == {}
    assert parse_options({"logprobs": 2}, chat=False) == {"logprobs": 2}
    assert _refused({"top_logprobs": 2}).param == "top_logprobs"
    assert _refused({"logprobs": True, "top_logprobs": 21}).param == "top_logprobs"
    assert _refused({"logprobs": 50}, chat=False).param == "logprobs"


def test_penalties_pass_through_and_are_bounded() -> None:
    assert parse_options({"frequency_penalty": 0.5, "presence_penalty": 0},
                         chat=True) == {"frequency_penalty": 0.5}
    assert _refused({"presence_penalty": 3}).param == "presence_penalty"


def test_completions_refuse_chat_only_fields() -> None:
    assert _refused({"tools": [_tool()]}, chat=False).param == "tools"


def test_a_tool_round_trip_is_read() -> None:
    parsed = schema.parse_chat({"messages": [
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Lyon"}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "sunny"}]})
    assert parsed.messages[1] == {"role": "assistant", "content": "", "tool_calls": [
        {"id": "call_1", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Lyon"}'}}]}
    assert parsed.messages[2] == {"role": "tool", "content": "sunny", "tool_call_id": "call_1"}


def test_bad_tool_calls_in_a_message_are_refused() -> None:
    with pytest.raises(ApiError) as caught:
        schema.parse_chat({"messages": [{"role": "assistant", "tool_calls": [{"id": 1}]}]})
    assert caught.value.param == "messages[0].tool_calls"
