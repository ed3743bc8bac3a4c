"""ROCm and the user's card: is its gfx target in the build, or can an override help?

ROCm runs only on the gfx targets a build was compiled for. Cards of the same
family as a built target usually run with HSA_OVERRIDE_GFX_VERSION naming that
target (an RX 6600, gfx1032, as gfx1030 with 10.3.0; a 780M, gfx1103, as
gfx1100 with 11.0.0). The variable must be set before the HIP runtime starts,
which is why the worker is a separate process. Other cards: Vulkan.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from amdchat.i18n import Text, tr_noop

# family prefix -> (target to pretend to be, HSA_OVERRIDE_GFX_VERSION)
_FAMILIES = {
    "gfx103": ("gfx1030", "10.3.0"),  # RDNA2
    "gfx110": ("gfx1100", "11.0.0"),  # RDNA3
}


@dataclass(frozen=True)
class RocmPlan:
    runs: bool  # whether ROCm can run this card with this build
    env: dict[str, str] = field(default_factory=dict)
    message: Text | None = None


def built_targets(backend_folder: Path) -> list[str]:
    """The gfx targets of a backend, from its manifest ('' means: not recorded)."""
    try:
        manifest = json.loads((backend_folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [t for t in re.split(r"[;, ]+", str(manifest.get("gpu_targets", ""))) if t]


def plan(gfx_target: str, targets: list[str]) -> RocmPlan:
    if not gfx_target:
        return RocmPlan(True, message=Text("messages", tr_noop(
            "messages", "The GPU's gfx target is unknown (no kfd topology): ROCm may or may "
            "not run it.")))
    if not targets or gfx_target in targets:
        return RocmPlan(True)
    family = _FAMILIES.get(gfx_target[:6])
    if family and family[0] in targets:
        base, version = family
        return RocmPlan(True, {"HSA_OVERRIDE_GFX_VERSION": version}, Text("messages", tr_noop(
            "messages", "This ROCm build has no {gfx} code; amdchat runs it as {base} "
            "(HSA_OVERRIDE_GFX_VERSION={version}), which works for this family."),
            {"gfx": gfx_target, "base": base, "version": version}))
    fields = {"gfx": gfx_target, "built": ", ".join(targets)}
    if family is None:
        return RocmPlan(False, message=Text("messages", tr_noop(
            "messages", "ROCm does not support {gfx} in this build (it has {built}). Use the "
            "Vulkan backend."), fields))
    return RocmPlan(False, message=Text("messages", tr_noop(
        "messages", "ROCm does not support {gfx} in this build (it has {built}). Use the "
        "Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets "
        "{base}) and the override {version}."),
        {**fields, "base": family[0], "version": family[1]}))


def plan_for_this_machine(backend_folder: Path, gpu_device: int = -1) -> RocmPlan:
    """The plan for the GPU that ROCm would use here (Linux; elsewhere: no advice)."""
    import sys

    if not sys.platform.startswith("linux"):
        return RocmPlan(True)
    from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

    gpus = [g for g in LinuxAmdgpuSource().discover() if g.gfx_target]
    if not gpus:
        return RocmPlan(True)
    if 0 <= gpu_device < len(gpus):
        gpu = gpus[gpu_device]
    else:  # HIP's default device: the first discrete GPU, else the first one
        gpu = next((g for g in gpus if not g.integrated), gpus[0])
    return plan(gpu.gfx_target, built_targets(backend_folder))
