"""GPU load and memory on Windows, from PDH performance counters.

Counters are added by their English names (PdhAddEnglishCounterW), so they
work on any display language. Instances are named per process and engine:
``pid_1234_luid_0x00000000_0x0000C9A4_phys_0_eng_0_engtype_3D``. We sum each
engine's utilisation over processes, and report per adapter (LUID) the busiest
engine, as Task Manager does: summing engines could exceed 100%. Compute
engines count too (llama.cpp's Vulkan and HIP work runs there). Adapter names
and memory totals come from DXGI, matched by LUID; an adapter DXGI does not
describe keeps its LUID as a name and "no data" as its total.

PDH rates cover the time between two collections of the query, and one
collection holds every adapter: so one sample of all GPUs collects once, and
each GPU reads that collection. (Collecting again for the second GPU would
give it a rate over the few microseconds since the first.)
"""

from __future__ import annotations

import ctypes
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable

from amdchat.hardware.reading import GpuInfo, GpuReading
from amdchat.hardware.windows_dxgi import AdapterDesc, list_adapters
from amdchat.units import GIB

ENGINE_COUNTER = r"\GPU Engine(*)\Utilization Percentage"
DEDICATED_COUNTER = r"\GPU Adapter Memory(*)\Dedicated Usage"
SHARED_COUNTER = r"\GPU Adapter Memory(*)\Shared Usage"

_ENGINE = re.compile(r"luid_(?P<luid>0x[0-9a-fA-F]+_0x[0-9a-fA-F]+)_phys_(?P<phys>\d+)_eng_"
                     r"(?P<eng>\d+)_engtype_(?P<type>\w*)")
_ADAPTER = re.compile(r"luid_(?P<luid>0x[0-9a-fA-F]+_0x[0-9a-fA-F]+)_phys_(?P<phys>\d+)")


def utilisation_per_adapter(samples: Iterable[tuple[str, float]]) -> dict[str, float]:
    """Instance -> % samples of the engine counter, as busiest engine % per LUID."""
    per_engine: dict[tuple[str, str, str], float] = defaultdict(float)
    for instance, value in samples:
        match = _ENGINE.search(instance)
        if match:
            per_engine[(match["luid"].lower(), match["phys"], match["eng"])] += value
    per_adapter: dict[str, float] = {}
    for (luid, _phys, _eng), value in per_engine.items():
        per_adapter[luid] = min(100.0, max(per_adapter.get(luid, 0.0), value))
    return per_adapter


def memory_per_adapter(samples: Iterable[tuple[str, float]]) -> dict[str, int]:
    """Instance -> bytes samples of an adapter memory counter, summed per LUID."""
    totals: dict[str, int] = defaultdict(int)
    for instance, value in samples:
        match = _ADAPTER.search(instance)
        if match:
            totals[match["luid"].lower()] += int(value)
    return dict(totals)


class PdhQuery:
    """The three counters above, read through pdh.dll with ctypes (Windows only)."""

    def __init__(self) -> None:
        from ctypes import wintypes

        self._ct = ctypes
        self._pdh = ctypes.WinDLL("pdh.dll")  # type: ignore[attr-defined]
        self._query = wintypes.HANDLE()
        self._check(self._pdh.PdhOpenQueryW(None, None, ctypes.byref(self._query)))
        self._counters = {}
        for name in (ENGINE_COUNTER, DEDICATED_COUNTER, SHARED_COUNTER):
            handle = wintypes.HANDLE()
            self._check(self._pdh.PdhAddEnglishCounterW(self._query, name, None,
                                                        ctypes.byref(handle)))
            self._counters[name] = handle
        self._pdh.PdhCollectQueryData(self._query)  # rates need two collections

    @staticmethod
    def _check(status: int) -> None:
        if status != 0:
            raise OSError(f"PDH call failed with status 0x{status & 0xFFFFFFFF:08X}")

    def collect(self) -> dict[str, list[tuple[str, float]]]:
        ct = self._ct

        class Value(ctypes.Structure):
            _fields_ = (("CStatus", ct.c_ulong), ("pad", ct.c_ulong),
                        ("doubleValue", ct.c_double))

        class Item(ctypes.Structure):
            _fields_ = (("szName", ct.c_wchar_p), ("FmtValue", Value))

        pdh_fmt_double, pdh_more_data = 0x00000200, 0x800007D2
        self._check(self._pdh.PdhCollectQueryData(self._query))
        result: dict[str, list[tuple[str, float]]] = {}
        for name, handle in self._counters.items():
            size, count = ct.c_ulong(0), ct.c_ulong(0)
            status = self._pdh.PdhGetFormattedCounterArrayW(
                handle, pdh_fmt_double, ct.byref(size), ct.byref(count), None)
            if status & 0xFFFFFFFF != pdh_more_data:
                result[name] = []
                continue
            buffer = (ct.c_byte * size.value)()
            self._check(self._pdh.PdhGetFormattedCounterArrayW(
                handle, pdh_fmt_double, ct.byref(size), ct.byref(count), buffer))
            items = ct.cast(buffer, ct.POINTER(Item))
            result[name] = [(items[i].szName, items[i].FmtValue.doubleValue)
                            for i in range(count.value)]
        return result


