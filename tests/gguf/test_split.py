"""Split GGUF names: the first part names them all; later parts are not models."""

from __future__ import annotations

from pathlib import Path

from amdchat.gguf.split import is_later_shard, shard_paths
from amdchat.library import LocalModel, delete_model


def test_shard_paths_and_later_shards(tmp_path: Path) -> None:
    first = tmp_path / "Big-Q4_K_M-00001-of-00003.gguf"
    assert [p.name for p in shard_paths(first)] == [
        "Big-Q4_K_M-00001-of-00003.gguf", "Big-Q4_K_M-00002-of-00003.gguf",
        "Big-Q4_K_M-00003-of-00003.gguf"]
    assert shard_paths(tmp_path / "single.gguf") == [tmp_path / "single.gguf"]
    assert is_later_shard("Big-Q4_K_M-00002-of-00003.gguf")
    assert not is_later_shard(first.name) and not is_later_shard("single.gguf")


def test_a_split_model_is_sized_and_deleted_whole(tmp_path: Path) -> None:
    parts = shard_paths(tmp_path / "m-00001-of-00002.gguf")
    for index, part in enumerate(parts):
        part.write_bytes(b"x" * (10 + index))
    model = LocalModel(parts[0], "amdchat", None)
    assert model.size_bytes == 21
    delete_model(model, tmp_path)
    assert not any(p.exists() for p in parts)
