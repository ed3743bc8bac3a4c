"""Where a load puts the model: the placement plan, decided by the session itself.

``EngineSession.load`` resolves the user's offload choice here, for every caller (the
window, ``chat``, ``serve``, the doctor, the benchmark), so none can forget to. On a GPU
backend with a known budget, the worker first dry-runs the model with every layer on
the GPU (no weights allocated); the plan (amdchat.plan) then decides the layers, the
experts kept in RAM and, on automatic, the context, from those exact figures; only then
does the real load start. Without a known budget nothing is planned: every layer is
offered, as llama.cpp would, and the plan says so.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from amdchat.engine import protocol
from amdchat.engine.load_params import LoadParams
from amdchat.engine.placement import bytes_by_device
from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import ModelMemory, local_memory
from amdchat.plan.budget import MARGIN, Budget
from amdchat.plan.placement import (
    CONTEXT_FLOOR,
    PlacementPlan,
    automatic_context_start,
    plan_on_cpu,
    plan_placement,
)
from amdchat.plan.sides import measured
from amdchat.plan.words import describe
from amdchat.session.spec import ModelSpec, Notice

BudgetOf = Callable[[ModelSpec], Budget | None]
"""The GPU budget a load plans against (any thread may ask)."""


def default_budget(spec: ModelSpec) -> Budget | None:
    """The free memory of the GPU the spec names (``gpu_device``: the index in amdchat's
    own GPU list, as Settings keeps it; -1: the first usable one), less the spec's margin;
    or the free memory the spec states, as ``--vram-free`` does."""
    from amdchat.hardware.monitor import GpuMonitor
    from amdchat.plan.budget import gpu_budget

    monitor = GpuMonitor()
    gpus = monitor.gpus
    gpu_id = gpus[spec.gpu_device].id if 0 <= spec.gpu_device < len(gpus) else ""
    return gpu_budget(monitor, gpu_id, free_gib=spec.vram_free_gib, margin=spec.margin_bytes,
                      backend=spec.backend)


def start_context(spec: ModelSpec) -> int:
    """The context a load starts from: the asked one, or on automatic the longest the plan
    tries first (CONTEXT_FLOOR where the header cannot be read: the load says why)."""
    if spec.n_ctx is not None:
        return spec.n_ctx
    try:
        return automatic_context_start(memory_of(spec))
    except (OSError, ValueError):
        return CONTEXT_FLOOR


def full_offload_params(spec: ModelSpec, backend_kind: str, n_ctx: int | None = None
                        ) -> LoadParams:
    """What the dry run measures: every layer on the GPU, nothing kept in RAM, at
    ``n_ctx`` (None: the start context)."""
    return dataclasses.replace(spec.params(backend_kind, n_ctx or start_context(spec)),
                               n_gpu_layers=-1, n_cpu_moe=0)


def unplanned_params(spec: ModelSpec, backend_kind: str) -> LoadParams:
    """The load without a GPU budget (the CPU backend, or a GPU whose free memory is
    unknown): every layer offered, as llama.cpp does; an automatic context is the longest
    that system RAM holds on the CPU backend, else the plan's starting length."""
    base = spec.params(backend_kind, start_context(spec))
    if spec.n_ctx is not None or backend_kind != "cpu":
        return base
    try:
        memory = memory_of(spec)
    except (OSError, ValueError):
        return base
    plan = plan_on_cpu(memory, measured(memory, base, None), ram_for_host())
    return dataclasses.replace(base, n_ctx=plan.n_ctx)


def reclaimable(loaded: protocol.LoadedEvent | None) -> int:
    """GPU bytes the model loaded now holds: they are freed before the next load, so a
    reading taken now undercounts the free memory by that much."""
    if loaded is None:
        return 0
    return sum(n for device, n in bytes_by_device(loaded["placement"]).items()
               if device != "CPU")


def context_length(spec: ModelSpec | None, loaded: protocol.LoadedEvent | None) -> int:
    """The loaded model's context (an automatic one as the plan chose it), else the asked
    one; 0 while an automatic one is not decided yet, or with no model."""
    if loaded is not None:
        return int(loaded["n_ctx"])
    return spec.n_ctx or 0 if spec is not None else 0


def ram_for_host() -> int | None:
    """System RAM for what a load leaves on the host, 1 GiB kept free (None: unknown)."""
    from amdchat.hardware.system_memory import available_ram

    available = available_ram()
    return None if available is None else max(available - MARGIN, 0)


def memory_of(spec: ModelSpec) -> ModelMemory:
    return spec.memory if spec.memory is not None else local_memory(spec.path)


