"""The system memory bandwidth, for the CPU backend's limit: measured once, briefly.

A table cannot know it: the same CPU runs with one or two memory channels and
DDR4-2400 to DDR5-8000. So amdchat copies a buffer larger than the CPU's caches
with a thread per core for a fraction of a second (numpy's copy releases the
GIL), counts the bytes read and written, and keeps the figure in the data
folder. A copy reaches about 60-80 % of the memory's peak, which is also about
what llama.cpp reaches on the CPU, so the figure suits a speed limit.

The buffer must outgrow the last-level cache, or the figure is the cache's: a
server Xeon with 300 MiB of L3 copied 128 MiB at 248 GB/s, 1 GiB at 95 GB/s
(16 threads, checked on such a machine). So it is twice the L3 (from sysfs),
at least 256 MiB, at most 1 GiB and a sixteenth of the RAM.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from amdchat import paths
from amdchat.atomic import read_state_text, write_json

MIB = 1024 * 1024
MIN_BUFFER_MIB, MAX_BUFFER_MIB = 256, 1024


@dataclass(frozen=True)
class MemoryBandwidth:
    gbs: float
    threads: int
    buffer_mib: int
    measured: str  # ISO time


def cache_file() -> Path:
    return paths.data_dir() / "memory-bandwidth.json"


def _size_bytes(text: str) -> int:
    """sysfs cache sizes: '307200K', '32M', '512'."""
    text = text.strip().upper()
    scale = {"K": 1024, "M": MIB, "G": 1024 * MIB}.get(text[-1:], 1)
    digits = text.rstrip("KMG")
    return int(digits) * scale if digits.isdigit() else 0


def last_level_cache_bytes(root: Path | None = None) -> int:
    """The largest cache of CPU 0, from sysfs under the system root (0: unknown)."""
    from amdchat.hardware.linux_amdgpu import sysfs_root

    folder = (root or sysfs_root()) / "sys/devices/system/cpu/cpu0/cache"
    sizes = []
    for index in folder.glob("index*"):
        try:
            sizes.append(_size_bytes((index / "size").read_text(encoding="ascii")))
        except OSError:
            continue
    return max(sizes, default=0)


def buffer_size_mib(cache_bytes: int, memory_bytes: int) -> int:
    """Twice the cache, within [256 MiB, 1 GiB], and no more than a sixteenth of the RAM."""
    wanted = max(MIN_BUFFER_MIB, 2 * cache_bytes // MIB)
    cap = MAX_BUFFER_MIB if memory_bytes <= 0 else min(MAX_BUFFER_MIB,
                                                       max(64, memory_bytes // 16 // MIB))
    return int(min(wanted, cap))


def _memory_bytes() -> int:
    try:
        return int(os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return 0


def measure(seconds: float = 0.3, buffer_mib: int | None = None,
            threads: int | None = None) -> MemoryBandwidth:
    import numpy as np

    if buffer_mib is None:
        buffer_mib = buffer_size_mib(last_level_cache_bytes(), _memory_bytes())
    threads = threads or max(1, min(os.cpu_count() or 1, 32))
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
        data = json.loads(read_state_text(cache_file()))
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
