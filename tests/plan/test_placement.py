"""The placement plan on models described layer by layer: llama.cpp's --fit order."""

from __future__ import annotations

import dataclasses

import pytest

from amdchat.model_memory import ModelMemory
from amdchat.plan.placement import (
    CONTEXT_FLOOR,
    Measured,
    Offload,
    plan_on_cpu,
    plan_placement,
)
from amdchat.plan.words import describe

MIB = 2**20


def moe_model(n_layers: int = 8, dense: int = 40 * MIB, experts: int = 200 * MIB,
              kv_per_token: int = 4096, n_expert: int = 8, used: int = 2,
              context_train: int = 65536) -> ModelMemory:
    return ModelMemory(
        layer_bytes=(dense + experts,) * n_layers, output_bytes=100 * MIB, tied_output=False,
        host_only_bytes=100 * MIB, kv_bytes_per_token=(kv_per_token,) * n_layers,
        n_vocab=32000, n_embd=2048, n_head=16, context_train=context_train,
        expert_bytes=(experts,) * n_layers if experts else (), n_expert=n_expert,
        n_expert_used=used)


def dense_model(n_layers: int = 8, layer: int = 240 * MIB) -> ModelMemory:
    return moe_model(n_layers, dense=layer, experts=0, n_expert=0, used=0)


def at(memory: ModelMemory, n_ctx: int, compute: int = 300 * MIB) -> Measured:
    return Measured(n_ctx, memory.kv_bytes(n_ctx), compute, 50 * MIB, source="dry_run")


def test_everything_on_the_gpu_when_it_fits() -> None:
    memory = moe_model()
    plan = plan_placement(memory, at(memory, 4096), 4 * 1024 * MIB, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.n_cpu_moe, plan.fits) == ("full", 9, 0, True)
    assert plan.gpu.total <= 4 * 1024 * MIB
    assert plan.gpu.weights == 8 * 240 * MIB + 100 * MIB
    assert plan.host.weights == 100 * MIB  # the input embeddings only


def test_experts_of_the_first_layers_go_to_ram_until_the_rest_fits() -> None:
    memory = moe_model()
    measured = at(memory, 4096)
    whole = plan_placement(memory, measured, None, n_ctx=4096).gpu.total
    budget = whole - 450 * MIB  # three layers' experts (200 MiB each) must leave
    plan = plan_placement(memory, measured, budget, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.n_cpu_moe) == ("experts", 9, 3)
    assert plan.gpu.total <= budget < plan.gpu.total + 200 * MIB
    assert plan.host.experts == 3 * 200 * MIB
    assert plan.gpu.experts == 5 * 200 * MIB


