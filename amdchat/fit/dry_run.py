"""A dry run's figures on the fit side: bytes per device, GPU and host apart.

The dry run itself runs inside the worker (amdchat.engine.dry_run_op); its
event carries llama.cpp's breakdown per buffer type, which ``split_by_side``
sums into what the GPU and host memory would hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from amdchat.engine.breakdown import Breakdown
from amdchat.engine.placement import host_device

MIB = 2**20


@dataclass(frozen=True)
class Memory:
    """Bytes on one side (the GPU device, or host memory)."""

    weights_bytes: int = 0
    kv_bytes: int = 0
    compute_bytes: int = 0

    @property
    def total(self) -> int:
        return self.weights_bytes + self.kv_bytes + self.compute_bytes

    def as_dict(self) -> dict[str, int]:
        return {"weights_bytes": self.weights_bytes, "kv_bytes": self.kv_bytes,
                "compute_bytes": self.compute_bytes}


def split_by_side(event: dict[str, Any]) -> tuple[Memory, Memory] | None:
    """(GPU, host) from a dry run's breakdown; None when it has none.

    Host weights: the buffers llama.cpp keeps in RAM, plus, for tensors it
    repacks for the CPU (CPU_REPACK), their bytes in the file mapping too: a
    real (mmap) load maps the whole span of the host tensors, repacked ones
    included, and copies the repacked ones. The output (logits) buffer is
    host compute memory.
    """
    buffers: Breakdown | None = event.get("buffers")
    if not buffers:
        return None
    sums = {"gpu": [0, 0, 0], "host": [0, 0, 0]}
    for name, sizes in buffers.items():
        side = sums["host" if host_device(name) == "CPU" else "gpu"]
        repack = 2 if "REPACK" in name else 1
        side[0] += sizes["model"] * repack
        side[1] += sizes["context"]
        side[2] += sizes["compute"]
    output = sum(event.get("output_mib", {}).values())
    sums["host"][2] += round(output * MIB)
    return Memory(*sums["gpu"]), Memory(*sums["host"])
