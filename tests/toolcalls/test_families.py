"""The chat templates of the corpus (tests/data/chat_templates) that take tools: each
one's family is recognised, and it renders the tools, an assistant's call and the
tool's result (what an agent sends back), through the model's own template."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from amdchat.engine import templates
from amdchat.toolcalls import plain
from amdchat.toolcalls.families import Family, detect

CORPUS = Path(__file__).parent.parent / "data" / "chat_templates"
SOURCES = {e["file"]: e for e in json.loads(
    (CORPUS / "sources.json").read_text(encoding="utf-8"))["templates"]}

EXPECTED = {
    "Qwen--Qwen2.5-7B-Instruct.jinja": Family.HERMES,
    "Qwen--Qwen3-0.6B.jinja": Family.HERMES,
    "ibm-granite--granite-4.0.jinja": Family.HERMES,
    "meta-llama--Llama-3.1-8B-Instruct.jinja": Family.LLAMA3,
    "meta-llama--Llama-3.2-3B-Instruct.jinja": Family.LLAMA3,
    "meta-llama--Llama-3.3-70B-Instruct.jinja": Family.LLAMA3,
    "mistralai--Mistral-Nemo-Instruct-2407.jinja": Family.MISTRAL,
    "mistralai--Mistral-Small-3.2-24B-Instruct-2506.jinja": Family.MISTRAL,
    "openai--gpt-oss-120b.jinja": Family.HARMONY,
    "zai-org--GLM-4.6.jinja": Family.GLM,
}
TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "The weather in a city, today",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}]
ROUND_TRIP: list[dict[str, Any]] = [
    {"role": "user", "content": "Is it raining in Lyon?"},
    {"role": "assistant", "content": "", "tool_calls": [
        {"id": "a1b2c3d4e", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Lyon"}'}}]},
    {"role": "tool", "tool_call_id": "a1b2c3d4e", "name": "get_weather",
     "content": "light rain, 14 degrees"},
]


def _render(file: str, messages: list[dict[str, Any]]) -> templates.RenderedPrompt:
    entry = SOURCES[file]
    return templates.render(plain.for_template(messages), "auto",
                            architecture=entry["architecture"],
                            jinja_template=(CORPUS / file).read_text(encoding="utf-8"),
                            bos_token=entry["bos"], eos_token=entry["eos"],
                            eot_token=entry["eot"], tools=TOOLS)


@pytest.mark.parametrize("file", sorted(SOURCES))
def test_each_template_gets_its_family(file: str) -> None:
    source = (CORPUS / file).read_text(encoding="utf-8")
    assert detect(source) == EXPECTED.get(file, Family.PLAIN)


@pytest.mark.parametrize("file", sorted(EXPECTED))
def test_tool_taking_templates_render_tools_calls_and_results(file: str) -> None:
    rendered = _render(file, ROUND_TRIP)
    assert rendered.template == "model", rendered.problem
    assert "get_weather" in rendered.text
    assert "The weather in a city, today" in rendered.text  # the tool's description
    assert "light rain, 14 degrees" in rendered.text  # the tool's result
    assert "Lyon" in rendered.text
    # the call's arguments as an object, not a JSON text quoted a second time
    assert '\\"city\\"' not in rendered.text


def test_without_tools_a_tool_template_renders_as_before() -> None:
    file = "Qwen--Qwen2.5-7B-Instruct.jinja"
    with_tools = _render(file, ROUND_TRIP[:1])
    entry = SOURCES[file]
    without = templates.render([{"role": "user", "content": "Is it raining in Lyon?"}],
                               "auto", architecture=entry["architecture"],
                               jinja_template=(CORPUS / file).read_text(encoding="utf-8"))
    assert "get_weather" in with_tools.text and "get_weather" not in without.text


def test_plain_form_describes_the_tools_and_the_turns() -> None:
    turns = plain.as_plain(ROUND_TRIP, TOOLS)
    assert turns[0]["role"] == "system" and "get_weather" in turns[0]["content"]
    assert json.loads(turns[2]["content"]) == {"name": "get_weather",
                                               "arguments": {"city": "Lyon"}}
    assert turns[3] == {"role": "user",
                        "content": "The result of get_weather: light rain, 14 degrees"}
    assert all(set(t) == {"role", "content"} for t in turns)
