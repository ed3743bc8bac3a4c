"""Doctor lines for the CPU side of a loaded model: which CPU variant library the worker
loaded and why (amdchat.engine.dynamic_backends), and its thread count and why
(amdchat.engine.thread_count), from the worker's 'loaded' event."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from amdchat.diagnostics.check import Check, text
from amdchat.i18n import tr_noop

FAMILY = "truth"


def _variant_check(backend: Mapping[str, Any] | None) -> Check | None:
    if not backend:
        return None  # a static build: one CPU library, nothing was chosen
    failed = backend.get("failed") or {}
    left_out = ", ".join(f"{name} ({why})" for name, why in failed.items()
                         if why != "tried")
    variant = backend.get("cpu_variant") or ""
    if not variant:
        return Check(FAMILY, "CPU variant", "red", text(tr_noop(
            "diagnostics", "No CPU variant library of this backend runs on this CPU "
            "({left_out})."), left_out=left_out or "-"), text(tr_noop(
            "diagnostics", "Rebuild the backend ('amdchat backends build cpu') and run the "
            "checks again.")))
    if left_out:
        return Check(FAMILY, "CPU variant", "info", text(tr_noop(
            "diagnostics", "The CPU code runs as {variant}: the best variant that passed its "
            "check on this CPU. Left out after a failed check: {left_out}."),
            variant=variant, left_out=left_out))
    return Check(FAMILY, "CPU variant", "green", text(tr_noop(
        "diagnostics", "The CPU code runs as {variant}: the best variant for this CPU."),
        variant=variant))


def _threads_check(threads: Mapping[str, Any]) -> Check:
    fields = {"n": threads.get("n_threads", 0), "rule": threads.get("rule", 0),
              "at_rule": threads.get("tps_rule", 0.0), "fewer": threads.get("tps_fewer", 0.0)}
    templates = {
        "settings": tr_noop("diagnostics", "{n} CPU threads, as set in Settings > "
                            "Performance."),
        "fewer": tr_noop("diagnostics", "{n} CPU threads: this CPU has {rule} physical "
                         "performance cores, but one thread fewer measured faster at load "
                         "({fewer:.1f} against {at_rule:.1f} tok/s): another program keeps a "
                         "core busy."),
        "measured": tr_noop("diagnostics", "{n} CPU threads, one per physical performance "
                            "core; a measurement at load confirmed it ({at_rule:.1f} tok/s, "
                            "{fewer:.1f} with one fewer)."),
    }
    template = templates.get(str(threads.get("source")), tr_noop(
        "diagnostics", "{n} CPU threads, one per physical performance core."))
    return Check(FAMILY, "CPU threads", "info", text(template, **fields))


def cpu_checks(loaded: Mapping[str, Any]) -> list[Check]:
    checks = []
    variant = _variant_check(loaded.get("cpu_backend"))
    if variant is not None:
        checks.append(variant)
    if loaded.get("threads"):
        checks.append(_threads_check(loaded["threads"]))
    return checks
