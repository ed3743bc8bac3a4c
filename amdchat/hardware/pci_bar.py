"""How much of a GPU's VRAM the CPU can map: the PCI BAR against the VRAM.

Without Resizable BAR a discrete card shows the CPU a 256 MiB window of its
VRAM; llama.cpp's Vulkan backend then puts buffers in that small host-visible
heap and runs several times slower (llama.cpp issues 27097, 24066).
GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1 keeps it out of that heap.

The PCI device's `resource` file has one line per BAR: start, end and flags in
hex; an unused BAR is all zeros. AMD cards map VRAM through BAR 0 (or 2).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from amdchat.i18n import Text, tr_noop

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


def small_bar_cards(root: Path | None = None) -> list[str]:
    """The discrete AMD GPUs here whose BAR shows the CPU less than their VRAM."""
    from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

    source = LinuxAmdgpuSource(root)
    names = []
    for gpu in source.discover():
        device = source.device_folder(gpu)
        if not gpu.integrated and device is not None and read_bar(device).small:
            names.append(gpu.name)
    return names


def small_bar_workaround(enabled: bool, root: Path | None = None,
                         environ: Mapping[str, str] | None = None
                         ) -> tuple[dict[str, str], Text | None]:
    """The Vulkan worker's extra environment, and what to tell the user: the workaround
    when a card's BAR is small (Linux, the setting on, the user not having set it).

    Vulkan numbers devices its own way, so any small-BAR card here turns it on; on a
    card with Resizable BAR it costs next to nothing."""
    environ = os.environ if environ is None else environ
    if not enabled or WORKAROUND in environ or not sys.platform.startswith("linux"):
        return {}, None
    cards = small_bar_cards(root)
    if not cards:
        return {}, None
    return {WORKAROUND: "1"}, Text("messages", tr_noop(
        "messages", "Resizable BAR is off on {cards}: amdchat runs Vulkan with {variable}=1, "
        "which gives back most of the speed (Settings can turn it off)."),
        {"cards": ", ".join(cards), "variable": WORKAROUND})
