"""``amdchat doctor``: is the GPU used, and if not, why? (exit 1 on a failed check)"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from amdchat.cli.common import load_settings


def run(args: argparse.Namespace) -> int:
    from amdchat.diagnostics import report
    from amdchat.diagnostics.check import Context
    from amdchat.diagnostics.doctor import run_doctor, titles

    context = Context()
    if args.model:
        from amdchat.cli.options import spec_overrides
        from amdchat.diagnostics.probe import probe_model
        from amdchat.session.spec import spec_from_settings

        settings = load_settings()
        print("amdchat: loading the model and generating a short reply…", file=sys.stderr)
        probe = probe_model(spec_from_settings(Path(args.model), settings,
                                               **spec_overrides(args, settings)))
        if probe.error:
            print(f"amdchat: the model could not run: {probe.error}", file=sys.stderr)
        context = Context(loaded=probe.loaded or None, last_stats=probe.stats or None,
                          backend_kind=probe.backend_kind)
    checks = run_doctor(context, timeout=args.timeout)
    if args.json or args.report:
        words = report.private_words_here([load_settings()["hf_token"]])
        text = report.as_json(checks) if args.json else report.format_report(checks, titles())
        print(report.scrub(text, words), end="" if args.report else "\n")
    else:
        print(report.format_report(checks, titles()), end="")
    return 1 if any(check.status == "red" for check in checks) else 0
