"""The network's part of a token, measured by the worker, over a real slow link and over
a fast one: the test model split between this computer and an rpc-server in a network
namespace (tests/helpers/rpc_netns.py), the slow link a TUN pair that holds each packet
10 ms each way (tests/helpers/tun_delay.py: the kernel here has no netem)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from amdchat.backends.registry import Backend
from amdchat.engine import protocol
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers import rpc_netns
from tests.helpers.tun_delay import delayed

GREEDY = {"temperature": 0.0, "max_tokens": 24, "seed": 7, "top_k": 40, "top_p": 0.95,
          "min_p": 0.05, "repeat_penalty": 1.1}
PROMPT = [{"role": "user", "content": "Name three rivers of Europe."}]
FIRST = 71  # the servers' namespaces: amdchat-rpc71, 72 (other tests use 1-3, 31, 41-43)
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def rpc_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if why := rpc_netns.unavailable():
        pytest.skip(why)
    if not Path("/dev/net/tun").exists():
        pytest.skip("no /dev/net/tun for the slow link")
    found = rpc_netns.backend_with_rpc(tmp_path_factory.mktemp("rpc-backend"))
    if isinstance(found, str):
        pytest.skip(found)
    return found


@pytest.fixture
def real_cpuinfo() -> None:
    """This CPU's cpuinfo (the CPU variant checks) and this machine's meminfo (the RAM
    that gives "here" its share of the layers) in the test's fake sysfs."""
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"])
    (root / "proc").mkdir(parents=True, exist_ok=True)
    for name in ("cpuinfo", "meminfo"):
        shutil.copyfile(f"/proc/{name}", root / "proc" / name)


def measured_reply(folder: Path, model_path: Path, log: Path, endpoints: tuple[str, ...]
                   ) -> tuple[protocol.NetworkFigures, list[protocol.NetworkFigures]]:
    """The figures of the reply's done event, and those the session's owner heard."""
    on_the_way: list[protocol.NetworkFigures] = []
    with BlockingEngine(log_path=log, discover=lambda: [Backend("cpu", folder, "test")]
                        ) as running:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=512,
                               rpc_servers=endpoints))
        # what the session's owner hears (the live panel): the tokens' figures, then done's
        running.session.listener.on_network = on_the_way.append  # type: ignore[method-assign]
        done = running.chat(PROMPT, {**GREEDY, "max_tokens": 48})
    return done["stats"]["network"], on_the_way


def test_a_slow_link_is_most_of_a_token_and_a_fast_one_little(
        rpc_folder: Path, model_path: Path, tmp_path: Path, real_cpuinfo: None) -> None:
    # namespaces of their own: other RPC tests may run beside this one
    with rpc_netns.rpc_servers(2, rpc_folder, first=FIRST) as servers:
        endpoints = tuple(s.endpoint for s in servers)
        fast, _ = measured_reply(rpc_folder, model_path, tmp_path / "fast.log", endpoints)
        with delayed(servers[0], 10), delayed(servers[1], 10):
            slow, on_the_way = measured_reply(rpc_folder, model_path, tmp_path / "slow.log",
                                              endpoints)
    for figures in (fast, slow):
        assert figures["measured"] and figures["why_not"] == ""
        assert [s["endpoint"] for s in figures["servers"]] == list(endpoints)
        assert all(s["bytes_per_token"] > 0 for s in figures["servers"])  # activations
    # 10 ms each way: a round trip of about 20 ms; the veth's is well under 2 ms
    assert all(19 <= s["rtt_ms"] <= 26 for s in slow["servers"]), slow
    assert all(s["rtt_ms"] < 2 for s in fast["servers"]), fast
    # a round trip per server per token, and the bytes: at least 40 ms of each token on
    # the slow links, never more than the clock between tokens; little on the fast ones
    round_trips = sum(s["rtt_ms"] for s in slow["servers"])
    assert round_trips <= slow["ms_per_token"] <= slow["token_ms"], slow
    assert fast["ms_per_token"] < 2, fast
    # "large" against the CPU's compute: a token took 200 ms here on two busy cores
    # (network 26 %); the fast link's share is a hundredth of that
    assert slow["share"] > 0.1, slow
    assert fast["share"] < 0.05 and slow["share"] > 10 * fast["share"], (fast, slow)
    # the owner heard them while the reply streamed (every 0.5 s), and done's last
    assert len(on_the_way) >= 2 and on_the_way[-1] == slow
    assert all(f["measured"] for f in on_the_way)
