"""How much of a GPU's VRAM the CPU can map: the PCI BAR against the VRAM.

Without Resizable BAR a discrete card shows the CPU a 256 MiB window of its
VRAM; llama.cpp's Vulkan backend then puts buffers in that small host-visible
heap and runs several times slower (llama.cpp issues 27097, 24066).
GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1 keeps it out of that heap.

The PCI device's `resource` file has one line per BAR: start, end and flags in
hex; an unused BAR is all zeros. AMD cards map VRAM through BAR 0 (or 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

WORKAROUND = "GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM"
_VRAM_BARS = (0, 2)


@dataclass(frozen=True)
class BarReading:
    """The CPU-visible VRAM window against the VRAM; on failure, why it is unknown."""

    bar_bytes: int = 0
    vram_bytes: int = 0
    unknown: str = ""  # the reason, when the figures could not be read

    @property
    def small(self) -> bool:
        """A BAR that shows the CPU less than all of the VRAM: Resizable BAR is off."""
        return not self.unknown and self.bar_bytes < self.vram_bytes


def _bar_sizes(text: str) -> dict[int, int]:
    sizes = {}
    for index, line in enumerate(text.splitlines()):
        fields = line.split()
        try:
            start, end, _flags = (int(f, 16) for f in fields)
        except ValueError:  # not three numbers, or not hex
            raise ValueError(f"line {index + 1} is not 'start end flags' in hex") from None
        if end > start:
            sizes[index] = end - start + 1
    return sizes


def read_bar(device: Path) -> BarReading:
    """The VRAM BAR of the amdgpu device folder (/sys/class/drm/cardN/device)."""
    try:
        vram = int((device / "mem_info_vram_total").read_text(encoding="ascii",
                                                              errors="replace").strip())
    except (OSError, ValueError) as exc:
        return BarReading(unknown=f"mem_info_vram_total unreadable ({type(exc).__name__})")
    try:
        text = (device / "resource").read_text(encoding="ascii", errors="replace")
    except OSError as exc:
        return BarReading(vram_bytes=vram, unknown=f"no PCI resource file ({type(exc).__name__})")
    try:
        sizes = _bar_sizes(text)
    except ValueError as exc:
        return BarReading(vram_bytes=vram, unknown=f"the PCI resource file is not readable: {exc}")
    bar = max((sizes.get(i, 0) for i in _VRAM_BARS), default=0)
    if bar == 0 or vram <= 0:
        return BarReading(vram_bytes=vram, unknown="the PCI resource file lists no VRAM BAR")
    return BarReading(bar, vram)


def workaround_env(device: Path | None, enabled: bool) -> dict[str, str]:
    """The Vulkan worker's environment for this card: the workaround when its BAR is small
    (and the user has not turned it off)."""
    if not enabled or device is None or not read_bar(device).small:
        return {}
    return {WORKAROUND: "1"}
