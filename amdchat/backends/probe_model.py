"""A tiny model with random weights that puts a CPU variant through its paces.

The child-process check of a CPU variant (amdchat.engine.cpu_variant_check) runs a short
prompt through it. It must not depend on a model the user has: this one is written once
into the cache (a few MB). Its weights are of the quantized types llama.cpp's fast CPU
paths take (repacked and AMX matrix products: Q4_0, Q8_0, Q4_K, Q6_K), with rows of 256
and more so that those paths are the ones used; the numbers are random, the replies
nonsense: only whether the code runs counts.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from amdchat import paths

N_EMBD = 256
N_FF = 768
N_LAYERS = 2
N_HEAD = 4
N_BYTE_TOKENS = 256
PROBE_VERSION = 1  # bump when the file changes, so older copies are written again

# Bytes per block of 256 values, and where the f16 scales lie in it (set to small
# numbers: random bytes there would make infinities, not work).
_K_BLOCKS = {"Q4_K": (144, (0, 2)), "Q6_K": (210, (208,))}


def probe_model_path() -> Path:
    return paths.cache_dir() / f"cpu-probe-v{PROBE_VERSION}.gguf"


def _quantized(rng: np.random.Generator, rows: int, cols: int, kind: str) -> np.ndarray:
    """Random rows of a K-quant type, as the raw bytes gguf takes (rows x bytes)."""
    block_bytes, scale_offsets = _K_BLOCKS[kind]
    blocks = rng.integers(0, 256, size=(rows, cols // 256, block_bytes), dtype=np.uint8)
    scale = np.frombuffer(np.float16(0.01).tobytes(), dtype=np.uint8)
    for offset in scale_offsets:
        blocks[:, :, offset:offset + 2] = scale
    return blocks.reshape(rows, -1)


def write_probe_model(path: Path) -> Path:
    """Write the probe model (llama architecture, a byte-level vocabulary)."""
    import gguf

    rng = np.random.default_rng(0)
    q = gguf.GGMLQuantizationType
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")  # renamed when whole
    writer = gguf.GGUFWriter(str(partial), "llama")
    writer.add_name("amdchat CPU probe")
    writer.add_context_length(512)
    writer.add_embedding_length(N_EMBD)
    writer.add_block_count(N_LAYERS)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_rope_dimension_count(N_EMBD // N_HEAD)
    tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(N_BYTE_TOKENS)]
    types = [gguf.TokenType.UNKNOWN, gguf.TokenType.CONTROL, gguf.TokenType.CONTROL] + \
        [gguf.TokenType.BYTE] * N_BYTE_TOKENS
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores([0.0] * len(tokens))
    writer.add_token_types(types)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    vocab = len(tokens)

    def dense(rows: int, cols: int, kind: gguf.GGMLQuantizationType) -> np.ndarray:
        values = rng.standard_normal((rows, cols), dtype=np.float32) * 0.02
        return gguf.quants.quantize(values, kind)

    ones = np.ones(N_EMBD, dtype=np.float32)
    writer.add_tensor("token_embd.weight", dense(vocab, N_EMBD, q.Q8_0), raw_dtype=q.Q8_0)
    writer.add_tensor("output_norm.weight", ones)
    writer.add_tensor("output.weight", _quantized(rng, vocab, N_EMBD, "Q6_K"),
                      raw_dtype=q.Q6_K)
    for layer in range(N_LAYERS):
        name = f"blk.{layer}."
        writer.add_tensor(name + "attn_norm.weight", ones)
        writer.add_tensor(name + "ffn_norm.weight", ones)
        writer.add_tensor(name + "attn_q.weight", dense(N_EMBD, N_EMBD, q.Q4_0),
                          raw_dtype=q.Q4_0)
        writer.add_tensor(name + "attn_k.weight", dense(N_EMBD, N_EMBD, q.Q8_0),
                          raw_dtype=q.Q8_0)
        writer.add_tensor(name + "attn_v.weight", _quantized(rng, N_EMBD, N_EMBD, "Q6_K"),
                          raw_dtype=q.Q6_K)
        writer.add_tensor(name + "attn_output.weight",
                          _quantized(rng, N_EMBD, N_EMBD, "Q4_K"), raw_dtype=q.Q4_K)
        writer.add_tensor(name + "ffn_gate.weight", _quantized(rng, N_FF, N_EMBD, "Q4_K"),
                          raw_dtype=q.Q4_K)
        writer.add_tensor(name + "ffn_up.weight", dense(N_FF, N_EMBD, q.Q4_0),
                          raw_dtype=q.Q4_0)
        writer.add_tensor(name + "ffn_down.weight", _quantized(rng, N_EMBD, N_FF, "Q6_K"),
                          raw_dtype=q.Q6_K)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    partial.replace(path)
    return path


def probe_model() -> Path:
    """The probe model, written on first use."""
    path = probe_model_path()
    return path if path.is_file() else write_probe_model(path)
