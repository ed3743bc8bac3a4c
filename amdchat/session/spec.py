"""What the user asked to run (ModelSpec), from the Settings or the command line, and
the notices the session gives about it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.engine.load_params import LoadParams, load_params
from amdchat.i18n import Text, tr_noop
from amdchat.library import projector_for
from amdchat.model_memory import ModelMemory
from amdchat.plan.budget import MARGIN
from amdchat.plan.placement import Offload

AUTO_CONTEXT = "auto"  # what the command line and the chat say for an automatic context

if TYPE_CHECKING:
    from amdchat.config import Settings


@dataclass(frozen=True)
class ModelSpec:
    """What the user asked to run; the session decides the rest."""

    path: Path
    backend: str = "auto"  # "auto" | "vulkan" | "rocm" | "cpu"
    n_ctx: int | None = 4096  # None: automatic, the session's plan decides
    offload: Offload = field(default_factory=Offload)  # the session plans "auto" itself
    chat_template: str = "auto"
    gpu_device: int = -1
    flash_attn: bool = False
    kv_type: str = "f16"  # "f16" | "q8_0" | "q4_0"
    swa_full: bool = False
    threads: int = 0  # 0: automatic (amdchat.engine.thread_count)
    margin_bytes: int = MARGIN  # kept free on the GPU
    vram_free_gib: float | None = None  # plan for this much free GPU memory (--vram-free)
    small_bar_workaround: bool = True  # Vulkan's workaround when Resizable BAR is off
    # remote rpc-servers ("host:port") whose devices take layers too (amdchat.plan.
    # remote_split); their worker adds them before any model (engine.rpc_client)
    rpc_servers: tuple[str, ...] = ()
    mmproj: Path | None = None  # the vision projector loaded with it (library.projector_for)
    # the model's memory by layer, when the caller has read the header already (off the
    # GUI thread); else the session reads it
    memory: ModelMemory | None = field(default=None, compare=False, repr=False)

    def params(self, backend_kind: str, n_ctx: int | None = None) -> LoadParams:
        """The llama.cpp parameters of the user's own choice on that backend (the session
        replaces the offload by its plan's); ``n_ctx`` where the spec's is automatic."""
        context = self.n_ctx if self.n_ctx is not None else n_ctx
        if context is None:
            raise ValueError("an automatic context needs the plan's length "
                             "(amdchat.session.placing.start_context)")
        layers, cpu_moe = -1, 0
        if self.offload.mode == "layers":
            layers = self.offload.layers
        elif self.offload.mode == "experts":
            cpu_moe = self.offload.cpu_moe
        return load_params(context, layers, backend_kind, kv_type=self.kv_type,
                           flash_attn=self.flash_attn, swa_full=self.swa_full,
                           n_cpu_moe=cpu_moe, mmproj=str(self.mmproj or ""))


def margin_from(settings: Settings, mib: int | None = None) -> int:
    """The bytes kept free on the GPU: ``mib`` (a command line's), else the Settings'."""
    return int(settings["gpu_margin_mib"] if mib is None else mib) * 2**20


def offload_from(settings: Settings, mode: str | None = None, layers: int | None = None,
                 cpu_moe: int | None = None) -> Offload:
    """The offload a command line asks for, the user's Settings where it says nothing.
    ``layers`` alone means that many layers (-1: automatic, as ``--gpu-layers -1`` always
    meant); ``cpu_moe`` alone, the experts of that many layers in system RAM."""
    if mode is None:
        if layers is not None:
            mode = "auto" if layers < 0 else "layers"
        elif cpu_moe is not None:
            mode = "experts"
        else:
            mode = settings["gpu_offload"]
    return Offload(mode, max(layers if layers is not None else settings["gpu_layers"], 0),
                   max(cpu_moe if cpu_moe is not None else settings["cpu_moe_layers"], 0))


def spec_from_settings(path: Path, settings: Settings, **overrides: Any) -> ModelSpec:
    """The ModelSpec the user's Settings ask for (the app, ``chat``, ``serve`` and the
    doctor load alike); ``overrides`` (command-line options, the chat's own context
    length) win where they are not None; ``n_ctx="auto"`` asks for an automatic context
    whatever the Settings say."""
    fields: dict[str, Any] = {
        "backend": settings["backend"], "n_ctx": _context_wanted(settings),
        "offload": offload_from(settings),
        "chat_template": settings["chat_template"],
        "gpu_device": settings["gpu_device"], "kv_type": settings["kv_cache_type"],
        "flash_attn": settings["flash_attention"], "swa_full": settings["swa_full"],
        "margin_bytes": margin_from(settings),
        "threads": settings["threads"],
        "small_bar_workaround": settings["vulkan_small_bar_workaround"],
        "rpc_servers": tuple(settings["rpc_servers"]),
        "mmproj": projector_for(path)}
    fields.update({k: v for k, v in overrides.items() if v is not None})
    if fields["n_ctx"] == AUTO_CONTEXT:
        fields["n_ctx"] = None
    return ModelSpec(path=path, **fields)


def _context_wanted(settings: Settings) -> int | None:
    """As amdchat.config.context_wanted (the session reads the Settings only as a mapping)."""
    return None if settings["context_auto"] else int(settings["context_length"])


@dataclass(frozen=True)
class Notice:
    """Something the user should know that is not an error."""

    kind: str  # "cpu_fallback" | "rocm" | "small_bar" | "device" (loaded on another GPU)
    text: Text


def no_gpu_notice(backend: str, loaded: Mapping[str, Any]) -> Notice | None:
    """A GPU backend the user named that runs on the CPU (no usable GPU, or a driver
    that emulates one on the CPU): said, never silent (the window says it in red)."""
    placement = loaded.get("placement") or {}
    if backend not in ("vulkan", "rocm") or placement.get("runs_on") != "cpu":
        return None
    return Notice("no_gpu", Text("messages", tr_noop(
        "messages", "The {backend} backend found no usable GPU: the model runs on the CPU, "
        "slower than with the CPU backend. Check the GPU driver, or use the CPU backend."),
        {"backend": backend}))


def cpu_fallback_notice(backend: str) -> Notice:
    return Notice("cpu_fallback", Text("messages", tr_noop(
        "messages", "The {backend} backend found no usable GPU, so amdchat uses the CPU "
        "backend instead (faster than {backend} without a GPU). If this computer has a GPU, "
        "check its driver: the Diagnostics page says what is missing."), {"backend": backend}))
