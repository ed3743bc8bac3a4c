"""The budget a plan fills: free memory less the margin; unreadable free memory is a guess."""

from __future__ import annotations

from amdchat.hardware.reading import GpuInfo, GpuReading
from amdchat.model_memory import ModelMemory
from amdchat.plan.budget import Budget
from amdchat.plan.placement import Measured, plan_placement
from amdchat.plan.words import describe

GIB = 2**30
XTX = GpuInfo("drm:card1", "AMD Radeon RX 7900 XTX", "amd")


def test_free_memory_less_the_users_margin() -> None:
    reading = GpuReading("drm:card1", vram_used=4 * GIB, vram_total=24 * GIB)
    assert Budget.from_reading(XTX, reading).free_bytes == 19 * GIB  # 1 GiB by default
    kept = Budget.from_reading(XTX, reading, margin=3 * GIB)
    assert kept is not None and kept.free_bytes == 17 * GIB and not kept.guessed


def test_unreadable_free_memory_is_a_guess_from_the_total_not_zero_nor_all() -> None:
    guess = Budget.from_reading(XTX, GpuReading("drm:card1", vram_total=24 * GIB))
    assert guess is not None and guess.guessed and guess.free_bytes == 23 * GIB
    assert Budget.from_reading(XTX, GpuReading("drm:card1")) is None  # nothing known


def test_a_plan_on_a_guessed_budget_says_it_guessed() -> None:
    memory = ModelMemory((100 * 2**20,) * 4, 10 * 2**20, False, 10 * 2**20, (1024,) * 4,
                         1000, 512, 8, 4096)
    figures = Measured(4096, memory.kv_bytes(4096), 50 * 2**20, 10 * 2**20)
    plan = plan_placement(memory, figures, 23 * GIB, n_ctx=4096, guessed=True)
    said = str(describe(plan, "AMD Radeon RX 7900 XTX"))
    assert plan.guessed and "a guess" in said and said.startswith("fits: 5/5 layers")
