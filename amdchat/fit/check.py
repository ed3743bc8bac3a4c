"""Fit checks for local files and Hub quantizations, and the GPU budget to check against."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from amdchat.engine.placement import host_device
from amdchat.fit.estimate import MARGIN, Budget, Fit, estimate
from amdchat.gguf import GGUFHeader, read_local_header
from amdchat.gguf.split import shard_paths
from amdchat.hardware.monitor import GpuMonitor
from amdchat.hub.quants import RemoteFile
from amdchat.model_memory import ModelMemory, model_memory
from amdchat.units import GIB, format_gib


def merge_shards(headers: list[GGUFHeader]) -> GGUFHeader:
    """One header with the tensors of every shard of a split model."""
    first = headers[0]
    tensors = [t for h in headers for t in h.tensors]
    return replace(first, tensors=tensors)


def local_memory(path: Path, first_header: GGUFHeader | None = None) -> ModelMemory:
    """``first_header``: the header of ``path`` when the caller has read it already."""
    shards = shard_paths(path)
    headers = [first_header or read_local_header(shards[0])]
    headers += [read_local_header(p) for p in shards[1:]]
    return model_memory(merge_shards(headers))


def remote_memory(repo_id: str, files: list[RemoteFile], token: str | None = None
                  ) -> ModelMemory:
    from amdchat.hub.remote_header import read_remote_header

    return model_memory(merge_shards([read_remote_header(repo_id, f, token) for f in files]))


def gpu_budget(monitor: GpuMonitor, gpu_id: str = "", free_gib: float | None = None,
               margin: int = MARGIN) -> Budget | None:
    """The budget of the chosen (or first usable) GPU, ``margin`` bytes kept free;
    ``free_gib`` states the free memory instead."""
    if free_gib is not None:
        return Budget("the given GPU", max(int(free_gib * GIB) - margin, 0), "given")
    readings = {r.gpu_id: r for r in monitor.sample()}
    candidates = [g for g in monitor.gpus if not gpu_id or g.id == gpu_id]
    candidates.sort(key=lambda g: g.integrated)  # a dGPU before an iGPU
    for gpu in candidates:
        budget = Budget.from_reading(gpu, readings[gpu.id], margin)
        if budget is not None:
            return budget
    return None


def describe(fit: Fit, budget: Budget, n_ctx: int, expected_tps: float | None = None) -> str:
    """One English sentence, for the terminal; with the generation speed to expect
    (amdchat.speed.fit_speed) when it is known."""
    need, room = format_gib(fit.needed_bytes), format_gib(fit.headroom_bytes)
    where = f"{budget.gpu_name} ({format_gib(budget.free_bytes, 1)} free for models, " \
            f"{budget.source}, 1 GiB kept free)"
    if fit.verdict == "full":
        return (f"fits fully on {where} at {n_ctx} tokens: needs {need}, {room} "
                f"to spare; the largest context that fits is {fit.max_context_full} tokens"
                + _speed(expected_tps, "on this card"))
    if fit.verdict == "partial":
        return (f"fits partly on {where} at {n_ctx} tokens: {fit.gpu_layers} of "
                f"{fit.n_layers + 1} layers fit on the GPU"
                + (_speed(expected_tps, "(the other layers run on the CPU)")
                   or ", the rest run on the CPU (slower)")
                + f"; all of it needs {need}, {format_gib(-fit.headroom_bytes)} more than "
                f"there is")
    return (f"does not fit on {where} at {n_ctx} tokens: not even one layer; it runs on the CPU "
            f"(needs {need} on a GPU)" + _speed(expected_tps, "on the CPU"))


def _speed(expected_tps: float | None, where: str) -> str:
    if expected_tps is None:
        return ""
    from amdchat.speed.fit_speed import format_tps

    return f"; {format_tps(expected_tps)} tok/s expected {where}"


def check_local(path: Path, n_ctx: int, budget: Budget,
                dry_run: dict[str, Any] | None = None) -> Fit:
    memory = local_memory(path)
    if dry_run:
        # the GPU's compute buffers only: a CPU backend's dry run leaves the formula
        gpu_mib = sum(mib for device, mib in dry_run["compute_mib"].items()
                      if host_device(device) != "CPU")
        compute = int(gpu_mib * 2**20) or None
        return estimate(memory, n_ctx, budget, int(dry_run["kv_mib"] * 2**20) or None, compute)
    return estimate(memory, n_ctx, budget)
