"""What ``amdchat chat`` says after a remote computer dropped: the command line that
loads the model without it (the session named the servers that stopped answering)."""

from __future__ import annotations

import shlex
from collections.abc import Sequence


def without_servers(argv: Sequence[str], gone: Sequence[str]) -> list[str] | None:
    """``argv`` (the arguments after the program's name) with ``gone`` left out of
    --rpc, and --rpc itself left out when none remains; None when --rpc was not given
    (the servers came from the Settings, which a command line cannot empty)."""
    args, found = list(argv), False
    for index, arg in enumerate(args):
        if arg == "--rpc" and index + 1 < len(args):
            value, span = args[index + 1], (index, index + 2)
        elif arg.startswith("--rpc="):
            value, span = arg.partition("=")[2], (index, index + 1)
        else:
            continue
        found = True
        kept = [s for s in (p.strip() for p in value.split(",")) if s and s not in gone]
        args[span[0]:span[1]] = ["--rpc", ",".join(kept)] if kept else []
        break
    return args if found else None


def without_servers_hint(argv: Sequence[str], gone: Sequence[str],
                         remaining: Sequence[str]) -> str:
    """The line printed after the drop: the command to run, or where to remove it."""
    args = without_servers(argv, gone)
    if args is None:
        line = ("remove it from Settings > Network (rpc_servers in settings.json), or "
                "give the servers to use with --rpc")
        if remaining:
            line += f": --rpc {','.join(remaining)}"
        return f"amdchat: to load the model without it, {line}"
    return "amdchat: to load the model without it: " + shlex.join(["amdchat", *args])
