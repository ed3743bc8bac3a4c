"""The fit verdict as the Models page shows it (translatable)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from amdchat.fit.estimate import Budget, Fit
from amdchat.units import GIB

# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


def fit_text(fit: Fit | None, budget: Budget | None, n_ctx: int) -> tuple[str, str]:
    """(short verdict for the cell, details for its tooltip)."""
    if budget is None:
        return _tr("fit", "no GPU found: CPU only"), _tr(
            "fit", "No GPU with known free memory was found, so the model would run on the CPU."
        )
    assert fit is not None
    details = _tr(
        "fit",
        "{gpu}: {free:.1f} GiB free for models ({source}, 1 GiB kept free). At {ctx} "
        "tokens the whole model needs {need:.2f} GiB; the largest context that fits "
        "entirely is {max_ctx} tokens.",
    ).format(
        gpu=budget.gpu_name,
        free=budget.free_bytes / GIB,
        source=budget.source,
        ctx=n_ctx,
        need=fit.needed_bytes / GIB,
        max_ctx=fit.max_context_full,
    )
    if fit.verdict == "full":
        return _tr("fit", "fits ({room:.1f} GiB to spare)").format(
            room=fit.headroom_bytes / GIB
        ), details
    if fit.verdict == "partial":
        return _tr("fit", "partly: {n} of {m} layers on the GPU").format(
            n=fit.gpu_layers, m=fit.n_layers + 1
        ), details
    return _tr("fit", "too large: CPU only"), details
