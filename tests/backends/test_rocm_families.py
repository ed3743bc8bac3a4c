"""ROCm advice for the families beyond RDNA2/RDNA3, on hand-made trees
(tests/data/sysfs/README.handmade.md): RDNA3.5, RDNA4, RDNA1 and Vega APUs."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.backends.rocm import advice, plan
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

TREES = Path(__file__).parent.parent / "data" / "sysfs"


@pytest.mark.parametrize(("tree", "said"), [
    ("rx9070xt-gfx1201", "ROCm 6.4 or newer supports gfx1201 (RDNA4) natively."),
    ("strix-halo-8060s", "ROCm 6.4 or newer supports gfx1151 (RDNA3.5) natively."),
    ("rx5700xt-gfx1010", "ROCm does not support RDNA1 (gfx1010), and running it as gfx1030 "
                         "(HSA_OVERRIDE_GFX_VERSION=10.3.0) is unreliable there: use the Vulkan "
                         "backend."),
    ("apu-vega8-gfx90c", "ROCm dropped the Vega APUs (gfx90c): use the Vulkan backend."),
    ("rdna3-rx7900xtx", "ROCm supports gfx1100 (RDNA3) natively."),
    ("apu-780m", "ROCm runs gfx1103 (RDNA3) as gfx1100 with HSA_OVERRIDE_GFX_VERSION=11.0.0; "
                 "amdchat sets it when the build lacks gfx1103."),
])
def test_every_card_gets_its_familys_advice(tree: str, said: str) -> None:
    (gpu,) = LinuxAmdgpuSource(TREES / tree).discover()
    assert str(advice(gpu.gfx_target)) == said


def test_the_other_family_members_and_an_unknown_target() -> None:
    assert str(advice("gfx1150")) == "ROCm 6.4 or newer supports gfx1150 (RDNA3.5) natively."
    assert str(advice("gfx1200")) == "ROCm 6.4 or newer supports gfx1200 (RDNA4) natively."
    assert "RDNA1 (gfx1012)" in str(advice("gfx1012"))
    assert str(advice("gfx902")) == "ROCm dropped the Vega APUs (gfx902): use the Vulkan backend."
    assert str(advice("gfx1032")).startswith("ROCm runs gfx1032 (RDNA2) as gfx1030 with "
                                             "HSA_OVERRIDE_GFX_VERSION=10.3.0")
    assert str(advice("gfx906")) == ("amdchat knows no ROCm rule for gfx906: the Vulkan backend "
                                     "runs every AMD GPU.")


def test_vulkan_only_families_are_refused_with_no_override() -> None:
    for gfx in ("gfx1010", "gfx90c"):
        result = plan(gfx, ["gfx1030", "gfx1100"])
        assert not result.runs and result.env == {}
        assert "use the Vulkan backend" in str(result.message)


def test_rdna4_and_rdna35_without_their_target_are_told_to_rebuild_with_it() -> None:
    result = plan("gfx1201", ["gfx1030", "gfx1100"])
    assert not result.runs and result.env == {}
    assert str(result.message) == (
        "ROCm does not support gfx1201 in this build (it has gfx1030, gfx1100). Use the Vulkan "
        "backend, or rebuild it with gfx1201 (ROCm 6.4 or newer: amdchat backends build rocm "
        "--gpu-targets gfx1201).")
    assert plan("gfx1151", ["gfx1151"]).runs
    assert plan("gfx1201", ["gfx1100", "gfx1201"]).env == {}
