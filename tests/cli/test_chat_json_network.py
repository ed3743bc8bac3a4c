"""``amdchat chat --json --rpc``: the network's part of a token beside the split, for real
(two rpc-servers in network namespaces of their own, tests/helpers/rpc_netns.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat import paths
from tests.helpers import rpc_netns

FIRST = 74  # namespaces amdchat-rpc74, 75: apart from the other RPC tests' (1-3, 31, 41-43)
pytestmark = pytest.mark.slow


@pytest.fixture
def rpc_folder(tmp_path: Path) -> Path:
    if why := rpc_netns.unavailable():
        pytest.skip(why)
    found = rpc_netns.backend_with_rpc(tmp_path / "built")
    if isinstance(found, str):
        pytest.skip(found)
    target = paths.data_dir() / "backends" / "cpu"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.symlink_to(found, target_is_directory=True)
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"]) / "proc"  # this CPU, this memory
    root.mkdir(parents=True, exist_ok=True)
    for name in ("cpuinfo", "meminfo"):
        (root / name).write_bytes(Path(f"/proc/{name}").read_bytes())
    return found


def test_chat_json_has_the_networks_figures_per_server(rpc_folder: Path,
                                                        model_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    with rpc_netns.rpc_servers(2, rpc_folder, first=FIRST) as servers:
        endpoints = [s.endpoint for s in servers]
        done = subprocess.run(
            [sys.executable, "-m", "amdchat", "chat", "--model", str(model_path),
             "--backend", "cpu", "--ctx", "512", "--prompt", "Name three rivers.",
             "--max-tokens", "24", "--temperature", "0", "--json",
             "--rpc", ",".join(endpoints)],
            capture_output=True, text=True, env=env, timeout=400, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert [d["host"] for d in out["remote_split"]["devices"]] == endpoints
    network = out["network"]
    assert network["measured"] and network["why_not"] == ""
    assert network["tokens"] > 0 and network["token_ms"] > 0
    assert [s["endpoint"] for s in network["servers"]] == endpoints
    for server in network["servers"]:  # veth links: fast, so a small part of a token
        assert server["measured"] and 0 <= server["rtt_ms"] < 2
        assert server["bytes_per_token"] > 0 and 0 <= server["share"] < 0.5
    assert network["ms_per_token"] == pytest.approx(
        sum(s["ms_per_token"] for s in network["servers"]), abs=0.01)
