"""Replies in each family's tool-call format read back into OpenAI calls.

The texts are what models of each family write (the format as their templates teach
it: Qwen2.5/3 and Hermes, Qwen3-Coder, Llama 3.x, Mistral, gpt-oss), including the
ways they vary (spaces, several calls, text around the call) and the broken ones.
"""

from __future__ import annotations

import json

import pytest

from amdchat.toolcalls.families import Family
from amdchat.toolcalls.parsing import parse

WEATHER = {"city": "Lyon", "unit": "celsius"}


def _args(text: str) -> dict[str, object]:
    parsed = json.loads(text)
    assert isinstance(parsed, dict)
    return parsed


@pytest.mark.parametrize(("family", "text", "content"), [
    (Family.HERMES,
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Lyon", "unit": "celsius"}}'
     "\n</tool_call>", ""),
    (Family.HERMES,
     "Let me look that up.\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": "
     '{"city": "Lyon", "unit": "celsius"}}\n</tool_call>', "Let me look that up."),
    (Family.QWEN3_CODER,
     "<tool_call>\n<function=get_weather>\n<parameter=city>\nLyon\n</parameter>\n"
     "<parameter=unit>\ncelsius\n</parameter>\n</function>\n</tool_call>", ""),
    (Family.LLAMA3,
     '{"name": "get_weather", "parameters": {"city": "Lyon", "unit": "celsius"}}', ""),
    (Family.LLAMA3,
     '<|python_tag|>{"type": "function", "name": "get_weather", "parameters": '
     '{"city": "Lyon", "unit": "celsius"}}', ""),
    (Family.MISTRAL,
     '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Lyon", "unit": "celsius"},'
     ' "id": "a1b2c3d4e"}]', ""),
    (Family.MISTRAL,
     '[TOOL_CALLS]get_weather[ARGS]{"city": "Lyon", "unit": "celsius"}', ""),
    (Family.HARMONY,
     "<|channel|>analysis<|message|>The user wants the weather in Lyon.<|end|>"
     "<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json"
     '<|message|>{"city":"Lyon","unit":"celsius"}', ""),
    (Family.PLAIN,
     '```json\n{"name": "get_weather", "arguments": {"city": "Lyon", "unit": "celsius"}}\n```',
     ""),
])
def test_one_call_per_family(family: Family, text: str, content: str) -> None:
    parsed = parse(text, family)
    assert parsed.problem == ""
    assert [c.name for c in parsed.calls] == ["get_weather"]
    assert _args(parsed.calls[0].arguments) == WEATHER
    assert parsed.content == content


def test_several_calls_keep_their_order() -> None:
    text = ('<tool_call>\n{"name": "a", "arguments": {"x": 1}}\n</tool_call>\n'
            '<tool_call>\n{"name": "b", "arguments": {"y": [2, 3]}}\n</tool_call>')
    parsed = parse(text, Family.HERMES)
    assert [(c.name, _args(c.arguments)) for c in parsed.calls] == [
        ("a", {"x": 1}), ("b", {"y": [2, 3]})]
    mistral = parse('[TOOL_CALLS][{"name": "a", "arguments": {}}, {"name": "b", '
                    '"arguments": {"z": true}}]', Family.MISTRAL)
    assert [c.name for c in mistral.calls] == ["a", "b"]


def test_xml_parameters_read_as_json_when_they_are_json() -> None:
    text = ("<tool_call>\n<function=book>\n<parameter=seats>\n3\n</parameter>\n"
            "<parameter=names>\n[\"Ana\", \"Bo\"]\n</parameter>\n<parameter=note>\n"
            "window, please\n</parameter>\n</function>\n</tool_call>")
    parsed = parse(text, Family.QWEN3_CODER)
    assert _args(parsed.calls[0].arguments) == {"seats": 3, "names": ["Ana", "Bo"],
                                                "note": "window, please"}


def test_harmony_final_answer_is_the_content_and_no_call() -> None:
    text = ("<|channel|>analysis<|message|>Simple greeting.<|end|><|start|>assistant"
            "<|channel|>final<|message|>Hello there!")
    parsed = parse(text, Family.HARMONY)
    assert parsed.calls == [] and parsed.content == "Hello there!"


@pytest.mark.parametrize(("family", "text"), [
    (Family.HERMES, "The weather is fine today."),
    (Family.LLAMA3, "Sure: {x} is a placeholder."),
    (Family.PLAIN, "I cannot look that up."),
    (Family.MISTRAL, "No tools needed."),
])
def test_plain_answers_are_text(family: Family, text: str) -> None:
    parsed = parse(text, family)
    assert parsed.calls == [] and parsed.content == text and parsed.problem == ""


@pytest.mark.parametrize(("family", "text"), [
    (Family.HERMES, '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Ly'),
    (Family.LLAMA3, '{"name": "get_weather", "parameters": {"city": }}'),
    (Family.MISTRAL, '[TOOL_CALLS][{"name": "get_weather", "arguments": '),
    (Family.HARMONY, "<|channel|>commentary to=functions.get_weather <|constrain|>json"
                     '<|message|>{"city": Lyon}'),
    (Family.PLAIN, '{"name": "get_weather", "arguments": "not an object"}'),
    (Family.HERMES, '<tool_call>\n{"arguments": {"city": "Lyon"}}\n</tool_call>'),
])
def test_broken_calls_stay_text_with_a_reason(family: Family, text: str) -> None:
    parsed = parse(text, family)
    assert parsed.calls == []
    assert parsed.content == text
    assert parsed.problem  # the API's note says why


def test_glm_key_value_pairs() -> None:
    text = ("<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Lyon</arg_value>\n"
            "<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>")
    parsed = parse(text, Family.GLM)
    assert [c.name for c in parsed.calls] == ["get_weather"]
    assert _args(parsed.calls[0].arguments) == {"city": "Lyon", "days": 3}


def test_gpt_oss_recipient_in_the_header() -> None:
    """gpt-oss also names the recipient before the channel, as its template writes
    earlier calls."""
    text = (' to=functions.get_weather<|channel|>commentary json<|message|>'
            '{"city": "Lyon", "unit": "celsius"}<|call|>')
    parsed = parse(text, Family.HARMONY)
    assert [c.name for c in parsed.calls] == ["get_weather"]
    assert _args(parsed.calls[0].arguments) == WEATHER


def test_a_tagged_call_that_is_neither_json_nor_a_name_is_refused() -> None:
    text = '<tool_call>\nget_weather(city="Lyon")\n</tool_call>'
    parsed = parse(text, Family.HERMES)
    assert parsed.calls == [] and parsed.content == text and parsed.problem
