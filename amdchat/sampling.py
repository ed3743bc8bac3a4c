"""How a reply is sampled: the parameters of every generate request, and their defaults.

Declared once, low in the package order: the settings take their defaults from
``DEFAULTS`` (amdchat.config), a conversation's own values and presets cover
``NAMES`` (amdchat.chats), the worker fills what a request leaves out from
``DEFAULTS`` (amdchat.engine.worker), and the API lays a client's values over
the settings' (amdchat.api).
"""

from __future__ import annotations

from typing import Final, TypedDict


class Sampling(TypedDict, total=False):
    max_tokens: int  # <= 0: until the context is full (the OpenAI API's default)
    temperature: float
    top_p: float
    top_k: int
    min_p: float
    repeat_penalty: float
    seed: int  # -1: a fresh one per reply
    stop: list[str]  # the caller's stop strings, beside the template's own


DEFAULTS: Final[Sampling] = {
    "temperature": 0.7,
    "top_p": 0.95,
    "top_k": 40,
    "min_p": 0.05,
    "repeat_penalty": 1.1,
    "max_tokens": 1024,
    "seed": -1,
}
NAMES: Final = tuple(DEFAULTS)  # the settings that go with every generate request
