"""The memory a plan may fill on a GPU: its free memory less a margin kept free.

llama.cpp keeps 1 GiB free per device by default (common/fit.cpp); the user may set
another margin. An APU's budget is its free carve-out plus free GTT; an iGPU and a
dGPU are never added together. Free memory that cannot be read is not taken as zero
nor as the whole card: the budget is then the card's total less the margin, marked
as a guess, and every plan made from it says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.reading import GpuInfo, GpuReading
from amdchat.units import GIB

MARGIN = GIB


@dataclass(frozen=True)
class Budget:
    gpu_name: str
    free_bytes: int  # usable for the model, margin already taken off
    source: str
    pci_slot: str = ""  # "0000:03:00.0" where known: which card, for its memory bandwidth
    guessed: bool = False  # free memory unknown: the total less the margin

    @classmethod
    def from_reading(cls, gpu: GpuInfo, reading: GpuReading, margin: int = MARGIN
                     ) -> Budget | None:
        """None when neither the GPU's free nor its total memory is known."""
        if reading.vram_total is None:
            return None
        if reading.vram_used is None:
            return cls(gpu.name, max(reading.vram_total - margin, 0), "VRAM total (free unknown)",
                       gpu.pci_slot, guessed=True)
        free = reading.vram_total - reading.vram_used
        source = "VRAM"
        if gpu.integrated and reading.gtt_total is not None and reading.gtt_used is not None:
            free += reading.gtt_total - reading.gtt_used
            source = "VRAM carve-out + GTT"
        return cls(gpu.name, max(free - margin, 0), source, gpu.pci_slot)


def gpu_budget(monitor: GpuMonitor, gpu_id: str = "", free_gib: float | None = None,
               margin: int = MARGIN) -> Budget | None:
    """The budget of the chosen (or first usable) GPU, ``margin`` bytes kept free;
    ``free_gib`` states the free memory instead."""
    if free_gib is not None:
        return Budget("the given GPU", max(int(free_gib * GIB) - margin, 0), "given")
    readings = {r.gpu_id: r for r in monitor.sample()}
    candidates = [g for g in monitor.gpus if not gpu_id or g.id == gpu_id]
    candidates.sort(key=lambda g: g.integrated)  # a dGPU before an iGPU
    for gpu in candidates:
        budget = Budget.from_reading(gpu, readings[gpu.id], margin)
        if budget is not None:
            return budget
    return None
