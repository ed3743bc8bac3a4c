"""The threads a loaded model runs on: the user's number, or "automatic" decided here.

Automatic starts from the rule (physical performance cores, amdchat.hardware.cpu_cores).
The rule is not enough when another program keeps a core busy: llama.cpp's threads
spin-wait for each other at every step, so one thread that shares its core stalls all
of them (measured on a 2-core machine with the other core busy: 2 threads 2.7 tok/s,
1 thread 28.8). So after the load, single-token steps are timed at N and at N-1 threads,
in turns, for about two seconds, and N-1 wins when clearly faster. A model whose first
step takes seconds keeps the rule (measuring it would cost more than it could save).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

WARMUP_LIMIT_S = 5.0  # a first step slower than this: no measuring (a huge model on the CPU)
BUDGET_S = 2.0  # the measurement stops after this, with at least one step at each count
STEPS = 4  # at most, at each count
MARGIN = 0.9  # fewer threads must be at least 10 % faster to win over the rule

# (threads at the rule, one fewer) -> seconds per token at each, or None: not measured
Measure = Callable[[int, int], tuple[float, float] | None]


@dataclass(frozen=True)
class ThreadChoice:
    n_threads: int
    rule: int  # the physical performance cores
    # "settings" | "rule" (nothing to measure) | "unmeasured" (too slow to) |
    # "measured" (the rule confirmed) | "fewer" (N-1 measured faster)
    source: str
    tps_rule: float = 0.0  # single-token speed at the rule's count, when measured
    tps_fewer: float = 0.0  # the same at one thread fewer

    @property
    def why(self) -> str:
        """One line for the log (the doctor and the benchmark translate their own)."""
        if self.source == "settings":
            return "as set in Settings"
        base = f"automatic: {self.rule} physical performance core{'s' * (self.rule != 1)}"
        if self.source == "fewer":
            return (base + f", but {self.n_threads} measured faster ({self.tps_fewer:.1f} vs "
                    f"{self.tps_rule:.1f} tok/s: another program is busy on a core)")
        if self.source == "measured":
            return base + f", confirmed by a measurement ({self.tps_rule:.1f} vs " \
                f"{self.tps_fewer:.1f} tok/s at {self.rule - 1})"
        if self.source == "unmeasured":
            return base + " (a step too slow to measure cheaply: the rule kept)"
        return base

    def as_dict(self) -> dict[str, Any]:
        return {"n_threads": self.n_threads, "rule": self.rule, "source": self.source,
                "tps_rule": round(self.tps_rule, 2), "tps_fewer": round(self.tps_fewer, 2),
                "why": self.why}


def decide(setting: int, rule: int, measure: Measure | None) -> ThreadChoice:
    """``setting``: the user's number (0: automatic); ``rule``: the physical performance
    cores; ``measure``: times single-token steps at the rule and at one thread fewer."""
    if setting > 0:
        return ThreadChoice(setting, rule, "settings")
    if rule <= 1 or measure is None:
        return ThreadChoice(rule, rule, "rule")
    timed = measure(rule, rule - 1)
    if timed is None:
        return ThreadChoice(rule, rule, "unmeasured")
    at_rule, fewer = timed
    if fewer < at_rule * MARGIN:
        return ThreadChoice(rule - 1, rule, "fewer", 1 / at_rule, 1 / fewer)
    return ThreadChoice(rule, rule, "measured", 1 / at_rule, 1 / fewer)


def llama_step_timer(llm: Any) -> Measure:
    """Times single-token steps of a loaded llama_cpp.Llama, alternating the two counts
    (so that a passing load hits both alike), within BUDGET_S; the context's cache is
    emptied afterwards."""
    import llama_cpp

    ctx = llm.ctx
    token = llm.token_bos()

    def step(n_threads: int) -> float:
        llama_cpp.llama_set_n_threads(ctx, n_threads, n_threads)
        started = time.perf_counter()
        llm.eval([token])
        return time.perf_counter() - started

    def measure(rule: int, fewer: int) -> tuple[float, float] | None:
        times: dict[int, list[float]] = {rule: [], fewer: []}
        started = time.perf_counter()
        try:
            if step(fewer) > WARMUP_LIMIT_S:  # the warm-up: buffers, repacking
                return None
            while len(times[rule]) < STEPS:
                for count in (rule, fewer):
                    times[count].append(step(count))
                if time.perf_counter() - started > BUDGET_S:
                    break
            return statistics.median(times[rule]), statistics.median(times[fewer])
        finally:
            llm.reset()
            llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(ctx), True)

    return measure


def apply(llm: Any, choice: ThreadChoice) -> None:
    """Run the loaded model at the chosen count (prompt and generation alike)."""
    import llama_cpp

    llama_cpp.llama_set_n_threads(llm.ctx, choice.n_threads, choice.n_threads)
    llm.n_threads = llm.n_threads_batch = choice.n_threads
    llm.context_params.n_threads = llm.context_params.n_threads_batch = choice.n_threads


def requested(request: dict[str, Any]) -> int:
    """The load request's thread count (0: automatic)."""
    try:
        return max(0, int(request.get("n_threads", 0)))
    except (TypeError, ValueError):
        return 0


def threads_kwargs(request: dict[str, Any]) -> dict[str, Any]:
    """Llama()'s thread counts for a load request: the user's, else the rule (the
    measurement in settle() may lower it after the load)."""
    from amdchat.hardware.cpu_cores import performance_cores

    count = requested(request) or performance_cores()
    return {"n_threads": count, "n_threads_batch": count}


def settle(llm: Any, request: dict[str, Any]) -> ThreadChoice:
    """Decide (measuring when automatic), apply, and log the choice."""
    import sys

    from amdchat.hardware.cpu_cores import performance_cores

    setting = requested(request)
    choice = decide(setting, performance_cores(),
                    llama_step_timer(llm) if setting == 0 else None)
    apply(llm, choice)
    print(f"amdchat: {choice.n_threads} threads ({choice.why})", file=sys.stderr, flush=True)
    return choice
