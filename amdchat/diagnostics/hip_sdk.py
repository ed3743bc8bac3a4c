"""What a ROCm backend needs from AMD's HIP SDK on Windows, beyond the HIP runtime:
hipBLAS and rocBLAS (llama.cpp's matrix products), and rocBLAS's Tensile library folder,
whose kernel files are per gfx target (a card missing there fails at the first product)."""

from __future__ import annotations

import re
from pathlib import Path

from amdchat.diagnostics.check import Check, text
from amdchat.i18n import tr_noop

FAMILY = "windows"
TENSILE = Path("bin/rocblas/library")
_PIECES = (("hipBLAS", "bin", "hipblas*.dll"), ("rocBLAS", "bin", "rocblas*.dll"))
_GFX = re.compile(r"gfx[0-9a-f]{3,4}", re.IGNORECASE)


def tensile_targets(folder: Path) -> list[str]:
    """The gfx targets rocBLAS's Tensile library has kernels for."""
    try:
        names = [p.name for p in (folder / TENSILE).iterdir()]
    except OSError:
        return []
    return sorted({m.lower() for name in names for m in _GFX.findall(name)},
                  key=lambda t: (len(t), t))


def check_hip_libraries(folder: Path) -> Check:
    """An installed HIP SDK (its runtime found): are the libraries of the ROCm backend there?"""
    missing = [name for name, sub, pattern in _PIECES
               if not any((folder / sub).glob(pattern))]
    targets = tensile_targets(folder)
    if not targets:
        missing.append(str(TENSILE).replace("/", "\\"))
    if missing:
        return Check(FAMILY, "HIP SDK", "amber", text(tr_noop(
            "diagnostics", "AMD's HIP SDK in {folder} lacks {missing}: the ROCm backend cannot "
            "run without it."), folder=str(folder), missing=", ".join(missing)), text(tr_noop(
            "diagnostics", "Install the HIP SDK again with its libraries (hipBLAS, rocBLAS), "
            "or use the Vulkan backend.")))
    return Check(FAMILY, "HIP SDK", "green", text(tr_noop(
        "diagnostics", "AMD's HIP SDK is installed in {folder}, with hipBLAS, rocBLAS and "
        "rocBLAS kernels for {targets}."), folder=str(folder), targets=", ".join(targets)))
