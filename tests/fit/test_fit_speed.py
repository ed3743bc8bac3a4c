"""The fit verdict's expected generation speed: `amdchat fit --json` on recorded cards.

The figures are checked against the fit's own JSON (bytes on each side, the card's
table entry, the kept system bandwidth), the way a reader of the verdict would.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from amdchat.atomic import write_json
from amdchat.cli import main
from amdchat.speed import table as bandwidth_table
from amdchat.speed.cpu_bandwidth import cache_file

TREES = Path(__file__).parent.parent / "data" / "sysfs"
XTX = TREES / "rdna3-rx7900xtx"


def _fit_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:  # type: ignore[type-arg]
    """The formula's verdict, or the dry run's where the test asks for it."""
    measure = [] if "--dry-run" in argv else ["--estimate"]
    assert main(["fit", *argv, *measure, "--json"]) == 0
    return dict(json.loads(capsys.readouterr().out))


def _keep_cpu_bandwidth(gbs: float) -> None:
    write_json(cache_file(), {"gbs": gbs, "threads": 2, "buffer_mib": 256,
                              "measured": "2026-11-30T10:00:00"})


def _xtx_gbs() -> float:
    entry = bandwidth_table.by_pci(bandwidth_table.load_table(), "0x1002", "0x744c", "0xc8")
    assert entry is not None
    return entry.bandwidth_gbs


def _xtx_with_free_vram(tmp_path: Path, free_bytes: int) -> Path:
    root = tmp_path / "xtx"
    shutil.copytree(XTX, root)
    device = root / "sys/class/drm/card1/device"
    total = int((device / "mem_info_vram_total").read_text())
    (device / "mem_info_vram_used").write_text(f"{total - free_bytes}\n")
    return root


def test_full_offload_says_the_speed_this_card_allows(
        model_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(XTX))
    # The test model ties its embeddings: its logits come from the host's table, so the
    # system memory's bandwidth is needed too, and a fit never measures it
    unknown = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan")
    assert unknown["verdict"] == "full"
    assert unknown["expected_tps"] is None
    assert "tok/s" not in unknown["message"]

    _keep_cpu_bandwidth(40.0)
    result = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan")
    gpu, host = result["gpu"], result["host"]
    seconds = ((gpu["weights_bytes"] + gpu["kv_bytes"]) / (_xtx_gbs() * 1e9)
               + host["weights_bytes"] / 40e9)
    assert result["expected_tps"] == pytest.approx(1 / seconds, rel=0.02)
    assert result["message"].startswith("fits: 19/19 layers on AMD Radeon RX 7900 XTX")
    assert f"about {result['expected_tps']:.0f} tok/s expected" in result["message"]

    _keep_cpu_bandwidth(80.0)  # faster RAM: a faster host share, a higher limit
    faster = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan")
    assert faster["expected_tps"] > result["expected_tps"]


def test_partial_offload_says_how_many_layers_and_the_slower_speed(
        model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    _keep_cpu_bandwidth(40.0)
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(XTX))
    full = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan")
    # room for the compute buffer and about half the layers, beside the 1 GiB margin
    gpu = full["gpu"]
    half = gpu["compute_bytes"] + (gpu["weights_bytes"] + gpu["kv_bytes"]) // 2
    root = _xtx_with_free_vram(tmp_path, 2**30 + half)
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(root))
    partial = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan")
    assert partial["verdict"] == "partial"
    layers, total = partial["gpu_layers"], partial["n_layers"] + 1
    assert 0 < layers < total
    assert partial["expected_tps"] is not None
    assert partial["expected_tps"] < full["expected_tps"]
    # no faster than the layers left on the CPU allow at the system memory's speed
    assert partial["expected_tps"] < 40e9 / (full["host"]["weights_bytes"])
    assert partial["message"].startswith(f"partly: {layers} of {total} layers on ")
    assert f"about {partial['expected_tps']:.0f} tok/s expected" in partial["message"]
    assert partial["plan"]["n_gpu_layers"] == layers and partial["plan"]["n_cpu_moe"] == 0


def test_unknown_card_gives_no_figure(model_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """--vram-free names no card: its bandwidth is unknown, so no speed is promised."""
    _keep_cpu_bandwidth(40.0)
    result = _fit_json(capsys, str(model_path), "--ctx", "4096", "--backend", "vulkan",
                       "--vram-free", "8")
    assert result["verdict"] == "full" and result["expected_tps"] is None
    assert "tok/s" not in result["message"]


def test_cpu_verdict_uses_only_the_kept_system_bandwidth(
        model_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))
    unmeasured = _fit_json(capsys, str(model_path), "--ctx", "4096")
    assert unmeasured["target"] == "cpu" and unmeasured["expected_tps"] is None
    assert not cache_file().exists()  # a fit never measures the memory

    _keep_cpu_bandwidth(25.0)
    result = _fit_json(capsys, str(model_path), "--ctx", "4096")
    host = result["host"]
    assert result["expected_tps"] == pytest.approx(
        25e9 / (host["weights_bytes"] + host["kv_bytes"]), rel=0.02)
    assert "tok/s expected on the CPU" in result["message"]
