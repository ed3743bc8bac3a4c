"""What the ROCm runtime will see, read from the kernel's kfd topology.

ROCm's runtime (ROCr) takes its GPUs and their memory from kfd's topology nodes: its
GPU agents come in node order (HIP numbers its devices in that order, which need not be
the order of /sys/class/drm nor Vulkan's), and an agent's device-local memory pool is
the sum of its node's memory banks. On an APU that sum is what this kernel lets ROCm
have: the carve-out alone on many kernels, carve-out and GTT on others.
"""

from __future__ import annotations

from pathlib import Path

from amdchat.hardware.linux_amdgpu import sysfs_root


def _properties(path: Path) -> dict[str, str]:
    try:
        text = path.read_text(encoding="ascii", errors="replace")
    except OSError:
        return {}
    values = {}
    for line in text.splitlines():
        key, _, value = line.strip().partition(" ")
        values[key] = value.strip()
    return values


def _slot(props: dict[str, str]) -> str:
    """The node's PCI address ("0000:03:00.0"); "" for a CPU node or junk."""
    try:
        location, domain = int(props.get("location_id", "")), int(props.get("domain", "0"))
        if int(props.get("gfx_target_version", "0")) == 0:
            return ""
    except ValueError:
        return ""
    return f"{domain:04x}:{location >> 8:02x}:{(location >> 3) & 0x1F:02x}.{location & 0x7}"


def _gpu_nodes(root: Path) -> list[tuple[str, Path]]:
    """(PCI address, node folder) of each GPU node, in node order (0, 1, ... 10)."""
    folder = root / "sys/class/kfd/kfd/topology/nodes"
    nodes = sorted((p for p in folder.glob("*") if p.name.isdigit()), key=lambda p: int(p.name))
    found = []
    for node in nodes:
        slot = _slot(_properties(node / "properties"))
        if slot:
            found.append((slot, node))
    return found


def hip_order(root: Path | None = None) -> list[str]:
    """The PCI addresses of the GPUs in the order HIP numbers them (HIP_VISIBLE_DEVICES
    indexes this list); empty where kfd is absent (no ROCm kernel driver)."""
    return [slot for slot, _ in _gpu_nodes(root or sysfs_root())]


def rocm_memory_bytes(pci_slot: str, root: Path | None = None) -> int | None:
    """The device memory ROCm's runtime gets for the GPU at ``pci_slot``: its kfd node's
    memory banks together; None when kfd does not list it or says no size."""
    for slot, node in _gpu_nodes(root or sysfs_root()):
        if slot != pci_slot.lower():
            continue
        sizes = [_properties(bank / "properties").get("size_in_bytes", "")
                 for bank in sorted((node / "mem_banks").glob("*"))]
        known = [int(size) for size in sizes if size.isdigit()]
        return sum(known) if known else None
    return None
