"""What the user asked to run (ModelSpec), from the Settings or the command line, and
the notices the session gives about it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.engine.load_params import LoadParams, load_params
from amdchat.i18n import Text, tr_noop

if TYPE_CHECKING:
    from amdchat.config import Settings


@dataclass(frozen=True)
class ModelSpec:
    """What the user asked to run; the session decides the rest."""

    path: Path
    backend: str = "auto"  # "auto" | "vulkan" | "rocm" | "cpu"
    n_ctx: int = 4096
    n_gpu_layers: int = -1  # -1: all (the caller may have computed how many fit)
    chat_template: str = "auto"
    gpu_device: int = -1
    flash_attn: bool = False
    kv_type: str = "f16"  # "f16" | "q8_0" | "q4_0"
    swa_full: bool = False
    n_cpu_moe: int = 0  # the experts of this many layers stay in system RAM

    def params(self, backend_kind: str) -> LoadParams:
        """The llama.cpp parameters this spec loads with on that backend."""
        return load_params(self.n_ctx, self.n_gpu_layers, backend_kind, kv_type=self.kv_type,
                           flash_attn=self.flash_attn, swa_full=self.swa_full,
                           n_cpu_moe=self.n_cpu_moe)


def spec_from_settings(path: Path, settings: Settings, **overrides: Any) -> ModelSpec:
    """The ModelSpec the user's Settings ask for (the app, ``chat``, ``serve`` and the
    doctor load alike); ``overrides`` (command-line options, the chat's own context
    length) win where they are not None."""
    fields: dict[str, Any] = {
        "backend": settings["backend"], "n_ctx": settings["context_length"],
        "n_gpu_layers": settings["gpu_layers"], "chat_template": settings["chat_template"],
        "gpu_device": settings["gpu_device"], "kv_type": settings["kv_cache_type"],
        "flash_attn": settings["flash_attention"], "swa_full": settings["swa_full"]}
    fields.update({k: v for k, v in overrides.items() if v is not None})
    return ModelSpec(path=path, **fields)


@dataclass(frozen=True)
class Notice:
    """Something the user should know that is not an error."""

    kind: str  # "cpu_fallback" | "rocm"
    text: Text


def cpu_fallback_notice(backend: str) -> Notice:
    return Notice("cpu_fallback", Text("messages", tr_noop(
        "messages", "The {backend} backend found no usable GPU, so amdchat uses the CPU "
        "backend instead (faster than {backend} without a GPU). Check the GPU driver, or "
        "pick a GPU in Settings > GPU device."), {"backend": backend}))
