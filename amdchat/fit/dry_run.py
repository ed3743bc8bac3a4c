"""A llama.cpp dry run: what a load would allocate, without the weights.

A sparse copy of the file holds only its header bytes, truncated to the full
size; llama.cpp loads it with ``no_alloc`` (and without mmap, whose path does
not support it) and the load's own parameters (amdchat.engine.load_params),
then says what it would allocate per buffer type (amdchat.fit.breakdown): for
the same backend and device, the figures of a real load. Where that
breakdown cannot be read, the KV and compute sizes come from its log.
``dry_run`` runs inside the worker (it needs llama_cpp and the chosen backend);
the rest is plain parsing, used by the fit check.
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from amdchat.engine.load_params import GGML_TYPE_IDS, LoadParams
from amdchat.engine.placement import host_device
from amdchat.engine.tensor_overrides import apply_overrides, plan_for_file
from amdchat.fit.breakdown import Breakdown, memory_breakdown
from amdchat.gguf import read_local_header
from amdchat.gguf.split import shard_paths

_KV_SIZE = re.compile(r"llama_kv_cache: size =\s*([\d.]+) MiB")
_COMPUTE = re.compile(r"(\S+) compute buffer size =\s*([\d.]+) MiB")
_OUTPUT = re.compile(r"(\S+)\s+output buffer size =\s*([\d.]+) MiB")
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


def write_sparse_copy(source: Path, target: Path) -> None:
    header = read_local_header(source)
    with open(source, "rb") as src, open(target, "wb") as dst:
        dst.write(src.read(header.data_offset))
        dst.truncate(header.file_size)


def parse_dry_run_log(text: str) -> dict[str, Any]:
    compute: dict[str, float] = {}
    for device, mib in _COMPUTE.findall(text):
        if not device.startswith("~"):
            compute[device] = compute.get(device, 0.0) + float(mib)
    output = {device: float(mib) for device, mib in _OUTPUT.findall(text)}
    return {"kv_mib": sum(float(m) for m in _KV_SIZE.findall(text)), "compute_mib": compute,
            "output_mib": output}


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


def dry_run(path: Path, params: LoadParams, sparse: bool = False) -> Breakdown | None:
    """Load a sparse copy with no_alloc (``sparse``: ``path`` is one already); the caller
    captures llama.cpp's log. Returns llama.cpp's memory breakdown, or None where it
    cannot be read."""
    if sparse:
        return _load_no_alloc(path, params)
    with tempfile.TemporaryDirectory(prefix="amdchat-dry-") as tmp:
        for shard in shard_paths(path):
            write_sparse_copy(shard, Path(tmp) / shard.name)
        return _load_no_alloc(Path(tmp) / path.name, params)


def _load_no_alloc(path: Path, params: LoadParams) -> Breakdown | None:
    import llama_cpp

    model_params = llama_cpp.llama_model_default_params()
    model_params.no_alloc = True
    model_params.load_mode = llama_cpp.LLAMA_LOAD_MODE_NONE
    model_params.n_gpu_layers = params.n_gpu_layers
    # experts kept in RAM (n_cpu_moe), as the real load keeps them
    _keep = apply_overrides(model_params, plan_for_file(params, path).overrides)
    model = llama_cpp.llama_model_load_from_file(str(path).encode(), model_params)
    if not model:
        raise RuntimeError(f"llama.cpp could not read the header of {path.name}")
    try:
        context = llama_cpp.llama_init_from_model(model, _context_params(params))
        if not context:
            raise RuntimeError("llama.cpp refused these context parameters (see its log)")
        try:
            return memory_breakdown(llama_cpp.llama_cpp._lib, context)
        finally:
            llama_cpp.llama_free(context)
    finally:
        llama_cpp.llama_model_free(model)


def _context_params(params: LoadParams) -> Any:
    """The context parameters llama_cpp.Llama would build from ``params.llama_kwargs()``."""
    import llama_cpp

    context_params = llama_cpp.llama_context_default_params()
    context_params.n_ctx = params.n_ctx
    context_params.n_batch = params.n_batch
    context_params.n_ubatch = params.n_ubatch
    context_params.type_k = GGML_TYPE_IDS[params.type_k]
    context_params.type_v = GGML_TYPE_IDS[params.type_v]
    context_params.swa_full = params.swa_full
    context_params.flash_attn_type = (llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
                                      if params.flash_attn
                                      else llama_cpp.LLAMA_FLASH_ATTN_TYPE_DISABLED)
    return context_params
