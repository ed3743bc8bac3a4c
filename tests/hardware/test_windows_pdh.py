"""PDH aggregation on recorded counter instance lists (the OS call is replaced)."""

from __future__ import annotations

from amdchat.hardware.windows_dxgi import AdapterDesc
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


# Recorded DXGI adapter descriptions of the same machine (GetDesc1).
ADAPTERS = [
    AdapterDesc("AMD Radeon RX 7800 XT", 0x1002, 0x747E, 17_163_091_968, 16_929_619_968,
                0, 0xC9A4, False),
    AdapterDesc("AMD Radeon(TM) Graphics", 0x1002, 0x164E, 536_870_912, 16_929_619_968,
                0, 0xD1F2, False),
    AdapterDesc("Microsoft Basic Render Driver", 0x1414, 0x8C, 0, 16_929_619_968,
                0, 0xE000, True),
]


def test_source_names_adapters_from_dxgi_and_reads_counters() -> None:
    source = WindowsPdhSource(query_factory=RecordedQuery,  # type: ignore[arg-type]
                              adapters=lambda: ADAPTERS)
    gpus = source.discover()
    assert [(g.id, g.name, g.integrated) for g in gpus] == [
        ("luid:0x00000000_0x0000c9a4", "AMD Radeon RX 7800 XT", False),
        ("luid:0x00000000_0x0000d1f2", "AMD Radeon(TM) Graphics", True)]  # no software adapter
    reading = source.sample(gpus[0])
    assert reading.busy_percent == 61.0
    assert reading.vram_used == 9_663_676_416 and reading.gtt_used == 104_857_600
    assert reading.vram_total == 17_163_091_968
    assert reading.sources["vram_total"] == "dxgi DedicatedVideoMemory"


def test_without_dxgi_the_adapter_keeps_its_luid_and_no_total() -> None:
    source = WindowsPdhSource(query_factory=RecordedQuery,  # type: ignore[arg-type]
                              adapters=list)
    gpus = source.discover()
    assert gpus[0].name == "GPU 0x00000000_0x0000c9a4"
    assert source.sample(gpus[0]).vram_total is None  # no data, not a guess


class RecordedSeries:
    """Successive collections recorded from the same machine, one per PdhCollectQueryData."""

    collections = 0

    def __init__(self) -> None:
        RecordedSeries.collections = 0

    def collect(self) -> dict[str, list[tuple[str, float]]]:
        RecordedSeries.collections += 1
        step = RecordedSeries.collections
        # the dGPU's compute engine rises from one collection to the next; the iGPU's 3D
        # engine follows it, so each reading shows which collection it came from
        engines = [(f"pid_9120_{DGPU}_phys_0_eng_1_engtype_Compute", 10.0 * step),
                   (f"pid_1880_{IGPU}_phys_0_eng_0_engtype_3D", 1.0 * step)]
        return {ENGINE_COUNTER: engines, DEDICATED_COUNTER: DEDICATED, SHARED_COUNTER: SHARED}


def test_one_collection_per_sample_serves_every_gpu() -> None:
    from amdchat.hardware.monitor import GpuMonitor

    source = WindowsPdhSource(query_factory=RecordedSeries,  # type: ignore[arg-type]
                              adapters=lambda: ADAPTERS)
    monitor = GpuMonitor([source])
    assert len(monitor.gpus) == 2
    discovered = RecordedSeries.collections
    for _ in range(3):
        dgpu, igpu = monitor.sample()
        # both from the same collection: the iGPU's rate covers the whole interval too
        assert dgpu.busy_percent == 10 * igpu.busy_percent  # type: ignore[operator]
    assert RecordedSeries.collections - discovered == 3
    assert (dgpu.busy_percent, igpu.busy_percent) == (10.0 * RecordedSeries.collections,
                                                      1.0 * RecordedSeries.collections)
