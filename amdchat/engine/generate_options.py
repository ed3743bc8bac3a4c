"""A generate request's API options in the worker: tools given to the template (or,
for a template that takes none, described in a system turn), the grammar that
forces JSON or a call, the penalties, the log-probabilities asked for.

The tool-call format is the model's own template's (amdchat.toolcalls.families); the
reply's text is read back into calls by the API, which learns the format from the
first token event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from amdchat.engine import grammar, templates
from amdchat.engine.protocol import GenerateOptions, GenerateRequest
from amdchat.toolcalls import plain
from amdchat.toolcalls.families import Family, detect

if TYPE_CHECKING:
    from amdchat.engine.worker import Worker

# formats whose markers are special tokens: without them the reply cannot be read back
_SPECIAL_MARKERS = (Family.HARMONY, Family.MISTRAL)


def _options(request: GenerateRequest) -> GenerateOptions:
    return request.get("options") or {}


def _tools_in_play(options: GenerateOptions) -> list[dict[str, Any]]:
    if options.get("tool_choice") == "none":
        return []
    return list(options.get("tools") or [])


def family(worker: Worker, request: GenerateRequest) -> Family | None:
    """The format the reply's calls come in; None when the request has no tools."""
    if not _tools_in_play(_options(request)) or "prompt" in request:
        return None
    model = worker.model
    assert model is not None
    if model.chat_template != "auto" or not model.jinja:
        return Family.PLAIN
    return detect(model.jinja)


def _has_tool_turns(messages: list[templates.Message]) -> bool:
    return any(m["role"] == "tool" or m.get("tool_calls") for m in messages)


def render(worker: Worker, request: GenerateRequest, messages: list[templates.Message]
           ) -> templates.RenderedPrompt:
    """The prompt, with the request's tools where the template puts them."""
    tools = _tools_in_play(_options(request))
    think = request.get("think", "")  # the chat's think setting (amdchat.reasoning)
    if not tools and not _has_tool_turns(messages):
        return worker.render(messages, think)
    model = worker.model
    assert model is not None
    # a template whose format we read back gets the tools; another is told of them in
    # a system turn and asked for plain JSON, which we read back
    if model.chat_template == "auto" and detect(model.jinja) != Family.PLAIN:
        rendered = worker.render(plain.for_template(messages), think, tools=tools)  # type: ignore[arg-type]
        if rendered.template == "model":
            return rendered
    return worker.render(plain.as_plain(messages, tools), think)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Prepared:
    """What the sampling loop takes from the options."""

    family: Family | None
    grammar: Any  # a LlamaGrammar, or None
    special: bool  # detokenize special tokens (the format's markers are special)
    penalties: dict[str, float]
    logprobs: int | None  # None: not asked


def prepare(worker: Worker, request: GenerateRequest) -> Prepared:
    """Raises grammar.GrammarRefused when the grammar asked for cannot be made."""
    options = _options(request)
    chosen = family(worker, request)
    spec = options.get("grammar")
    made = None
    if spec is not None:
        from llama_cpp import LlamaGrammar

        text = grammar.build(spec, _tools_in_play(options), chosen or Family.PLAIN)
        grammar.check(worker.llm._model.vocab, text)
        made = LlamaGrammar.from_string(text, verbose=False)
    penalties: dict[str, float] = {}
    if "frequency_penalty" in options:
        penalties["frequency_penalty"] = options["frequency_penalty"]
    if "presence_penalty" in options:
        penalties["presence_penalty"] = options["presence_penalty"]
    return Prepared(chosen, made, chosen in _SPECIAL_MARKERS, penalties,
                    options.get("logprobs"))
