"""Settings, declared once: name, type, default, bounds and a description.

The file is JSON with a schema version, written atomically (temp file then
rename). A file that cannot be read gives the defaults, and the broken file is
kept beside it as ``settings.json.corrupt-<time>`` so nothing is lost; the
reason is kept in ``Settings.load_problem`` for the UI to show.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from amdchat.atomic import keep_aside, write_json
from amdchat.engine.protocol import Sampling
from amdchat.i18n import tr_noop

SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Option:
    name: str
    kind: type
    default: Any
    doc: str
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()

    def coerce(self, value: Any) -> Any:
        """Return ``value`` as this option's type, or raise ValueError."""
        if self.kind is bool:
            if not isinstance(value, bool):
                raise ValueError(f"{self.name}: expected true or false, got {value!r}")
            return value
        if self.kind in (int, float):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{self.name}: expected a number, got {value!r}")
            if self.kind is int and float(value) != int(value):
                raise ValueError(f"{self.name}: expected a whole number, got {value!r}")
            number = self.kind(value)
            if self.minimum is not None and number < self.minimum:
                raise ValueError(f"{self.name}: {number} is below the minimum {self.minimum}")
            if self.maximum is not None and number > self.maximum:
                raise ValueError(f"{self.name}: {number} is above the maximum {self.maximum}")
            return number
        if not isinstance(value, str):
            raise ValueError(f"{self.name}: expected text, got {value!r}")
        if self.choices and value not in self.choices:
            raise ValueError(f"{self.name}: {value!r} is not one of {', '.join(self.choices)}")
        return value


CHAT_TEMPLATES = ("auto", "gemma", "llama3", "chatml", "mistral", "phi3")
BACKENDS = ("auto", "vulkan", "rocm", "cpu")

OPTIONS: tuple[Option, ...] = (
    Option("last_model", str, "",
           tr_noop("settings", "Path of the last model loaded; loaded again at start.")),
    Option("load_last_model_on_start", bool, True,
           tr_noop("settings", "Load the last model when the app starts.")),
    Option("backend", str, "auto",
           tr_noop("settings", "Inference backend: auto, vulkan, rocm or cpu."), choices=BACKENDS),
    Option("gpu_device", int, -1,
           tr_noop("settings", "Which GPU the backend uses, by its index (-1: the backend's own "
                               "choice)."), minimum=-1, maximum=63),
    Option("gpu_layers", int, -1,
           tr_noop("settings", "Layers to offload to the GPU (-1: as many as fit the GPU's free "
                               "memory)."), minimum=-1, maximum=10_000),
    Option("context_length", int, 4096, tr_noop("settings", "Context window in tokens."),
           minimum=256, maximum=1_048_576),
    Option("temperature", float, 0.7, tr_noop("settings", "Sampling temperature (0: greedy)."),
           minimum=0.0, maximum=5.0),
    Option("top_p", float, 0.95,
           tr_noop("settings", "Nucleus sampling: keep tokens up to this probability mass."),
           minimum=0.0, maximum=1.0),
    Option("top_k", int, 40, tr_noop("settings", "Keep only the k most likely tokens (0: off)."),
           minimum=0, maximum=100_000),
    Option("min_p", float, 0.05,
           tr_noop("settings", "Drop tokens below this fraction of the top probability."),
           minimum=0.0, maximum=1.0),
    Option("repeat_penalty", float, 1.1,
           tr_noop("settings", "Penalty for repeating recent tokens (1: off)."),
           minimum=0.0, maximum=5.0),
    Option("max_tokens", int, 1024, tr_noop("settings", "Longest reply in tokens."),
           minimum=1, maximum=1_048_576),
    Option("seed", int, -1, tr_noop("settings", "Random seed (-1: a new one each reply)."),
           minimum=-1, maximum=2**31 - 1),
    Option("system_prompt", str, "",
           tr_noop("settings", "Instructions placed before every conversation.")),
    Option("chat_template", str, "auto",
           tr_noop("settings", "Prompt format: auto uses the model's own template, else one by "
                               "architecture."), choices=CHAT_TEMPLATES),
    Option("models_dir", str, "",
           tr_noop("settings", "Folder for downloaded models (empty: the app's data folder).")),
    Option("hf_token", str, "",
           tr_noop("settings", "Hugging Face access token, for gated or private repos (never "
                               "logged).")),
)

_BY_NAME = {option.name: option for option in OPTIONS}


def option(name: str) -> Option:
    return _BY_NAME[name]


def _migrate(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring an older file up to SCHEMA_VERSION. Version 1 is the first."""
    return raw


@dataclass
class Settings:
    """The user's settings, backed by one JSON file."""

    path: Path
    values: dict[str, Any] = field(default_factory=dict)
    load_problem: str = ""

    @classmethod
    def load(cls, path: Path) -> Settings:
        settings = cls(path=path, values={o.name: o.default for o in OPTIONS})
        if not path.exists():
            return settings
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("the file does not hold a JSON object")
            version = raw.get("version", 1)
            if not isinstance(version, int) or version > SCHEMA_VERSION:
                raise ValueError(f"it was written by a newer amdchat (schema {version})")
            raw = _migrate(raw)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            try:
                backup = keep_aside(path)
                kept = f"The old file was kept as {backup}."
            except OSError:
                kept = "The old file could not be moved aside."
            settings.load_problem = (
                f"The settings file {path} could not be read ({exc}). "
                f"Default settings are in use. {kept}"
            )
            return settings
        bad: list[str] = []
        for name, value in (raw.get("settings") or {}).items():
            if name not in _BY_NAME:
                continue  # an option from another version: ignore, never fail
            try:
                settings.values[name] = _BY_NAME[name].coerce(value)
            except ValueError as exc:
                bad.append(str(exc))
        if bad:
            settings.load_problem = (
                "Some settings were invalid and were reset to their defaults: " + "; ".join(bad)
            )
        return settings

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def set(self, name: str, value: Any) -> None:
        """Validate and set one option (ValueError names it when the value is refused)."""
        self.values[name] = _BY_NAME[name].coerce(value)

    def items(self) -> Iterator[tuple[str, Any]]:
        return iter(self.values.items())

    def save(self) -> None:
        """Write atomically: a crash mid-write leaves the old file intact."""
        write_json(self.path, {"version": SCHEMA_VERSION, "settings": self.values}, indent=2)

    def models_dir(self) -> Path:
        from amdchat import paths

        return Path(self.values["models_dir"]) if self.values["models_dir"] else \
            paths.default_models_dir()

    def sampling(self) -> Sampling:
        """The options that go with every generate request."""
        names = ("temperature", "top_p", "top_k", "min_p", "repeat_penalty", "max_tokens", "seed")
        return cast(Sampling, {name: self.values[name] for name in names})
