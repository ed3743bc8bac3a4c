"""A small mixture-of-experts GGUF for tests: ``qwen3moe`` with random weights.

Shaped like Qwen3-30B-A3B in miniature, so that the expert tensors
(``blk.N.ffn_{gate,up,down}_exps``) are most of the file, as in the real
models whose experts are kept in system RAM: 8 layers of 16 experts (2 used
per token), 96 MiB of experts in 100 MiB. Every tensor is far below lavapipe's
128 MiB limit on one allocation, and the tokenizer (SentencePiece-style, with
byte fallback and the ChatML markers) encodes any text, so the model loads
and generates on the CPU and on Vulkan. Deterministic: the same file each time.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ARCHITECTURE = "qwen3moe"
_WORDS = (  # common English words, as pieces of the vocabulary
    "the of and to in is was for on that with as by at from his it an were are which this "
    "be or has had but not their one first also its new after they who have her two been "
    "other when there all during into school time may years more most only over city some "
    "world would where later up such used many can state about national out known "
    "university united then made hello model expert token layer memory fast slow chat "
    "reply question answer yes no good small large red green blue house water light"
)


@dataclass(frozen=True)
class MoeShape:
    """The model's dimensions; the defaults give about 100 MiB in F16."""

    n_layer: int = 8
    n_embd: int = 256
    n_head: int = 4
    n_head_kv: int = 2
    head_dim: int = 64
    n_expert: int = 16
    n_expert_used: int = 2
    n_ff_exp: int = 512
    n_vocab: int = 512
    context_length: int = 4096

    @property
    def expert_bytes_per_layer(self) -> int:
        """F16 bytes of one layer's gate, up and down expert tensors."""
        return 3 * self.n_expert * self.n_ff_exp * self.n_embd * 2


def vocabulary(n_vocab: int) -> tuple[list[str], list[float], list[int]]:
    """Tokens, scores and types: unk, bos, eos, the 256 bytes, two ChatML markers, then
    words and letters (with SentencePiece's word-start mark) up to ``n_vocab``."""
    tokens = ["<unk>", "<s>", "</s>", *(f"<0x{b:02X}>" for b in range(256)),
              "<|im_start|>", "<|im_end|>"]
    types = [2, 3, 3, *([6] * 256), 3, 3]  # gguf.TokenType: UNKNOWN, CONTROL, BYTE
    pieces = ["\u2581", *(f"\u2581{word}" for word in _WORDS.split())]
    pieces += [chr(c) for c in range(ord("a"), ord("z") + 1)]
    pieces += [f"\u2581{chr(c)}" for c in range(ord("a"), ord("z") + 1)]
    pieces += [f"{a}{b}" for a in "aeiou" for b in "nrstlmd"]
    pieces += [f"\u2581{a}{b}" for a in "bcdfghklmnprstw" for b in "aeiou"]
    for piece in pieces:
        if len(tokens) == n_vocab:
            break
        if piece not in tokens:
            tokens.append(piece)
            types.append(1)  # NORMAL
    if len(tokens) < n_vocab:
        raise ValueError(f"only {len(tokens)} tokens to choose from, {n_vocab} asked")
    # SentencePiece merges the higher score first: longer pieces win, bytes come last
    scores = [0.0] * 3 + [-1000.0] * 256 + [0.0, 0.0] + [float(len(t)) for t in tokens[261:]]
    return tokens, scores, types


def write_moe_gguf(path: Path, shape: MoeShape = MoeShape(), seed: int = 0) -> Path:
    """Write the model to ``path`` (overwritten) and return it."""
    import gguf
    import numpy as np

    path.parent.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)

    def matrix(*dims: int, scale: float = 0.05) -> np.ndarray:
        return (rng.standard_normal(dims, dtype=np.float32) * scale).astype(np.float16)

    writer = gguf.GGUFWriter(str(path), ARCHITECTURE)
    _write_metadata(writer, shape)
    s = shape
    writer.add_tensor("token_embd.weight", matrix(s.n_vocab, s.n_embd, scale=0.5))
    for i in range(s.n_layer):
        block = f"blk.{i}"
        writer.add_tensor(f"{block}.attn_norm.weight", np.ones(s.n_embd, dtype=np.float32))
        writer.add_tensor(f"{block}.attn_q.weight", matrix(s.n_head * s.head_dim, s.n_embd))
        writer.add_tensor(f"{block}.attn_k.weight", matrix(s.n_head_kv * s.head_dim, s.n_embd))
        writer.add_tensor(f"{block}.attn_v.weight", matrix(s.n_head_kv * s.head_dim, s.n_embd))
        writer.add_tensor(f"{block}.attn_output.weight", matrix(s.n_embd, s.n_head * s.head_dim))
        writer.add_tensor(f"{block}.attn_q_norm.weight", np.ones(s.head_dim, dtype=np.float32))
        writer.add_tensor(f"{block}.attn_k_norm.weight", np.ones(s.head_dim, dtype=np.float32))
        writer.add_tensor(f"{block}.ffn_norm.weight", np.ones(s.n_embd, dtype=np.float32))
        writer.add_tensor(f"{block}.ffn_gate_inp.weight",
                          rng.standard_normal((s.n_expert, s.n_embd), dtype=np.float32))
        # numpy's shape is ggml's reversed: gate/up {n_embd, n_ff_exp, n_expert}
        writer.add_tensor(f"{block}.ffn_gate_exps.weight",
                          matrix(s.n_expert, s.n_ff_exp, s.n_embd))
        writer.add_tensor(f"{block}.ffn_up_exps.weight", matrix(s.n_expert, s.n_ff_exp, s.n_embd))
        writer.add_tensor(f"{block}.ffn_down_exps.weight",
                          matrix(s.n_expert, s.n_embd, s.n_ff_exp))
    writer.add_tensor("output_norm.weight", np.ones(s.n_embd, dtype=np.float32))
    writer.add_tensor("output.weight", matrix(s.n_vocab, s.n_embd, scale=0.5))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def _write_metadata(writer: object, s: MoeShape) -> None:
    from gguf import GGUFWriter

    assert isinstance(writer, GGUFWriter)
    writer.add_name("tiny test qwen3moe")
    writer.add_file_type(1)  # MOSTLY_F16
    writer.add_block_count(s.n_layer)
    writer.add_context_length(s.context_length)
    writer.add_embedding_length(s.n_embd)
    writer.add_feed_forward_length(s.n_ff_exp * s.n_expert_used)
    writer.add_head_count(s.n_head)
    writer.add_head_count_kv(s.n_head_kv)
    writer.add_key_length(s.head_dim)
    writer.add_value_length(s.head_dim)
    writer.add_rope_freq_base(1_000_000.0)
    writer.add_layer_norm_rms_eps(1e-6)
    writer.add_expert_count(s.n_expert)
    writer.add_expert_used_count(s.n_expert_used)
    writer.add_expert_feed_forward_length(s.n_ff_exp)
    tokens, scores, types = vocabulary(s.n_vocab)
    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_unk_token_id(0)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(tokens.index("<|im_end|>"))
    writer.add_add_bos_token(False)


def cached_moe_gguf(folder: Path, shape: MoeShape = MoeShape()) -> Path:
    """The model in ``folder``, written the first time it is asked for."""
    path = folder / f"tiny-qwen3moe-{shape.n_layer}x{shape.n_expert}-F16.gguf"
    if not path.exists():
        partial = path.with_suffix(".partial")
        write_moe_gguf(partial, shape)
        partial.rename(path)
    return path
