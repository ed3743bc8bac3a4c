"""Command line: ``amdchat`` (the app), ``amdchat chat``, ``amdchat gpu``, ``amdchat bench``..."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from amdchat.config import Settings


def _load_settings() -> Settings:
    """The user's settings; a problem found in the file is said on stderr (the app says it
    too at its next start: amdchat.unseen)."""
    from amdchat import paths
    from amdchat.config import Settings

    settings: Settings = Settings.load(paths.settings_file())
    if settings.load_problem:
        print(f"amdchat: {settings.load_problem}", file=sys.stderr)
    return settings


def _chat(args: argparse.Namespace) -> int:
    from amdchat import paths
    from amdchat.engine.blocking import BlockingEngine, EngineError
    from amdchat.engine.protocol import Message
    from amdchat.engine.session import ModelSpec
    from amdchat.modelfile import ModelFileError, check_model_file

    settings = _load_settings()
    try:
        check_model_file(Path(args.model))
    except ModelFileError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 2
    sampling = settings.sampling()
    for name in ("max_tokens", "seed", "temperature"):
        if getattr(args, name) is not None:
            sampling[name] = getattr(args, name)
    messages: list[Message] = []
    if settings["system_prompt"]:
        messages.append({"role": "system", "content": settings["system_prompt"]})
    messages.append({"role": "user", "content": args.prompt})
    spec = ModelSpec(
        path=Path(args.model), backend=args.backend or settings["backend"],
        n_ctx=args.ctx or settings["context_length"],
        n_gpu_layers=settings["gpu_layers"] if args.gpu_layers is None else args.gpu_layers,
        chat_template=args.template or settings["chat_template"],
        gpu_device=settings["gpu_device"] if args.gpu_device is None else args.gpu_device)

    def show(text: str) -> None:
        sys.stdout.write(text)
        sys.stdout.flush()

    engine = BlockingEngine(log_path=paths.log_dir() / "worker.log",
                            on_notice=lambda n: print(f"amdchat: {n.text}", file=sys.stderr))
    try:
        with engine:
            loaded = engine.load(spec)
            done = engine.chat(messages, sampling, on_token=show)
    except EngineError as exc:
        print(f"\namdchat: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2 if exc.kind in ("backend_unavailable", "rocm_unsupported") else 1
    print()
    if not done["reply"].strip():
        print("amdchat: the model replied with nothing; its chat template may not fit "
              "(try another with --template, or Settings > Chat template)", file=sys.stderr)
        return 1
    if args.json:
        stats = done["stats"]
        placement = loaded["placement"]
        print(json.dumps({
            "reply": done["reply"], "prompt_tokens": stats["prompt_tokens"],
            "generated_tokens": stats["generated_tokens"], "ttft_ms": stats["ttft_ms"],
            "prompt_tps": stats["prompt_tps"], "generation_tps": stats["generation_tps"],
            "backend": engine.session.backend.kind if engine.session.backend else "",
            "device": placement["device"], "runs_on": placement["runs_on"],
            "n_gpu_layers": loaded["n_gpu_layers"], "template": loaded["template"],
            "model": str(Path(args.model).resolve()), "finish_reason": done["finish_reason"],
            "seed": stats["seed"],
        }))
    return 0


def _gpu(args: argparse.Namespace) -> int:
    from amdchat.hardware.report import run_gpu_command

    return run_gpu_command(as_json=args.json, watch_seconds=args.watch)


def _backends(args: argparse.Namespace) -> int:
    from amdchat.backends import build, registry

    if args.action == "build":
        destination = Path(args.dest) if args.dest else build.default_destination()
        try:
            folder = build.install_backend(args.kind, destination, args.cmake_arg or [],
                                           args.gpu_targets or "")
        except build.BuildError as exc:
            print(f"amdchat: {exc}", file=sys.stderr)
            return 1
        print(folder)
        return 0
    for backend in registry.discover():
        print(f"{backend.kind:7} {backend.folder}")
    return 0


def _models(args: argparse.Namespace) -> int:
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError, QuantDownload
    from amdchat.hub.quants import find_quant

    settings = _load_settings()
    token = api.token_from(settings["hf_token"])
    try:
        if args.action == "search":
            return _print_search(api.search(args.target or "", args.sort, token=token), args.json)
        if args.action == "files":
            return _print_files(api.repo_files(_need(args.target, "REPO"), token=token), args.json)
        if args.action == "download":
            files = api.repo_files(_need(args.target, "REPO"), token=token)
            quant = find_quant(files.quants + files.mmproj, _need(args.quant, "QUANT"))
            if quant is None:
                names = ", ".join(q.name for q in files.quants)
                print(f"amdchat: {args.target} has no {args.quant} (it has: {names})",
                      file=sys.stderr)
                return 2
            job = QuantDownload(args.target, quant, settings.models_dir(), token=token,
                                on_progress=_progress_printer(args.json),
                                on_notice=lambda s: print(f"\namdchat: {s}", file=sys.stderr))
            path = job.run()
            print(file=sys.stderr)
            print(path)
            return 0
    except (api.HubError, DownloadError) as exc:
        print(f"\namdchat: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 2
    return _print_library(settings.models_dir(), args.json)


def _need(value: str | None, name: str) -> str:
    if not value:
        raise ValueError(f"{name} is required")
    return value


def _print_search(results: list[Any], as_json: bool) -> int:
    if as_json:
        print(json.dumps([{**r.__dict__, "last_modified": r.last_modified.isoformat()
                           if r.last_modified else None} for r in results]))
        return 0
    for r in results:
        print(f"{r.repo_id:60} {r.downloads or 0:>10} downloads {r.likes or 0:>6} likes "
              f"{r.architecture or '?':10} {r.license}")
    return 0


def _print_files(files, as_json: bool) -> int:  # type: ignore[no-untyped-def]
    from amdchat.units import format_gib

    rows = [{"name": q.name, "mmproj": q.is_mmproj, "total_size": q.total_size,
             "files": [f.path for f in q.files], "sha256": [f.sha256 for f in q.files]}
            for q in files.quants + files.mmproj]
    if as_json:
        print(json.dumps(rows))
        return 0
    for row in rows:
        extra = " (vision add-on)" if row["mmproj"] else ""
        parts = f" in {len(row['files'])} parts" if len(row["files"]) > 1 else ""
        print(f"{row['name']:16} {format_gib(row['total_size']):>12}{parts}{extra}")
    return 0


def _progress_printer(as_json: bool):  # type: ignore[no-untyped-def]
    from amdchat.units import MIB

    last = [0.0]

    def show(progress) -> None:  # type: ignore[no-untyped-def]
        import time

        now = time.monotonic()
        if now - last[0] < 0.5 and progress.done < progress.total:
            return
        last[0] = now
        if as_json:
            print(json.dumps({"done": progress.done, "total": progress.total,
                              "speed": progress.speed}), file=sys.stderr)
        else:
            print(f"\r{progress.done / MIB:9.1f} / {progress.total / MIB:.1f} MiB "
                  f"{progress.speed / MIB:7.1f} MiB/s", end="", file=sys.stderr)

    return show


def _print_library(models_dir: Path, as_json: bool) -> int:
    from amdchat.library import scan
    from amdchat.modelfile import shown_name
    from amdchat.units import format_gib

    models = scan(models_dir)
    if as_json:
        print(json.dumps([{
            "path": str(m.path), "source": m.source, "size": m.size_bytes,
            "architecture": m.summary.architecture if m.summary else None,
            "parameters": m.summary.parameters if m.summary else None,
            "quantization": m.summary.quantization if m.summary else None,
            "context_length": m.summary.context_length if m.summary else None,
            "problem": m.problem} for m in models]))
        return 0
    for m in models:
        path = shown_name(str(m.path))  # a name that is not UTF-8 cannot be printed as is
        if m.summary:
            print(f"{m.summary.architecture:10} {m.summary.parameters / 1e9:6.2f}B "
                  f"{m.summary.quantization:8} {format_gib(m.size_bytes):>11}  {path}")
        else:
            print(f"{'unreadable':10} {path}: {m.problem}")
    return 0


def _fit(args: argparse.Namespace) -> int:
    from amdchat.fit import check
    from amdchat.fit.estimate import estimate
    from amdchat.hardware.monitor import GpuMonitor
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError
    from amdchat.hub.quants import find_quant
    from amdchat.modelfile import ModelFileError, check_model_file
    from amdchat.units import format_gib

    settings = _load_settings()
    n_ctx = args.ctx or settings["context_length"]
    budget = check.gpu_budget(GpuMonitor(), free_gib=args.vram_free)
    try:
        if Path(args.model).exists() or args.quant is None:
            check_model_file(Path(args.model))
            memory = check.local_memory(Path(args.model))
        else:
            files = api.repo_files(args.model, token=api.token_from(settings["hf_token"]))
            quant = find_quant(files.quants, args.quant)
            if quant is None:
                print(f"amdchat: {args.model} has no {args.quant}", file=sys.stderr)
                return 2
            memory = check.remote_memory(args.model, quant.files,
                                         api.token_from(settings["hf_token"]))
    except (ModelFileError, api.HubError, DownloadError, ValueError, OSError) as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 1
    if budget is None:
        message = ("no GPU with known free memory was found: the model runs on the CPU "
                   f"(about {format_gib(memory.weights_bytes)} of RAM for the weights)")
        print(json.dumps({"verdict": "no_gpu", "message": message}) if args.json else message)
        return 0
    if args.dry_run and Path(args.model).exists():
        fit = _fit_with_dry_run(Path(args.model), n_ctx, budget, settings["backend"])
        if fit is None:
            return 1
    else:
        fit = estimate(memory, n_ctx, budget)
    if args.json:
        print(json.dumps({**fit.__dict__, "gpu": budget.gpu_name,
                          "budget_bytes": budget.free_bytes, "n_ctx": n_ctx,
                          "message": check.describe(fit, budget, n_ctx)}))
    else:
        print(check.describe(fit, budget, n_ctx))
    return 0


def _int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected numbers separated by commas: {text!r}"
                                         ) from None
    if not values or min(values) < 0:
        raise argparse.ArgumentTypeError(f"expected numbers >= 0: {text!r}")
    return values


def _bench(args: argparse.Namespace) -> int:
    from amdchat import paths
    from amdchat.bench import BenchConfig, BenchRun
    from amdchat.bench.export import export
    from amdchat.bench.history import append_history
    from amdchat.bench.run import Progress
    from amdchat.modelfile import ModelFileError, check_model_file

    try:
        check_model_file(Path(args.model))
    except ModelFileError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 2
    fmt = args.format or "text"

    def show(progress: Progress) -> None:
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
                print(f"{result.backend:7} ran on {result.runs_on} "
                      f"({result.device_description or result.device}){layers}", flush=True)
            for skipped in result.skipped:
                print(f"{result.backend:7} skipped {skipped}", flush=True)

    from amdchat.backends.registry import KINDS

    backends = tuple(b.strip() for b in (args.backends or "").split(",") if b.strip())
    unknown = [b for b in backends if b not in KINDS]
    if unknown or args.reps < 1 or min(args.pp, args.tg) < 0:
        problem = (f"unknown backend {unknown[0]!r} (known: {', '.join(KINDS)})" if unknown
                   else "--reps must be 1 or more, --pp and --tg 0 or more")
        print(f"amdchat: {problem}", file=sys.stderr)
        return 2
    config = BenchConfig(Path(args.model), backends=backends, depths=args.depths,
                         reps=args.reps, pp=args.pp, tg=args.tg, gpu_device=args.gpu_device)
    report = BenchRun(config, show, log_path=paths.log_dir() / "worker.log").run()
    if not args.no_save:
        append_history(report)
    if fmt != "text":
        sys.stdout.write(export(report, fmt))
    failed = [b for b in report.backends if b.finish_reason == "failed"]
    return 1 if failed and len(failed) == len(report.backends) else 0


def _compare(args: argparse.Namespace) -> int:
    print("amdchat: 'amdchat compare' is now 'amdchat bench' (pp512/tg128 the way llama-bench "
          "measures, per backend); running that.", file=sys.stderr)
    return _bench(args)


def _add_bench_options(bench: argparse.ArgumentParser) -> None:
    from amdchat.bench.run import DEFAULT_DEPTHS

    bench.add_argument("--model", required=True, help="path of a .gguf file")
    bench.add_argument("--backends", help="comma-separated: vulkan,rocm,cpu (default: every "
                       "installed backend)")
    bench.add_argument("--depths", type=_int_list, default=DEFAULT_DEPTHS,
                       help="context depths, comma-separated (default: 0,4096,8192; those "
                       "beyond the model's context are skipped)")
    bench.add_argument("--reps", type=int, default=5, help="timed repetitions per test, "
                       "after a warm-up (default: 5)")
    bench.add_argument("--pp", type=int, default=512, help="prompt tokens (default: 512)")
    bench.add_argument("--tg", type=int, default=128, help="generated tokens (default: 128)")
    bench.add_argument("--gpu-device", type=int, default=-1, dest="gpu_device",
                       help="index of the GPU the backend uses (Vulkan/ROCm)")
    bench.add_argument("--no-save", action="store_true", dest="no_save",
                       help="do not add this run to the saved history")
    formats = bench.add_mutually_exclusive_group()
    for name in ("json", "csv", "markdown"):
        formats.add_argument(f"--{name}", action="store_const", const=name, dest="format",
                             help=f"print the results as {name} at the end")


def _fit_with_dry_run(path: Path, n_ctx: int, budget: Any, backend_name: str) -> Any:
    """KV and compute sizes measured by llama.cpp itself, in a worker of the backend."""
    from amdchat.engine.blocking import BlockingEngine, EngineError
    from amdchat.fit.check import check_local

    try:
        with BlockingEngine() as engine:
            engine.start(backend_name)
            dry = engine.dry_run(path, n_ctx=n_ctx, n_gpu_layers=-1)
    except EngineError as exc:
        print(f"amdchat: the dry run failed: {str(exc).splitlines()[0]}", file=sys.stderr)
        return None
    return check_local(path, n_ctx, budget, dry)


def _gui(args: argparse.Namespace) -> int:
    from amdchat.ui.app import run_app

    return run_app()


def build_parser() -> argparse.ArgumentParser:
    from amdchat.config import CHAT_TEMPLATES

    parser = argparse.ArgumentParser(prog="amdchat", description="Chat with local GGUF models "
                                     "on AMD GPUs (Vulkan, ROCm or CPU).")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("gui", help="open the app (the default)").set_defaults(func=_gui)
    chat = sub.add_parser("chat", help="one reply from a model, streamed to stdout")
    chat.add_argument("--model", required=True, help="path of a .gguf file")
    chat.add_argument("--prompt", required=True)
    chat.add_argument("--max-tokens", type=int, dest="max_tokens")
    chat.add_argument("--seed", type=int)
    chat.add_argument("--temperature", type=float)
    chat.add_argument("--ctx", type=int, help="context length in tokens")
    chat.add_argument("--backend", choices=("auto", "vulkan", "rocm", "cpu"))
    chat.add_argument("--gpu-layers", type=int, dest="gpu_layers")
    chat.add_argument("--template", choices=CHAT_TEMPLATES,
                      help="prompt format (auto: the model's own, else by architecture)")
    chat.add_argument("--gpu-device", type=int, dest="gpu_device",
                      help="index of the GPU the backend uses (Vulkan/ROCm)")
    chat.add_argument("--json", action="store_true", help="end with one JSON line of stats")
    chat.set_defaults(func=_chat)
    gpu = sub.add_parser("gpu", help="GPUs found and their live readings")
    gpu.add_argument("--json", action="store_true")
    gpu.add_argument("--watch", type=float, metavar="SECONDS", help="repeat every SECONDS")
    gpu.set_defaults(func=_gpu)
    models = sub.add_parser("models", help="search, list and download GGUF models")
    models.add_argument("action", choices=("search", "files", "download", "list"))
    models.add_argument("target", nargs="?", help="QUERY for search, REPO for files/download")
    models.add_argument("quant", nargs="?", help="QUANT for download (Q4_K_M, ...)")
    models.add_argument("--sort", choices=("downloads", "likes", "recent"), default="downloads")
    models.add_argument("--json", action="store_true")
    models.set_defaults(func=_models)
    fit = sub.add_parser("fit", help="does a model fit the GPU? (a local file, or REPO QUANT)")
    fit.add_argument("model", help="a .gguf path, or a Hugging Face repo with QUANT")
    fit.add_argument("quant", nargs="?", help="the quantization, for a repo")
    fit.add_argument("--ctx", type=int, help="context length (default: Settings)")
    fit.add_argument("--vram-free", type=float, dest="vram_free", metavar="GIB",
                     help="check against this much free GPU memory instead of the GPU's")
    fit.add_argument("--dry-run", action="store_true", dest="dry_run",
                     help="measure KV and compute buffers with llama.cpp (local files)")
    fit.add_argument("--json", action="store_true")
    fit.set_defaults(func=_fit)
    backends = sub.add_parser("backends", help="list or build llama.cpp backends")
    backends.add_argument("action", choices=("list", "build"))
    backends.add_argument("kind", nargs="?", choices=("vulkan", "rocm", "cpu"), default="vulkan")
    backends.add_argument("--dest", help="folder to put the backend in")
    backends.add_argument("--gpu-targets", dest="gpu_targets", help="ROCm: gfx1100;gfx1030...")
    backends.add_argument("--cmake-arg", dest="cmake_arg", action="append",
                          help="extra CMake argument (repeatable)")
    backends.set_defaults(func=_backends)
    bench = sub.add_parser("bench", help="prompt and generation speed per backend, measured "
                           "the way llama-bench does (pp512, tg128)")
    _add_bench_options(bench)
    bench.set_defaults(func=_bench)
    compare = sub.add_parser("compare", help="the old name of 'bench'")
    _add_bench_options(compare)
    compare.set_defaults(func=_compare)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--engine-worker"]:  # a frozen app runs its own worker
        from amdchat.engine.worker import main as worker_main

        return worker_main()
    args = build_parser().parse_args(argv)
    if args.command is None:
        return _gui(args)
    return int(args.func(args))
