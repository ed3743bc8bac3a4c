"""Command-line options that stand in for a setting (``--backend``, ``--ctx``...).

Their type, choices, default and help come from the setting's declaration in
amdchat.config.OPTIONS, so a new backend or KV cache type reaches the command line the
day it is declared, and the two cannot drift apart. Left out, such an option is None and
the user's Settings apply (or, for a command that does not read them, the declared
default).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from amdchat import config

if TYPE_CHECKING:
    from amdchat.config import Settings

ON_OFF = ("on", "off")  # how a true/false setting is given on the command line
AUTO_CONTEXT = "auto"  # --ctx auto (amdchat.session.spec.AUTO_CONTEXT says the same)

# Each flag that stands in for a setting, and that setting: one flag means one thing in
# every command that has it.
SETTING_FLAGS: dict[str, str] = {
    "--backend": "backend",
    "--gpu-device": "gpu_device",
    "--gpu-offload": "gpu_offload",
    "--gpu-layers": "gpu_layers",
    "--cpu-moe": "cpu_moe_layers",
    "--gpu-margin": "gpu_margin_mib",
    "--ctx": "context_length",
    "--kv-type": "kv_cache_type",
    "--flash-attn": "flash_attention",
    "--swa-full": "swa_full",
    "--template": "chat_template",
    "--max-tokens": "max_tokens",
    "--seed": "seed",
    "--temperature": "temperature",
    "--port": "api_port",
    "--api-key": "api_key",
}


def dest(flag: str) -> str:
    """The attribute of the parsed arguments that holds ``flag`` (argparse's own rule)."""
    return flag.removeprefix("--").replace("-", "_")


def argument_type(declared: config.Option) -> dict[str, Any]:
    """The ``type``/``choices`` of argparse that take what ``declared`` takes."""
    if declared.kind is bool:
        return {"choices": ON_OFF}
    if declared.choices:
        return {"choices": declared.choices}
    if declared.kind in (int, float, str):
        return {"type": declared.kind}
    raise ValueError(f"{declared.name}: a {declared.kind.__name__} setting has no flag")


def shown(value: Any) -> str:
    """A setting's value as the command line writes it."""
    if isinstance(value, bool):
        return ON_OFF[0] if value else ON_OFF[1]
    return str(value)


def _default_text(declared: config.Option, settings_apply: bool) -> str:
    """What the help says about the default: "Settings, initially auto", or "-1"."""
    initially = shown(declared.default)
    if not settings_apply:
        return initially
    return f"Settings, initially {initially}" if initially else "Settings"


def add_setting_option(parser: argparse.ArgumentParser, flag: str, help_text: str = "", *,
                       settings_apply: bool = True, default_text: str = "") -> argparse.Action:
    """Add ``flag`` as its setting declares it. Left out, it is None when
    ``settings_apply`` (the caller reads the user's Settings), else the declared default.
    ``help_text`` replaces the setting's description where a command means something
    narrower; ``default_text`` what the help says about the default."""
    declared = config.option(SETTING_FLAGS[flag])
    kind = argument_type(declared)
    if flag == "--ctx":  # a number of tokens, or automatic (the context_auto setting)
        kind = {"type": context_argument, "metavar": "N|auto"}
        help_text = help_text or "context window in tokens, or auto: the longest that fits"
        default_text = default_text or ("Settings, initially auto" if settings_apply
                                        else shown(declared.default))
    default_text = default_text or _default_text(declared, settings_apply)
    text = f"{(help_text or declared.doc).rstrip('.')} (default: {default_text})"
    return parser.add_argument(
        flag, dest=dest(flag), default=None if settings_apply else declared.default,
        help=text.replace("%", "%%"), **kind)


def context_argument(text: str) -> int | str:
    """--ctx N or --ctx auto."""
    if text == AUTO_CONTEXT:
        return text
    try:
        return int(config.option("context_length").coerce(int(text)))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give a number of tokens (256 to 1048576) or auto") from exc


def context_option(args: argparse.Namespace, settings: Settings) -> int | None:
    """The context --ctx asks for (None: automatic); left out, the Settings'."""
    value = getattr(args, "ctx", None)
    if value is None:
        return config.context_wanted(settings)
    return None if value == AUTO_CONTEXT else int(value)


def setting_value(args: argparse.Namespace, flag: str, settings: Settings) -> Any:
    """What ``flag`` asks for, as the setting's type (on/off: True/False); when it was
    left out, the user's setting."""
    value = getattr(args, dest(flag))
    name = SETTING_FLAGS[flag]
    if value is None:
        return settings[name]
    return value == ON_OFF[0] if config.option(name).kind is bool else value


# The flags that say what goes to the GPU, in every command that loads or judges a model.
OFFLOAD_FLAGS = ("--gpu-offload", "--gpu-layers", "--cpu-moe", "--gpu-margin")


def within_bounds(name: str) -> Callable[[str], Any]:
    """An argparse type that takes what setting ``name`` takes, bounds included."""
    def parse(text: str) -> Any:
        try:
            return config.option(name).coerce(float(text) if "." in text else int(text))
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc).partition(": ")[2] or str(exc)) from exc
    parse.setting = name  # type: ignore[attr-defined]  # which declaration it applies
    return parse


