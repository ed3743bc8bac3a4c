"""The expected generation speed of a loaded model on this machine.

Joins three things: where llama.cpp put the weights and the KV cache (the
worker's placement), which card each device is (its PCI slot in sysfs, else
its name) and that card's bandwidth (the table), and the system memory's
bandwidth for the CPU's share (measured once: cpu_bandwidth).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource, sysfs_root
from amdchat.hardware.sysfs import read_text
from amdchat.speed import table as bandwidth_table
from amdchat.speed.roofline import (
    PlacementFacts,
    SpeedCheck,
    Traffic,
    bytes_per_token,
    check_speed,
    tokens_per_second_limit,
)

CpuBandwidth = Callable[[], float | None]


@dataclass(frozen=True)
class Expected:
    limit_tps: float
    traffic: list[Traffic]
    sources: dict[str, str]  # device -> where its bandwidth came from

    def describe(self) -> str:
        return ", ".join(f"{d}: {s}" for d, s in self.sources.items())


def pci_ids_by_slot(root: Path) -> dict[str, tuple[str, str, str]]:
    """PCI slot -> (vendor, device, revision) of every display device, whatever its vendor:
    from the DRM cards, and from the PCI bus for those without one (NVIDIA's driver
    without nvidia-drm has no /sys/class/drm entry, as on a checked H200 server)."""
    ids = {}
    for device in sorted((root / "sys/bus/pci/devices").glob("*")):
        if read_text(device / "class").startswith(("0x03", "0x12")):  # display, accelerator
            ids[device.name.lower()] = _pci_ids(device)
    for card in sorted((root / "sys/class/drm").glob("card*")):
        device = card / "device"
        for line in read_text(device / "uevent").splitlines():
            key, _, value = line.partition("=")
            if key == "PCI_SLOT_NAME" and value:
                ids[value.lower()] = _pci_ids(device)
    return ids


def _pci_ids(device: Path) -> tuple[str, str, str]:
    """(vendor, device, revision) of a PCI device's sysfs folder."""
    return (read_text(device / "vendor"), read_text(device / "device"),
            read_text(device / "revision"))


def _system_cpu_bandwidth() -> float | None:
    from amdchat.speed.cpu_bandwidth import system_bandwidth

    measured = system_bandwidth()
    return measured.gbs if measured else None


def expected_generation(loaded: Mapping[str, object], depth: int, *,
                        root: Path | None = None,
                        table: dict[str, bandwidth_table.GpuBandwidth] | None = None,
                        cpu_gbs: CpuBandwidth = _system_cpu_bandwidth) -> Expected | None:
    """The limit at ``depth`` tokens of context, or None when a device's bandwidth is unknown."""
    placement = loaded.get("placement")
    if not isinstance(placement, Mapping):
        return None
    n_ctx = int(str(loaded.get("n_ctx") or 0))
    reads = bytes_per_token(placement, n_ctx, depth)
    table = bandwidth_table.load_table() if table is None else table
    slots = pci_ids_by_slot(root or sysfs_root())
    traffic, sources = [], {}
    for device, nbytes in reads.items():
        if device == "CPU":
            gbs = cpu_gbs()
            source = f"system memory, measured {gbs:.1f} GB/s" if gbs else ""
        else:
            entry = _card(placement, device, slots, table)
            gbs = entry.bandwidth_gbs if entry else None
            source = f"{entry.name}, {entry.bandwidth_gbs:g} GB/s" if entry else ""
        if not gbs:
            return None
        traffic.append(Traffic(device, nbytes, gbs))
        sources[device] = source
    limit = tokens_per_second_limit(traffic)
    return Expected(limit, traffic, sources) if limit > 0 else None


def _card(placement: Mapping[str, object], device: str, slots: dict[str, tuple[str, str, str]],
          table: dict[str, bandwidth_table.GpuBandwidth]) -> bandwidth_table.GpuBandwidth | None:
    if device != placement.get("device"):
        return None  # only the main device's slot and description are recorded
    slot = str(placement.get("pci_slot") or "").lower()
    if slot in slots:
        found = bandwidth_table.by_pci(table, *slots[slot])
        if found:
            return found
    return bandwidth_table.by_name(table, str(placement.get("device_description") or ""))


def placement_facts(loaded: Mapping[str, object], backend: str,
                    root: Path | None = None) -> PlacementFacts:
    placement = loaded.get("placement")
    placement = placement if isinstance(placement, Mapping) else {}
    gpus = LinuxAmdgpuSource(root or sysfs_root()).discover()
    slot = str(placement.get("pci_slot") or "").lower()
    used = next((g for g in gpus if g.pci_slot and g.pci_slot == slot), None)
    discrete = next((g.name for g in gpus if not g.integrated), "")
    offloaded, total = placement.get("layers_offloaded_claimed"), placement.get("layers_total")
    return PlacementFacts(
        backend=backend, runs_on=str(placement.get("runs_on") or ""),
        device_description=str(placement.get("device_description") or ""),
        layers_offloaded=offloaded if isinstance(offloaded, int) else None,
        layers_total=total if isinstance(total, int) else None,
        device_is_integrated=bool(used and used.integrated),
        discrete_gpu_present=discrete if used and used.integrated else "")


def judge_reply(loaded: Mapping[str, object], backend: str, stats: Mapping[str, object], *,
                root: Path | None = None, cpu_gbs: CpuBandwidth = _system_cpu_bandwidth
                ) -> tuple[Expected, SpeedCheck] | None:
    """A finished reply's generation speed against the limit at the depth it ran at
    (the middle of the reply), or None when either is unknown."""
    measured = float(str(stats.get("generation_tps") or 0))
    if measured <= 0:
        return None
    depth = int(str(stats.get("context_used") or 0)) - int(
        str(stats.get("generated_tokens") or 0)) // 2
    expected = expected_generation(loaded, depth, root=root, cpu_gbs=cpu_gbs)
    if expected is None:
        return None
    return expected, check_speed(measured, expected.limit_tps,
                                 placement_facts(loaded, backend, root))
