"""``amdchat --smoke-test``: check this installation (the window offscreen, a worker on
each backend, one prompt answered with --model)."""

from __future__ import annotations

import sys

from amdchat.cli.gui import open_window_offscreen


def run(argv: list[str]) -> int:
    from amdchat.cli.parser import smoke_test_parser
    from amdchat.smoke import run_smoke_test

    args = smoke_test_parser().parse_args(argv)
    return run_smoke_test(args.model, None if args.no_window else open_window_offscreen,
                          sys.stdout, sys.stderr)
