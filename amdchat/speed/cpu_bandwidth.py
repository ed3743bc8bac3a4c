"""The system memory bandwidth, for the CPU backend's limit: measured once, briefly.

A table cannot know it: the same CPU runs with one or two memory channels and
DDR4-2400 to DDR5-8000. So amdchat copies a buffer larger than the CPU's caches
with several threads for a fraction of a second (numpy's copy releases the GIL),
counts the bytes read and written, and keeps the figure in the data folder. A
copy reaches about 60-80 % of the memory's peak, which is also about what
llama.cpp reaches on the CPU, so the figure suits a speed limit.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from amdchat import paths
from amdchat.atomic import write_json

BUFFER_MIB = 128  # larger than the last-level cache of desktop CPUs (but 3D V-Cache)


@dataclass(frozen=True)
class MemoryBandwidth:
    gbs: float
    threads: int
    buffer_mib: int
    measured: str  # ISO time


def cache_file() -> Path:
    return paths.data_dir() / "memory-bandwidth.json"


def measure(seconds: float = 0.3, buffer_mib: int = BUFFER_MIB,
            threads: int | None = None) -> MemoryBandwidth:
    import numpy as np

    threads = threads or max(1, min(os.cpu_count() or 1, 8))
    size = buffer_mib * 1024 * 1024
    source = np.ones(size, dtype=np.uint8)
    target = np.empty_like(source)
    np.copyto(target, source)  # first touch: pages are mapped now, not while timed
    moved = [0] * threads
    bounds = [(i * size // threads, (i + 1) * size // threads) for i in range(threads)]
    start = time.perf_counter()
    stop = start + seconds

    def copy(index: int) -> None:
        low, high = bounds[index]
        while time.perf_counter() < stop:
            np.copyto(target[low:high], source[low:high])
            moved[index] += 2 * (high - low)  # read once, written once

    workers = [threading.Thread(target=copy, args=(i,)) for i in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    elapsed = time.perf_counter() - start
    return MemoryBandwidth(sum(moved) / elapsed / 1e9, threads, buffer_mib,
                           time.strftime("%Y-%m-%dT%H:%M:%S"))


def system_bandwidth(measure_if_missing: bool = True) -> MemoryBandwidth | None:
    """The kept figure, or a new measurement (kept) when there is none."""
    try:
        data = json.loads(cache_file().read_text(encoding="utf-8"))
        return MemoryBandwidth(float(data["gbs"]), int(data["threads"]),
                               int(data["buffer_mib"]), str(data["measured"]))
    except (OSError, ValueError, KeyError, TypeError):
        pass
    if not measure_if_missing:
        return None
    result = measure()
    write_json(cache_file(), result.__dict__)
    return result


_measuring = threading.Lock()


def kept_or_measure_later() -> float | None:
    """The kept figure now, else None, with a measurement started in the background (once)
    so that the next call has it: for callers that must not wait, like the GUI thread."""
    kept = system_bandwidth(measure_if_missing=False)
    if kept is not None:
        return kept.gbs
    if _measuring.acquire(blocking=False):
        def run() -> None:
            try:
                system_bandwidth()
            finally:
                _measuring.release()

        threading.Thread(target=run, daemon=True, name="memory-bandwidth").start()
    return None
