"""Settings > Network's remote GPU list at its limit: a seventeenth server is refused at
"Add", before it is asked (it was asked, added, and then OK failed with "The settings were
not saved: rpc_servers: more than 16 entries")."""

from __future__ import annotations

import threading

import pytest

from amdchat.engine.rpc_probe import MAX_SERVERS
from amdchat.ui.settings_network import RemoteGpuList


def test_a_server_beyond_the_limit_is_refused_before_it_is_asked(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    full = [f"10.0.0.{i}:50052" for i in range(1, MAX_SERVERS + 1)]
    remote = RemoteGpuList(full)
    qtbot.addWidget(remote)

    def no_check(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the server was asked")

    monkeypatch.setattr(threading, "Thread", no_check)
    remote.address.setText("10.0.0.99:50052")
    remote.add_button.click()
    assert remote.servers() == full
    said = remote.status.text()
    assert f"at most {MAX_SERVERS} remote computers" in said and "10.0.0.99:50052" in said
    assert remote.add_button.isEnabled()
