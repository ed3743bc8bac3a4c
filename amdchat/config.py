"""Settings, declared once: name, type, default, bounds and a description.

The file is JSON with a schema version, written atomically (temp file then
rename). Every part of it is checked: a file that cannot be read or has the
wrong shape gives the defaults; a value that is refused (wrong type, out of
bounds, not finite) gives that option's default. Either way the file as it was
is kept beside it as ``settings.json.corrupt-<time>`` so nothing is lost, the
reason is kept in ``Settings.load_problem``, and it is noted (amdchat.unseen)
so the app tells the user even when a command-line run found it.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from amdchat import unseen
from amdchat.atomic import keep_aside, read_state_text, write_json
from amdchat.i18n import tr_noop
from amdchat.kv_cache import KV_TYPES
from amdchat.offload_modes import OFFLOAD_MODES
from amdchat.sampling import DEFAULTS, NAMES, Sampling

SCHEMA_VERSION = 3
OLD_CONTEXT_DEFAULT = 4096  # context_length's default before context_auto (version 2)


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
        if self.kind is list:
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{self.name}: expected a list of text, got {_short(value)}")
            if self.maximum is not None and len(value) > self.maximum:
                raise ValueError(f"{self.name}: more than {self.maximum:g} entries")
            return list(value)
        if self.kind in (int, float):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValueError(f"{self.name}: expected a number, got {_short(value)}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ValueError(f"{self.name}: expected a finite number, got {value!r}")
            if isinstance(value, int) and abs(value) > 2**63:
                raise ValueError(f"{self.name}: {_short(value)} is out of range")
            if self.kind is int and not float(value).is_integer():
                raise ValueError(f"{self.name}: expected a whole number, got {value!r}")
            number = self.kind(value)
            if self.minimum is not None and number < self.minimum:
                raise ValueError(f"{self.name}: {number} is below the minimum {self.minimum}")
            if self.maximum is not None and number > self.maximum:
                raise ValueError(f"{self.name}: {number} is above the maximum {self.maximum}")
            return number
        if not isinstance(value, str):
            raise ValueError(f"{self.name}: expected text, got {_short(value)}")
        if self.choices and value not in self.choices:
            raise ValueError(f"{self.name}: {_short(value)} is not one of "
                             f"{', '.join(self.choices)}")
        return value


def _short(value: Any) -> str:
    """A refused value, quoted in a message: never a screenful (a huge number, a long list)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # int repr over 4300 digits, deep nesting
        text = f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


CHAT_TEMPLATES = ("auto", "gemma", "llama3", "chatml", "mistral", "phi3")
BACKENDS = ("auto", "vulkan", "rocm", "cpu")
THEMES = ("system", "light", "dark")
LANGUAGES = ("system", "en", "ja", "ru")
RECENT_MODELS = 8  # the model files remembered as opened lately

