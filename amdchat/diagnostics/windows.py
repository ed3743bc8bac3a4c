"""The Windows column: the GPUs DXGI lists with their driver version, the Vulkan loader
(vulkan-1.dll) and the HIP SDK.

The Linux checks read sysfs and /dev; on Windows the same questions are: does
the system list the AMD GPU, is there a Vulkan loader (the GPU driver
installs it), and is AMD's HIP SDK there for the ROCm backend.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from amdchat.diagnostics.check import Check, Context, text
from amdchat.diagnostics.hip_sdk import check_hip_libraries
from amdchat.hardware.windows_dxgi import AdapterDesc
from amdchat.i18n import Text, tr_noop
from amdchat.units import format_gib

FAMILY = "windows"
Adapters = Callable[[], list[AdapterDesc]]


def _system_adapters() -> list[AdapterDesc]:
    from amdchat.hardware.windows_dxgi import list_adapters

    return list_adapters()


def _adapters(adapters: list[AdapterDesc]) -> list[Check]:
    real = [a for a in adapters if not a.software]
    if not real:
        return [Check(FAMILY, "GPU", "amber", text(tr_noop(
            "diagnostics", "Windows lists no GPU (only its software renderer): models run on "
            "the CPU.")), text(tr_noop(
            "diagnostics", "Install AMD's graphics driver (AMD Software: Adrenalin Edition).")))]
    return [Check(FAMILY, a.name, "green", _adapter_summary(a)) for a in real]


def _adapter_summary(adapter: AdapterDesc) -> Text:
    fields = {"name": adapter.name, "vendor": adapter.vendor_id, "device": adapter.device_id,
              "memory": format_gib(adapter.dedicated_bytes)}
    if not adapter.driver_version:  # the driver did not say
        return text(tr_noop(
            "diagnostics", "{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}"),
            **fields)
    return text(tr_noop(
        "diagnostics", "{name}: PCI {vendor:04x}:{device:04x}, dedicated memory {memory}, "
        "driver {driver}"), driver=adapter.driver_version, **fields)


def _vulkan_loader(system_root: Path) -> Check:
    dll = system_root / "System32" / "vulkan-1.dll"
    if dll.exists():
        return Check(FAMILY, "Vulkan loader", "green", text(tr_noop(
            "diagnostics", "The Vulkan loader (vulkan-1.dll) is installed.")))
    return Check(FAMILY, "Vulkan loader", "red", text(tr_noop(
        "diagnostics", "No Vulkan loader (vulkan-1.dll in System32): the Vulkan backend cannot "
        "start.")), text(tr_noop(
        "diagnostics", "Install or repair AMD's graphics driver; it installs the Vulkan "
        "loader.")))


def _hip_sdk(hip_path: str) -> Check:
    folder = Path(hip_path) if hip_path else None
    if folder is None or not any((folder / "bin").glob("amdhip64*.dll")):
        return Check(FAMILY, "HIP SDK", "info", text(tr_noop(
            "diagnostics", "AMD's HIP SDK is not installed (HIP_PATH unset or without "
            "amdhip64.dll): the ROCm backend needs it on Windows; Vulkan does not.")))
    return check_hip_libraries(folder)


def check_windows(context: Context, adapters: Adapters = _system_adapters) -> list[Check]:
    if not context.platform.startswith("win"):
        return []
    try:
        found = _adapters(adapters())
    except OSError as exc:
        found = [Check(FAMILY, "GPU", "info", text(tr_noop(
            "diagnostics", "DXGI could not list the GPUs: {error}"), error=str(exc)))]
    system_root = Path(context.env.get("SystemRoot") or "C:/Windows")
    return [*found, _vulkan_loader(system_root), _hip_sdk(context.env.get("HIP_PATH", ""))]
