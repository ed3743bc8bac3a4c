"""Prompt formats.

The model's own ``tokenizer.chat_template`` (Jinja) wins when present. It is
rendered in the environment that llama-cpp-python's ``Jinja2ChatFormatter``
and Hugging Face transformers give chat templates: an immutable sandbox with
``strftime_now``, ``raise_exception``, transformers' ``tojson``, loop controls
and the ``{% generation %}`` tag. A template that still fails falls back to a
built-in format, and the prompt says why (``RenderedPrompt.problem``).

Base models often ship no template, and llama-cpp-python's fallback then makes
them reply with nothing, so we pick a format by architecture; the user can
override it. The stop strings are the model's own end tokens (EOS, EOT) plus
those of the built-in format in use.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

import jinja2
import jinja2.ext
import jinja2.nodes
import jinja2.parser

from amdchat.engine import bounded_jinja
from amdchat.engine.protocol import Message
from amdchat.i18n import Text, tr_noop


@dataclass(frozen=True)
class RenderedPrompt:
    text: str
    stop: tuple[str, ...]
    template: str  # which format produced it ("model" or a name in FORMATS)
    problem_text: Text | None = None  # why the model's own template was not used

    @property
    def problem(self) -> str:
        return str(self.problem_text) if self.problem_text else ""


def _gemma(messages: Sequence[Message]) -> tuple[str, tuple[str, ...]]:
    # Gemma has no system role: its own template folds it into the first user turn.
    parts: list[str] = []
    system = ""
    for message in messages:
        if message["role"] == "system":
            system = message["content"].strip()
            continue
        role = "model" if message["role"] == "assistant" else "user"
        content = message["content"]
        if system and role == "user":
            content = f"{system}\n\n{content}"
            system = ""
        parts.append(f"<start_of_turn>{role}\n{content}<end_of_turn>\n")
    parts.append("<start_of_turn>model\n")
    return "".join(parts), ("<end_of_turn>", "<start_of_turn>")


def _llama3(messages: Sequence[Message]) -> tuple[str, tuple[str, ...]]:
    parts = []
    for message in messages:
        parts.append(f"<|start_header_id|>{message['role']}<|end_header_id|>\n\n"
                     f"{message['content']}<|eot_id|>")
    parts.append("<|start_header_id|>assistant<|end_header_id|>\n\n")
    return "".join(parts), ("<|eot_id|>", "<|end_of_text|>")


def _chatml(messages: Sequence[Message]) -> tuple[str, tuple[str, ...]]:
    parts = [f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages]
    parts.append("<|im_start|>assistant\n")
    return "".join(parts), ("<|im_end|>", "<|im_start|>")


def _mistral(messages: Sequence[Message]) -> tuple[str, tuple[str, ...]]:
    parts: list[str] = []
    system = ""
    for message in messages:
        if message["role"] == "system":
            system = message["content"].strip()
        elif message["role"] == "user":
            content = f"{system}\n\n{message['content']}" if system else message["content"]
            system = ""
            parts.append(f"[INST] {content} [/INST]")
        else:
            parts.append(f" {message['content']}</s>")
    return "".join(parts), ("</s>", "[INST]")


def _phi3(messages: Sequence[Message]) -> tuple[str, tuple[str, ...]]:
    parts = [f"<|{m['role']}|>\n{m['content']}<|end|>\n" for m in messages]
    parts.append("<|assistant|>\n")
    return "".join(parts), ("<|end|>", "<|endoftext|>")


FORMATS: dict[str, Callable[[Sequence[Message]], tuple[str, tuple[str, ...]]]] = {
    "gemma": _gemma,
    "llama3": _llama3,
    "chatml": _chatml,
    "mistral": _mistral,
    "phi3": _phi3,
}

# general.architecture -> format, for models without their own template
_BY_ARCHITECTURE = {
    "gemma": "gemma", "gemma2": "gemma", "gemma3": "gemma", "gemma3n": "gemma",
    "llama": "llama3", "llama4": "llama3",
    "qwen": "chatml", "qwen2": "chatml", "qwen2moe": "chatml", "qwen3": "chatml",
    "qwen3moe": "chatml", "internlm2": "chatml", "yi": "chatml", "olmo2": "chatml",
    "smollm3": "chatml", "granite": "chatml",
    "mistral": "mistral", "mistral3": "mistral",
    "phi3": "phi3", "phi4": "phi3",
}

# Markers in a model's own template that name its format better than the
# architecture does (Mistral 7B and the DeepSeek distills say "llama").
_BY_MARKER: tuple[tuple[tuple[str, ...], str], ...] = (
    (("<start_of_turn>",), "gemma"),
    (("<|start_header_id|>",), "llama3"),
    (("[INST]",), "mistral"),
    (("<|im_start|>",), "chatml"),
    (("<|assistant|>", "<|end|>"), "phi3"),
)


def format_for_architecture(architecture: str) -> str:
    """The format to use for a model with no template of its own (chatml if unknown)."""
    return _BY_ARCHITECTURE.get(architecture, "chatml")


def format_for_model(architecture: str, jinja_template: str = "") -> str:
    """The built-in format closest to the model's own: by the turn markers its
    template uses, else by its architecture."""
    for markers, name in _BY_MARKER:
        if all(marker in jinja_template for marker in markers):
            return name
    return format_for_architecture(architecture)


def render(messages: Sequence[Message], template: str, *, architecture: str,
           jinja_template: str = "", bos_token: str = "", eos_token: str = "",
           eot_token: str = "", variables: Mapping[str, Any] | None = None,
           tools: Sequence[dict[str, Any]] | None = None) -> RenderedPrompt:
    """Render ``messages`` with ``template`` ("auto" or a name from FORMATS).

    ``eos_token`` and ``eot_token`` are the texts of the model's end-of-sequence
    and end-of-turn tokens; they become stop strings. With "auto", the model's
    own ``jinja_template`` is used when it renders; when it fails, the built-in
    format closest to it is used and ``problem`` says what went wrong. ``variables``
    go to the model's own template (``enable_thinking``, ``reasoning_effort``), and so
    do ``tools`` (OpenAI's definitions), which it lists its way.
    """
    end_tokens = tuple(dict.fromkeys(t for t in (eot_token, eos_token) if t))
    problem, unfinished = "", False
    if template == "auto" and jinja_template:
        try:
            text = _render_own(messages, jinja_template, bos_token, eos_token,
                               variables or {}, tools)
        except Exception as exc:  # any failure of the model's template: fall back, say why
            problem = _describe(exc)
            unfinished = isinstance(exc, bounded_jinja.TemplateTooCostly)
        else:
            if text.strip():
                return RenderedPrompt(text, end_tokens or _guess_stop(jinja_template, architecture),
                                      "model")
            problem = "it rendered an empty prompt"
    name = template if template in FORMATS else format_for_model(architecture, jinja_template)
    text, stop = FORMATS[name](messages)
    problem_text = None
    if problem:
        end = "" if problem.endswith((".", "!", "?")) else "."
        sentence = tr_noop(
            "messages", "This model's chat template failed: {error} amdchat uses the {name} "
            "format instead; pick another in Settings > Chat template.")
        if unfinished:
            sentence = tr_noop(
                "messages", "This model's chat template did not finish: {error} amdchat uses "
                "the {name} format instead; pick another in Settings > Chat template.")
        problem_text = Text("messages", sentence, {"error": problem + end, "name": name})
    return RenderedPrompt(text, tuple(dict.fromkeys(end_tokens + stop)), name, problem_text)


def _render_own(messages: Sequence[Message], source: str, bos_token: str, eos_token: str,
                variables: Mapping[str, Any], tools: Sequence[dict[str, Any]] | None = None
                ) -> str:
    """The model's own template. Many (Gemma 2, Mistral 7B v0.2) refuse a system turn:
    then the system prompt goes at the head of the first user turn, as Gemma 3's own
    template does, rather than losing the model's format."""
    try:
        return render_jinja(messages, source, bos_token=bos_token, eos_token=eos_token,
                            variables=variables, tools=tools)
    except (jinja2.TemplateError, ValueError):  # raise_exception: a ValueError, as llama.cpp's
        folded = _fold_system(messages)
        if folded is None:
            raise
        return render_jinja(folded, source, bos_token=bos_token, eos_token=eos_token,
                            variables=variables, tools=tools)


def _fold_system(messages: Sequence[Message]) -> list[Message] | None:
    if not messages or messages[0]["role"] != "system" or len(messages) < 2 \
            or messages[1]["role"] != "user":
        return None
    system, first, *rest = messages
    return [{"role": "user", "content": f"{system['content']}\n\n{first['content']}"}, *rest]


def _guess_stop(jinja_template: str, architecture: str) -> tuple[str, ...]:
    """Stop strings for a model whose vocabulary names no end token: its format's."""
    return FORMATS[format_for_model(architecture, jinja_template)]([])[1]


def _describe(exc: Exception) -> str:
    text = str(exc).strip()
    if isinstance(exc, bounded_jinja.TemplateTooCostly):
        return text
    if isinstance(exc, jinja2.TemplateSyntaxError) and exc.lineno:
        text = f"{text.rstrip('.')} (line {exc.lineno})"
    if not text or not isinstance(exc, jinja2.TemplateError):
        text = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return text


# -- the models' own templates --------------------------------------------------
# The environment matches llama-cpp-python's Jinja2ChatFormatter (0.3.36), which
# follows transformers' chat-template environment: the same sandbox, options,
# extensions, filters and variables, so a template renders here as it does there.

class _GenerationTag(jinja2.ext.Extension):
    """``{% generation %}...{% endgeneration %}``: transformers marks the assistant's
    tokens with it for training masks; for rendering it is a plain block."""

    tags = {"generation"}  # noqa: RUF012 (jinja2.ext.Extension declares it so)

    def parse(self, parser: jinja2.parser.Parser) -> list[jinja2.nodes.Node]:
        next(parser.stream)  # the tag's name
        return parser.parse_statements(("name:endgeneration",), drop_needle=True)


def _tojson(value: Any, ensure_ascii: bool = False, indent: int | None = None,
            separators: tuple[str, str] | None = None, sort_keys: bool = False) -> str:
    """transformers' ``tojson``: unlike Jinja's own, it keeps non-ASCII text and
    does not escape HTML characters, and it takes json.dumps' options."""
    return json.dumps(value, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                      sort_keys=sort_keys)


def _strftime_now(format_: str) -> str:
    return datetime.now().strftime(format_)


def _raise_exception(message: str) -> None:
    raise jinja2.TemplateError(message)


@lru_cache(maxsize=8)
def _compile(source: str) -> jinja2.Template:
    env = bounded_jinja.BoundedSandbox(
        loader=jinja2.BaseLoader(), trim_blocks=True, lstrip_blocks=True,
        extensions=[_GenerationTag, jinja2.ext.loopcontrols])
    env.filters["tojson"] = _tojson
    env.bound_filters()
    return env.from_string(source)


def render_jinja(messages: Sequence[Message], source: str, *, bos_token: str = "",
                 eos_token: str = "", add_generation_prompt: bool = True,
                 variables: Mapping[str, Any] | None = None,
                 tools: Sequence[dict[str, Any]] | None = None) -> str:
    """Render a model's own chat template, bounded in time and size (bounded_jinja);
    raises what the template raises, or TemplateTooCostly. ``variables``: more of the
    template's inputs (``enable_thinking``); they never replace the ones set here."""
    inputs = dict(
        messages=[dict(m) for m in messages], eos_token=eos_token, bos_token=bos_token,
        raise_exception=_raise_exception, add_generation_prompt=add_generation_prompt,
        functions=None, function_call=None, tools=list(tools) if tools else None,
        tool_choice=None, strftime_now=_strftime_now)
    return bounded_jinja.render(_compile(source), {**(variables or {}), **inputs})
