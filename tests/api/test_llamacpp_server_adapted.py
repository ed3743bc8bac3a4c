"""llama.cpp's own server tests, those about chat completions, tool calls,
response_format and log-probabilities (tools/server/tests/unit: test_chat_completion.py,
test_tool_call.py, test_completion.py), written again for `amdchat serve` and its test
model (Gemma 3 270M, a base model: answers are checked for their shape, not their
words). What we do not offer is answered with a 400 here and listed in docs/api.md."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openai
import pytest

from tests.helpers.serve import Served, model_args

pytestmark = pytest.mark.slow

BOOK = [{"role": "system", "content": "Book"},
        {"role": "user", "content": "What is the best book"}]
CODING = [{"role": "system", "content": "You are a coding assistant."},
          {"role": "user", "content": "Write an example"}]
SUCCESS_TOOL = {"type": "function", "function": {
    "name": "test", "description": "",
    "parameters": {"type": "object", "properties": {"success": {"type": "boolean",
                                                                "const": True}},
                   "required": ["success"]}}}
PYTHON_TOOL = {"type": "function", "function": {
    "name": "python", "description": "Runs code in an interpreter and returns its output.",
    "parameters": {"type": "object", "properties": {"code": {
        "type": "string", "description": "The code to run."}}, "required": ["code"]}}}


@pytest.fixture(scope="module")
def server(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path))
    yield served
    assert served.stop() == 0


# -- test_chat_completion.py ------------------------------------------------------------
@pytest.mark.parametrize("stream", [False, True])
def test_chat_completion_counts_and_finish(server: Served, stream: bool) -> None:
    body = {"max_tokens": 8, "messages": BOOK, "temperature": 0}
    if stream:
        events = server.stream_lines("/chat/completions", {**body, "stream": True,
                                                          "stream_options": {
                                                              "include_usage": True}})
        text = "".join(e["choices"][0]["delta"].get("content") or ""
                       for e in events if e.get("choices"))
        finish = [e["choices"][0]["finish_reason"] for e in events if e.get("choices")][-1]
        usage = events[-1]["usage"]
    else:
        status, answer = server.post("/chat/completions", body)
        assert status == 200
        text = answer["choices"][0]["message"]["content"]
        finish, usage = answer["choices"][0]["finish_reason"], answer["usage"]
    assert text and finish == "length"
    assert usage["completion_tokens"] == 8 and usage["prompt_tokens"] > 5


def test_chat_completion_with_openai_library(server: Served) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), messages=BOOK,
        max_tokens=8, seed=42, temperature=0.8)
    assert reply.choices[0].finish_reason == "length"
    assert reply.choices[0].message.content


@pytest.mark.parametrize(("response_format", "expected"), [
    ({"type": "json_object", "schema": {"const": "42"}}, r'\A"42"\s*\Z'),
    ({"type": "json_object", "schema": {"items": [{"type": "integer"}]}}, r"\A\[\s*-?\d+\s*\]"),
    ({"type": "json_schema", "json_schema": {"schema": {"const": "foooooo"}}},
     r'\A"foooooo"\s*\Z'),
    ({"type": "json_object"}, r"\A\{"),
    ({"type": "sound"}, None),
    ({"type": "json_object", "schema": 123}, None),
    ({"type": "json_object", "schema": {"type": 123}}, None),
    ({"type": "json_object", "schema": {"type": "hiccup"}}, None),
])
def test_completion_with_response_format(server: Served, response_format: Any,
                                         expected: str | None) -> None:
    status, body = server.post("/chat/completions", {
        "max_tokens": 10, "messages": CODING, "response_format": response_format,
        "temperature": 0})
    if expected is None:
        assert status == 400 and "error" in body
    else:
        assert status == 200, body
        assert re.search(expected, body["choices"][0]["message"]["content"])


def test_completion_with_json_schema_field(server: Served) -> None:
    status, body = server.post("/chat/completions", {
        "max_tokens": 6, "messages": CODING, "json_schema": {"const": "42"}})
    assert status == 200 and body["choices"][0]["message"]["content"].strip() == '"42"'


def test_completion_with_grammar(server: Served) -> None:
    status, body = server.post("/chat/completions", {
        "max_tokens": 6, "messages": [{"role": "user", "content": "Say anything."}],
        "grammar": 'root ::= "a"{5,5}'})
    assert status == 200 and body["choices"][0]["message"]["content"] == "aaaaa"


def test_completion_with_invalid_grammar(server: Served) -> None:
    status, body = server.post("/chat/completions", {
        "max_tokens": 8, "messages": [{"role": "user", "content": "Say anything."}],
        "grammar": "root ::= this is (not valid GBNF"})
    assert status == 400 and "grammar" in body["error"]["message"]


@pytest.mark.parametrize("messages", [
    None, "string", [123], [{}], [{"role": 123}], [{"role": "system", "content": 123}],
    [{"role": "system", "content": "test"}, {}],
])
def test_invalid_chat_completion_req(server: Served, messages: Any) -> None:
    status, body = server.post("/chat/completions", {"messages": messages})
    assert status == 400 and "error" in body


def test_logprobs(server: Served) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), temperature=0.0, messages=BOOK, max_tokens=5,
        logprobs=True, top_logprobs=10)
    logprobs = reply.choices[0].logprobs
    assert logprobs is not None and logprobs.content is not None
    for token in logprobs.content:
        assert token.logprob <= 0.0 and token.bytes is not None
        assert len(token.top_logprobs) == 10
    assert "".join(t.token for t in logprobs.content) == reply.choices[0].message.content


def test_logprobs_stream(server: Served) -> None:
    chunks = server.client().chat.completions.create(
        model=server.model_id(), temperature=0.0, messages=BOOK, max_tokens=5,
        logprobs=True, top_logprobs=10, stream=True)
    output, aggregated = "", ""
    for index, chunk in enumerate(chunks):
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        if index == 0:
            assert choice.delta.role == "assistant" and not choice.delta.content
            continue
        assert choice.delta.role is None
        if choice.finish_reason is None and choice.delta.content:
            output += choice.delta.content
            assert choice.logprobs is not None and choice.logprobs.content is not None
            for token in choice.logprobs.content:
                aggregated += token.token
                assert token.logprob <= 0.0 and token.bytes is not None
                assert len(token.top_logprobs) > 0
    assert output and aggregated == output


def test_logit_bias_is_refused(server: Served) -> None:
    """llama-server applies logit_bias; amdchat does not, and says so."""
    with pytest.raises(openai.BadRequestError) as caught:
        server.client().chat.completions.create(
            model=server.model_id(), temperature=0.0, messages=BOOK, max_tokens=8,
            logit_bias={"100": -100})
    assert "logit_bias" in caught.value.message


@pytest.mark.parametrize("stream", [False, True])
def test_context_size_exceeded(server: Served, stream: bool) -> None:
    status, body = server.post("/chat/completions", {"messages": BOOK * 400,
                                                     "stream": stream})
    assert status == 400
    assert body["error"]["code"] == "context_length_exceeded"


def test_multiple_choices_are_refused(server: Served) -> None:
    status, body = server.post("/chat/completions", {"max_tokens": 8, "n": 2,
                                                     "messages": BOOK})
    assert status == 400 and body["error"]["param"] == "n"


# -- test_tool_call.py ------------------------------------------------------------------
@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize(("tool", "argument_key"), [(SUCCESS_TOOL, "success"),
                                                    (PYTHON_TOOL, "code")])
def test_completion_with_required_tool(server: Served, tool: dict[str, Any],
                                       argument_key: str, stream: bool) -> None:
    body = {"max_tokens": 200, "messages": [
        {"role": "system", "content": "You are a coding assistant."},
        {"role": "user", "content": "Write an example"}],
        "tool_choice": "required", "tools": [tool], "parallel_tool_calls": False,
        "temperature": 0}
    if stream:
        events = server.stream_lines("/chat/completions", {**body, "stream": True})
        deltas = [c for e in events if e.get("choices")
                  for c in e["choices"][0]["delta"].get("tool_calls") or []]
        name = deltas[0]["function"]["name"]
        arguments = "".join(d["function"].get("arguments") or "" for d in deltas)
        finish = events[-1]["choices"][0]["finish_reason"]
    else:
        status, answer = server.post("/chat/completions", body)
        assert status == 200, answer
        calls = answer["choices"][0]["message"]["tool_calls"]
        assert len(calls) == 1
        name, arguments = calls[0]["function"]["name"], calls[0]["function"]["arguments"]
        finish = answer["choices"][0]["finish_reason"]
    assert name == tool["function"]["name"] and finish == "tool_calls"
    assert argument_key in json.loads(arguments)


@pytest.mark.parametrize(("tools", "tool_choice"), [
    ([], None), ([SUCCESS_TOOL], "none"), ([PYTHON_TOOL], "none")])
def test_completion_without_tool_call(server: Served, tools: list[Any],
                                      tool_choice: str | None) -> None:
    body: dict[str, Any] = {"max_tokens": 16, "messages": [
        {"role": "system", "content": "You are a coding assistant."},
        {"role": "user", "content": "say hello world with python"}], "temperature": 0}
    if tools:
        body["tools"] = tools
    if tool_choice:
        body["tool_choice"] = tool_choice
    status, answer = server.post("/chat/completions", body)
    assert status == 200
    assert "tool_calls" not in answer["choices"][0]["message"]


def test_weather_round_trip_with_a_tool_result(server: Served) -> None:
    """test_calc_result, the shape of it: the tool's result goes back as a 'tool' turn."""
    status, answer = server.post("/chat/completions", {
        "max_tokens": 24, "temperature": 0, "tools": [PYTHON_TOOL], "messages": [
            {"role": "user", "content": "What is the sine of pi/2 with python?"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_6789", "type": "function", "function": {
                    "name": "python",
                    "arguments": '{"code": "import math; print(math.sin(math.pi/2))"}'}}]},
            {"role": "tool", "name": "python", "tool_call_id": "call_6789",
             "content": "1.0"}]})
    assert status == 200, answer
    assert answer["choices"][0]["message"]["content"] is not None


# -- test_completion.py -----------------------------------------------------------------
def test_completion_logprobs(server: Served) -> None:
    """test_n_probs, in OpenAI's shape: the completions endpoint's 'logprobs'."""
    reply = server.client().completions.create(
        model=server.model_id(), prompt="I believe the meaning of life is", max_tokens=5,
        temperature=0, logprobs=10)
    logprobs = reply.choices[0].logprobs
    assert logprobs is not None and len(logprobs.tokens or []) == 5
    for token_logprob, top in zip(logprobs.token_logprobs or [], logprobs.top_logprobs or [],
                                  strict=True):
        assert token_logprob <= 0 and len(top) == 10


def test_consistent_result_same_seed(server: Served) -> None:
    replies = {server.client().completions.create(
        model=server.model_id(), prompt="I believe the meaning of life is", seed=42,
        temperature=0.0, max_tokens=16).choices[0].text for _ in range(4)}
    assert len(replies) == 1


def test_different_result_different_seed(server: Served) -> None:
    replies = [server.client().completions.create(
        model=server.model_id(), prompt="I believe the meaning of life is", seed=seed,
        temperature=1.0, max_tokens=16).choices[0].text for seed in range(4)]
    assert len(set(replies)) > 1
