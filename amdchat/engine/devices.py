"""The devices that the loaded libggml sees, read through its C API.

This is the ground truth for "which GPUs can this backend use": it asks the
very library the worker runs on (ggml_backend_dev_*), by ctypes.
"""

from __future__ import annotations

import ctypes
import re
import sys
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING

from amdchat.backends.registry import PCI_SLOT_ENV
from amdchat.engine.protocol import Device

if TYPE_CHECKING:
    from amdchat.hardware.driver_version import VulkanDriver

_TYPES = {0: "cpu", 1: "gpu", 2: "igpu", 3: "accel"}
# Vulkan drivers that run on the CPU: ggml lists them as GPUs, but a model there runs
# at CPU speed or worse (Mesa's llvmpipe/lavapipe, Google's SwiftShader)
_CPU_EMULATED = re.compile(r"llvmpipe|lavapipe|softpipe|swiftshader", re.IGNORECASE)
_PCI_SLOT = re.compile(r"[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]")


def is_cpu_emulated(description: str) -> bool:
    """Whether a device's description names a Vulkan driver that the CPU emulates."""
    return bool(_CPU_EMULATED.search(description))


def _device_type(ggml_type: int, description: str) -> str:
    kind = _TYPES.get(ggml_type, "unknown")
    return "cpu" if kind in ("gpu", "igpu") and is_cpu_emulated(description) else kind


def _libggml_path(lib_folder: Path) -> Path | None:
    """The libggml file that libllama loaded: by its soname (libggml.so.0) first. A folder
    unpacked from a wheel holds libggml.so, .so.0 and .so.0.x.y as three copies, and a
    copy opened by another name would be a second ggml with its own backend registry."""
    if sys.platform == "win32":
        names = ["ggml.dll"]
    else:
        sonames = sorted((p.name for p in lib_folder.glob("libggml.so.[0-9]*")), key=len)
        names = [*sonames[:1], "libggml.so", "libggml.dylib"]
    for name in names:
        if (lib_folder / name).exists():
            return lib_folder / name
    return None


class _Caps(ctypes.Structure):
    _fields_ = (("async_", ctypes.c_bool), ("host_buffer", ctypes.c_bool),
                ("buffer_from_host_ptr", ctypes.c_bool), ("events", ctypes.c_bool))


class _Props(ctypes.Structure):
    """struct ggml_backend_dev_props (ggml-backend.h); only device_id is read from it."""

    _fields_ = (("name", ctypes.c_char_p), ("description", ctypes.c_char_p),
                ("memory_free", ctypes.c_size_t), ("memory_total", ctypes.c_size_t),
                ("type", ctypes.c_int), ("device_id", ctypes.c_char_p), ("caps", _Caps))


def list_devices(lib_folder: Path) -> list[Device]:
    """Each device: name, description, type ("cpu" for a CPU-emulated Vulkan device),
    free and total memory in bytes, and its PCI address ("" where ggml knows none)."""
    path = _libggml_path(lib_folder)
    if path is None:
        return []
    lib = ctypes.CDLL(str(path))  # already loaded by llama_cpp: same handle
    lib.ggml_backend_dev_count.restype = ctypes.c_size_t
    lib.ggml_backend_dev_get.restype = ctypes.c_void_p
    lib.ggml_backend_dev_get.argtypes = [ctypes.c_size_t]
    for fn in (lib.ggml_backend_dev_name, lib.ggml_backend_dev_description):
        fn.restype = ctypes.c_char_p
        fn.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_type.restype = ctypes.c_int
    lib.ggml_backend_dev_type.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_get_props.restype = None
    lib.ggml_backend_dev_get_props.argtypes = [ctypes.c_void_p, ctypes.POINTER(_Props)]
    lib.ggml_backend_dev_memory.restype = None
    lib.ggml_backend_dev_memory.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                                            ctypes.POINTER(ctypes.c_size_t)]
    devices: list[Device] = []
    for index in range(lib.ggml_backend_dev_count()):
        dev = lib.ggml_backend_dev_get(index)
        free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
        lib.ggml_backend_dev_memory(dev, ctypes.byref(free), ctypes.byref(total))
        description = (lib.ggml_backend_dev_description(dev) or b"").decode(errors="replace")
        props = _Props()
        lib.ggml_backend_dev_get_props(dev, ctypes.byref(props))
        devices.append({
            "name": (lib.ggml_backend_dev_name(dev) or b"").decode(errors="replace"),
            "description": description,
            # a CPU-emulated Vulkan device counts as the CPU it is (no GPU seen)
            "type": _device_type(lib.ggml_backend_dev_type(dev), description),
            "free_bytes": free.value,
            "total_bytes": total.value,
            "pci_slot": _pci_slot((props.device_id or b"").decode(errors="replace")),
        })
    return devices


