"""GPU and driver: each AMD GPU with its name, gfx target and memory, and the amdgpu kernel
driver: loaded or not, AMD's DKMS module (its version) or the kernel's own (the release)."""

from __future__ import annotations

from pathlib import Path

from amdchat.diagnostics.check import Check, Context, text
from amdchat.hardware.driver_version import kernel_driver
from amdchat.hardware.linux_amdgpu import AMD_VENDOR, LinuxAmdgpuSource
from amdchat.hardware.sysfs import read_text
from amdchat.i18n import tr_noop
from amdchat.units import format_gib

FAMILY = "gpu"


def amd_pci_displays(root: Path) -> list[str]:
    """PCI slots of AMD display controllers (class 0x03xxxx), with or without a driver."""
    slots = []
    for device in sorted((root / "sys/bus/pci/devices").glob("*")):
        if (read_text(device / "vendor") == AMD_VENDOR
                and read_text(device / "class").startswith("0x03")):
            slots.append(device.name)
    return slots


def check_gpus(context: Context) -> list[Check]:
    if not context.platform.startswith("linux"):
        return []  # Windows: the windows family
    root = context.root
    source = LinuxAmdgpuSource(root)
    gpus = source.discover()
    checks = [_driver(root, bool(gpus or amd_pci_displays(root)))]
    for gpu in gpus:
        reading = source.sample(gpu)
        memory = format_gib(reading.vram_total) if reading.vram_total else "?"
        kind = (text(tr_noop("diagnostics", "integrated")) if gpu.integrated
                else text(tr_noop("diagnostics", "discrete")))
        if reading.suspended:
            memory = "? (asleep, not woken to read it)"
        summary = text(tr_noop("diagnostics",
                               "{name}: {kind}, {target}, VRAM {memory}, PCI {slot}"),
                       name=gpu.name, kind=kind, target=gpu.gfx_target or "gfx target unknown",
                       memory=memory, slot=gpu.pci_slot or "?")
        if gpu.gfx_target:
            checks.append(Check(FAMILY, gpu.name, "green", summary))
        else:
            checks.append(Check(FAMILY, gpu.name, "amber", summary, text(tr_noop(
                "diagnostics", "The kernel's compute topology (/sys/class/kfd) does not list this "
                "GPU, so ROCm cannot use it; Vulkan can. A kernel with amdgpu's KFD "
                "(CONFIG_HSA_AMD) fixes it for ROCm."))))
    if not gpus:
        bare = amd_pci_displays(root)
        if bare:
            checks.append(Check(FAMILY, "GPU", "red", text(tr_noop(
                "diagnostics", "An AMD GPU is on the PCI bus ({slots}) but no driver shows it."),
                slots=", ".join(bare)), text(tr_noop(
                "diagnostics", "Load the amdgpu driver (sudo modprobe amdgpu) and install the "
                "firmware (Debian/Ubuntu: linux-firmware / firmware-amd-graphics)."))))
        else:
            checks.append(Check(FAMILY, "GPU", "amber", text(tr_noop(
                "diagnostics", "No AMD GPU found: models run on the CPU.")), text(tr_noop(
                "diagnostics", "If this machine has an AMD GPU, check that the amdgpu driver is "
                "loaded (lsmod | grep amdgpu)."))))
    return checks


def _driver(root: Path, amd_gpu_present: bool) -> Check:
    driver = kernel_driver(root)
    if driver is None and not amd_gpu_present:
        return Check(FAMILY, "amdgpu driver", "info", text(tr_noop(
            "diagnostics", "The amdgpu kernel driver is not loaded (no AMD GPU seen).")))
    if driver is None:
        return Check(FAMILY, "amdgpu driver", "amber", text(tr_noop(
            "diagnostics", "The amdgpu kernel driver is not loaded.")), text(tr_noop(
            "diagnostics", "An AMD GPU needs it for ROCm and Vulkan: sudo modprobe amdgpu (and "
            "check dmesg for firmware errors).")))
    if driver.dkms_version:
        summary = text(tr_noop(
            "diagnostics", "The amdgpu kernel driver {version} is loaded (AMD's DKMS module, "
            "not the kernel's own)."),
            version=driver.dkms_version)
    elif driver.kernel_release:
        summary = text(tr_noop(
            "diagnostics", "The amdgpu kernel driver is loaded: the one of Linux {release}."),
            release=driver.kernel_release)
    else:
        summary = text(tr_noop(
            "diagnostics", "The amdgpu kernel driver is loaded (its version is unknown)."))
    return Check(FAMILY, "amdgpu driver", "green", summary)