OPTIONS: tuple[Option, ...] = (
    Option("last_model", str, "",
           tr_noop("settings", "Path of the last model loaded; loaded again at start.")),
    Option("recent_models", list, [],
           tr_noop("settings", "Model files opened lately, newest first, so that one opened "
                               "from outside the models folder can be chosen again."),
           maximum=RECENT_MODELS),
    # the remote server chosen last (its key is in the system keyring, never here)
    Option("remote_url", str, "",
           tr_noop("settings", "Base URL of the remote OpenAI-compatible server chosen last.")),
    Option("remote_model", str, "",
           tr_noop("settings", "The model chosen last on the remote server.")),
    Option("load_last_model_on_start", bool, True,
           tr_noop("settings", "Load the last model when the app starts.")),
    Option("backend", str, "auto",
           tr_noop("settings", "Inference backend: auto, vulkan, rocm or cpu."), choices=BACKENDS),
    Option("offer_backend_comparison", bool, True,
           tr_noop("settings", "On the first load of a kind of model on a GPU that runs both "
                               "Vulkan and ROCm, offer to measure which is faster (about 20 "
                               "seconds); \"auto\" then uses the faster one.")),
    Option("gpu_device", int, -1,
           tr_noop("settings", "Which GPU the backend uses, by its index (-1: the backend's own "
                               "choice)."), minimum=-1, maximum=63),
    Option("gpu_offload", str, "auto",
           tr_noop("settings", "What goes to the GPU: auto (as much as fits: every layer, else "
                               "a mixture-of-experts model's experts of some layers in system "
                               "RAM, else fewer layers), all, a number of layers, or the "
                               "experts of a number of layers in system RAM."),
           choices=OFFLOAD_MODES),
    Option("gpu_layers", int, 0,
           tr_noop("settings", "With GPU offload on layers: how many layers go to the GPU (the "
                               "last ones)."), minimum=0, maximum=10_000),
    Option("cpu_moe_layers", int, 0,
           tr_noop("settings", "With GPU offload on experts: the experts of this many layers "
                               "stay in system RAM (llama.cpp's --n-cpu-moe)."),
           minimum=0, maximum=10_000),
    Option("gpu_margin_mib", int, 1024,
           tr_noop("settings", "Memory kept free on the GPU, in MiB, for the desktop and other "
                               "programs (llama.cpp keeps 1024)."), minimum=0, maximum=65_536),
    Option("context_auto", bool, True,
           tr_noop("settings", "Context length automatic: the longest that fits with the "
                               "model on the GPU (up to 32768 tokens or the model's own "
                               "length, down to 4096), as llama.cpp's --fit does.")),
    Option("context_length", int, 4096,
           tr_noop("settings", "Context window in tokens, when not automatic."),
           minimum=256, maximum=1_048_576),
    Option("kv_cache_type", str, "f16",
           tr_noop("settings", "KV cache type: f16, or q8_0 / q4_0 to fit a longer context "
                               "(V is quantized only with flash attention)."),
           choices=KV_TYPES),
    Option("flash_attention", bool, False,
           tr_noop("settings", "Flash attention: less compute memory, and needed to quantize "
                               "the V cache.")),
    Option("fit_dry_run", bool, True,
           tr_noop("settings", "Measure each quantization's fit with a llama.cpp dry run of "
                               "its header (a second or two each, remembered), after the "
                               "first estimate: on the Models page and in amdchat fit.")),
    Option("swa_full", bool, False,
           tr_noop("settings", "Full-size cache for sliding-window layers (Gemma 2/3 and "
                               "others): much more memory, so that going back further than "
                               "the window keeps the cached prompt.")),
    Option("vulkan_small_bar_workaround", bool, True,
           tr_noop("settings", "When a card's Resizable BAR is off, run Vulkan with "
                               "GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1, which gives back most "
                               "of the speed lost.")),
    Option("threads", int, 0,
           tr_noop("settings", "CPU threads for the model's work on the CPU (0: automatic, "
                               "the physical performance cores, fewer if a measurement at "
                               "load finds fewer faster)."), minimum=0, maximum=1024),
    Option("temperature", float, DEFAULTS["temperature"],
           tr_noop("settings", "Sampling temperature (0: greedy)."),
           minimum=0.0, maximum=5.0),
    Option("top_p", float, DEFAULTS["top_p"],
           tr_noop("settings", "Nucleus sampling: keep tokens up to this probability mass."),
           minimum=0.0, maximum=1.0),
    Option("top_k", int, DEFAULTS["top_k"],
           tr_noop("settings", "Keep only the k most likely tokens (0: off)."),
           minimum=0, maximum=100_000),
    Option("min_p", float, DEFAULTS["min_p"],
           tr_noop("settings", "Drop tokens below this fraction of the top probability."),
           minimum=0.0, maximum=1.0),
    Option("repeat_penalty", float, DEFAULTS["repeat_penalty"],
           tr_noop("settings", "Penalty for repeating recent tokens (1: off)."),
           minimum=0.0, maximum=5.0),
    Option("max_tokens", int, DEFAULTS["max_tokens"],
           tr_noop("settings", "Longest reply in tokens."),
           minimum=1, maximum=1_048_576),
    Option("seed", int, DEFAULTS["seed"],
           tr_noop("settings", "Random seed (-1: a new one each reply)."),
           minimum=-1, maximum=2**31 - 1),
    Option("system_prompt", str, "",
           tr_noop("settings", "Instructions placed before every conversation.")),
    Option("chat_template", str, "auto",
           tr_noop("settings", "Prompt format: auto uses the model's own template, else one by "
                               "architecture."), choices=CHAT_TEMPLATES),
    Option("models_dir", str, "",
           tr_noop("settings", "Folder for downloaded models (empty: the app's data folder).")),
    Option("theme", str, "system",
           tr_noop("settings", "Colours: system (follow the system), light or dark."),
           choices=THEMES),
    Option("hf_token", str, "",
           tr_noop("settings", "Hugging Face access token, for gated or private repos (never "
                               "logged).")),
    Option("api_server", bool, False,
           tr_noop("settings", "Serve the loaded model to other programs through an "
                               "OpenAI-compatible API.")),
    Option("rpc_servers", list, [],
           tr_noop("settings", "Other computers whose GPUs take layers of the model too "
                               "(host:port of an 'amdchat share' or rpc-server of the same "
                               "llama.cpp), placed by their free memory."), maximum=16),
    Option("share_host", str, "127.0.0.1",
           tr_noop("settings", "Address that sharing this computer's GPU listens on "
                               "(127.0.0.1: this computer only, for an SSH tunnel; the "
                               "RPC protocol has no password and no encryption).")),
    Option("share_port", int, 50052, tr_noop("settings", "Port that sharing listens on."),
           minimum=1, maximum=65535),
    Option("api_port", int, 8642, tr_noop("settings", "Port of the local API server."),
           minimum=1, maximum=65535),
    Option("api_listen_network", bool, False,
           tr_noop("settings", "Let other computers on the network use the API (needs an API "
                               "key).")),
    Option("api_key", str, "",
           tr_noop("settings", "Key that API clients must send (Authorization: Bearer KEY); "
                               "empty: none, on this computer only.")),
    Option("api_cors", bool, False,
           tr_noop("settings", "Allow web pages in a browser to call the API (CORS).")),
    Option("api_fetch_images", bool, False,
           tr_noop("settings", "Let API clients send images as http(s) links, which amdchat "
                               "then downloads (at most 20 MB, 10 s); off: data URLs only.")),
    Option("language", str, "system",
           tr_noop("settings", "Language of the app: system (the desktop's language), en "
                               "(English), ja (Japanese) or ru (Russian). Applied at the next "
                               "start."), choices=LANGUAGES),
)

