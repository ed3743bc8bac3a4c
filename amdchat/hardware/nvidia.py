"""NVIDIA GPUs through nvidia-ml-py (pynvml), when it is installed."""

from __future__ import annotations

from typing import Any

from amdchat.hardware.reading import GpuInfo, GpuReading


class NvmlSource:
    name = "nvml"

    def __init__(self) -> None:
        import pynvml

        pynvml.nvmlInit()
        self._nvml: Any = pynvml
        self._handles: dict[str, Any] = {}

    def discover(self) -> list[GpuInfo]:
        nvml = self._nvml
        found = []
        for index in range(nvml.nvmlDeviceGetCount()):
            handle = nvml.nvmlDeviceGetHandleByIndex(index)
            name = nvml.nvmlDeviceGetName(handle)
            bus_id = nvml.nvmlDeviceGetPciInfo(handle).busId
            slot = bus_id if isinstance(bus_id, str) else bus_id.decode()
            # NVML says 00000000:01:00.0; sysfs and llama.cpp say 0000:01:00.0
            gpu = GpuInfo(id=f"nvml:{index}", name=str(name), vendor="nvidia",
                          pci_slot=slot.lower()[-12:], source="nvml")
            self._handles[gpu.id] = handle
            found.append(gpu)
        return found

    def sample(self, gpu: GpuInfo) -> GpuReading:
        nvml, handle = self._nvml, self._handles[gpu.id]
        reading = GpuReading(gpu.id)
        reading.busy_percent = float(nvml.nvmlDeviceGetUtilizationRates(handle).gpu)
        memory = nvml.nvmlDeviceGetMemoryInfo(handle)
        reading.vram_used, reading.vram_total = int(memory.used), int(memory.total)
        reading.temperature_c = float(nvml.nvmlDeviceGetTemperature(handle, 0))
        reading.power_w = nvml.nvmlDeviceGetPowerUsage(handle) / 1000.0
        for figure in ("busy_percent", "vram_used", "vram_total", "temperature_c", "power_w"):
            reading.sources[figure] = "nvml"
        return reading
