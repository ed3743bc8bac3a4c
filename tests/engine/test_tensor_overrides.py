"""Which tensors a load keeps in system RAM: the expert pattern, the layers it names, and
the models whose experts it does not recognise (amdchat.engine.tensor_overrides)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from gguf import GGUFWriter

from amdchat.engine.load_params import LoadParams, load_params
from amdchat.engine.tensor_overrides import (
    CPU,
    expert_layers_in_ram,
    expert_pattern,
    local_experts,
    plan_for_file,
    plan_overrides,
)
from tests.helpers.moe_model import MoeShape


@pytest.mark.parametrize("name", [
    "blk.3.ffn_gate_exps.weight", "blk.3.ffn_up_exps.weight", "blk.3.ffn_down_exps.weight",
    "blk.3.ffn_gate_up_exps.weight", "blk.3.ffn_down_chexps.weight", "blk.3.ffn_up_exps.bias"])
def test_the_pattern_takes_every_expert_tensor_of_its_layer(name: str) -> None:
    assert re.search(expert_pattern(3), name)


@pytest.mark.parametrize("name", [
    "blk.13.ffn_gate_exps.weight", "blk.31.ffn_up_exps.weight", "blk.3.ffn_up_shexp.weight",
    "blk.3.ffn_gate_inp.weight", "blk.3.ffn_up.weight", "blk.3.attn_q.weight"])
def test_the_pattern_leaves_other_layers_and_shared_weights(name: str) -> None:
    assert not re.search(expert_pattern(3), name)


@pytest.mark.parametrize(("n_cpu_moe", "n_gpu_layers", "layers"), [
    (3, -1, range(0, 3)),  # every layer on the GPU: the first three, as --n-cpu-moe 3
    (3, 9, range(0, 3)),  # 8 layers and the output: all of them
    (20, -1, range(0, 8)),  # more than there are: all
    (3, 5, range(4, 7)),  # layers 4-7 on the GPU: the first three of those
    (3, 2, range(7, 8)),
    (3, 1, range(0)),  # only the output layer on the GPU: no layer's experts to keep
    (3, 0, range(0)),
    (0, -1, range(0)),
])
def test_experts_in_ram_are_those_of_the_first_layers_on_the_gpu(
        n_cpu_moe: int, n_gpu_layers: int, layers: range) -> None:
    assert expert_layers_in_ram(n_cpu_moe, n_gpu_layers, 8) == tuple(layers)


def test_layers_without_experts_are_not_counted() -> None:
    """GLM-4.5 and DeepSeek begin with dense layers: 'experts of 2 layers' means two
    layers that have experts."""
    assert expert_layers_in_ram(2, -1, 8, with_experts=range(1, 8)) == (1, 2)
    assert expert_layers_in_ram(2, 5, 8, with_experts={0, 1, 5, 7}) == (5, 7)


def test_the_test_model_experts_are_recognised_layer_by_layer(moe_model_path: Path) -> None:
    experts, n_layer = local_experts(moe_model_path)
    shape = MoeShape()
    assert n_layer == shape.n_layer and experts.expert_count == shape.n_expert
    assert experts.layer_bytes == {i: shape.expert_bytes_per_layer for i in range(n_layer)}
    assert experts.unrecognised_text() is None


def test_the_plan_keeps_one_cpu_override_per_layer(moe_model_path: Path) -> None:
    plan = plan_for_file(load_params(4096, -1, n_cpu_moe=3), moe_model_path)
    assert plan.overrides == [(rf"blk\.{i}\.ffn_(up|down|gate|gate_up)_(ch|)exps", CPU)
                              for i in range(3)]
    assert plan.expert_bytes == 3 * MoeShape().expert_bytes_per_layer
    assert plan.problem is None
    assert json.loads(json.dumps(plan.as_dict()))["experts_in_ram_layers"] == 3


def test_params_with_overrides_travel_as_json() -> None:
    params = LoadParams(**{**load_params(4096, -1, n_cpu_moe=2).as_dict(),
                           "tensor_overrides": [[r"blk\.7\.ffn_up_exps", "CPU"]]})
    again = LoadParams.from_request(json.loads(json.dumps(params.as_dict())))
    assert again == params and again.tensor_overrides == ((r"blk\.7\.ffn_up_exps", "CPU"),)
    assert load_params(4096, -1, "cpu", n_cpu_moe=4).n_cpu_moe == 0  # nothing to keep off


def test_a_load_with_overrides_maps_no_file(moe_model_path: Path, model_path: Path) -> None:
    """Then llama.cpp's host buffer holds the overridden tensors' bytes, as the dry run
    says, not the span of the file from the first to the last of them."""
    asked = load_params(4096, -1, n_cpu_moe=2)
    assert plan_for_file(asked, moe_model_path).llama_kwargs() == {"use_mmap": False}
    assert plan_for_file(load_params(4096, -1), moe_model_path).llama_kwargs() == {
        "use_mmap": True}
    assert plan_for_file(asked, model_path).llama_kwargs() == {"use_mmap": True}  # no experts


def _model_with_tensors(path: Path, architecture: str, names: list[str],
                        expert_count: int) -> Path:
    writer = GGUFWriter(str(path), architecture)
    writer.add_block_count(1)
    writer.add_context_length(256)
    if expert_count:
        writer.add_expert_count(expert_count)
    for name in names:
        writer.add_tensor(name, np.zeros((4, 32), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def test_experts_under_names_it_does_not_know_fall_back_to_a_layer_split(
        tmp_path: Path) -> None:
    path = _model_with_tensors(tmp_path / "future.gguf", "futuremoe",
                               ["blk.0.attn_q.weight", "blk.0.moe_experts_w1.weight"], 8)
    experts, n_layer = local_experts(path)
    plan = plan_overrides(load_params(4096, -1, n_cpu_moe=1), experts, n_layer)
    assert plan.overrides == [] and plan.expert_layers == ()
    assert plan.problem is not None
    assert str(plan.problem) == (
        "This futuremoe model is a mixture of experts, but amdchat does not recognise the "
        "names of its expert tensors, so it cannot keep them in system RAM: it splits the "
        "model by whole layers instead.")


def test_a_dense_model_has_no_experts_to_keep(model_path: Path) -> None:
    plan = plan_for_file(load_params(4096, -1, n_cpu_moe=4), model_path)
    assert plan.overrides == [] and plan.problem is not None
    assert str(plan.problem).startswith("This gemma3 model has no expert tensors")
