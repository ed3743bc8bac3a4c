"""An APU's memory as the kernel sets it: the BIOS carve-out ("VRAM"), the GTT (system
memory the GPU may map) and the kernel options that size the GTT.

The GTT limit is ttm.pages_limit (in 4 KiB pages; amdttm.pages_limit with AMD's DKMS
driver); the older amdgpu.gttsize (MiB) should not be set beside it. Both can be on
the kernel command line (/proc/cmdline) and are shown under /sys/module/*/parameters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

PAGE = 4096
MIB = 1 << 20
GIB = 1 << 30
PAGES_LIMIT = ("ttm.pages_limit", "amdttm.pages_limit")
GTTSIZE = "amdgpu.gttsize"


@dataclass(frozen=True)
class CommandLine:
    """The GTT options of /proc/cmdline; an option given twice with different values
    makes the line contradictory (which one the kernel keeps is not ours to guess)."""

    options: dict[str, str] = field(default_factory=dict)
    contradictions: tuple[str, ...] = ()
    found: bool = False


@dataclass(frozen=True)
class ApuMemory:
    carve_out: int | None  # bytes; None: unreadable
    gtt: int | None
    ram: int | None
    pages_limit: int | None  # bytes the ttm module parameter allows (None: not shown)
    gttsize_param: int | None  # MiB; amdgpu's module parameter (-1: not set)
    cmdline: CommandLine


def parse_cmdline(text: str) -> CommandLine:
    options: dict[str, str] = {}
    contradictions = []
    for word in text.split():
        key, equals, value = word.partition("=")
        if not equals or key not in (*PAGES_LIMIT, GTTSIZE):
            continue
        if key in options and options[key] != value and key not in contradictions:
            contradictions.append(key)
        options[key] = value
    return CommandLine(options, tuple(contradictions), True)


def _read_int(path: Path) -> int | None:
    try:
        return int(path.read_text(encoding="ascii").split()[0])
    except (OSError, ValueError, IndexError, UnicodeDecodeError):
        return None


def _ram(root: Path) -> int | None:
    try:
        text = (root / "proc/meminfo").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("MemTotal:"):
            fields = line.split()
            return int(fields[1]) * 1024 if len(fields) >= 2 and fields[1].isdigit() else None
    return None


def read_apu_memory(root: Path, device: Path) -> ApuMemory:
    try:
        cmdline = parse_cmdline((root / "proc/cmdline").read_text(encoding="ascii",
                                                                  errors="replace"))
    except OSError:
        cmdline = CommandLine()
    pages = next((v for v in (_read_int(root / f"sys/module/{m}/parameters/pages_limit")
                              for m in ("ttm", "amdttm")) if v is not None), None)
    return ApuMemory(_read_int(device / "mem_info_vram_total"),
                     _read_int(device / "mem_info_gtt_total"), _ram(root),
                     pages * PAGE if pages else None,
                     _read_int(root / "sys/module/amdgpu/parameters/gttsize"), cmdline)


def suggested_gtt(ram: int) -> int:
    """A GTT limit that leaves the system room: 3/4 of RAM, or all but 8 GiB on big
    machines; whole GiB."""
    return max(ram * 3 // 4, ram - 8 * GIB) // GIB * GIB


def pages_limit_option(gtt_bytes: int) -> str:
    return f"ttm.pages_limit={gtt_bytes // PAGE}"
