"""``amdchat models``: search the Hugging Face Hub, list a repo's quantizations, download
one, or list the models on this computer."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.cli.common import load_settings

if TYPE_CHECKING:
    from amdchat.config import Settings
    from amdchat.hub.api import RepoFiles, RepoSummary
    from amdchat.hub.download import Progress


def run(args: argparse.Namespace) -> int:
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError

    settings = load_settings()
    token = api.token_from(settings["hf_token"])
    try:
        if args.action == "search":
            return _print_search(api.search(args.target or "", args.sort, token=token), args.json)
        if args.action == "files":
            return _print_files(api.repo_files(_need(args.target, "REPO"), token=token), args.json)
        if args.action == "download":
            return _download(args, settings, token)
    except (api.HubError, DownloadError) as exc:
        print(f"\namdchat: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 2
    return _print_library(settings.models_dir(), args.json)


def _download(args: argparse.Namespace, settings: Settings, token: str | None) -> int:
    """Download quantization QUANT of REPO into the models folder; print where it went."""
    from amdchat.hub import api
    from amdchat.hub.download import QuantDownload
    from amdchat.hub.quants import find_quant

    files = api.repo_files(_need(args.target, "REPO"), token=token)
    quant = find_quant(files.quants + files.mmproj, _need(args.quant, "QUANT"))
    if quant is None:
        names = ", ".join(q.name for q in files.quants)
        print(f"amdchat: {args.target} has no {args.quant} (it has: {names})", file=sys.stderr)
        return 2
    job = QuantDownload(args.target, quant, settings.models_dir(), token=token,
                        on_progress=_progress_printer(args.json),
                        on_notice=lambda s: print(f"\namdchat: {s}", file=sys.stderr))
    path = job.run()
    print(file=sys.stderr)
    print(path)
    return 0


def _need(value: str | None, name: str) -> str:
    if not value:
        raise ValueError(f"{name} is required")
    return value


def _print_search(results: list[RepoSummary], as_json: bool) -> int:
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


def _print_files(files: RepoFiles, as_json: bool) -> int:
    from amdchat.units import format_gib

    rows: list[dict[str, Any]] = [
        {"name": q.name, "mmproj": q.is_mmproj, "total_size": q.total_size,
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


def _progress_printer(as_json: bool) -> Callable[[Progress], None]:
    from amdchat.units import MIB

    last = [0.0]

    def show(progress: Progress) -> None:
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
