"""The worker's half of reasoning: a reply's text told apart into reasoning and answer
as it streams (amdchat.reasoning does the parsing), with its figures, and what the
prompt and the sampler must know of it."""

from __future__ import annotations

import contextlib
import functools
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, cast

from amdchat.engine.protocol import Message
from amdchat.reasoning.formats import Format, ReasoningStyle, opens_in_reasoning
from amdchat.reasoning.splitter import Split, Splitter

# harmony closes each message with these mid-reply: never a stop string there
_HARMONY_INNER = ("<|end|>", "<|start|>", "<|channel|>", "<|message|>")


class ReasoningStream:
    """Feed each streamed piece with the count of tokens decoded so far. The reasoning's
    tokens are those generated before the answer began (its markers included); its
    time runs from the first token to the answer's first."""

    def __init__(self, fmt: Format, prompt: str) -> None:
        self.splitter = Splitter(fmt, opens_in_reasoning(fmt, prompt))
        self.reasoning: list[str] = []
        self.answer: list[str] = []
        self.reasoning_tokens = 0
        self.reasoning_ms = 0.0
        self._first_at: float | None = None

    def feed(self, text: str, decoded: Callable[[], int]) -> Split:
        if self._first_at is None:
            self._first_at = time.perf_counter()
        return self._keep(self.splitter.feed(text), decoded)

    def finish(self, decoded: Callable[[], int]) -> Split:
        return self._keep(self.splitter.finish(), decoded)

    def _keep(self, split: Split, decoded: Callable[[], int]) -> Split:
        if split.reasoning:
            self.reasoning.append(split.reasoning)
        if split.answer and not self.answer:
            self._answer_began(decoded)
        if split.answer:
            self.answer.append(split.answer)
        return split

    def _answer_began(self, decoded: Callable[[], int]) -> None:
        if self.reasoning:
            self.reasoning_tokens = decoded()
            self.reasoning_ms = round((time.perf_counter() - (self._first_at or 0)) * 1000, 1)

    def close_reasoning(self, generated: int) -> None:
        """A reply that never reached its answer (cut while thinking): all of it was."""
        if self.reasoning and not self.answer:
            self.reasoning_tokens = generated
            if self._first_at is not None:
                self.reasoning_ms = round((time.perf_counter() - self._first_at) * 1000, 1)


def messages_for_template(messages: Sequence[Message], template_source: str) -> list[Message]:
    """Earlier replies' reasoning goes to the template only when it reads the field
    itself (Qwen3's decides which turns keep it); otherwise the model sees the answers."""
    if "reasoning_content" in template_source:
        return list(messages)
    # only the reasoning goes: a message's other fields (tool calls, images) stay
    return [cast(Message, {k: v for k, v in m.items() if k != "reasoning_content"})
            for m in messages]


def stop_strings(style: ReasoningStyle, stop: Sequence[str]) -> list[str]:
    if style.format is not Format.HARMONY:
        return list(stop)
    return [s for s in stop if s not in _HARMONY_INNER]


@contextlib.contextmanager
def special_tokens_as_text(llm: Any, on: bool) -> Iterator[None]:
    """llama-cpp-python's completion drops control tokens from its text; gpt-oss's
    channels and Magistral's [THINK] are such tokens. While ``on``, the reply's text
    keeps them so the splitter can see where the reasoning ends."""
    if not on:
        yield
        return
    llm.detokenize = functools.partial(type(llm).detokenize, llm, special=True)
    try:
        yield
    finally:
        del llm.detokenize
