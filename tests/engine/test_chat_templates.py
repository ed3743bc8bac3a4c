"""Real models' chat templates render (issue 11).

The corpus in tests/data/chat_templates holds the templates of popular GGUF chat
models, verbatim, with where each came from and the model's end tokens
(sources.json). Each must render a real conversation ready for the assistant, and
the stop strings must end the model's turn; a template that fails falls back to
a built-in format and says why.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from amdchat.engine import templates

CORPUS = Path(__file__).parent.parent / "data" / "chat_templates"
SOURCES: list[dict[str, Any]] = json.loads(
    (CORPUS / "sources.json").read_text(encoding="utf-8"))["templates"]

CHAT: list[templates.Message] = [
    {"role": "system", "content": "You answer like a ship's cook."},
    {"role": "user", "content": "What is for dinner tonight?"},
    {"role": "assistant", "content": "Fish stew, with bread from the morning bake."},
    {"role": "user", "content": "And for the crew on watch?"},
    {"role": "assistant", "content": "The same stew, kept warm in the galley."},
    {"role": "user", "content": "Thank you, cook. One more: any dessert?"},
]
ASSISTANT_TURNS = [m["content"] for m in CHAT if m["role"] == "assistant"]


def _source(entry: dict[str, Any]) -> str:
    return (CORPUS / entry["file"]).read_text(encoding="utf-8")


def _render(entry: dict[str, Any], messages: list[templates.Message] = CHAT
            ) -> templates.RenderedPrompt:
    return templates.render(messages, "auto", architecture=entry["architecture"],
                            jinja_template=_source(entry), bos_token=entry["bos"],
                            eos_token=entry["eos"], eot_token=entry["eot"])


def _ids(entry: dict[str, Any]) -> str:
    return str(entry["file"]).removesuffix(".jinja")


# -- the corpus itself ------------------------------------------------------------

def test_every_corpus_file_has_a_recorded_source() -> None:
    listed = [entry["file"] for entry in SOURCES]
    assert sorted(listed) == sorted(p.name for p in CORPUS.glob("*.jinja"))
    assert len(set(listed)) == len(listed)
    for entry in SOURCES:
        assert entry["source"]["repository"] and entry["source"]["path"]
        assert len(entry["source"]["commit"]) == 40


def test_corpus_files_are_the_upstream_bytes() -> None:
    """Files copied whole from a repository hash to the git blob recorded for them."""
    checked = 0
    for entry in SOURCES:
        blob = entry["source"].get("git_blob")
        if not blob:
            continue
        data = (CORPUS / entry["file"]).read_bytes()
        assert hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest() == blob, entry["file"]
        checked += 1
    assert checked >= 15


def test_corpus_covers_the_families_of_the_issue() -> None:
    families = {entry["family"] for entry in SOURCES}
    # Gemma 3 is missing: no copy of its template with a traceable source was found.
    assert families >= {
        "Llama 3.1", "Llama 3.2", "Llama 3.3", "Qwen 2.5", "Qwen 3", "Mistral 7B",
        "Mistral Nemo", "Mistral Small 3.x", "Phi-3.5", "Phi-4", "Gemma 2",
        "DeepSeek-R1 distill", "gpt-oss", "GLM-4", "SmolLM", "Granite"}


# -- every real template renders a conversation -----------------------------------

@pytest.mark.parametrize("entry", SOURCES, ids=_ids)
def test_real_template_renders_the_whole_conversation(entry: dict[str, Any]) -> None:
    prompt = _render(entry)
    for message in CHAT:
        assert message["content"] in prompt.text, f"{message['role']} turn missing"
    assert prompt.text.endswith(entry["generation_prompt"]), "not ready for the assistant"
    assert (prompt.template, prompt.problem) == ("model", "")
    if "rejects_system" in entry:  # the system prompt leads the first user turn
        system, first_user = CHAT[0]["content"], CHAT[1]["content"]
        assert f"{system}\n\n{first_user}" in prompt.text


@pytest.mark.parametrize("entry", [e for e in SOURCES if "rejects_system" in e], ids=_ids)
def test_a_template_that_rejects_a_system_turn_says_so_when_asked_directly(
        entry: dict[str, Any]) -> None:
    """What the fold above works around: the template's own refusal."""
    with pytest.raises(Exception, match=entry["rejects_system"]):
        templates.render_jinja(CHAT, _source(entry), bos_token=entry["bos"],
                               eos_token=entry["eos"])


