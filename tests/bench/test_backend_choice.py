"""The short comparison that decides "auto": its settings, and its decision on a run
recorded here (the CPU backend against Vulkan on lavapipe)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.backends.measured import model_class
from amdchat.backends.measured_store import load
from amdchat.bench.backend_choice import decide_report, figures_of, keep, quick_config
from amdchat.bench.results import BenchReport
from amdchat.hardware.reading import GpuInfo
from tests.helpers.fake_system import TREES
from tests.helpers.tiny_gguf import tiny_gguf

DATA = Path(__file__).parent.parent / "data" / "bench"
XTX = GpuInfo("drm:card0", "AMD Radeon RX 7900 XTX", "amd", "0000:03:00.0", "gfx1100")


def recorded() -> BenchReport:
    return BenchReport.from_dict(json.loads(
        (DATA / "lavapipe-gemma3-270m.json").read_text(encoding="utf-8")))


def test_on_lavapipe_the_cpu_wins_and_vulkan_cannot() -> None:
    verdict = decide_report(recorded())
    assert verdict.winner == "cpu"
    assert str(verdict.reason) == (
        "cpu is the fastest here. cpu: 8.1 tok/s generating, 38 tok/s prompt. "
        "vulkan ran on the CPU, not the GPU.")


def test_the_figures_are_each_backends_first_depth() -> None:
    report = recorded()
    cpu = report.backends[0]
    deeper = [dataclasses.replace(r, depth=4096, mean_tps=1.0) for r in cpu.rows]
    cpu.rows = deeper + cpu.rows  # rows at depth 4096 listed first: depth 0 still counts
    (figure, _vulkan) = figures_of(report)
    assert (figure.tg_tps, figure.pp_tps) == (8.052, 37.898)


def test_a_cancelled_comparison_is_not_kept(tmp_path: Path) -> None:
    store = tmp_path / "choices.json"
    report = recorded()
    klass = model_class(XTX, "gemma3", report.model_size_bytes)
    report.finish_reason = "cancelled"
    assert keep(klass, report, store) is None and not store.exists()
    report.finish_reason = "done"
    assert keep(klass, report, store).winner == "cpu"  # type: ignore[union-attr]
    assert load(store).recall(klass).winner == "cpu"  # type: ignore[union-attr]


def test_the_short_comparison_is_the_benchmark_at_depth_0() -> None:
    config = quick_config(Path("m.gguf"), ("vulkan", "rocm"), 1)
    assert (config.backends, config.depths, config.reps, config.pp, config.tg,
            config.gpu_device) == (("vulkan", "rocm"), (0,), 2, 256, 32, 1)


def test_amdchat_bench_for_auto_keeps_the_winner(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    model = tiny_gguf(tmp_path / "tiny.gguf")
    result = subprocess.run(
        [sys.executable, "-m", "amdchat", "bench", "--model", str(model), "--backends", "cpu",
         "--depths", "0", "--reps", "1", "--pp", "8", "--tg", "2", "--for-auto"],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "auto on AMD Radeon RX 7900 XTX: cpu. cpu is the fastest here. cpu: " \
        in result.stderr
    (entry,) = load().entries
    assert (entry.klass.gpu, entry.klass.architecture, entry.model) == (
        "0000:0b:00.0 gfx1100", "llama", "tiny.gguf")


def test_amdchat_bench_for_auto_without_a_gpu_keeps_nothing(tmp_path: Path) -> None:
    model = tiny_gguf(tmp_path / "tiny.gguf")
    result = subprocess.run(
        [sys.executable, "-m", "amdchat", "bench", "--model", str(model), "--backends", "cpu",
         "--depths", "0", "--reps", "1", "--pp", "8", "--tg", "2", "--for-auto"],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "no GPU was found, so nothing is kept for the automatic backend" in result.stderr
    assert load().entries == []
