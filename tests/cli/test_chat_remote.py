"""`amdchat chat --remote` against servers that fail: one line that says why, exit 1, no
traceback; what streamed before a drop stays on stdout."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest

from tests.helpers.fake_openai import chunk, fake_server, head, whole, without_users_proxy_or_key


@pytest.fixture(autouse=True)
def direct_connections(monkeypatch: pytest.MonkeyPatch) -> None:
    without_users_proxy_or_key(monkeypatch)


def chat(url: str, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "chat", "--remote", url,
                           "--model", "m", "--prompt", "hi", *extra],
                          capture_output=True, text=True, timeout=60, env=dict(os.environ))


def test_a_closed_port_an_unknown_name_and_a_bad_address() -> None:
    with socket.create_server(("127.0.0.1", 0)) as held:
        port = held.getsockname()[1]
    closed = chat(f"127.0.0.1:{port}")
    unknown = chat("http://nohost.invalid:8080/v1")
    bad = chat("ftp://host/v1")
    for done, words in ((closed, "Could not connect"), (unknown, "could not be found"),
                        (bad, "is not a server address")):
        assert done.returncode == 1 and words in done.stderr, done.stderr
        assert "Traceback" not in done.stderr and done.stdout == ""


def test_a_web_page_and_a_drop_mid_reply() -> None:
    page = b"<html>router login</html>"
    with fake_server(whole("200 OK", "text/html", page)) as url:
        html = chat(url)
    assert html.returncode == 1 and "web page (HTML)" in html.stderr

    def answer(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(head() + chunk("so far"))
        conn.shutdown(socket.SHUT_RDWR)

    with fake_server(answer) as url:
        dropped = chat(url, "--json")
    assert dropped.returncode == 1 and "closed the connection" in dropped.stderr
    assert dropped.stdout == "so far\n"  # kept, and no JSON line for a failed reply


def test_chat_needs_a_model_or_a_remote() -> None:
    done = subprocess.run([sys.executable, "-m", "amdchat", "chat", "--prompt", "hi"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--remote URL" in done.stderr
