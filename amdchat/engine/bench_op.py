"""The ``bench`` op, run inside the worker: prompt and generation speed measured the way
llama.cpp's ``llama-bench`` measures them, on the model the worker has loaded.

A test is ``pp`` (evaluate N random prompt tokens in batches of n_batch) or ``tg``
(N single-token decodes), at a context depth (that many tokens already in the KV
cache, filled before the clock starts). Each test runs once untimed (a warm-up:
first-use costs such as shader compiles are not speed), then ``reps`` times timed,
each time on a cleared cache; the speed is the mean and standard deviation of
tokens/s over the reps. Random tokens, since speed does not depend on the text,
and llama-bench does the same. The depth's KV cache is computed once per depth and
restored from a copy for every rep, as llama-bench does.
"""

from __future__ import annotations

import ctypes
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from amdchat.engine.protocol import BenchFigures, BenchResult, BenchSizes, BenchSkip


class Cancelled(Exception):
    """The request was cancelled between two decodes."""


@dataclass(frozen=True)
class BenchParams:
    pp: int = 512
    tg: int = 128
    depths: tuple[int, ...] = (0,)
    reps: int = 5
    seed: int = 1

    @staticmethod
    def from_request(request: BenchSizes) -> BenchParams:
        """A key the request leaves out takes its default here."""
        return BenchParams(
            pp=max(request.get("pp", 512), 0), tg=max(request.get("tg", 128), 0),
            depths=tuple(sorted({max(d, 0) for d in request.get("depths") or [0]})),
            reps=max(request.get("reps", 5), 1), seed=request.get("seed", 1))

    def tests(self) -> list[tuple[str, int, int]]:
        """(kind, tokens, depth) for each test, in the order they run."""
        return [(kind, n, depth) for depth in self.depths
                for kind, n in (("pp", self.pp), ("tg", self.tg)) if n > 0]


def summarize(kind: str, n_tokens: int, depth: int, samples_ns: list[int]) -> BenchResult:
    """One result row: tokens/s per rep, then their mean and (sample) standard deviation."""
    rates = [n_tokens * 1e9 / ns for ns in samples_ns if ns > 0]
    return {"test": f"{kind}{n_tokens}", "kind": kind, "n_tokens": n_tokens, "depth": depth,
            "reps": len(rates), "samples_ns": samples_ns,
            "mean_tps": round(statistics.fmean(rates), 3) if rates else 0.0,
            "stddev_tps": round(statistics.stdev(rates), 3) if len(rates) > 1 else 0.0}


