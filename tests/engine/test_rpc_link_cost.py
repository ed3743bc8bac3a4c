"""``amdchat fit`` warns when the network would take most of each token: three rpc-servers
in namespaces of their own, reached at once and behind a 10 ms link each way (tc netem,
or where the kernel has none the relay of tests/helpers/rpc_netns.py)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from amdchat.cli import main
from amdchat.fit import remote_servers
from tests.helpers import rpc_netns

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def rpc_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if why := rpc_netns.unavailable():
        pytest.skip(why)
    found = rpc_netns.backend_with_rpc(tmp_path_factory.mktemp("rpc-backend"))
    if isinstance(found, str):
        pytest.skip(found)
    return found


@pytest.fixture
def this_machine() -> None:
    """This machine's meminfo and cpuinfo, and its memory bandwidth measured (the fit's
    compute time per token; a fit never measures it itself)."""
    from amdchat.speed.cpu_bandwidth import system_bandwidth

    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"])
    (root / "proc").mkdir(parents=True, exist_ok=True)
    for name in ("cpuinfo", "meminfo"):
        shutil.copyfile(f"/proc/{name}", root / "proc" / name)
    assert system_bandwidth(measure_if_missing=True) is not None


@contextlib.contextmanager
def delayed(servers: list[rpc_netns.Server], delay_ms: float) -> Iterator[tuple[str, ...]]:
    if all(rpc_netns.set_delay(server, delay_ms) for server in servers):
        try:
            yield tuple(s.endpoint for s in servers)
        finally:
            for server in servers:
                rpc_netns.set_delay(server, 0)
        return
    relays = [rpc_netns.DelayRelay(s.endpoint, delay_ms) for s in servers]
    try:
        yield tuple(r.endpoint for r in relays)
    finally:
        for relay in relays:
            relay.close()


def network(model_path: Path, endpoints: tuple[str, ...],
            capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    remote_servers.forget_recent()
    assert main(["fit", str(model_path), "--backend", "cpu", "--estimate", "--json",
                 "--ctx", "512", "--rpc", ",".join(endpoints)]) == 0
    split = json.loads(capsys.readouterr().out.splitlines()[-1])["remote_split"]
    assert all(d["layers"] for d in split["devices"]), split
    found: dict[str, Any] = split["network"]
    return found


def test_the_fit_warns_at_a_10_ms_link_and_not_at_0(
        rpc_folder: Path, model_path: Path, this_machine: None,
        capsys: pytest.CaptureFixture[str]) -> None:
    # namespaces 41 to 43: apart from the other RPC tests, which may run meanwhile
    with rpc_netns.rpc_servers(3, rpc_folder, first=41) as servers:
        direct = network(model_path, tuple(s.endpoint for s in servers), capsys)
        with delayed(servers, 10.0) as endpoints:
            slow = network(model_path, endpoints, capsys)
    assert direct["round_trips"] == slow["round_trips"] == 3
    assert direct["network_ms"] < 10 and not direct["dominates"], direct
    assert "the network adds" in direct["words"]
    # 10 ms each way: a 20 ms round trip for each server, every token
    assert 57 <= slow["network_ms"] <= 150, slow  # the relay adds a little on a busy machine
    assert slow["compute_ms"] is not None and slow["network_ms"] > slow["compute_ms"]
    assert slow["dominates"] and "each token waits ~" in slow["words"]
    ceiling = 1000 / (slow["network_ms"] + slow["compute_ms"])
    assert slow["ceiling_tps"] == pytest.approx(ceiling, abs=0.1)
    assert "more than it computes: expect at most" in slow["words"]
