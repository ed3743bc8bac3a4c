"""The benchmark scripts still run and print their figures (small sizes, no timing asserted:
the figures themselves are measured by running the scripts, see docs/performance.md)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.real_model import REAL_HOME, model_cache_file

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.mark.slow
@pytest.mark.parametrize(("script", "args", "expect"), [
    ("bench_startup.py", ["1"], "start-up to window shown: median"),
    ("bench_throughput.py", ["1", "8"], "generation, decode"),
    ("bench_ui_stream.py", [], "cost per token"),
    ("bench_gpu_sample.py", [], "% of the GUI thread"),
    ("bench_download.py", ["1"], "resume after SIGKILL"),
    ("bench_hostile.py", ["template_huge_power"], "template did not finish"),
    ("bench_fit.py", ["1"], "measured cached"),
    ("bench_llama_bench_ratio.py", ["16", "4", "1", "1"], "ratio"),
])
def test_bench_script_runs(script: str, args: list[str], expect: str, tmp_path: Path,
                           model_path: Path) -> None:
    # The scripts call assemble(), which looks in HOME: show them the session's model.
    cached = model_cache_file().relative_to(REAL_HOME)
    (Path.home() / cached).parent.mkdir(parents=True, exist_ok=True)
    (Path.home() / cached).symlink_to(model_path)
    # PYTHONPATH: the scripts import the amdchat of this checkout, not the installed one
    root = Path(__file__).parents[1]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BENCH_TOKENS": "200",
           "AMDCHAT_HOME": str(tmp_path), "PYTHONPATH": str(root)}
    result = subprocess.run([sys.executable, str(BENCH / script), *args], env=env,
                            capture_output=True, text=True, timeout=600,
                            cwd=Path(__file__).parents[1])
    assert result.returncode == 0, result.stderr[-2000:]
    assert expect in result.stdout