class Bench:
    """Drives one context through llama.cpp's C API, as a direct script would."""

    def __init__(self, llm: Any, params: BenchParams, cancelled: Callable[[], bool]) -> None:
        import llama_cpp

        self.lib = llama_cpp
        self.ctx = llm.ctx
        self.vocab = llm._model.vocab
        self.n_batch = int(llm.n_batch)
        self.params = params
        self.cancelled = cancelled
        self.rng = random.Random(params.seed)
        self.n_vocab = int(llama_cpp.llama_vocab_n_tokens(self.vocab))
        self.add_bos = bool(llama_cpp.llama_vocab_get_add_bos(self.vocab))
        self.bos = int(llama_cpp.llama_vocab_bos(self.vocab))

    # -- llama-bench's two loops ---------------------------------------------------
    def _check(self) -> None:
        if self.cancelled():
            raise Cancelled

    def _decode(self, tokens: list[int]) -> None:
        array = (self.lib.llama_token * len(tokens))(*tokens)
        status = self.lib.llama_decode(self.ctx, self.lib.llama_batch_get_one(array, len(tokens)))
        if status != 0:
            raise RuntimeError(f"llama_decode failed with status {status}")

    def _random_token(self) -> int:
        return self.rng.randrange(self.n_vocab)

    def prompt(self, n_tokens: int) -> None:
        tokens = [self._random_token() for _ in range(n_tokens)]
        if self.add_bos and tokens:
            tokens[0] = self.bos
        for start in range(0, n_tokens, self.n_batch):
            self._check()
            self._decode(tokens[start:start + self.n_batch])
        self.lib.llama_synchronize(self.ctx)

    def generate(self, n_tokens: int) -> None:
        token = self.bos if self.add_bos else self._random_token()
        for _ in range(n_tokens):
            self._check()
            self._decode([token])
            self.lib.llama_synchronize(self.ctx)
            token = self._random_token()

    # -- KV cache ------------------------------------------------------------------
    def clear(self) -> None:
        self.lib.llama_memory_clear(self.lib.llama_get_memory(self.ctx), False)

    def save_state(self) -> ctypes.Array[ctypes.c_uint8]:
        size = int(self.lib.llama_state_seq_get_size(self.ctx, 0))
        state = (ctypes.c_uint8 * size)()
        self.lib.llama_state_seq_get_data(self.ctx, state, size, 0)
        return state

    def restore_state(self, state: ctypes.Array[ctypes.c_uint8]) -> None:
        self.clear()
        if self.lib.llama_state_seq_set_data(self.ctx, state, len(state), 0) == 0:
            raise RuntimeError("llama.cpp could not restore the KV cache of the context depth")

    # -- tests ---------------------------------------------------------------------
    def run_test(self, kind: str, n_tokens: int, depth: int,
                 depth_state: ctypes.Array[ctypes.c_uint8] | None) -> list[int]:
        """Warm-up, then the timed reps; returns each rep's nanoseconds."""
        self.clear()
        if kind == "pp":
            self.prompt(n_tokens)
        else:
            self.generate(1)
        samples: list[int] = []
        for _ in range(self.params.reps):
            self._check()
            if depth_state is not None:
                self.restore_state(depth_state)
            else:
                self.clear()
            started = time.perf_counter_ns()
            if kind == "pp":
                self.prompt(n_tokens)
            else:
                self.generate(n_tokens)
            samples.append(time.perf_counter_ns() - started)
        return samples

    def depth_state(self, depth: int) -> ctypes.Array[ctypes.c_uint8] | None:
        if depth <= 0:
            return None
        self.clear()
        self.prompt(depth)
        return self.save_state()


def run_bench(llm: Any, params: BenchParams, cancelled: Callable[[], bool],
              progress: Callable[[BenchResult, int, int], None]) -> BenchFigures:
    """Every test that fits in the context, or those done before a cancel
    (``finish_reason`` says which). ``progress`` hears each finished test: its result
    row, how many are done, of how many.
    """
    import llama_cpp

    n_ctx = int(llm.n_ctx())
    tests = params.tests()
    fitting = [t for t in tests if t[2] + t[1] <= n_ctx]
    skipped: list[BenchSkip] = [
        {"test": f"{kind}{n}", "depth": depth, "reason": "does not fit in the context"}
        for kind, n, depth in tests if depth + n > n_ctx]
    bench = Bench(llm, params, cancelled)
    results: list[BenchResult] = []
    finish_reason = "done"
    try:
        states: dict[int, Any] = {}
        for kind, n_tokens, depth in fitting:
            if depth not in states:
                states = {depth: bench.depth_state(depth)}  # one depth's copy at a time
            row = summarize(kind, n_tokens, depth, bench.run_test(kind, n_tokens, depth,
                                                                  states[depth]))
            results.append(row)
            progress(row, len(results), len(fitting))
    except Cancelled:
        finish_reason = "cancelled"
    finally:
        bench.clear()
        llm.reset()  # the Llama object's own idea of the cache is stale now
    return {"finish_reason": finish_reason, "results": results, "skipped": skipped,
            "n_ctx": n_ctx, "n_batch": bench.n_batch,
            "n_ubatch": int(llama_cpp.llama_n_ubatch(llm.ctx)),
            "n_threads": int(llama_cpp.llama_n_threads(llm.ctx)),
            "n_threads_batch": int(llama_cpp.llama_n_threads_batch(llm.ctx)),
            "system_info": llama_cpp.llama_print_system_info().decode(errors="replace").strip()}
