"""How the worker decides its thread count: the user's number, or the rule checked by a
short measurement (timings given here as the 2-core VM measured them)."""

from __future__ import annotations

from amdchat.engine.thread_count import decide, requested


def timings(per_count: dict[int, float | None]):
    asked: list[int] = []

    def step_time(n: int) -> float | None:
        asked.append(n)
        return per_count[n]

    return step_time, asked


def test_the_users_number_is_used_without_measuring() -> None:
    step, asked = timings({})
    choice = decide(3, 2, step)
    assert (choice.n_threads, choice.source, asked) == (3, "settings", [])


def test_one_core_has_nothing_to_measure() -> None:
    step, asked = timings({})
    assert decide(0, 1, step).n_threads == 1 and asked == []


def test_fewer_threads_win_when_another_program_holds_a_core() -> None:
    # measured on this VM with the other core busy: 2 threads 2.7 tok/s, 1 thread 28.8
    step, asked = timings({2: 1 / 2.7, 1: 1 / 28.8})
    choice = decide(0, 2, step)
    assert (choice.n_threads, choice.source, asked) == (1, "fewer", [2, 1])
    assert "1 measured faster (28.8 vs 2.7 tok/s" in choice.why


def test_the_rule_stays_when_fewer_are_not_clearly_faster() -> None:
    step, _ = timings({8: 0.050, 7: 0.047})  # 6 % faster: within the noise
    choice = decide(0, 8, step)
    assert (choice.n_threads, choice.source) == (8, "measured")


def test_a_step_too_slow_to_measure_keeps_the_rule() -> None:
    step, asked = timings({16: None})
    choice = decide(0, 16, step)
    assert (choice.n_threads, choice.source, asked) == (16, "unmeasured", [16])


def test_the_request_field() -> None:
    assert requested({"n_threads": 4}) == 4
    assert requested({}) == 0 and requested({"n_threads": -3}) == 0
    assert requested({"n_threads": "x"}) == 0
