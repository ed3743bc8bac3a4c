"""``amdchat gpu``: the GPUs found and their live readings."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    from amdchat.hardware.report import run_gpu_command

    return run_gpu_command(as_json=args.json, watch_seconds=args.watch)