def free_gib(text: str) -> float:
    """--vram-free: a finite number of GiB, not negative."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"expected GiB of free GPU memory (0 or more), "
                                         f"got {text!r}")
    return value


def add_offload_options(parser: argparse.ArgumentParser) -> None:
    """--gpu-offload, --gpu-layers, --cpu-moe, --gpu-margin and --vram-free. The new ones
    take only what their setting takes; --gpu-layers still takes -1 (automatic), as it
    always did."""
    for flag in OFFLOAD_FLAGS:
        action = add_setting_option(parser, flag)
        if flag in ("--cpu-moe", "--gpu-margin"):
            action.type = within_bounds(SETTING_FLAGS[flag])
    parser.add_argument("--vram-free", type=free_gib, dest="vram_free", metavar="GIB",
                        help="plan for this much free GPU memory instead of the GPU's own "
                             "reading (memory kept for a game, a test's budget)")
    parser.add_argument("--rpc", type=rpc_servers, metavar="HOST:PORT[,HOST:PORT...]",
                        help="also place layers on these computers' GPUs (each running "
                             "'amdchat share' or llama.cpp's rpc-server of the same "
                             "version), by their free memory, instead of Settings > "
                             "Network's list; '' for this computer only; see docs/rpc.md")
    parser.add_argument("--no-rpc", action="store_const", const=(), dest="rpc",
                        help="this computer only: no remote GPUs, not even Settings' ones")


def rpc_servers(text: str) -> tuple[str, ...]:
    """--rpc: a comma-separated list of host:port, each written as llama.cpp wants it."""
    from amdchat.engine.rpc_probe import MAX_SERVERS, RpcProblem, endpoint_text, parse_endpoint

    found: list[str] = []
    if not text.strip():  # --rpc '': this computer only, whatever the Settings say
        return ()
    for part in (p for p in text.split(",") if p.strip()):
        try:
            found.append(endpoint_text(*parse_endpoint(part)))
        except RpcProblem as exc:
            raise argparse.ArgumentTypeError(str(exc)) from exc
    if not found:
        raise argparse.ArgumentTypeError("expected HOST:PORT[,HOST:PORT...]")
    unique = tuple(dict.fromkeys(found))
    if len(unique) > MAX_SERVERS:  # each is probed at once, by a thread of its own
        raise argparse.ArgumentTypeError(
            f"{len(unique)} servers: amdchat uses at most {MAX_SERVERS} (llama.cpp's "
            "GGML_RPC_MAX_SERVERS, and Settings > Network's limit)")
    return unique


def spec_overrides(args: argparse.Namespace, settings: Settings) -> dict[str, Any]:
    """The ModelSpec fields the offload options set (for spec_from_settings)."""
    from amdchat.session.spec import offload_from

    return {"offload": offload_from(settings, getattr(args, "gpu_offload", None),
                                    getattr(args, "gpu_layers", None),
                                    getattr(args, "cpu_moe", None)),
            "margin_bytes": margin_bytes(args, settings),
            "vram_free_gib": getattr(args, "vram_free", None),
            "rpc_servers": getattr(args, "rpc", None)}


def margin_bytes(args: argparse.Namespace, settings: Settings) -> int:
    from amdchat.session.spec import margin_from

    return margin_from(settings, getattr(args, "gpu_margin", None))
