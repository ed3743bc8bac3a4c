"""The app when a remote computer drops mid-reply, for real: the window's own worker,
the test model split over this computer and two rpc-servers in network namespaces
(tests/helpers/rpc_netns.py); one is killed while the reply streams."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from amdchat.chats.records import DONE, INTERRUPTED
from tests.helpers import rpc_netns
from tests.helpers.gui import make_window, type_and_send

pytestmark = pytest.mark.slow
# namespaces of its own (amdchat-rpc103, -104): other RPC tests may run meanwhile
FIRST = 103


def remote_hosts(window) -> set[str]:  # type: ignore[no-untyped-def]
    """The hosts whose devices the worker added (its ready event lists each)."""
    return {str(d.get("description", "")) for d in window.engine.session.devices
            if str(d.get("name", "")).startswith("RPC")}


def test_load_without_the_dropped_computer_keeps_the_chat_and_replies_again(
        qtbot, model_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    folder = rpc_netns.folder_or_skip(tmp_path)  # the window's discovery finds its source
    rpc_netns.copy_real_proc()
    with rpc_netns.rpc_servers(2, folder, first=FIRST) as servers:
        kept, lost = (s.endpoint for s in servers)
        window = make_window(qtbot, temperature=0.0, max_tokens=400, seed=11,
                             context_length=1024, rpc_servers=[kept, lost])
        try:
            with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000):
                window.load_model(model_path)
            assert remote_hosts(window) == {kept, lost}

            def kill_lost(stats: dict) -> None:
                if stats.get("tokens", 0) >= 3 and servers[1].process.poll() is None:
                    servers[1].kill()

            window.chat.sig_live_stats.connect(kill_lost)
            with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as ended:
                type_and_send(qtbot, window, "Write a long story about a ship.")
            window.chat.sig_live_stats.disconnect(kill_lost)
            assert ended.args[0]["status"] == INTERRUPTED
            qtbot.waitUntil(window.drop_offer.isVisible, timeout=10_000)
            assert lost in window.problem.text() and "stopped answering" in window.problem.text()
            assert window.drop_offer.load_button.text() == f"Load without {lost}"
            partial = window.store.messages(window.chat.conversation_id)[-1]
            assert partial.status == INTERRUPTED and partial.content

            with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000):
                qtbot.mouseClick(window.drop_offer.load_button, Qt.MouseButton.LeftButton)
            assert not window.drop_offer.isVisible()
            assert remote_hosts(window) == {kept}  # the new worker added the kept one only
            split = window.engine.session.remote_split
            assert split is not None and set(split.layers_by_host()) == {"", kept}
            assert window.settings["rpc_servers"] == [kept, lost]  # for this run only
            assert window.engine.session.skipped.endpoints() == [lost]

            window.settings.set("max_tokens", 12)
            with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as ended:
                type_and_send(qtbot, window, "Say hello.")
            assert ended.args[0]["status"] == DONE
            stored = window.store.messages(window.chat.conversation_id)
            assert [m.role for m in stored] == ["user", "assistant", "user", "assistant"]
            assert stored[1].status == INTERRUPTED and stored[1].content == partial.content
            assert stored[3].status == DONE and stored[3].content.strip()
        finally:
            window.close()
            window.store.close()


def test_a_server_that_is_off_at_load_gets_the_same_offer_and_the_model_loads_here(
        qtbot, model_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A remote GPU in the Settings whose sharing is off (its port refuses): the load
    stops with its address and the offer; the click loads on this computer alone."""
    import socket

    with socket.socket() as holder:  # a port nobody listens on once it is closed
        holder.bind(("127.0.0.1", 0))
        off = f"127.0.0.1:{holder.getsockname()[1]}"
    window = make_window(qtbot, temperature=0.0, max_tokens=8, seed=11,
                         context_length=1024, rpc_servers=[off])
    try:
        window.load_model(model_path)
        qtbot.waitUntil(window.drop_offer.isVisible, timeout=120_000)
        assert off in window.problem.text()
        assert window.drop_offer.load_button.text() == f"Load without {off}"
        with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000):
            qtbot.mouseClick(window.drop_offer.load_button, Qt.MouseButton.LeftButton)
        session = window.engine.session
        assert session.spec is not None and session.spec.rpc_servers == ()
        assert remote_hosts(window) == set() and session.remote_split is None
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as ended:
            type_and_send(qtbot, window, "Say hello.")
        assert ended.args[0]["status"] == DONE
    finally:
        window.close()
        window.store.close()


def test_the_in_app_api_health_lists_the_servers_this_run_loads_without(
        qtbot, model_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The app's own API server says what `amdchat serve` says: after "Load without",
    /health (with the key) names the computer skipped, why and since when."""
    import json
    import socket
    import urllib.error
    import urllib.request

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        off = f"127.0.0.1:{holder.getsockname()[1]}"
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        port = int(holder.getsockname()[1])
    window = make_window(qtbot, temperature=0.0, max_tokens=8, seed=11, context_length=1024,
                         rpc_servers=[off], api_server=True, api_port=port)

    def health() -> dict:
        url = f"{window.api_server.url.removesuffix('/v1')}/health"
        try:
            with urllib.request.urlopen(url, timeout=10) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as refused:  # 503 while no model is loaded
            return json.loads(refused.read())

    try:
        qtbot.waitUntil(lambda: window.api_server.running, timeout=30_000)
        assert health()["status"] == "no_model" and "rpc_dropped" not in health()
        window.load_model(model_path)
        qtbot.waitUntil(window.drop_offer.isVisible, timeout=120_000)
        with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000):
            qtbot.mouseClick(window.drop_offer.load_button, Qt.MouseButton.LeftButton)
        found = health()
        assert found["status"] == "ok"
        [dropped] = found["rpc_dropped"]
        assert dropped["server"] == off and "stopped answering" in dropped["why"]
        assert dropped["since"].endswith("+00:00")
    finally:
        window.close()
        window.store.close()