class WindowsPdhSource:
    name = "pdh"

    def __init__(self, query_factory: type[PdhQuery] = PdhQuery,
                 adapters: Callable[[], list[AdapterDesc]] = list_adapters) -> None:
        self._query = query_factory()
        self._latest: dict[str, list[tuple[str, float]]] = {}
        self._adapters = {a.luid_key: a for a in adapters() if not a.software}
        self._gpu_ids: set[str] = set()
        self._unread: set[str] = set()  # the GPUs that have not read _latest yet

    def discover(self) -> list[GpuInfo]:
        self._latest = self._query.collect()  # names only: its rates cover no interval
        self._unread = set()
        luids = set(utilisation_per_adapter(self._latest.get(ENGINE_COUNTER, [])))
        luids |= set(memory_per_adapter(self._latest.get(DEDICATED_COUNTER, [])))
        luids |= set(self._adapters)
        found = []
        for luid in sorted(luids):
            desc = self._adapters.get(luid)
            if desc is None:
                found.append(GpuInfo(id=f"luid:{luid}", name=f"GPU {luid}", vendor="unknown",
                                     source="pdh"))
            else:
                # DXGI gives an integrated GPU little or no dedicated memory of its own
                integrated = desc.dedicated_bytes <= GIB and desc.vendor in ("amd", "intel")
                found.append(GpuInfo(id=f"luid:{luid}", name=desc.name, vendor=desc.vendor,
                                     integrated=integrated, source="pdh+dxgi"))
        self._gpu_ids = {gpu.id for gpu in found}
        return found

    def _collection_for(self, gpu_id: str) -> dict[str, list[tuple[str, float]]]:
        """A new collection when this GPU has read the last one: the next sample round
        (or a GPU sampled on its own), else the one the round's first GPU made."""
        if gpu_id not in self._unread:
            self._latest = self._query.collect()
            self._unread = set(self._gpu_ids)
        self._unread.discard(gpu_id)
        return self._latest

    def sample(self, gpu: GpuInfo) -> GpuReading:
        luid = gpu.id.removeprefix("luid:")
        latest = self._collection_for(gpu.id)
        reading = GpuReading(gpu.id)
        busy = utilisation_per_adapter(latest.get(ENGINE_COUNTER, []))
        if luid in busy:
            reading.busy_percent = busy[luid]
            reading.sources["busy_percent"] = "pdh GPU Engine Utilization Percentage"
        dedicated = memory_per_adapter(latest.get(DEDICATED_COUNTER, []))
        if luid in dedicated:
            reading.vram_used = dedicated[luid]
            reading.sources["vram_used"] = "pdh GPU Adapter Memory Dedicated Usage"
        shared = memory_per_adapter(latest.get(SHARED_COUNTER, []))
        if luid in shared:
            reading.gtt_used = shared[luid]
            reading.sources["gtt_used"] = "pdh GPU Adapter Memory Shared Usage"
        desc = self._adapters.get(luid)
        if desc is not None:
            reading.vram_total, reading.gtt_total = desc.dedicated_bytes, desc.shared_bytes
            reading.sources["vram_total"] = "dxgi DedicatedVideoMemory"
            reading.sources["gtt_total"] = "dxgi SharedSystemMemory"
        return reading


def available() -> bool:
    return sys.platform == "win32"
