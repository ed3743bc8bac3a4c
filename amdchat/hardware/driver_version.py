"""Which driver, which version: the Vulkan driver of each device, the HIP runtime, and
the Linux kernel's amdgpu.

"It got slower after a driver update" can only be checked when the benchmark
and the doctor's report say which driver ran. Each backend asks its own runtime:
the Vulkan loader (vkGetPhysicalDeviceProperties2 with VkPhysicalDeviceDriverProperties:
"radv", "Mesa 24.2.8"), the HIP runtime (hipRuntimeGetVersion: 60241133 is
6.2.41133), and sysfs for the kernel module (DKMS: /sys/module/amdgpu/version;
the kernel's own amdgpu: the kernel release).

The Vulkan and HIP queries load native drivers into the process: call them in a
backend's worker (amdchat.engine.devices does), never in the app, so a broken
driver takes down the worker only.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from amdchat.hardware.sysfs import read_text

# -- Vulkan ------------------------------------------------------------------------------

# VkStructureType values, from the Vulkan specification
_STRUCTURE_TYPE_APPLICATION_INFO = 0
_STRUCTURE_TYPE_INSTANCE_CREATE_INFO = 1
_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 = 1000059001
_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES = 1000196000
_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES = 1000212000
_PCI_BUS_INFO = b"VK_EXT_pci_bus_info"
_MAX_PHYSICAL_DEVICE_NAME_SIZE = 256
_MAX_DRIVER_NAME_SIZE = 256
_MAX_DRIVER_INFO_SIZE = 256
_UUID_SIZE = 16
_SUCCESS = 0
_INCOMPLETE = 5


def make_api_version(major: int, minor: int, patch: int = 0) -> int:
    """VK_MAKE_API_VERSION(0, major, minor, patch)."""
    return (major << 22) | (minor << 12) | patch


_API_1_2 = make_api_version(1, 2)

# VkDriverId -> the name people know the driver by (the rest: the driver's own driverName)
_DRIVER_NAMES = {1: "AMD proprietary", 2: "AMDVLK", 3: "RADV", 4: "NVIDIA",
                 5: "Intel proprietary", 6: "ANV", 10: "SwiftShader", 13: "llvmpipe",
                 14: "MoltenVK", 22: "Venus", 23: "Dozen", 24: "NVK"}
_DEVICE_TYPES = {0: "other", 1: "integrated", 2: "discrete", 3: "virtual", 4: "cpu"}
_NVIDIA, _INTEL = 0x10DE, 0x8086
_MESA = re.compile(r"Mesa \d+(\.\d+)*(-devel|-rc\d+)?")


class _ApplicationInfo(ctypes.Structure):
    _fields_ = (("sType", ctypes.c_uint32), ("pNext", ctypes.c_void_p),
                ("pApplicationName", ctypes.c_char_p), ("applicationVersion", ctypes.c_uint32),
                ("pEngineName", ctypes.c_char_p), ("engineVersion", ctypes.c_uint32),
                ("apiVersion", ctypes.c_uint32))


class _InstanceCreateInfo(ctypes.Structure):
    _fields_ = (("sType", ctypes.c_uint32), ("pNext", ctypes.c_void_p),
                ("flags", ctypes.c_uint32),
                ("pApplicationInfo", ctypes.POINTER(_ApplicationInfo)),
                ("enabledLayerCount", ctypes.c_uint32),
                ("ppEnabledLayerNames", ctypes.POINTER(ctypes.c_char_p)),
                ("enabledExtensionCount", ctypes.c_uint32),
                ("ppEnabledExtensionNames", ctypes.POINTER(ctypes.c_char_p)))


class _PhysicalDeviceProperties(ctypes.Structure):
    """VkPhysicalDeviceProperties: the fields read here, then room for the rest.

    The rest (VkPhysicalDeviceLimits, 8-byte aligned, and
    VkPhysicalDeviceSparseProperties) is 528 bytes on 64-bit systems, 824 in all;
    the room left is 1024 bytes, so a driver never writes past this buffer.
    """

    _fields_ = (("apiVersion", ctypes.c_uint32), ("driverVersion", ctypes.c_uint32),
                ("vendorID", ctypes.c_uint32), ("deviceID", ctypes.c_uint32),
                ("deviceType", ctypes.c_uint32),
                ("deviceName", ctypes.c_char * _MAX_PHYSICAL_DEVICE_NAME_SIZE),
                ("pipelineCacheUUID", ctypes.c_uint8 * _UUID_SIZE),
                ("limitsAndSparseProperties", ctypes.c_uint64 * 128))


class _PhysicalDeviceProperties2(ctypes.Structure):
    _fields_ = (("sType", ctypes.c_uint32), ("pNext", ctypes.c_void_p),
                ("properties", _PhysicalDeviceProperties))


class _ConformanceVersion(ctypes.Structure):
    _fields_ = (("major", ctypes.c_uint8), ("minor", ctypes.c_uint8),
                ("subminor", ctypes.c_uint8), ("patch", ctypes.c_uint8))


class _PhysicalDeviceDriverProperties(ctypes.Structure):
    _fields_ = (("sType", ctypes.c_uint32), ("pNext", ctypes.c_void_p),
                ("driverID", ctypes.c_uint32),
                ("driverName", ctypes.c_char * _MAX_DRIVER_NAME_SIZE),
                ("driverInfo", ctypes.c_char * _MAX_DRIVER_INFO_SIZE),
                ("conformanceVersion", _ConformanceVersion))


class _PhysicalDevicePciBusInfo(ctypes.Structure):
    _fields_ = (("sType", ctypes.c_uint32), ("pNext", ctypes.c_void_p),
                ("pciDomain", ctypes.c_uint32), ("pciBus", ctypes.c_uint32),
                ("pciDevice", ctypes.c_uint32), ("pciFunction", ctypes.c_uint32))


class _ExtensionProperties(ctypes.Structure):
    _fields_ = (("extensionName", ctypes.c_char * 256), ("specVersion", ctypes.c_uint32))


@dataclass(frozen=True)
class VulkanDriver:
    """One Vulkan physical device and the driver behind it."""

    device_name: str  # "AMD Radeon RX 7900 XTX (RADV NAVI31)": ggml's description
    device_type: str  # "discrete" | "integrated" | "cpu" | ...
    vendor_id: int
    driver_id: int  # VkDriverId; 0 when the device is older than Vulkan 1.2
    driver_name: str  # "radv", "llvmpipe", "AMD proprietary driver"
    driver_info: str  # "Mesa 24.2.8-1ubuntu1", "Mesa 22.3.6 (LLVM 15.0.6)"
    driver_version: int  # encoded the vendor's way (see decode_driver_version)
    api_version: int
    # "0000:03:00.0" by VK_EXT_pci_bus_info; "" where the driver has no PCI device
    # (llvmpipe) or does not say. GGML_VK_VISIBLE_DEVICES counts in the loader's order.
    pci_slot: str = ""

    @property
    def short_name(self) -> str:
        return _DRIVER_NAMES.get(self.driver_id) or self.driver_name or "Vulkan driver"

    @property
    def version(self) -> str:
        """driverInfo without its details: 'Mesa 24.2.8' of 'Mesa 24.2.8-1ubuntu1~24.04.1'
        (a distribution's package revision) or of 'Mesa 22.3.6 (LLVM 15.0.6)'; else the
        decoded driverVersion."""
        info = self.driver_info.split(" (", 1)[0].strip()
        mesa = _MESA.match(info)
        return (mesa.group(0) if mesa else info) or decode_driver_version(
            self.driver_version, self.vendor_id)

    @property
    def label(self) -> str:
        """'RADV · Mesa 24.2.8', 'llvmpipe · Mesa 22.3.6': short, for a table cell."""
        return f"{self.short_name} · {self.version}"

    @property
    def detail(self) -> str:
        """Everything the driver says, for a bug report: 'llvmpipe, Mesa 22.3.6 (LLVM 15.0.6)'."""
        return ", ".join(p for p in (self.driver_name or self.short_name,
                                     self.driver_info or self.version) if p)


def decode_driver_version(value: int, vendor_id: int) -> str:
    """VkPhysicalDeviceProperties.driverVersion as its vendor encodes it.

    NVIDIA: 10.8.8.6 bits; Intel on Windows: 18.14 bits; everyone else (Mesa, AMD)
    the Vulkan API version's own 7.10.12 bits after a 3-bit variant.
    """
    if vendor_id == _NVIDIA:
        return (f"{value >> 22 & 0x3FF}.{value >> 14 & 0xFF}.{value >> 6 & 0xFF}."
                f"{value & 0x3F}")
    if vendor_id == _INTEL and sys.platform == "win32":
        return f"{value >> 14}.{value & 0x3FFF}"
    return f"{value >> 22 & 0x7F}.{value >> 12 & 0x3FF}.{value & 0xFFF}"


def _vulkan_library() -> ctypes.CDLL | None:
    names = (["vulkan-1.dll"] if sys.platform == "win32"
             else ["libvulkan.so.1", "libvulkan.dylib", ctypes.util.find_library("vulkan")])
    for name in names:
        if not name:
            continue
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def _declare(lib: ctypes.CDLL) -> None:
    lib.vkCreateInstance.restype = ctypes.c_int32
    lib.vkCreateInstance.argtypes = (ctypes.POINTER(_InstanceCreateInfo), ctypes.c_void_p,
                                     ctypes.POINTER(ctypes.c_void_p))
    lib.vkDestroyInstance.restype = None
    lib.vkDestroyInstance.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
    lib.vkEnumeratePhysicalDevices.restype = ctypes.c_int32
    lib.vkEnumeratePhysicalDevices.argtypes = (ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32),
                                               ctypes.POINTER(ctypes.c_void_p))
    lib.vkGetPhysicalDeviceProperties.restype = None
    lib.vkGetPhysicalDeviceProperties.argtypes = (ctypes.c_void_p,
                                                  ctypes.POINTER(_PhysicalDeviceProperties))
    lib.vkEnumerateDeviceExtensionProperties.restype = ctypes.c_int32
    lib.vkEnumerateDeviceExtensionProperties.argtypes = (
        ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint32),
        ctypes.POINTER(_ExtensionProperties))
    lib.vkGetInstanceProcAddr.restype = ctypes.c_void_p
    lib.vkGetInstanceProcAddr.argtypes = (ctypes.c_void_p, ctypes.c_char_p)


_GetProperties2 = ctypes.CFUNCTYPE(None, ctypes.c_void_p,
                                   ctypes.POINTER(_PhysicalDeviceProperties2))


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").strip()


def _describe(lib: ctypes.CDLL, get2: Callable[..., Any] | None,
              device: ctypes.c_void_p) -> VulkanDriver:
    base = _PhysicalDeviceProperties()
    lib.vkGetPhysicalDeviceProperties(device, ctypes.byref(base))
    pci = _PhysicalDevicePciBusInfo(sType=_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES)
    has_pci = _has_extension(lib, device, _PCI_BUS_INFO)
    driver = _PhysicalDeviceDriverProperties(
        sType=_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES,
        pNext=ctypes.cast(ctypes.byref(pci), ctypes.c_void_p) if has_pci else None)
    if get2 is not None and base.apiVersion >= _API_1_2:  # driver properties: core in 1.2
        both = _PhysicalDeviceProperties2(
            sType=_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
            pNext=ctypes.cast(ctypes.byref(driver), ctypes.c_void_p))
        get2(device, ctypes.byref(both))
    else:
        has_pci = False
    slot = (f"{pci.pciDomain:04x}:{pci.pciBus:02x}:{pci.pciDevice:02x}.{pci.pciFunction:x}"
            if has_pci else "")
    return VulkanDriver(
        device_name=_text(base.deviceName),
        device_type=_DEVICE_TYPES.get(base.deviceType, "other"), vendor_id=base.vendorID,
        driver_id=driver.driverID, driver_name=_text(driver.driverName),
        driver_info=_text(driver.driverInfo), driver_version=base.driverVersion,
        api_version=base.apiVersion, pci_slot=slot)


def _has_extension(lib: ctypes.CDLL, device: ctypes.c_void_p, name: bytes) -> bool:
    """Whether the device offers an extension (chaining a structure it does not know is
    not allowed)."""
    count = ctypes.c_uint32(0)
    if lib.vkEnumerateDeviceExtensionProperties(device, None, ctypes.byref(count), None) != 0:
        return False
    found = (_ExtensionProperties * count.value)()
    result = lib.vkEnumerateDeviceExtensionProperties(device, None, ctypes.byref(count), found)
    if result not in (_SUCCESS, _INCOMPLETE):
        return False
    return any(found[i].extensionName == name for i in range(count.value))


def vulkan_drivers() -> list[VulkanDriver]:
    """Every Vulkan device the loader offers this process, with its driver.

    [] when there is no loader or no device. Raises OSError when the loader
    refuses to make an instance (a broken driver, say).
    """
    lib = _vulkan_library()
    if lib is None:
        return []
    _declare(lib)
    app = _ApplicationInfo(sType=_STRUCTURE_TYPE_APPLICATION_INFO, pApplicationName=b"amdchat",
                           pEngineName=b"amdchat", apiVersion=_API_1_2)
    info = _InstanceCreateInfo(sType=_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
                               pApplicationInfo=ctypes.pointer(app))
    instance = ctypes.c_void_p()
    result = lib.vkCreateInstance(ctypes.byref(info), None, ctypes.byref(instance))
    if result != _SUCCESS:
        raise OSError(f"vkCreateInstance failed with VkResult {result}")
    try:
        count = ctypes.c_uint32(0)
        lib.vkEnumeratePhysicalDevices(instance, ctypes.byref(count), None)
        devices = (ctypes.c_void_p * count.value)()
        result = lib.vkEnumeratePhysicalDevices(instance, ctypes.byref(count), devices)
        if result not in (_SUCCESS, _INCOMPLETE):
            raise OSError(f"vkEnumeratePhysicalDevices failed with VkResult {result}")
        address = (lib.vkGetInstanceProcAddr(instance, b"vkGetPhysicalDeviceProperties2")
                   or lib.vkGetInstanceProcAddr(instance, b"vkGetPhysicalDeviceProperties2KHR"))
        get2 = _GetProperties2(address) if address else None
        return [_describe(lib, get2, ctypes.c_void_p(devices[i])) for i in range(count.value)]
    finally:
        lib.vkDestroyInstance(instance, None)


# -- HIP (ROCm) ---------------------------------------------------------------------------

_HIP_LIBRARIES = {
    "win32": ("amdhip64_7.dll", "amdhip64_6.dll", "amdhip64.dll"),
    "linux": ("libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"),
}


def decode_hip_version(value: int) -> str:
    """HIP_VERSION as hipRuntimeGetVersion gives it: major*10^7 + minor*10^5 + patch,
    so 60241133 is '6.2.41133'."""
    if value <= 0:
        return ""
    return f"{value // 10_000_000}.{value // 100_000 % 100}.{value % 100_000}"


@dataclass(frozen=True)
class HipVersion:
    runtime: str  # "6.2.41133"

    @property
    def label(self) -> str:
        return f"HIP {self.runtime}"


def _hip_library(names: tuple[str, ...]) -> ctypes.CDLL | None:
    """The HIP runtime the backend already loaded, when it did (a machine with several
    ROCm versions must not get a second, other one), else the first that loads."""
    no_load = getattr(os, "RTLD_NOLOAD", 0)
    passes = ([no_load | getattr(os, "RTLD_LAZY", 0)] if no_load else []) + [ctypes.DEFAULT_MODE]
    for mode in passes:
        for name in names:
            try:
                return ctypes.CDLL(name, mode=mode)
            except OSError:
                continue
    return None


def hip_version(names: tuple[str, ...] | None = None) -> HipVersion | None:
    """The HIP runtime this process loads (the ROCm backend's), or None when it has none.
    (hipDriverGetVersion is not asked: recent ROCm answers the runtime's version again,
    older ones a build number that reads as nonsense in this form.)"""
    platform = "win32" if sys.platform == "win32" else "linux"
    lib = _hip_library(_HIP_LIBRARIES[platform] if names is None else names)
    if lib is None:
        return None
    value = ctypes.c_int(0)
    call = getattr(lib, "hipRuntimeGetVersion", None)
    if call is None or call(ctypes.byref(value)) != 0 or value.value <= 0:
        return None
    return HipVersion(decode_hip_version(value.value))


# -- the Linux kernel's amdgpu -----------------------------------------------------------

@dataclass(frozen=True)
class KernelDriver:
    """The amdgpu module: AMD's own (DKMS, with a version) or the kernel's (its release)."""

    dkms_version: str  # /sys/module/amdgpu/version: "6.8.5"; "" for the kernel's own
    kernel_release: str  # /proc/sys/kernel/osrelease: "6.1.0-28-amd64"; "" when unknown

    @property
    def label(self) -> str:
        """'amdgpu 6.8.5 (DKMS)', 'amdgpu (Linux 6.1.0-28-amd64)', 'amdgpu'."""
        if self.dkms_version:
            return f"amdgpu {self.dkms_version} (DKMS)"
        return f"amdgpu (Linux {self.kernel_release})" if self.kernel_release else "amdgpu"


def kernel_driver(root: Path) -> KernelDriver | None:
    """The amdgpu module under a system root ("/" or a recorded one); None when not loaded."""
    if not (root / "sys/module/amdgpu").is_dir():
        return None
    return KernelDriver(read_text(root / "sys/module/amdgpu/version"),
                        read_text(root / "proc/sys/kernel/osrelease"))
