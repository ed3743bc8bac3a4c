"""Which reasoning format a model writes, and which switch turns its thinking down.

Read from the model's own chat template, the way llama.cpp's common/chat.cpp tells its
formats apart: gpt-oss's harmony template is the one that speaks of ``<|channel|>``;
Magistral's writes its thoughts between ``[THINK]`` and ``[/THINK]``, Gemma 4's in a
``<|channel>thought ... <channel|>`` block; Qwen3, the
DeepSeek-R1 distills, QwQ and GLM between ``<think>`` and ``</think>``. Whether a reply
begins inside its thinking is read from the rendered prompt: a DeepSeek-R1 template
opens ``<think>`` in the generation prompt itself, and a Qwen3 one told not to think
closes an empty ``<think></think>`` there.

The switch is a template variable: Qwen3's, GLM's and DeepSeek's ``enable_thinking``
(on/off), gpt-oss's ``reasoning_effort`` (low/medium/high).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Format(StrEnum):
    NONE = "none"  # the model does not think in a way we know
    THINK_TAGS = "think"  # <think>...</think>
    HARMONY = "harmony"  # <|channel|>analysis<|message|>...<|end|>
    THINK_BRACKETS = "think_brackets"  # [THINK]...[/THINK]
    THOUGHT_CHANNEL = "thought_channel"  # <|channel>thought...<channel|> (Gemma 4)


class Switch(StrEnum):
    NONE = "none"  # the template offers no way to turn thinking down
    ENABLE_THINKING = "enable_thinking"  # on / off
    REASONING_EFFORT = "reasoning_effort"  # low / medium / high


THINK_DEFAULT = ""  # the template's own default
THINK_ON, THINK_OFF = "on", "off"
EFFORTS = ("low", "medium", "high")
THINK_CHOICES = (THINK_DEFAULT, THINK_ON, THINK_OFF, *EFFORTS)

# the markers each format opens and closes its reasoning with
TAGS: dict[Format, tuple[str, str]] = {
    Format.THINK_TAGS: ("<think>", "</think>"),
    Format.THINK_BRACKETS: ("[THINK]", "[/THINK]"),
    Format.THOUGHT_CHANNEL: ("<|channel>thought", "<channel|>"),
}
# formats whose markers are control tokens: the reply's text must show them
CONTROL_MARKERS = (Format.HARMONY, Format.THINK_BRACKETS, Format.THOUGHT_CHANNEL)


@dataclass(frozen=True)
class ReasoningStyle:
    """How a model thinks (its format) and how it is told to think less (its switch)."""

    format: Format = Format.NONE
    switch: Switch = Switch.NONE

    @property
    def choices(self) -> tuple[str, ...]:
        """The values of the chat's think setting this model takes ("" first: its own)."""
        if self.switch is Switch.ENABLE_THINKING:
            return (THINK_DEFAULT, THINK_ON, THINK_OFF)
        if self.switch is Switch.REASONING_EFFORT:
            return (THINK_DEFAULT, *EFFORTS)
        return ()

    def template_variables(self, think: str) -> dict[str, Any]:
        """The variables the template renders with for the chat's ``think`` setting.
        ``enable_thinking`` is always given to a template that reads it (true unless the
        chat said off), as llama-server does: some templates (DeepSeek-R1's, Gemma 4's)
        treat it missing as off."""
        if self.switch is Switch.ENABLE_THINKING:
            return {"enable_thinking": think != THINK_OFF}
        if self.switch is Switch.REASONING_EFFORT and think in EFFORTS:
            return {"reasoning_effort": think}
        return {}

    def as_dict(self) -> dict[str, str]:
        return {"format": self.format.value, "switch": self.switch.value}

    @classmethod
    def from_dict(cls, raw: object) -> ReasoningStyle:
        """From as_dict's form; anything unknown reads as no reasoning."""
        if not isinstance(raw, dict):
            return cls()
        try:
            return cls(Format(raw.get("format", "none")), Switch(raw.get("switch", "none")))
        except ValueError:
            return cls()


def style_for_template(source: str) -> ReasoningStyle:
    """The reasoning format and switch a chat template's source shows ("" : none)."""
    if "<|channel|>" in source:
        fmt = Format.HARMONY
    elif "<|channel>thought" in source:
        fmt = Format.THOUGHT_CHANNEL
    elif "[THINK]" in source:
        fmt = Format.THINK_BRACKETS
    elif "<think>" in source or "</think>" in source:
        fmt = Format.THINK_TAGS
    else:
        fmt = Format.NONE
    switch = Switch.NONE
    if fmt is not Format.NONE:
        if "enable_thinking" in source:
            switch = Switch.ENABLE_THINKING
        elif "reasoning_effort" in source:
            switch = Switch.REASONING_EFFORT
    return ReasoningStyle(fmt, switch)


def opens_in_reasoning(fmt: Format, prompt: str) -> bool:
    """Does the rendered prompt end inside an opened think tag, so that the model's
    output begins with its reasoning (DeepSeek-R1's ``<｜Assistant｜><think>\\n``)?"""
    tags = TAGS.get(fmt)
    return tags is not None and prompt.rstrip().endswith(tags[0])
