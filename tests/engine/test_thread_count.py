"""How the worker decides its thread count: the user's number, or the rule checked by a
short measurement (timings given here as the 2-core VM measured them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.engine.thread_count import decide, requested
from amdchat.hardware.cpu_cores import performance_cores
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

TOPOLOGY = Path(__file__).parent.parent / "data" / "topology" / "xeon-amx-vm-2core"


def timings(at_rule: float, fewer: float, measurable: bool = True):
    asked: list[tuple[int, int]] = []

    def measure(rule: int, one_fewer: int) -> tuple[float, float] | None:
        asked.append((rule, one_fewer))
        return (at_rule, fewer) if measurable else None

    return measure, asked


def test_the_users_number_is_used_without_measuring() -> None:
    measure, asked = timings(1.0, 1.0)
    choice = decide(3, 2, measure)
    assert (choice.n_threads, choice.source, asked) == (3, "settings", [])


def test_one_core_has_nothing_to_measure() -> None:
    measure, asked = timings(1.0, 1.0)
    assert decide(0, 1, measure).n_threads == 1 and asked == []


def test_fewer_threads_win_when_another_program_holds_a_core() -> None:
    # measured on this VM with the other core busy: 2 threads 2.7 tok/s, 1 thread 28.8
    measure, asked = timings(1 / 2.7, 1 / 28.8)
    choice = decide(0, 2, measure)
    assert (choice.n_threads, choice.source, asked) == (1, "fewer", [(2, 1)])
    assert "1 measured faster (28.8 vs 2.7 tok/s" in choice.why


def test_the_rule_stays_when_fewer_are_not_clearly_faster() -> None:
    measure, _ = timings(0.050, 0.047)  # 6 % faster: within the noise
    choice = decide(0, 8, measure)
    assert (choice.n_threads, choice.source) == (8, "measured")
    assert choice.as_dict()["tps_rule"] == 20.0


def test_a_model_too_slow_to_measure_keeps_the_rule() -> None:
    measure, asked = timings(0, 0, measurable=False)
    choice = decide(0, 16, measure)
    assert (choice.n_threads, choice.source, asked) == (16, "unmeasured", [(16, 15)])


def test_the_request_field() -> None:
    assert requested({"n_threads": 4}) == 4
    assert requested({}) == 0 and requested({"n_threads": -3}) == 0
    assert requested({"n_threads": "x"}) == 0


@pytest.mark.slow
def test_the_worker_runs_at_the_users_count_or_decides_and_says_why(
        model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # this VM's recorded topology: 2 cores, so automatic measures 2 against 1
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TOPOLOGY))
    log = tmp_path / "worker.log"
    with BlockingEngine(log_path=log) as engine:
        loaded = engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512, threads=1))
        assert loaded["threads"] == {**loaded["threads"], "n_threads": 1, "source": "settings"}
        loaded = engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        threads = loaded["threads"]
        rule = performance_cores()
        assert threads["rule"] == rule == 2
        assert threads["source"] in ("measured", "fewer") and threads["tps_rule"] > 0
        assert threads["tps_fewer"] > 0
        assert threads["n_threads"] == (rule - 1 if threads["source"] == "fewer" else rule)
        reply = engine.chat([{"role": "user", "content": "Hi."}],
                            {"temperature": 0.0, "max_tokens": 4, "seed": 1, "top_k": 40,
                             "top_p": 0.95, "min_p": 0.05, "repeat_penalty": 1.1})
        assert reply["stats"]["generated_tokens"] > 0  # the cache emptied after measuring
    assert f"amdchat: {threads['n_threads']} threads ({threads['why']})" in log.read_text()
