"""The short comparison of backends that decides "auto" (amdchat.backends.measured):
the benchmark's own method, at depth 0, a few repetitions, and its figures."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from amdchat.backends.measured import Figure, ModelClass, Verdict, decide
from amdchat.backends.measured_store import remember
from amdchat.bench.results import BackendResult, BenchReport
from amdchat.bench.run import BenchConfig


def _first_row(result: BackendResult, kind: str) -> float | None:
    rows = sorted((r for r in result.rows if r.kind == kind), key=lambda r: r.depth)
    return rows[0].mean_tps if rows else None


def figures_of(report: BenchReport) -> tuple[Figure, ...]:
    """Each backend's figures in a benchmark report (a backend named twice: its last run)."""
    last = {b.backend: b for b in report.backends}
    return tuple(Figure(b.backend, _first_row(b, "tg"), _first_row(b, "pp"), b.runs_on,
                        b.finish_reason, b.error) for b in last.values())


def decide_report(report: BenchReport) -> Verdict:
    return decide(figures_of(report), report.measured, report.model)


def quick_config(model: Path, kinds: Sequence[str], gpu_device: int = -1, *,
                 pp: int = 256, tg: int = 32, reps: int = 2) -> BenchConfig:
    """The short comparison: the benchmark's method at depth 0 only, a few repetitions
    (about 20 seconds for two backends on a GPU, most of it loading the model twice)."""
    return BenchConfig(model, backends=tuple(kinds), depths=(0,), reps=reps, pp=pp, tg=tg,
                       gpu_device=gpu_device)


def keep(klass: ModelClass, report: BenchReport, store: Path | None = None) -> Verdict | None:
    """Keep a finished comparison's figures for ``klass``, and its decision. A cancelled
    one is not kept (None): half a comparison decides nothing."""
    if report.finish_reason == "cancelled":
        return None
    return remember(klass, figures_of(report), report.measured, report.model, store)
