"""The llama-bench loop, written from llama-bench's description (not the app's code), for
the benchmark scripts that measure llama.cpp directly: random prompt tokens decoded in
batches of n_batch (pp), single-token decodes (tg), an untimed warm-up, then timed reps on
a cleared KV cache; tokens/s is the mean over reps. Scripts import it by name (they run
with this folder first on sys.path).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any


def rates(llm: Any, kind: str, n_tokens: int, reps: int, warm_up: int | None = None
          ) -> float:
    """Mean tok/s of ``reps`` timed runs after one warm-up (``warm_up`` prompt tokens;
    None: as many as timed), llama-bench's way."""
    import llama_cpp

    ctx, vocab = llm.ctx, llm._model.vocab
    n_vocab = llama_cpp.llama_vocab_n_tokens(vocab)
    bos = llama_cpp.llama_vocab_bos(vocab)
    rng = random.Random(1)

    def decode(tokens: list[int]) -> None:
        array = (llama_cpp.llama_token * len(tokens))(*tokens)
        assert llama_cpp.llama_decode(ctx, llama_cpp.llama_batch_get_one(array, len(tokens))) == 0

    def prompt(n: int) -> None:
        tokens = [bos] + [rng.randrange(n_vocab) for _ in range(n - 1)]
        for start in range(0, n, llm.n_batch):
            decode(tokens[start:start + llm.n_batch])
        llama_cpp.llama_synchronize(ctx)

    def generate(n: int) -> None:
        token = bos
        for _ in range(n):
            decode([token])
            llama_cpp.llama_synchronize(ctx)
            token = rng.randrange(n_vocab)

    run = prompt if kind == "pp" else generate
    memory = llama_cpp.llama_get_memory(ctx)
    llama_cpp.llama_memory_clear(memory, False)
    run((n_tokens if warm_up is None else min(n_tokens, warm_up)) if kind == "pp" else 1)
    timed = []
    for _ in range(reps):
        llama_cpp.llama_memory_clear(memory, False)
        started = time.perf_counter_ns()
        run(n_tokens)
        timed.append(n_tokens * 1e9 / (time.perf_counter_ns() - started))
    return statistics.fmean(timed)