def decide(spec: ModelSpec, backend_kind: str, budget: Budget, reclaim: int,
           event: protocol.DryRunEvent | None, shortened: int | None = None,
           split_compute: int | None = None
           ) -> tuple[PlacementPlan, LoadParams, Notice | None]:
    """The plan, the parameters to load with, and what the user should be told. ``event``:
    the dry run's, or None when it failed (the formulas stand in). ``shortened``: the
    automatic context a first plan shortened to, which this dry run measured (compute
    buffers do not follow a formula across contexts: llama.cpp's --fit measures each).
    ``split_compute``: the GPU compute buffer measured at the split a first plan chose
    (split_to_check), when larger than the full offload's."""
    memory = memory_of(spec)
    base = full_offload_params(spec, backend_kind, shortened)
    figures = measured(memory, base, dict(event) if event is not None else None)
    if split_compute is not None and split_compute > figures.gpu_compute:
        figures = dataclasses.replace(figures, gpu_compute=split_compute)
    plan = plan_placement(memory, figures, budget.free_bytes + reclaim,
                          n_ctx=shortened or spec.n_ctx, offload=spec.offload,
                          guessed=budget.guessed, ram_bytes=ram_for_host())
    if shortened is not None:
        plan = dataclasses.replace(plan, context_reduced=True)
    layers = -1 if plan.n_gpu_layers > plan.n_layers else plan.n_gpu_layers
    params = dataclasses.replace(spec.params(backend_kind, plan.n_ctx), n_ctx=plan.n_ctx,
                                 n_gpu_layers=layers, n_cpu_moe=plan.n_cpu_moe)
    return plan, params, plan_notice(spec, plan, budget, memory, figures)


def split_to_check(plan: PlacementPlan) -> bool:
    """Whether the chosen split is dry-run once more before the load: the plan counts the
    GPU's compute buffer of a full offload, and a split's is larger (on lavapipe at 16,384
    tokens: 185.8 MiB with 10 of 19 layers against 171.5 MiB with all of them), enough to
    overfill a budget planned to the last layer. llama.cpp's --fit measures each try too."""
    return plan.fits and plan.verdict != "unknown" and plan.n_gpu_layers > 0 \
        and not plan.all_on_gpu


def gpu_compute_of(event: protocol.DryRunEvent, spec: ModelSpec, params: LoadParams) -> int:
    """The GPU's compute buffer in a dry run of ``params``."""
    from amdchat.plan.sides import measured_sides

    return measured_sides(dict(event), memory_of(spec), params)[0].compute_bytes


def measure_again_at(plan: PlacementPlan, measured_at: int | None) -> int | None:
    """Where to dry-run again before loading (None: the plan stands). A context the plan
    shortened was judged with the compute buffers measured at the longest; llama.cpp's
    are not monotonic in the context (on lavapipe, 19.5 MiB at 32768 tokens, 171.5 MiB
    at 16384), so it is measured there; if the model then does not fit whole, at
    CONTEXT_FLOOR, below which the plan moves experts and layers instead."""
    if not plan.context_reduced:
        return None
    if measured_at is None:
        return plan.n_ctx
    if not plan.all_on_gpu and measured_at > CONTEXT_FLOOR:
        return CONTEXT_FLOOR
    return None


def plan_notice(spec: ModelSpec, plan: PlacementPlan, budget: Budget, memory: ModelMemory,
                figures: object) -> Notice | None:
    """Said when the model does not all go to the GPU, when the user's own choice does not
    fit (with what automatic would do), or when the budget was a guess."""
    if (plan.verdict == "full" and plan.fits and not plan.guessed and not plan.notes
            and not plan.context_reduced):
        return None
    text = describe(plan, budget.gpu_name, counted=budget.counted,
                    chosen=spec.offload.mode != "auto")
    if not plan.fits and spec.offload.mode != "auto" and "ram" not in plan.notes:
        from amdchat.plan.placement import Measured

        assert isinstance(figures, Measured)
        automatic = plan_placement(memory, figures, plan.budget_bytes, n_ctx=plan.n_ctx)
        text = Text("plan", tr_noop(
            "plan", "{name}: {plan}. Automatic would give: {automatic}. Loading it as you "
                    "chose; llama.cpp fails the load, or the driver spills into system memory "
                    "(slow), if it does not fit."),
            {"name": spec.path.name, "plan": text,
             "automatic": describe(automatic, budget.gpu_name)})
    else:
        text = Text("plan", tr_noop("plan", "{name}: {plan}."),
                    {"name": spec.path.name, "plan": text})
    return Notice("plan", text)


def sees_images(spec: ModelSpec, loaded: protocol.LoadedEvent | None) -> bool:
    """Does the model take images: the loaded one if its projector opened, the one still
    loading if it has a projector to open."""
    if loaded is not None:
        return bool(loaded.get("vision"))
    return spec.mmproj is not None
