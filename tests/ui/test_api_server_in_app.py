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

from amdchat.chats.store import DONE
from tests.ui.conftest import make_window
from tests.ui.test_main_window import type_and_send


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
