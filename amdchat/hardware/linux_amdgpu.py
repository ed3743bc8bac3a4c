"""AMD GPUs on Linux, read from sysfs (amdgpu) and kfd topology.

Every file is optional: old kernels, other drivers and containers lack some.
A dGPU that runtime power management has put to sleep is reported idle
without touching its counters, since reading them would wake it up. The root
can be moved (AMDCHAT_SYSFS_ROOT) to replay recorded trees of real cards.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from amdchat.hardware.reading import GpuInfo, GpuReading, gfx_name

AMD_VENDOR = "0x1002"
# PCI device ids of AMD APUs (the driver's AMD_IS_APU chips) from Raven on: their
# "VRAM" is a small carve-out and models live in GTT (system memory).
APU_DEVICE_IDS = frozenset({
    "15DD", "15D8", "1636", "1638", "164C", "163F", "1435", "1681", "164E", "1506",
    "15BF", "15C8", "1900", "1901", "150E", "1586", "13C0", "13FE", "1114",
})
_CARD = re.compile(r"^card\d+$")


def sysfs_root() -> Path:
    return Path(os.environ.get("AMDCHAT_SYSFS_ROOT", "/"))


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return None


def _read_int(path: Path) -> int | None:
    text = _read(path)
    if text is None:
        return None
    try:
        return int(text, 0)
    except ValueError:
        return None


def _key_values(text: str | None, sep: str) -> dict[str, str]:
    values = {}
    for line in (text or "").splitlines():
        key, _, value = line.partition(sep)
        values[key.strip()] = value.strip()
    return values


def _marketing_names(root: Path) -> dict[tuple[str, str], str]:
    """(device id, revision) -> name, from libdrm's amdgpu.ids when installed."""
    names: dict[tuple[str, str], str] = {}
    text = _read(root / "usr/share/libdrm/amdgpu.ids")
    for line in (text or "").splitlines():
        parts = [p.strip() for p in line.split(",", 2)]
        if len(parts) == 3 and not line.startswith("#"):
            names[(parts[0].upper(), parts[1].upper())] = parts[2]
    return names


_PCI_IDS = ("usr/share/misc/pci.ids", "usr/share/hwdata/pci.ids")


def _pci_ids_name(root: Path, device_id: str, subsystem: str) -> str:
    """hwdata's name of an AMD device: its board (subsystem) line, else the chip's line,
    whose bracketed part is the product ("Navi 31 [Radeon RX 7900 XT/7900 XTX]")."""
    text = next((t for t in (_read_utf8(root / p) for p in _PCI_IDS) if t), "")
    chip, in_amd, in_device = "", False, False
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        if not line.startswith("\t"):  # a vendor line: ours is 1002
            if in_amd:
                break
            in_amd = line.lower().startswith(AMD_VENDOR[2:])
        elif in_amd and not line.startswith("\t\t"):
            if in_device:
                break
            ident, _, name = line.strip().partition("  ")
            in_device = ident.upper() == device_id
            chip = name.strip() if in_device else ""
        elif in_device and subsystem:
            ident, _, name = line.strip().partition("  ")
            if ident.replace(" ", ":").upper() == subsystem:
                return name.strip()
    product = re.search(r"\[(.+)\]", chip)
    if product:
        return f"AMD {product.group(1)}"
    return f"AMD {chip}" if chip else ""


