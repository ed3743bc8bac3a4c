"""Which driver, which version: Vulkan's driver properties for real on Mesa's lavapipe,
the HIP and Windows version numbers decoded, and the worker's matching of drivers to
ggml's devices."""

from __future__ import annotations

from typing import Any

import pytest

from amdchat.engine.devices import _match_vulkan, with_drivers
from amdchat.hardware.driver_version import (
    VulkanDriver,
    _vulkan_library,
    decode_driver_version,
    decode_hip_version,
    hip_version,
    make_api_version,
    vulkan_drivers,
)
from amdchat.hardware.windows_dxgi import driver_version_text
from tests.helpers.vulkan import vulkan_missing

RADV = VulkanDriver("AMD Radeon RX 7900 XTX (RADV NAVI31)", "discrete", 0x1002, 3, "radv",
                    "Mesa 24.2.8-1ubuntu1~24.04.1", make_api_version(24, 2, 8),
                    make_api_version(1, 3, 289))


def test_lavapipe_says_which_driver_it_is() -> None:
    """The real Vulkan loader and lavapipe (the only driver tests see)."""
    if _vulkan_library() is None:
        vulkan_missing("no Vulkan loader (apt-get install libvulkan1)")
    found = vulkan_drivers()
    if not found:
        vulkan_missing("Mesa lavapipe is not installed (apt-get install mesa-vulkan-drivers)")
    [lavapipe] = found
    assert lavapipe.device_name.startswith("llvmpipe (LLVM ")
    assert lavapipe.device_type == "cpu"
    assert (lavapipe.driver_id, lavapipe.driver_name) == (13, "llvmpipe")
    assert lavapipe.driver_info.startswith("Mesa ")
    assert lavapipe.label.startswith("llvmpipe · Mesa ") and "(" not in lavapipe.label
    assert lavapipe.detail == f"llvmpipe, {lavapipe.driver_info}"
    assert lavapipe.api_version >= make_api_version(1, 2)


def test_driver_versions_decode_the_vendors_way() -> None:
    assert decode_driver_version(make_api_version(24, 2, 8), 0x1002) == "24.2.8"
    nvidia = 550 << 22 | 54 << 14 | 14 << 6
    assert decode_driver_version(nvidia, 0x10DE) == "550.54.14.0"
    # no driverInfo (a Vulkan 1.1 device): the label falls back to driverVersion
    old = VulkanDriver("AMD Radeon (TM) R9 390", "discrete", 0x1002, 0, "", "",
                       make_api_version(2, 0, 179), make_api_version(1, 1, 0))
    assert old.label == "Vulkan driver · 2.0.179"
    # a distribution's package revision is left to the detail
    assert RADV.label == "RADV · Mesa 24.2.8"
    assert RADV.detail == "radv, Mesa 24.2.8-1ubuntu1~24.04.1"


def test_hip_versions_and_no_hip_runtime() -> None:
    assert decode_hip_version(60241133) == "6.2.41133"
    assert decode_hip_version(50731921) == "5.7.31921"
    assert decode_hip_version(0) == ""
    assert hip_version(("libamdhip64-not-installed.so",)) is None


def test_windows_driver_version_is_four_16_bit_parts() -> None:
    assert driver_version_text(31 << 48 | 0 << 32 | 24027 << 16 | 1012) == "31.0.24027.1012"
    assert driver_version_text(32 << 48 | 0 << 32 | 12019 << 16 | 1028) == "32.0.12019.1028"
    assert driver_version_text(0) == ""


def test_each_ggml_device_gets_the_driver_of_its_name() -> None:
    """Two identical cards and lavapipe: matched by name, in order; an unmatched one stays
    without a driver (never the neighbour's)."""
    lavapipe = VulkanDriver("llvmpipe (LLVM 15.0.6, 256 bits)", "cpu", 0x10005, 13, "llvmpipe",
                            "Mesa 22.3.6 (LLVM 15.0.6)", 1, make_api_version(1, 3, 230))
    devices: list[dict[str, Any]] = [
        {"name": "Vulkan0", "description": RADV.device_name},
        {"name": "Vulkan1", "description": RADV.device_name},
        {"name": "Vulkan2", "description": "Intel(R) UHD Graphics 770 (ADL-S GT1)"},
        {"name": "Vulkan3", "description": lavapipe.device_name}]
    _match_vulkan(devices, [lavapipe, RADV, RADV])
    assert [d.get("driver", "") for d in devices] == [
        "RADV · Mesa 24.2.8", "RADV · Mesa 24.2.8", "",
        "llvmpipe · Mesa 22.3.6"]
    assert devices[3]["driver_detail"] == "llvmpipe, Mesa 22.3.6 (LLVM 15.0.6)"


@pytest.mark.parametrize("names", [["CPU"], []])
def test_the_cpu_has_no_driver(names: list[str]) -> None:
    devices = with_drivers([{"name": n, "description": "Intel(R) Xeon(R)"} for n in names])
    assert [(d["driver"], d["driver_detail"]) for d in devices] == [("", "")] * len(names)
