"""Tiny random-weight llama GGUFs, quantized by llama.cpp: models for the Hub emulator,
the fit and the fake user's home (the tests' fixture tiny_models is in tests/conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def write_tiny_llama(writer: Any, blocks: int, width: int, seed: int, scale: float) -> None:
    """A small random-weight llama's metadata and tensors, written out and closed."""
    import numpy as np

    writer.add_block_count(blocks)
    writer.add_context_length(256)
    writer.add_embedding_length(width)
    writer.add_feed_forward_length(width * 2)
    writer.add_head_count(4)
    writer.add_head_count_kv(4)
    writer.add_layer_norm_rms_eps(1e-5)
    rng = np.random.default_rng(seed)
    vocab = 512
    writer.add_tokenizer_model("llama")
    writer.add_token_list([f"t{i}".encode() for i in range(vocab)])
    writer.add_token_scores([0.0] * vocab)
    writer.add_token_types([1] * vocab)
    writer.add_tensor("token_embd.weight", rng.standard_normal((vocab, width), dtype=np.float32))
    writer.add_tensor("output_norm.weight", np.ones(width, dtype=np.float32))
    for b in range(blocks):
        for name, shape in (("attn_q", (width, width)), ("attn_k", (width, width)),
                            ("attn_v", (width, width)), ("attn_output", (width, width)),
                            ("ffn_gate", (width * 2, width)), ("ffn_up", (width * 2, width)),
                            ("ffn_down", (width, width * 2))):
            writer.add_tensor(f"blk.{b}.{name}.weight",
                              rng.standard_normal(shape, dtype=np.float32) * scale)
        writer.add_tensor(f"blk.{b}.attn_norm.weight", np.ones(width, dtype=np.float32))
        writer.add_tensor(f"blk.{b}.ffn_norm.weight", np.ones(width, dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def tiny_gguf(path: Path, quant: str = "F32", blocks: int = 2, width: int = 256) -> Path:
    """A small random-weight llama GGUF, quantized with llama.cpp's own quantizer."""
    from gguf import GGUFWriter

    path.parent.mkdir(parents=True, exist_ok=True)
    source = path.with_suffix(".f32.gguf") if quant != "F32" else path
    writer = GGUFWriter(str(source), "llama")
    writer.add_name("tiny test llama")
    writer.add_file_type(0)
    write_tiny_llama(writer, blocks, width, seed=0, scale=0.02)
    if quant == "F32":
        return path
    quantize(source, path, quant)
    source.unlink()
    return path


def quantize(source: Path, target: Path, quant: str) -> None:
    """Quantize with llama.cpp in a child process (the test process stays free of it)."""
    import subprocess
    import sys

    code = (
        "import llama_cpp, sys\n"
        "params = llama_cpp.llama_model_quantize_default_params()\n"
        f"params.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_{quant}\n"
        "rc = llama_cpp.llama_model_quantize(sys.argv[1].encode(), sys.argv[2].encode(), params)\n"
        "sys.exit(rc)\n")
    subprocess.run([sys.executable, "-c", code, str(source), str(target)], check=True,
                   capture_output=True, env={**os.environ})
