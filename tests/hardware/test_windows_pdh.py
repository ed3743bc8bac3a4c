"""PDH aggregation on recorded counter instance lists (the OS call is replaced)."""

from __future__ import annotations

from amdchat.hardware.windows_pdh import (
    DEDICATED_COUNTER,
    ENGINE_COUNTER,
    SHARED_COUNTER,
    WindowsPdhSource,
    memory_per_adapter,
    utilisation_per_adapter,
)

DGPU = "luid_0x00000000_0x0000C9A4"
IGPU = "luid_0x00000000_0x0000D1F2"
# Recorded from a desktop with a Radeon dGPU and a Ryzen iGPU, llama.cpp on Vulkan.
ENGINES = [
    (f"pid_4312_{DGPU}_phys_0_eng_0_engtype_3D", 2.5),
    (f"pid_1880_{DGPU}_phys_0_eng_0_engtype_3D", 1.25),
    (f"pid_9120_{DGPU}_phys_0_eng_1_engtype_Compute", 61.0),
    (f"pid_9120_{DGPU}_phys_0_eng_2_engtype_Compute", 30.0),
    (f"pid_9120_{DGPU}_phys_0_eng_5_engtype_Copy", 4.0),
    (f"pid_1880_{IGPU}_phys_0_eng_0_engtype_3D", 7.0),
    (f"pid_1880_{IGPU}_phys_0_eng_3_engtype_VideoDecode", 0.0),
]
DEDICATED = [(f"{DGPU}_phys_0", 9_663_676_416.0), (f"{IGPU}_phys_0", 536_870_912.0)]
SHARED = [(f"{DGPU}_phys_0", 104_857_600.0), (f"{IGPU}_phys_0", 1_073_741_824.0)]


def test_busiest_engine_per_adapter_including_compute() -> None:
    busy = utilisation_per_adapter(ENGINES)
    assert busy == {"0x00000000_0x0000c9a4": 61.0, "0x00000000_0x0000d1f2": 7.0}


def test_engine_shared_by_processes_is_summed_and_capped() -> None:
    samples = [(f"pid_{p}_{DGPU}_phys_0_eng_0_engtype_3D", 45.0) for p in (1, 2, 3)]
    assert utilisation_per_adapter(samples) == {"0x00000000_0x0000c9a4": 100.0}


def test_memory_per_adapter() -> None:
    assert memory_per_adapter(DEDICATED) == {"0x00000000_0x0000c9a4": 9_663_676_416,
                                             "0x00000000_0x0000d1f2": 536_870_912}


class RecordedQuery:
    def collect(self) -> dict[str, list[tuple[str, float]]]:
        return {ENGINE_COUNTER: ENGINES, DEDICATED_COUNTER: DEDICATED, SHARED_COUNTER: SHARED}


def test_source_reads_adapters_from_recorded_counters() -> None:
    source = WindowsPdhSource(query_factory=RecordedQuery)  # type: ignore[arg-type]
    gpus = source.discover()
    assert [g.id for g in gpus] == ["luid:0x00000000_0x0000c9a4", "luid:0x00000000_0x0000d1f2"]
    reading = source.sample(gpus[0])
    assert reading.busy_percent == 61.0
    assert reading.vram_used == 9_663_676_416 and reading.gtt_used == 104_857_600
    assert reading.vram_total is None  # DXGI not read: no data, not a guess
