"""A mixture-of-experts model under a GPU budget too small for it: generation speed with
the experts of some layers in system RAM against the best whole-layer split that fits
the same budget.

The model is tests/helpers/moe_model.py's (qwen3moe, 8 layers of 16 experts, 2 used
per token, random weights, ~100 MiB F16), the GPU is Vulkan on Mesa's lavapipe, the
budget is what the GPU may hold (weights, KV cache and compute buffers, as the dry
run measures them). Expert offload: the fewest layers whose experts stay in RAM for
the rest to fit. Layer split: the most whole layers that fit. Speed: tg (single-token
decodes, llama-bench's way: amdchat.engine.bench_op), mean of the reps.
lavapipe is the CPU pretending to be a GPU, so it says how the two placements
compare here, not what a Radeon does.
Run: .venv/bin/python benchmarks/bench_moe_plan.py [budget_mib] [tokens] [reps]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from amdchat.engine.load_params import load_params
from amdchat.plan.budget import Budget
from amdchat.plan.placement import Offload
from amdchat.plan.sides import split_by_side
from amdchat.plan.words import describe as describe_plan
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers.moe_model import MoeShape, cached_moe_gguf

MIB = 2**20
N_CTX = 512


def gpu_need(engine: BlockingEngine, spec: ModelSpec, params: Any = None) -> int:
    """Bytes the GPU would hold with this spec (or these params): weights, KV and compute
    (a dry run)."""
    sides = split_by_side(dict(engine.dry_run(spec.path,
                                              params=params or spec.params("vulkan"))))
    if sides is None:
        raise SystemExit("the dry run gave no memory breakdown (not a Linux build?)")
    return sides[0].total


def fewest_expert_layers(engine: BlockingEngine, path: Path, budget: int) -> ModelSpec | None:
    for n_cpu_moe in range(MoeShape().n_layer + 1):
        spec = ModelSpec(path, "vulkan", N_CTX, Offload("experts", cpu_moe=n_cpu_moe), gpu_device=0)
        if gpu_need(engine, spec) <= budget:
            return spec
    return None


def most_whole_layers(engine: BlockingEngine, path: Path, budget: int) -> ModelSpec | None:
    for n_gpu_layers in range(MoeShape().n_layer + 1, 0, -1):
        spec = ModelSpec(path, "vulkan", N_CTX, Offload("layers", n_gpu_layers), gpu_device=0)
        if gpu_need(engine, spec) <= budget:
            return spec
    return None


def run(engine: BlockingEngine, spec: ModelSpec, tokens: int, reps: int) -> dict[str, Any]:
    loaded = engine.load(spec, timeout=900)
    plan = engine.session.plan
    planned = None if plan is None or spec.offload.mode != "auto" else load_params(
        N_CTX, plan.n_gpu_layers, "vulkan", n_cpu_moe=plan.n_cpu_moe)
    result = engine.bench({"pp": 0, "tg": tokens, "reps": reps}, timeout=1800)
    tg = next(r for r in result["results"] if r["kind"] == "tg")
    return {"tps": tg["mean_tps"], "sd": tg["stddev_tps"],
            "by_buffer": loaded["placement"]["model_mib_by_buffer"],
            "gpu_need_mib": gpu_need(engine, spec, planned) / MIB,
            "params": planned,
            "plan": plan}


def describe(name: str, spec: ModelSpec, figures: dict[str, Any]) -> str:
    buffers = ", ".join(f"{k} {v:.1f}" for k, v in sorted(figures["by_buffer"].items()))
    params = figures.get("params") or spec.params("vulkan")
    return (f"{name:15} n_gpu_layers={params.n_gpu_layers:3} n_cpu_moe={params.n_cpu_moe}: "
            f"tg {figures['tps']:.2f} ± {figures['sd']:.2f} tok/s; GPU holds "
            f"{figures['gpu_need_mib']:.1f} MiB; model buffers MiB: {buffers}")


def main() -> None:
    budget = int(float(sys.argv[1]) * MIB) if len(sys.argv) > 1 else 48 * MIB
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    reps = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    with tempfile.TemporaryDirectory(prefix="bench-moe-") as tmp, \
            BlockingEngine(budget=lambda _spec: Budget("lavapipe", budget, "given")) as engine:
        path = cached_moe_gguf(Path(tmp))
        engine.start("vulkan", gpu_device=0)
        whole = gpu_need(engine, ModelSpec(path, "vulkan", N_CTX, Offload("all"), gpu_device=0))
        print(f"model {path.stat().st_size / MIB:.1f} MiB; the whole of it needs "
              f"{whole / MIB:.1f} MiB on the GPU at {N_CTX} tokens; budget "
              f"{budget / MIB:.1f} MiB")
        offload = fewest_expert_layers(engine, path, budget)
        split = most_whole_layers(engine, path, budget)
        if offload is None or split is None:
            raise SystemExit("nothing fits this budget: give a larger one")
        planned_spec = ModelSpec(path, "vulkan", N_CTX, gpu_device=0)  # automatic: the plan
        planned = run(engine, planned_spec, tokens, reps)
        experts = run(engine, offload, tokens, reps)
        layers = run(engine, split, tokens, reps)
        # the two ends, for scale: which of the two devices computes faster here
        gpu = ModelSpec(path, "vulkan", N_CTX, Offload("all"), gpu_device=0)
        cpu = ModelSpec(path, "vulkan", N_CTX, Offload("layers", 0), gpu_device=0)
        ends = {"all on the GPU": (gpu, run(engine, gpu, tokens, reps)),
                "all on the CPU": (cpu, run(engine, cpu, tokens, reps))}
    plan = planned["plan"]
    print(describe("the plan", planned_spec, planned)
          + (f" [{describe_plan(plan, 'lavapipe')}]" if plan else " [not planned]"))
    print(describe("expert offload", offload, experts) + " (fewest expert layers by dry runs)")
    print(describe("layer split", split, layers))
    print(f"expert offload / layer split: {experts['tps'] / layers['tps']:.2f}x "
          f"(tg{tokens}, {reps} reps)")
    for name, (spec, figures) in ends.items():
        print(describe(name, spec, figures) + " (no budget)")


if __name__ == "__main__":
    main()
