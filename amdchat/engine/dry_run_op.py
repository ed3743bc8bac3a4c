"""The ``dry_run`` op, run inside the worker: what a load would allocate, without the weights.

A sparse copy of the file holds only its header bytes, truncated to the full
size; llama.cpp loads it with ``no_alloc`` (and without mmap, whose path does
not support it) and the load's own parameters (amdchat.engine.load_params),
then says what it would allocate per buffer type (amdchat.engine.breakdown): for
the same backend and device, the figures of a real load. Where that
breakdown cannot be read, the KV and compute sizes come from its log
(``parse_dry_run_log``). The fit check reads the event (amdchat.plan.sides).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

from amdchat.engine.breakdown import Breakdown, memory_breakdown
from amdchat.engine.load_params import LoadParams
from amdchat.engine.native_path import utf8_name
from amdchat.engine.tensor_overrides import plan_for_file
from amdchat.engine.tensor_overrides_native import apply_overrides
from amdchat.gguf import read_local_header
from amdchat.gguf.split import shard_paths
from amdchat.kv_cache import GGML_TYPE_IDS

_KV_SIZE = re.compile(r"llama_kv_cache: size =\s*([\d.]+) MiB")
_COMPUTE = re.compile(r"(\S+) compute buffer size =\s*([\d.]+) MiB")
_OUTPUT = re.compile(r"(\S+)\s+output buffer size =\s*([\d.]+) MiB")


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


def dry_run(path: Path, params: LoadParams, sparse: bool = False) -> Breakdown | None:
    """Load a sparse copy with no_alloc (``sparse``: ``path`` is one already); the caller
    captures llama.cpp's log. Returns llama.cpp's memory breakdown, or None where it
    cannot be read."""
    if sparse:
        return _load_no_alloc(path, params)
    with tempfile.TemporaryDirectory(prefix="amdchat-dry-") as tmp:
        for shard in shard_paths(path):
            write_sparse_copy(shard, Path(tmp) / utf8_name(shard.name))
        return _load_no_alloc(Path(tmp) / utf8_name(path.name), params)


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
