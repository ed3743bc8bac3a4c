"""llama.cpp's load progress reaches the session: the figures a progress bar shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.engine.load_progress import Throttle
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec


def test_throttle_passes_the_start_big_steps_and_the_end() -> None:
    now = [0.0]
    seen: list[float] = []
    throttle = Throttle(seen.append, step=0.1, interval_s=1.0, clock=lambda: now[0])
    for i in range(101):  # llama.cpp calls once per tensor, with the clock hardly moving
        throttle(i / 100)
    assert seen[0] == 0.0 and seen[-1] == 1.0
    assert 10 <= len(seen) <= 12
    assert seen == sorted(seen)


def test_throttle_passes_a_small_step_after_the_interval_and_never_goes_back() -> None:
    now = [0.0]
    seen: list[float] = []
    throttle = Throttle(seen.append, step=0.5, interval_s=0.1, clock=lambda: now[0])
    throttle(0.1)
    now[0] = 0.05
    throttle(0.2)  # small step, too soon
    now[0] = 0.2
    throttle(0.25)  # small step, late enough
    throttle(0.1)  # backwards
    throttle(1.0)
    throttle(1.0)
    assert seen == [0.1, 0.25, 1.0]


@pytest.mark.slow
def test_a_real_load_reports_rising_progress_up_to_done(model_path: Path) -> None:
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        progress = list(engine.load_progress)
        assert engine.session.loaded["name"]
    assert len(progress) >= 2, progress
    assert progress == sorted(progress) and len(set(progress)) == len(progress)
    assert progress[-1] == 1.0 and 0.0 <= progress[0] < 1.0
