"""`amdchat bench` for real on the test model, on the CPU backend: figures, formats,
history, a backend that is not installed, a depth beyond the model, and Cancel."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from amdchat.bench import BenchConfig, BenchRun
from amdchat.bench.history import load_history
from amdchat.bench.run import Progress
from amdchat.speed.cpu_bandwidth import cache_file

pytestmark = pytest.mark.slow


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", *args], capture_output=True,
                          text=True, timeout=600)


def test_bench_on_the_cpu_gives_sane_figures_and_keeps_them(model_path: Path) -> None:
    result = run_cli("bench", "--model", str(model_path), "--backends", "rocm,cpu",
                     "--depths", "0,64,40000", "--reps", "3", "--pp", "64", "--tg", "16",
                     "--json")
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout)
    rocm, cpu = report["backends"]
    assert rocm["finish_reason"] == "failed" and "rocm backend is not installed" in rocm["error"]
    assert "ROCm 6.1 or newer" in rocm["error"]  # where to get one
    assert cpu["finish_reason"] == "done" and not cpu["error"]
    assert (cpu["runs_on"], cpu["device"], cpu["layers_on_gpu"]) == ("cpu", "CPU", 0)
    assert cpu["device_description"] and cpu["llama_cpp_python"]
    assert cpu["driver"] == ""  # the CPU has no driver to name
    assert [(r["test"], r["depth"]) for r in cpu["rows"]] == [
        ("pp64", 0), ("tg16", 0), ("pp64", 64), ("tg16", 64)]
    for row in cpu["rows"]:
        assert row["reps"] == 3 and row["mean_tps"] > 0 and row["stddev_tps"] > 0
    # the limit for the CPU: the system memory's bandwidth, measured once and kept
    assert [r["limit_tps"] is not None and r["limit_tps"] > 0 for r in cpu["rows"]] == [
        False, True, False, True]
    assert cpu["limit_basis"].startswith("CPU: system memory, measured ")
    assert cache_file().exists()
    rows = {(r["test"], r["depth"]): r["mean_tps"] for r in cpu["rows"]}
    # pp batches tokens, so it is faster; on a machine shared with other jobs one pass of
    # pp (two threads that spin at each barrier while the other waits for a core) has
    # been seen below tg (20.3 vs 22.8 tok/s at load ~6): one depth of the two must show it
    assert rows["pp64", 0] > rows["tg16", 0] or rows["pp64", 64] > rows["tg16", 64], rows
    assert "pp64 at depth 40000: the model's context is 32768 tokens" in cpu["skipped"]
    kept = load_history()
    assert len(kept) == 1 and kept[0].as_dict() == report
    assert kept[0].model == model_path.name and str(model_path.parent) not in result.stdout


def test_compare_is_now_bench_and_prints_a_table(model_path: Path) -> None:
    result = run_cli("compare", "--model", str(model_path), "--backends", "cpu",
                     "--depths", "0", "--reps", "1", "--pp", "16", "--tg", "4", "--no-save")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "'amdchat compare' is now 'amdchat bench'" in result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[:2] for line in lines[:2]] == [["cpu", "pp16"], ["cpu", "tg4"]]
    assert lines[2].startswith("cpu     ran on cpu (")
    assert load_history() == []


def test_bad_arguments_say_what_is_wrong(tmp_path: Path, model_path: Path) -> None:
    missing = run_cli("bench", "--model", str(tmp_path / "nope.gguf"))
    assert missing.returncode == 2 and "does not exist" in missing.stderr
    depths = run_cli("bench", "--model", "x.gguf", "--depths", "0,lots")
    assert depths.returncode == 2 and "expected numbers separated by commas" in depths.stderr
    cuda = run_cli("bench", "--model", str(model_path), "--backends", "cuda")
    assert cuda.returncode == 2 and "unknown backend 'cuda' (known: vulkan, rocm, cpu)" in (
        cuda.stderr)
    reps = run_cli("bench", "--model", str(model_path), "--reps", "0")
    assert reps.returncode == 2 and "--reps must be 1 or more" in reps.stderr


def test_cancel_mid_run_keeps_the_rows_done(model_path: Path) -> None:
    seen: list[Progress] = []
    cancelled_at: list[float] = []
    run: BenchRun

    def on_progress(progress: Progress) -> None:
        seen.append(progress)
        if progress.row is not None and not cancelled_at:
            cancelled_at.append(time.monotonic())
            threading.Thread(target=run.cancel).start()  # as the UI does, from elsewhere

    # after pp16, what is left (tg64 x 4, then 8192 tokens of depth) takes minutes here
    run = BenchRun(BenchConfig(model_path, backends=("cpu", "cpu"), depths=(0, 8192), reps=3,
                               pp=16, tg=64), on_progress)
    report = run.run()
    first, second = report.backends
    assert time.monotonic() - cancelled_at[0] < 15
    assert report.finish_reason == "cancelled"
    assert first.finish_reason == "cancelled" and [r.test for r in first.rows] == ["pp16"]
    assert second.finish_reason == "cancelled" and not second.rows and not second.runs_on
    assert [p.stage for p in seen] == ["loading", "running", "finished", "finished"]


def test_cancel_while_the_model_loads_stops_at_once(model_path: Path) -> None:
    run: BenchRun

    def on_progress(progress: Progress) -> None:
        if progress.stage == "loading":
            threading.Thread(target=run.cancel).start()

    run = BenchRun(BenchConfig(model_path, backends=("cpu",), depths=(0,), reps=3, pp=16,
                               tg=16), on_progress)
    started = time.monotonic()
    report = run.run()
    (cpu,) = report.backends
    assert (report.finish_reason, cpu.finish_reason, cpu.error) == ("cancelled", "cancelled", "")
    assert not cpu.rows and time.monotonic() - started < 30


def test_an_interrupted_load_raises_cancelled_and_stops_the_worker(model_path: Path) -> None:
    from amdchat.session.blocking import BlockingEngine, EngineError
    from amdchat.session.listener import State
    from amdchat.session.spec import ModelSpec

    with BlockingEngine() as engine:
        engine.interrupt()  # runs as soon as the load waits: the worker is starting
        with pytest.raises(EngineError) as raised:
            engine.load(ModelSpec(model_path, backend="cpu", n_ctx=256), timeout=60)
        assert raised.value.kind == "cancelled"
        assert engine.session.state == State.STOPPED and engine.session.worker_pid is None
