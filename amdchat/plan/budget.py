"""The memory a plan may fill on a GPU: its free memory less a margin kept free.

llama.cpp keeps 1 GiB free per device by default (common/fit.cpp); the user may set
another margin. An iGPU and a dGPU are never added together. Free memory that cannot be
read is not taken as zero nor as the whole card: the budget is then the card's total less
the margin, marked as a guess, and every plan made from it says so.

An APU's memory is a small carve-out ("VRAM") and GTT (system memory the GPU maps), and
what counts depends on the backend: Vulkan uses both (GTT up to its limit,
mem_info_gtt_total); ROCm gets what the kernel gives its runtime (kfd's memory banks:
the carve-out alone on many kernels). A backend not chosen yet counts what both can use.
The budget says which memory it counted (``counted``), for the plan's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.reading import GpuInfo, GpuReading
from amdchat.i18n import Text, tr_noop
from amdchat.units import GIB, format_bytes, format_gib

MARGIN = GIB


@dataclass(frozen=True)
class Budget:
    gpu_name: str
    free_bytes: int  # usable for the model, margin already taken off
    source: str
    pci_slot: str = ""  # "0000:03:00.0" where known: which card, for its memory bandwidth
    guessed: bool = False  # free memory unknown: the total less the margin
    backend: str = "unknown"  # "vulkan" | "rocm" | "unknown": whose use was counted
    counted: Text | None = None  # an APU's memory counted, in words; None: plain VRAM

    @classmethod
    def from_reading(cls, gpu: GpuInfo, reading: GpuReading, margin: int = MARGIN,
                     backend: str = "unknown", rocm_bytes: int | None = None
                     ) -> Budget | None:
        """None when neither the GPU's free nor its total memory is known. ``rocm_bytes``:
        the device memory kfd gives ROCm (None: not known)."""
        backend = backend if backend in ("vulkan", "rocm") else "unknown"
        if reading.vram_total is None:
            return None
        if reading.vram_used is None:
            return cls(gpu.name, max(reading.vram_total - margin, 0), "VRAM total (free unknown)",
                       gpu.pci_slot, guessed=True, backend=backend)
        if not gpu.integrated:
            free = reading.vram_total - reading.vram_used
            return cls(gpu.name, max(free - margin, 0), "VRAM", gpu.pci_slot, backend=backend)
        free, source, counted = _apu_free(reading, backend, rocm_bytes)
        return cls(gpu.name, max(free - margin, 0), source, gpu.pci_slot, backend=backend,
                   counted=counted)


def _apu_free(reading: GpuReading, backend: str, rocm_bytes: int | None
              ) -> tuple[int, str, Text]:
    """An APU's free memory for ``backend``, its source and its words."""
    vulkan, vulkan_source, vulkan_words = _vulkan_free(reading)
    rocm, rocm_source, rocm_words = _rocm_free(reading, rocm_bytes)
    if backend == "vulkan":
        return vulkan, vulkan_source, vulkan_words
    if backend == "rocm":
        return rocm, rocm_source, rocm_words
    free = min(vulkan, rocm)
    return free, f"{vulkan_source} / {rocm_source}, the smaller", Text("plan", tr_noop(
        "plan", " (counted: {free}, what both Vulkan and ROCm can use on this APU, the "
                "backend not being chosen yet)"), {"free": format_bytes(free, 1)})


def _gtt(reading: GpuReading) -> tuple[int, int] | None:
    if reading.gtt_total is None or reading.gtt_used is None:
        return None
    return reading.gtt_total, reading.gtt_used


