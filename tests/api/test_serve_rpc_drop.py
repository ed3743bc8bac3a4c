"""``amdchat serve --rpc`` when a remote computer drops mid-stream, for real: two
rpc-servers in network namespaces (tests/helpers/rpc_netns.py), one killed while a reply
streams. The request gets an error that names it; the server is not left broken: the
next request loads the model without it, the log says so once and /health lists it."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from tests.helpers import rpc_netns
from tests.helpers.serve import Served, model_args

pytestmark = pytest.mark.slow
# namespaces of its own (amdchat-rpc101, -102): other RPC tests may run meanwhile
FIRST = 101
LONG = {"messages": [{"role": "user", "content": "Write a long story about a ship."}],
        "max_tokens": 400, "temperature": 0.0, "seed": 7, "stream": True}
SHORT = {"messages": [{"role": "user", "content": "Name three colours."}],
         "max_tokens": 12, "temperature": 0.0, "seed": 7}


def post(url: str, body: dict, timeout: float = 180) -> urllib.request.addinfourl:  # type: ignore[type-arg]
    request = urllib.request.Request(f"{url}/chat/completions", json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    return urllib.request.urlopen(request, timeout=timeout)


def stream_events(url: str, on_event: object) -> list[dict]:
    events: list[dict] = []
    with post(url, LONG) as answer:
        for raw in answer:
            line = raw.decode().strip()
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            events.append(json.loads(line[6:]))
            on_event(len(events))  # type: ignore[operator]
    return events


def test_a_dropped_computer_is_named_and_the_next_request_runs_without_it(
        model_path: Path, tmp_path: Path) -> None:
    folder = rpc_netns.folder_or_skip(tmp_path)  # serve's own discovery finds its source
    rpc_netns.copy_real_proc()
    with rpc_netns.rpc_servers(2, folder, first=FIRST) as servers:
        kept, lost = (s.endpoint for s in servers)
        served = Served(*model_args(model_path, "--rpc", f"{kept},{lost}"), start_s=240)
        try:
            killed = threading.Event()

            def kill_after_some(count: int) -> None:
                if count >= 4 and not killed.is_set():
                    killed.set()
                    servers[1].kill()

            started = time.monotonic()
            events = stream_events(served.url, kill_after_some)
            assert killed.is_set() and time.monotonic() - started < 120
            texts = [e["choices"][0]["delta"].get("content", "") for e in events
                     if e.get("choices")]
            assert "".join(texts).strip(), "the reply so far reached the client"
            [error] = [e["error"] for e in events if "error" in e]
            assert lost in error["message"] and kept not in error["message"]
            assert "next request loads the model without it" in error["message"]

            with post(served.url, SHORT) as answer:
                reply = json.load(answer)
            assert reply["choices"][0]["message"]["content"].strip()
            health_url = served.url.removesuffix("/v1") + "/health"
            with urllib.request.urlopen(health_url, timeout=30) as answer:
                health = json.load(answer)
            assert health["status"] == "ok"
            assert [d["server"] for d in health["rpc_dropped"]] == [lost]
            assert health["rpc_dropped"][0]["why"] and health["rpc_dropped"][0]["since"]
        finally:
            served.stop()
    said = [n for n, line in enumerate(served.lines)
            if line.startswith("amdchat:") and "stopped answering" in line]
    assert len(said) == 1 and lost in served.lines[said[0]], served.lines
    # loaded again, the split made over what remains: the kept server, not the lost one
    splits = [line for line in served.lines[said[0]:] if "layers here" in line]
    assert len(splits) == 1 and kept in splits[0] and lost not in splits[0], served.lines
