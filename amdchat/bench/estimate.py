"""How long a benchmark run may take, said before its first measurement.

A rough figure from the model file's size and this machine, labelled as an estimate
on the page; the measured time left replaces it after the first row. The rules:

- generating reads the repeating layers' weights (a MoE's active experts only) and
  the output layer (a tied model's whole embedding table) once per token: the
  memory's bandwidth over those bytes (the roofline), at half of it, as llama.cpp
  reaches about that;
- reading a prompt on the CPU is arithmetic: two operations per weight of the
  repeating layers and token, at about 20 GFLOP/s per thread, a weight taken as 4.5
  bits (Q4_K_M, the usual download). Checked against Gemma 3 270M Q4_K_M on this
  project's 2-core machine (docs/performance.md: pp512 177, tg128 28 tok/s measured;
  165 and 29 estimated);
- a file whose header cannot be read counts whole, in both;
- reading a prompt on a GPU: 30 times its generation speed (a rule of thumb of
  llama-bench results, where pp is tens of times tg);
- Vulkan without a GPU (lavapipe) runs on the CPU, at a third of the CPU backend;
- each test is run once more to warm up, and each run at a depth first reads that
  many tokens; loading reads the file at 1 GB/s.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from amdchat.bench.run import BenchConfig
from amdchat.model_memory import ModelMemoryError, local_memory

ROOFLINE_SHARE = 0.5
FLOPS_PER_THREAD = 20e9
BITS_PER_WEIGHT = 4.5
GPU_PROMPT_OVER_GENERATION = 30.0
LAVAPIPE_SHARE = 1 / 3
LOAD_BYTES_PER_S = 1e9


@dataclass(frozen=True)
class Speeds:
    """Tokens per second a backend may reach with the model, and its load time."""

    prompt_tps: float
    generate_tps: float
    load_s: float


def threads() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class ModelWork:
    """The bytes that set a model's speed."""

    file_bytes: int  # loaded
    computed_bytes: int  # weights multiplied for each prompt token
    read_bytes: int  # weights read for each generated token


def model_work(path: Path) -> ModelWork:
    """From the GGUF header; the whole file for both where it cannot be read."""
    size = path.stat().st_size
    try:
        memory = local_memory(path)
    except (ModelMemoryError, OSError, ValueError):
        return ModelWork(size, size, size)
    active = [layer - round(experts * (1 - memory.n_expert_used / memory.n_expert))
              if memory.n_expert else layer
              for layer, experts in zip(memory.layer_bytes,
                                        memory.expert_bytes or (0,) * len(memory.layer_bytes),
                                        strict=True)]
    output = memory.host_only_bytes if memory.tied_output else memory.output_bytes
    computed = max(sum(active), 1)
    return ModelWork(size, computed, computed + output)


def cpu_speeds(work: ModelWork, memory_gbs: float, n_threads: int) -> Speeds:
    weights = work.computed_bytes * 8 / BITS_PER_WEIGHT
    return Speeds(prompt_tps=n_threads * FLOPS_PER_THREAD / (2 * weights),
                  generate_tps=memory_gbs * 1e9 * ROOFLINE_SHARE / work.read_bytes,
                  load_s=work.file_bytes / LOAD_BYTES_PER_S)


def gpu_speeds(work: ModelWork, card_gbs: float) -> Speeds:
    generate = card_gbs * 1e9 * ROOFLINE_SHARE / work.read_bytes
    return Speeds(prompt_tps=generate * GPU_PROMPT_OVER_GENERATION, generate_tps=generate,
                  load_s=work.file_bytes / LOAD_BYTES_PER_S)


def lavapipe_speeds(cpu: Speeds) -> Speeds:
    return Speeds(cpu.prompt_tps * LAVAPIPE_SHARE, cpu.generate_tps * LAVAPIPE_SHARE,
                  cpu.load_s)


def backend_seconds(config: BenchConfig, speeds: Speeds) -> float:
    """One backend's share: the load, then each depth's tests with a warm-up each."""
    runs = config.reps + 1
    per_depth = [runs * (2 * depth / speeds.prompt_tps + config.pp / speeds.prompt_tps
                         + config.tg / speeds.generate_tps) for depth in config.depths]
    return speeds.load_s + sum(per_depth)


def run_seconds(config: BenchConfig, speeds_by_backend: dict[str, Speeds]) -> float | None:
    """The whole run's time, or None when a ticked backend has no figures."""
    if any(kind not in speeds_by_backend for kind in config.backends):
        return None
    return sum(backend_seconds(config, speeds_by_backend[kind]) for kind in config.backends)
