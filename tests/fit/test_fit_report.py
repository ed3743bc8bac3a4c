"""amdchat fit --json: the params the app loads with, and figures that match llama.cpp's own.

The slow tests load the real model with the params the fit reported and compare each
figure with the buffer sizes llama.cpp logs for that load, on the CPU backend and on
Vulkan over Mesa's lavapipe (GGML_VK_VISIBLE_DEVICES=0).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdchat.cli import main
from amdchat.engine.load_params import LoadParams, load_params
from amdchat.engine.worker_generate import window_lost
from amdchat.plan.placement import Offload
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from amdchat.units import GIB
from tests.helpers.vulkan import vulkan_backend

TREES = Path(__file__).parent.parent / "data" / "sysfs"
MIB = 2**20


def _fit_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:  # type: ignore[type-arg]
    """The formula's verdict, or the dry run's where the test asks for it."""
    measure = [] if "--dry-run" in argv else ["--estimate"]
    assert main(["fit", *argv, *measure, "--json"]) == 0
    return dict(json.loads(capsys.readouterr().out))


def test_params_follow_backend_kv_type_and_flash_attention() -> None:
    assert load_params(4096, -1, "cpu").n_gpu_layers == 0  # the CPU backend never offloads
    assert load_params(256, -1, "vulkan").as_dict() == {
        "n_ctx": 256, "n_batch": 256, "n_ubatch": 256, "type_k": "f16", "type_v": "f16",
        "flash_attn": False, "swa_full": False, "n_gpu_layers": -1, "n_cpu_moe": 0,
        "tensor_overrides": [], "mmproj": "", "tensor_split": []}
    # llama.cpp quantizes V only with flash attention
    assert load_params(4096, kv_type="q8_0").type_v == "f16"
    both = load_params(4096, kv_type="q4_0", flash_attn=True)
    assert (both.type_k, both.type_v) == ("q4_0", "q4_0")
    assert both.llama_kwargs()["type_k"] == 2  # GGML_TYPE_Q4_0
    spec = ModelSpec(Path("m.gguf"), n_ctx=8192, kv_type="q8_0", flash_attn=True)
    assert spec.params("vulkan") == LoadParams.from_request(spec.params("vulkan").as_dict())
    with pytest.raises(ValueError, match="q5_1"):
        load_params(4096, kv_type="q5_1")


def test_without_a_gpu_the_verdict_is_about_system_ram(
        model_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))
    result = _fit_json(capsys, str(model_path), "--ctx", "4096")
    available = 23763764 * 1024  # MemAvailable in the recorded /proc/meminfo
    assert (result["target"], result["verdict"], result["source"]) == ("cpu", "full", "estimate")
    assert result["budget_bytes"] == available - GIB
    assert result["params"]["n_gpu_layers"] == 0 and result["gpu"]["weights_bytes"] == 0
    assert result["host"]["weights_bytes"] >= model_path.stat().st_size - 8 * MIB
    assert result["max_context"] == 32768  # the model's training context
    assert "fits in system RAM" in result["message"]
    tight = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "cpu")
    assert tight["params"] == result["params"]
    q8 = _fit_json(capsys, str(model_path), "--ctx", "4096", "--kv-type", "q8_0",
                   "--flash-attn", "on")
    assert q8["host"]["kv_bytes"] < result["host"]["kv_bytes"]
    assert (q8["params"]["type_v"], q8["params"]["flash_attn"]) == ("q8_0", True)


def test_too_large_for_ram_says_what_to_do(model_path: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    recorded = (TREES / "no-gpu-24g" / "proc" / "meminfo").read_text()
    (tmp_path / "proc").mkdir()
    (tmp_path / "proc" / "meminfo").write_text(
        recorded.replace("MemAvailable:   23763764 kB", "MemAvailable:    1500000 kB"))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tmp_path))
    result = _fit_json(capsys, str(model_path), "--ctx", "4096")
    assert result["verdict"] == "none" and result["max_context"] == 0
    assert "does not fit in system RAM" in result["message"]
    assert "--kv-type q8_0" in result["message"]


@pytest.mark.parametrize(("pos_min", "prefix", "lost"), [
    (-1, 900, False),  # nothing cached
    (0, 900, False),  # nothing dropped yet
    (476, 1200, False),  # the window [688, 1200) is still cached
    (476, 600, True),  # [88, 600) is not: llama-cpp-python would reuse it anyway
])
def test_a_prefix_without_its_sliding_window_is_not_reused(pos_min: int, prefix: int,
                                                           lost: bool) -> None:
    assert window_lost(pos_min, prefix, 512) is lost


def _real_load(model_path: Path, params: LoadParams, backend: str,
               gpu_device: int = -1) -> dict:  # type: ignore[type-arg]
    layers = params.n_gpu_layers
    spec = ModelSpec(model_path, backend=backend, n_ctx=params.n_ctx,
                     offload=Offload("layers", layers) if layers >= 0 else Offload("all"),
                     gpu_device=gpu_device,
                     kv_type=params.type_k, flash_attn=params.flash_attn,
                     swa_full=params.swa_full)
    assert spec.params(backend) == params  # the very params the fit reported
    with BlockingEngine() as engine:
        return dict(engine.load(spec)["placement"])


def _close(measured: float, logged_mib: float, tolerance: float) -> bool:
    logged = logged_mib * MIB
    return abs(measured - logged) <= tolerance * max(logged, 1.0)


CASES = [(2048, "f16", "off"), (8192, "q8_0", "on"), (16384, "q4_0", "on")]


@pytest.mark.slow
@pytest.mark.parametrize(("n_ctx", "kv_type", "flash_attn"), CASES)
def test_cpu_figures_match_a_real_load(model_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str], n_ctx: int,
                                       kv_type: str, flash_attn: str) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))
    result = _fit_json(capsys, str(model_path), "--ctx", str(n_ctx), "--dry-run",
                       "--kv-type", kv_type, "--flash-attn", flash_attn)
    assert (result["source"], result["target"]) == ("dry_run", "cpu")
    real = _real_load(model_path, LoadParams(**result["params"]), "cpu")
    host = result["host"]
    assert _close(host["weights_bytes"], real["model_mib"]["CPU"], 0.01)
    assert _close(host["kv_bytes"], real["kv_mib"]["CPU"], 0.01)
    assert _close(host["compute_bytes"], real["compute_mib"]["CPU"], 0.01)
    total = sum(real[k]["CPU"] for k in ("model_mib", "kv_mib", "compute_mib"))
    assert _close(sum(host.values()), total, 0.02)


@pytest.mark.slow
@pytest.mark.parametrize(("n_ctx", "kv_type", "flash_attn"), CASES)
def test_vulkan_figures_match_a_real_load(model_path: Path, capsys: pytest.CaptureFixture[str],
                                          n_ctx: int, kv_type: str, flash_attn: str) -> None:
    vulkan_backend()
    result = _fit_json(capsys, str(model_path), "--ctx", str(n_ctx), "--dry-run",
                       "--backend", "vulkan", "--gpu-device", "0", "--vram-free", "4",
                       "--kv-type", kv_type, "--flash-attn", flash_attn)
    assert (result["source"], result["target"], result["verdict"]) == ("dry_run", "gpu", "full")
    real = _real_load(model_path, LoadParams(**result["params"]), "vulkan", gpu_device=0)
    gpu, host = result["gpu"], result["host"]
    assert gpu["weights_bytes"] > 0 and gpu["kv_bytes"] > 0 and gpu["compute_bytes"] > 0
    assert _close(gpu["weights_bytes"], real["model_mib"]["Vulkan0"], 0.01)
    assert _close(gpu["kv_bytes"], real["kv_mib"]["Vulkan0"], 0.01)
    assert _close(gpu["compute_bytes"], real["compute_mib"]["Vulkan0"], 0.01)
    assert _close(sum(gpu.values()), sum(real[k]["Vulkan0"] for k in (
        "model_mib", "kv_mib", "compute_mib")), 0.02)
    host_total = sum(real[k].get("CPU", 0.0) for k in ("model_mib", "kv_mib", "compute_mib"))
    assert _close(sum(host.values()), host_total, 0.02)


def test_a_q8_kv_cache_is_offered_when_it_makes_the_model_fit(
        model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    recorded = (TREES / "no-gpu-24g" / "proc" / "meminfo").read_text()
    (tmp_path / "proc").mkdir()
    (tmp_path / "proc" / "meminfo").write_text(  # 1 GiB kept free + 1,500 MiB for the model
        recorded.replace("MemAvailable:   23763764 kB", "MemAvailable:    2584576 kB"))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tmp_path))
    # full-size sliding-window caches: the KV cache is then most of the model's memory
    f16 = _fit_json(capsys, str(model_path), "--ctx", "32768", "--swa-full", "on")
    assert f16["verdict"] == "none"
    assert f16["suggestion"] == {"kv_type": "q8_0", "flash_attn": True,
                                 "max_context": f16["suggestion"]["max_context"]}
    assert "With a q8_0 KV cache and flash attention it would fit" in f16["message"]
    q8 = _fit_json(capsys, str(model_path), "--ctx", "32768", "--kv-type", "q8_0",
                   "--flash-attn", "on", "--swa-full", "on")
    assert q8["verdict"] == "full" and q8["suggestion"] is None  # the advice holds
    assert q8["max_context"] == f16["suggestion"]["max_context"]


@pytest.mark.slow
def test_the_dry_run_is_the_default_unless_settings_turn_it_off(
        model_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`amdchat fit` measures as the Models page does; the same setting turns both off."""
    from amdchat import paths
    from amdchat.config import Settings

    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))
    argv = ["fit", str(model_path), "--ctx", "2048", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["source"] == "dry_run"
    settings = Settings.load(paths.settings_file())
    settings.set("fit_dry_run", False)
    settings.save()
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["source"] == "estimate"
    assert main([*argv, "--dry-run"]) == 0  # the flag still asks for it
    assert json.loads(capsys.readouterr().out)["source"] == "dry_run"
    with pytest.raises(SystemExit):
        main([*argv, "--dry-run", "--estimate"])


def test_a_backend_that_is_not_installed_leaves_the_estimate_and_says_why(
        model_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """No ROCm backend here: the default dry run says so at once (it waited 60 s for a
    worker that never started) and the estimate stands; asked for, it fails."""
    argv = ["fit", str(model_path), "--backend", "rocm", "--vram-free", "8", "--json"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["source"] == "estimate"
    assert "rocm backend is not installed" in err and "formula's estimate" in err
    assert "no answer" not in err
    assert main([*argv, "--dry-run"]) == 1
    assert "rocm backend is not installed" in capsys.readouterr().err


def test_fit_ctx_auto_shortens_the_context_as_the_load_would(
        model_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`amdchat fit --ctx auto` (and the Settings' automatic context, the default): the
    longest context that fits whole; at the floor it splits as `--ctx 4096` does."""
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    roomy = _fit_json(capsys, str(model_path), "--vram-free", "8")  # automatic by default
    assert roomy["params"]["n_ctx"] == 32768 and roomy["verdict"] == "full"
    full = ("--swa-full", "on")  # full-size sliding-window caches: the cache grows fastest
    shortened = _fit_json(capsys, str(model_path), "--ctx", "auto", "--vram-free", "1.35",
                          *full)
    assert 4096 < shortened["params"]["n_ctx"] < 32768 and shortened["verdict"] == "full"
    assert "context shortened to" in shortened["message"]
    # the app's default keeps a window in 15 of 18 layers: the same budget takes more
    windowed = _fit_json(capsys, str(model_path), "--ctx", "auto", "--vram-free", "1.35")
    assert windowed["params"]["n_ctx"] > shortened["params"]["n_ctx"]
    floor = _fit_json(capsys, str(model_path), "--ctx", "auto", "--vram-free", "1.2", *full)
    manual = _fit_json(capsys, str(model_path), "--ctx", "4096", "--vram-free", "1.2", *full)
    assert floor["params"] == manual["params"] and floor["params"]["n_ctx"] == 4096
