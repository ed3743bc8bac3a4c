"""The fit counts the vision projector downloaded with a model (the Models page)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from amdchat.fit.plan import fit_report, make_plan
from amdchat.model_memory import local_memory
from amdchat.plan.budget import Budget

GIB = 2**30
PROJECTOR = 300 * 2**20


def test_a_projector_to_download_counts_on_the_gpu_and_in_ram(
        tiny_models: dict[str, Path]) -> None:
    memory = local_memory(tiny_models["Q8_0"])
    card = Budget("Radeon RX 7600", 8 * GIB, "sysfs")
    for backend, budget in (("vulkan", card), ("cpu", None)):
        plan = make_plan(256, backend, budget, 16 * GIB)
        assert plan is not None
        alone = fit_report(memory, plan)
        seeing = fit_report(memory, dataclasses.replace(plan, projector_bytes=PROJECTOR))
        side = "gpu" if backend == "vulkan" else "host"
        grown = getattr(seeing, side).total - getattr(alone, side).total
        assert grown == PROJECTOR, backend


def test_a_projector_that_does_not_fit_changes_the_verdict(
        tiny_models: dict[str, Path]) -> None:
    memory = local_memory(tiny_models["Q8_0"])
    roomy = make_plan(256, "vulkan", Budget("card", 8 * GIB, "sysfs"), 16 * GIB)
    assert roomy is not None
    need = fit_report(memory, roomy).gpu.total
    tight = dataclasses.replace(roomy, budget=Budget("card", need + 2**20, "sysfs"))
    assert fit_report(memory, tight).verdict == "full"
    seeing = fit_report(memory, dataclasses.replace(tight, projector_bytes=PROJECTOR))
    assert seeing.verdict != "full", "the projector's 300 MiB leave no room for every layer"
