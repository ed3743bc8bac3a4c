"""The placement plan: where each part of a model goes, decided in one place.

Every caller that loads or judges a model (the window, the picker, the start page,
the Models page, ``amdchat fit``/``chat``/``serve``/``doctor``/``bench``) asks
``plan_placement`` and nothing else. Its inputs: the model's memory by layer, experts
apart (its header), the figures a dry run measured with everything on the GPU (KV
cache and compute buffers; formulas where there was no dry run), the GPU's budget
and the user's choices.

The order is llama.cpp's own ``--fit`` (common/fit.cpp):
1. everything on the GPU at the asked context;
2. with the context on automatic, the longest that fits, down to CONTEXT_FLOOR;
3. a mixture-of-experts model: the routed experts of the first N layers in system RAM
   (``--n-cpu-moe N``), the smallest N that fits, everything else on the GPU;
4. whole layers: llama.cpp's n_gpu_layers K (the output layer, then the last K - 1
   repeating layers) on the GPU, a MoE model's experts all in RAM; the largest K that
   fits; K = 0 runs on the CPU.
Where it differs: llama.cpp also splits one layer's parts (attention on the GPU, its
FFN in RAM) to use the last few hundred MiB; this plan moves whole layers and whole
expert sets, so the worker's log and the plan name the same things.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field

from amdchat.model_memory import ModelMemory
from amdchat.offload_modes import OFFLOAD_MODES

CONTEXT_FLOOR = 4096  # llama.cpp's --fit shortens an automatic context no further
AUTO_CONTEXT_CAP = 32768  # an automatic context never asks for more than this
CONTEXT_STEP = 256



@dataclass(frozen=True)
class Offload:
    """What the user chose (Settings > Model, or the command line)."""

    mode: str = "auto"  # one of OFFLOAD_MODES
    layers: int = 0  # "layers": repeating layers on the GPU (the last ones)
    cpu_moe: int = 0  # "experts": the experts of the first N layers stay in system RAM

    def __post_init__(self) -> None:
        if self.mode not in OFFLOAD_MODES:
            raise ValueError(f"unknown GPU offload {self.mode!r}: use one of "
                             f"{', '.join(OFFLOAD_MODES)}")


@dataclass(frozen=True)
class Measured:
    """Figures at ``n_ctx`` with every layer on the GPU: a dry run's, or the formulas'."""

    n_ctx: int
    kv_bytes: int  # the whole KV cache, at the chosen KV type
    gpu_compute: int  # the GPU's compute buffer (0 on the CPU backend)
    host_compute: int  # host compute and output (logits) buffers
    gpu_extra_weights: int = 0  # weights on the GPU beyond the header's layers and output
    # (a tied output layer's copy of the embedding table, which a GPU takes)
    source: str = "estimate"  # "dry_run" | "estimate"
    host_extra_weights: int = 0  # weights in RAM beyond the header's (a CPU projector)
    swa_full: bool = False  # sliding-window layers kept the whole context (the setting)


@dataclass(frozen=True)
class Side:
    """Bytes on one side: the GPU, or system RAM."""

    weights: int = 0
    experts: int = 0  # routed experts, included in ``weights``
    kv: int = 0
    compute: int = 0

    @property
    def total(self) -> int:
        return self.weights + self.kv + self.compute


@dataclass(frozen=True)
class PlacementPlan:
    n_ctx: int
    n_gpu_layers: int  # llama.cpp's: n_layers + 1 is everything, 0 none
    n_cpu_moe: int  # experts of the first n_cpu_moe GPU layers that have them, in RAM
    n_layers: int
    gpu: Side
    host: Side
    verdict: str  # "full" | "experts" | "layers" | "cpu" | "unknown"
    fits: bool  # within the budget (always True for "unknown": nothing to check)
    budget_bytes: int | None  # the GPU's budget, margin taken off; None: unknown
    guessed: bool = False  # the budget is a guess (free memory unreadable)
    context_reduced: bool = False  # an automatic context shortened to fit
    notes: tuple[str, ...] = field(default_factory=tuple)  # "experts_unrecognised", "ram"
    source: str = "estimate"
    ram_bytes: int | None = None  # system RAM available for the host side, where it was short
    experts_in_ram_layers: int = 0  # GPU layers whose experts stay in RAM (n_cpu_moe, capped)

    @property
    def all_on_gpu(self) -> bool:
        return self.n_gpu_layers > self.n_layers and self.n_cpu_moe == 0

    def as_json(self) -> dict[str, object]:
        return {"n_ctx": self.n_ctx, "n_gpu_layers": self.n_gpu_layers,
                "n_cpu_moe": self.n_cpu_moe, "n_layers": self.n_layers,
                "verdict": self.verdict, "fits": self.fits, "budget_bytes": self.budget_bytes,
                "guessed": self.guessed, "context_reduced": self.context_reduced,
                "notes": list(self.notes), "source": self.source,
                "experts_in_ram_layers": self.experts_in_ram_layers,
                "gpu": _side_json(self.gpu), "host": _side_json(self.host)}


def _side_json(side: Side) -> dict[str, int]:
    return {"weights_bytes": side.weights, "experts_bytes": side.experts,
            "kv_bytes": side.kv, "compute_bytes": side.compute, "total_bytes": side.total}


@dataclass(frozen=True)
class _Model:
    """The model and the measured figures, asked for bytes per side of a placement."""

    memory: ModelMemory
    measured: Measured

    @functools.cached_property
    def _kv_scale(self) -> float:
        """The measured KV cache over the formula's, at the measured context (the KV type
        and what the header does not say): once per plan, not once per layer asked."""
        formula = self.memory.kv_bytes(self.measured.n_ctx, swa_full=self.measured.swa_full)
        return self.measured.kv_bytes / formula if formula else 0.0

    def kv_of(self, layer: int, n_ctx: int) -> int:
        return int(self.memory.kv_layer_bytes(layer, n_ctx, self.measured.swa_full)
                   * self._kv_scale)

    def gpu_compute(self, n_ctx: int) -> int:
        """The GPU's compute buffer at ``n_ctx``: the formula's follows the context; a
        measured one is known only where it was measured (it does not follow a formula:
        the session measures again at a shortened context, as llama.cpp's --fit does)."""
        measured = self.measured
        if measured.source != "estimate" or n_ctx == measured.n_ctx:
            return measured.gpu_compute
        change = self.memory.compute_bytes(n_ctx) - self.memory.compute_bytes(measured.n_ctx)
        return max(measured.gpu_compute + change, 0)

    def sides(self, n_gpu: int, n_cpu_moe: int, n_ctx: int) -> tuple[Side, Side]:
        memory = self.memory
        n_layers = memory.n_layers
        # llama.cpp's n_gpu_layers N: the output layer and the last N - 1 repeating layers
        # (src/llama-model.cpp: i_gpu_start = n_layer + 1 - N; the output is "layer" n_layer)
        first_on_gpu = max(n_layers + 1 - n_gpu, 0) if n_gpu > 0 else n_layers
        gpu = [0, 0, 0]  # weights, experts, kv
        host = [memory.host_only_bytes + self.measured.host_extra_weights, 0, 0]
        in_ram = 0  # expert sets kept in RAM so far: the first n_cpu_moe GPU layers with
        # experts (amdchat.engine.tensor_overrides: dense leading layers do not count)
        for layer in range(n_layers):
            experts = memory.experts_of(layer)
            dense = memory.layer_bytes[layer] - experts
            kv = self.kv_of(layer, n_ctx)
            if layer >= first_on_gpu:
                gpu[0] += dense
                gpu[2] += kv
                keep = experts > 0 and in_ram < n_cpu_moe
                in_ram += keep
                side = host if keep else gpu
            else:
                host[0] += dense
                host[2] += kv
                side = host
            side[0] += experts
            side[1] += experts
        if n_gpu > 0:
            gpu[0] += memory.output_bytes + self.measured.gpu_extra_weights
        else:
            host[0] += memory.output_bytes
        # a GPU backend keeps its compute buffer even with no layer offloaded (measured on
        # lavapipe: 51.8 MiB at n_gpu_layers 0 for Gemma 3 270M); the CPU plan has none
        compute = self.gpu_compute(n_ctx)
        return (Side(gpu[0], gpu[1], gpu[2], compute),
                Side(host[0], host[1], host[2], self.measured.host_compute))


def plan_placement(memory: ModelMemory, measured: Measured, budget_bytes: int | None, *,
                   n_ctx: int | None = None, offload: Offload | None = None,
                   guessed: bool = False, ram_bytes: int | None = None) -> PlacementPlan:
    """The plan for a GPU backend. ``budget_bytes``: the GPU's free memory less the margin
    (None: unknown, every layer is offered as llama.cpp would); ``n_ctx`` None: automatic
    (the longest that fits, from min(trained, AUTO_CONTEXT_CAP) down to CONTEXT_FLOOR)."""
    offload = offload or Offload()
    model = _Model(memory, measured)
    notes = ("experts_unrecognised",) if memory.experts_unrecognised else ()
    context = n_ctx or automatic_context_start(memory)
    if budget_bytes is None:
        plan = _plan(model, memory.n_layers + 1, 0, context, "unknown", True, None, guessed,
                     notes=notes)
    elif offload.mode != "auto":
        plan = _chosen(model, offload, context, budget_bytes, guessed, notes)
    else:
        reduced = False
        if n_ctx is None:
            context, reduced = _longest_context(model, budget_bytes, context)
        plan = _automatic(model, context, budget_bytes, guessed, notes, reduced)
    return _within_ram(plan, ram_bytes)


def _within_ram(plan: PlacementPlan, ram_bytes: int | None) -> PlacementPlan:
    """What stays in system RAM (the input embeddings, layers or experts left to the CPU)
    must fit there too: a load with experts in RAM maps no file, so they are real memory."""
    if ram_bytes is None or plan.host.total <= ram_bytes:
        return plan
    return dataclasses.replace(plan, fits=False, notes=(*plan.notes, "ram"),
                               ram_bytes=ram_bytes)


def plan_on_cpu(memory: ModelMemory, measured: Measured, ram_bytes: int | None, *,
                n_ctx: int | None = None) -> PlacementPlan:
    """The CPU backend: everything in system RAM (``ram_bytes``: available less the margin)."""
    model = _Model(memory, measured)
    context = n_ctx or automatic_context_start(memory)
    reduced = False
    if n_ctx is None and ram_bytes is not None:
        fits = [c for c in _contexts(context) if _host_total(model, c) <= ram_bytes]
        reduced = bool(fits) and fits[0] < context
        context = fits[0] if fits else CONTEXT_FLOOR if context > CONTEXT_FLOOR else context
    fits_ram = ram_bytes is None or _host_total(model, context) <= ram_bytes
    return _plan(model, 0, 0, context, "cpu", fits_ram, ram_bytes, False, reduced)


def automatic_context_start(memory: ModelMemory) -> int:
    trained = memory.context_train or AUTO_CONTEXT_CAP
    return max(min(trained, AUTO_CONTEXT_CAP), min(trained, CONTEXT_FLOOR), CONTEXT_STEP)


def _host_total(model: _Model, n_ctx: int) -> int:
    return model.sides(0, 0, n_ctx)[1].total


def _contexts(start: int) -> list[int]:
    """Candidate automatic contexts, longest first: ``start``, then steps down to the floor."""
    steps = range(start // CONTEXT_STEP * CONTEXT_STEP, CONTEXT_FLOOR - 1, -CONTEXT_STEP)
    return [start, *[c for c in steps if c < start]] if start > CONTEXT_FLOOR else [start]


def _gpu_total(model: _Model, n_gpu: int, n_cpu_moe: int, n_ctx: int) -> int:
    return model.sides(n_gpu, n_cpu_moe, n_ctx)[0].total


def _longest_context(model: _Model, budget: int, start: int) -> tuple[int, bool]:
    everything = model.memory.n_layers + 1
    for context in _contexts(start):
        if _gpu_total(model, everything, 0, context) <= budget:
            return context, context < start
    floor = min(start, CONTEXT_FLOOR)
    return floor, floor < start


def _automatic(model: _Model, n_ctx: int, budget: int, guessed: bool,
               notes: tuple[str, ...], reduced: bool) -> PlacementPlan:
    memory = model.memory
    n_layers = memory.n_layers
    everything = n_layers + 1
    if _gpu_total(model, everything, 0, n_ctx) <= budget:
        return _plan(model, everything, 0, n_ctx, "full", True, budget, guessed, reduced, notes)
    moe = 0
    if memory.is_moe:
        for n_cpu_moe in range(1, n_layers + 1):
            if _gpu_total(model, everything, n_cpu_moe, n_ctx) <= budget:
                return _plan(model, everything, n_cpu_moe, n_ctx, "experts", True, budget,
                             guessed, reduced, notes)
        moe = n_layers
    for n_gpu in range(n_layers, 0, -1):
        if _gpu_total(model, n_gpu, moe, n_ctx) <= budget:
            return _plan(model, n_gpu, moe, n_ctx, "layers", True, budget, guessed, reduced,
                         notes)
    return _plan(model, 0, 0, n_ctx, "cpu", True, budget, guessed, reduced, notes)


def _chosen(model: _Model, offload: Offload, n_ctx: int, budget: int, guessed: bool,
            notes: tuple[str, ...]) -> PlacementPlan:
    """The user's own choice, judged against the budget (the caller says what would fit)."""
    n_layers = model.memory.n_layers
    n_gpu, n_cpu_moe, verdict = n_layers + 1, 0, "full"
    if offload.mode == "layers":
        n_gpu = min(max(offload.layers, 0), n_layers + 1)
        verdict = "full" if n_gpu > n_layers else "layers" if n_gpu else "cpu"
    elif offload.mode == "experts":
        n_cpu_moe = min(max(offload.cpu_moe, 0), n_layers) if model.memory.is_moe else 0
        verdict = "experts" if n_cpu_moe else "full"
        if not model.memory.is_moe:
            notes = (*notes, "no_experts")
    fits = _gpu_total(model, n_gpu, n_cpu_moe, n_ctx) <= budget
    return _plan(model, n_gpu, n_cpu_moe, n_ctx, verdict, fits, budget, guessed, False, notes)


def _plan(model: _Model, n_gpu: int, n_cpu_moe: int, n_ctx: int, verdict: str, fits: bool,
          budget: int | None, guessed: bool, reduced: bool = False,
          notes: tuple[str, ...] = ()) -> PlacementPlan:
    gpu, host = model.sides(n_gpu, n_cpu_moe, n_ctx)
    memory = model.memory
    first = max(memory.n_layers + 1 - n_gpu, 0) if n_gpu > 0 else memory.n_layers
    with_experts = sum(1 for i in range(first, memory.n_layers) if memory.experts_of(i))
    return PlacementPlan(n_ctx, n_gpu, n_cpu_moe, memory.n_layers, gpu, host, verdict,
                         fits, budget, guessed, reduced, notes, model.measured.source,
                         experts_in_ram_layers=min(n_cpu_moe, with_experts))
