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


@dataclass(frozen=True)
class GpuFamily:
    """What ROCm does with a family of gfx targets."""

    name: str  # "RDNA3"
    base: str = ""  # the target an override runs the others as (known to work)
    override: str = ""  # its HSA_OVERRIDE_GFX_VERSION
    native: tuple[str, ...] = ()  # targets ROCm builds for
    since: str = ""  # the ROCm release that first builds them natively
    vulkan_only: Text | None = None  # why ROCm is no way for this family


# family prefix (or exact target) -> the family; exact targets are looked up first
_FAMILIES = {
    "gfx101": GpuFamily("RDNA1", vulkan_only=Text("messages", tr_noop(
        "messages", "ROCm does not support RDNA1 ({gfx}), and running it as gfx1030 "
        "(HSA_OVERRIDE_GFX_VERSION=10.3.0) is unreliable there: use the Vulkan backend."))),
    "gfx103": GpuFamily("RDNA2", "gfx1030", "10.3.0", ("gfx1030",)),
    "gfx110": GpuFamily("RDNA3", "gfx1100", "11.0.0", ("gfx1100", "gfx1101", "gfx1102")),
    "gfx115": GpuFamily("RDNA3.5", native=("gfx1150", "gfx1151", "gfx1152"), since="6.4"),
    "gfx120": GpuFamily("RDNA4", native=("gfx1200", "gfx1201"), since="6.4"),
    "gfx902": GpuFamily("Vega APU", vulkan_only=Text("messages", tr_noop(
        "messages", "ROCm dropped the Vega APUs ({gfx}): use the Vulkan backend."))),
}
_FAMILIES["gfx90c"] = _FAMILIES["gfx902"]


def family_of(gfx_target: str) -> GpuFamily | None:
    return _FAMILIES.get(gfx_target) or _FAMILIES.get(gfx_target[:6])


def advice(gfx_target: str) -> Text:
    """What ROCm can do with this card, whatever backend is installed."""
    family = family_of(gfx_target)
    fields = {"gfx": gfx_target}
    if family is None:
        return Text("messages", tr_noop(
            "messages", "amdchat knows no ROCm rule for {gfx}: the Vulkan backend runs every "
            "AMD GPU."), fields)
    if family.vulkan_only is not None:
        return Text("messages", family.vulkan_only.template, fields)
    if gfx_target in family.native and family.since:
        return Text("messages", tr_noop(
            "messages", "ROCm {since} or newer supports {gfx} ({family}) natively."),
            {**fields, "since": family.since, "family": family.name})
    if gfx_target in family.native:
        return Text("messages", tr_noop(
            "messages", "ROCm supports {gfx} ({family}) natively."),
            {**fields, "family": family.name})
    if family.base:
        return Text("messages", tr_noop(
            "messages", "ROCm runs {gfx} ({family}) as {base} with HSA_OVERRIDE_GFX_VERSION="
            "{version}; amdchat sets it when the build lacks {gfx}."),
            {**fields, "family": family.name, "base": family.base, "version": family.override})
    return Text("messages", tr_noop(
        "messages", "amdchat knows no ROCm rule for {gfx}: the Vulkan backend runs every "
        "AMD GPU."), fields)


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
    family = family_of(gfx_target)
    if family and family.base and family.base in targets:
        base, version = family.base, family.override
        return RocmPlan(True, {"HSA_OVERRIDE_GFX_VERSION": version}, Text("messages", tr_noop(
            "messages", "This ROCm build has no {gfx} code; amdchat runs it as {base} "
            "(HSA_OVERRIDE_GFX_VERSION={version}), which works for this family."),
            {"gfx": gfx_target, "base": base, "version": version}))
    fields = {"gfx": gfx_target, "built": ", ".join(targets)}
    if family is not None and family.vulkan_only is not None:
        return RocmPlan(False, message=Text("messages", family.vulkan_only.template, fields))
    if family is not None and not family.base:
        return RocmPlan(False, message=Text("messages", tr_noop(
            "messages", "ROCm does not support {gfx} in this build (it has {built}). Use the "
            "Vulkan backend, or rebuild it with {gfx} (ROCm {since} or newer: amdchat backends "
            "build rocm --gpu-targets {gfx})."), {**fields, "since": family.since}))
    if family is None:
        return RocmPlan(False, message=Text("messages", tr_noop(
            "messages", "ROCm does not support {gfx} in this build (it has {built}). Use the "
            "Vulkan backend."), fields))
    return RocmPlan(False, message=Text("messages", tr_noop(
        "messages", "ROCm does not support {gfx} in this build (it has {built}). Use the "
        "Vulkan backend, or rebuild it with {base} (amdchat backends build rocm --gpu-targets "
        "{base}) and the override {version}."),
        {**fields, "base": family.base, "version": family.override}))


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
