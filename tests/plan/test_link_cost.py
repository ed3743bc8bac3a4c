"""What the network costs each token before a load (plan/link_cost.py)."""

from __future__ import annotations

from amdchat.plan.link_cost import link_cost, round_trips_per_token
from amdchat.plan.remote_split import Place, RemoteSplit

MIB = 2**20


def _split(*layers: tuple[str, int]) -> RemoteSplit:
    places = tuple(Place(f"RPC{i}", host, 8 * 2**30, n) for i, (host, n) in enumerate(layers))
    return RemoteSplit(24, places, 24 - sum(n for _, n in layers))


def test_one_round_trip_per_remote_device_that_holds_layers() -> None:
    split = _split(("a:1", 6), ("a:1", 4), ("b:1", 6), ("c:1", 0))
    assert round_trips_per_token(split) == {"a:1": 2, "b:1": 1}
    cost = link_cost(split, {"a:1": 5.0, "b:1": 20.0, "c:1": 1.0}, compute_ms=100.0)
    assert cost is not None and cost.network_ms == 30.0 and cost.round_trips == 3


def test_no_remote_layers_costs_nothing() -> None:
    assert link_cost(_split(("a:1", 0)), {"a:1": 50.0}, 10.0) is None


def test_the_network_dominates_when_it_takes_more_than_half_of_each_token() -> None:
    slow_link = link_cost(_split(("a:1", 6)), {"a:1": 20.0}, compute_ms=8.0)
    assert slow_link is not None and slow_link.dominates
    assert slow_link.ceiling_tps == 1000 / 28
    words = str(slow_link.words())
    assert "each token waits ~20 ms on the network" in words and "at most 36 tok/s" in words
    fast_link = link_cost(_split(("a:1", 6)), {"a:1": 0.2}, compute_ms=8.0)
    assert fast_link is not None and not fast_link.dominates
    assert "adds ~0.2 ms" in str(fast_link.words())


def test_an_unknown_compute_time_is_not_judged_but_the_ceiling_is_said() -> None:
    cost = link_cost(_split(("a:1", 6)), {"a:1": 40.0}, compute_ms=None)
    assert cost is not None and not cost.dominates and cost.network_share is None
    assert cost.ceiling_tps == 25.0 and "at most 25 tok/s" in str(cost.words())
