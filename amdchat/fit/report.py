"""The fit report: the verdict, the figures behind it, and the parameters they assume.

One report answers for the memory the model will really use: the GPU's when
a GPU backend will run it, else system RAM (the CPU backend). Its figures
come from a llama.cpp dry run when there was one ("dry_run"), else from the
header and formulas ("estimate"); its ``params`` are the ones the app loads
with (amdchat.engine.load_params), n_gpu_layers included.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from amdchat.engine.load_params import LoadParams
from amdchat.engine.placement import table_copied_to_gpu
from amdchat.engine.tensor_overrides import expert_layers_in_ram, expert_overrides
from amdchat.fit.estimate import MARGIN, Budget, max_context_full
from amdchat.i18n import Text
from amdchat.model_memory import ModelMemory
from amdchat.plan.placement import (
    CONTEXT_FLOOR,
    Measured,
    Offload,
    PlacementPlan,
    plan_placement,
)
from amdchat.plan.sides import Memory, projector_bytes
from amdchat.plan.words import describe, expected_tps
from amdchat.speed import fit_speed
from amdchat.units import format_gib

if TYPE_CHECKING:
    from amdchat.fit.remote_fit import RemoteFit

CONTEXT_STEP = 256


@dataclass(frozen=True)
class FitReport:
    params: LoadParams
    target: str  # "gpu" | "cpu": the memory the verdict is about
    device: str  # the GPU's name, or "system RAM"
    gpu: Memory
    host: Memory
    verdict: str  # "full" | "partial" (GPU only) | "none"
    gpu_layers: int
    n_layers: int
    budget_bytes: int
    max_context: int
    source: str  # "dry_run" | "estimate"
    message: str
    suggestion: dict[str, Any] | None = None  # settings that would make it fit
    expected_tps: float | None = None  # generation speed the memory allows; None: unknown
    plan: PlacementPlan | None = None  # where each part goes (GPU reports)
    plan_text: Text | None = None  # the plan in words, for the UI to translate
    # the (pattern, device) pairs a load with ``params`` applies for its n_cpu_moe
    tensor_overrides: tuple[tuple[str, str], ...] = ()
    # the split over this computer and Settings' remote GPUs (amdchat.fit.remote_fit)
    remote: RemoteFit | None = None

    def as_json(self) -> dict[str, Any]:
        params = {**self.params.as_dict(),
                  "tensor_overrides": [list(p) for p in self.tensor_overrides]}
        return {"params": params, "target": self.target, "device": self.device,
                "gpu": self.gpu.as_dict(), "host": self.host.as_dict(), "verdict": self.verdict,
                "gpu_layers": self.gpu_layers, "n_layers": self.n_layers,
                "budget_bytes": self.budget_bytes, "max_context": self.max_context,
                "source": self.source, "message": self.message,
                "suggestion": self.suggestion,
                "expected_tps": None if self.expected_tps is None
                else round(self.expected_tps, 1),
                **({"plan": self.plan.as_json()} if self.plan else {}),
                **({"remote_split": self.remote.as_json()} if self.remote else {})}


def ram_budget(available: int | None) -> Budget | None:
    if available is None:
        return None
    return Budget("system RAM", max(available - MARGIN, 0), "MemAvailable")


def gpu_report(memory: ModelMemory, params: LoadParams, budget: Budget, gpu: Memory,
               host: Memory, source: str, offload: Offload | None = None,
               ram_bytes: int | None = None, automatic: bool = False) -> FitReport:
    """The GPU verdict: ``gpu``/``host`` are the figures with every layer offloaded; the
    placement plan (amdchat.plan) decides what goes where, as the load will.
    ``automatic``: the context is the plan's to choose (``params.n_ctx`` its start)."""
    expected_gpu = sum(memory.layer_bytes) + memory.output_bytes
    measured = Measured(params.n_ctx, gpu.kv_bytes + host.kv_bytes, gpu.compute_bytes,
                        host.compute_bytes, max(gpu.weights_bytes - expected_gpu, 0), source,
                        swa_full=params.swa_full)
    plan = plan_placement(memory, measured, budget.free_bytes,
                          n_ctx=None if automatic else params.n_ctx, offload=offload,
                          guessed=budget.guessed, ram_bytes=ram_bytes)
    # a dry run's GPU weights hold the tied output's copy of the embeddings when the GPU
    # took it; the formula's never do, so an estimate assumes the slower host read
    copied = memory.tied_output and table_copied_to_gpu(
        gpu.weights_bytes - projector_bytes(params), expected_gpu, memory.host_only_bytes)
    card = fit_speed.card_bandwidth(budget.gpu_name, budget.pci_slot)
    tps = expected_tps(plan, memory, card.bandwidth_gbs if card else None,
                       fit_speed.kept_cpu_bandwidth(), embeddings_on_gpu=copied)
    max_context = max_context_full(memory, params.n_ctx, budget, gpu.kv_bytes or None,
                                   gpu.compute_bytes, swa_full=params.swa_full)
    text = describe(plan, budget.gpu_name, tps, budget.counted,
                    chosen=plan_offload_chosen(offload))
    layers = -1 if plan.n_gpu_layers > plan.n_layers else plan.n_gpu_layers
    with_experts = {i for i in range(memory.n_layers) if memory.experts_of(i)}
    in_ram = expert_layers_in_ram(plan.n_cpu_moe, layers, memory.n_layers, with_experts)
    loaded = dataclasses.replace(params, n_ctx=plan.n_ctx, n_gpu_layers=layers,
                                 n_cpu_moe=plan.n_cpu_moe)
    return FitReport(loaded, "gpu", budget.gpu_name, gpu, host, _verdict_of(plan),
                     plan.n_gpu_layers, plan.n_layers, budget.free_bytes, max_context,
                     source, str(text), expected_tps=tps, plan=plan, plan_text=text,
                     tensor_overrides=tuple(expert_overrides(in_ram)))