def test_a_moe_model_too_big_even_without_experts_splits_whole_layers() -> None:
    memory = moe_model()
    measured = at(memory, 4096)
    # llama.cpp's n_gpu_layers 3: the output layer (100 MiB) and the last 2 layers
    budget = 300 * MIB + 100 * MIB + 2 * (40 * MIB + memory.kv_bytes(4096) // 8) + 10 * MIB
    plan = plan_placement(memory, measured, budget, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.n_cpu_moe) == ("layers", 3, 8)
    assert plan.gpu.experts == 0 and plan.gpu.total <= budget


def test_a_dense_model_splits_whole_layers() -> None:
    memory = dense_model()
    measured = at(memory, 4096)
    budget = 300 * MIB + 100 * MIB + 4 * (240 * MIB + memory.kv_bytes(4096) // 8) + MIB
    plan = plan_placement(memory, measured, budget, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.n_cpu_moe) == ("layers", 5, 0)


def test_nothing_fits_runs_on_the_cpu() -> None:
    memory = dense_model()
    plan = plan_placement(memory, at(memory, 4096), 100 * MIB, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.gpu.weights) == ("cpu", 0, 0)
    assert plan.gpu.compute == 300 * MIB  # a GPU backend keeps its compute buffer


def test_an_automatic_context_shrinks_before_anything_leaves_the_gpu() -> None:
    memory = moe_model(kv_per_token=64 * 1024)  # 0.5 MiB per token: context is costly
    measured = at(memory, 32768)
    at_8k = plan_placement(memory, measured, None, n_ctx=8192).gpu.total
    plan = plan_placement(memory, measured, at_8k + 100 * 1024, n_ctx=None)
    assert (plan.verdict, plan.n_ctx, plan.context_reduced) == ("full", 8192, True)


def test_an_automatic_context_stops_at_the_floor_then_offloads() -> None:
    memory = moe_model(kv_per_token=64 * 1024)
    measured = at(memory, 32768)
    at_floor = plan_placement(memory, measured, None, n_ctx=CONTEXT_FLOOR).gpu.total
    plan = plan_placement(memory, measured, at_floor - 300 * MIB, n_ctx=None)
    assert plan.n_ctx == CONTEXT_FLOOR and plan.verdict == "experts" and plan.n_cpu_moe == 2


def test_an_unknown_budget_offers_every_layer_and_says_so() -> None:
    memory = moe_model()
    plan = plan_placement(memory, at(memory, 4096), None, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.budget_bytes) == ("unknown", 9, None)


def test_a_manual_choice_is_judged_not_changed() -> None:
    memory = moe_model()
    measured = at(memory, 4096)
    small = 1024 * MIB
    everything = plan_placement(memory, measured, small, n_ctx=4096, offload=Offload("all"))
    assert (everything.n_gpu_layers, everything.fits) == (9, False)
    experts = plan_placement(memory, measured, small, n_ctx=4096,
                             offload=Offload("experts", cpu_moe=8))
    assert (experts.n_cpu_moe, experts.verdict, experts.fits) == (8, "experts", True)
    layers = plan_placement(memory, measured, small, n_ctx=4096, offload=Offload("layers", 2))
    assert (layers.n_gpu_layers, layers.verdict, layers.fits) == (2, "layers", True)


def test_unrecognised_experts_fall_back_to_a_layer_split_and_say_so() -> None:
    memory = moe_model(experts=0, n_expert=8, dense=240 * MIB)
    measured = at(memory, 4096)
    budget = 300 * MIB + 100 * MIB + 4 * (240 * MIB + memory.kv_bytes(4096) // 8) + MIB
    plan = plan_placement(memory, measured, budget, n_ctx=4096)
    assert plan.notes == ("experts_unrecognised",)
    assert (plan.verdict, plan.n_gpu_layers, plan.n_cpu_moe) == ("layers", 5, 0)


def test_the_cpu_backend_plans_in_system_ram() -> None:
    memory = dense_model()
    plan = plan_on_cpu(memory, at(memory, 4096, compute=0), 8 * 1024 * MIB, n_ctx=4096)
    assert (plan.verdict, plan.n_gpu_layers, plan.fits, plan.gpu.total) == ("cpu", 0, True, 0)
    assert plan.host.weights == memory.weights_bytes
    short = plan_on_cpu(memory, at(memory, 4096, compute=0), 1024 * MIB, n_ctx=4096)
    assert not short.fits


def test_an_unknown_offload_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown GPU offload"):
        Offload("most")


def test_what_stays_in_ram_must_fit_there() -> None:
    """Experts in RAM are real memory (a load with overrides maps no file)."""
    memory = moe_model()
    measured = at(memory, 4096)
    whole = plan_placement(memory, measured, None, n_ctx=4096).gpu.total
    budget = whole - 450 * MIB
    roomy = plan_placement(memory, measured, budget, n_ctx=4096, ram_bytes=64 * 1024 * MIB)
    assert roomy.fits and roomy.verdict == "experts"
    short = plan_placement(memory, measured, budget, n_ctx=4096, ram_bytes=300 * MIB)
    assert not short.fits and "ram" in short.notes
    assert str(describe(short, "GPU")).startswith("does not fit in system RAM")


def test_experts_asked_of_a_dense_model_say_there_are_none() -> None:
    memory = dense_model()
    plan = plan_placement(memory, at(memory, 4096), 64 * 1024 * MIB, n_ctx=4096,
                          offload=Offload("experts", cpu_moe=4))
    assert plan.n_cpu_moe == 0 and "no_experts" in plan.notes
    assert "no experts to keep in system RAM" in str(describe(plan, "GPU"))


def test_the_words_count_the_layers_whose_experts_really_stay_in_ram() -> None:
    memory = moe_model()
    plan = plan_placement(memory, at(memory, 4096), 64 * 1024 * MIB, n_ctx=4096,
                          offload=Offload("experts", cpu_moe=50))
    assert plan.n_cpu_moe == 8 and plan.experts_in_ram_layers == 8
    assert "experts of 8 layers in system RAM" in str(describe(plan, "GPU"))
    chosen_cpu = plan_placement(memory, at(memory, 4096), 64 * 1024 * MIB, n_ctx=4096,
                                offload=Offload("layers", 0))
    assert str(describe(chosen_cpu, "GPU", chosen=True)).startswith("runs on the CPU, as chosen")


def test_an_estimated_compute_buffer_follows_the_context_a_measured_one_stays() -> None:
    """The formula's compute buffer is known at every context; llama.cpp's measured one
    only where it was measured (the session measures again at a shortened context)."""
    memory = moe_model()
    estimated = Measured(32768, memory.kv_bytes(32768), memory.compute_bytes(32768), 0)
    at_floor = plan_placement(memory, estimated, None, n_ctx=CONTEXT_FLOOR)
    assert at_floor.gpu.compute == memory.compute_bytes(CONTEXT_FLOOR)
    assert at_floor.gpu.compute < estimated.gpu_compute
    measured = at(memory, 32768)
    assert plan_placement(memory, measured, None, n_ctx=CONTEXT_FLOOR).gpu.compute == \
        measured.gpu_compute


def test_the_session_measures_a_shortened_context_again_then_the_floor() -> None:
    from amdchat.session.placing import measure_again_at

    memory = moe_model(kv_per_token=64 * 1024)
    measured = at(memory, 32768)
    at_8k = plan_placement(memory, measured, None, n_ctx=8192).gpu.total
    shortened = plan_placement(memory, measured, at_8k + 100 * 1024, n_ctx=None)
    assert measure_again_at(shortened, None) == 8192
    assert measure_again_at(shortened, 8192) is None  # measured there, and it fits whole
    split = plan_placement(memory, measured, at_8k // 2, n_ctx=8192)
    split = dataclasses.replace(split, context_reduced=True)
    assert not split.all_on_gpu and measure_again_at(split, 8192) == CONTEXT_FLOOR
    assert measure_again_at(dataclasses.replace(split, n_ctx=CONTEXT_FLOOR),
                            CONTEXT_FLOOR) is None
    whole = plan_placement(memory, measured, None, n_ctx=None)
    assert measure_again_at(whole, None) is None  # not shortened: one dry run
