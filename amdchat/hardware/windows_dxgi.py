"""Adapter names, memory sizes and driver versions on Windows, from DXGI (ctypes, no COM
library).

PDH counters name adapters only by LUID; DXGI's adapter descriptions carry the
same LUID with the adapter's name, PCI ids and dedicated/shared memory sizes.
The driver version (to compare benchmarks across a driver update) is the
user-mode driver's, from CheckInterfaceSupport.
"""

from __future__ import annotations

import ctypes
import sys
import uuid
from dataclasses import dataclass

IID_IDXGIFACTORY1 = uuid.UUID("770aae78-f26f-4dba-a829-253c83d1b387")
IID_IDXGIDEVICE = uuid.UUID("54ec77fa-1377-44e6-8c32-88fd5f44c84c")

VENDORS = {0x1002: "amd", 0x10DE: "nvidia", 0x8086: "intel", 0x1414: "microsoft"}
_SOFTWARE_ADAPTER = 0x2  # DXGI_ADAPTER_FLAG_SOFTWARE: the Basic Render Driver


@dataclass(frozen=True)
class AdapterDesc:
    name: str
    vendor_id: int
    device_id: int
    dedicated_bytes: int
    shared_bytes: int
    luid_high: int
    luid_low: int
    software: bool
    driver_version: str = ""  # "31.0.24027.1012", as Device Manager shows it; "" unknown

    @property
    def luid_key(self) -> str:
        """As PDH instance names spell it: luid_0x00000000_0x0000C9A4 -> this, lower-case."""
        return f"0x{self.luid_high & 0xFFFFFFFF:08x}_0x{self.luid_low & 0xFFFFFFFF:08x}"

    @property
    def vendor(self) -> str:
        return VENDORS.get(self.vendor_id, "unknown")


class _Luid(ctypes.Structure):
    _fields_ = (("LowPart", ctypes.c_uint32), ("HighPart", ctypes.c_int32))


class _Desc1(ctypes.Structure):
    _fields_ = (("Description", ctypes.c_wchar * 128), ("VendorId", ctypes.c_uint),
                ("DeviceId", ctypes.c_uint), ("SubSysId", ctypes.c_uint),
                ("Revision", ctypes.c_uint), ("DedicatedVideoMemory", ctypes.c_size_t),
                ("DedicatedSystemMemory", ctypes.c_size_t),
                ("SharedSystemMemory", ctypes.c_size_t), ("AdapterLuid", _Luid),
                ("Flags", ctypes.c_uint))


def driver_version_text(umd_version: int) -> str:
    """The user-mode driver version CheckInterfaceSupport returns (a LARGE_INTEGER of four
    16-bit parts, most significant first) as Windows writes it: '31.0.24027.1012'."""
    if umd_version <= 0:
        return ""
    return ".".join(str(umd_version >> shift & 0xFFFF) for shift in (48, 32, 16, 0))


def _vtable_call(obj: ctypes.c_void_p, index: int, restype: type, *args: object) -> int:
    """Call method ``index`` of a COM object's vtable."""
    vtable = ctypes.cast(obj, ctypes.POINTER(ctypes.POINTER(ctypes.c_void_p))).contents
    prototype = ctypes.WINFUNCTYPE(restype, ctypes.c_void_p,  # type: ignore[attr-defined]
                                   *[type(a) for a in args])
    return int(prototype(vtable[index])(obj, *args))


def _driver_version(adapter: ctypes.c_void_p) -> str:
    """IDXGIAdapter::CheckInterfaceSupport (slot 9) asked about IDXGIDevice answers with the
    user-mode driver's version, the one Device Manager shows."""
    iid_device = (ctypes.c_byte * 16).from_buffer_copy(IID_IDXGIDEVICE.bytes_le)
    version = ctypes.c_int64(0)
    if _vtable_call(adapter, 9, ctypes.c_long, ctypes.byref(iid_device),
                    ctypes.byref(version)) != 0:
        return ""
    return driver_version_text(version.value)


def list_adapters() -> list[AdapterDesc]:
    """Every DXGI adapter (Windows only): EnumAdapters1 and GetDesc1 by vtable index."""
    if sys.platform != "win32":
        return []
    iid_factory1 = (ctypes.c_byte * 16).from_buffer_copy(IID_IDXGIFACTORY1.bytes_le)
    factory = ctypes.c_void_p()
    dxgi = ctypes.WinDLL("dxgi.dll")
    if dxgi.CreateDXGIFactory1(ctypes.byref(iid_factory1), ctypes.byref(factory)) != 0:
        return []
    adapters: list[AdapterDesc] = []
    try:
        index = 0
        while True:
            adapter = ctypes.c_void_p()
            # IDXGIFactory1::EnumAdapters1 is vtable slot 12
            if _vtable_call(factory, 12, ctypes.c_long, ctypes.c_uint(index),
                            ctypes.byref(adapter)) != 0:
                break
            desc = _Desc1()
            # IDXGIAdapter1::GetDesc1 is slot 10; IUnknown::Release is slot 2
            if _vtable_call(adapter, 10, ctypes.c_long, ctypes.byref(desc)) == 0:
                adapters.append(AdapterDesc(
                    desc.Description, desc.VendorId, desc.DeviceId, desc.DedicatedVideoMemory,
                    desc.SharedSystemMemory, desc.AdapterLuid.HighPart,
                    desc.AdapterLuid.LowPart, bool(desc.Flags & _SOFTWARE_ADAPTER),
                    _driver_version(adapter)))
            _vtable_call(adapter, 2, ctypes.c_ulong)
            index += 1
    finally:
        _vtable_call(factory, 2, ctypes.c_ulong)
    return adapters
