"""What a GPU is, and one sample of what it is doing.

A figure we could not read is None ("no data"), never a made-up zero, and
each figure that was read names its source in ``sources``.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class GpuInfo:
    id: str  # stable within one run: "drm:card1", "luid:0x..._0x...", "nvml:0"
    name: str
    vendor: str  # "amd" | "nvidia" | "intel" | "unknown"
    pci_slot: str = ""  # "0000:03:00.0" where known
    gfx_target: str = ""  # "gfx1100" for AMD, from kfd
    integrated: bool = False  # an APU/iGPU: its memory is carve-out + GTT
    source: str = ""


@dataclass
class GpuReading:
    gpu_id: str
    time: float = field(default_factory=time.time)
    busy_percent: float | None = None
    vram_used: int | None = None
    vram_total: int | None = None
    gtt_used: int | None = None
    gtt_total: int | None = None
    temperature_c: float | None = None
    power_w: float | None = None
    suspended: bool = False
    sources: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def gfx_name(target_version: int) -> str:
    """kfd's gfx_target_version (110003) as a gfx name (gfx1103); 90010 -> gfx90a."""
    major, minor, step = target_version // 10000, target_version // 100 % 100, target_version % 100
    return f"gfx{major}{minor:x}{step:x}"
