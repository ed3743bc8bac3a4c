"""How many physical performance cores this process may run on: the default thread count.

llama.cpp's own tools use the physical cores, not the logical CPUs: two threads on the
two halves of one SMT core share its arithmetic units, and an efficiency core holds the
performance cores back (each step waits for the slowest thread). llama-cpp-python's own
default, cpu_count() // 2, leaves half the cores idle on a CPU without SMT.

Linux: sysfs topology (core and package ids of the CPUs this process may use; on a
hybrid Intel CPU, only those listed in /sys/devices/cpu_core/cpus), else /proc/cpuinfo,
read under AMDCHAT_SYSFS_ROOT so tests replay recorded trees. Windows:
GetLogicalProcessorInformationEx, its records parsed from bytes (tests give recorded ones).
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys
from pathlib import Path

from amdchat.hardware.linux_amdgpu import sysfs_root
from amdchat.hardware.sysfs import read_text

RELATION_PROCESSOR_CORE = 0


def parse_cpu_list(text: str) -> set[int]:
    """'0-3,8,10-11' -> {0, 1, 2, 3, 8, 10, 11}."""
    cpus: set[int] = set()
    for part in filter(None, (p.strip() for p in text.split(","))):
        first, _, last = part.partition("-")
        cpus.update(range(int(first), int(last or first) + 1))
    return cpus


def _cores_from_sysfs(root: Path, allowed: set[int] | None) -> set[tuple[str, str]]:
    cpu_root = root / "sys" / "devices" / "system" / "cpu"
    performance = read_text(root / "sys" / "devices" / "cpu_core" / "cpus")  # hybrid Intel
    wanted = parse_cpu_list(performance) if performance else None
    cores: set[tuple[str, str]] = set()
    for folder in cpu_root.glob("cpu[0-9]*"):
        cpu = int(folder.name[3:])
        if (allowed is not None and cpu not in allowed) or (wanted and cpu not in wanted):
            continue
        core = read_text(folder / "topology" / "core_id")
        if core:
            cores.add((read_text(folder / "topology" / "physical_package_id"), core))
    return cores


def _cores_from_cpuinfo(root: Path, allowed: set[int] | None) -> set[tuple[str, str]]:
    cores: set[tuple[str, str]] = set()
    for block in read_text(root / "proc" / "cpuinfo").split("\n\n"):
        fields = {k.strip(): v.strip() for k, _, v in
                  (line.partition(":") for line in block.splitlines())}
        if "processor" not in fields or "core id" not in fields:
            continue
        if allowed is not None and int(fields["processor"]) not in allowed:
            continue
        cores.add((fields.get("physical id", ""), fields["core id"]))
    return cores


def linux_performance_cores(root: Path | None = None, allowed: set[int] | None = None) -> int:
    """Physical performance cores among ``allowed`` CPUs (all: None); 0 when unknown."""
    base = root or sysfs_root()
    return len(_cores_from_sysfs(base, allowed) or _cores_from_cpuinfo(base, allowed))


def windows_performance_cores(records: bytes) -> int:
    """Cores of the highest efficiency class, from the buffer that
    GetLogicalProcessorInformationEx(RelationProcessorCore) fills: records of
    (Relationship: DWORD, Size: DWORD, Flags: BYTE, EfficiencyClass: BYTE, ...)."""
    classes: list[int] = []
    offset = 0
    while offset + 10 <= len(records):
        relationship, size = struct.unpack_from("<II", records, offset)
        if size < 10:
            break  # a broken record: stop rather than loop
        if relationship == RELATION_PROCESSOR_CORE:
            classes.append(records[offset + 9])
        offset += size
    return classes.count(max(classes)) if classes else 0


def _windows_records() -> bytes:
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    length = ctypes.c_ulong(0)
    kernel32.GetLogicalProcessorInformationEx(RELATION_PROCESSOR_CORE, None,
                                              ctypes.byref(length))
    buffer = ctypes.create_string_buffer(length.value)
    if not kernel32.GetLogicalProcessorInformationEx(RELATION_PROCESSOR_CORE, buffer,
                                                     ctypes.byref(length)):
        return b""
    return buffer.raw[:length.value]


def performance_cores() -> int:
    """The default thread count: this machine's physical performance cores (at least 1)."""
    count = 0
    if sys.platform == "win32":
        try:
            count = windows_performance_cores(_windows_records())
        except (OSError, AttributeError):
            count = 0
    elif sys.platform.startswith("linux"):
        allowed = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
        count = linux_performance_cores(allowed=allowed)
    return max(1, count or (os.cpu_count() or 2) // 2)
