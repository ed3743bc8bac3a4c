"""The llama.cpp parameters a model is loaded with: one function decides them.

The worker's load, the fit dry run and ``amdchat fit --json`` all take them
from ``load_params``, so the memory a fit verdict promises is the memory the
load then asks for. No llama_cpp import here: the GUI and the CLI use it too.

- n_batch/n_ubatch: llama-cpp-python's defaults (512, never above n_ctx);
  the compute buffers grow with n_ubatch.
- KV cache type: f16, q8_0 or q4_0. llama.cpp quantizes V only with flash
  attention, so without it V stays f16 (K can be quantized either way).
- swa_full: False by default, unlike llama-cpp-python (docs/features.md, "Sliding-window"):
  sliding-window layers keep n_swa + n_ubatch cells instead of n_ctx.
- The CPU backend never offloads: n_gpu_layers 0 there.
- n_cpu_moe: the experts of that many layers (the first on the GPU) stay in
  system RAM; tensor_overrides: more (pattern, device) pairs, as llama.cpp's
  -ot. A load that overrides any maps no file (amdchat.engine.tensor_overrides).
- mmproj: a vision projector's path, opened with libmtmd beside the model
  (amdchat.engine.worker_vision); its weights are counted by the fit and the plan.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from amdchat.kv_cache import GGML_TYPE_IDS, KV_TYPES

BATCH = 512  # llama-cpp-python's default n_batch and n_ubatch
LoadParamsDict = dict[str, int | str | bool | list[list[str]] | list[float]]
"""LoadParams as it travels in a request or an event (LoadParams.as_dict)."""


@dataclass(frozen=True)
class LoadParams:
    n_ctx: int
    n_batch: int
    n_ubatch: int
    type_k: str  # one of amdchat.kv_cache.KV_TYPES
    type_v: str
    flash_attn: bool
    swa_full: bool
    n_gpu_layers: int
    n_cpu_moe: int = 0
    tensor_overrides: tuple[tuple[str, str], ...] = ()  # (regex on tensor names, device)
    # the offloaded layers' share per device, in llama.cpp's device order (remote rpc
    # devices first): llama.cpp's tensor_split; () lets llama.cpp split by free memory
    tensor_split: tuple[float, ...] = ()
    mmproj: str = ""  # the vision projector loaded beside the model ("": none)

    def __post_init__(self) -> None:
        # from JSON (a request, a cached dry run) the pairs come as lists
        pairs = tuple((str(p), str(d)) for p, d in self.tensor_overrides)
        object.__setattr__(self, "tensor_overrides", pairs)
        object.__setattr__(self, "tensor_split", tuple(float(x) for x in self.tensor_split))

    def as_dict(self) -> LoadParamsDict:
        """JSON's own types (a request, a cache key that must equal itself read back)."""
        return {**asdict(self), "tensor_overrides": [list(p) for p in self.tensor_overrides],
                "tensor_split": list(self.tensor_split)}

    @classmethod
    def from_request(cls, sent: Mapping[str, object]) -> LoadParams:
        """The params a load or dry-run request carries (``as_dict``'s fields); a field
        left out takes what ``load_params`` would give. A field of the wrong type raises
        ValueError."""
        for field in fields(cls):
            value = sent.get(field.name)
            if field.name == "tensor_overrides":
                _check_pairs(value)
                continue
            if field.name == "tensor_split":
                _check_split(value)
                continue
            kind = {"int": int, "str": str, "bool": bool}[str(field.type)]
            if value is not None and (not isinstance(value, kind)
                                      or (kind is int and isinstance(value, bool))):
                raise ValueError(f"the load parameter {field.name} should be {kind.__name__}, "
                                 f"not {value!r}")
        n_ctx, n_gpu_layers = sent.get("n_ctx", 4096), sent.get("n_gpu_layers", -1)
        base = load_params(n_ctx if isinstance(n_ctx, int) else 4096,
                           n_gpu_layers if isinstance(n_gpu_layers, int) else -1,
                           flash_attn=sent.get("flash_attn") is True)
        given = {name: sent[name] for name in base.as_dict() if name in sent}
        return cls(**{**base.as_dict(), **given})  # type: ignore[arg-type]

    def llama_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``llama_cpp.Llama``."""
        return {"n_ctx": self.n_ctx, "n_batch": self.n_batch, "n_ubatch": self.n_ubatch,
                "type_k": GGML_TYPE_IDS[self.type_k], "type_v": GGML_TYPE_IDS[self.type_v],
                "flash_attn": self.flash_attn, "swa_full": self.swa_full,
                "n_gpu_layers": self.n_gpu_layers,
                **({"tensor_split": list(self.tensor_split)} if self.tensor_split else {})}


def _check_pairs(value: object) -> None:
    """tensor_overrides travel as a list of [pattern, device] pairs of strings."""
    if value is None:
        return
    if not isinstance(value, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)
            for p in value):
        raise ValueError("the load parameter tensor_overrides should be a list of "
                         "[pattern, device] pairs")


def _check_split(value: object) -> None:
    """tensor_split travels as a list of non-negative numbers, one per device."""
    if value is None:
        return
    if not isinstance(value, list) or len(value) > 16 or not all(
            isinstance(x, int | float) and not isinstance(x, bool) and x >= 0 for x in value):
        raise ValueError("the load parameter tensor_split should be a list of at most 16 "
                         "non-negative numbers")


def load_params(n_ctx: int, n_gpu_layers: int = -1, backend_kind: str = "", *,
                kv_type: str = "f16", flash_attn: bool = False,
                swa_full: bool = False, n_cpu_moe: int = 0, mmproj: str = "") -> LoadParams:
    """What the app passes to llama.cpp for this model, context and backend."""
    if kv_type not in KV_TYPES:
        raise ValueError(f"unknown KV cache type {kv_type!r}: use one of {', '.join(KV_TYPES)}")
    n_batch = min(n_ctx, BATCH)
    return LoadParams(
        n_ctx=n_ctx, n_batch=n_batch, n_ubatch=min(n_batch, BATCH), type_k=kv_type,
        type_v=kv_type if flash_attn else "f16", flash_attn=flash_attn, swa_full=swa_full,
        n_gpu_layers=0 if backend_kind == "cpu" else n_gpu_layers,
        n_cpu_moe=0 if backend_kind == "cpu" else max(n_cpu_moe, 0), mmproj=mmproj)
