"""ROCm: the runtime, the ROCm backend's gfx targets against the card's, and the override.

HSA_OVERRIDE_GFX_VERSION makes ROCm treat a card as another target. It helps
within a family (gfx1032 as gfx1030: 10.3.0) and breaks across families (an
RDNA3 card told it is RDNA2 crashes or computes garbage).
"""

from __future__ import annotations

import re
from pathlib import Path

from amdchat.backends import rocm as rocm_backend
from amdchat.backends.registry import why_missing
from amdchat.diagnostics.check import CONTEXT, Check, Context, text
from amdchat.diagnostics.kernel_rule import check_kernel_rule
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import Text, tr_noop

FAMILY = "rocm"
OVERRIDE = "HSA_OVERRIDE_GFX_VERSION"


def override_target(value: str) -> str:
    """'10.3.0' -> 'gfx1030', '9.0.10' -> 'gfx90a'; '' when it is not a version."""
    match = re.fullmatch(r"\s*(\d+)\.(\d+)\.(\d+)\s*", value)
    if not match:
        return ""
    major, minor, step = (int(g) for g in match.groups())
    return f"gfx{major}{minor:x}{step:x}"


def _runtime(root: Path) -> Check:
    rocm = root / "opt/rocm"
    if not rocm.is_dir():
        return Check(FAMILY, "ROCm runtime", "info", text(tr_noop(
            "diagnostics", "No system ROCm in /opt/rocm (rocminfo not installed). amdchat's ROCm "
            "backend needs the ROCm runtime libraries; Vulkan does not.")))
    try:
        version = (rocm / ".info/version").read_text(encoding="utf-8").strip()
    except OSError:
        version = "?"
    tools = (text(tr_noop("diagnostics", "rocminfo present")) if (rocm / "bin/rocminfo").exists()
             else text(tr_noop("diagnostics", "rocminfo not installed")))
    return Check(FAMILY, "ROCm runtime", "green", text(tr_noop(
        "diagnostics", "ROCm {version} in /opt/rocm ({tools})."), version=version, tools=tools))


def _targets(gpu: GpuInfo, folder: Path) -> Check:
    built = rocm_backend.built_targets(folder)
    plan = rocm_backend.plan(gpu.gfx_target, built)
    name = f"{gpu.name}: ROCm build"
    if not plan.runs:
        return Check(FAMILY, name, "red", text(tr_noop(
            "diagnostics", "The ROCm backend has no code for {gfx} (built for {built})."),
            gfx=gpu.gfx_target, built=", ".join(built)), plan.message)
    if plan.env:
        return Check(FAMILY, name, "green", plan.message or Text(CONTEXT, ""))
    built_text = ", ".join(built) if built else text(tr_noop("diagnostics",
                                                             "targets not recorded"))
    return Check(FAMILY, name, "green", text(tr_noop(
        "diagnostics", "The ROCm backend runs {gfx} ({built})."), gfx=gpu.gfx_target,
        built=built_text))


def _override(gpu: GpuInfo, value: str, built: list[str]) -> Check:
    name = f"{gpu.name}: {OVERRIDE}"
    target = override_target(value)
    fields = {"value": value, "gfx": gpu.gfx_target, "target": target}
    if not target:
        return Check(FAMILY, name, "red", text(tr_noop(
            "diagnostics", "HSA_OVERRIDE_GFX_VERSION={value} is not a version (like 10.3.0)."),
            **fields), text(tr_noop("diagnostics", "Unset it: amdchat sets it itself when a card "
                                    "needs it.")))
    if target == gpu.gfx_target or (built and gpu.gfx_target in built):
        return Check(FAMILY, name, "amber", text(tr_noop(
            "diagnostics", "HSA_OVERRIDE_GFX_VERSION={value} is set but {gfx} needs no override."),
            **fields), text(tr_noop("diagnostics", "Unset it; it can only hide a real problem.")))
    if target[:-1] != gpu.gfx_target[:-1]:  # gfx103x, gfx110x, gfx90x: a family
        return Check(FAMILY, name, "red", text(tr_noop(
            "diagnostics", "HSA_OVERRIDE_GFX_VERSION={value} makes ROCm treat {gfx} as {target}, "
            "another GPU family: it will crash or compute garbage."), **fields), text(tr_noop(
            "diagnostics", "Unset HSA_OVERRIDE_GFX_VERSION: amdchat sets the right value itself "
            "when the card needs one.")))
    return Check(FAMILY, name, "green", text(tr_noop(
        "diagnostics", "HSA_OVERRIDE_GFX_VERSION={value} runs {gfx} as {target}, of the same "
        "family."), **fields))


def check_rocm(context: Context) -> list[Check]:
    if not context.platform.startswith("linux"):
        return []
    checks = [_runtime(context.root)]
    backends = [b for b in context.installed_backends() if b.kind == "rocm"]
    gpus = [g for g in LinuxAmdgpuSource(context.root).discover() if g.gfx_target]
    if not backends:
        checks.append(Check(FAMILY, "ROCm backend", "info", text(tr_noop(
            "diagnostics", "No ROCm backend is installed: amdchat uses Vulkan on AMD GPUs.")),
            why_missing("rocm")))  # how to get one differs in the installed app
    for gpu in gpus:  # what ROCm can do with each card, installed or not
        checks.append(Check(FAMILY, f"{gpu.name}: ROCm", "info",
                            rocm_backend.advice(gpu.gfx_target)))
        rule = check_kernel_rule(context.root, gpu)
        if rule is not None:
            checks.append(rule)
    for backend in backends:
        for gpu in gpus:
            checks.append(_targets(gpu, backend.folder))
    value = context.env.get(OVERRIDE)
    if value is not None:
        built = [t for b in backends for t in rocm_backend.built_targets(b.folder)]
        checks += [_override(gpu, value, built) for gpu in gpus]
    return checks
