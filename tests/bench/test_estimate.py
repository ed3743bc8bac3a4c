"""The Benchmark's time estimate before its first measurement (amdchat/bench/estimate.py)."""

from __future__ import annotations

from pathlib import Path

from amdchat.bench.estimate import cpu_speeds, model_work, run_seconds
from amdchat.bench.run import BenchConfig


def _config(tmp_path: Path, size: int, **kw) -> BenchConfig:
    model = tmp_path / f"m{size}.gguf"
    with model.open("wb") as f:
        f.truncate(size)
    return BenchConfig(model, **kw)


def test_the_time_estimate_grows_with_the_model_and_the_work(tmp_path: Path) -> None:
    def seconds(size: int, **kw) -> float:
        config = _config(tmp_path, size, backends=("cpu",), **kw)
        work = model_work(config.model)  # no header: the whole file counts
        assert work.computed_bytes == work.read_bytes == size
        took = run_seconds(config, {"cpu": cpu_speeds(work, 20.0, 4)})
        assert took is not None
        return took

    small = seconds(200 * 2**20, depths=(0,))
    assert seconds(2000 * 2**20, depths=(0,)) > 5 * small
    assert seconds(200 * 2**20, depths=(0, 4096)) > small
    assert seconds(200 * 2**20, depths=(0,), reps=10) > small


def test_the_estimate_counts_the_weights_a_token_uses(model_path: Path) -> None:
    """Gemma 3 270M: its 178 MB embedding table is read per generated token (tied
    output) but not multiplied per prompt token; the layers are 68 MB of the file."""
    work = model_work(model_path)
    assert work.computed_bytes < work.file_bytes / 3 < work.read_bytes
    speeds = cpu_speeds(work, 14.3, 2)  # this project's machine (docs/performance.md)
    assert 100 < speeds.prompt_tps < 300 and 15 < speeds.generate_tps < 45
