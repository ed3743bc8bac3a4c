"""Every test starts on a bare host (tests/conftest.py): no GPU, no models, no settings
of the user's; tests/hermetic_check.sh runs the suite on a fake user's machine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from amdchat import library, paths
from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.system_memory import available_ram
from tests.helpers.bare_host import CLOSED_HUB, HOST_CHOICES, LAVAPIPE_ONLY

ROOT = Path(__file__).resolve().parents[1]


def test_no_gpu_no_models_no_settings_of_the_user(tmp_path: Path) -> None:
    assert Path.home().is_relative_to(tmp_path)
    assert Path(os.environ["AMDCHAT_SYSFS_ROOT"]).is_relative_to(tmp_path)
    assert GpuMonitor().gpus == []
    assert library.hf_cache_dir().is_relative_to(tmp_path)
    assert all(d.is_relative_to(tmp_path) for d in library.lmstudio_dirs())
    assert library.scan(paths.default_models_dir()) == []
    assert paths.settings_file().is_relative_to(tmp_path)
    assert paths.cache_dir().is_relative_to(tmp_path)  # dry-run results
    assert available_ram() is None  # never this machine's /proc/meminfo
    assert not set(HOST_CHOICES) & set(os.environ)
    assert os.environ["VK_DRIVER_FILES"] == LAVAPIPE_ONLY  # no real GPU for the Vulkan tests
    assert os.environ["HF_ENDPOINT"] == CLOSED_HUB  # tests/hub: unreachable_hub_is_a_network_error


def test_the_fake_user_home_is_seen_by_the_app(tmp_path: Path) -> None:
    """The check's fake machine is real enough: the app, run outside the tests, sees it."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "HF_", "AMDCHAT_"))} | {"HOME": str(tmp_path)}
    subprocess.run([sys.executable, "-m", "tests.helpers.fake_user_home"], env=env, cwd=ROOT,
                   check=True, capture_output=True)
    listed = subprocess.run([sys.executable, "-m", "amdchat", "models", "list"], env=env,
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    for name in ("user-model-Q8_0.gguf", "user-lms-GGUF-F32.gguf", "user-old-GGUF-F32.gguf",
                 "user-own-F32.gguf"):
        assert name in listed
