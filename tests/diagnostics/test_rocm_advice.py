"""The ROCm family of the doctor on hand-made trees: each card's advice with no ROCm
backend installed, and the gfx1151 kernel/DKMS rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.diagnostics.check import Check
from amdchat.diagnostics.kernel_rule import release_version
from amdchat.diagnostics.rocm import check_rocm
from tests.helpers.fake_system import context, healthy_root, remove


def named(checks: list[Check], name: str) -> Check:
    [check] = [c for c in checks if c.name == name]
    return check


STRIX = "AMD Radeon 8060S Graphics"


def test_advice_is_given_with_no_rocm_backend_installed(tmp_path: Path) -> None:
    checks = check_rocm(context(healthy_root(tmp_path, "rx9070xt-gfx1201")))
    assert named(checks, "ROCm backend").status == "info"
    card = named(checks, "AMD Radeon RX 9070 XT: ROCm")
    assert (card.status, str(card.summary)) == (
        "info", "ROCm 6.4 or newer supports gfx1201 (RDNA4) natively.")


def test_strix_halo_on_a_recent_kernel_is_green(tmp_path: Path) -> None:
    checks = check_rocm(context(healthy_root(tmp_path, "strix-halo-8060s")))
    rule = named(checks, f"{STRIX}: kernel for ROCm")
    assert (rule.status, str(rule.summary)) == (
        "green", "Linux 6.18.5-arch1-1 with its own amdgpu runs ROCm on gfx1151.")


def test_strix_halo_with_amds_dkms_driver_is_amber(tmp_path: Path) -> None:
    root = healthy_root(tmp_path, "strix-halo-8060s")
    (root / "sys/module/amdgpu/version").write_text("6.12.12\n")
    rule = named(check_rocm(context(root)), f"{STRIX}: kernel for ROCm")
    assert (rule.status, str(rule.summary), str(rule.fix)) == (
        "amber",
        "AMD's DKMS amdgpu 6.12.12 is loaded: ROCm on gfx1151 needs the kernel's own amdgpu, "
        "of Linux 6.18.4 or newer. Vulkan is not affected.",
        "Remove amdgpu-dkms and boot Linux 6.18.4 or newer with its own amdgpu; or use the "
        "Vulkan backend.")


@pytest.mark.parametrize(("release", "status"), [
    ("6.18.3-arch1-1", "amber"), ("6.11.0-19-generic", "amber"), ("6.18.4", "green"),
    ("7.0.1-fedora", "green"), ("weird", "info"),
])
def test_strix_halo_kernel_release(tmp_path: Path, release: str, status: str) -> None:
    root = healthy_root(tmp_path, "strix-halo-8060s")
    (root / "proc/sys/kernel/osrelease").write_text(release + "\n")
    rule = named(check_rocm(context(root)), f"{STRIX}: kernel for ROCm")
    assert rule.status == status and release in str(rule.summary)


def test_the_rule_is_only_for_gfx1151_and_needs_the_driver(tmp_path: Path) -> None:
    checks = check_rocm(context(healthy_root(tmp_path / "a", "apu-780m")))
    assert not [c for c in checks if c.name.endswith("kernel for ROCm")]
    root = healthy_root(tmp_path / "b", "strix-halo-8060s")
    remove(root / "sys/module/amdgpu")
    assert not [c for c in check_rocm(context(root)) if c.name.endswith("kernel for ROCm")]


def test_release_versions() -> None:
    assert release_version("6.18.4-arch1-1") == (6, 18, 4)
    assert release_version("6.19-rc2") == (6, 19, 0)
    assert release_version("") is None
