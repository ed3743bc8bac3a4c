"""The prompt's rate after a load: the first reply showed "1 tok/s (12 tokens)" beside a
first token at 153 ms (the walkthrough of issue 23). The prompt is read before the first
token, so its rate cannot be below its tokens over the time to that token."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

GREEDY = {"temperature": 0.0, "max_tokens": 4, "seed": 7}
QUESTION = [{"role": "user", "content": "Name three colours of the rainbow."}]


def two_cores_in_sysfs() -> None:
    """Two physical cores in the fake sysfs: the automatic thread count is then measured
    after the load, with single-token steps that llama-cpp-python never synchronizes."""
    allowed = sorted(os.sched_getaffinity(0))
    if len(allowed) < 2:
        pytest.skip("one CPU: no thread measurement after the load")
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"])
    for core, cpu in enumerate(allowed[:2]):
        topology = root / "sys" / "devices" / "system" / "cpu" / f"cpu{cpu}" / "topology"
        topology.mkdir(parents=True, exist_ok=True)
        (topology / "core_id").write_text(f"{core}\n")
        (topology / "physical_package_id").write_text("0\n")


@pytest.mark.slow
def test_the_first_reply_after_a_load_has_a_true_prompt_rate(model_path: Path) -> None:
    two_cores_in_sysfs()
    with BlockingEngine() as session:
        session.load(ModelSpec(model_path, backend="cpu", n_ctx=1024))
        time.sleep(2.0)  # the user reads the screen before typing
        stats = session.chat(QUESTION, GREEDY)["stats"]
    read = stats["prompt_tokens_evaluated"]
    assert read == stats["prompt_tokens"] > 5  # nothing cached yet, no measuring step added
    floor = read / (stats["ttft_ms"] / 1000.0)
    assert stats["prompt_tps"] >= 0.8 * floor, (stats["prompt_tps"], read, stats["ttft_ms"])
