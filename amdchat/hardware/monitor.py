"""One interface over the per-OS sources: find GPUs, sample them."""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Protocol

from amdchat.hardware.linux_amdgpu import is_fallback_name, vulkan_device_name
from amdchat.hardware.reading import GpuInfo, GpuReading


class GpuSource(Protocol):
    name: str

    def discover(self) -> list[GpuInfo]: ...

    def sample(self, gpu: GpuInfo) -> GpuReading: ...


def available_sources() -> tuple[list[GpuSource], list[str]]:
    """The sources that work here, and why the others do not (for 'no data')."""
    sources: list[GpuSource] = []
    problems: list[str] = []
    if sys.platform.startswith("linux"):
        from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

        sources.append(LinuxAmdgpuSource())
    elif sys.platform == "win32":
        from amdchat.hardware.windows_pdh import WindowsPdhSource

        try:
            sources.append(WindowsPdhSource())
        except OSError as exc:
            problems.append(f"Windows performance counters: {exc}")
    try:
        from amdchat.hardware.nvidia import NvmlSource

        sources.append(NvmlSource())
    except ImportError:
        pass  # nvidia-ml-py is optional
    except Exception as exc:  # pynvml raises its own NVMLError on machines without a driver
        problems.append(f"NVIDIA NVML: {exc}")
    return sources, problems


class GpuMonitor:
    """Discovers GPUs once; ``sample()`` reads all of them."""

    def __init__(self, sources: list[GpuSource] | None = None) -> None:
        if sources is None:
            sources, self.problems = available_sources()
        else:
            self.problems = []
        self._gpus: list[tuple[GpuSource, GpuInfo]] = []
        for source in sources:
            try:
                self._gpus += [(source, gpu) for gpu in source.discover()]
            except OSError as exc:
                self.problems.append(f"{source.name}: {exc}")

    @property
    def gpus(self) -> list[GpuInfo]:
        return [gpu for _, gpu in self._gpus]

    def sample(self) -> list[GpuReading]:
        readings = []
        for source, gpu in self._gpus:
            try:
                readings.append(source.sample(gpu))
            except OSError:
                readings.append(GpuReading(gpu.id))  # a vanished device: no data this time
        return readings

    def match(self, device_name: str, description: str = "", pci_slot: str = "") -> GpuInfo | None:
        """The monitored GPU the engine runs on: by PCI slot, else by name."""
        for index, (source, gpu) in enumerate(self._gpus):
            if pci_slot and gpu.pci_slot == pci_slot.lower():
                named = vulkan_device_name(description) if is_fallback_name(gpu.name) else ""
                if named:  # no better name was found: the Vulkan driver's is one
                    gpu = replace(gpu, name=named)
                    self._gpus[index] = (source, gpu)
                return gpu
        wanted = description.lower()
        for gpu in self.gpus:
            if wanted and (gpu.name.lower() in wanted or wanted in gpu.name.lower()):
                return gpu
        return None
