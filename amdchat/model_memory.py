"""The memory a model needs, layer by layer, read from its GGUF header.

llama.cpp's n_gpu_layers N puts the output layer and the last N - 1 repeating
layers on the GPU (src/llama-model.cpp: the output layer is "layer" n_layer, and
offloading starts at n_layer + 1 - N). The input embedding table
stays in host memory. With tied embeddings (no output.weight) the output
layer is that same host table: measured with llama-cpp-python 0.3.36 on
Vulkan, Gemma 3 270M fully offloaded puts 65.16 MiB (its 18 layers) on the
GPU and keeps the 170 MiB embedding table, and the logits, on the host.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, replace
from pathlib import Path

from amdchat.gguf import GGUFHeader, read_local_header
from amdchat.gguf.split import shard_paths
from amdchat.sliding_window import sliding_layers, swa_cells

_LAYER = re.compile(r"^blk\.(\d+)\.")
# A mixture-of-experts layer's routed experts (llama.cpp's --n-cpu-moe and --fit match the
# same names): gate, up, down, or gate and up fused, as one 3-D tensor each. Shared experts
# (ffn_*_shexp) run for every token and are not among them.
EXPERT_SUFFIX = r"\.ffn_(up|down|gate|gate_up)_(ch|)exps"
EXPERT_TENSOR = re.compile(EXPERT_SUFFIX + r"\b")
LOGIT_BYTES = 4  # f32 logits
UBATCH = 512  # llama.cpp's default n_ubatch
MAX_LAYERS = 512  # llama.cpp's LLAMA_MAX_LAYERS: it loads no model with more


class ModelMemoryError(ValueError):
    """The header lacks what the memory estimate is computed from; the message says what."""


@dataclass(frozen=True)
class ModelMemory:
    layer_bytes: tuple[int, ...]  # weights of each repeating layer
    output_bytes: int  # the output layer (and its norm): llama.cpp offloads it first
    tied_output: bool  # no output.weight: logits are computed on the host
    host_only_bytes: int  # the input embeddings: always in host memory
    kv_bytes_per_token: tuple[int, ...]  # per layer, f16 K and V
    n_vocab: int
    n_embd: int
    n_head: int
    context_train: int
    expert_bytes: tuple[int, ...] = ()  # per layer, the routed experts' share of layer_bytes
    n_expert: int = 0  # experts per MoE layer (0: a dense model)
    n_expert_used: int = 0  # experts each token runs through
    swa_window: int = 0  # the sliding window's tokens (0: no sliding-window layers)
    swa_layers: tuple[int, ...] = ()  # per layer, 1 for a sliding-window layer

    @property
    def is_moe(self) -> bool:
        return any(self.expert_bytes)

    @property
    def experts_unrecognised(self) -> bool:
        """The header says mixture of experts, but no tensor has a name we know as an
        expert's: a plan can then only split whole layers, and says so."""
        return self.n_expert > 1 and not self.is_moe

    def experts_of(self, layer: int) -> int:
        return self.expert_bytes[layer] if self.expert_bytes else 0

    @property
    def active_expert_share(self) -> float:
        """The share of a layer's expert bytes one token reads."""
        if not self.is_moe or self.n_expert <= 0:
            return 1.0
        return min(max(self.n_expert_used, 1) / self.n_expert, 1.0)

    @property
    def n_layers(self) -> int:
        return len(self.layer_bytes)

    @property
    def weights_bytes(self) -> int:
        return sum(self.layer_bytes) + self.output_bytes + self.host_only_bytes

    def kv_cells(self, layer: int, n_ctx: int, swa_full: bool = False) -> int:
        """The KV cells ``layer`` keeps at context ``n_ctx``: a sliding-window layer keeps
        its window and a ubatch (amdchat.sliding_window), unless swa_full."""
        if swa_full or not self.swa_window or not self.swa_layers or not self.swa_layers[layer]:
            return n_ctx
        return swa_cells(n_ctx, self.swa_window, min(UBATCH, n_ctx))

    def kv_layer_bytes(self, layer: int, n_ctx: int, swa_full: bool = False) -> int:
        return self.kv_bytes_per_token[layer] * self.kv_cells(layer, n_ctx, swa_full)

    def kv_bytes(self, n_ctx: int, layers: range | None = None, swa_full: bool = False) -> int:
        chosen = layers if layers is not None else range(self.n_layers)
        return sum(self.kv_layer_bytes(i, n_ctx, swa_full) for i in chosen)

    def compute_bytes(self, n_ctx: int) -> int:
        """Closed-form GPU compute buffer (the fallback when no dry run is possible):
        activations and attention scores of one ubatch, plus its logits when the
        output layer runs on the GPU. The dry run measures the real figure."""
        tokens = min(UBATCH, n_ctx)
        scratch = tokens * self.n_embd * 4 * 8 + self.n_head * n_ctx * tokens * 4 + 32 * 2**20
        logits = 0 if self.tied_output else self.n_vocab * tokens * LOGIT_BYTES
        return scratch + logits


