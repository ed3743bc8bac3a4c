"""Truth: where the loaded model's buffers really are, and whether its last speed fits them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from amdchat.diagnostics.check import Check, Context, text
from amdchat.diagnostics.cpu_backend import cpu_checks
from amdchat.i18n import tr_noop
from amdchat.speed.expected import judge_reply
from amdchat.speed.roofline import slow_hint

FAMILY = "truth"


def _placement_check(loaded: Mapping[str, Any], backend: str) -> Check:
    placement = loaded.get("placement") or {}
    model = placement.get("model_mib") or {}
    on_gpu = sum(v for k, v in model.items() if k != "CPU")
    fields = {"device": placement.get("device", "?"),
              "description": placement.get("device_description") or "?",
              "gpu_mib": f"{on_gpu:.0f}", "host_mib": f"{model.get('CPU', 0.0):.0f}",
              "backend": backend or "?", "n": placement.get("layers_offloaded_claimed"),
              "total": placement.get("layers_total")}
    runs_on = placement.get("runs_on")
    if runs_on == "gpu":
        return Check(FAMILY, "where the model runs", "green", text(tr_noop(
            "diagnostics", "The model runs on {device} ({description}): {gpu_mib} MiB of weights "
            "in GPU memory, {host_mib} MiB on the host."), **fields))
    if runs_on == "partial":
        return Check(FAMILY, "where the model runs", "amber", text(tr_noop(
            "diagnostics", "Partly on the GPU: {n} of {total} layers on {device}, {host_mib} MiB "
            "of weights on the host."), **fields), text(tr_noop(
            "diagnostics", "Choose a smaller quantization or a shorter context so that the whole "
            "model fits the GPU (the Models page says which fit).")))
    if backend and backend != "cpu":
        return Check(FAMILY, "where the model runs", "red", text(tr_noop(
            "diagnostics", "The {backend} backend runs the model on the CPU: no weights are in GPU "
            "memory."), **fields), text(tr_noop(
            "diagnostics", "See the devices and driver lines: the backend found no usable GPU.")))
    return Check(FAMILY, "where the model runs", "info", text(tr_noop(
        "diagnostics", "The model runs on the CPU backend ({host_mib} MiB of weights)."), **fields))


def _speed_check(context: Context, loaded: Mapping[str, Any],
                 stats: Mapping[str, Any]) -> list[Check]:
    measured = float(stats.get("generation_tps") or 0.0)
    judged = judge_reply(loaded, context.backend_kind, stats, root=context.root)
    if judged is None:
        return [Check(FAMILY, "speed", "info", text(tr_noop(
            "diagnostics", "Last reply: {measured:.1f} tok/s. This device's memory bandwidth is "
            "not in amdchat's table, so there is no expected speed to compare."),
            measured=measured))]
    expected, verdict = judged
    if verdict.slow:  # the first reason is the fix to try; more, if any, follow
        first, *more = verdict.reasons
        return [Check(FAMILY, "speed", "amber", slow_hint(verdict), first),
                *(Check(FAMILY, "speed", "amber", reason) for reason in more)]
    if not verdict.bandwidth_bound:
        return [Check(FAMILY, "speed", "info", text(tr_noop(
            "diagnostics", "Last reply: {measured:.1f} tok/s. Memory bandwidth would allow "
            "~{limit:.0f} tok/s, but a model this small is bound by per-token costs, so the "
            "share says nothing about where it runs."), measured=measured,
            limit=expected.limit_tps))]
    return [Check(FAMILY, "speed", "green", text(tr_noop(
        "diagnostics", "Last reply: {measured:.1f} tok/s, {percent:.0f} % of the ~{limit:.0f} "
        "tok/s this hardware allows ({basis})."), measured=measured, percent=100 * verdict.fraction,
        limit=expected.limit_tps, basis=expected.describe()))]


def check_truth(context: Context) -> list[Check]:
    if not context.loaded and context.in_app:
        return [Check(FAMILY, "where the model runs", "info", text(tr_noop(
            "diagnostics", "No model is loaded. Load one and run the checks again: this line "
            "then says where it really runs and, after a reply, how its speed compares with "
            "what the hardware allows.")))]
    if not context.loaded:
        return [Check(FAMILY, "where the model runs", "info", text(tr_noop(
            "diagnostics", "No model was given: 'amdchat doctor --model FILE.gguf' loads one "
            "and says where it really runs and how its speed compares with what the hardware "
            "allows.")))]
    checks = [_placement_check(context.loaded, context.backend_kind)]
    if context.last_stats and context.last_stats.get("generation_tps"):
        checks += _speed_check(context, context.loaded, context.last_stats)
    return checks + cpu_checks(context.loaded)
