"""``amdchat backends``: list the llama.cpp backends found, or build one."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def run(args: argparse.Namespace) -> int:
    from amdchat.backends import registry

    if args.action == "build":
        return _build(args)
    if args.action == "rpc":
        from amdchat.backends.build import default_destination

        # a folder amdchat built, never llama-cpp-python's own lib folder (pip's files)
        built = default_destination() / args.kind
        return _add_rpc(Path(args.dest) / args.kind if args.dest else
                        (built if built.is_dir() else None))
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
    if _add_rpc(folder) != 0:
        print("amdchat: the backend works without it; `amdchat share` and --rpc need it",
              file=sys.stderr)
    print(folder)
    return 0


def _add_rpc(folder: Path | None) -> int:
    """llama.cpp's RPC library and rpc-server into a built backend folder (amdchat share,
    --rpc), built once from the same source and cached."""
    from importlib import metadata

    from amdchat.backends import build, rpc_build

    if folder is None or not folder.is_dir():
        print("amdchat: that backend is not built yet: `amdchat backends build KIND` "
              "first (it adds the RPC part too)", file=sys.stderr)
        return 1
    try:
        rpc_build.add_rpc(folder, metadata.version("llama-cpp-python"))
    except build.BuildError as exc:
        print(f"amdchat: the RPC part was not added to {folder}: {exc}", file=sys.stderr)
        return 1
    return 0
