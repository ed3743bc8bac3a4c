"""Available system memory: what a model on the CPU (or a host buffer) can use.

Linux: MemAvailable in /proc/meminfo (the kernel's own estimate of memory
that can be handed out without swapping), read below the same root as sysfs
(AMDCHAT_SYSFS_ROOT), so tests replay recorded files. Windows:
GlobalMemoryStatusEx's ullAvailPhys. None when it cannot be known.
"""

from __future__ import annotations

import ctypes
import sys

from amdchat.hardware.linux_amdgpu import sysfs_root


def available_ram() -> int | None:
    if sys.platform == "win32":
        return _windows_available()
    return _meminfo_available()


def _meminfo_available() -> int | None:
    try:
        text = (sysfs_root() / "proc" / "meminfo").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        if name == "MemAvailable":
            parts = rest.split()
            if parts and parts[0].isdigit():
                return int(parts[0]) * (1024 if parts[1:] == ["kB"] else 1)
    return None


class _MemoryStatusEx(ctypes.Structure):
    _fields_ = [("dwLength", ctypes.c_uint32), ("dwMemoryLoad", ctypes.c_uint32),
                ("ullTotalPhys", ctypes.c_uint64), ("ullAvailPhys", ctypes.c_uint64),
                ("ullTotalPageFile", ctypes.c_uint64), ("ullAvailPageFile", ctypes.c_uint64),
                ("ullTotalVirtual", ctypes.c_uint64), ("ullAvailVirtual", ctypes.c_uint64),
                ("ullAvailExtendedVirtual", ctypes.c_uint64)]


def _windows_available() -> int | None:
    status = _MemoryStatusEx()
    status.dwLength = ctypes.sizeof(status)
    kernel32 = getattr(ctypes, "windll").kernel32  # noqa: B009 - absent off Windows
    if not kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):
        return None
    return int(status.ullAvailPhys)
