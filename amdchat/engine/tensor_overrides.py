"""Which weights a load keeps off the GPU: llama.cpp's tensor buffer-type overrides.

A mixture-of-experts model reads only a few of its experts per token, so its
expert tensors are the part worth keeping in system RAM when the card is too
small: attention, norms and the router stay on the GPU. llama.cpp does it with
``llama_model_params.tensor_buft_overrides``, an array of {regex, buffer type}
ended by {NULL, NULL}, matched with ``std::regex_search`` against each tensor's
name as the model loads. ``--n-cpu-moe N`` writes one entry per layer,
``blk\\.<i>\\.ffn_(up|down|gate|gate_up)_(ch|)exps`` for the first N layers, with
the CPU's buffer type; llama.cpp's fit (common/fit.cpp) takes the first N layers
*on the GPU*, which is the same with every layer offloaded and the useful
choice with a layer split too. Both are done here.

The CPU's buffer type comes from ggml's device registry (the CPU device's
default buffer type is ``ggml_backend_cpu_buffer_type()``, the one llama.cpp
compares against to let the CPU's repacking buffer types take a tensor).
A load with tensors overridden to the CPU does not map the file: llama.cpp
advises it ("tensor overrides to CPU are used with mmap enabled - consider using
--load-mode none"), and the host buffer is then the overridden tensors' own
bytes, the figure a dry run measures, instead of the span of the file between
the first and the last of them.

No llama_cpp import at module level: the fit and the CLI use the pure part.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import EXPERT_SUFFIX

CPU = "CPU"  # the device name an override gives for system RAM
# llama.cpp's LLM_FFN_EXPS_REGEX (common/common.h): the expert FFN tensors of every MoE
# architecture it knows (gate, up, down, fused gate_up, and the "chexps" chunked ones)
_EXPERT_TENSOR = re.compile(r"^blk\.(\d+)" + EXPERT_SUFFIX)
_EXPERT_COUNT_KEY = "{arch}.expert_count"
Override = tuple[str, str]  # (regex on tensor names, device name: "CPU", "Vulkan0"...)


def expert_pattern(layer: int) -> str:
    """The override pattern for one layer's expert tensors, as --n-cpu-moe writes it."""
    return rf"blk\.{layer}{EXPERT_SUFFIX}"


@dataclass(frozen=True)
class Experts:
    """A model's expert tensors, as far as the names tell."""

    architecture: str
    expert_count: int  # the header's <arch>.expert_count; 0 when it has none
    layer_bytes: dict[int, int] = field(default_factory=dict)  # layer -> its expert bytes

    @property
    def recognised(self) -> bool:
        return bool(self.layer_bytes)

    def bytes_in(self, layers: Iterable[int]) -> int:
        """The expert bytes of ``layers`` (the layers kept in RAM)."""
        return sum(self.layer_bytes.get(layer, 0) for layer in layers)

    def unrecognised_text(self) -> Text | None:
        """Why the experts cannot be kept in RAM, or None when they can."""
        if self.recognised:
            return None
        if self.expert_count > 0:
            return Text("messages", tr_noop(
                "messages", "This {architecture} model is a mixture of experts, but amdchat "
                "does not recognise the names of its expert tensors, so it cannot keep them in "
                "system RAM: it splits the model by whole layers instead."),
                {"architecture": self.architecture})
        return Text("messages", tr_noop(
            "messages", "This {architecture} model has no expert tensors (it is not a mixture "
            "of experts), so there are no experts to keep in system RAM: it splits the model "
            "by whole layers instead."), {"architecture": self.architecture})


def find_experts(architecture: str, metadata: dict[str, Any],
                 tensors: Iterable[tuple[str, int]]) -> Experts:
    """The expert tensors among ``tensors`` ((name, bytes) pairs of a GGUF header),
    by the pattern llama.cpp's own --n-cpu-moe matches."""
    count = metadata.get(_EXPERT_COUNT_KEY.format(arch=architecture), 0)
    layer_bytes: dict[int, int] = {}
    for name, n_bytes in tensors:
        if match := _EXPERT_TENSOR.match(name):
            layer = int(match[1])
            layer_bytes[layer] = layer_bytes.get(layer, 0) + n_bytes
    return Experts(architecture, count if isinstance(count, int) else 0, layer_bytes)


