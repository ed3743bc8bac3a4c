"""The fit estimate: the real model's header, llama.cpp's dry run, recorded GPUs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from gguf import GGUFWriter

from amdchat.engine.load_params import load_params
from amdchat.fit.check import remote_memory
from amdchat.fit.estimate import GIB, Budget, estimate
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor
from amdchat.hub import api
from amdchat.model_memory import local_memory
from amdchat.plan.budget import gpu_budget
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo

TREES = Path(__file__).parent.parent / "data" / "sysfs"
MIB = 2**20


def test_weights_per_layer_match_what_llama_cpp_puts_on_the_gpu(model_path: Path) -> None:
    memory = local_memory(model_path)
    assert memory.n_layers == 18 and memory.tied_output
    # llama.cpp on Vulkan put 65.16 MiB on the device for all 19/19 layers (see placement)
    assert abs((sum(memory.layer_bytes) + memory.output_bytes) / MIB - 65.16) < 0.01
    assert abs(memory.host_only_bytes / MIB - 170.0) < 0.01  # the embedding table stays home
    assert memory.kv_bytes(4096, swa_full=True) == 72 * MIB
    # Gemma 3: layers 5, 11 and 17 keep the whole context, the 15 others a 512-token window
    # and a 512-token ubatch (1,024 cells)
    assert [i for i in range(18) if memory.kv_cells(i, 16384) == 16384] == [5, 11, 17]
    assert memory.kv_bytes(16384) == (3 * 16384 + 15 * 1024) * 1024 == 63 * MIB


@pytest.mark.slow
def test_dry_run_matches_a_real_load_and_the_formula(model_path: Path) -> None:
    """With full-size sliding-window caches the KV cache is the formula's."""
    with BlockingEngine() as session:
        session.start("cpu")
        dry = session.dry_run(model_path, params=load_params(4096, 0, swa_full=True))
        real = session.load(ModelSpec(model_path, backend="cpu", n_ctx=4096,
                                      swa_full=True))["placement"]
    assert dry["kv_mib"] == real["kv_mib"]["CPU"] == 72.0
    # the real load's CPU figure also holds the 1 MiB output buffer
    assert real["compute_mib"]["CPU"] - dry["compute_mib"]["CPU"] == 1.0
    assert local_memory(model_path).kv_bytes(4096, swa_full=True) == dry["kv_mib"] * MIB


@pytest.mark.slow
def test_sliding_window_caches_are_what_llama_cpp_allocates(model_path: Path) -> None:
    """Without swa_full (the app's default) the sliding-window layers keep their window:
    the formula is llama.cpp's allocation at every context, not a scaled guess."""
    memory = local_memory(model_path)
    with BlockingEngine() as session:
        session.start("cpu")
        for n_ctx in (768, 4096, 16384):
            dry = session.dry_run(model_path, params=load_params(n_ctx, 0))
            assert memory.kv_bytes(n_ctx) == dry["kv_mib"] * MIB, n_ctx


def test_verdicts_full_partial_none(model_path: Path) -> None:
    memory = local_memory(model_path)
    roomy = estimate(memory, 4096, Budget("big", 8 * GIB, "test"))
    assert roomy.verdict == "full" and roomy.gpu_layers == 19
    assert roomy.headroom_bytes == 8 * GIB - roomy.needed_bytes
    assert roomy.max_context_full == 32768  # capped by the model's training context
    per_layer = memory.layer_bytes[0] + memory.kv_bytes(4096, range(1))
    tight = Budget("small", roomy.compute_bytes + 5 * per_layer + MIB, "test")
    partial = estimate(memory, 4096, tight)
    assert partial.verdict == "partial" and 1 <= partial.gpu_layers < 19
    assert estimate(memory, 4096, Budget("none", MIB, "test")).verdict == "none"