@pytest.mark.parametrize("entry", SOURCES, ids=_ids)
def test_stop_strings_are_the_models_end_tokens(entry: dict[str, Any]) -> None:
    prompt = _render(entry)
    for token in (entry["eos"], entry["eot"]):
        if token:
            assert token in prompt.stop
    assert "" not in prompt.stop and len(set(prompt.stop)) == len(prompt.stop)
    # What the template writes after each of the assistant's past turns is what the
    # model writes to end its turn: it must be a stop string (gpt-oss: see sources).
    for reply in ASSISTANT_TURNS:
        after = prompt.text.split(reply, 1)[1].lstrip()
        if "history_turn_end" in entry:
            assert after.startswith(entry["history_turn_end"])
            assert entry["history_turn_end"] not in prompt.stop
        else:
            assert after.startswith(prompt.stop), f"{after[:30]!r} ends no turn"


@pytest.mark.parametrize("entry", [e for e in SOURCES if "rejects_system" not in e], ids=_ids)
def test_rendering_matches_llama_cpp_pythons_formatter(entry: dict[str, Any]) -> None:
    """Same environment as llama-cpp-python's Jinja2ChatFormatter: the same text."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    formatter = Jinja2ChatFormatter(_source(entry), eos_token=entry["eos"],
                                    bos_token=entry["bos"])
    theirs = formatter(messages=[dict(m) for m in CHAT]).prompt  # type: ignore[misc]
    assert templates.render_jinja(CHAT, _source(entry), bos_token=entry["bos"],
                                  eos_token=entry["eos"]) == theirs


def test_template_that_rejects_the_conversation_fails_alike_in_llama_cpp_python() -> None:
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    entry = next(e for e in SOURCES if e["family"] == "Gemma 2")
    with pytest.raises(ValueError, match="System role not supported"):
        Jinja2ChatFormatter(_source(entry), eos_token="<eos>", bos_token="<bos>")(
            messages=[dict(m) for m in CHAT])  # type: ignore[misc]
    without_system = CHAT[1:]
    assert _render(entry, without_system).template == "model"


def test_strftime_now_gives_todays_date() -> None:
    entry = next(e for e in SOURCES if e["family"] == "Llama 3.2")
    today = datetime.now().strftime("%d %b %Y")
    assert f"Today Date: {today}" in _render(entry).text


def test_mistral_small_gets_its_date_and_its_system_prompt() -> None:
    """Mistral Small 3.x failed with "'strftime_now' is undefined" (issue 11)."""
    entry = next(e for e in SOURCES if e["family"] == "Mistral Small 3.x")
    prompt = _render(entry)
    assert prompt.problem == ""
    assert f"[SYSTEM_PROMPT]{CHAT[0]['content']}[/SYSTEM_PROMPT]" in prompt.text
    default = _render(entry, CHAT[1:]).text  # no system message: the model's own, dated
    assert f"The current date is {datetime.now():%Y-%m-%d}." in default


# -- the environment ----------------------------------------------------------------

def _jinja(source: str, messages: list[templates.Message] = CHAT) -> str:
    return templates.render_jinja(messages, source)


def test_tojson_is_transformers_tojson() -> None:
    value = "{{ {'name': 'Café <b>', 'n': [1, 2]} | tojson }}"
    assert _jinja(value) == '{"name": "Café <b>", "n": [1, 2]}'
    assert _jinja("{{ {'b': 1, 'a': 2} | tojson(sort_keys=true, separators=(',', ':')) }}") == (
        '{"a":2,"b":1}')
    assert _jinja("{{ {'a': 'é'} | tojson(indent=2, ensure_ascii=true) }}") == (
        '{\n  "a": "\\u00e9"\n}')


def test_loop_controls_and_the_generation_tag() -> None:
    source = ("{% for m in messages %}{% if m.role == 'system' %}{% continue %}{% endif %}"
              "{% if loop.index > 3 %}{% break %}{% endif %}"
              "{% generation %}[{{ m.role }}]{% endgeneration %}{% endfor %}")
    assert _jinja(source) == "[user][assistant]"


def test_raise_exception_falls_back_with_the_templates_words() -> None:
    source = "{{ raise_exception('Only user and assistant roles are supported!') }}"
    prompt = templates.render(CHAT, "auto", architecture="qwen2", jinja_template=source,
                              eos_token="<|im_end|>")
    assert prompt.template == "chatml"
    assert prompt.problem == (
        "This model's chat template failed: Only user and assistant roles are supported! "
        "amdchat uses the chatml format instead; pick another in Settings > Chat template.")
    assert prompt.text.endswith("<|im_start|>assistant\n")


def test_broken_template_falls_back_to_the_architectures_format() -> None:
    prompt = templates.render(CHAT, "auto", architecture="gemma3",
                              jinja_template="{{ undefined_fn() }}", eos_token="<eos>",
                              eot_token="<end_of_turn>")
    assert prompt.template == "gemma"
    assert "'undefined_fn' is undefined" in prompt.problem
    assert "uses the gemma format instead" in prompt.problem
    assert prompt.text.endswith("<start_of_turn>model\n")
    assert prompt.stop[:2] == ("<end_of_turn>", "<eos>")


@pytest.mark.parametrize("source", ["{% if %}", "{% for m in messages %}", "{{ messages[0] + 1 }}",
                                    "{# only a comment #}"])
def test_any_failure_falls_back_and_says_why(source: str) -> None:
    prompt = templates.render(CHAT, "auto", architecture="llama", jinja_template=source)
    assert prompt.template == "llama3"
    assert prompt.problem.startswith("This model's chat template failed: ")
    assert len(prompt.problem) > len("This model's chat template failed: ") + 80
    assert prompt.stop  # the format's own, since no end token was given


@pytest.mark.parametrize("source", [
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ messages.__class__.__init__.__globals__ }}",
    "{% set seen = [] %}{{ seen.append(1) }}{{ messages[0].content }}",
    "{{ messages[0].update({'content': 'x'}) }}",
])
def test_the_sandbox_holds(source: str) -> None:
    prompt = templates.render(CHAT, "auto", architecture="qwen3", jinja_template=source)
    assert prompt.template == "chatml"
    assert "unsafe" in prompt.problem or "SecurityError" in prompt.problem
    assert CHAT[0]["content"] == "You answer like a ship's cook."


def test_fallback_format_follows_the_templates_markers() -> None:
    """Mistral 7B and the DeepSeek distills call themselves "llama" in GGUF."""
    by_family = {e["family"]: _source(e) for e in SOURCES}
    assert templates.format_for_model("llama", by_family["Mistral 7B"]) == "mistral"
    assert templates.format_for_model("phi3", by_family["Phi-3.5"]) == "phi3"
    assert templates.format_for_model("gemma2", by_family["Gemma 2"]) == "gemma"
    assert templates.format_for_model("qwen2", by_family["Qwen 2.5"]) == "chatml"
    # GLM's <|assistant|> and gpt-oss's <|end|> are not phi3's turns
    assert templates.format_for_model("gpt-oss", by_family["gpt-oss"]) == "chatml"
    assert templates.format_for_model("glm4moe", by_family["GLM-4"]) == "chatml"
    assert templates.format_for_model("gemma3") == "gemma"


def test_a_chosen_format_keeps_the_models_end_tokens() -> None:
    prompt = templates.render(CHAT, "chatml", architecture="llama",
                              jinja_template="{{ messages }}", eos_token="<|eot_id|>",
                              eot_token="<|eot_id|>")
    assert prompt.template == "chatml" and prompt.problem == ""
    assert prompt.stop == ("<|eot_id|>", "<|im_end|>", "<|im_start|>")


def test_a_model_without_end_tokens_stops_at_its_formats_turn_end() -> None:
    entry = next(e for e in SOURCES if e["family"] == "Qwen 3")
    prompt = templates.render(CHAT, "auto", architecture="qwen3", jinja_template=_source(entry))
    assert prompt.template == "model"
    assert "<|im_end|>" in prompt.stop


# -- the real model in the real worker ------------------------------------------------

@pytest.mark.slow
def test_real_model_replies_and_stops_at_its_own_end_tokens(model_path: Path) -> None:
    """Gemma 3 270M (a base model, no template): gemma's format, and the stop strings
    come from its vocabulary: <eos>, and <end_of_turn> as its end of turn."""
    from amdchat.session.blocking import BlockingEngine
    from amdchat.session.spec import ModelSpec

    greedy = {"temperature": 0.0, "max_tokens": 16, "seed": 7}
    with BlockingEngine() as session:
        loaded = session.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        assert (loaded["template"], loaded["template_problem"]) == ("gemma", "")
        assert {"<eos>", "<end_of_turn>"} <= set(loaded["stop"])
        done = session.chat([{"role": "system", "content": "Be brief."},
                             {"role": "user", "content": "Name a colour."}], greedy)
        assert done["reply"].strip(), "the model must not reply with nothing"
        assert done["stats"]["template_problem"] == ""
        # With another format chosen, <end_of_turn> can only come from the vocabulary.
        loaded = session.load(ModelSpec(model_path, backend="cpu", n_ctx=512,
                                        chat_template="chatml"))
        assert loaded["template"] == "chatml"
        assert loaded["stop"][:2] == ["<end_of_turn>", "<eos>"]
        assert "<|im_end|>" in loaded["stop"]
