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


# -- an APU: the memory counted depends on the backend -----------------------------------

APU = GpuInfo("drm:card0", "AMD Radeon 780M", "amd", "0000:c5:00.0", "gfx1103", True, "sysfs")
MIB = 2**20
# the recorded 780M (tests/data/sysfs/apu-780m): 512 MiB carve-out, 475 MiB of it used,
# GTT limit 15.3 GiB, 4.7 GiB of it used
APU_READING = GpuReading("drm:card0", vram_used=498073600, vram_total=536870912,
                         gtt_used=5021212672, gtt_total=16441671680)
CARVE_FREE = 536870912 - 498073600
GTT_FREE = 16441671680 - 5021212672


def test_vulkan_on_an_apu_counts_the_carve_out_and_the_gtt_and_says_so() -> None:
    budget = Budget.from_reading(APU, APU_READING, backend="vulkan")
    assert budget is not None and budget.free_bytes == CARVE_FREE + GTT_FREE - GIB
    assert str(budget.counted) == (" (counted for Vulkan: the free carve-out, 37.0 MiB, and "
                                   "the free GTT, 10.6 GiB of its 15.3 GiB limit)")


def test_rocm_on_a_kernel_that_gives_it_only_the_carve_out_counts_only_that() -> None:
    budget = Budget.from_reading(APU, APU_READING, margin=0, backend="rocm",
                                 rocm_bytes=536870912)
    assert budget is not None and budget.free_bytes == CARVE_FREE
    assert "this kernel gives ROCm no GTT; Vulkan could use 10.6 GiB more" in str(budget.counted)


def test_rocm_on_a_kernel_that_gives_it_gtt_counts_up_to_the_kernels_figure() -> None:
    # kfd sizes ROCm's pool at 8 GiB (a ttm limit lower than the GTT's)
    budget = Budget.from_reading(APU, APU_READING, margin=0, backend="rocm",
                                 rocm_bytes=8 * GIB)
    assert budget is not None
    assert budget.free_bytes == 8 * GIB - 498073600 - 5021212672
    assert "up to the 8.0 GiB this kernel gives ROCm" in str(budget.counted)
    roomy = Budget.from_reading(APU, APU_READING, margin=0, backend="rocm", rocm_bytes=64 * GIB)
    assert roomy is not None and roomy.free_bytes == CARVE_FREE + GTT_FREE  # never past GTT


def test_rocm_whose_share_cannot_be_read_counts_the_carve_out_and_says_why() -> None:
    budget = Budget.from_reading(APU, APU_READING, margin=0, backend="rocm")
    assert budget is not None and budget.free_bytes == CARVE_FREE
    assert "how much memory this kernel gives ROCm could not be read" in str(budget.counted)


def test_a_backend_not_chosen_yet_counts_what_both_can_use() -> None:
    only_carve = Budget.from_reading(APU, APU_READING, margin=0, backend="auto")
    assert only_carve is not None and only_carve.backend == "unknown"
    assert only_carve.free_bytes == CARVE_FREE and "both Vulkan and ROCm" in str(
        only_carve.counted)
    both = Budget.from_reading(APU, APU_READING, margin=0, rocm_bytes=64 * GIB)
    assert both is not None and both.free_bytes == CARVE_FREE + GTT_FREE


def test_a_missing_gtt_file_counts_the_carve_out_for_vulkan_and_says_so() -> None:
    reading = GpuReading("drm:card0", vram_used=498073600, vram_total=536870912)
    budget = Budget.from_reading(APU, reading, margin=0, backend="vulkan")
    assert budget is not None and budget.free_bytes == CARVE_FREE
    assert "the GTT size could not be read" in str(budget.counted)


def test_a_dgpu_counts_its_vram_on_every_backend_without_words() -> None:
    reading = GpuReading("drm:card1", vram_used=4 * GIB, vram_total=24 * GIB)
    for backend in ("vulkan", "rocm", "unknown"):
        budget = Budget.from_reading(XTX, reading, backend=backend, rocm_bytes=2 * GIB)
        assert budget is not None and budget.free_bytes == 19 * GIB and budget.counted is None


def test_the_plan_says_which_memory_it_counted() -> None:
    memory = ModelMemory((100 * MIB,) * 4, 10 * MIB, False, 10 * MIB, (1024,) * 4,
                         1000, 512, 8, 4096)
    figures = Measured(4096, memory.kv_bytes(4096), 50 * MIB, 10 * MIB)
    budget = Budget.from_reading(APU, APU_READING, backend="vulkan")
    assert budget is not None
    plan = plan_placement(memory, figures, budget.free_bytes, n_ctx=4096)
    said = str(describe(plan, budget.gpu_name, counted=budget.counted))
    assert said.startswith("fits: 5/5 layers on AMD Radeon 780M (") and said.endswith(
        "(counted for Vulkan: the free carve-out, 37.0 MiB, and the free GTT, 10.6 GiB of its "
        "15.3 GiB limit)")
