"""A check's answer, what the checks read, and how they run: each on its own, with a deadline.

The checks read the system under one root (AMDCHAT_SYSFS_ROOT, "/" by default:
its sys/, dev/, etc/, usr/, opt/), so tests replay recorded situations the way
the GPU monitor replays recorded sysfs trees.
"""

from __future__ import annotations

import os
import queue
import re
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from amdchat.backends.registry import Backend
from amdchat.hardware.linux_amdgpu import sysfs_root
from amdchat.i18n import Text, tr_noop

Status = Literal["green", "amber", "red", "info"]
CONTEXT = "diagnostics"


def text(template: str, **fields: object) -> Text:
    """A diagnostics sentence; the template must be marked with tr_noop at the call."""
    return Text(CONTEXT, template, fields)


@dataclass(frozen=True)
class Check:
    family: str  # "gpu", "permissions", ...
    name: str  # "/dev/kfd", "Vulkan drivers", ...
    status: Status
    summary: Text
    fix: Text | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"family": self.family, "name": self.name, "status": self.status,
                "summary": str(self.summary), "fix": str(self.fix) if self.fix else ""}


# The names the checks give their lines, marked here for translation: the checks write
# them in English (amdchat doctor and its JSON keep them so), the app shows them in the
# user's language. A name that is a file path, a device or a variable is shown as it is.
_NAMES = frozenset((
    tr_noop("diagnostics", "GPU"),
    tr_noop("diagnostics", "amdgpu driver"),
    tr_noop("diagnostics", "ROCm runtime"),
    tr_noop("diagnostics", "ROCm backend"),
    tr_noop("diagnostics", "Vulkan loader"),
    tr_noop("diagnostics", "Vulkan drivers"),
    tr_noop("diagnostics", "worker devices"),
    tr_noop("diagnostics", "backends"),
    tr_noop("diagnostics", "where the model runs"),
    tr_noop("diagnostics", "speed"),
))
_KIND = r"(?P<kind>vulkan|rocm|cpu)"  # amdchat.backends.registry.KINDS
_NAME_PATTERNS = (
    (re.compile(_KIND + " backend"), tr_noop("diagnostics", "{kind} backend")),
    (re.compile(_KIND + " worker devices"), tr_noop("diagnostics", "{kind} worker devices")),
    (re.compile(r"(?P<gpu>.+): ROCm build"), tr_noop("diagnostics", "{gpu}: ROCm build")),
    (re.compile(r"(?P<gpu>.+): BAR"), tr_noop("diagnostics", "{gpu}: BAR")),
    (re.compile(r"(?P<gpu>.+): memory"), tr_noop("diagnostics", "{gpu}: memory")),
    (re.compile(r"(?P<gpu>.+): ROCm"), tr_noop("diagnostics", "{gpu}: ROCm")),
    (re.compile(r"(?P<gpu>.+): Mesa"), tr_noop("diagnostics", "{gpu}: Mesa")),
    (re.compile(r"(?P<gpu>.+): kernel for ROCm"),
     tr_noop("diagnostics", "{gpu}: kernel for ROCm")),
)


def name_text(name: str) -> Text | None:
    """A check's name as a text to translate; None for a name shown as it is (a path
    such as /dev/kfd, a GPU's name, an environment variable)."""
    if name in _NAMES:
        return text(name)
    for pattern, template in _NAME_PATTERNS:
        match = pattern.fullmatch(name)
        if match:
            return text(template, **match.groupdict())
    return None


@dataclass(frozen=True)
class Identity:
    """Who opens the device files: root opens anything."""

    uid: int
    gids: frozenset[int]

    @staticmethod
    def of_this_process() -> Identity:
        if not hasattr(os, "getuid"):
            return Identity(0, frozenset())
        return Identity(os.getuid(), frozenset({os.getgid(), *os.getgroups()}))


def _setting(name: str) -> Any:
    from amdchat import paths
    from amdchat.config import stored_value

    return stored_value(paths.settings_file(), name)


@dataclass
class Context:
    """What the checks look at. The defaults are this machine; tests replace them."""

    root: Path = field(default_factory=sysfs_root)
    env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    identity: Identity = field(default_factory=Identity.of_this_process)
    backends: Callable[[], list[Backend]] | None = None  # None: registry.discover
    platform: str = sys.platform
    worker_timeout: float = 60.0
    loaded: Mapping[str, Any] | None = None  # the app's last 'loaded' event
    last_stats: Mapping[str, Any] | None = None  # the stats of its last reply
    backend_kind: str = ""  # the backend the loaded model runs on
    in_app: bool = False  # the app's page (advice differs from amdchat doctor's)
    # the setting vulkan_small_bar_workaround (read, never written)
    small_bar_workaround: bool = field(default_factory=lambda: _setting(
        "vulkan_small_bar_workaround"))

    def installed_backends(self) -> list[Backend]:
        from amdchat.backends.registry import discover

        return (self.backends or discover)()


@dataclass(frozen=True)
class Family:
    key: str
    title: str
    run: Callable[[Context], list[Check]]


def could_not_run(family: Family, reason: str) -> Check:
    return Check(family.key, family.title, "info", text(tr_noop(
        "diagnostics", "This check could not run: {reason}"), reason=reason))


def run_checks(families: Iterable[Family], context: Context, timeout: float,
               on_result: Callable[[Family, list[Check]], None]) -> list[Check]:
    """Run every family at once; report each as it answers, and the late ones as such.

    A family that raises says why it could not run; one that passes the deadline
    is reported as silent and left to finish in its daemon thread (a worker it
    started ends by its own timeout).
    """
    answers: queue.SimpleQueue[tuple[Family, list[Check]]] = queue.SimpleQueue()
    pending = list(families)

    def run(family: Family) -> None:
        try:
            checks = family.run(context)
        except Exception as exc:  # one broken check must not hide the others
            checks = [could_not_run(family, f"{type(exc).__name__}: {exc}")]
        answers.put((family, checks))

    for family in pending:
        threading.Thread(target=run, args=(family,), daemon=True,
                         name=f"doctor-{family.key}").start()
    results: list[Check] = []
    deadline = time.monotonic() + timeout
    while pending:
        try:
            family, checks = answers.get(timeout=max(deadline - time.monotonic(), 0.001))
        except queue.Empty:
            break
        pending.remove(family)
        results += checks
        on_result(family, checks)
    for family in pending:
        late = [could_not_run(family, f"no answer within {timeout:.0f} s")]
        results += late
        on_result(family, late)
    return results