def _read_utf8(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


_FALLBACK = re.compile(r"AMD GPU [0-9A-F?]+")
# the driver's tag a Vulkan device name ends with: "(RADV NAVI31)", "(RADV GFX1201)"
_DRIVER_TAG = re.compile(r"\s*\((?:RADV|AMDVLK|AMD open-source driver)[^)]*\)\s*$")


def is_fallback_name(name: str) -> bool:
    """Whether a GPU's name is only its PCI device id ("AMD GPU 744C")."""
    return bool(_FALLBACK.fullmatch(name))


def vulkan_device_name(description: str) -> str:
    """A Vulkan device's name without its driver's tag: "AMD Radeon RX 7900 XTX (RADV
    NAVI31)" -> "AMD Radeon RX 7900 XTX"; "" for a CPU driver or a bare chip name."""
    name = _DRIVER_TAG.sub("", description).strip()
    lowered = name.lower()
    if not name or name.startswith("AMD Unknown") or any(
            w in lowered for w in ("llvmpipe", "lavapipe", "swiftshader")):
        return ""
    return name


def card_name(root: Path, device: Path, device_id: str, revision: str,
              marketing: dict[tuple[str, str], str]) -> str:
    """The name the owner knows: the board's own (amdgpu's product_name), libdrm's for the
    device and revision, hwdata's pci.ids, else the PCI device id."""
    product = (_read(device / "product_name") or "").strip()
    if product:
        return product
    named = marketing.get((device_id, revision))
    if named:
        return named
    subsystem = _key_values(_read(device / "uevent"), "=").get("PCI_SUBSYS_ID", "").upper()
    return _pci_ids_name(root, device_id, subsystem) or f"AMD GPU {device_id or '?'}"


def _kfd_nodes(root: Path) -> dict[str, dict[str, str]]:
    """PCI slot -> kfd node properties (gfx target, cpu cores...)."""
    nodes: dict[str, dict[str, str]] = {}
    for node in sorted((root / "sys/class/kfd/kfd/topology/nodes").glob("*")):
        props = _key_values(_read(node / "properties"), " ")
        location = props.get("location_id")
        if not location or props.get("gfx_target_version", "0") == "0":
            continue
        loc, domain = int(location), int(props.get("domain", "0"))
        slot = f"{domain:04x}:{loc >> 8:02x}:{(loc >> 3) & 0x1F:02x}.{loc & 0x7}"
        nodes[slot] = props
    return nodes


class LinuxAmdgpuSource:
    name = "sysfs"

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or sysfs_root()
        self._devices: dict[str, Path] = {}

    def discover(self) -> list[GpuInfo]:
        names = _marketing_names(self.root)
        kfd = _kfd_nodes(self.root)
        found = []
        drm = self.root / "sys/class/drm"
        cards = sorted((p for p in drm.glob("card*") if _CARD.match(p.name)),
                       key=lambda p: int(p.name[4:])) if drm.is_dir() else []
        for card in cards:
            device = card / "device"
            if _read(device / "vendor") != AMD_VENDOR:
                continue
            uevent = _key_values(_read(device / "uevent"), "=")
            slot = uevent.get("PCI_SLOT_NAME", "").lower()
            device_id = (_read(device / "device") or "").removeprefix("0x").upper()
            revision = (_read(device / "revision") or "").removeprefix("0x").upper()
            name = card_name(self.root, device, device_id, revision, names)
            props = kfd.get(slot, {})
            target = int(props.get("gfx_target_version", "0") or 0)
            integrated = (device_id in APU_DEVICE_IDS
                          or int(props.get("cpu_cores_count", "0") or 0) > 0)
            gpu = GpuInfo(id=f"drm:{card.name}", name=name, vendor="amd", pci_slot=slot,
                          gfx_target=gfx_name(target) if target else "", integrated=integrated,
                          source="sysfs")
            self._devices[gpu.id] = device
            found.append(gpu)
        return found

    def device_folder(self, gpu: GpuInfo) -> Path | None:
        """The card's PCI device folder in sysfs (None for a GPU this source did not find)."""
        return self._devices.get(gpu.id)

    def sample(self, gpu: GpuInfo) -> GpuReading:
        device = self._devices[gpu.id]
        reading = GpuReading(gpu.id)
        if _read(device / "power/runtime_status") == "suspended":
            reading.suspended = True
            reading.busy_percent = 0.0
            reading.sources["busy_percent"] = "sysfs power/runtime_status=suspended"
            return reading
        figures = {
            "busy_percent": "gpu_busy_percent", "vram_used": "mem_info_vram_used",
            "vram_total": "mem_info_vram_total", "gtt_used": "mem_info_gtt_used",
            "gtt_total": "mem_info_gtt_total",
        }
        for attribute, filename in figures.items():
            value = _read_int(device / filename)
            if value is not None:
                setattr(reading, attribute, float(value) if attribute == "busy_percent" else value)
                reading.sources[attribute] = f"sysfs {filename}"
        self._sample_hwmon(device, reading)
        return reading

    @staticmethod
    def _sample_hwmon(device: Path, reading: GpuReading) -> None:
        for hwmon in sorted((device / "hwmon").glob("hwmon*")):
            temp = _read_int(hwmon / "temp1_input")  # "edge", in millidegrees
            if temp is not None and reading.temperature_c is None:
                reading.temperature_c = temp / 1000.0
                reading.sources["temperature_c"] = f"sysfs hwmon/{hwmon.name}/temp1_input"
            for filename in ("power1_average", "power1_input"):  # microwatts
                power = _read_int(hwmon / filename)
                if power is not None and reading.power_w is None:
                    reading.power_w = power / 1_000_000.0
                    reading.sources["power_w"] = f"sysfs hwmon/{hwmon.name}/{filename}"
