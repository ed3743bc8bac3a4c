"""Mesa's RADV against the card's generation: each generation works from a Mesa release on
(RDNA4 from 25.0), and an older Mesa shows the card as unknown or not at all.

The version is the one the Vulkan worker's driver reported ("RADV · Mesa 24.2.8"), so it
is the Mesa that really runs, whatever the package manager says.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from amdchat.diagnostics.check import Check, text
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import tr_noop

FAMILY = "devices"
# gfx prefix -> (generation, the first Mesa whose RADV supports it)
MINIMUM_MESA = (
    ("gfx12", "RDNA4", (25, 0)),
    ("gfx115", "RDNA3.5", (24, 1)),
    ("gfx110", "RDNA3", (22, 3)),
    ("gfx103", "RDNA2", (20, 3)),
    ("gfx101", "RDNA1", (19, 2)),
)
_RADV_MESA = re.compile(r"RADV\b.*?\bMesa (\d+)\.(\d+)(?:\.(\d+))?", re.IGNORECASE)


def radv_version(devices: Sequence[Mapping[str, Any]]) -> tuple[int, int, int] | None:
    """The Mesa version of the RADV driver among a Vulkan worker's devices."""
    for device in devices:
        match = _RADV_MESA.search(str(device.get("driver", "")))
        if match:
            return int(match[1]), int(match[2]), int(match[3] or 0)
    return None


def judge_mesa(devices: Sequence[Mapping[str, Any]], gpus: Sequence[GpuInfo]) -> list[Check]:
    """One line per AMD GPU of a known generation, when the worker ran RADV."""
    version = radv_version(devices)
    if version is None:
        return []
    checks = []
    shown = ".".join(map(str, version))
    for gpu in gpus:
        rule = next((r for r in MINIMUM_MESA if gpu.gfx_target.startswith(r[0])), None)
        if rule is None:
            continue
        _prefix, generation, minimum = rule
        fields = {"mesa": shown, "minimum": ".".join(map(str, minimum)),
                  "generation": generation, "gfx": gpu.gfx_target}
        name = f"{gpu.name}: Mesa"
        if version[:2] < minimum:
            checks.append(Check(FAMILY, name, "amber", text(tr_noop(
                "diagnostics", "Mesa {mesa} is older than {minimum}, the first whose RADV "
                "supports {generation} ({gfx}): Vulkan may not see this card, or run it badly."),
                **fields), text(tr_noop(
                "diagnostics", "Update Mesa to {minimum} or newer (a newer release of the "
                "distribution, or its backports)."), **fields)))
        else:
            checks.append(Check(FAMILY, name, "green", text(tr_noop(
                "diagnostics", "Mesa {mesa} supports {generation} ({gfx}): it needs {minimum} "
                "or newer."), **fields)))
    return checks