# the plan's verdicts as the fit report has always named them ("experts" is new; "over":
# the user's own choice, or what stays in RAM, does not fit)
_VERDICTS = {"full": "full", "experts": "experts", "layers": "partial", "cpu": "none",
             "unknown": "full"}


def _verdict_of(plan: PlacementPlan) -> str:
    return _VERDICTS[plan.verdict] if plan.fits else "over"


def plan_offload_chosen(offload: Offload | None) -> bool:
    return offload is not None and offload.mode != "auto"


def ram_report(memory: ModelMemory, params: LoadParams, budget: Budget, host: Memory,
               source: str, automatic: bool = False) -> FitReport:
    """The system-RAM verdict for the CPU backend (``host``: its figures at params.n_ctx;
    ``automatic``: that is the longest context tried, shortened to what fits, down to
    CONTEXT_FLOOR, as amdchat.plan.placement.plan_on_cpu does)."""
    per_token = host.kv_bytes / max(params.n_ctx, 1)
    fixed = host.total - host.kv_bytes
    max_context = 0
    if fixed <= budget.free_bytes and per_token > 0:
        tokens = int((budget.free_bytes - fixed) // per_token)
        limit = memory.context_train or tokens
        max_context = min(tokens, limit) // CONTEXT_STEP * CONTEXT_STEP
    if automatic and max_context < params.n_ctx:
        n_ctx = max(max_context, min(CONTEXT_FLOOR, params.n_ctx))
        host = dataclasses.replace(host, kv_bytes=int(per_token * n_ctx))
        params = dataclasses.replace(params, n_ctx=n_ctx)
    needed = host.total
    verdict = "full" if needed <= budget.free_bytes else "none"
    tps = None
    if verdict == "full":
        read = fit_speed.bytes_read(memory, 0, params.n_ctx, host.kv_bytes)
        tps = fit_speed.expected_tps(read, None, fit_speed.kept_cpu_bandwidth())
    return FitReport(params, "cpu", budget.gpu_name, Memory(), host, verdict, 0,
                     memory.n_layers, budget.free_bytes, max_context, source,
                     _ram_message(verdict, needed, budget, params.n_ctx, max_context, tps),
                     expected_tps=tps)


def _ram_message(verdict: str, needed: int, budget: Budget, n_ctx: int,
                 max_context: int, expected_tps: float | None = None) -> str:
    where = (f"system RAM ({format_gib(budget.free_bytes, 1)} available for models, "
             f"1 GiB kept free)")
    if verdict == "full":
        speed = ("" if expected_tps is None else
                 f"; {fit_speed.format_tps(expected_tps)} tok/s expected on the CPU "
                 f"(system memory's measured bandwidth)")
        return (f"runs on the CPU and fits in {where} at {n_ctx} tokens: needs "
                f"{format_gib(needed)}, {format_gib(budget.free_bytes - needed)} to spare; the "
                f"largest context that fits is {max_context} tokens{speed}")
    return (f"does not fit in {where} at {n_ctx} tokens: needs {format_gib(needed)}, "
            f"{format_gib(needed - budget.free_bytes)} more than there is. Choose a smaller "
            f"quantization or a shorter context, or quantize the KV cache (--kv-type q8_0 "
            f"--flash-attn on)")