def _vulkan_free(reading: GpuReading) -> tuple[int, str, Text]:
    assert reading.vram_total is not None and reading.vram_used is not None
    carve = reading.vram_total - reading.vram_used
    gtt = _gtt(reading)
    if gtt is None:
        return carve, "VRAM carve-out (GTT unknown)", Text("plan", tr_noop(
            "plan", " (counted for Vulkan: only the free carve-out, {carve}: the GTT size "
                    "could not be read)"), {"carve": format_bytes(carve, 1)})
    total, used = gtt
    return carve + total - used, "VRAM carve-out + GTT", Text("plan", tr_noop(
        "plan", " (counted for Vulkan: the free carve-out, {carve}, and the free GTT, {gtt} "
                "of its {limit} limit)"),
        {"carve": format_bytes(carve, 1), "gtt": format_gib(total - used, 1),
         "limit": format_gib(total, 1)})


def _rocm_free(reading: GpuReading, rocm_bytes: int | None) -> tuple[int, str, Text]:
    assert reading.vram_total is not None and reading.vram_used is not None
    carve = reading.vram_total - reading.vram_used
    gtt = _gtt(reading)
    fields = {"carve": format_bytes(carve, 1)}
    if rocm_bytes is None:
        return carve, "VRAM carve-out (ROCm's share unknown)", Text("plan", tr_noop(
            "plan", " (counted for ROCm: only the free carve-out, {carve}: how much memory "
                    "this kernel gives ROCm could not be read)"), fields)
    if rocm_bytes <= reading.vram_total or gtt is None:
        more = {"gtt": format_gib(gtt[0] - gtt[1], 1) if gtt else "?"}
        return carve, "VRAM carve-out (kfd)", Text("plan", tr_noop(
            "plan", " (counted for ROCm: only the free carve-out, {carve}: this kernel gives "
                    "ROCm no GTT; Vulkan could use {gtt} more)"), fields | more)
    # the kernel gives ROCm GTT too: as much as kfd says, within carve-out + GTT
    total, used = gtt
    usable = min(rocm_bytes, reading.vram_total + total)
    free = max(usable - reading.vram_used - used, 0)
    return free, "VRAM carve-out + GTT (kfd)", Text("plan", tr_noop(
        "plan", " (counted for ROCm: the carve-out and GTT, up to the {rocm} this kernel "
                "gives ROCm; {free} free)"),
        {"rocm": format_gib(rocm_bytes, 1), "free": format_gib(free, 1)})


def gpu_budget(monitor: GpuMonitor, gpu_id: str = "", free_gib: float | None = None,
               margin: int = MARGIN, backend: str = "unknown") -> Budget | None:
    """The budget of the chosen (or first usable) GPU, ``margin`` bytes kept free, for
    ``backend`` ("vulkan", "rocm", "auto": the one the registry picks now; anything else:
    not chosen yet); ``free_gib`` states the free memory instead."""
    if free_gib is not None:
        return Budget("the given GPU", max(int(free_gib * GIB) - margin, 0), "given")
    backend = backend_kind(backend)
    readings = {r.gpu_id: r for r in monitor.sample()}
    candidates = [g for g in monitor.gpus if not gpu_id or g.id == gpu_id]
    candidates.sort(key=lambda g: g.integrated)  # a dGPU before an iGPU
    for gpu in candidates:
        budget = Budget.from_reading(gpu, readings[gpu.id], margin, backend,
                                     _rocm_bytes(gpu, backend))
        if budget is not None:
            return budget
    return None


def backend_kind(wanted: str) -> str:
    """The kind of backend ``wanted`` ends up as: "auto" as the registry chooses it now
    (a GPU backend first), "unknown" when none is installed."""
    if wanted != "auto":
        return wanted
    from amdchat.backends.registry import BackendUnavailable, choose

    try:
        return choose("auto").kind
    except BackendUnavailable:
        return "unknown"


def _rocm_bytes(gpu: GpuInfo, backend: str) -> int | None:
    """kfd's memory for an APU that ROCm may run on (read on Linux only)."""
    if not gpu.integrated or backend == "vulkan" or gpu.source != "sysfs":
        return None
    from amdchat.hardware.kfd import rocm_memory_bytes

    return rocm_memory_bytes(gpu.pci_slot)
