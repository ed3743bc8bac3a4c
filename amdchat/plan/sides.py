"""Bytes per side (GPU, host) with everything offloaded: a dry run's, or the formulas'.

The dry run itself runs inside the worker (amdchat.engine.dry_run_op); its
event carries llama.cpp's breakdown per buffer type, which ``split_by_side``
sums into what the GPU and host memory would hold. ``measured`` turns either
into the figures a placement plan starts from. A vision projector loaded with the
model (``params.mmproj``) adds its weights to the side it runs on: the GPU when any
layer is offloaded (libmtmd then puts it there), else the host.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from amdchat.engine.breakdown import Breakdown
from amdchat.engine.load_params import LoadParams
from amdchat.engine.placement import host_device
from amdchat.kv_cache import KV_ELEMENT_BYTES
from amdchat.model_memory import LOGIT_BYTES, ModelMemory
from amdchat.plan.placement import Measured

MIB = 2**20


@dataclass(frozen=True)
class Memory:
    """Bytes on one side (the GPU device, or host memory)."""

    weights_bytes: int = 0
    kv_bytes: int = 0
    compute_bytes: int = 0

    @property
    def total(self) -> int:
        return self.weights_bytes + self.kv_bytes + self.compute_bytes

    def as_dict(self) -> dict[str, int]:
        return {"weights_bytes": self.weights_bytes, "kv_bytes": self.kv_bytes,
                "compute_bytes": self.compute_bytes}


def split_by_side(event: dict[str, Any]) -> tuple[Memory, Memory] | None:
    """(GPU, host) from a dry run's breakdown; None when it has none.

    Host weights: the buffers llama.cpp keeps in RAM, plus, for tensors it
    repacks for the CPU (CPU_REPACK), their bytes in the file mapping too: a
    real (mmap) load maps the whole span of the host tensors, repacked ones
    included, and copies the repacked ones. The output (logits) buffer is
    host compute memory.
    """
    buffers: Breakdown | None = event.get("buffers")
    if not buffers:
        return None
    sums = {"gpu": [0, 0, 0], "host": [0, 0, 0]}
    for name, sizes in buffers.items():
        side = sums["host" if host_device(name) == "CPU" else "gpu"]
        repack = 2 if "REPACK" in name else 1
        side[0] += sizes["model"] * repack
        side[1] += sizes["context"]
        side[2] += sizes["compute"]
    output = sum(event.get("output_mib", {}).values())
    sums["host"][2] += round(output * MIB)
    return Memory(*sums["gpu"]), Memory(*sums["host"])


def projector_bytes(params: LoadParams) -> int:
    """The vision projector's size (its weights, near enough): 0 without one."""
    if not params.mmproj:
        return 0
    try:
        return Path(params.mmproj).stat().st_size
    except OSError:  # gone: the load says so, and runs without it
        return 0


def with_projector(sides: tuple[Memory, Memory], params: LoadParams,
                   size: int | None = None) -> tuple[Memory, Memory]:
    """The sides with the projector's weights on the side it runs on; ``size``: of one
    not downloaded yet (the Models page's fit), else of the file ``params`` names."""
    extra = projector_bytes(params) if size is None else size
    if not extra:
        return sides
    gpu, host = sides
    if params.n_gpu_layers != 0:
        return dataclasses.replace(gpu, weights_bytes=gpu.weights_bytes + extra), host
    return gpu, dataclasses.replace(host, weights_bytes=host.weights_bytes + extra)


def estimated_sides(memory: ModelMemory, params: LoadParams) -> tuple[Memory, Memory]:
    """(GPU, host) by formula, for everything on the GPU or (n_gpu_layers 0) on the CPU,
    the vision projector included."""
    return with_projector(_model_sides(memory, params), params)


def _model_sides(memory: ModelMemory, params: LoadParams) -> tuple[Memory, Memory]:
    n_ctx = params.n_ctx
    kv_scale = (KV_ELEMENT_BYTES[params.type_k] + KV_ELEMENT_BYTES[params.type_v]) / 4
    kv = int(memory.kv_bytes(n_ctx, swa_full=params.swa_full) * kv_scale)
    logits = memory.n_vocab * params.n_ubatch * LOGIT_BYTES
    if params.n_gpu_layers == 0:
        scratch = memory.compute_bytes(n_ctx) - (0 if memory.tied_output else logits)
        return Memory(), Memory(memory.weights_bytes, kv, scratch + logits)
    gpu_weights = sum(memory.layer_bytes) + memory.output_bytes
    host_compute = logits if memory.tied_output else 0
    return (Memory(gpu_weights, kv, memory.compute_bytes(n_ctx)),
            Memory(memory.host_only_bytes, 0, host_compute))


def measured_sides(event: dict[str, Any], memory: ModelMemory, params: LoadParams
                   ) -> tuple[Memory, Memory]:
    """(GPU, host) from a dry-run event: llama.cpp's breakdown, or where it has none
    (not a Linux build), KV and compute from its log and the weights by the header; the
    vision projector's weights added (the dry run opens the model alone)."""
    sides = split_by_side(event)
    if sides is not None:
        return with_projector(sides, params)
    gpu_est, host_est = estimated_sides(memory, params)
    compute = {"gpu": 0, "host": 0}
    for device, mib in {**event.get("compute_mib", {})}.items():
        compute["host" if host_device(device) == "CPU" else "gpu"] += round(mib * MIB)
    compute["host"] += round(sum(event.get("output_mib", {}).values()) * MIB)
    kv = round(float(event.get("kv_mib", 0.0)) * MIB)
    on_gpu = params.n_gpu_layers != 0
    return (Memory(gpu_est.weights_bytes, kv if on_gpu else 0, compute["gpu"]),
            Memory(host_est.weights_bytes, 0 if on_gpu else kv, compute["host"]))


def measured(memory: ModelMemory, params: LoadParams, event: dict[str, Any] | None = None
             ) -> Measured:
    """What a plan starts from: the figures with every layer on the GPU at ``params.n_ctx``
    (``params.n_gpu_layers`` 0: the CPU backend's), from a dry run's ``event`` or, without
    one, from the formulas. Weights the header does not explain (a tied output layer's
    copy of the embedding table on the GPU, buffer padding) are kept as measured."""
    if event is not None:
        gpu, host = measured_sides(event, memory, params)
        source = "dry_run"
    else:
        gpu, host = estimated_sides(memory, params)
        source = "estimate"
    expected_gpu = sum(memory.layer_bytes) + memory.output_bytes if gpu.total else 0
    on_host = projector_bytes(params) if params.n_gpu_layers == 0 else 0
    return Measured(params.n_ctx, gpu.kv_bytes + host.kv_bytes, gpu.compute_bytes,
                    host.compute_bytes, max(gpu.weights_bytes - expected_gpu, 0), source,
                    host_extra_weights=on_host, swa_full=params.swa_full)
