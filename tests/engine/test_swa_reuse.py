"""Sliding-window layers without a full-size cache (swa_full off, the default): a cached
prompt is reused only from a point whose window is still cached, with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

# sampled, no seed: the cache may be reused (greedy or seeded requests evaluate afresh)
SAMPLING = {"temperature": 0.7, "max_tokens": 2, "seed": -1}
LONG = " ".join(f"Item {i} is the number {i}." for i in range(130))  # about 1,100 tokens


def _evaluated(engine: BlockingEngine, content: str) -> tuple[int, int]:
    stats = engine.chat([{"role": "user", "content": content}], SAMPLING)["stats"]
    return stats["prompt_tokens"], stats["prompt_tokens_evaluated"]


@pytest.mark.slow
@pytest.mark.parametrize("swa_full", [False, True])
def test_going_back_past_the_window_evaluates_afresh(model_path: Path, swa_full: bool) -> None:
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=2048, swa_full=swa_full))
        _evaluated(engine, LONG)
        # appending: only the tail changes, and the window before it is cached
        total, evaluated = _evaluated(engine, LONG + " One more.")
        assert evaluated < 40 < total
        # going back about 700 tokens: the sliding window there is gone without swa_full
        cut = LONG[:len(LONG) // 3] + " A different end."
        total, evaluated = _evaluated(engine, cut)
        if swa_full:
            assert evaluated < 40 < total  # a full-size cache still has it: reused
        else:
            assert evaluated == total  # evaluated afresh, never through holes
