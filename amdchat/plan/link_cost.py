"""What the network costs each generated token, before a load: from a probe's round trip.

llama.cpp's RPC client (ggml/src/ggml-rpc/ggml-rpc.cpp) sends a remote device's work
without waiting: SET_TENSOR (the activations going in) and GRAPH_COMPUTE or
GRAPH_RECOMPUTE have no reply. What waits is reading a result back: GET_TENSOR is sent
with an output buffer, and the dispatcher blocks until the server has computed and
answered. The scheduler reads back the output of each graph split a remote device ends,
to hand it to the next device (two servers cannot copy to each other), so a token waits
one round trip per remote device that holds layers; the bytes themselves (one token's
activations, n_embd floats) are small beside a LAN's round trip. So:

    network time per token = the sum, over the remote devices holding layers, of the
    round trip to their computer.

The compute time it is weighed against is the project's roofline (amdchat.speed): the
bytes a token reads at this computer's memory speed. The remote devices' own speed is
not known before a load (the RPC protocol tells free memory, not bandwidth), so that is
the time were each device as fast as this one. The network "dominates" when it would
take more than half of each token. Used by ``amdchat fit`` and the Models page; the
live measurement of a loaded model is the worker's, not this.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import ModelMemory
from amdchat.plan.remote_split import RemoteSplit
from amdchat.speed import fit_speed

SYNC_TRIPS_PER_REMOTE_DEVICE = 1  # the GET_TENSOR of its split's output
DOMINATES_SHARE = 0.5  # the network takes more than half of each token


@dataclass(frozen=True)
class LinkCost:
    network_ms: float  # per generated token, waiting on round trips
    round_trips: int  # synchronous round trips per token
    compute_ms: float | None  # per token at this computer's memory speed; None: unknown

    @property
    def network_share(self) -> float | None:
        if self.compute_ms is None:
            return None
        total = self.network_ms + self.compute_ms
        return self.network_ms / total if total > 0 else 0.0

    @property
    def dominates(self) -> bool:
        share = self.network_share
        return share is not None and share > DOMINATES_SHARE

    @property
    def ceiling_tps(self) -> float | None:
        """The most tokens a second this link allows (with the compute, when known)."""
        total = self.network_ms + (self.compute_ms or 0.0)
        return 1000.0 / total if total > 0 else None

    def words(self) -> Text:
        ceiling = self.ceiling_tps
        fields = {"ms": _figure(self.network_ms),
                  "tps": _figure(ceiling) if ceiling is not None else "?",
                  "trips": self.round_trips}
        if self.dominates:
            return Text("plan", tr_noop(
                "plan", "over this link each token waits ~{ms} ms on the network "
                        "(round trips per token: {trips}), more than it computes: expect at "
                        "most {tps} tok/s"), fields)
        return Text("plan", tr_noop(
            "plan", "the network adds ~{ms} ms to each token (round trips per token: "
                    "{trips}; at most {tps} tok/s)"), fields)

    def as_json(self) -> dict[str, object]:
        return {"network_ms": round(self.network_ms, 2), "round_trips": self.round_trips,
                "compute_ms": None if self.compute_ms is None else round(self.compute_ms, 2),
                "network_share": None if self.network_share is None
                else round(self.network_share, 3),
                "ceiling_tps": None if self.ceiling_tps is None else round(self.ceiling_tps, 1),
                "dominates": self.dominates, "words": str(self.words())}


def _figure(value: float) -> str:
    return f"{value:.0f}" if value >= 10 else f"{value:.1f}"


def round_trips_per_token(split: RemoteSplit) -> dict[str, int]:
    """Synchronous round trips each remote computer costs a token."""
    trips: dict[str, int] = {}
    for place in split.places:
        if place.host and place.layers:
            trips[place.host] = trips.get(place.host, 0) + SYNC_TRIPS_PER_REMOTE_DEVICE
    return trips


def network_ms_per_token(split: RemoteSplit, round_trip_ms: Mapping[str, float]) -> float:
    """The time a token waits on the network: each trip at its computer's round trip."""
    return sum(n * round_trip_ms.get(host, 0.0)
               for host, n in round_trips_per_token(split).items())


def compute_ms_per_token(memory: ModelMemory, n_ctx: int, bandwidth_gbs: float | None
                         ) -> float | None:
    """A token's compute time were every device as fast as ``bandwidth_gbs`` (this
    computer's memory): the roofline of the bytes it reads at a full context."""
    read = fit_speed.bytes_read(memory, memory.n_layers + 1, n_ctx)
    tps = fit_speed.expected_tps(read, bandwidth_gbs, bandwidth_gbs)
    return 1000.0 / tps if tps else None


def link_cost(split: RemoteSplit, round_trip_ms: Mapping[str, float],
              compute_ms: float | None) -> LinkCost | None:
    """None when no remote device takes layers (the network costs nothing then)."""
    trips = round_trips_per_token(split)
    if not trips:
        return None
    return LinkCost(network_ms_per_token(split, round_trip_ms), sum(trips.values()),
                    compute_ms)
