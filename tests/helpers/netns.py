"""A network namespace joined to this one by a veth pair: "another computer" at its own
address, for tests that need a server that is not on 127.0.0.1. Root only; removed after."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class OtherComputer:
    name: str
    address: str  # the namespace's side
    prefix: tuple[str, ...]  # run a command inside it


def can_make() -> bool:
    return os.name == "posix" and os.geteuid() == 0 and shutil.which("ip") is not None


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@contextmanager
def other_computer(subnet: int = 77) -> Iterator[OtherComputer]:
    """10.<subnet>.0.2 in a fresh namespace, 10.<subnet>.0.1 here."""
    tag = f"{os.getpid() % 100000}"
    name, here, there = f"amdchat-t{tag}", f"acv{tag}a", f"acv{tag}b"
    _ip("netns", "add", name)
    try:
        _ip("link", "add", here, "type", "veth", "peer", "name", there)
        _ip("link", "set", there, "netns", name)
        _ip("addr", "add", f"10.{subnet}.0.1/24", "dev", here)
        _ip("link", "set", here, "up")
        inside = ("ip", "netns", "exec", name)
        subprocess.run([*inside, "ip", "addr", "add", f"10.{subnet}.0.2/24", "dev", there],
                       check=True, capture_output=True, timeout=10)
        subprocess.run([*inside, "ip", "link", "set", there, "up"], check=True,
                       capture_output=True, timeout=10)
        subprocess.run([*inside, "ip", "link", "set", "lo", "up"], check=True,
                       capture_output=True, timeout=10)
        yield OtherComputer(name, f"10.{subnet}.0.2", inside)
    finally:
        subprocess.run(["ip", "link", "del", here], capture_output=True, timeout=10)
        subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=10)