def test_budget_from_recorded_gpus() -> None:
    dgpu = gpu_budget(GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    assert dgpu is not None and dgpu.gpu_name == "AMD Radeon RX 7900 XTX"
    assert dgpu.free_bytes == 25753026560 - 19237199872 - GIB and dgpu.source == "VRAM"
    apu = gpu_budget(GpuMonitor([LinuxAmdgpuSource(TREES / "apu-780m")]), backend="vulkan")
    assert apu is not None and apu.source == "VRAM carve-out + GTT"  # what Vulkan can use
    assert apu.free_bytes == (536870912 - 498073600) + (16441671680 - 5021212672) - GIB
    both = gpu_budget(GpuMonitor([LinuxAmdgpuSource(TREES / "apu-780m"),
                                  LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")]))
    assert both is not None and both.gpu_name == "AMD Radeon RX 7900 XTX"  # never added up
    assert gpu_budget(GpuMonitor([LinuxAmdgpuSource(TREES / "suspended-rx6600")])) is None
    assert gpu_budget(GpuMonitor([])) is None


@pytest.mark.slow
def test_fit_command(model_path: Path, tmp_path: Path) -> None:
    env = {**os.environ, "AMDCHAT_SYSFS_ROOT": str(TREES / "rdna3-rx7900xtx"),
           "AMDCHAT_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path), "--ctx", "8192",
                          "--estimate", "--json"], env=env, capture_output=True, text=True,
                         check=True)
    result = json.loads(out.stdout)
    assert (result["verdict"], result["device"], result["gpu_layers"]) == (
        "full", "AMD Radeon RX 7900 XTX", 19)
    # 3 whole layers of 8,192 cells and 15 sliding ones of 1,024, 1 KiB a cell (the dry-run
    # test above checks the formula against llama.cpp's allocation)
    assert result["gpu"]["kv_bytes"] == (3 * 8192 + 15 * 1024) * 1024
    assert result["source"] == "estimate"
    no_gpu = {**env, "AMDCHAT_SYSFS_ROOT": str(TREES / "no-gpu-24g")}
    dry = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path), "--ctx", "2048",
                          "--json"], env=no_gpu, capture_output=True, text=True, check=True)
    # the dry run is the default, as on the Models page: measured by llama.cpp itself,
    # 3 global layers of 2048 cells, 15 sliding-window layers
    # of 512 + 512 cells (swa_full off), 1 KiB a cell and layer
    measured = json.loads(dry.stdout)
    assert measured["host"]["kv_bytes"] == (3 * 2048 + 15 * 1024) * 1024
    assert (measured["target"], measured["source"]) == ("cpu", "dry_run")
    here = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path)],
                          env={**env, "AMDCHAT_SYSFS_ROOT": str(tmp_path)},
                          capture_output=True, text=True)
    assert here.returncode == 1 and "nothing to check the model against" in here.stderr


def _split_model(folder: Path) -> list[Path]:
    writer = GGUFWriter(str(folder / "m-Q8_0.gguf"), "llama", split_max_tensors=4)
    writer.add_block_count(2)
    writer.add_context_length(256)
    writer.add_embedding_length(64)
    writer.add_head_count(4)
    for index in range(10):
        writer.add_tensor(f"blk.{index % 2}.w{index}.weight", np.zeros((8, 64), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return sorted(folder.glob("m-Q8_0-*.gguf"))


def test_remote_split_quant_is_read_from_every_shard(hub: HubEmulator,
                                                     tmp_path: Path) -> None:
    shards = _split_model(tmp_path)
    assert len(shards) == 3
    hub.add(HubRepo("org/split-GGUF", {f"Q8_0/{p.name}": HubFile(p) for p in shards}))
    quant = api.repo_files("org/split-GGUF").quants[0]
    remote = remote_memory("org/split-GGUF", quant.files)
    assert remote == local_memory(shards[0])
    assert sum(remote.layer_bytes) == 10 * 8 * 64 * 4


@pytest.mark.parametrize("n_ctx", [512, 4096, 16384])
def test_more_context_needs_more_memory(model_path: Path, n_ctx: int) -> None:
    memory = local_memory(model_path)
    small = estimate(memory, n_ctx, Budget("big", 8 * GIB, "test"))
    large = estimate(memory, n_ctx * 2, Budget("big", 8 * GIB, "test"))
    assert large.needed_bytes > small.needed_bytes


def _model_without(tmp_path: Path, block_count: int | None) -> Path:
    path = tmp_path / "no-layers.gguf"
    writer = GGUFWriter(str(path), "llama")
    if block_count is not None:
        writer.add_block_count(block_count)
    writer.add_context_length(256)
    writer.add_embedding_length(64)
    writer.add_head_count(4)
    writer.add_tensor("blk.0.attn.weight", np.zeros((8, 64), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.mark.parametrize(("block_count", "found"), [
    (None, "(llama.block_count) has none"), (0, "says 0"), (100_000, "says 100,000")])
def test_fit_without_a_layer_count_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            block_count: int | None, found: str) -> None:
    """No usable <arch>.block_count: a sentence, not an IndexError (nor a list that long)."""
    from amdchat.cli import main

    path = _model_without(tmp_path, block_count)
    assert main(["fit", str(path), "--vram-free", "8"]) == 1
    err = capsys.readouterr().err
    assert found in err and "cannot be worked out" in err and "download it again" in err
