"""The vision projector's bytes in the sides a plan and a fit start from."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from amdchat.engine.load_params import load_params
from amdchat.model_memory import local_memory
from amdchat.plan.placement import plan_on_cpu, plan_placement
from amdchat.plan.sides import estimated_sides, measured, measured_sides
from tests.helpers.tiny_projector import tiny_projector


def test_the_projector_counts_on_the_side_it_runs_on(tiny_models: dict[str, Path],
                                                     tmp_path: Path) -> None:
    memory = local_memory(tiny_models["Q8_0"])
    projector = tiny_projector(tmp_path / "mmproj-F16.gguf")
    size = projector.stat().st_size
    for layers in (-1, 0):
        alone = load_params(256, layers)
        seeing = dataclasses.replace(alone, mmproj=str(projector))
        (gpu, host), (gpu_v, host_v) = (estimated_sides(memory, alone),
                                         estimated_sides(memory, seeing))
        side, other = ((gpu, gpu_v), (host, host_v)) if layers else ((host, host_v),
                                                                      (gpu, gpu_v))
        assert side[1].weights_bytes - side[0].weights_bytes == size
        assert other[1] == other[0]


def test_a_plan_and_a_dry_run_count_it(tiny_models: dict[str, Path], tmp_path: Path) -> None:
    memory = local_memory(tiny_models["Q8_0"])
    projector = tiny_projector(tmp_path / "mmproj-F16.gguf")
    size = projector.stat().st_size
    alone = load_params(256, -1)
    seeing = dataclasses.replace(alone, mmproj=str(projector))
    gpu_plans = [plan_placement(memory, measured(memory, p), 2**30) for p in (alone, seeing)]
    assert gpu_plans[1].gpu.total - gpu_plans[0].gpu.total == size
    cpu = [dataclasses.replace(p, n_gpu_layers=0) for p in (alone, seeing)]
    cpu_plans = [plan_on_cpu(memory, measured(memory, p), None) for p in cpu]
    assert cpu_plans[1].host.total - cpu_plans[0].host.total == size
    event = {"buffers": {"Vulkan0": {"model": 10 * 2**20, "context": 2**20, "compute": 2**21}}}
    assert measured_sides(event, memory, seeing)[0].weights_bytes - \
        measured_sides(event, memory, alone)[0].weights_bytes == size


def test_a_missing_projector_counts_nothing(tiny_models: dict[str, Path],
                                            tmp_path: Path) -> None:
    memory = local_memory(tiny_models["Q8_0"])
    params = dataclasses.replace(load_params(256, -1), mmproj=str(tmp_path / "gone.gguf"))
    assert estimated_sides(memory, params) == estimated_sides(memory, load_params(256, -1))
