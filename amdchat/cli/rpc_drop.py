"""What ``amdchat chat`` says after a remote computer dropped: the command line that
loads the model without it (the session named the servers that stopped answering)."""

from __future__ import annotations

import shlex
from collections.abc import Sequence


def without_servers(argv: Sequence[str], gone: Sequence[str]) -> list[str] | None:
    """``argv`` (the arguments after the program's name) with ``gone`` left out of
    every --rpc (the last one is the one that counts), and --rpc itself left out where
    none remains; None when --rpc was not given (the servers came from the Settings,
    which a command line cannot empty). A server given without its port is the one the
    session names with it (10.0.0.2 is 10.0.0.2:50052)."""
    args, found, index = list(argv), False, 0
    while index < len(args):
        arg = args[index]
        if arg == "--rpc" and index + 1 < len(args):
            value, end = args[index + 1], index + 2
        elif arg.startswith("--rpc="):
            value, end = arg.partition("=")[2], index + 1
        else:
            index += 1
            continue
        found = True
        kept = [s for s in (p.strip() for p in value.split(",")) if s and _named(s) not in gone]
        replacement = ["--rpc", ",".join(kept)] if kept else []
        args[index:end] = replacement
        index += len(replacement)
    return args if found else None


def _named(part: str) -> str:
    """A --rpc part as the session names the server ("host:port")."""
    from amdchat.engine.rpc_probe import RpcProblem, endpoint_text, parse_endpoint

    try:
        return endpoint_text(*parse_endpoint(part))
    except RpcProblem:
        return part


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
