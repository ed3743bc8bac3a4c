"""Fit checks for local files and Hub quantizations, and the GPU budget to check against."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from amdchat.engine.placement import host_device
from amdchat.fit.estimate import Budget, Fit, estimate
from amdchat.hub.quants import RemoteFile
from amdchat.model_memory import ModelMemory, local_memory, merge_shards, model_memory
from amdchat.units import format_gib


def remote_memory(repo_id: str, files: list[RemoteFile], token: str | None = None
                  ) -> ModelMemory:
    from amdchat.hub.remote_header import read_remote_header

    return model_memory(merge_shards([read_remote_header(repo_id, f, token) for f in files]))


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
