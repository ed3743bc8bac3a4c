"""The GPU chosen in Settings is the same physical GPU on every backend: matched by PCI
address, not by index, and checked after the load (the hand-made two-card laptop tree)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.backends.registry import PCI_SLOT_ENV, device_env, gpu_slot, other_device
from amdchat.engine.devices import choose_vulkan_device
from amdchat.hardware.driver_version import VulkanDriver
from amdchat.hardware.kfd import hip_order
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor

LAPTOP = Path(__file__).parent.parent / "data" / "sysfs" / "laptop-780m-7600s"
DGPU, IGPU = "0000:03:00.0", "0000:c5:00.0"


def _vulkan(name: str, slot: str) -> VulkanDriver:
    return VulkanDriver(name, "discrete", 0x1002, 3, "radv", "Mesa 25.0.7", 0, 0, slot)


# the loader's order on this laptop: the boot GPU (the 780M) first, then the dGPU, then
# Mesa's lavapipe, which has no PCI address
VULKAN_ORDER = [_vulkan("AMD Radeon 780M (RADV PHOENIX)", IGPU),
                _vulkan("AMD Radeon RX 7600S (RADV NAVI33)", DGPU),
                _vulkan("llvmpipe (LLVM 19.1.7, 256 bits)", "")]


@pytest.fixture
def laptop(monkeypatch: pytest.MonkeyPatch) -> GpuMonitor:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(LAPTOP))
    return GpuMonitor([LinuxAmdgpuSource()])


def test_the_three_orders_of_the_laptop_differ(laptop: GpuMonitor) -> None:
    assert [(g.name, g.pci_slot, g.integrated) for g in laptop.gpus] == [
        ("AMD Radeon RX 7600S", DGPU, False), ("AMD Radeon 780M", IGPU, True)]
    assert hip_order() == [IGPU, DGPU]
    assert [d.pci_slot for d in VULKAN_ORDER][:2] == [IGPU, DGPU]


@pytest.mark.parametrize(("chosen", "hip"), [(0, "1"), (1, "0")])
def test_rocm_gets_hips_own_index_of_the_chosen_gpu(laptop: GpuMonitor, chosen: int,
                                                    hip: str) -> None:
    slot = gpu_slot(chosen, laptop.gpus)
    assert device_env("rocm", chosen, slot) == {"HIP_VISIBLE_DEVICES": hip, PCI_SLOT_ENV: slot}


@pytest.mark.parametrize(("chosen", "vulkan"), [(0, "1"), (1, "0")])
def test_vulkan_gets_the_loaders_index_of_the_chosen_gpu(laptop: GpuMonitor, chosen: int,
                                                         vulkan: str) -> None:
    env = device_env("vulkan", chosen, gpu_slot(chosen, laptop.gpus))
    assert env["GGML_VK_VISIBLE_DEVICES"] == str(chosen)  # until the worker asks the loader
    said = choose_vulkan_device(env, lambda: VULKAN_ORDER)
    assert env["GGML_VK_VISIBLE_DEVICES"] == vulkan
    assert said == f"the GPU at {env[PCI_SLOT_ENV]} is Vulkan device {vulkan}"


def test_an_address_the_loader_does_not_know_keeps_the_index() -> None:
    env = device_env("vulkan", 1, "0000:0a:00.0")
    said = choose_vulkan_device(env, lambda: VULKAN_ORDER)
    assert env["GGML_VK_VISIBLE_DEVICES"] == "1"
    assert said == ("no Vulkan device at 0000:0a:00.0 (found: 0000:c5:00.0, 0000:03:00.0, "
                    "no PCI address): index kept")


def test_a_loader_that_fails_keeps_the_index() -> None:
    def broken() -> list[VulkanDriver]:
        raise OSError("vkCreateInstance failed with VkResult -9")

    env = device_env("vulkan", 0, DGPU)
    assert "could not be listed (vkCreateInstance failed" in choose_vulkan_device(env, broken)
    assert env["GGML_VK_VISIBLE_DEVICES"] == "0"


def test_without_an_address_the_index_stands_as_before(laptop: GpuMonitor) -> None:
    # a GPU listed without a PCI address (Windows' adapters): today's index
    assert device_env("rocm", 1, "", hip_slots=[IGPU, DGPU]) == {"HIP_VISIBLE_DEVICES": "1"}
    env = device_env("vulkan", 1)
    assert choose_vulkan_device(env, lambda: VULKAN_ORDER) == "" and env == {
        "GGML_VK_VISIBLE_DEVICES": "1"}
    assert device_env("rocm", -1, DGPU) == {} and device_env("cpu", 0, DGPU) == {}
    assert gpu_slot(5, laptop.gpus) == "" and gpu_slot(-1, laptop.gpus) == ""


def test_a_rocm_without_kfd_keeps_the_index() -> None:
    assert device_env("rocm", 0, DGPU, hip_slots=[])["HIP_VISIBLE_DEVICES"] == "0"


def test_a_load_on_another_gpu_than_chosen_is_said() -> None:
    placement = {"device": "Vulkan0", "device_description": "AMD Radeon 780M (RADV PHOENIX)",
                 "pci_slot": IGPU}
    said = other_device(DGPU, placement)
    assert said is not None and str(said).startswith(
        "The model was loaded on AMD Radeon 780M (RADV PHOENIX) (PCI 0000:c5:00.0), not on "
        "the GPU chosen in Settings (PCI 0000:03:00.0)")
    assert other_device(IGPU, placement) is None  # the chosen one
    assert other_device("", placement) is None  # nothing chosen
    assert other_device(DGPU, {"device": "Vulkan0", "pci_slot": ""}) is None  # not said


def test_each_card_of_the_laptop_has_its_own_budget(laptop: GpuMonitor) -> None:
    from amdchat.plan.budget import gpu_budget

    first = gpu_budget(laptop, backend="rocm", margin=0)
    assert first is not None and first.gpu_name == "AMD Radeon RX 7600S"  # the dGPU first
    assert first.free_bytes == 8573157376 - 314572800 and first.counted is None
    apu = gpu_budget(laptop, "drm:card1", backend="rocm", margin=0)
    assert apu is not None and apu.free_bytes == 536870912 - 367001600
    assert "this kernel gives ROCm no GTT" in str(apu.counted)
    vulkan = gpu_budget(laptop, "drm:card1", backend="vulkan", margin=0)
    assert vulkan is not None
    assert vulkan.free_bytes == 536870912 - 367001600 + 16441671680 - 1073741824
