"""A thinking model's reply through the real worker: the test model does not think, so it
gets a chat template that opens <think> in the generation prompt (as DeepSeek-R1's does)
and closes it when the chat turns thinking off (as Qwen3's does). Its words then are
reasoning, or answer, by the template alone; the parser sees them token by token."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.engine.reasoning_stream import messages_for_template, stop_strings
from amdchat.reasoning.formats import Format, ReasoningStyle, Switch
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers.templated_model import with_chat_template

THINKING_GEMMA = (
    "{{ bos_token }}{% for m in messages %}<start_of_turn>"
    "{{ 'model' if m.role == 'assistant' else 'user' }}\n{{ m.content }}<end_of_turn>\n"
    "{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n"
    "{% if enable_thinking is defined and enable_thinking is false %}<think>\n\n</think>\n\n"
    "{% else %}<think>\n{% endif %}{% endif %}")
SAMPLING = {"temperature": 0.0, "max_tokens": 16, "seed": 3}
QUESTION = [{"role": "user", "content": "Name three colours of the rainbow."}]


@pytest.fixture(scope="module")
def engine(model_path: Path, tmp_path_factory: pytest.TempPathFactory
           ) -> Iterator[BlockingEngine]:
    path = with_chat_template(model_path, tmp_path_factory.mktemp("think") / "thinking.gguf",
                              THINKING_GEMMA)
    with BlockingEngine() as running:
        running.load(ModelSpec(path, backend="cpu", n_ctx=512))
        yield running


@pytest.mark.slow
def test_the_loaded_model_says_how_it_thinks(engine: BlockingEngine) -> None:
    loaded = engine.session.loaded
    assert loaded is not None
    assert ReasoningStyle.from_dict(loaded.get("reasoning")) == ReasoningStyle(
        Format.THINK_TAGS, Switch.ENABLE_THINKING)


@pytest.mark.slow
def test_a_reply_inside_an_opened_think_tag_streams_as_reasoning(
        engine: BlockingEngine) -> None:
    thought: list[str] = []
    answer: list[str] = []
    done = engine.chat(QUESTION, SAMPLING, on_token=answer.append,
                       on_reasoning=thought.append)
    assert done.get("reasoning", "").strip(), "the words after the open <think> are reasoning"
    assert "".join(thought) == done["reasoning"]
    assert "".join(answer) == done["reply"]
    assert "</think>" not in done["reasoning"] + done["reply"]  # a marker is never text
    stats = done["stats"]
    assert 0 < stats["reasoning_tokens"] <= stats["generated_tokens"]
    assert stats["reasoning_ms"] > 0


@pytest.mark.slow
def test_thinking_turned_off_gives_only_an_answer(engine: BlockingEngine) -> None:
    thought: list[str] = []
    done = engine.chat(QUESTION, SAMPLING, on_reasoning=thought.append, think="off")
    assert done["reply"].strip(), "the model must not reply with nothing"
    assert "reasoning" not in done and not thought
    assert "reasoning_tokens" not in done["stats"]


def test_earlier_reasoning_reaches_only_a_template_that_reads_it() -> None:
    history = [{"role": "user", "content": "Hi"},
               {"role": "assistant", "content": "Hello.", "reasoning_content": "Greet back."}]
    plain = messages_for_template(history, THINKING_GEMMA)  # type: ignore[arg-type]
    assert plain[1] == {"role": "assistant", "content": "Hello."}
    reads = THINKING_GEMMA + "{{ messages[1].reasoning_content }}"
    assert messages_for_template(history, reads)[1]["reasoning_content"] == "Greet back."  # type: ignore[arg-type]


def test_dropping_earlier_reasoning_keeps_the_messages_other_fields() -> None:
    """Only the reasoning is taken out: a tool call, its id or an image part stays."""
    history = [{"role": "assistant", "content": "", "reasoning_content": "Look it up.",
                "tool_calls": [{"id": "c1", "type": "function"}]},
               {"role": "tool", "content": "12 C", "tool_call_id": "c1"}]
    plain = messages_for_template(history, THINKING_GEMMA)  # type: ignore[arg-type]
    assert plain == [{"role": "assistant", "content": "",
                      "tool_calls": [{"id": "c1", "type": "function"}]},
                     {"role": "tool", "content": "12 C", "tool_call_id": "c1"}]


def test_harmony_never_stops_at_the_end_of_its_analysis() -> None:
    harmony = ReasoningStyle(Format.HARMONY, Switch.REASONING_EFFORT)
    assert stop_strings(harmony, ["<|end|>", "<|return|>"]) == ["<|return|>"]
    assert stop_strings(ReasoningStyle(Format.THINK_TAGS), ["<|im_end|>"]) == ["<|im_end|>"]


class Detokenizer:
    """llama_cpp.Llama's detokenize signature: the control tokens only when asked."""

    def detokenize(self, tokens: list[int], prev_tokens: list[int] | None = None,
                   special: bool = False) -> bytes:
        return b"<|channel|>" if special else b""


def test_control_tokens_become_text_only_while_asked() -> None:
    from amdchat.engine.reasoning_stream import special_tokens_as_text

    llm = Detokenizer()
    with special_tokens_as_text(llm, True):
        assert llm.detokenize([1], prev_tokens=[0]) == b"<|channel|>"
    assert llm.detokenize([1]) == b""  # the instance is as it was
    with special_tokens_as_text(llm, False):
        assert llm.detokenize([1]) == b""


def test_no_corpus_template_feeds_an_earlier_replys_reasoning_back() -> None:
    """Qwen3's, GLM-4.6's and Gemma 4's templates read reasoning_content themselves and
    keep it only for a tool-calling turn after the last user message: in a chat, the
    reasoning of earlier replies never reaches the prompt, as for every other template."""
    import json

    from amdchat.engine import templates
    from amdchat.reasoning.formats import style_for_template

    corpus = Path(__file__).parent.parent / "data" / "chat_templates"
    history = [{"role": "user", "content": "Hi"},
               {"role": "assistant", "content": "Hello!",
                "reasoning_content": "EARLIER-THOUGHT: greet back"},
               {"role": "user", "content": "Bye"}]
    reading = 0
    for entry in json.loads((corpus / "sources.json").read_text(encoding="utf-8"))["templates"]:
        source = (corpus / entry["file"]).read_text(encoding="utf-8")
        reading += "reasoning_content" in source
        rendered = templates.render(
            messages_for_template(history, source), "auto",  # type: ignore[arg-type]
            architecture=entry["architecture"], jinja_template=source,
            bos_token=entry["bos"], eos_token=entry["eos"], eot_token=entry["eot"],
            variables=style_for_template(source).template_variables(""))
        assert rendered.template == "model", (entry["file"], rendered.problem)
        assert "Hello!" in rendered.text and "EARLIER-THOUGHT" not in rendered.text, \
            entry["file"]
    assert reading == 3  # the three that read the field were given it, and dropped it
