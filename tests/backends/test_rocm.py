"""Which cards the ROCm backend runs, and with which override, on recorded trees."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdchat.backends.rocm import built_targets, plan
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

TREES = Path(__file__).parent.parent / "data" / "sysfs"
BUILT = ["gfx1030", "gfx1100"]


@pytest.mark.parametrize(("tree", "runs", "override"), [
    ("rdna3-rx7900xtx", True, None),  # gfx1100: in the build
    ("rdna2-rx6800xt", True, None),  # gfx1030: in the build
    ("suspended-rx6600", True, "10.3.0"),  # gfx1032: RDNA2, runs as gfx1030
    ("apu-780m", True, "11.0.0"),  # gfx1103: RDNA3, runs as gfx1100
])
def test_plan_for_recorded_cards(tree: str, runs: bool, override: str | None) -> None:
    (gpu,) = LinuxAmdgpuSource(TREES / tree).discover()
    result = plan(gpu.gfx_target, BUILT)
    assert result.runs is runs
    assert result.env.get("HSA_OVERRIDE_GFX_VERSION") == override
    if override:
        assert gpu.gfx_target in str(result.message) and override in str(result.message)


def test_unsupported_card_is_told_to_use_vulkan() -> None:
    result = plan("gfx1032", ["gfx1100"])
    assert not result.runs
    assert str(result.message).startswith("ROCm does not support gfx1032 in this build")
    assert "Vulkan" in str(result.message) and "--gpu-targets gfx1030" in str(result.message)
    assert "Vulkan" in str(plan("gfx906", ["gfx1100"]).message)


def test_targets_come_from_the_backend_manifest(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(json.dumps({"gpu_targets": "gfx1030;gfx1100"}))
    assert built_targets(tmp_path) == ["gfx1030", "gfx1100"]
    assert built_targets(tmp_path / "missing") == []
