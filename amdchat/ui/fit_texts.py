"""The fit verdict as the Models page shows it (translatable)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from amdchat.fit.report import FitReport
from amdchat.plan.sides import Memory
from amdchat.ui.messages import translated
from amdchat.units import GIB

# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


def fit_text(report: FitReport | None) -> tuple[str, str]:
    """(short verdict for the cell, details for its tooltip); None: no known GPU."""
    if report is None:
        return _tr("fit", "no GPU found: CPU only"), _tr(
            "fit", "No GPU with known free memory was found, so the model would run on the CPU."
        )
    return report_text(report)


def report_text(report: FitReport) -> tuple[str, str]:
    """(short verdict for the cell, details for its tooltip) of a fit report: an estimate
    is marked "≈" until llama.cpp's dry run replaces it with the measured figure."""
    gib = GIB
    needed = (report.gpu.total if report.target == "gpu" else report.host.total) / gib
    if report.target == "gpu":
        where = _tr("fit", "{gpu}: {free:.1f} GiB free for models (1 GiB kept free)").format(
            gpu=report.device, free=report.budget_bytes / gib)
    else:
        where = _tr("fit", "No GPU: the model runs on the CPU. System RAM: {free:.1f} GiB "
                           "available for models (1 GiB kept free)").format(
            free=report.budget_bytes / gib)
    how = (_tr("fit", "Measured by llama.cpp (a dry run with the settings the app loads "
                      "with).") if report.source == "dry_run" else
           _tr("fit", "Estimated from the file's header; a llama.cpp dry run replaces it."))
    details = _tr("fit", "{where}. At {ctx} tokens the model needs {need:.2f} GiB "
                         "(weights {weights:.2f}, KV cache {kv:.2f}, compute {compute:.2f}); "
                         "the largest context that fits entirely is {max_ctx} tokens. {how}"
                  ).format(where=where, ctx=report.params.n_ctx, need=needed,
                           weights=_side(report).weights_bytes / gib,
                           kv=_side(report).kv_bytes / gib,
                           compute=_side(report).compute_bytes / gib,
                           max_ctx=report.max_context, how=how)
    if report.suggestion:
        details += "\n" + _tr("fit", "With a q8_0 KV cache and flash attention (Settings) it "
                                     "would fit, up to {max_ctx} tokens.").format(
            max_ctx=report.suggestion["max_context"])
    if report.plan_text is not None:
        details = translated(report.plan_text)[:1].upper() + translated(report.plan_text)[1:] \
            + ".\n" + details
    speed = _speed_texts(report)
    if speed:
        text, detail = speed
        details += "\n" + detail
    mark = "" if report.source == "dry_run" else "≈ "
    spare = (report.budget_bytes / gib) - needed
    if report.verdict == "full" and report.target == "gpu":
        text = _tr("fit", "fits ({room:.1f} GiB to spare)").format(room=spare)
    elif report.verdict == "full":
        text = _tr("fit", "CPU only: fits in RAM ({room:.1f} GiB to spare)").format(room=spare)
    elif report.verdict == "over":
        text = _tr("fit", "does not fit as chosen")
    elif report.verdict == "experts" and report.plan is not None:
        text = _tr("fit", "fits: experts of {k} layers in RAM").format(
            k=report.plan.experts_in_ram_layers)
    elif report.verdict == "partial":
        text = _tr("fit", "partly: {n} of {m} layers on the GPU").format(
            n=report.gpu_layers, m=report.n_layers + 1)
    elif report.target == "gpu":
        text = _tr("fit", "too large: CPU only")
    else:
        text = _tr("fit", "too large for RAM")
    if speed:
        text = _tr("fit", "{verdict}, {speed}").format(verdict=text, speed=speed[0])
    if report.remote is not None:
        return _with_remote(report, mark, details)
    return mark + text, details


def _with_remote(report: FitReport, mark: str, details: str) -> tuple[str, str]:
    """The split over Settings' remote GPUs names the cell (the load makes that split);
    the tooltip says what it rests on, then this computer's own verdict."""
    remote = report.remote
    assert remote is not None
    said = [translated(note) for note in remote.notes()]
    alone = _tr("fit", "On this computer alone: {verdict}").format(
        verdict=report_text(dataclasses.replace(report, remote=None))[0].removeprefix(mark))
    text = translated(remote.words())
    if remote.link is not None and remote.link.dominates:
        text += " ⚠"
    return mark + text, "\n".join([translated(remote.words()) + ".", *said, alone, details])


def _speed_texts(report: FitReport) -> tuple[str, str] | None:
    """(short, for the cell; sentence, for the tooltip) of the speed the memory allows;
    None when it is unknown (a card not in the table, the RAM's bandwidth not measured)."""
    tps = report.expected_tps
    if tps is None or report.verdict == "none":
        return None
    figure = f"{tps:.0f}" if tps >= 10 else f"{tps:.1f}"
    short = _tr("fit", "~{tps} tok/s").format(tps=figure)
    if report.target == "cpu":
        detail = _tr("fit", "Expected generation speed: ~{tps} tok/s on the CPU, the limit "
                            "set by the system memory's measured bandwidth at a full context.")
    elif report.verdict == "partial":
        detail = _tr("fit", "Expected generation speed: ~{tps} tok/s, since the other layers "
                            "run on the CPU, at the speed of system memory (the limit at a "
                            "full context).")
    else:
        detail = _tr("fit", "Expected generation speed: ~{tps} tok/s on this card, the limit "
                            "set by its memory bandwidth at a full context.")
    return short, detail.format(tps=figure)


def _side(report: FitReport) -> Memory:
    return report.gpu if report.target == "gpu" else report.host
