"""``amdchat bench``: prompt and generation speed per backend, measured the way
llama-bench does; ``compare`` is its old name."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from amdchat.cli.common import load_settings, usable_model_file
from amdchat.cli.options import spec_overrides

if TYPE_CHECKING:
    from amdchat.bench.results import BenchReport
    from amdchat.bench.run import Progress
    from amdchat.config import Settings


def run(args: argparse.Namespace) -> int:
    from amdchat import paths
    from amdchat.bench import BenchConfig, BenchRun
    from amdchat.bench.export import export
    from amdchat.bench.history import append_history

    if not usable_model_file(Path(args.model)):
        return 2
    fmt = args.format or "text"
    backends = tuple(b.strip() for b in (args.backends or "").split(",") if b.strip())
    problem = _problem(backends, args)
    if problem:
        print(f"amdchat: {problem}", file=sys.stderr)
        return 2
    settings = load_settings()
    overrides = {**spec_overrides(args, settings), "rpc_servers": bench_servers(args, settings)}
    config = BenchConfig(Path(args.model), backends=backends, depths=args.depths,
                         reps=args.reps, pp=args.pp, tg=args.tg, gpu_device=args.gpu_device,
                         **overrides)
    report = BenchRun(config, lambda progress: _show(progress, fmt),
                      log_path=paths.log_dir() / "worker.log").run()
    if not args.no_save:
        append_history(report)
    if getattr(args, "for_auto", False):
        _keep_for_auto(report, Path(args.model), args.gpu_device)
    if fmt != "text":
        sys.stdout.write(export(report, fmt))
    failed = [b for b in report.backends if b.finish_reason == "failed"]
    return 1 if failed and len(failed) == len(report.backends) else 0


def bench_servers(args: argparse.Namespace, settings: Settings) -> tuple[str, ...]:
    """The remote GPUs the loads use, as chat, serve, fit and doctor choose them: --rpc's,
    else Settings > Network's (said on stderr); --no-rpc or --rpc '' for none."""
    given: tuple[str, ...] | None = getattr(args, "rpc", None)
    if given is not None:
        return given
    servers = tuple(settings["rpc_servers"])
    if servers:
        print("amdchat: the loads use the remote GPUs of Settings > Network ("
              f"{', '.join(servers)}); --no-rpc for this computer only", file=sys.stderr)
    return servers


def _keep_for_auto(report: BenchReport, model: Path, gpu_device: int) -> None:
    """What "auto" decides from this run, kept for the model's class on the GPU used."""
    from amdchat.backends.measured_store import class_of, gpu_for
    from amdchat.bench.backend_choice import keep
    from amdchat.hardware.monitor import GpuMonitor

    gpu = gpu_for(gpu_device, GpuMonitor().gpus)
    if gpu is None:
        print("amdchat: no GPU was found, so nothing is kept for the automatic backend",
              file=sys.stderr)
        return
    verdict = keep(class_of(model, gpu), report)
    if verdict is None:
        print("amdchat: cancelled: nothing is kept for the automatic backend", file=sys.stderr)
    else:
        print(f"auto on {gpu.name}: {verdict.winner or 'unknown'}. {verdict.reason}",
              file=sys.stderr)


def _problem(backends: tuple[str, ...], args: argparse.Namespace) -> str:
    """What is wrong with the options that argparse cannot see, or ""."""
    from amdchat.backends.registry import KINDS

    unknown = [b for b in backends if b not in KINDS]
    if unknown:
        return f"unknown backend {unknown[0]!r} (known: {', '.join(KINDS)})"
    if args.reps < 1 or min(args.pp, args.tg) < 0:
        return "--reps must be 1 or more, --pp and --tg 0 or more"
    return ""


def _show(progress: Progress, fmt: str) -> None:
    """One step of the run: the load on stderr; with ``fmt`` text, each result as it comes."""
    if progress.stage == "loading":
        print(f"{progress.backend}: loading the model...", file=sys.stderr, flush=True)
    elif progress.row is not None and fmt == "text":
        row = progress.row
        print(f"{progress.backend:7} {row.test:>7} @ {row.depth:<6} "
              f"{row.mean_tps:10.2f} ± {row.stddev_tps:.2f} tok/s", flush=True)
    elif progress.result is not None and fmt == "text":
        result = progress.result
        if result.error:
            print(f"{result.backend:7} failed: {result.error}", flush=True)
        elif result.runs_on:
            layers = (f", {result.layers_on_gpu}/{result.layers_total} layers on the GPU"
                      if result.layers_total is not None else "")
            driver = f", driver {result.driver}" if result.driver else ""
            experts = (f", experts of {result.n_cpu_moe} layers in RAM"
                       if result.n_cpu_moe else "")
            print(f"{result.backend:7} ran on {result.runs_on} "
                  f"({result.device_description or result.device}){driver}{layers}"
                  f"{experts}", flush=True)
            if result.cpu_variant:
                print(f"{result.backend:7} CPU library {result.cpu_variant}: "
                      f"{result.cpu_variant_why}", flush=True)
            if result.threads_why:
                print(f"{result.backend:7} threads: {result.threads_why}", flush=True)
        for skipped in result.skipped:
            print(f"{result.backend:7} skipped {skipped}", flush=True)


def run_compare(args: argparse.Namespace) -> int:
    print("amdchat: 'amdchat compare' is now 'amdchat bench' (pp512/tg128 the way llama-bench "
          "measures, per backend); running that.", file=sys.stderr)
    return run(args)
