"""Command line: ``amdchat`` (the app), ``chat``, ``serve``, ``doctor``, ``bench``, ``gpu``..."""

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
    from amdchat.engine.session import spec_from_settings
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
    spec = spec_from_settings(
        Path(args.model), settings, backend=args.backend, n_ctx=args.ctx,
        n_gpu_layers=args.gpu_layers, chat_template=args.template, gpu_device=args.gpu_device)

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
        from amdchat import frozen, paths

        if frozen.is_frozen():  # no Python, pip or compiler inside an installed app
            print("amdchat: the installed app cannot compile llama.cpp. Build the backend "
                  "from a source checkout (./setup.sh, then `.venv/bin/amdchat backends build "
                  f"{args.kind} --dest {paths.data_dir() / 'backends'}`): the installed app "
                  "finds it there at its next start.", file=sys.stderr)
            return 2
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
        downloads = "unknown" if r.downloads is None else r.downloads
        likes = "unknown" if r.likes is None else r.likes
        print(f"{r.repo_id:60} {downloads:>10} downloads {likes:>6} likes "
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
    from amdchat.fit.plan import fit_report, make_plan, measured_on_the_device
    from amdchat.hardware.monitor import GpuMonitor
    from amdchat.hardware.system_memory import available_ram
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError
    from amdchat.hub.quants import find_quant
    from amdchat.modelfile import ModelFileError, check_model_file

    settings = _load_settings()
    n_ctx = args.ctx or settings["context_length"]
    backend = args.backend or settings["backend"]
    local = Path(args.model).exists() or args.quant is None
    remote_files: list[Any] = []
    try:
        if local:
            check_model_file(Path(args.model))
            memory = check.local_memory(Path(args.model))
        else:
            files = api.repo_files(args.model, token=api.token_from(settings["hf_token"]))
            quant = find_quant(files.quants, args.quant)
            if quant is None:
                print(f"amdchat: {args.model} has no {args.quant}", file=sys.stderr)
                return 2
            remote_files = quant.files
            memory = check.remote_memory(args.model, remote_files,
                                         api.token_from(settings["hf_token"]))
    except (ModelFileError, api.HubError, DownloadError, ValueError, OSError) as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 1
    gpu_budget = None if backend == "cpu" else check.gpu_budget(GpuMonitor(),
                                                                free_gib=args.vram_free)
    plan = make_plan(
        n_ctx, backend, gpu_budget, available_ram(),
        kv_type=args.kv_type or settings["kv_cache_type"],
        flash_attn=settings["flash_attention"] if args.flash_attn is None
        else args.flash_attn == "on",
        swa_full=settings["swa_full"] if args.swa_full is None else args.swa_full == "on")
    if plan is None:
        print("amdchat: neither a GPU with known free memory nor the system's available "
              "memory was found, so there is nothing to check the model against; give the "
              "GPU's free memory with --vram-free", file=sys.stderr)
        return 1
    event = None
    if settings["fit_dry_run"] if args.dry_run is None else args.dry_run:
        target = (Path(args.model), None) if local else (args.model, remote_files)
        event = _dry_run_event(target, plan.params, plan.backend, args.gpu_device,
                               plan.device_name, api.token_from(settings["hf_token"]))
        if event is None and args.dry_run:  # asked for: its failure is the answer
            return 1
        if event is None:  # the default, as on the Models page: the estimate stands
            print("amdchat: so these figures are the formula's estimate", file=sys.stderr)
        elif not measured_on_the_device(event, plan):
            print(f"amdchat: the {plan.backend} backend found no usable GPU, so the dry run "
                  "measured the CPU; the GPU figures are estimates", file=sys.stderr)
    result = fit_report(memory, plan, event)
    print(json.dumps(result.as_json()) if args.json else result.message)
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
                driver = f", driver {result.driver}" if result.driver else ""
                print(f"{result.backend:7} ran on {result.runs_on} "
                      f"({result.device_description or result.device}){driver}{layers}",
                      flush=True)
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


def _doctor(args: argparse.Namespace) -> int:
    from amdchat.diagnostics import report
    from amdchat.diagnostics.check import Context
    from amdchat.diagnostics.doctor import run_doctor, titles

    context = Context()
    if args.model:
        from amdchat.diagnostics.probe import probe_model
        from amdchat.engine.session import spec_from_settings

        settings = _load_settings()
        print("amdchat: loading the model and generating a short reply…", file=sys.stderr)
        probe = probe_model(spec_from_settings(Path(args.model), settings))
        if probe.error:
            print(f"amdchat: the model could not run: {probe.error}", file=sys.stderr)
        context = Context(loaded=probe.loaded or None, last_stats=probe.stats or None,
                          backend_kind=probe.backend_kind)
    checks = run_doctor(context, timeout=args.timeout)
    if args.json or args.report:
        words = report.private_words_here([_load_settings()["hf_token"]])
        text = report.as_json(checks) if args.json else report.format_report(checks, titles())
        print(report.scrub(text, words), end="" if args.report else "\n")
    else:
        print(report.format_report(checks, titles()), end="")
    return 1 if any(check.status == "red" for check in checks) else 0


def _dry_run_event(target: tuple[Any, Any], params: Any, backend_name: str,
                   gpu_device: int | None, device_name: str, token: str | None
                   ) -> dict[str, Any] | None:
    """What llama.cpp would allocate with ``params``, in a worker of the backend (or
    from the cache of earlier dry runs). ``target``: (path, None) or (repo, files)."""
    from amdchat import paths
    from amdchat.engine.blocking import EngineError
    from amdchat.fit.cache import DryRunCache
    from amdchat.fit.measure import DryRunner
    from amdchat.gguf.reader import GGUFError
    from amdchat.hub.download import DownloadError

    cache = DryRunCache(paths.cache_dir() / "dry-run")
    device = -1 if gpu_device is None else gpu_device
    try:
        with DryRunner(cache, backend_name, device, device_name, token) as runner:
            if target[1] is None:
                return runner.local(target[0], params)
            return runner.remote(target[0], target[1], params)
    except (EngineError, DownloadError, GGUFError, OSError) as exc:
        print(f"amdchat: the dry run failed: {str(exc).splitlines()[0]}", file=sys.stderr)
        return None


def _serve(args: argparse.Namespace) -> int:
    from amdchat.api.headless import serve_command

    return serve_command(args, _load_settings())


# Qt's own command-line options (QGuiApplication, QApplication, X11), with and without
# a value; Qt takes them with one dash or two, and a value after a space or an "=".
QT_OPTIONS_WITH_VALUE = frozenset((
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "session", "style", "stylesheet", "display", "geometry",
    "name", "title", "qmljsdebugger", "qmljsdebuggerurl"))
QT_FLAG_OPTIONS = frozenset(("reverse", "widgetcount", "nograb", "dograb", "sync",
                             "testability"))


def _qt_option(arg: str) -> str:
    """The name of Qt's option ``arg`` is, or "" when it is none of them."""
    if not arg.startswith("-") or arg in ("-", "--"):
        return ""
    name = arg.lstrip("-").split("=", 1)[0]
    known = name in QT_OPTIONS_WITH_VALUE or name in QT_FLAG_OPTIONS
    return name if known and arg[:3] != "---" else ""


def split_qt_options(argv: list[str]) -> tuple[list[str], list[str]]:
    """``argv`` split into (amdchat's arguments, Qt's options for QApplication)."""
    ours: list[str] = []
    qt: list[str] = []
    args = iter(argv)
    for arg in args:
        name = _qt_option(arg)
        if not name:
            ours.append(arg)
            continue
        qt.append(arg)
        if name in QT_OPTIONS_WITH_VALUE and "=" not in arg:
            value = next(args, None)
            if value is not None:
                qt.append(value)
    return ours, qt


def _gui(args: argparse.Namespace) -> int:
    from amdchat.ui.app import run_app

    return run_app(list(getattr(args, "qt_options", [])), getattr(args, "open_model", None))


def build_parser() -> argparse.ArgumentParser:
    from amdchat.config import CHAT_TEMPLATES
    from amdchat.engine.load_params import KV_TYPES

    parser = argparse.ArgumentParser(prog="amdchat", description="Chat with local GGUF models "
                                     "on AMD GPUs (Vulkan, ROCm or CPU).")
    parser.add_argument("--version", action="store_true",
                        help="print the version of amdchat and of llama-cpp-python")
    parser.add_argument("--smoke-test", action="store_true", dest="smoke_test",
                        help="check this installation (amdchat --smoke-test --help)")
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
    measure = fit.add_mutually_exclusive_group()
    measure.add_argument("--dry-run", action="store_true", dest="dry_run", default=None,
                         help="measure weights, KV and compute buffers with llama.cpp (a Hub "
                              "file: from its header, before any download); the default "
                              "unless Settings turn the dry run off")
    measure.add_argument("--estimate", action="store_false", dest="dry_run",
                         help="the formula estimate only, without starting a worker (faster, "
                              "less exact)")
    fit.add_argument("--backend", choices=("auto", "vulkan", "rocm", "cpu"),
                     help="the backend to check for (cpu: against system RAM)")
    fit.add_argument("--gpu-device", type=int, dest="gpu_device",
                     help="index of the GPU the backend uses (Vulkan/ROCm), for --dry-run")
    fit.add_argument("--kv-type", choices=KV_TYPES, dest="kv_type",
                     help="KV cache type (default: Settings); V is quantized only with "
                          "flash attention")
    fit.add_argument("--flash-attn", choices=("on", "off"), dest="flash_attn")
    fit.add_argument("--swa-full", choices=("on", "off"), dest="swa_full",
                     help="full-size cache for sliding-window layers (default: Settings)")
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
    serve = sub.add_parser("serve", help="serve a model to other programs through an "
                           "OpenAI-compatible API (no window)")
    serve.add_argument("--model", required=True, help="path of a .gguf file")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1: this computer only; "
                       "any other needs --api-key)")
    serve.add_argument("--port", type=int, help="port (default: Settings, 8642)")
    serve.add_argument("--backend", choices=("auto", "vulkan", "rocm", "cpu"))
    serve.add_argument("--gpu-device", type=int, dest="gpu_device")
    serve.add_argument("--gpu-layers", type=int, dest="gpu_layers")
    serve.add_argument("--ctx", type=int, help="context length in tokens")
    serve.add_argument("--api-key", dest="api_key",
                       help="key clients must send (default: $AMDCHAT_API_KEY, else Settings)")
    serve.add_argument("--cors", action="store_true", help="allow browser pages (CORS)")
    serve.set_defaults(func=_serve)
    doctor = sub.add_parser("doctor", help="is the GPU used, and if not, why? drivers, "
                            "permissions, ROCm, Vulkan, devices, environment (exit 1 on a "
                            "failed check)")
    doctor.add_argument("--json", action="store_true", help="the checks as JSON (private "
                        "details removed)")
    doctor.add_argument("--report", action="store_true", help="plain text for a bug report "
                        "or a forum post: no home path, user name, host name or token")
    doctor.add_argument("--model", help="also load this .gguf with your settings, generate a "
                        "short reply, and check where it ran and its speed against the limit")
    doctor.add_argument("--timeout", type=float, default=90.0,
                        help="seconds to wait for all checks (default 90)")
    doctor.set_defaults(func=_doctor)
    bench = sub.add_parser("bench", help="prompt and generation speed per backend, measured "
                           "the way llama-bench does (pp512, tg128)")
    _add_bench_options(bench)
    bench.set_defaults(func=_bench)
    compare = sub.add_parser("compare", help="the old name of 'bench'")
    _add_bench_options(compare)
    compare.set_defaults(func=_compare)
    return parser


