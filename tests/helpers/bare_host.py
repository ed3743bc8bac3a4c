"""A bare host for every test: no GPU, no drivers but lavapipe, an empty HOME, no Hub.

tests/conftest.py applies it to every test (and to session fixtures); tests/test_hermetic.py
checks it, tests/hermetic_check.sh proves it on a fake user's machine with a Radeon.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

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
