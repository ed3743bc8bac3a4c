"""The real worker loads the CPU backend built with a library per x86 level: the best
variant this CPU runs, after its check in a child process, and says so in its log.

Needs that backend: ./setup.sh builds it ('amdchat backends build cpu'); a folder built
elsewhere can be named with AMDCHAT_CPU_VARIANTS_BACKEND. The CPU's flags are this
machine's own /proc/cpuinfo, or a recorded one (a CPU without AVX-512), replayed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from amdchat import paths
from amdchat.backends import cpu_variants
from amdchat.backends.registry import discover
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

DATA = Path(__file__).parent.parent / "data" / "cpuinfo"
GREEDY = {"temperature": 0.0, "max_tokens": 8, "seed": 7, "top_k": 40, "top_p": 0.95,
          "min_p": 0.05, "repeat_penalty": 1.1}


def variants_backend() -> Path:
    named = os.environ.get("AMDCHAT_CPU_VARIANTS_BACKEND")
    if named:
        return Path(named)
    for backend in discover():
        if backend.kind == "cpu" and cpu_variants.find_variants(backend.folder):
            return backend.folder
    if os.environ.get("AMDCHAT_REQUIRE_CPU_VARIANTS"):
        pytest.fail("no CPU backend with variants, and AMDCHAT_REQUIRE_CPU_VARIANTS is set")
    pytest.skip("no CPU backend with variants built ('amdchat backends build cpu')")


@pytest.fixture
def backend_here(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The variants backend, offered in this test's data folder as its only built one."""
    folder = variants_backend()
    target = paths.data_dir() / "backends" / "cpu"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.symlink_to(folder, target_is_directory=True)
    return folder


def replay_cpuinfo(monkeypatch: pytest.MonkeyPatch, source: Path) -> frozenset[str]:
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"])
    (root / "proc").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, root / "proc" / "cpuinfo")
    return cpu_variants.read_flags(source)[1]


def load_and_reply(model_path: Path, tmp_path: Path) -> tuple[dict, str]:
    log = tmp_path / "worker.log"
    with BlockingEngine(log_path=log) as engine:
        loaded = engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        done = engine.chat([{"role": "user", "content": "Say hello."}], GREEDY)
        assert done["reply"].strip(), "a reply comes through the chosen variant"
    return dict(loaded), log.read_text(encoding="utf-8", errors="replace")


@pytest.mark.slow
def test_the_worker_loads_the_best_variant_that_passed_its_check(
        backend_here: Path, model_path: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    flags = replay_cpuinfo(monkeypatch, Path("/proc/cpuinfo"))
    loaded, log = load_and_reply(model_path, tmp_path)
    chosen = loaded["cpu_backend"]
    order = [v.name for v in cpu_variants.candidates(flags, cpu_variants.find_variants(
        backend_here))]
    # the checks ran in this test (a fresh cache): every variant better than the chosen
    # one failed its check, the chosen one passed
    better = order[:order.index(chosen["cpu_variant"])]
    assert set(chosen["checks"]) == {*better, chosen["cpu_variant"]}
    assert chosen["checks"][chosen["cpu_variant"]] == "ok"
    assert all(chosen["checks"][name] != "ok" for name in better)
    assert f"amdchat: CPU backend {chosen['cpu_variant']} (" in log
    assert loaded["threads"]["n_threads"] >= 1 and "amdchat: " in log
    # the verdicts are remembered: a second worker checks nothing again
    loaded_again, _ = load_and_reply(model_path, tmp_path)
    assert loaded_again["cpu_backend"]["checks"] == {}
    assert loaded_again["cpu_backend"]["cpu_variant"] == chosen["cpu_variant"]


@pytest.mark.slow
def test_a_cpu_without_avx512_gets_the_avx2_variant(
        backend_here: Path, model_path: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    replay_cpuinfo(monkeypatch, DATA / "ryzen-5800x-zen3.txt")
    loaded, log = load_and_reply(model_path, tmp_path)
    assert loaded["cpu_backend"]["cpu_variant"] == "haswell"
    assert "amdchat: CPU backend haswell (haswell: the best variant this CPU can run;" in log
