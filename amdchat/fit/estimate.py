"""The verdict: fits fully, partly (N of M layers), or not at all, at a context length.

The budget is the GPU's free memory minus a margin (llama.cpp keeps 1 GiB
free by default). An APU's budget is its free carve-out plus free GTT; an iGPU
and a dGPU are never added together.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from amdchat.model_memory import ModelMemory
from amdchat.plan.budget import MARGIN, Budget
from amdchat.units import GIB

__all__ = ["GIB", "MARGIN", "Budget", "Fit", "estimate", "max_context_full"]

@dataclass(frozen=True)
class Fit:
    verdict: str  # "full" | "partial" | "none"
    gpu_layers: int  # n_gpu_layers to load with (n_layers + 1 = everything)
    n_layers: int
    needed_bytes: int  # everything on the GPU at this context
    headroom_bytes: int  # budget - needed (negative: missing)
    max_context_full: int  # the largest context at which everything fits (0: none)
    kv_bytes: int
    compute_bytes: int


def _on_gpu(memory: ModelMemory, n_gpu: int, n_ctx: int, compute: int) -> int:
    """Bytes on the GPU with llama.cpp's n_gpu_layers n_gpu: the output layer, then the
    last n_gpu - 1 repeating layers (src/llama-model.cpp, i_gpu_start)."""
    n_layers = memory.n_layers
    layers = range(max(n_layers + 1 - n_gpu, 0), n_layers) if n_gpu > 0 else range(0)
    weights = sum(memory.layer_bytes[i] for i in layers)
    if n_gpu > 0:
        weights += memory.output_bytes
    return weights + memory.kv_bytes(n_ctx, layers) + (compute if n_gpu > 0 else 0)


def estimate(memory: ModelMemory, n_ctx: int, budget: Budget,
             kv_bytes: int | None = None, compute_bytes: int | None = None) -> Fit:
    """``kv_bytes``/``compute_bytes`` from a dry run replace the formulas when given."""
    compute = compute_bytes if compute_bytes is not None else memory.compute_bytes(n_ctx)
    scaled = _with_kv(memory, n_ctx, kv_bytes)
    everything = scaled.n_layers + 1
    needed = _on_gpu(scaled, everything, n_ctx, compute)
    best = 0
    for n_gpu in range(everything, 0, -1):
        if _on_gpu(scaled, n_gpu, n_ctx, compute) <= budget.free_bytes:
            best = n_gpu
            break
    verdict = "full" if best == everything else "partial" if best > 0 else "none"
    return Fit(verdict, best, scaled.n_layers, needed, budget.free_bytes - needed,
               _max_context(scaled, budget, compute),
               kv_bytes if kv_bytes else memory.kv_bytes(n_ctx), compute)


def max_context_full(memory: ModelMemory, n_ctx: int, budget: Budget,
                     kv_bytes: int | None = None, compute_bytes: int | None = None,
                     swa_full: bool = False) -> int:
    """The largest context with everything on the GPU (``kv_bytes``/``compute_bytes`` at
    ``n_ctx`` from a dry run, else the formulas)."""
    compute = compute_bytes if compute_bytes is not None else memory.compute_bytes(n_ctx)
    return _max_context(_with_kv(memory, n_ctx, kv_bytes, swa_full), budget, compute,
                        swa_full)


def _with_kv(memory: ModelMemory, n_ctx: int, kv_bytes: int | None,
             swa_full: bool = False) -> ModelMemory:
    """The header's KV bytes per token scaled to a measured whole at ``n_ctx``."""
    formula_kv = memory.kv_bytes(n_ctx, swa_full=swa_full)
    scale = (kv_bytes / formula_kv) if kv_bytes and formula_kv else 1.0
    return dataclasses.replace(
        memory, kv_bytes_per_token=tuple(int(b * scale) for b in memory.kv_bytes_per_token))


def _max_context(memory: ModelMemory, budget: Budget, compute: int,
                 swa_full: bool = False) -> int:
    """Largest context with everything on the GPU, in steps of 256 tokens. The KV cache
    grows with the context only in the layers that keep all of it (a sliding-window
    layer's stops at its window), so the largest is searched for, not divided out."""
    fixed = sum(memory.layer_bytes) + memory.output_bytes + compute
    if sum(memory.kv_bytes_per_token) <= 0 or fixed > budget.free_bytes:
        return 0
    room = budget.free_bytes - fixed
    whole = sum(memory.kv_bytes_per_token[i] for i in range(memory.n_layers)
                if memory.kv_cells(i, 1 << 30, swa_full) == 1 << 30)
    cap = memory.context_train or (room // whole if whole else 1 << 20)
    low, high = 0, int(cap) // 256  # steps of 256: the largest that fits
    while low < high:
        middle = (low + high + 1) // 2
        if memory.kv_bytes(middle * 256, swa_full=swa_full) <= room:
            low = middle
        else:
            high = middle - 1
    return low * 256