_BY_NAME = {option.name: option for option in OPTIONS}


def option(name: str) -> Option:
    return _BY_NAME[name]


def stored_value(path: Path, name: str) -> Any:
    """Option ``name`` as the settings file at ``path`` holds it, read without changing
    anything (no file kept aside, nothing noted): its default when the file or the value
    cannot be used. For what is needed before the settings load proper (the language)."""
    chosen = _BY_NAME[name]
    try:
        stored = _read(path)
        return chosen.coerce(stored[name]) if name in stored else chosen.default
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return chosen.default


def _fresh(default: Any) -> Any:
    """A default to keep: a list is copied, so no settings share (or change) the option's."""
    return list(default) if isinstance(default, list) else default


def context_wanted(settings: Settings) -> int | None:
    """The context length the Settings ask for; None: automatic (the plan decides)."""
    return None if settings["context_auto"] else int(settings["context_length"])


def _migrate(raw: dict[str, Any]) -> dict[str, Any]:
    """Bring an older file up to SCHEMA_VERSION. Version 1 is the first."""
    if raw.get("version", 1) < 2:
        raw = _v1_to_v2(raw)
    if raw.get("version", 1) < 3:
        raw = _v2_to_v3(raw)
    return raw


def _v1_to_v2(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 1 said "-1: as many layers as fit" in gpu_layers; version 2 has gpu_offload.
    A number of layers that version 1 took (7, 7.0) stays the user's own; anything else
    (-1, one it refused) means automatic."""
    stored = raw.get("settings", {})
    if isinstance(stored, dict) and "gpu_layers" in stored and "gpu_offload" not in stored:
        try:
            layers = _BY_NAME["gpu_layers"].coerce(stored["gpu_layers"])
        except ValueError:
            layers = -1
        if layers >= 0:
            stored = {**stored, "gpu_offload": "layers", "gpu_layers": layers}
        else:
            stored = {k: v for k, v in stored.items() if k != "gpu_layers"}
    return {**raw, "settings": stored, "version": 2}


def _v2_to_v3(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 3 has context_auto (on by default): a context length the user changed from
    the old default stays theirs; the old default itself becomes automatic."""
    stored = raw.get("settings")
    if isinstance(stored, dict) and "context_auto" not in stored:
        length = stored.get("context_length", OLD_CONTEXT_DEFAULT)
        stored = {**stored, "context_auto": length == OLD_CONTEXT_DEFAULT}
    return {**raw, "settings": stored, "version": 3}


def _read(path: Path) -> dict[str, Any]:
    """The stored options, or ValueError saying what is wrong with the file's shape."""
    raw = json.loads(read_state_text(path))
    if not isinstance(raw, dict):
        raise ValueError("the file does not hold a JSON object")
    version = raw.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"its version {_short(version)} is not a schema version")
    if version > SCHEMA_VERSION:
        raise ValueError(f"it was written by a newer amdchat (schema {version})")
    raw = _migrate(raw)
    stored = raw.get("settings", {})
    if not isinstance(stored, dict):
        raise ValueError(f"'settings' should be an object of options, not {_short(stored)}")
    return stored


