"""``amdchat gpu``: the GPUs found and their readings, as text or JSON."""

from __future__ import annotations

import json
import time
from dataclasses import asdict

from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.reading import GpuInfo, GpuReading
from amdchat.units import format_gib


def _gib(value: int | None) -> str:
    return "no data" if value is None else format_gib(value)


def format_reading(gpu: GpuInfo, reading: GpuReading) -> str:
    lines = [f"{gpu.name}  [{gpu.id}]" + (f"  {gpu.gfx_target}" if gpu.gfx_target else "")
             + ("  (integrated)" if gpu.integrated else "")]
    if gpu.pci_slot:
        lines.append(f"  PCI slot:    {gpu.pci_slot}")
    if reading.suspended:
        lines.append("  state:       suspended (idle; not woken to read counters)")
    busy = "no data" if reading.busy_percent is None else f"{reading.busy_percent:.0f} %"
    lines.append(f"  load:        {busy}")
    lines.append(f"  VRAM:        {_gib(reading.vram_used)} / {_gib(reading.vram_total)}")
    if reading.gtt_used is not None or reading.gtt_total is not None:
        lines.append(f"  GTT:         {_gib(reading.gtt_used)} / {_gib(reading.gtt_total)}")
    temp = "no data" if reading.temperature_c is None else f"{reading.temperature_c:.0f} °C"
    power = "no data" if reading.power_w is None else f"{reading.power_w:.1f} W"
    lines.append(f"  temperature: {temp}")
    lines.append(f"  power:       {power}")
    for figure, source in sorted(reading.sources.items()):
        lines.append(f"    {figure} from {source}")
    return "\n".join(lines)


def run_gpu_command(as_json: bool, watch_seconds: float | None) -> int:
    monitor = GpuMonitor()
    while True:
        readings = monitor.sample()
        if as_json:
            print(json.dumps({
                "gpus": [{"info": asdict(g), "reading": r.as_dict()}
                         for g, r in zip(monitor.gpus, readings, strict=True)],
                "problems": monitor.problems}), flush=True)
        elif not monitor.gpus:
            print("No supported GPU found: no data. (amdchat reads AMD GPUs through amdgpu "
                  "sysfs on Linux, Windows performance counters, and NVIDIA through "
                  "nvidia-ml-py.)")
            for problem in monitor.problems:
                print(f"  {problem}")
        else:
            print("\n\n".join(format_reading(g, r)
                              for g, r in zip(monitor.gpus, readings, strict=True)), flush=True)
        if not watch_seconds:
            return 0
        try:
            time.sleep(watch_seconds)
        except KeyboardInterrupt:
            return 0
        if not as_json:
            print()
