"""The CPU backend with llama.cpp's RPC half, put where amdchat looks for it (the fake
home's data folder), with this machine's CPU and memory in the fake sysfs: what the tests
that start a real share or a real worker against an RPC server need."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from amdchat import paths
from tests.helpers.rpc_netns import backend_with_rpc


def free_port() -> int:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        return int(holder.getsockname()[1])


def install_rpc_backend(tmp_path: Path) -> Path:
    """The folder (skips the test where none can be had)."""
    found = backend_with_rpc(tmp_path / "built")
    if isinstance(found, str):
        pytest.skip(found)
    target = paths.data_dir() / "backends" / "cpu"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.symlink_to(found, target_is_directory=True)
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"]) / "proc"
    root.mkdir(parents=True, exist_ok=True)
    for name in ("cpuinfo", "meminfo"):
        (root / name).write_bytes(Path(f"/proc/{name}").read_bytes())
    return found