def _pci_slot(device_id: str) -> str:
    """ggml's device id when it is a PCI address ("0000:c1:00.0"), else ""."""
    return device_id.lower() if _PCI_SLOT.fullmatch(device_id) else ""


def choose_vulkan_device(environ: MutableMapping[str, str],
                         drivers: Callable[[], list[VulkanDriver]] | None = None) -> str:
    """Before ggml starts: GGML_VK_VISIBLE_DEVICES set to the loader's index of the GPU
    whose PCI address the session asked for (PCI_SLOT_ENV), since the loader orders
    devices its own way. Returns what happened, for the worker's log; where the
    address is not found, the index the session gave stands."""
    slot = environ.get(PCI_SLOT_ENV, "").lower()
    if not slot or "GGML_VK_VISIBLE_DEVICES" not in environ:
        return ""
    if drivers is None:
        from amdchat.hardware.driver_version import vulkan_drivers

        drivers = vulkan_drivers
    try:
        found = [d.pci_slot for d in drivers()]
    except OSError as exc:
        return f"the Vulkan devices could not be listed ({exc}): GPU index kept"
    if slot not in found:
        listed = ", ".join(s or "no PCI address" for s in found) or "none"
        return f"no Vulkan device at {slot} (found: {listed}): index kept"
    environ["GGML_VK_VISIBLE_DEVICES"] = str(found.index(slot))
    return f"the GPU at {slot} is Vulkan device {found.index(slot)}"


def with_drivers(devices: list[Device]) -> list[Device]:
    """``devices`` with each GPU's driver: ``driver`` ("RADV · Mesa 24.2.8", "HIP 6.2.41133",
    "" for the CPU) and ``driver_detail`` (all the driver says of itself).

    Asked of the runtime this worker has loaded: the Vulkan loader for Vulkan devices
    (matched to ggml's by name, in order), the HIP runtime for ROCm ones. A driver that
    does not answer leaves the fields empty and says why on stderr (the worker's log).
    """
    from amdchat.hardware import driver_version

    for device in devices:
        device.setdefault("driver", "")
        device.setdefault("driver_detail", "")
    vulkan = [d for d in devices if str(d.get("name", "")).startswith("Vulkan")]
    rocm = [d for d in devices if str(d.get("name", "")).startswith(("ROCm", "HIP"))]
    try:
        if vulkan:
            _match_vulkan(vulkan, driver_version.vulkan_drivers())
        hip = driver_version.hip_version() if rocm else None
    except Exception as exc:  # a driver's answer is a detail: the ready event must go out
        print(f"amdchat: the driver did not say its version: {exc}", file=sys.stderr)
        return devices
    if hip is not None:
        for device in rocm:
            device["driver"] = hip.label
            device["driver_detail"] = f"HIP runtime {hip.runtime}"
    return devices


def _match_vulkan(devices: list[Device], drivers: list[VulkanDriver]) -> None:
    """ggml describes a Vulkan device by its deviceName: the n-th device of a name is the
    loader's n-th of that name (GGML_VK_VISIBLE_DEVICES may leave some out)."""
    left = list(drivers)
    for device in devices:
        found = next((d for d in left if d.device_name == device.get("description")), None)
        if found is not None:
            left.remove(found)
            device["driver"] = found.label
            device["driver_detail"] = found.detail