def _kept(path: Path) -> str:
    try:
        return f"The old file was kept as {keep_aside(path)}."
    except OSError:
        return "The old file could not be moved aside."


@dataclass
class Settings:
    """The user's settings, backed by one JSON file."""

    path: Path
    values: dict[str, Any] = field(default_factory=dict)
    load_problem: str = ""

    @classmethod
    def load(cls, path: Path) -> Settings:
        settings = cls(path=path, values={o.name: _fresh(o.default) for o in OPTIONS})
        if not path.exists():
            return settings
        try:
            stored = _read(path)
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            settings.load_problem = (f"The settings file {path} could not be read ({exc}). "
                                     f"Default settings are in use. {_kept(path)}")
            unseen.record(path.parent, settings.load_problem)
            return settings
        bad: list[str] = []
        for name, value in stored.items():
            if name not in _BY_NAME:
                continue  # an option from another version: ignore, never fail
            try:
                settings.values[name] = _BY_NAME[name].coerce(value)
            except ValueError as exc:
                bad.append(str(exc))
        if bad:
            kept = _kept(path)
            with contextlib.suppress(OSError):
                settings.save()  # the good values stay; the file as it was is kept aside
            settings.load_problem = ("Some settings were invalid and were reset to their "
                                     f"defaults: {'; '.join(bad)}. {kept}")
            unseen.record(path.parent, settings.load_problem)
        return settings

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def set(self, name: str, value: Any) -> None:
        """Validate and set one option (ValueError names it when the value is refused)."""
        self.values[name] = _BY_NAME[name].coerce(value)

    def remember_model(self, path: Path) -> None:
        """``path`` was loaded: it heads the recent models (each once, the oldest and
        those no longer on disk dropped)."""
        wanted = str(path)
        recent = [wanted] + [p for p in self.values["recent_models"]
                             if p != wanted and Path(p).is_file()]
        self.values["recent_models"] = recent[:RECENT_MODELS]

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
        return cast(Sampling, {name: self.values[name] for name in NAMES})
