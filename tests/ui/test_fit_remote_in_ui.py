"""The Models page's fit column with Settings > Network's remote GPUs: it names the split
the load will make, off the GUI thread; a busy server counts at its last known figure."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.engine.rpc_probe import PROTOCOL, RemoteDevice, ServerInfo
from amdchat.fit import remote_servers
from tests.helpers.data import TREES
from tests.helpers.fit_column import REPO, fit_column, open_repo
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.rpc_wire import Behaviour, serve_once, speaking

GIB = 2**30


@contextlib.contextmanager
def serving(behaviour: Behaviour) -> Iterator[str]:
    server = serve_once(behaviour)
    try:
        yield next(server)
    finally:
        next(server, None)
        remote_servers.forget_recent()


@pytest.fixture
def radeon(hub: HubEmulator, model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hub.add(HubRepo(REPO, {"gemma-3-270m-Q4_K_M.gguf": HubFile(model_path)}))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    remote_servers.forget_recent()


def tooltip(window) -> str:  # type: ignore[no-untyped-def]
    return str(window.models_page.quant_table.quants.index(0, 3).data(3))


def test_the_fit_column_names_the_split_with_a_settings_server(qtbot, radeon: None) -> None:
    with serving(speaking(PROTOCOL, free=8 * GIB)) as endpoint:
        window = make_window(qtbot, context_length=8192, backend="vulkan", fit_dry_run=False,
                             rpc_servers=[endpoint])
        open_repo(qtbot, window.models_page)
    (verdict,) = fit_column(window.models_page)
    assert verdict.startswith(f"≈ fits with {endpoint}: ") and f"on {endpoint}" in verdict
    said = tooltip(window)
    assert "On this computer alone: fits (" in said and "the network adds ~" in said
    assert "AMD Radeon RX 7900 XTX" in said
    window.close()
    window.store.close()


def test_a_busy_server_counts_at_its_last_known_figure_and_the_verdict_says_so(
        qtbot, radeon: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remote_servers, "FIT_PROBE_S", 1.0)
    # it stalls, as an rpc-server serving our own loaded model does
    with serving(lambda conn: time.sleep(3)) as endpoint:
        remote_servers.remember(ServerInfo(endpoint, PROTOCOL, [RemoteDevice(0, 8 * GIB,
                                                                             16 * GIB)], 0.5))
        window = make_window(qtbot, context_length=8192, backend="vulkan", fit_dry_run=False,
                             rpc_servers=[endpoint])
        open_repo(qtbot, window.models_page)
    (verdict,) = fit_column(window.models_page)
    assert verdict.startswith(f"≈ fits with {endpoint}: ")
    said = tooltip(window)
    assert f"{endpoint} did not answer now" in said and "from its last check" in said
    window.close()
    window.store.close()


def test_a_slow_link_warns_in_the_cell_and_says_why_in_the_tooltip(qtbot, radeon: None
                                                                   ) -> None:
    """The RX 7900 XTX reads the test model in well under a millisecond a token (its
    bandwidth from the table); a link of 5 ms each way costs 10 ms a token: the network
    would take most of each token, and the verdict says so."""
    from tests.helpers.rpc_netns import DelayRelay

    with serving(speaking(PROTOCOL, free=8 * GIB)) as endpoint:
        relay = DelayRelay(endpoint, 5.0)
        try:
            window = make_window(qtbot, context_length=8192, backend="vulkan",
                                 fit_dry_run=False, rpc_servers=[relay.endpoint])
            open_repo(qtbot, window.models_page)
        finally:
            relay.close()
    (verdict,) = fit_column(window.models_page)
    assert verdict.startswith(f"≈ fits with {relay.endpoint}: ") and verdict.endswith(" ⚠")
    said = tooltip(window)
    assert "over this link each token waits ~" in said and "more than it computes" in said
    window.close()
    window.store.close()
