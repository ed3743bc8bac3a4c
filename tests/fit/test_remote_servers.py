"""The remote GPUs a fit counts: asked again, bounded; a busy one at its last known figure
(fit/remote_servers.py), and the fit with them (fit/remote_fit.py)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.engine.rpc_probe import PROTOCOL, RemoteDevice, ServerInfo
from amdchat.fit import remote_servers
from amdchat.fit.remote_servers import last_known, server_states
from tests.helpers.rpc_wire import Behaviour, serve_once, speaking

GIB = 2**30


@pytest.fixture(autouse=True)
def nothing_recent() -> Iterator[None]:
    remote_servers.forget_recent()
    yield
    remote_servers.forget_recent()


@contextlib.contextmanager
def serving(behaviour: Behaviour) -> Iterator[str]:
    server = serve_once(behaviour)
    try:
        yield next(server)
    finally:
        next(server, None)  # its listener closed


def test_a_server_that_answers_is_asked_and_its_offer_kept() -> None:
    with serving(speaking(PROTOCOL, free=3 * GIB)) as endpoint:
        (state,) = server_states([endpoint], 2.0)
    assert state.fresh and state.problem is None and state.info is not None
    assert state.info.free_bytes == 3 * GIB
    kept = last_known(endpoint)
    assert kept is not None and kept[0].free_bytes == 3 * GIB
    assert abs(kept[1] - time.time()) < 60
    # the fits of one round ask once: the server, which served once, is not asked again
    (again,) = server_states([endpoint], 2.0)
    assert again == state


def test_a_busy_server_keeps_its_last_known_figure_and_says_why() -> None:
    # stalling, as an rpc-server that serves our own loaded model does
    with serving(lambda conn: time.sleep(3)) as endpoint:
        # what its check found when it was added in Settings
        remote_servers.remember(ServerInfo(endpoint, PROTOCOL, [RemoteDevice(0, 5 * GIB,
                                                                             8 * GIB)], 0.4),
                                when=1_700_000_000)
        started = time.monotonic()
        (state,) = server_states([endpoint], 1.0)
        assert time.monotonic() - started < 1.8
    assert not state.fresh and state.usable and state.info is not None
    assert state.info.free_bytes == 5 * GIB and state.checked_at == 1_700_000_000
    assert "did not answer in time" in str(state.problem)


def test_a_server_never_checked_that_does_not_answer_is_left_out() -> None:
    (state,) = server_states(["127.0.0.1:1"], 1.0)
    assert not state.usable and "refused the connection" in str(state.problem)


def test_the_fit_with_settings_servers_names_the_split_and_the_network(
        model_path: Path) -> None:
    from amdchat.fit.plan import make_plan
    from amdchat.fit.remote_fit import remote_fit
    from amdchat.model_memory import local_memory

    memory = local_memory(model_path)
    plan = make_plan(4096, "cpu", None, 4 * GIB)
    assert plan is not None
    with serving(speaking(PROTOCOL, free=4 * GIB)) as endpoint:
        found = remote_fit(memory, plan, server_states([endpoint], 2.0), margin=GIB)
    assert found is not None and found.fits
    assert found.split.layers_by_host()[endpoint] > 0 and found.split.here_layers > 0
    assert str(found.words()).startswith(f"fits with {endpoint}: ")
    assert found.link is not None and found.link.round_trips == 1
    assert any("the network adds" in str(note) for note in found.notes())
    assert found.as_json()["servers"][0]["fresh"] is True  # type: ignore[index]


def test_a_server_that_refuses_now_is_left_out_even_with_a_last_figure() -> None:
    """Off, not busy: a load could not use it, so its old figure does not count."""
    remote_servers.remember(ServerInfo("127.0.0.1:1", PROTOCOL,
                                       [RemoteDevice(0, 5 * GIB, 8 * GIB)], 0.4))
    (state,) = server_states(["127.0.0.1:1"], 1.0)
    assert not state.usable and "refused the connection" in str(state.problem)
