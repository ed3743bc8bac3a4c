"""Prompt formats.

The model's own ``tokenizer.chat_template`` (Jinja) wins when present. Base
models often ship none, and llama-cpp-python's fallback then makes them reply
with nothing, so we pick a format by architecture; the user can override it.
Each format renders the whole conversation and says which strings end a turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypedDict


class Message(TypedDict):
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True)
class RenderedPrompt:
    text: str
    stop: tuple[str, ...]
    template: str  # which format produced it, for the engine status


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


def format_for_architecture(architecture: str) -> str:
    """The format to use for a model with no template of its own (chatml if unknown)."""
    return _BY_ARCHITECTURE.get(architecture, "chatml")


def render(messages: Sequence[Message], template: str, *, architecture: str,
           jinja_template: str = "", bos_token: str = "", eos_token: str = "") -> RenderedPrompt:
    """Render ``messages`` with ``template`` ("auto" or a name from FORMATS)."""
    if template == "auto" and jinja_template:
        return _render_jinja(messages, jinja_template, bos_token, eos_token)
    name = template if template in FORMATS else format_for_architecture(architecture)
    text, stop = FORMATS[name](messages)
    return RenderedPrompt(text, stop, name)


def _render_jinja(messages: Sequence[Message], source: str, bos: str, eos: str) -> RenderedPrompt:
    import jinja2
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    def raise_exception(message: str) -> None:
        raise jinja2.TemplateError(message)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        loader=jinja2.BaseLoader())
    text = env.from_string(source).render(
        messages=list(messages), bos_token=bos, eos_token=eos,
        add_generation_prompt=True, raise_exception=raise_exception)
    stop = (eos,) if eos else ()
    return RenderedPrompt(text, stop, "model")
