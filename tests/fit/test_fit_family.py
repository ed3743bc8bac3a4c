"""Quantizations of one model share one dry run: KV and compute buffers do not depend on
the weights' type (measured here, per buffer type), and the figures derived from another
quantization's dry run and a file's own header equal that file's own dry run, CPU repack
buffer included."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.engine.load_params import LoadParams, load_params
from amdchat.fit.cache import DryRunCache
from amdchat.fit.family import family_signature
from amdchat.fit.measure import DryRunner
from amdchat.gguf import read_local_header
from amdchat.hub import api
from amdchat.session.blocking import BlockingEngine
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.tiny_gguf import tiny_gguf
from tests.helpers.vulkan import vulkan_backend

# in this order, every (type, shape) of Q4_K_S and Q5_K_S was measured before them (in
# Q4_K_M and Q5_K_M): those two are derived, the others bring new ones
QUANTS = ("Q4_K_M", "Q5_K_M", "Q4_K_S", "Q5_K_S", "Q6_K", "Q4_0", "Q8_0", "F16")
CPU_PARAMS = (load_params(256, 0, "cpu"),
              load_params(512, 0, "cpu", kv_type="q8_0", flash_attn=True))


@pytest.fixture(scope="session")
def tiny_family(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One tiny random-weight llama (the same weights) at several quantization types."""
    root = tmp_path_factory.mktemp("family")
    return {q: tiny_gguf(root / f"tiny-{q}.gguf", q) for q in QUANTS}


def _dry_runs(files: dict[str, Path], params: LoadParams, backend: str = "cpu",
              gpu_device: int = -1) -> dict[str, dict]:  # type: ignore[type-arg]
    with BlockingEngine() as engine:
        engine.start(backend, gpu_device)
        return {q: dict(engine.dry_run(path, params=params)) for q, path in files.items()}


def _kv_and_compute(event: dict) -> dict:  # type: ignore[type-arg]
    return {name: (sizes["context"], sizes["compute"])
            for name, sizes in event["buffers"].items() if sizes["context"] or sizes["compute"]}


def _weights(event: dict) -> dict:  # type: ignore[type-arg]
    return {name: sizes["model"] for name, sizes in event["buffers"].items() if sizes["model"]}


def _assert_only_weights_differ(events: dict[str, dict]) -> None:  # type: ignore[type-arg]
    first = next(iter(events.values()))
    for quant, event in events.items():
        assert _kv_and_compute(event) == _kv_and_compute(first), quant
        assert event["output_mib"] == first["output_mib"], quant
    assert len({tuple(sorted(_weights(e).items())) for e in events.values()}) == len(events)


@pytest.mark.parametrize("params", CPU_PARAMS, ids=["f16", "q8_0-flash"])
def test_kv_and_compute_do_not_depend_on_the_weights_type_on_the_cpu(
        tiny_family: dict[str, Path], params: LoadParams) -> None:
    events = _dry_runs(tiny_family, params)
    _assert_only_weights_differ(events)
    assert any("CPU_REPACK" in e["buffers"] for e in events.values())  # some types repacked
    assert len({family_signature(read_local_header(p)) for p in tiny_family.values()}) == 1


@pytest.mark.parametrize("params", CPU_PARAMS, ids=["f16", "q8_0-flash"])
def test_every_quantization_from_few_dry_runs_equals_its_own_dry_run(
        hub: HubEmulator, tiny_family: dict[str, Path], tmp_path: Path,
        params: LoadParams) -> None:
    hub.add(HubRepo("org/tiny-GGUF", {p.name: HubFile(p) for p in tiny_family.values()}))
    listed = {q.first_file.path: q for q in api.repo_files("org/tiny-GGUF").quants}
    quants = [listed[f"tiny-{name}.gguf"] for name in QUANTS]
    own = _dry_runs({q.first_file.path: tiny_family[q.first_file.path[5:-5]] for q in quants},
                    params)
    with DryRunner(DryRunCache(tmp_path / "cache"), "cpu") as runner:
        shared = {q.first_file.path: runner.remote("org/tiny-GGUF", q.files, params)
                  for q in quants}
        assert (runner.measured, runner.derived) == (len(QUANTS) - 2, 2)
    for name, event in shared.items():
        assert event["buffers"] == own[name]["buffers"], name
        assert event["output_mib"] == own[name]["output_mib"], name


def test_a_repository_of_one_model_costs_one_dry_run(
        hub: HubEmulator, tiny_family: dict[str, Path], tmp_path: Path) -> None:
    """Same weights types (as the benchmark's 12 names for one file): one dry run."""
    model = tiny_family["Q4_K_M"]
    hub.add(HubRepo("org/same-GGUF", {f"same-{q}.gguf": HubFile(model) for q in QUANTS}))
    quants = api.repo_files("org/same-GGUF").quants
    with DryRunner(DryRunCache(tmp_path / "cache"), "cpu") as runner:
        events = [runner.remote("org/same-GGUF", q.files, CPU_PARAMS[0]) for q in quants]
        assert (runner.measured, runner.derived) == (1, len(QUANTS) - 1)
    assert all(e["buffers"] == events[0]["buffers"] for e in events)


@pytest.mark.slow
def test_kv_and_compute_do_not_depend_on_the_weights_type_on_vulkan(
        tiny_family: dict[str, Path], hub: HubEmulator, tmp_path: Path) -> None:
    """Lavapipe (GGML_VK_VISIBLE_DEVICES=0), every layer offloaded; and the figures derived
    from one dry run equal each file's own."""
    vulkan_backend()
    params = load_params(512, -1, "vulkan")
    events = _dry_runs(tiny_family, params, "vulkan", 0)
    assert all("Vulkan0" in e["buffers"] for e in events.values())
    _assert_only_weights_differ(events)
    hub.add(HubRepo("org/tiny-GGUF", {p.name: HubFile(p) for p in tiny_family.values()}))
    with DryRunner(DryRunCache(tmp_path / "cache"), "vulkan", 0, "lavapipe") as runner:
        for quant in api.repo_files("org/tiny-GGUF").quants:
            event = runner.remote("org/tiny-GGUF", quant.files, params)
            assert event["buffers"] == events[quant.first_file.path[5:-5]]["buffers"]
        assert runner.measured == 1  # on a GPU the host keeps only the embeddings