def memory_as_dict(memory: ModelMemory) -> dict[str, object]:
    return dataclasses.asdict(memory)


def memory_from_dict(data: dict[str, object]) -> ModelMemory:
    """Raises TypeError or ValueError on a dict that is not one of ``memory_as_dict``'s."""
    fields = {f.name for f in dataclasses.fields(ModelMemory)}
    required = {f.name for f in dataclasses.fields(ModelMemory)
                if f.default is dataclasses.MISSING}
    # older caches lack the expert fields; those without the sliding window's are measured
    # again (their KV per layer was counted as if every layer kept the whole context)
    if not required | {"swa_window"} <= set(data) <= fields:
        raise ValueError("not a ModelMemory")
    values = {k: tuple(int(x) for x in v) if isinstance(v, list) else v for k, v in data.items()}
    memory = ModelMemory(**values)  # type: ignore[arg-type]
    n_layers = memory.n_layers
    if len(memory.kv_bytes_per_token) != n_layers or (memory.expert_bytes and \
            len(memory.expert_bytes) != n_layers) or (memory.swa_layers and \
            len(memory.swa_layers) != n_layers):
        raise ValueError("not a ModelMemory: its per-layer lists differ in length")
    return memory


def _per_layer(value: object, n_layers: int, default: int) -> list[int]:
    if isinstance(value, list) and len(value) == n_layers:
        return [int(v) for v in value]
    if isinstance(value, int):
        return [value] * n_layers
    return [default] * n_layers


def _layer_count(header: GGUFHeader) -> int:
    """The estimate is per layer: without a sane layer count there is nothing to add up."""
    arch = header.architecture or "(no architecture)"
    n_layers = header.block_count
    if n_layers is None or not 1 <= n_layers <= MAX_LAYERS:
        found = "has none" if n_layers is None else f"says {n_layers:,}"
        raise ModelMemoryError(
            f"the header's layer count ({arch}.block_count) {found}, so the memory the model "
            f"needs cannot be worked out, and llama.cpp would not load it either (it wants 1 "
            f"to {MAX_LAYERS} layers). The file is broken or not a language model: download "
            f"it again, or choose another file.")
    return n_layers


def model_memory(header: GGUFHeader) -> ModelMemory:
    """Raises ModelMemoryError when the header has no usable layer count."""
    arch = header.architecture
    meta = header.metadata
    n_layers = _layer_count(header)
    layers = [0] * n_layers
    experts = [0] * n_layers
    output = host = 0
    has_output = any(t.name == "output.weight" for t in header.tensors)
    for tensor in header.tensors:
        match = _LAYER.match(tensor.name)
        if match and int(match[1]) < n_layers:
            layers[int(match[1])] += tensor.n_bytes
            if EXPERT_TENSOR.search(tensor.name):
                experts[int(match[1])] += tensor.n_bytes
        elif tensor.name == "token_embd.weight":
            host += tensor.n_bytes
        else:
            output += tensor.n_bytes  # output.weight, output_norm, rope tables...
    n_embd = int(meta.get(f"{arch}.embedding_length", 0) or 0)
    n_head = _per_layer(meta.get(f"{arch}.attention.head_count"), n_layers, 1)
    n_head_kv = _per_layer(meta.get(f"{arch}.attention.head_count_kv"), n_layers, n_head[0])
    head_dim = n_embd // max(n_head[0], 1)
    key_length = int(meta.get(f"{arch}.attention.key_length", head_dim) or head_dim)
    value_length = int(meta.get(f"{arch}.attention.value_length", head_dim) or head_dim)
    # f16 K and V per cell; a sliding-window layer keeps fewer cells (kv_cells)
    kv = tuple(h * (key_length + value_length) * 2 for h in n_head_kv)
    window, sliding = sliding_layers(meta, arch, n_layers)
    n_vocab = header.array_lengths.get("tokenizer.ggml.tokens", 0)
    return ModelMemory(tuple(layers), output, not has_output, host, kv, n_vocab, n_embd,
                       max(n_head), header.context_length or 0, tuple(experts),
                       _count(meta.get(f"{arch}.expert_count")),
                       _count(meta.get(f"{arch}.expert_used_count")), window, sliding)


def _count(value: object) -> int:
    return value if isinstance(value, int) and 0 <= value <= 1 << 16 else 0


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
