"""Which Hub repository a model on disk came from, by where each app keeps it."""

from __future__ import annotations

from pathlib import Path

from amdchat.library import LocalModel, hf_cache_dir, lmstudio_dirs, repo_id_of


def model(path: Path, source: str) -> LocalModel:
    return LocalModel(path, source, None)


def test_each_apps_folder_names_its_repository(tmp_path: Path) -> None:
    models_dir = tmp_path / "models"
    assert repo_id_of(model(models_dir / "unsloth--Qwen3-8B-GGUF" / "q.gguf", "amdchat"),
                      models_dir) == "unsloth/Qwen3-8B-GGUF"
    cached = hf_cache_dir() / "models--google--gemma-3-270m-GGUF" / "snapshots" / "abc" / "g.gguf"
    assert repo_id_of(model(cached, "huggingface"), models_dir) == "google/gemma-3-270m-GGUF"
    studio = lmstudio_dirs()[0] / "lmstudio-community" / "Llama-3-GGUF" / "l.gguf"
    assert repo_id_of(model(studio, "lmstudio"), models_dir) == "lmstudio-community/Llama-3-GGUF"


def test_a_model_from_no_repository_has_none(tmp_path: Path) -> None:
    models_dir = tmp_path / "models"
    assert repo_id_of(model(models_dir / "imported" / "mine.gguf", "imported"), models_dir) == ""
    assert repo_id_of(model(models_dir / "imported" / "mine.gguf", "amdchat"), models_dir) == ""
    assert repo_id_of(model(lmstudio_dirs()[0] / "loose.gguf", "lmstudio"), models_dir) == ""
