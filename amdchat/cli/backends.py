"""``amdchat backends``: list the llama.cpp backends found, or build one."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def run(args: argparse.Namespace) -> int:
    from amdchat.backends import registry

    if args.action == "build":
        return _build(args)
    for backend in registry.discover():
        print(f"{backend.kind:7} {backend.folder}")
    return 0


def _build(args: argparse.Namespace) -> int:
    from amdchat import frozen, paths
    from amdchat.backends import build

    if frozen.is_frozen():  # no Python, pip or compiler inside an installed app
        print("amdchat: the installed app cannot compile llama.cpp. Build the backend "
              "from a source checkout (./setup.sh, then `.venv/bin/amdchat backends build "
              f"{args.kind} --dest {paths.data_dir() / 'backends'}`): the installed app "
              "finds it there at its next start.", file=sys.stderr)
        return 2
    destination = Path(args.dest) if args.dest else build.default_destination()
    try:
        folder = build.install_backend(args.kind, destination, args.cmake_arg or [],
                                       args.gpu_targets or "",
                                       cpu_variants=bool(getattr(args, "cpu_variants", False)))
    except build.BuildError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 1
    print(folder)
    return 0
