"""Run every check family for the CLI and the app; the titles give the report its order."""

from __future__ import annotations

from collections.abc import Callable

from amdchat.diagnostics.check import Check, Context, Family, run_checks
from amdchat.diagnostics.families import FAMILIES

DEFAULT_TIMEOUT = 90.0  # the worker checks start a process per backend


def titles() -> dict[str, str]:
    return {family.key: family.title for family in FAMILIES}


def run_doctor(context: Context | None = None, timeout: float = DEFAULT_TIMEOUT,
               on_result: Callable[[Family, list[Check]], None] | None = None) -> list[Check]:
    return run_checks(FAMILIES, context or Context(), timeout,
                      on_result or (lambda family, checks: None))
