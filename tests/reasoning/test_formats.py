"""The reasoning format and think switch read from the real chat templates of the corpus
(tests/data/chat_templates), and the switch rendered through the app's own renderer
(amdchat.engine.templates) in each template's own terms."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from amdchat.engine import templates
from amdchat.reasoning.formats import (
    Format,
    ReasoningStyle,
    Switch,
    opens_in_reasoning,
    style_for_template,
)

CORPUS = Path(__file__).parent.parent / "data" / "chat_templates"
ENTRIES: dict[str, dict[str, Any]] = {
    e["file"].removesuffix(".jinja"): e
    for e in json.loads((CORPUS / "sources.json").read_text(encoding="utf-8"))["templates"]}
USER: list[templates.Message] = [{"role": "user", "content": "What is 2+2?"}]

# Magistral is not in the corpus: its template's part that matters, in its shape
MAGISTRAL_LIKE = (
    "{{ bos_token }}[SYSTEM_PROMPT]First draft your thinking process: [THINK]your "
    "thoughts[/THINK] then the response.[/SYSTEM_PROMPT]{% for m in messages %}"
    "{% if m.role == 'user' %}[INST]{{ m.content }}[/INST]{% else %}{{ m.content }}</s>"
    "{% endif %}{% endfor %}")

THINKING = {
    "Qwen--Qwen3-0.6B": ReasoningStyle(Format.THINK_TAGS, Switch.ENABLE_THINKING),
    "deepseek-ai--DeepSeek-R1-Distill-Qwen-32B": ReasoningStyle(Format.THINK_TAGS,
                                                                Switch.ENABLE_THINKING),
    "deepseek-ai--DeepSeek-R1-Distill-Llama-8B": ReasoningStyle(Format.THINK_TAGS),
    "zai-org--GLM-4.6": ReasoningStyle(Format.THINK_TAGS, Switch.ENABLE_THINKING),
    "HuggingFaceTB--SmolLM3-3B": ReasoningStyle(Format.THINK_TAGS, Switch.ENABLE_THINKING),
    "openai--gpt-oss-120b": ReasoningStyle(Format.HARMONY, Switch.REASONING_EFFORT),
    "google--gemma-4-31B-it": ReasoningStyle(Format.THOUGHT_CHANNEL, Switch.ENABLE_THINKING),
}
NOT_THINKING = ["meta-llama--Llama-3.1-8B-Instruct", "Qwen--Qwen2.5-7B-Instruct",
                "mistralai--Mistral-Small-3.2-24B-Instruct-2506", "google--gemma-2-2b-it",
                "THUDM--glm-4-9b-chat", "microsoft--phi-4", "ibm-granite--granite-4.0"]


def _source(name: str) -> str:
    return (CORPUS / ENTRIES[name]["file"]).read_text(encoding="utf-8")


def _render(name: str, think: str) -> str:
    source = _source(name)
    entry = ENTRIES[name]
    rendered = templates.render(
        USER, "auto", architecture=entry["architecture"], jinja_template=source,
        bos_token=entry["bos"], eos_token=entry["eos"], eot_token=entry["eot"],
        variables=style_for_template(source).template_variables(think))
    assert rendered.template == "model", rendered.problem
    return rendered.text


@pytest.mark.parametrize(("name", "style"), THINKING.items())
def test_a_thinking_models_template_names_its_format_and_switch(
        name: str, style: ReasoningStyle) -> None:
    assert style_for_template(_source(name)) == style


@pytest.mark.parametrize("name", NOT_THINKING)
def test_other_templates_name_no_reasoning(name: str) -> None:
    assert style_for_template(_source(name)) == ReasoningStyle()
    assert style_for_template(_source(name)).choices == ()


def test_magistral_thinks_in_brackets_with_no_switch() -> None:
    assert style_for_template(MAGISTRAL_LIKE) == ReasoningStyle(Format.THINK_BRACKETS)


@pytest.mark.parametrize(("name", "closed"), [
    ("Qwen--Qwen3-0.6B", "<|im_start|>assistant\n<think>\n\n</think>\n\n"),
    ("zai-org--GLM-4.6", "<|assistant|>\n<think></think>"),
    ("deepseek-ai--DeepSeek-R1-Distill-Qwen-32B", "<｜Assistant｜><think>\n</think>"),
    ("google--gemma-4-31B-it", "<|channel>thought\n<channel|>"),
])
def test_thinking_off_closes_an_empty_thought_in_the_prompt(name: str, closed: str) -> None:
    off = _render(name, "off")
    assert off.endswith(closed)
    assert not opens_in_reasoning(style_for_template(_source(name)).format, off)
    assert not _render(name, "on").endswith(closed)


def test_qwen3_thinking_on_leaves_the_model_to_open_its_think_tag() -> None:
    for think in ("", "on"):
        prompt = _render("Qwen--Qwen3-0.6B", think)
        assert prompt.endswith("<|im_start|>assistant\n")
        assert not opens_in_reasoning(Format.THINK_TAGS, prompt)


def test_deepseek_r1_opens_the_think_tag_in_the_prompt() -> None:
    prompt = _render("deepseek-ai--DeepSeek-R1-Distill-Llama-8B", "")
    assert prompt.endswith("<think>\n")
    assert opens_in_reasoning(Format.THINK_TAGS, prompt)


@pytest.mark.parametrize(("think", "said"), [("", "medium"), ("low", "low"),
                                             ("high", "high")])
def test_gpt_oss_reasoning_effort_reaches_its_system_message(think: str, said: str) -> None:
    assert f"Reasoning: {said}\n" in _render("openai--gpt-oss-120b", think)


def test_the_switch_offers_the_templates_own_choices() -> None:
    assert THINKING["Qwen--Qwen3-0.6B"].choices == ("", "on", "off")
    assert THINKING["openai--gpt-oss-120b"].choices == ("", "low", "medium", "high")
    assert THINKING["deepseek-ai--DeepSeek-R1-Distill-Llama-8B"].choices == ()


def test_a_style_survives_its_wire_form_and_an_unknown_one_is_none() -> None:
    style = ReasoningStyle(Format.HARMONY, Switch.REASONING_EFFORT)
    assert ReasoningStyle.from_dict(style.as_dict()) == style
    assert ReasoningStyle.from_dict({"format": "telepathy"}) == ReasoningStyle()
    assert ReasoningStyle.from_dict(None) == ReasoningStyle()
