"""Memory bandwidth of GPUs, from a data table that grows without code.

The table ships as amdchat/resources/gpu_bandwidth.json; a file with the same
layout in the user's data folder adds or corrects cards. A card is found by its
PCI id (vendor:device, or vendor:device:revision where one id covers several
cards), else by its name inside a driver's description ("AMD Radeon RX 7900
XTX (RADV NAVI31)"), the longest name winning.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from amdchat import paths

BUILT_IN = Path(__file__).resolve().parent.parent / "resources" / "gpu_bandwidth.json"


@dataclass(frozen=True)
class GpuBandwidth:
    key: str  # "1002:744c:c8"
    name: str
    bandwidth_gbs: float  # 10^9 bytes/s
    shared: bool = False  # an APU/iGPU reading system memory: depends on the RAM fitted
    ram: str = ""


def user_table_file() -> Path:
    return paths.data_dir() / "gpu_bandwidth.json"


def _entries(path: Path) -> dict[str, GpuBandwidth]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        gpus = data["gpus"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    found = {}
    for key, entry in gpus.items() if isinstance(gpus, dict) else []:
        try:
            found[key.lower()] = GpuBandwidth(
                key.lower(), str(entry["name"]), float(entry["bandwidth_gbs"]),
                bool(entry.get("shared", False)), str(entry.get("ram", "")))
        except (KeyError, TypeError, ValueError):
            continue  # one bad row does not hide the others
    return found


def load_table(extra: Path | None = None) -> dict[str, GpuBandwidth]:
    """The built-in table, overridden row by row by the user's file."""
    table = _entries(BUILT_IN)
    table.update(_entries(extra if extra is not None else user_table_file()))
    return table


def pci_key(vendor: str, device: str, revision: str = "") -> str:
    """'0x1002', '0x744C', '0xc8' -> '1002:744c:c8' (no revision: '1002:744c')."""
    parts = [p.lower().removeprefix("0x") for p in (vendor, device, revision) if p]
    return ":".join(parts)


def by_pci(table: dict[str, GpuBandwidth], vendor: str, device: str,
           revision: str = "") -> GpuBandwidth | None:
    return table.get(pci_key(vendor, device, revision)) or table.get(pci_key(vendor, device))


def aliases(name: str) -> list[str]:
    """'AMD Radeon RX 6900 XT / 6800 XT (Navi 21)' -> the full name of each card it covers,
    with and without the vendor's word: 'AMD Radeon RX 6900 XT', 'Radeon RX 6800 XT', ..."""
    bare = re.sub(r"\s*\(.*?\)", "", name).strip()
    parts = [p.strip() for p in bare.split(" / ")]
    model = re.search(r"\S*\d", parts[0])
    prefix = parts[0][:model.start()] if model else ""
    names = [parts[0]] + [prefix + p for p in parts[1:]]
    return names + [n.split(" ", 1)[1] for n in names
                    if n.split(" ", 1)[0] in ("AMD", "NVIDIA") and " " in n]


def by_name(table: dict[str, GpuBandwidth], description: str) -> GpuBandwidth | None:
    """The entry one of whose card names appears, as whole words, in a device description;
    the longest name wins, then the most specific key (with a revision)."""
    text = description.lower()
    best: tuple[int, int, GpuBandwidth] | None = None
    for key, entry in table.items():
        for alias in aliases(entry.name):
            pattern = r"(?<![\w])" + re.escape(alias.lower()) + r"(?![\w])"
            rank = (len(alias), len(key))
            if re.search(pattern, text) and (best is None or rank > best[:2]):
                best = (*rank, entry)
    return best[2] if best else None
