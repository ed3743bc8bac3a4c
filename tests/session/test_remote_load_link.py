"""The load's notice warns when the network would take most of each token, as the fit
does (plan/link_cost.py): each server's round trip from the worker's probe (its ready
event's rpc_servers), against the compute at this computer's memory speed. For real
behind a 10 ms link: tests/engine/test_rpc_load_link.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.engine import protocol
from amdchat.session import remote_placing
from amdchat.session.spec import ModelSpec
from amdchat.speed import fit_speed

GIB = 2**30
HOST = "10.0.0.2:50052"
DEVICES: list[protocol.Device] = [
    {"name": "CPU", "type": "cpu", "free_bytes": 16 * GIB},
    {"name": "RPC0", "description": HOST, "type": "gpu", "free_bytes": 4 * GIB}]


def notice_text(model_path: Path, round_trip_ms: float) -> str:
    spec = ModelSpec(model_path, backend="cpu", n_ctx=512, rpc_servers=(HOST,))
    split, _params, notice = remote_placing.remote_placement(
        spec, "cpu", DEVICES, [{"endpoint": HOST, "round_trip_ms": round_trip_ms}])
    assert split.layers_by_host()[HOST] > 0
    return str(notice.text)


def test_a_slow_link_is_said_at_the_load_and_a_fast_one_is_not(
        model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit_speed, "kept_cpu_bandwidth", lambda: 40.0)  # GB/s, measured
    slow = notice_text(model_path, 80.0)
    assert slow.startswith(f"{model_path.name}: ") and HOST in slow
    assert "over this link each token waits ~80 ms on the network (round trips per " \
           "token: 1), more than it computes: expect at most" in slow
    fast = notice_text(model_path, 0.2)
    assert "network" not in fast and HOST in fast


def test_without_a_bandwidth_figure_the_network_is_not_judged(
        model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No measured memory speed: the compute time is unknown, so no warning is made up."""
    monkeypatch.setattr(fit_speed, "kept_cpu_bandwidth", lambda: None)
    assert "network" not in notice_text(model_path, 80.0)


def test_the_local_gpu_s_card_figure_is_the_compute_speed(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """Beside a GPU the table's bandwidth of that card counts, not the system memory's."""
    asked: list[tuple[str, str]] = []

    class Card:
        bandwidth_gbs = 960.0

    def card(name: str, slot: str = "") -> Card:
        asked.append((name, slot))
        return Card()

    monkeypatch.setattr(fit_speed, "card_bandwidth", card)
    devices: list[protocol.Device] = [*DEVICES, {
        "name": "Vulkan0", "description": "AMD Radeon RX 7900 XTX", "type": "gpu",
        "free_bytes": 20 * GIB, "pci_slot": "0000:03:00.0"}]
    assert remote_placing._bandwidth_here("vulkan", devices) == 960.0
    assert asked == [("AMD Radeon RX 7900 XTX", "0000:03:00.0")]
