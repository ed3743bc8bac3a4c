"""A placement plan in words, and the speed it allows: one sentence for every caller.

The fit column, the verdict under it, the picker, the start page, the load notice and
``amdchat fit``/``chat`` all say a plan with ``describe``; the UI translates the Text.
"""

from __future__ import annotations

from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import ModelMemory
from amdchat.plan.placement import PlacementPlan
from amdchat.speed import fit_speed
from amdchat.units import format_gib

CONTEXT = "plan"


def expected_tps(plan: PlacementPlan, memory: ModelMemory, gpu_gbs: float | None,
                 cpu_gbs: float | None, embeddings_on_gpu: bool = False) -> float | None:
    """The generation speed the plan's bytes per token allow (the roofline); None when a
    side that is read from has no known bandwidth."""
    read = fit_speed.bytes_read(memory, plan.n_gpu_layers, plan.n_ctx,
                                plan.gpu.kv + plan.host.kv, embeddings_on_gpu, plan.n_cpu_moe)
    return fit_speed.expected_tps(read, gpu_gbs, cpu_gbs)


def describe(plan: PlacementPlan, device: str, tps: float | None = None,
             counted: Text | None = None, chosen: bool = False) -> Text:
    """'fits: 48/48 layers on the GPU, experts of 20 layers in RAM (11.2 GiB), about 24
    tok/s expected', with what the user should know after it; ``counted``: the budget's
    words for the memory it counted (an APU's, amdchat.plan.budget); ``chosen``: the
    placement is the user's own (a number of layers), not the plan's."""
    main = _main(plan, device, chosen)
    extras = [text for text in (counted if plan.budget_bytes is not None else None,
                                _speed(tps), _context(plan), _guess(plan), _notes(plan))
              if text is not None]
    if not extras:
        return main
    template = "{main}" + "".join(f"{{extra{i}}}" for i in range(len(extras)))
    fields: dict[str, object] = {"main": main}
    fields.update({f"extra{i}": text for i, text in enumerate(extras)})
    return Text(CONTEXT, template, fields)


def _main(plan: PlacementPlan, device: str, chosen: bool = False) -> Text:
    layers = {"n": min(plan.n_gpu_layers, plan.n_layers + 1), "m": plan.n_layers + 1,
              "gpu": device, "vram": format_gib(plan.gpu.total, 1),
              "ram": format_gib(plan.host.total, 1), "experts": format_gib(plan.host.experts, 1),
              "k": plan.experts_in_ram_layers, "budget": format_gib(plan.budget_bytes or 0, 1),
              "available": format_gib(plan.ram_bytes or 0, 1)}
    if "ram" in plan.notes:
        return Text(CONTEXT, tr_noop(
            "plan", "does not fit in system RAM: the part left there needs {ram}, and {available} "
                    "is available"), layers)
    if plan.verdict == "unknown":
        return Text(CONTEXT, tr_noop(
            "plan", "{gpu}'s free memory cannot be read: all {m} layers are offered to it, "
                    "as llama.cpp does (it needs {vram}; the load fails if that is not free)"),
            layers)
    if not plan.fits and plan.verdict != "cpu":
        return Text(CONTEXT, tr_noop(
            "plan", "does not fit: this choice needs {vram} on {gpu}, which has {budget} for "
                    "models (the margin kept free taken off)"), layers)
    if plan.verdict == "full":
        return Text(CONTEXT, tr_noop(
            "plan", "fits: {m}/{m} layers on {gpu} ({vram} of {budget})"), layers)
    if plan.verdict == "experts":
        return Text(CONTEXT, tr_noop(
            "plan", "fits: {m}/{m} layers on {gpu} ({vram}), experts of {k} layers in system "
                    "RAM ({experts})"), layers)
    if plan.verdict == "layers":
        if plan.n_cpu_moe:
            return Text(CONTEXT, tr_noop(
                "plan", "partly: {n} of {m} layers on {gpu} ({vram}) without their experts; "
                        "the rest and every expert in system RAM ({ram}), run by the CPU"),
                layers)
        return Text(CONTEXT, tr_noop(
            "plan", "partly: {n} of {m} layers on {gpu} ({vram}), the rest in system RAM "
                    "({ram}), run by the CPU"), layers)
    if plan.budget_bytes is not None and not plan.fits:
        return Text(CONTEXT, tr_noop(
            "plan", "does not fit in system RAM: needs {ram}, {budget} available"), layers)
    if plan.verdict == "cpu" and chosen:
        return Text(CONTEXT, tr_noop(
            "plan", "runs on the CPU, as chosen, in system RAM ({ram})"), layers)
    if device:
        return Text(CONTEXT, tr_noop(
            "plan", "too large for {gpu}: runs on the CPU, in system RAM ({ram})"), layers)
    return Text(CONTEXT, tr_noop("plan", "runs on the CPU, in system RAM ({ram})"), layers)


def _speed(tps: float | None) -> Text | None:
    if tps is None:
        return None
    return Text(CONTEXT, tr_noop("plan", ", about {tps} tok/s expected"),
                {"tps": fit_speed.format_tps(tps).lstrip("~")})


def _context(plan: PlacementPlan) -> Text | None:
    if not plan.context_reduced:
        return None
    return Text(CONTEXT, tr_noop("plan", "; context shortened to {n_ctx} tokens to fit"),
                {"n_ctx": plan.n_ctx})


def _guess(plan: PlacementPlan) -> Text | None:
    if not plan.guessed:
        return None
    return Text(CONTEXT, tr_noop(
        "plan", " (a guess: the GPU's free memory cannot be read, so its total less the "
                "margin was assumed free)"))


def _notes(plan: PlacementPlan) -> Text | None:
    if "no_experts" in plan.notes:
        return Text(CONTEXT, tr_noop(
            "plan", " (this model has no experts to keep in system RAM: every layer is "
                    "offered to the GPU)"))
    if "experts_unrecognised" not in plan.notes or plan.verdict not in ("layers", "cpu"):
        return None
    return Text(CONTEXT, tr_noop(
        "plan", " (a mixture-of-experts model whose expert tensors amdchat does not "
                "recognise: whole layers are split instead)"))
