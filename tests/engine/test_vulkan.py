"""The Vulkan backend for real, on Mesa's lavapipe (a CPU-type Vulkan device).

lavapipe is not picked by default (it is not a GPU), which is exactly the
case our users hit when a driver is missing: the Vulkan build then has no GPU.
Every test sees lavapipe only, even on a machine with a Radeon (tests/conftest.py).
Where setup.sh was meant to build Vulkan, .ci/run sets AMDCHAT_REQUIRE_VULKAN and
these tests fail rather than skip when the backend or lavapipe is missing.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers.vulkan import vulkan_backend, vulkan_missing

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def lavapipe_session(model_path: Path):
    vulkan_backend()
    with BlockingEngine() as session:
        devices = session.start("vulkan", gpu_device=0)["devices"]
        if not any("llvmpipe" in d["description"] for d in devices):
            vulkan_missing("Mesa lavapipe is not installed (apt-get install mesa-vulkan-drivers)")
        session.load(ModelSpec(model_path, backend="vulkan", gpu_device=0, n_ctx=256),
                     timeout=600)
        yield session


def test_model_really_runs_on_the_vulkan_device(lavapipe_session: BlockingEngine) -> None:
    """On the Vulkan device, which is llvmpipe: a CPU-emulated one, so counted as the CPU."""
    placement = lavapipe_session.session.loaded["placement"]
    assert placement["runs_on"] == "cpu"
    assert placement["cpu_emulated"] is True
    assert placement["device"] == "Vulkan0"
    assert placement["device_description"].startswith("llvmpipe (LLVM")
    assert placement["device_description"].endswith("bits)")
    assert placement["model_mib"]["Vulkan0"] > 10
    assert placement["kv_mib"].get("Vulkan0", 0) > 0
    done = lavapipe_session.chat([{"role": "user", "content": "Hi"}],
                                 {"max_tokens": 3, "temperature": 0.0, "seed": 1})
    assert done["reply"].strip() and done["stats"]["generation_tps"] > 0


def test_auto_falls_back_to_cpu_when_vulkan_sees_no_gpu(model_path: Path) -> None:
    vulkan_backend()
    result = subprocess.run(
        [sys.executable, "-m", "amdchat", "chat", "--model", str(model_path), "--prompt", "Hi",
         "--max-tokens", "4", "--seed", "1", "--json", "--backend", "auto"],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "vulkan backend found no usable GPU, so amdchat uses the CPU backend" in result.stderr
    stats = json.loads(result.stdout.strip().splitlines()[-1])
    assert (stats["backend"], stats["runs_on"], stats["device"]) == ("cpu", "cpu", "CPU")


def test_forced_vulkan_without_gpu_is_honest_about_the_cpu(model_path: Path) -> None:
    """Forced to Vulkan with no GPU, llama.cpp claims offloaded layers: we do not."""
    vulkan_backend()
    with BlockingEngine() as session:
        loaded = session.load(ModelSpec(model_path, backend="vulkan", n_ctx=256))
    assert loaded["placement"]["runs_on"] == "cpu"
    assert list(loaded["placement"]["model_mib"]) == ["CPU"]


def test_auto_keeps_the_cpu_worker_on_reload_and_says_so_again(model_path: Path) -> None:
    """A GPU backend that saw no GPU is not tried again on every reload (a context change)."""
    vulkan_backend()
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="auto", n_ctx=256))
        session, pid = engine.session, engine.session.worker_pid
        assert session.backend is not None and session.backend.kind == "cpu"
        assert [n.kind for n in engine.notices] == ["cpu_fallback"]
        reloaded = engine.load(ModelSpec(model_path, backend="auto", n_ctx=512))
        assert reloaded["n_ctx"] == 512 and session.worker_pid == pid
        assert [n.kind for n in engine.notices] == ["cpu_fallback", "cpu_fallback"]


def test_a_layer_split_holds_the_kv_of_its_own_layers(lavapipe_session: BlockingEngine,
                                                      model_path: Path) -> None:
    """Gemma 3 keeps the whole context in layers 5, 11 and 17 and a window in the others
    (review #8: the plan spread the cache evenly, a quarter of the truth for the last two
    layers at 16k). n_gpu_layers N puts the output and the last N - 1 layers on the GPU:
    the GPU's KV is theirs, as amdchat.model_memory counts it per layer."""
    from amdchat.engine.load_params import load_params
    from amdchat.model_memory import local_memory

    memory = local_memory(model_path)
    for n_gpu in (2, 7, 10):
        params = load_params(16384, n_gpu, "vulkan")
        dry = lavapipe_session.dry_run(model_path, params=params, timeout=600)
        gpu_kv = sum(b["context"] for name, b in (dry["buffers"] or {}).items()
                     if name.startswith("Vulkan"))
        layers = range(memory.n_layers + 1 - n_gpu, memory.n_layers)
        assert gpu_kv == memory.kv_bytes(16384, layers), (n_gpu, gpu_kv)
