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


def test_a_model_is_paired_with_the_projector_in_its_folder(tmp_path: Path) -> None:
    from amdchat.config import Settings
    from amdchat.library import projector_for
    from amdchat.session.spec import spec_from_settings

    model = tmp_path / "gemma-3-4b-it-Q4_K_M.gguf"
    model.write_bytes(b"GGUF")
    assert projector_for(model) is None
    settings = Settings.load(tmp_path / "settings.json")
    assert spec_from_settings(model, settings).mmproj is None
    (tmp_path / "mmproj-model-bf16.gguf").write_bytes(b"x" * 30)
    assert projector_for(model) == tmp_path / "mmproj-model-bf16.gguf"
    (tmp_path / "mmproj-model-f16.gguf").write_bytes(b"x" * 20)
    (tmp_path / "mmproj-model-f32.gguf").write_bytes(b"x" * 40)
    assert projector_for(model) == tmp_path / "mmproj-model-f16.gguf"  # F16 first
    spec = spec_from_settings(model, settings)
    assert spec.mmproj == tmp_path / "mmproj-model-f16.gguf"
    assert spec.params("cpu", 512).mmproj.endswith("f16.gguf"), "the load names it"
    elsewhere = tmp_path / "other" / "model.gguf"
    elsewhere.parent.mkdir()
    assert projector_for(elsewhere) is None, "only the model's own folder"
