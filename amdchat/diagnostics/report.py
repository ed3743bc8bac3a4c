"""The doctor's answers as text for a terminal, a bug report or a forum post, or as JSON.

A report leaves the machine, so it carries no home path, user name, host name
or Hugging Face token: they are replaced before it is printed or copied.
"""

from __future__ import annotations

import getpass
import json
import os
import platform
import re
import socket
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from amdchat.diagnostics.check import Check

MARKS = {"green": "OK  ", "amber": "WARN", "red": "FAIL", "info": "INFO"}
_HF_TOKEN = re.compile(r"\bhf_[A-Za-z0-9]{20,}\b")


def private_words(env: Mapping[str, str], tokens: Iterable[str] = ()) -> dict[str, str]:
    """What must not leave the machine -> what stands in for it."""
    words: dict[str, str] = {}
    for token in [*tokens, env.get("HF_TOKEN", ""), env.get("HUGGING_FACE_HUB_TOKEN", "")]:
        if token:
            words[token] = "<token>"
    for home in {env.get("HOME", ""), str(Path.home())}:
        if home and home != "/":
            words[home.rstrip("/")] = "~"
    try:
        users = {getpass.getuser()}
    except (OSError, KeyError):
        users = set()
    users |= {env.get(n, "") for n in ("USER", "LOGNAME", "USERNAME")}
    for user in users:
        if user:
            words[user] = "<user>"
    for host in {socket.gethostname(), platform.node()}:
        if host:
            words[host] = "<host>"
    return words


def scrub(report: str, words: Mapping[str, str]) -> str:
    """Replace each private word (longest first; names only as whole words)."""
    report = _HF_TOKEN.sub("<token>", report)
    for word in sorted(words, key=len, reverse=True):
        stand_in = words[word]
        if stand_in in ("<user>", "<host>"):
            report = re.sub(r"(?<![\w.-])" + re.escape(word) + r"(?![\w-])", stand_in, report)
        else:
            report = report.replace(word, stand_in)
    return report


def system_line() -> str:
    from importlib import metadata

    try:
        version = metadata.version("amdchat")
    except metadata.PackageNotFoundError:
        version = "?"
    return (f"amdchat {version}; {platform.system()} {platform.release()} "
            f"{platform.machine()}; Python {platform.python_version()}")


def format_check(check: Check) -> str:
    line = f"[{MARKS[check.status]}] {check.name}: {check.summary}"
    if check.fix is not None and check.status in ("amber", "red"):
        line += f"\n       fix: {check.fix}"
    elif check.fix is not None:  # advice on an information line (how to get ROCm)
        line += f"\n       {check.fix}"
    return line


def format_report(checks: Sequence[Check], titles: Mapping[str, str]) -> str:
    """Checks grouped by family, in the families' order, under a line about the system."""
    lines = [system_line()]
    for family, title in titles.items():
        mine = [c for c in checks if c.family == family]
        if mine:
            lines += ["", f"== {title} =="] + [format_check(c) for c in mine]
    return "\n".join(lines) + "\n"


def as_json(checks: Sequence[Check]) -> str:
    return json.dumps({"system": system_line(), "checks": [c.as_dict() for c in checks]},
                      indent=1)


def private_words_here(tokens: Iterable[str] = ()) -> dict[str, str]:
    return private_words(dict(os.environ), tokens)
