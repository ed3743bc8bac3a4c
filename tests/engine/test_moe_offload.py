"""A mixture-of-experts model on Vulkan (Mesa's lavapipe) with the experts of some
layers in system RAM: llama.cpp really puts them there, the dry run foretells every
device's weights, and a reply comes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from amdchat.engine.placement import host_device
from amdchat.gguf import read_local_header
from amdchat.plan.placement import Offload
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers.moe_model import MoeShape
from tests.helpers.vulkan import vulkan_backend, vulkan_missing

pytestmark = pytest.mark.slow
MIB = 2**20
SHAPE = MoeShape()
Measure = Callable[[int], tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def lavapipe() -> Iterator[BlockingEngine]:
    vulkan_backend()
    with BlockingEngine() as engine:
        devices = engine.start("vulkan", gpu_device=0)["devices"]
        if not any("llvmpipe" in d["description"] for d in devices):
            vulkan_missing("Mesa lavapipe is not installed (apt-get install mesa-vulkan-drivers)")
        yield engine


def _spec(path: Path, n_cpu_moe: int) -> ModelSpec:
    return ModelSpec(path, backend="vulkan", gpu_device=0, n_ctx=256,
                     offload=Offload("experts", cpu_moe=n_cpu_moe))


@pytest.fixture(scope="module")
def measured(lavapipe: BlockingEngine, moe_model_path: Path) -> Measure:
    """n_cpu_moe -> (dry-run event, loaded event), each load made once."""
    done: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}

    def measure(n_cpu_moe: int) -> tuple[dict[str, Any], dict[str, Any]]:
        if n_cpu_moe not in done:
            spec = _spec(moe_model_path, n_cpu_moe)
            dry = dict(lavapipe.dry_run(moe_model_path, params=spec.params("vulkan")))
            done[n_cpu_moe] = dry, dict(lavapipe.load(spec, timeout=600))
        return done[n_cpu_moe]

    return measure


def predicted_bytes(dry: dict[str, Any]) -> dict[str, int]:
    """Model bytes per device from the dry run's breakdown (buffer types to devices)."""
    per_device: dict[str, int] = {}
    for buffer_type, sizes in dry["buffers"].items():
        if sizes["model"]:
            device = host_device(buffer_type)
            per_device[device] = per_device.get(device, 0) + sizes["model"]
    return per_device


def loaded_bytes(loaded: dict[str, Any]) -> dict[str, float]:
    return {device: mib * MIB for device, mib in loaded["placement"]["model_mib"].items()}


@pytest.mark.parametrize("n_cpu_moe", [0, 3, SHAPE.n_layer])
def test_the_dry_run_foretells_each_device_within_1_percent(measured: Measure,
                                                             n_cpu_moe: int) -> None:
    dry, loaded = measured(n_cpu_moe)
    predicted, real = predicted_bytes(dry), loaded_bytes(loaded)
    assert set(real) == set(predicted) == {"CPU", "Vulkan0"}
    for device, n_bytes in predicted.items():
        assert real[device] == pytest.approx(n_bytes, rel=0.01), (device, dry, loaded)
    assert loaded["experts_in_ram_layers"] == dry["experts_in_ram_layers"] == n_cpu_moe
    assert loaded["placement"]["experts_in_ram_layers"] == n_cpu_moe
    assert loaded["experts_in_ram_bytes"] == n_cpu_moe * SHAPE.expert_bytes_per_layer


def test_without_experts_in_ram_the_whole_model_is_on_the_gpu(measured: Measure,
                                                               moe_model_path: Path) -> None:
    """All but the input embedding table, which llama.cpp always keeps on the host."""
    _, loaded = measured(0)
    header = read_local_header(moe_model_path)
    table = next(t.n_bytes for t in header.tensors if t.name == "token_embd.weight")
    everything = sum(t.n_bytes for t in header.tensors)
    real = loaded_bytes(loaded)
    assert real["Vulkan0"] == pytest.approx(everything - table, rel=0.01)
    assert real["CPU"] == pytest.approx(table, rel=0.01)
    assert loaded["tensor_overrides"] == [] and loaded["expert_offload_problem"] is None


def test_all_experts_in_ram_take_their_bytes_off_the_gpu(measured: Measure) -> None:
    whole, all_in_ram = loaded_bytes(measured(0)[1]), loaded_bytes(measured(SHAPE.n_layer)[1])
    experts = SHAPE.n_layer * SHAPE.expert_bytes_per_layer
    assert whole["Vulkan0"] - all_in_ram["Vulkan0"] == pytest.approx(experts, rel=0.01)
    assert all_in_ram["CPU"] - whole["CPU"] == pytest.approx(experts, rel=0.01)
    assert all_in_ram["Vulkan0"] < 0.05 * whole["Vulkan0"]  # experts are 96 % of it


def test_a_reply_comes_with_the_experts_of_three_layers_in_ram(
        lavapipe: BlockingEngine, moe_model_path: Path) -> None:
    loaded = lavapipe.load(_spec(moe_model_path, 3), timeout=600)
    assert loaded["experts_in_ram_layers"] == 3
    done = lavapipe.chat([{"role": "user", "content": "Hello"}],
                         {"max_tokens": 4, "temperature": 0.0, "seed": 1})
    assert done["reply"] and done["stats"]["generated_tokens"] > 0


def test_a_model_without_experts_loads_by_layers_and_says_why(lavapipe: BlockingEngine,
                                                              model_path: Path) -> None:
    loaded = lavapipe.load(_spec(model_path, 4), timeout=600)
    assert loaded["experts_in_ram_layers"] == 0 and loaded["tensor_overrides"] == []
    assert loaded["placement"]["model_mib"]["Vulkan0"] > 10  # the layers went to the device
    problem = loaded["expert_offload_problem"]
    assert problem["template"].startswith("This {architecture} model has no expert tensors")
    assert problem["fields"] == {"architecture": "gemma3"}
