"""The network's part of each generated token, per rpc-server, measured in the worker.

What a token costs on the wire, read in the vendored llama.cpp (ggml-rpc.cpp): for each
server, the scheduler sends the input of its part of the graph (SET_TENSOR) and the
graph (GRAPH_COMPUTE, or GRAPH_RECOMPUTE of the same graph) without waiting
(``send_async``), then reads the result back (GET_TENSOR), and that answer is waited
for: the next device needs it. One round trip per server per token, plus the bytes each
way. So, per server and token, about

    network ms = round trip + bytes per token / rate

with the kernel's own figures for the worker's connection (engine.tcp_info): the
round trip is the lowest it saw (tcpi_min_rtt: the smoothed one also holds the server's
compute, since its answer carries the acknowledgement), the bytes are counted between
two samples, and the rate is the fastest delivery the connection has shown (the model's
upload at load time sets it; a rate seen only on small messages is a lower bound, so the
figure errs long). A token's time is the clock between tokens. The server's compute is
not in the figure and not measured: the protocol tells nothing of it.

Sampled every SAMPLE_EVERY_S (a few syscalls per server), never per token.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdchat.engine import protocol, tcp_info
from amdchat.engine.tcp_info import TcpSample

METER_ENV = "AMDCHAT_NETWORK_METER"  # "0": not measured (to compare its cost)
TURNS_PER_TOKEN = 1  # GET_TENSOR per server (see above)
SAMPLE_EVERY_S = 0.5


class Links:
    """The worker's rpc-servers and the fastest delivery rate each connection has shown
    (kept for the worker's life: the load's upload is its best measure)."""

    def __init__(self, endpoints: list[str]) -> None:
        self.endpoints = list(endpoints)
        self.fastest: dict[str, int] = dict.fromkeys(self.endpoints, 0)
        self._peers: dict[str, set[tuple[str, int]]] | None = None

    def connections(self) -> dict[str, int]:
        """endpoint -> llama.cpp's descriptor; a name is resolved once per worker (a slow
        name server then delays no reply)."""
        if self._peers is None:
            self._peers = {e: tcp_info.addresses(e) for e in self.endpoints}
        return tcp_info.connections(self._peers)

    def read(self, endpoint: str, fd: int) -> TcpSample | None:
        """The counters of ``fd`` while it is still the connection to ``endpoint``."""
        return tcp_info.read(fd, (self._peers or {}).get(endpoint, set()))

    def note(self, endpoint: str, sample: TcpSample | None) -> None:
        if sample is not None:
            self.fastest[endpoint] = max(self.fastest.get(endpoint, 0), sample.delivery_rate)

    def note_all(self) -> None:
        """After a load: the rate of the weights' upload, before small messages replace it."""
        for endpoint, fd in self.connections().items():
            self.note(endpoint, tcp_info.read(fd))


@dataclass
class _Start:
    at: float
    decoded: int
    fds: dict[str, int]
    first: dict[str, TcpSample] = field(default_factory=dict)


class ReplyMeter:
    """One reply's figures: started at its first token, sampled now and then."""

    def __init__(self, links: Links) -> None:
        self.links = links
        self.start: _Start | None = None
        self.last_at = 0.0

    def begin(self, now: float, decoded: int) -> None:
        fds = self.links.connections()
        self.start = _Start(now, decoded, fds)
        for endpoint, fd in fds.items():
            sample = tcp_info.read(fd)
            self.links.note(endpoint, sample)
            if sample is not None:
                self.start.first[endpoint] = sample
        self.last_at = now

    def due(self, now: float) -> bool:
        return self.start is not None and now - self.last_at >= SAMPLE_EVERY_S

    def figures(self, now: float, decoded: int) -> protocol.NetworkFigures | None:
        """The figures since the first token; None before two tokens were timed."""
        start = self.start
        if start is None or decoded <= start.decoded or now <= start.at:
            return None
        self.last_at = now
        tokens = decoded - start.decoded
        token_ms = (now - start.at) * 1000 / tokens
        servers = [self._server(endpoint, tokens, token_ms)
                   for endpoint in self.links.endpoints]
        measured = [s for s in servers if s["measured"]]
        ms = sum(s["ms_per_token"] for s in measured)
        why = "" if measured else ("platform" if not tcp_info.measurable() else "no_connection")
        return {"measured": bool(measured), "why_not": why, "tokens": tokens,
                "token_ms": round(token_ms, 3), "ms_per_token": round(ms, 3),
                "share": round(min(ms / token_ms, 1.0), 4) if token_ms > 0 else 0.0,
                "servers": servers}

    def _server(self, endpoint: str, tokens: int, token_ms: float) -> protocol.ServerNetwork:
        assert self.start is not None
        fd, first = self.start.fds.get(endpoint), self.start.first.get(endpoint)
        now = self.links.read(endpoint, fd) if fd is not None else None
        if now is not None and first is not None and (
                now.bytes_acked < first.bytes_acked
                or now.bytes_received < first.bytes_received):
            now = None  # a new connection to the same server: its counters began again
        self.links.note(endpoint, now)
        if now is None or first is None:
            return {"endpoint": endpoint, "measured": False, "rtt_ms": 0.0,
                    "smoothed_rtt_ms": 0.0, "bytes_per_token": 0.0, "rate_bytes_s": 0.0,
                    "ms_per_token": 0.0, "share": 0.0}
        moved = (now.bytes_acked - first.bytes_acked) + (now.bytes_received
                                                          - first.bytes_received)
        per_token = moved / tokens
        rate = self.links.fastest.get(endpoint, 0)
        ms = TURNS_PER_TOKEN * now.min_rtt_us / 1000 + (per_token / rate * 1000 if rate
                                                          else 0.0)
        return {"endpoint": endpoint, "measured": True, "rtt_ms": round(now.min_rtt_us / 1000, 3),
                "smoothed_rtt_ms": round(now.rtt_us / 1000, 3),
                "bytes_per_token": round(per_token, 1), "rate_bytes_s": float(rate),
                "ms_per_token": round(ms, 3),
                "share": round(min(ms / token_ms, 1.0), 4) if token_ms > 0 else 0.0}
