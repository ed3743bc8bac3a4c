"""Vulkan: the loader and the installed drivers (ICDs): RADV, AMDVLK, or only lavapipe.

The Vulkan loader finds drivers through the JSON manifests in icd.d folders;
each names its library, which tells the driver. Mesa's lavapipe (and
llvmpipe) is a CPU pretending to be a GPU: a Vulkan backend that finds only
it runs on the CPU, slowly.
"""

from __future__ import annotations

import json
from pathlib import Path

from amdchat.diagnostics.check import Check, Context, text
from amdchat.i18n import tr_noop

FAMILY = "vulkan"
ICD_FOLDERS = ("usr/share/vulkan/icd.d", "usr/local/share/vulkan/icd.d", "etc/vulkan/icd.d")
_DRIVERS = (  # library name fragment -> driver, in the order they are tried
    ("radeon", "RADV (Mesa, AMD)"), ("amdvlk", "AMDVLK (AMD)"), ("lvp", "lavapipe (CPU)"),
    ("swiftshader", "SwiftShader (CPU)"), ("intel", "ANV (Mesa, Intel)"),
    ("nvidia", "NVIDIA"), ("nouveau", "NVK (Mesa, NVIDIA)"), ("dzn", "Dozen (D3D12)"),
    ("virtio", "Venus (virtual GPU)"), ("freedreno", "Turnip (Qualcomm)"),
    ("broadcom", "V3DV (Broadcom)"), ("panfrost", "PanVK (Arm)"), ("asahi", "Honeykrisp"),
)
CPU_DRIVERS = ("lavapipe (CPU)", "SwiftShader (CPU)")
LOADER_GLOBS = ("usr/lib*/libvulkan.so.1", "usr/lib*/*/libvulkan.so.1", "lib*/libvulkan.so.1",
                "lib*/*/libvulkan.so.1", "usr/local/lib*/libvulkan.so.1")


def driver_of(manifest: Path) -> str:
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
        library = str(data["ICD"]["library_path"])
    except (OSError, ValueError, KeyError, TypeError):
        library = manifest.name
    name = Path(library).name.lower()
    return next((driver for fragment, driver in _DRIVERS if fragment in name),
                f"other ({Path(library).name})")


def installed_icds(root: Path) -> dict[str, str]:
    """'/usr/share/vulkan/icd.d/radeon_icd.x86_64.json' -> 'RADV (Mesa, AMD)'."""
    found = {}
    for folder in ICD_FOLDERS:
        for manifest in sorted((root / folder).glob("*.json")):
            found["/" + str(manifest.relative_to(root))] = driver_of(manifest)
    return found


def has_loader(root: Path) -> bool:
    return any(next(root.glob(pattern), None) is not None for pattern in LOADER_GLOBS)


def check_vulkan(context: Context) -> list[Check]:
    if not context.platform.startswith("linux"):
        return []
    root = context.root
    checks = []
    if has_loader(root):
        checks.append(Check(FAMILY, "Vulkan loader", "green", text(tr_noop(
            "diagnostics", "The Vulkan loader (libvulkan.so.1) is installed."))))
    else:
        checks.append(Check(FAMILY, "Vulkan loader", "red", text(tr_noop(
            "diagnostics", "No Vulkan loader (libvulkan.so.1): the Vulkan backend cannot start.")),
            text(tr_noop("diagnostics", "Install it: sudo apt install libvulkan1 (Fedora: "
                         "vulkan-loader)."))))
    icds = installed_icds(root)
    drivers = sorted(set(icds.values()))
    listing = "; ".join(f"{driver} ({path})" for path, driver in icds.items())
    gpu_drivers = [d for d in drivers if d not in CPU_DRIVERS]
    if not icds:
        checks.append(Check(FAMILY, "Vulkan drivers", "red", text(tr_noop(
            "diagnostics", "No Vulkan driver is installed (no ICD in /usr/share/vulkan/icd.d or "
            "/etc/vulkan/icd.d).")), text(tr_noop(
            "diagnostics", "Install Mesa's Vulkan drivers: sudo apt install mesa-vulkan-drivers "
            "(Fedora: mesa-vulkan-drivers)."))))
    elif not gpu_drivers:
        checks.append(Check(FAMILY, "Vulkan drivers", "amber", text(tr_noop(
            "diagnostics", "The only Vulkan driver is a CPU one: {drivers}. The Vulkan backend "
            "would run on the CPU."), drivers=listing), text(tr_noop(
            "diagnostics", "Install the AMD driver RADV: sudo apt install mesa-vulkan-drivers."))))
    else:
        checks.append(Check(FAMILY, "Vulkan drivers", "green", text(tr_noop(
            "diagnostics", "Vulkan drivers: {drivers}."), drivers=listing)))
    if "RADV (Mesa, AMD)" in drivers and "AMDVLK (AMD)" in drivers:
        checks.append(Check(FAMILY, "Vulkan drivers", "amber", text(tr_noop(
            "diagnostics", "Both RADV and AMDVLK are installed: each AMD GPU appears twice to "
            "Vulkan, and the device numbers in Settings count both.")), text(tr_noop(
            "diagnostics", "Keep one (RADV is usually faster for llama.cpp), or pick one per run "
            "with AMD_VULKAN_ICD=RADV."))))
    return checks
