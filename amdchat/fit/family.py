"""One dry run for every quantization of the same model.

Measured with llama-cpp-python 0.3.36 (Gemma 3 270M quantized to Q2_K, Q4_0,
Q4_K_M, Q5_K_M, Q6_K, Q8_0 and F16; n_ctx 4096 f16, 16384 q8_0 KV with flash
attention, 8192 swa_full): on the CPU backend and on Vulkan (lavapipe), the KV
cache and compute buffers of every buffer type are the same bytes for every
quantization; only the weights differ. So quantizations whose headers differ
only in tensor types (a "family") share one dry run, and each one's weights
come from its own header: the host side (the input embeddings, or everything
on the CPU) and the GPU side (the layers and the output; with tied embeddings
some architectures, llama among them, also copy the embeddings to the GPU for
the output layer, which the family's dry run shows).

What the header does not say is which host weights llama.cpp repacks for the
CPU (the CPU_REPACK buffer, counted twice in host memory): that depends on the
tensor's type and shape, the CPU and the llama.cpp build (on this machine Q4_0
and Q4_K are repacked, Q8_0 and the other K-quants not). It is learnt from the
dry runs themselves: a dry run's repack bytes are a sum of the bytes of some of
its (role, type, shape) tensor groups, and a group is decided (repacked or not)
when every sum that matches says the same. A quantization with an undecided
group, or whose measured buffers the header does not account for exactly, gets
its own dry run: a derived figure is exact or not given. Known without a dry
run: vectors (norms) and tables read by rows (the input embeddings) are never
repacked (llama.cpp repacks only the weights of matrix multiplications), so on
a GPU, where the host keeps only the embeddings, one dry run serves the family.
"""

from __future__ import annotations

import copy
import hashlib
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from amdchat.engine.load_params import LoadParams
from amdchat.engine.placement import host_device
from amdchat.gguf import GGUFHeader

_HOST_TENSORS = ("token_embd.weight",)  # kept in host memory with every layer offloaded
_ROWS_OPS = ("token_embd", "per_layer_token_embd")  # read with GET_ROWS, not MUL_MAT
_MAX_GROUPS = 16  # subsets to try: 2**16 at most
_IGNORED_META = ("general.", "quantize.", "split.")
GroupKey = tuple[str, int, tuple[int, ...]]  # (role, ggml type, shape)


