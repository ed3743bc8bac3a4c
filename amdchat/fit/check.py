"""Fit checks for local files and Hub quantizations, and the GPU budget to check against."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from amdchat.engine.placement import host_device
from amdchat.fit.estimate import Budget, Fit, estimate
from amdchat.hub.quants import RemoteFile
from amdchat.model_memory import ModelMemory, local_memory, merge_shards, model_memory


def remote_memory(repo_id: str, files: list[RemoteFile], token: str | None = None
                  ) -> ModelMemory:
    from amdchat.hub.remote_header import read_remote_header

    return model_memory(merge_shards([read_remote_header(repo_id, f, token) for f in files]))


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
