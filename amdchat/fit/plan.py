"""What a fit check checks against, and with which parameters: one answer for the
command line and the Models page.

A GPU backend with a GPU of known free memory: the GPU's budget, every layer
offered to it. The CPU backend, or no such GPU: system RAM (the app then runs
the model on the CPU backend), n_gpu_layers 0. The params come from
amdchat.engine.load_params with the user's KV type, flash attention and
swa_full, as the load will.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from amdchat.config import context_wanted
from amdchat.engine.load_params import LoadParams, load_params
from amdchat.fit.estimate import Budget
from amdchat.fit.report import FitReport, gpu_report, ram_budget, ram_report
from amdchat.model_memory import ModelMemory
from amdchat.plan.budget import MARGIN
from amdchat.plan.placement import AUTO_CONTEXT_CAP, Offload, automatic_context_start
from amdchat.plan.sides import Memory, estimated_sides, measured_sides, with_projector


@dataclass(frozen=True)
class FitPlan:
    params: LoadParams
    budget: Budget
    on_gpu: bool
    backend: str  # the backend a dry run (and the load) uses
    offload: Offload = field(default_factory=Offload)  # the user's GPU offload choice
    ram_bytes: int | None = None  # system RAM for what stays on the host (margin taken off)
    auto_context: bool = False  # the context is the plan's to choose
    # a vision projector downloaded with the model (the Models page): its bytes count too
    projector_bytes: int = 0

    @property
    def device_name(self) -> str:
        return self.budget.gpu_name if self.on_gpu else ""

    def params_for(self, memory: ModelMemory | None) -> LoadParams:
        """The parameters a dry run of that model measures: on an automatic context, at
        the longest the plan tries (AUTO_CONTEXT_CAP where the model is not known yet)."""
        if not self.auto_context:
            return self.params
        start = AUTO_CONTEXT_CAP if memory is None else automatic_context_start(memory)
        return dataclasses.replace(self.params, n_ctx=start)


def make_plan(n_ctx: int | None, backend: str, gpu_budget: Budget | None,
              ram_available: int | None, *, kv_type: str = "f16", flash_attn: bool = False,
              swa_full: bool = False, offload: Offload | None = None) -> FitPlan | None:
    """None: neither a GPU nor the system's memory is known, so nothing to check against.
    ``n_ctx`` None: automatic (see FitPlan.params_for)."""
    budget = None if backend == "cpu" else gpu_budget
    on_gpu = budget is not None
    if budget is None:
        budget = ram_budget(ram_available)
    if budget is None:
        return None
    chosen = backend if on_gpu else "cpu"
    params = load_params(n_ctx or AUTO_CONTEXT_CAP, -1, chosen, kv_type=kv_type,
                         flash_attn=flash_attn, swa_full=swa_full)
    ram = ram_budget(ram_available)
    return FitPlan(params, budget, on_gpu, chosen, offload or Offload(),
                   ram_bytes=ram.free_bytes if ram is not None else None,
                   auto_context=n_ctx is None)


@dataclass(frozen=True)
class LoadChoices:
    """The user's choices that change a fit, read once on the caller's thread."""

    kv_type: str = "f16"
    flash_attn: bool = False
    swa_full: bool = False
    offload: Offload = field(default_factory=Offload)
    # Settings > Network's remote GPUs, which every load uses, and the GPU margin kept
    # free on each device (the split places by free memory less it)
    rpc_servers: tuple[str, ...] = ()
    margin_bytes: int = MARGIN

    @classmethod
    def from_settings(cls, settings: Any) -> LoadChoices:
        from amdchat.session.spec import margin_from

        return cls(settings["kv_cache_type"], settings["flash_attention"], settings["swa_full"],
                   offload_from_settings(settings), tuple(settings["rpc_servers"]),
                   margin_from(settings))


def offload_from_settings(settings: Any) -> Offload:
    return Offload(settings["gpu_offload"], settings["gpu_layers"], settings["cpu_moe_layers"])


def quick_report(memory: ModelMemory, n_ctx: int | None, budget: Budget,
                 choices: LoadChoices, backend: str = "vulkan") -> FitReport:
    """The verdict shown at once (the picker, the start page): the same plan as the Models
    page and the load, from the header's formulas (no dry run), with the user's KV type,
    flash attention and offload; ``n_ctx`` None: automatic. With remote GPUs in the
    Settings, the split over them as the Models page makes it, by each server's last
    known offer (never asked here: this may run on the GUI thread)."""
    start = automatic_context_start(memory) if n_ctx is None else n_ctx
    params = load_params(start, -1, backend, kv_type=choices.kv_type,
                         flash_attn=choices.flash_attn, swa_full=choices.swa_full)
    gpu, host = estimated_sides(memory, params)
    report = gpu_report(memory, params, budget, gpu, host, "estimate", choices.offload,
                        automatic=n_ctx is None)
    if not choices.rpc_servers:
        return report
    from amdchat.fit.remote_fit import with_remote
    from amdchat.fit.remote_servers import known_states

    plan = FitPlan(params, budget, True, backend, choices.offload)
    return with_remote(report, memory, plan, known_states(choices.rpc_servers),
                       choices.margin_bytes)


def plan_from_settings(settings: Any, gpu_budget: Budget | None, ram_available: int | None
                       ) -> FitPlan | None:
    return make_plan(context_wanted(settings), settings["backend"], gpu_budget,
                     ram_available, kv_type=settings["kv_cache_type"],
                     flash_attn=settings["flash_attention"], swa_full=settings["swa_full"],
                     offload=offload_from_settings(settings))


def measured_on_the_device(event: dict[str, Any], plan: FitPlan) -> bool:
    """Did the dry run put anything on a GPU? A GPU backend that found no usable device
    falls back to the CPU: its figures then say nothing about the GPU."""
    if not plan.on_gpu:
        return True
    from amdchat.engine.placement import host_device

    buffers = event.get("buffers") or {}
    devices = set(buffers) | set(event.get("compute_mib") or {})
    return any(host_device(name) != "CPU" for name in devices)


def fit_report(memory: ModelMemory, plan: FitPlan, event: dict[str, Any] | None = None
               ) -> FitReport:
    """The verdict: measured when ``event`` (a dry run's) measured this device, else
    estimated."""
    plan = dataclasses.replace(plan, params=plan.params_for(memory))
    if event is not None and measured_on_the_device(event, plan):
        gpu, host = measured_sides(event, memory, plan.params)
        source = "dry_run"
    else:
        gpu, host = estimated_sides(memory, plan.params)
        source = "estimate"
    if plan.projector_bytes and not plan.params.mmproj:
        gpu, host = with_projector((gpu, host), plan.params, plan.projector_bytes)
    report = _verdict(memory, plan, gpu, host, source)
    if report.verdict in ("full", "experts") or plan.params.type_k != "f16":
        return report
    return _with_q8_suggestion(memory, plan, report)


def _verdict(memory: ModelMemory, plan: FitPlan, gpu: Memory, host: Memory,
             source: str) -> FitReport:
    if plan.on_gpu:
        return gpu_report(memory, plan.params, plan.budget, gpu, host, source, plan.offload,
                          plan.ram_bytes, plan.auto_context)
    return ram_report(memory, plan.params, plan.budget, host, source, plan.auto_context)


def _with_q8_suggestion(memory: ModelMemory, plan: FitPlan, report: FitReport) -> FitReport:
    """Would a q8_0 KV cache (with flash attention, so V is quantized too) make it fit?
    Estimated: the KV figures scaled to q8_0's 34 bytes per 32 values."""
    scale = (34 / 32) / 2
    q8 = dataclasses.replace(plan.params, type_k="q8_0", type_v="q8_0", flash_attn=True)
    gpu = dataclasses.replace(report.gpu, kv_bytes=int(report.gpu.kv_bytes * scale))
    host = dataclasses.replace(report.host, kv_bytes=int(report.host.kv_bytes * scale))
    alternative = _verdict(memory, dataclasses.replace(plan, params=q8), gpu, host, "estimate")
    if alternative.verdict != "full":
        return report
    message = (f"{report.message}. With a q8_0 KV cache and flash attention it would fit "
               f"(--kv-type q8_0 --flash-attn on, or Settings)")
    return dataclasses.replace(report, message=message, suggestion={
        "kv_type": "q8_0", "flash_attn": True, "max_context": alternative.max_context})
