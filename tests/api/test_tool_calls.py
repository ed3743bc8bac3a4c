"""A reply's tool calls in OpenAI's shape: whole, and streamed with the text before a
call sent as it comes and the call held to the end; log-probabilities' two shapes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from amdchat.api import schema
from amdchat.api.tool_calls import ReplyOptions, ToolStream, completion_logprobs
from amdchat.engine.protocol import TokenEvent, TokenLogprob
from amdchat.toolcalls.families import Family

HERMES_CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Lyon"}}\n</tool_call>'


def _reply(**options: Any) -> schema.Reply:
    return schema.Reply("chatcmpl-1", "m", True, extras=ReplyOptions(**options))


def _stream(reply: schema.Reply, pieces: list[str], family: str) -> list[dict[str, Any]]:
    chunks: list[dict[str, Any]] = []
    for index, text in enumerate(pieces):
        event: TokenEvent = {"event": "token", "id": "g1", "text": text}
        if index == 0:
            event["tool_format"] = family
        chunks += reply.chunks_for(event)
    chunks += reply.closing_chunks()
    chunks.append(reply.chunk(reason="stop"))
    return chunks


def _split(pieces: str, size: int) -> list[str]:
    return [pieces[i:i + size] for i in range(0, len(pieces), size)]


@pytest.mark.parametrize("size", [1, 3, 7, 1000])
def test_streamed_call_whatever_the_pieces(size: int) -> None:
    text = "Let me check. " + HERMES_CALL
    chunks = _stream(_reply(tools=True), _split(text, size), "hermes")
    deltas = [c["choices"][0]["delta"] for c in chunks]
    content = "".join(d.get("content") or "" for d in deltas)
    assert content == "Let me check. "
    calls = [call for d in deltas for call in d.get("tool_calls", [])]
    assert calls[0]["function"]["name"] == "get_weather" and calls[0]["id"].startswith("call_")
    arguments = "".join(c["function"]["arguments"] for c in calls)
    assert json.loads(arguments) == {"city": "Lyon"}
    assert chunks[-1]["choices"][0]["finish_reason"] == "tool_calls"


def test_streamed_text_that_only_looks_like_a_marker_is_sent_whole() -> None:
    pieces = ["Use <tool", "s> wisely ", "and {braces}."]
    chunks = _stream(_reply(tools=True), pieces, "hermes")
    content = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    assert content == "Use <tools> wisely and {braces}."
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"


def test_streamed_broken_call_is_text_with_a_note() -> None:
    broken = '{"name": "get_weather", "arguments": {"city": '
    chunks = _stream(_reply(tools=True), _split(broken, 4), "plain")
    content = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    assert content == broken
    assert any("note" in c["choices"][0] for c in chunks)
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"


def test_whole_reply_with_a_call_and_without() -> None:
    stats = {"tool_format": "hermes"}
    whole = _reply(tools=True).whole("Checking.\n" + HERMES_CALL, "stop", stats)
    choice = whole["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["content"] == "Checking."
    assert choice["message"]["tool_calls"][0]["function"] == {
        "name": "get_weather", "arguments": '{"city": "Lyon"}'}
    text_only = _reply(tools=False).whole(HERMES_CALL, "stop", stats)
    assert text_only["choices"][0]["message"] == {"role": "assistant", "content": HERMES_CALL}


def test_mistral_ids_are_nine_characters() -> None:
    whole = _reply(tools=True).whole('[TOOL_CALLS][{"name": "f", "arguments": {}}]', "stop",
                                     {"tool_format": "mistral"})
    call_id = whole["choices"][0]["message"]["tool_calls"][0]["id"]
    assert len(call_id) == 9 and call_id.isalnum()


def test_plain_family_holds_only_an_opening_brace() -> None:
    stream = ToolStream(Family.PLAIN)
    assert stream.feed("Hello {") == "Hello {"
    assert stream.feed("x}") == "x}"
    assert stream.finish() == ("", None)


def test_completion_logprobs_offsets() -> None:
    tokens: list[TokenLogprob] = [
        {"token": "Hel", "bytes": [72, 101, 108], "logprob": -0.5,
         "top": [["Hel", -0.5, [72, 101, 108]], ["He", -1.5, [72, 101]]]},
        {"token": "lo", "bytes": [108, 111], "logprob": -0.1, "top": [["lo", -0.1, [108, 111]]]},
    ]
    shaped = completion_logprobs(tokens, 1, offset=4)
    assert shaped == {"tokens": ["Hel", "lo"], "token_logprobs": [-0.5, -0.1],
                      "top_logprobs": [{"Hel": -0.5}, {"lo": -0.1}], "text_offset": [4, 7]}
