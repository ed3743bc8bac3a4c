"""A llama.cpp dry run: what a load would allocate, without the weights.

A sparse copy of the file holds only its header bytes, truncated to the full
size; llama.cpp loads it with ``no_alloc`` (and without mmap, whose path does
not support it), then reports the KV cache and compute buffers it would
allocate per device: for the same backend, the figures of a real load.
Runs inside the worker (it needs llama_cpp and the chosen backend).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

from amdchat.gguf import read_local_header
from amdchat.gguf.split import shard_paths

_KV_SIZE = re.compile(r"llama_kv_cache: size =\s*([\d.]+) MiB")
_COMPUTE = re.compile(r"(\S+) compute buffer size =\s*([\d.]+) MiB")


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
    return {"kv_mib": sum(float(m) for m in _KV_SIZE.findall(text)), "compute_mib": compute}


def dry_run(path: Path, n_ctx: int, n_gpu_layers: int, flash_attn: bool = False) -> None:
    """Load the sparse copy with no_alloc; the caller captures llama.cpp's log."""
    import llama_cpp

    with tempfile.TemporaryDirectory(prefix="amdchat-dry-") as tmp:
        for shard in shard_paths(path):
            write_sparse_copy(shard, Path(tmp) / shard.name)
        params = llama_cpp.llama_model_default_params()
        params.no_alloc = True
        params.load_mode = llama_cpp.LLAMA_LOAD_MODE_NONE
        params.use_extra_bufts = False
        params.n_gpu_layers = n_gpu_layers
        model = llama_cpp.llama_model_load_from_file(str(Path(tmp) / path.name).encode(), params)
        if not model:
            raise RuntimeError(f"llama.cpp could not read the header of {path.name}")
        try:
            context_params = llama_cpp.llama_context_default_params()
            context_params.n_ctx = n_ctx
            context_params.flash_attn_type = (llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED if flash_attn
                                              else llama_cpp.LLAMA_FLASH_ATTN_TYPE_DISABLED)
            context = llama_cpp.llama_init_from_model(model, context_params)
            if context:
                llama_cpp.llama_free(context)
        finally:
            llama_cpp.llama_model_free(model)
