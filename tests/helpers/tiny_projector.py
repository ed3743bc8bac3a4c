"""A tiny random-weight vision projector (mmproj) for the real test model, Gemma 3 270M.

libmtmd's ``gemma3`` projector type: a SigLIP-style encoder (patch embedding, learned
positions, pre-norm transformer blocks, a final norm), an average pool that merges
``scale_factor`` x ``scale_factor`` patches into one token, an RMS norm and a projection
into the text model's embedding (640 wide for Gemma 3 270M). The real one is 400 MiB;
this one sees 32 x 32 pixels in 4 x 4 patches, pooled 2 x 2: 16 image tokens, about
100 KiB. Random weights: the model cannot say what is in the picture, but the picture
changes what it says, which is what the tests show. Deterministic: the same file each time.
"""

from __future__ import annotations

from pathlib import Path

TEXT_EMBD = 640  # Gemma 3 270M's embedding length
IMAGE_SIZE = 32
PATCH = 4
MERGE = 2
IMAGE_TOKENS = (IMAGE_SIZE // PATCH // MERGE) ** 2  # 16


def tiny_projector(path: Path, text_embd: int = TEXT_EMBD, width: int = 32,
                   blocks: int = 1, seed: int = 7) -> Path:
    """Write the projector GGUF to ``path`` (a file named like the Hub's mmproj files)."""
    import numpy as np
    from gguf import GGUFWriter

    path.parent.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)

    def rand(*shape: int, scale: float = 0.2) -> object:
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    writer = GGUFWriter(str(path), "clip")
    writer.add_name("tiny test projector")
    writer.add_file_type(0)
    writer.add_string("clip.projector_type", "gemma3")
    writer.add_bool("clip.has_vision_encoder", True)
    writer.add_bool("clip.use_gelu", True)
    for key, value in (("embedding_length", width), ("feed_forward_length", width * 2),
                       ("block_count", blocks), ("projection_dim", text_embd),
                       ("attention.head_count", 2), ("image_size", IMAGE_SIZE),
                       ("patch_size", PATCH), ("projector.scale_factor", MERGE)):
        writer.add_uint32(f"clip.vision.{key}", value)
    writer.add_float32("clip.vision.attention.layer_norm_epsilon", 1e-6)
    writer.add_array("clip.vision.image_mean", [0.5, 0.5, 0.5])
    writer.add_array("clip.vision.image_std", [0.5, 0.5, 0.5])
    patches = (IMAGE_SIZE // PATCH) ** 2
    # numpy shapes are GGUF's dimensions reversed
    writer.add_tensor("v.patch_embd.weight", rand(width, 3, PATCH, PATCH))
    writer.add_tensor("v.patch_embd.bias", rand(width))
    writer.add_tensor("v.position_embd.weight", rand(patches, width))
    for b in range(blocks):
        for name in ("attn_q", "attn_k", "attn_v", "attn_out"):
            writer.add_tensor(f"v.blk.{b}.{name}.weight", rand(width, width))
            writer.add_tensor(f"v.blk.{b}.{name}.bias", rand(width))
        for norm in ("ln1", "ln2"):
            writer.add_tensor(f"v.blk.{b}.{norm}.weight", np.ones(width, dtype=np.float32))
            writer.add_tensor(f"v.blk.{b}.{norm}.bias", np.zeros(width, dtype=np.float32))
        writer.add_tensor(f"v.blk.{b}.ffn_up.weight", rand(width * 2, width))
        writer.add_tensor(f"v.blk.{b}.ffn_up.bias", rand(width * 2))
        writer.add_tensor(f"v.blk.{b}.ffn_down.weight", rand(width, width * 2))
        writer.add_tensor(f"v.blk.{b}.ffn_down.bias", rand(width))
    writer.add_tensor("v.post_ln.weight", np.ones(width, dtype=np.float32))
    writer.add_tensor("v.post_ln.bias", np.zeros(width, dtype=np.float32))
    writer.add_tensor("mm.soft_emb_norm.weight", np.ones(width, dtype=np.float32))
    # strong enough that the image tokens move the small model's reply
    writer.add_tensor("mm.input_projection.weight", rand(width, text_embd, scale=1.0))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
