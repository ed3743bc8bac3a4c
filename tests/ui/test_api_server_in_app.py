"""The local API server inside the app: switched on in Settings, it serves the loaded
model, shows each request in the live panel, and shares the one worker with the chat."""

from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request
from pathlib import Path

import openai
import pytest

from amdchat.chats.records import DONE
from tests.helpers.gui import make_window, type_and_send


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def served_window(qtbot, **values):
    win = make_window(qtbot, temperature=0.0, max_tokens=24, seed=11, context_length=1024,
                      api_server=True, api_port=free_port(), **values)
    qtbot.waitUntil(lambda: win.api_server.running or bool(win.api_server.problem))
    return win


def panel_text(window) -> str:
    from amdchat.ui.api_panel import ApiPanel

    panel = window.findChild(ApiPanel)
    return "\n".join(label.text() for label in (panel.address, panel.warning, panel.request))


@pytest.mark.slow
def test_api_and_chat_share_the_model_and_the_panel_shows_requests(qtbot, model_path: Path
                                                                   ) -> None:
    window = served_window(qtbot)
    try:
        url = window.api_server.url
        assert url.startswith("http://127.0.0.1:") and url in panel_text(window)
        # no model yet: 503 in OpenAI's shape
        client = openai.OpenAI(base_url=url, api_key="x", max_retries=0, timeout=60)
        with pytest.raises(openai.InternalServerError, match="No model is loaded"):
            client.chat.completions.create(model="", messages=[{"role": "user", "content": "x"}])
        with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
            window.load_model(model_path)
        result: dict[str, object] = {}

        def ask() -> None:
            try:
                result["reply"] = client.chat.completions.create(
                    model=model_path.stem, max_tokens=40, temperature=0.0,
                    messages=[{"role": "user", "content": "Count from one to ten."}])
            except Exception as exc:  # reported by the assertion below
                result["error"] = exc

        asking = threading.Thread(target=ask)
        asking.start()
        # the chat sends while the API request runs or waits: both finish, in turn
        qtbot.waitUntil(lambda: "tokens" in panel_text(window) or "waiting" in panel_text(window),
                        timeout=30_000)
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as finished:
            type_and_send(qtbot, window, "Say hello.")
        qtbot.waitUntil(lambda: not asking.is_alive(), timeout=120_000)
        asking.join()
        assert "error" not in result, result.get("error")
        reply = result["reply"]
        assert reply.choices[0].message.content  # type: ignore[attr-defined]
        assert finished.args[0]["status"] == DONE
        assert window.chat.messages[-1].content.strip()
        text = panel_text(window)
        assert "/v1/chat/completions" in text and "tok/s" in text and "first token" in text
        # Copy puts the address on the clipboard
        from PySide6.QtGui import QGuiApplication

        from amdchat.ui.api_panel import ApiPanel

        window.findChild(ApiPanel).copy_address()
        assert QGuiApplication.clipboard().text() == url
    finally:
        window.close()
        window.store.close()
    # closed with the window: the port is free again
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url.removesuffix("/v1") + "/health", timeout=5)


@pytest.mark.slow
def test_a_chat_reply_queued_behind_an_api_request_says_so_until_it_starts(
        qtbot, model_path: Path) -> None:
    """The reply used to sit empty, without a word, while an API request held the model."""
    window = served_window(qtbot)
    try:
        with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
            window.load_model(model_path)
        client = openai.OpenAI(base_url=window.api_server.url, api_key="x", max_retries=0,
                               timeout=120)
        let_go = threading.Event()
        api: dict[str, object] = {"chunks": 0}

        def stream() -> None:  # a long continuation, read until the test lets it go
            try:
                with client.completions.create(model=model_path.stem, prompt="1, 2, 3, 4, 5,",
                                               max_tokens=2000, temperature=0.0,
                                               stream=True) as chunks:
                    for _chunk in chunks:
                        api["chunks"] = int(api["chunks"]) + 1  # type: ignore[call-overload]
                        if let_go.is_set():
                            break  # the client goes away: the server cancels its request
            except Exception as exc:  # reported by the assertion below
                api["error"] = exc

        streaming = threading.Thread(target=stream)
        streaming.start()
        qtbot.waitUntil(lambda: int(api["chunks"]) > 0, timeout=60_000)  # type: ignore[call-overload]
        status = window.chat_pane.reply_status
        at_first_token: list[bool] = []
        window.chat.sig_live_stats.connect(
            lambda _live: at_first_token.append(status.isVisible()) if not at_first_token
            else None)
        type_and_send(qtbot, window, "Say hello.")
        assert window.chat.busy and status.isVisible()
        assert status.text() == "Waiting: the local API server is answering a request…"
        assert int(api["chunks"]) > 0 and streaming.is_alive()  # type: ignore[call-overload]
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=120_000) as finished:
            let_go.set()
        streaming.join(30)
        assert "error" not in api, api.get("error")
        assert at_first_token == [False]  # the chat's own job started: the words went
        assert not status.isVisible()
        assert finished.args[0]["status"] == DONE and window.chat.messages[-1].content.strip()
    finally:
        let_go.set()
        window.close()
        window.store.close()


def test_a_network_server_without_a_key_is_refused_with_why(qtbot) -> None:
    window = served_window(qtbot, api_listen_network=True)
    try:
        assert not window.api_server.running
        assert "an API key is required" in panel_text(window)
    finally:
        window.close()
        window.store.close()


def test_switching_it_off_in_settings_closes_the_port(qtbot) -> None:
    window = served_window(qtbot)
    try:
        url = window.api_server.url
        with urllib.request.urlopen(url.removesuffix("/v1") + "/health", timeout=5) as r:
            assert json.loads(r.read())["status"] == "no_model"
    except urllib.error.HTTPError as error:  # 503 while no model is loaded
        assert json.loads(error.read())["status"] == "no_model"
    window.settings.set("api_server", False)
    window.api_server.apply()
    from amdchat.ui.api_panel import ApiPanel

    assert not window.api_server.running and not window.findChild(ApiPanel).isVisible()
    window.api_server.close()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url.removesuffix("/v1") + "/health", timeout=5)
    window.close()
    window.store.close()
