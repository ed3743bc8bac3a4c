"""A tiny random-weight embedding model: a llama whose GGUF names mean pooling, with a
byte-level vocabulary (any text tokenizes). llama.cpp pools its last hidden states into
one vector per text, as it does for a real embedding model."""

from __future__ import annotations

from pathlib import Path


def tiny_embedding_gguf(path: Path, width: int = 64) -> Path:
    import numpy as np
    from gguf import GGUFWriter
    from gguf.constants import PoolingType

    path.parent.mkdir(parents=True, exist_ok=True)
    writer = GGUFWriter(str(path), "llama")
    writer.add_name("tiny test embedding")
    writer.add_file_type(0)
    writer.add_pooling_type(PoolingType.MEAN)
    writer.add_block_count(1)
    writer.add_context_length(256)
    writer.add_embedding_length(width)
    writer.add_feed_forward_length(width * 2)
    writer.add_head_count(4)
    writer.add_head_count_kv(4)
    writer.add_layer_norm_rms_eps(1e-5)
    tokens = [b"<unk>", b"<s>", b"</s>"] + [f"<0x{i:02X}>".encode() for i in range(256)]
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores([0.0] * len(tokens))
    writer.add_token_types([2, 3, 3] + [6] * 256)  # unknown, control x2, bytes
    writer.add_unk_token_id(0)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    rng = np.random.default_rng(1)
    writer.add_tensor("token_embd.weight",
                      rng.standard_normal((len(tokens), width), dtype=np.float32))
    writer.add_tensor("output_norm.weight", np.ones(width, dtype=np.float32))
    for name, shape in (("attn_q", (width, width)), ("attn_k", (width, width)),
                        ("attn_v", (width, width)), ("attn_output", (width, width)),
                        ("ffn_gate", (width * 2, width)), ("ffn_up", (width * 2, width)),
                        ("ffn_down", (width, width * 2))):
        writer.add_tensor(f"blk.0.{name}.weight",
                          rng.standard_normal(shape, dtype=np.float32) * 0.02)
    writer.add_tensor("blk.0.attn_norm.weight", np.ones(width, dtype=np.float32))
    writer.add_tensor("blk.0.ffn_norm.weight", np.ones(width, dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