def local_experts(path: Path) -> tuple[Experts, int]:
    """The experts of a model file, every shard of a split one read, and its layer
    count (0 when the header has none)."""
    from amdchat.gguf import read_local_header
    from amdchat.gguf.split import shard_paths

    headers = [read_local_header(shard) for shard in shard_paths(path)]
    first = headers[0]
    tensors = ((t.name, t.n_bytes) for header in headers for t in header.tensors)
    return find_experts(first.architecture, first.metadata, tensors), first.block_count or 0


def first_gpu_layer(n_gpu_layers: int, n_layer: int) -> int:
    """llama.cpp offloads the last layers: with ``n_gpu_layers`` (the output layer
    counted, negative for all) the ones from this index on are on the GPU."""
    if n_gpu_layers < 0:
        return 0
    return max(n_layer + 1 - n_gpu_layers, 0)


def expert_layers_in_ram(n_cpu_moe: int, n_gpu_layers: int, n_layer: int,
                         with_experts: Collection[int] | None = None) -> tuple[int, ...]:
    """The layers whose experts stay in system RAM: the first ``n_cpu_moe`` of those on
    the GPU (layers on the CPU keep theirs there anyway). With ``with_experts`` (the
    layers that have experts: DeepSeek and GLM begin with dense ones) only those count,
    where --n-cpu-moe would spend some of its N on layers without experts."""
    start = first_gpu_layer(n_gpu_layers, n_layer)
    candidates = [layer for layer in range(start, n_layer)
                  if with_experts is None or layer in with_experts]
    return tuple(candidates[:max(n_cpu_moe, 0)])


def expert_overrides(layers: Iterable[int]) -> list[Override]:
    """One CPU override per layer whose experts stay in RAM."""
    return [(expert_pattern(layer), CPU) for layer in layers]


@dataclass(frozen=True)
class OverridePlan:
    """What a load with these parameters overrides, and what it could not."""

    overrides: list[Override]
    expert_layers: tuple[int, ...]  # the layers whose experts are in RAM
    expert_bytes: int  # their bytes
    problem: Text | None = None  # experts asked for but not recognised

    def llama_kwargs(self) -> dict[str, Any]:
        """What ``llama_cpp.Llama`` takes besides the overrides: no file mapping with them
        (see the module's docstring)."""
        return {"use_mmap": not self.overrides}

    def as_dict(self) -> dict[str, Any]:
        return {"tensor_overrides": [list(o) for o in self.overrides],
                "experts_in_ram_layers": len(self.expert_layers),
                "experts_in_ram_bytes": self.expert_bytes,
                "expert_offload_problem": self.problem.as_dict() if self.problem else None}


def plan_overrides(params: Any, experts: Experts, n_layer: int) -> OverridePlan:
    """The overrides a load with ``params`` (LoadParams) uses: ``params.n_cpu_moe``
    layers' experts, then ``params.tensor_overrides`` as given. Experts asked for
    where none are recognised give none, and say why."""
    extra = list(params.tensor_overrides)
    if params.n_cpu_moe <= 0:
        return OverridePlan(extra, (), 0)
    if not experts.recognised:
        return OverridePlan(extra, (), 0, experts.unrecognised_text())
    n_layer = n_layer or max(experts.layer_bytes) + 1
    layers = expert_layers_in_ram(params.n_cpu_moe, params.n_gpu_layers, n_layer,
                                  experts.layer_bytes)
    return OverridePlan(expert_overrides(layers) + extra, layers, experts.bytes_in(layers))


def plan_for_file(params: Any, path: Path) -> OverridePlan:
    """``plan_overrides`` for a model file; its headers are read only when experts are
    asked for."""
    if params.n_cpu_moe <= 0:
        return plan_overrides(params, Experts("", 0), 0)
    return plan_overrides(params, *local_experts(path))
