"""ROCm on Strix Halo (gfx1151) needs the kernel's own amdgpu from Linux 6.18.4 on: with
AMD's DKMS module or an older kernel it fails (Lemonade refuses ROCm there). Vulkan is
not affected."""

from __future__ import annotations

import re
from pathlib import Path

from amdchat.diagnostics.check import Check, text
from amdchat.hardware.driver_version import kernel_driver
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import tr_noop

FAMILY = "rocm"
TARGETS = frozenset({"gfx1151"})
MINIMUM = (6, 18, 4)


def release_version(release: str) -> tuple[int, int, int] | None:
    """'6.18.4-arch1-1' -> (6, 18, 4); '6.19-rc2' -> (6, 19, 0); None when not a release."""
    match = re.match(r"(\d+)\.(\d+)(?:\.(\d+))?", release)
    if not match:
        return None
    return int(match[1]), int(match[2]), int(match[3] or 0)


def check_kernel_rule(root: Path, gpu: GpuInfo) -> Check | None:
    if gpu.gfx_target not in TARGETS:
        return None
    driver = kernel_driver(root)
    if driver is None:
        return None  # the gpu family says the driver is missing
    name = f"{gpu.name}: kernel for ROCm"
    minimum = ".".join(map(str, MINIMUM))
    fix = text(tr_noop("diagnostics", "Remove amdgpu-dkms and boot Linux {minimum} or newer "
                                      "with its own amdgpu; or use the Vulkan backend."),
               minimum=minimum)
    if driver.dkms_version:
        return Check(FAMILY, name, "amber", text(tr_noop(
            "diagnostics", "AMD's DKMS amdgpu {version} is loaded: ROCm on {gfx} needs the "
            "kernel's own amdgpu, of Linux {minimum} or newer. Vulkan is not affected."),
            version=driver.dkms_version, gfx=gpu.gfx_target, minimum=minimum), fix)
    version = release_version(driver.kernel_release)
    if version is None:
        return Check(FAMILY, name, "info", text(tr_noop(
            "diagnostics", "The kernel's release is unknown ({release}): ROCm on {gfx} needs "
            "Linux {minimum} or newer."), release=driver.kernel_release or "?",
            gfx=gpu.gfx_target, minimum=minimum))
    fields = {"release": driver.kernel_release, "gfx": gpu.gfx_target, "minimum": minimum}
    if version < MINIMUM:
        return Check(FAMILY, name, "amber", text(tr_noop(
            "diagnostics", "Linux {release} is too old for ROCm on {gfx} (it needs {minimum} or "
            "newer). Vulkan is not affected."), **fields), fix)
    return Check(FAMILY, name, "green", text(tr_noop(
        "diagnostics", "Linux {release} with its own amdgpu runs ROCm on {gfx}."), **fields))
