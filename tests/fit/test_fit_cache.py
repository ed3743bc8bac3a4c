"""Dry runs through the cache, and of Hub files before download (header by range requests,
sparse copy, dry run), split files included, against the local Hub stand-in."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from gguf import GGUFWriter

from amdchat.engine.load_params import load_params
from amdchat.fit.cache import _FIELDS, DryRunCache, DryRunKey, local_identity
from amdchat.fit.measure import DryRunner
from amdchat.hub import api
from amdchat.model_memory import local_memory
from amdchat.plan.sides import measured_sides
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.tiny_gguf import tiny_gguf, write_tiny_llama

PARAMS = load_params(256, 0, "cpu")


def _figures(event: dict) -> dict:  # type: ignore[type-arg]
    return {name: event[name] for name in ("buffers", "kv_mib", "compute_mib")}


def tiny_split(folder: Path, width: int = 256, blocks: int = 2) -> list[Path]:
    """A small random-weight llama written in three shards (-0000N-of-00003.gguf)."""
    writer = GGUFWriter(str(folder / "split-F32.gguf"), "llama", split_max_tensors=8)
    write_tiny_llama(writer, blocks, width, seed=1, scale=1.0)
    return sorted(folder.glob("split-F32-*.gguf"))


def test_cache_answers_until_the_file_or_params_change(tmp_path: Path) -> None:
    model = tiny_gguf(tmp_path / "tiny-F32.gguf")
    cache = DryRunCache(tmp_path / "cache")
    with DryRunner(cache, "cpu") as runner:
        first = runner.local(model, PARAMS)
        kept = {name: first[name] for name in _FIELDS}
        assert runner.local(model, PARAMS) == json.loads(json.dumps(kept))
        assert runner.measured == 1
        assert first["buffers"]["CPU"]["context"] > 0  # llama.cpp's own KV figure
        runner.local(model, load_params(128, 0, "cpu"))  # other params: measured
        assert runner.measured == 2
        stat = model.stat()
        os.utime(model, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # the file changed
        runner.local(model, PARAMS)
        assert runner.measured == 3
        entry = cache._path(DryRunKey(local_identity(model), runner._backend_key(),
                                      runner.device, PARAMS))
        entry.write_text("{not json")
        runner.local(model, PARAMS)  # an unreadable entry is measured again, and kept aside
        assert runner.measured == 4
        assert list(cache.folder.glob(f"{entry.name}.corrupt-*"))
    with DryRunner(cache, "cpu") as later:  # the next run of the app: no worker at all
        assert _figures(later.local(model, PARAMS)) == _figures(first)
        assert later.measured == 0 and later._engine is None
    other_device = DryRunKey(local_identity(model), "vulkan|x|1", "0|Radeon", PARAMS)
    assert cache.get(other_device) is None


@pytest.mark.slow
def test_hub_file_is_measured_from_its_header_like_the_local_file(
        hub: HubEmulator, model_path: Path, tmp_path: Path) -> None:
    served = HubFile(model_path)
    hub.add(HubRepo("google/gemma-3-270m-GGUF", {"gemma-3-270m-Q4_K_M.gguf": served}))
    quant = api.repo_files("google/gemma-3-270m-GGUF").quants[0]
    params = load_params(4096, 0, "cpu")
    with DryRunner(DryRunCache(tmp_path / "cache"), "cpu") as runner:
        remote = runner.remote("google/gemma-3-270m-GGUF", quant.files, params)
        local = runner.local(model_path, params)
    assert _figures(remote) == _figures(local)
    assert served.sent < model_path.stat().st_size // 10  # the header, not the weights
    _, host = measured_sides(remote, local_memory(model_path), params)
    assert host.weights_bytes > 200 * 2**20


def test_split_hub_model_is_measured_from_every_shard(hub: HubEmulator,
                                                      tmp_path: Path) -> None:
    shards = tiny_split(tmp_path)
    assert len(shards) == 3
    hub.add(HubRepo("org/split-GGUF", {f"F32/{p.name}": HubFile(p) for p in shards}))
    quant = api.repo_files("org/split-GGUF").quants[0]
    assert len(quant.files) == 3
    cache = DryRunCache(tmp_path / "cache")
    with DryRunner(cache, "cpu") as runner:
        remote = runner.remote("org/split-GGUF", quant.files, PARAMS)
        local = runner.local(shards[0], PARAMS)
        assert runner.remote("org/split-GGUF", quant.files, PARAMS) == json.loads(
            json.dumps({name: remote[name] for name in _FIELDS}))
        assert runner.measured == 2  # the second Hub call came from the cache
    assert _figures(remote) == _figures(local)
    assert remote["memory"] == local["memory"]  # the header of every shard, either way
    weights = sum(b["model"] for b in remote["buffers"].values())
    assert weights >= sum(p.stat().st_size for p in shards) - 3 * 2**20  # all three shards


def test_fit_command_dry_runs_a_hub_quant_before_download(
        hub: HubEmulator, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from amdchat.cli import main

    model = tiny_gguf(tmp_path / "tiny-F32.gguf")
    hub.add(HubRepo("org/tiny-GGUF", {"tiny-F32.gguf": HubFile(model)}))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(Path(__file__).parent.parent / "data" /
                                                 "sysfs" / "no-gpu-24g"))
    argv = ["fit", "org/tiny-GGUF", "F32", "--ctx", "256", "--dry-run", "--json"]
    assert main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["source"], result["target"], result["verdict"]) == ("dry_run", "cpu", "full")
    assert result["host"]["kv_bytes"] == 2 * 256 * 256 * 2 * 2  # 2 layers, K and V, f16
    assert len(list(Path(os.environ["AMDCHAT_HOME"], "cache", "dry-run").glob("*.json"))) == 1


def test_fit_names_the_largest_quantization_that_would_fit(
        hub: HubEmulator, tiny_models: dict[str, Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    """A Hub quantization that does not fit whole: the answer names the largest of the same
    repository that does (each judged from its own header, by the same plan)."""
    from amdchat.cli import main

    hub.add(HubRepo("org/tiny-GGUF", {f"tiny-{q}.gguf": HubFile(p)
                                      for q, p in tiny_models.items()}))
    common = ["--ctx", "256", "--backend", "vulkan", "--gpu-margin", "0", "--estimate",
              "--json"]

    def need(quant: str, free_gib: float) -> dict:  # type: ignore[type-arg]
        assert main(["fit", "org/tiny-GGUF", quant, "--vram-free", str(free_gib),
                     *common]) == 0
        return dict(json.loads(capsys.readouterr().out))

    sizes = {q: need(q, 64.0)["gpu"] for q in ("F16", "Q8_0", "Q4_0")}
    totals = {q: s["weights_bytes"] + s["kv_bytes"] + s["compute_bytes"]
              for q, s in sizes.items()}
    assert totals["Q4_0"] < totals["Q8_0"] < totals["F16"]
    between = (totals["Q8_0"] + totals["F16"]) / 2 / 2**30
    result = need("F16", between)
    assert result["verdict"] != "full" and result["largest_that_fits"] == "Q8_0"
    roomy = need("F16", 64.0)
    assert roomy["verdict"] == "full" and roomy["largest_that_fits"] is None
