"""A benchmark as CSV (a spreadsheet), JSON (everything) or a Markdown table (a forum post),
each with the driver a backend ran on, to compare before and after a driver update.

Reports name the model file, never its folder, and carry no host or user name."""

from __future__ import annotations

import csv
import io
import json

from amdchat.bench.results import BackendResult, BenchReport

COLUMNS = ("backend", "device", "driver", "runs_on", "layers_on_gpu", "test", "depth", "reps",
           "mean_tps", "stddev_tps", "of_limit", "limit_tps", "llama_cpp_python",
           "build_flags")


def _layers(backend: BackendResult) -> str:
    if backend.layers_total is None:
        return ""
    return f"{backend.layers_on_gpu or 0}/{backend.layers_total}"


def _cells(report: BenchReport) -> list[dict[str, object]]:
    return [{"backend": b.backend, "device": b.device_description or b.device,
             "driver": b.driver, "runs_on": b.runs_on, "layers_on_gpu": _layers(b), "test": r.test,
             "depth": r.depth, "reps": r.reps, "mean_tps": f"{r.mean_tps:.2f}",
             "stddev_tps": f"{r.stddev_tps:.2f}", "of_limit": r.of_limit_text(),
             "limit_tps": "" if r.limit_tps is None else f"{r.limit_tps:.1f}",
             "llama_cpp_python": b.llama_cpp_python,
             "build_flags": " ".join(b.build_flags)} for b, r in report.rows()]


def to_json(report: BenchReport) -> str:
    return json.dumps(report.as_dict(), indent=1)


def to_csv(report: BenchReport) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["model", "measured", *COLUMNS],
                            lineterminator="\n")
    writer.writeheader()
    for cells in _cells(report):
        writer.writerow({"model": report.model, "measured": report.measured, **cells})
    return out.getvalue()


def _md(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def to_markdown(report: BenchReport) -> str:
    lines = [f"**{_md(report.model)}** ({_md(report.quantization)}), {report.measured}, "
             f"{report.reps} reps, llama-cpp-python "
             f"{_md(next((b.llama_cpp_python for b in report.backends), ''))}", "",
             "| backend | device | driver | runs on | layers on GPU | test | depth | t/s "
             "| of limit |",
             "|---|---|---|---|---|---|---:|---:|---:|"]
    for cells in _cells(report):
        lines.append(
            f"| {_md(cells['backend'])} | {_md(cells['device'])} | {_md(cells['driver'])} | "
            f"{_md(cells['runs_on'])} | "
            f"{_md(cells['layers_on_gpu'])} | {cells['test']} | {cells['depth']} | "
            f"{cells['mean_tps']} ± {cells['stddev_tps']} | {cells['of_limit']} |")
    for backend in report.backends:
        if backend.error:
            lines.append(f"\n{_md(backend.backend)} failed: {_md(backend.error)}")
    bases = [f"{_md(b.backend)}: {_md(b.limit_basis)}" for b in report.backends
             if b.limit_basis]
    if bases:
        lines.append("\n\"of limit\": the share of the generation speed the memory bandwidth "
                     "allows (" + "; ".join(bases) + ").")
    if report.finish_reason == "cancelled":
        lines.append("\nCancelled before the end: some rows are missing.")
    return "\n".join(lines) + "\n"


def export(report: BenchReport, fmt: str) -> str:
    """``fmt``: "csv", "json" or "markdown"."""
    return {"csv": to_csv, "json": to_json, "markdown": to_markdown}[fmt](report)
