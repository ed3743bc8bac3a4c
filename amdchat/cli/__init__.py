"""Command line: ``amdchat`` (the app), ``chat``, ``serve``, ``doctor``, ``bench``, ``gpu``...

One module per command (``run`` in each), one parser (amdchat.cli.parser), the options
that stand in for settings in amdchat.cli.options. ``main`` imports only what the command
asked for needs, so the app starts without building the parser.
"""

from __future__ import annotations

import sys
from pathlib import Path

RPC_HOST_FLAG = "--rpc-host"  # a frozen app's RPC server for 'amdchat share'


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["--engine-worker"], ["--cpu-variant-check"], [RPC_HOST_FLAG]):
        return _run(argv)  # a child of the app: its parent reads its failures
    from amdchat.cli.last_resort import run_guarded

    try:
        return run_guarded(lambda: _run(argv))
    except ImportError as exc:  # Qt's libraries need the system's (libGL, fonts, xkb...)
        from amdchat.missing_library import explain, missing_library

        library = missing_library(exc)
        if library is None:
            raise
        print(explain(library), file=sys.stderr, flush=True)
        return 1


def _run(argv: list[str]) -> int:
    from amdchat import frozen

    if frozen.is_frozen() and sys.platform.startswith("linux"):
        import os

        frozen.restore_library_path(os.environ)
    if argv[:1] == ["--engine-worker"]:  # a frozen app runs its own worker
        from amdchat.engine.worker import main as worker_main

        return worker_main()
    if argv[:1] == [RPC_HOST_FLAG]:  # the server 'amdchat share' runs, in a frozen app
        from amdchat.engine.rpc_host import main as rpc_host_main

        return rpc_host_main(argv[1:])
    if argv[:1] == ["--cpu-variant-check"]:  # its check of a CPU variant, in a child
        from amdchat.engine.cpu_variant_check import main as check_main

        return check_main(argv[1:])
    from amdchat import paths

    paths.keep_private()  # chats, settings (the Hub token) and logs: the user's alone
    if argv[:1] == ["--smoke-test"]:
        from amdchat.cli import smoke_test

        return smoke_test.run(argv[1:])
    if argv[:1] == ["--version"]:
        from amdchat.smoke import version_text

        print(version_text())
        return 0
    from amdchat.cli import gui

    if len(argv) == 1 and argv[0].lower().endswith(".gguf") and Path(argv[0]).is_file():
        # a model opened with the app (the Windows installer's optional .gguf association)
        return gui.launch([], Path(argv[0]).resolve())
    ours, qt_options = gui.split_qt_options(argv)
    if qt_options and ours[:1] in ([], ["gui"]):  # the app: Qt's options are QApplication's
        argv = ours
    else:
        qt_options = []
    if not argv:  # the app, as it is most often started: no parser to build (its imports)
        return gui.launch(qt_options)
    from amdchat.cli.parser import build_parser

    args = build_parser().parse_args(argv)
    args.qt_options = qt_options
    if args.command is None:
        return gui.launch(qt_options)
    return int(args.func(args))


__all__ = ["main"]