def family_signature(header: GGUFHeader) -> str:
    """What decides the KV and compute buffers: the metadata (but the file's name, type
    and quantization notes) and the tensors' names and shapes, not their types."""
    meta = {k: v for k, v in header.metadata.items() if not k.startswith(_IGNORED_META)}
    shapes = sorted((t.name, list(t.shape)) for t in header.tensors)
    text = json.dumps([meta, header.array_lengths, shapes], sort_keys=True, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _role(name: str) -> str:
    base = name.split(".", 2)[2] if name.startswith("blk.") else name
    return "rows" if base.startswith(_ROWS_OPS) else "matmul"


def _sides(header: GGUFHeader, params: LoadParams) -> tuple[dict[GroupKey, int], int] | None:
    """(host tensor groups -> bytes, GPU bytes) as llama.cpp places them with every layer
    offloaded (n_gpu_layers -1) or none (0); None for a partial offload."""
    host: dict[GroupKey, int] = {}
    gpu = 0
    if params.n_gpu_layers not in (0, -1):
        return None
    for tensor in header.tensors:
        if params.n_gpu_layers == -1 and tensor.name not in _HOST_TENSORS:
            gpu += tensor.n_bytes
            continue
        if len(tensor.shape) < 2:
            key: GroupKey = ("vector", tensor.ggml_type, tensor.shape)
        else:
            key = (_role(tensor.name), tensor.ggml_type, tensor.shape)
        host[key] = host.get(key, 0) + tensor.n_bytes
    return host, gpu


@dataclass(frozen=True)
class _Layout:
    """A dry run's buffers, read as: one host buffer, at most one repack buffer, at most
    one GPU buffer holding weights."""

    host: str
    repack: str | None
    gpu: str | None
    host_bytes: int
    repack_bytes: int
    gpu_bytes: int


def _layout(buffers: dict[str, dict[str, int]]) -> _Layout | None:
    host = [n for n, s in buffers.items() if host_device(n) == "CPU" and "REPACK" not in n
            and s["model"]]
    repack = [n for n, s in buffers.items() if "REPACK" in n and s["model"]]
    gpu = [n for n, s in buffers.items() if host_device(n) != "CPU" and s["model"]]
    if len(host) > 1 or len(repack) > 1 or len(gpu) > 1:
        return None
    host_name = host[0] if host else "CPU"
    return _Layout(host_name, repack[0] if repack else None, gpu[0] if gpu else None,
                   buffers.get(host_name, {}).get("model", 0),
                   buffers[repack[0]]["model"] if repack else 0,
                   buffers[gpu[0]]["model"] if gpu else 0)


def _embeddings(host: dict[GroupKey, int]) -> int:
    return sum(size for key, size in host.items() if key[0] == "rows")


def _never_repacked(key: GroupKey) -> bool:
    return key[0] != "matmul"


def _decisions(groups: dict[GroupKey, int], repack_bytes: int) -> dict[GroupKey, bool]:
    """The groups every matching subset agrees on: True repacked, False not."""
    keys = sorted(k for k in groups if not _never_repacked(k))
    if len(keys) > _MAX_GROUPS:
        return {}
    agree: dict[GroupKey, bool] | None = None
    for picks in itertools.product((False, True), repeat=len(keys)):
        if sum(groups[k] for k, p in zip(keys, picks, strict=True) if p) != repack_bytes:
            continue
        chosen = dict(zip(keys, picks, strict=True))
        agree = chosen if agree is None else {k: v for k, v in agree.items()
                                              if chosen[k] == v}
    return agree or {}


@dataclass
class _Measured:
    event: dict[str, Any]
    layout: _Layout
    embeddings_on_gpu: bool  # a tied output layer's copy of the embeddings


@dataclass
class QuantFamily:
    """The dry runs of one family at one set of parameters (one backend and device)."""

    params: LoadParams
    measured: _Measured | None = None
    repacked: dict[GroupKey, bool] = field(default_factory=dict)  # learnt
    conflicts: set[GroupKey] = field(default_factory=set)
    repack_name: str | None = None

    def learn(self, header: GGUFHeader, event: dict[str, Any]) -> None:
        """Keep a dry run of ``header`` if the header accounts for its weights exactly."""
        sides = _sides(header, self.params)
        buffers = event.get("buffers")
        layout = _layout(buffers) if buffers else None
        if sides is None or layout is None:
            return
        host, gpu = sides
        copied = layout.gpu_bytes - gpu
        if copied not in (0, _embeddings(host)) or (
                self.measured is not None and bool(copied) != self.measured.embeddings_on_gpu) or \
                layout.host_bytes + layout.repack_bytes != sum(host.values()):
            return
        for key, repacked in _decisions(host, layout.repack_bytes).items():
            if self.repacked.get(key, repacked) != repacked:
                self.conflicts.add(key)
            self.repacked[key] = repacked
        self.repack_name = self.repack_name or layout.repack
        if self.measured is None:
            self.measured = _Measured(event, layout, bool(copied))

    def derive(self, header: GGUFHeader) -> dict[str, Any] | None:
        """This quantization's dry-run event, from the family's: None where it cannot be
        exact (then it needs its own dry run)."""
        sides = _sides(header, self.params)
        if self.measured is None or sides is None:
            return None
        host, gpu = sides
        if self.measured.embeddings_on_gpu:
            gpu += _embeddings(host)
        if any(not _never_repacked(k) and (k not in self.repacked or k in self.conflicts)
               for k in host):
            return None
        repack = sum(b for k, b in host.items() if not _never_repacked(k) and self.repacked[k])
        layout = self.measured.layout
        repack_name = layout.repack or self.repack_name
        if (repack and repack_name is None) or (gpu and layout.gpu is None):
            return None
        event = copy.deepcopy(self.measured.event)
        buffers = event["buffers"]
        model = {layout.host: sum(host.values()) - repack}
        if repack_name is not None:
            model[repack_name] = repack
        if layout.gpu is not None:
            model[layout.gpu] = gpu
        for name, size in model.items():
            buffers.setdefault(name, {"model": 0, "context": 0, "compute": 0})["model"] = size
            if not any(buffers[name].values()):
                del buffers[name]  # llama.cpp lists no buffer it does not use
        return event