def _smoke_test(argv: list[str]) -> int:
    from amdchat.smoke import run_smoke_test

    parser = argparse.ArgumentParser(
        prog="amdchat --smoke-test", description="Check this installation: open the window "
        "offscreen, start a worker on each backend, answer one prompt with --model.")
    parser.add_argument("--model", type=Path, help="a .gguf file to answer one prompt with")
    parser.add_argument("--no-window", action="store_true", dest="no_window",
                        help="skip the window (the backends only)")
    args = parser.parse_args(argv)

    def open_window() -> str:
        from amdchat.ui.app import open_window_offscreen

        return open_window_offscreen()

    return run_smoke_test(args.model, None if args.no_window else open_window,
                          sys.stdout, sys.stderr)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from amdchat import frozen

    if frozen.is_frozen() and sys.platform.startswith("linux"):
        import os

        frozen.restore_library_path(os.environ)
    if argv[:1] == ["--engine-worker"]:  # a frozen app runs its own worker
        from amdchat.engine.worker import main as worker_main

        return worker_main()
    if argv[:1] == ["--cpu-variant-check"]:  # its check of a CPU variant, in a child
        from amdchat.engine.cpu_variant_check import main as check_main

        return check_main(argv[1:])
    if argv[:1] == ["--smoke-test"]:
        return _smoke_test(argv[1:])
    if argv[:1] == ["--version"]:
        from amdchat.smoke import version_text

        print(version_text())
        return 0
    if len(argv) == 1 and argv[0].lower().endswith(".gguf") and Path(argv[0]).is_file():
        # a model opened with the app (the Windows installer's optional .gguf association)
        return _gui(argparse.Namespace(open_model=Path(argv[0]).resolve()))
    ours, qt_options = split_qt_options(argv)
    if qt_options and ours[:1] in ([], ["gui"]):  # the app: Qt's options are QApplication's
        argv = ours
    else:
        qt_options = []
    if not argv:  # the app, as it is most often started: no parser to build (its imports)
        return _gui(argparse.Namespace(qt_options=qt_options))
    args = build_parser().parse_args(argv)
    args.qt_options = qt_options
    if args.command is None:
        return _gui(args)
    return int(args.func(args))
