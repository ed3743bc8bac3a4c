"""A conversation's own system prompt and generation parameters, and saved presets.

A conversation starts with the app's settings (Settings > Chat) and may set its
own system prompt and any of PARAMETERS; what it does not set follows the app's
settings. A preset is a named set of parameters the user saved to reuse in other
conversations; choosing one copies its values into the conversation, so editing
or deleting the preset later never changes a conversation already written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, cast

from amdchat.config import Settings, option
from amdchat.reasoning.formats import THINK_CHOICES
from amdchat.sampling import NAMES, Sampling

PARAMETERS = (*NAMES, "context_length")  # the sampling ones and the context length


def clean_parameters(raw: object) -> dict[str, Any]:
    """Only known parameters, each of its type and in its bounds; the rest dropped
    (a value written by hand, or by a later amdchat, must never break a request)."""
    if not isinstance(raw, dict):
        return {}
    values: dict[str, Any] = {}
    for name in PARAMETERS:
        if name in raw:
            try:
                values[name] = option(name).coerce(raw[name])
            except ValueError:
                continue
    return values


def parameters_from_json(text: str | None) -> dict[str, Any]:
    try:
        return clean_parameters(json.loads(text or "{}"))
    except (ValueError, RecursionError):
        return {}


THINK_KEY = "think"  # kept beside the parameters in the conversation's JSON, not in presets


def think_from_json(text: str | None) -> str:
    """The conversation's think setting ("" : the model's default; anything unknown too)."""
    try:
        raw = json.loads(text or "{}")
    except (ValueError, RecursionError):
        return ""
    think = raw.get(THINK_KEY, "") if isinstance(raw, dict) else ""
    return think if isinstance(think, str) and think in THINK_CHOICES else ""


@dataclass
class ChatSettings:
    """``system_prompt`` None: the app's; ``preset``: the name of the preset chosen
    last ('' none); ``parameters``: the conversation's own values; ``think``: how much a
    thinking model may think (amdchat.reasoning.formats.THINK_CHOICES, "": its default)."""

    system_prompt: str | None = None
    preset: str = ""
    parameters: dict[str, Any] = field(default_factory=dict)
    think: str = ""

    def parameters_json(self) -> str:
        """What the conversation's parameters column holds: the parameters and think."""
        return json.dumps({**self.parameters, THINK_KEY: self.think} if self.think
                          else self.parameters)

    def effective_system_prompt(self, settings: Settings) -> str:
        return settings["system_prompt"] if self.system_prompt is None else self.system_prompt

    def value(self, name: str, settings: Settings) -> Any:
        return self.parameters.get(name, settings[name])

    def sampling(self, settings: Settings) -> Sampling:
        """What goes with the conversation's generate requests."""
        return cast(Sampling, {name: self.value(name, settings) for name in NAMES})

    def context_length(self, settings: Settings) -> int | None:
        """The chat's own context length, else the Settings' (None: automatic)."""
        if "context_length" in self.parameters:
            return int(self.parameters["context_length"])
        return None if settings["context_auto"] else int(settings["context_length"])

    def with_preset(self, preset: Preset) -> ChatSettings:
        return ChatSettings(self.system_prompt, preset.name, dict(preset.parameters),
                            self.think)

    def differs_from(self, preset: Preset) -> bool:
        return self.parameters != preset.parameters


@dataclass(frozen=True)
class Preset:
    name: str
    parameters: dict[str, Any]
