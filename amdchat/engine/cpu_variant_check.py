"""Child process: does a CPU variant library run on this CPU? (amdchat.engine.dynamic_backends)

Usage: python -m amdchat.engine.cpu_variant_check BACKEND_FOLDER VARIANT_LIBRARY MODEL

Registers the variant alone with ggml (no GPU module: the work must run on it), loads the
probe model (amdchat.backends.probe_model) and runs a prompt and a few single tokens
through it, on several threads. Exit 0: it ran. A variant that cannot run dies here, by
SIGILL or SIGSEGV, instead of in the worker.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PROMPT = b"The quick brown fox jumps over the lazy dog; " * 3  # ~140 byte tokens


def run_probe(folder: Path, variant: Path, model: Path) -> int:
    os.environ["LLAMA_CPP_LIB_PATH"] = str(folder)
    import llama_cpp

    from amdchat.engine.dynamic_backends import load_module

    if not load_module(folder, variant):
        print(f"ggml refused {variant.name}", file=sys.stderr)
        return 3
    llm = llama_cpp.Llama(model_path=str(model), n_ctx=256, n_batch=256, n_gpu_layers=0,
                          n_threads=min(os.cpu_count() or 1, 4), verbose=False)
    tokens = llm.tokenize(PROMPT, add_bos=True)
    llm.eval(tokens)  # prompt processing: the batched matrix products
    for token in tokens[1:4]:
        llm.eval([token])  # generation: the one-row ones
    llm.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    return run_probe(Path(args[0]), Path(args[1]), Path(args[2]))


if __name__ == "__main__":
    raise SystemExit(main())
