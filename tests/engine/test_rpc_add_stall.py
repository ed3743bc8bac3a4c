"""llama.cpp's adding of a server has no timeout of its own: the worker's watch calls
back (naming the server) when it does not return in time, and stays quiet when it does."""

from __future__ import annotations

import threading
import time

import pytest

from amdchat.engine import rpc_client
from amdchat.engine.rpc_probe import RpcProblem


def test_a_stall_while_adding_is_reported_with_the_server_and_what_to_do() -> None:
    told: list[RpcProblem] = []
    came = threading.Event()

    def on_stall(problem: RpcProblem) -> None:
        told.append(problem)
        came.set()

    with rpc_client._stall_watch("10.0.0.2:50052", on_stall, 0.2):
        assert came.wait(5)  # the block (llama.cpp's call) is still running
    said = str(told[0])
    assert "10.0.0.2:50052 passed the check, then stopped answering" in said
    assert "Restart sharing" in said and told[0].stalled


def test_an_add_that_returns_in_time_reports_nothing() -> None:
    told: list[RpcProblem] = []
    with rpc_client._stall_watch("10.0.0.2:50052", told.append, 0.3):
        time.sleep(0.05)
    time.sleep(0.5)
    assert told == []


@pytest.mark.parametrize(("value", "expected"), [("2.5", 2.5), ("junk", 30.0), ("0", 0.1)])
def test_the_wait_can_be_shortened_for_a_test_only_to_a_sane_value(
        monkeypatch: pytest.MonkeyPatch, value: str, expected: float) -> None:
    monkeypatch.setenv(rpc_client.ADD_TIMEOUT_ENV, value)
    assert rpc_client.add_timeout() == expected
