"""`amdchat serve` driven by the official `openai` client, on the real worker and model.

One server process per module (loading the model takes a second or two); the tests
read what a client reads, and the server's one-line-per-request log.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from tests.helpers.serve import Served, model_args

pytestmark = pytest.mark.slow

SAMPLING = {"temperature": 0.8, "top_p": 0.9, "seed": 11}


@pytest.fixture(scope="module")
def server(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path))
    yield served
    assert served.stop() == 0  # Ctrl+C / SIGTERM is a clean exit


def model_id(served: Served) -> str:
    return served.client().models.list().data[0].id


def post(url: str, body: bytes, headers: dict[str, str] | None = None
         ) -> tuple[int, dict[str, object]]:
    request = urllib.request.Request(url, data=body, method="POST",
                                     headers={"Content-Type": "application/json",
                                              **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_models_and_health_name_the_loaded_file(server: Served, model_path: Path) -> None:
    assert model_id(server) == model_path.stem
    with urllib.request.urlopen(server.url.removesuffix("/v1") + "/health") as response:
        health = json.loads(response.read())
    assert health == {"status": "ok", "model": model_path.stem, "engine": "ready",
                      "waiting": 0}


def test_chat_is_the_apps_own_reply(server: Served, model_path: Path) -> None:
    """Same template, same sampling, same seed: the API answers what `amdchat chat` does."""
    messages = [{"role": "user", "content": "Name three colours."}]
    reply = server.client().chat.completions.create(
        model=model_id(server), messages=messages, max_tokens=12, **SAMPLING)
    app = subprocess.run(
        [sys.executable, "-m", "amdchat", "chat", "--model", str(model_path), "--prompt",
         messages[0]["content"], "--max-tokens", "12", "--seed", "11", "--temperature", "0.8",
         "--backend", "cpu", "--ctx", "1024", "--json"],
        capture_output=True, text=True, timeout=300)
    assert app.returncode == 0, app.stderr
    stats = json.loads(app.stdout.strip().splitlines()[-1])
    # top_p is not a `chat` option: that run used the Settings' 0.95, so compare one
    # with that too
    same = server.client().chat.completions.create(
        model=model_id(server), messages=messages, max_tokens=12, seed=11, temperature=0.8)
    assert same.choices[0].message.content == stats["reply"]
    assert same.usage is not None and same.usage.prompt_tokens == stats["prompt_tokens"]
    choice = reply.choices[0]
    assert choice.message.role == "assistant" and choice.message.content
    assert choice.finish_reason == "length"
    assert reply.usage is not None and reply.usage.completion_tokens == 12
    assert reply.usage.total_tokens == reply.usage.prompt_tokens + 12


def test_stream_matches_the_whole_reply_and_ends_with_done(server: Served) -> None:
    client = server.client()
    messages = [{"role": "system", "content": "You answer briefly."},
                {"role": "user", "content": "What is a river?"}]
    whole = client.chat.completions.create(model=model_id(server), messages=messages,
                                           max_tokens=16, **SAMPLING)
    chunks = list(client.chat.completions.create(
        model=model_id(server), messages=messages, max_tokens=16, stream=True,
        stream_options={"include_usage": True}, **SAMPLING))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == whole.choices[0].message.content
    finishing = [c.choices[0].finish_reason for c in chunks if c.choices]
    assert finishing[-1] == whole.choices[0].finish_reason and not any(finishing[:-1])
    assert chunks[-1].usage is not None and chunks[-1].usage == whole.usage
    # the raw stream ends with the [DONE] sentinel
    request = urllib.request.Request(
        server.url + "/chat/completions", method="POST",
        data=json.dumps({"messages": messages, "max_tokens": 3, "stream": True}).encode())
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        # the engine's own time to the first token, for clients measuring the HTTP layer
        assert float(response.headers["Server-Timing"].split("dur=")[1]) > 0
        events = [line for line in response.read().decode().split("\n\n") if line]
    assert events[-1] == "data: [DONE]"


def test_seed_repeats_and_stop_strings_cut(server: Served) -> None:
    client = server.client()
    messages = [{"role": "user", "content": "Write a sentence about the sea."}]
    first = client.chat.completions.create(model=model_id(server), messages=messages,
                                           max_tokens=24, **SAMPLING)
    second = client.chat.completions.create(model=model_id(server), messages=messages,
                                            max_tokens=24, **SAMPLING)
    text = first.choices[0].message.content or ""
    assert text and second.choices[0].message.content == text
    words = text.split()
    assert len(words) >= 3, text
    stop = words[len(words) // 2]
    cut = client.chat.completions.create(model=model_id(server), messages=messages,
                                         max_tokens=24, stop=[stop], **SAMPLING)
    assert cut.choices[0].message.content == text[:text.index(stop)]
    assert cut.choices[0].finish_reason == "stop"


def test_completions_continue_raw_text(server: Served) -> None:
    client = server.client()
    whole = client.completions.create(model=model_id(server), prompt="The sky is",
                                      max_tokens=6, **SAMPLING)
    assert whole.choices[0].text and whole.choices[0].finish_reason == "length"
    assert whole.usage is not None and whole.usage.completion_tokens == 6
    streamed = client.completions.create(model=model_id(server), prompt="The sky is",
                                         max_tokens=6, stream=True, **SAMPLING)
    assert "".join(c.choices[0].text for c in streamed) == whole.choices[0].text


def test_two_clients_are_served_one_after_the_other(server: Served) -> None:
    client = server.client()
    spans: dict[str, tuple[float, float]] = {}
    texts: dict[str, str] = {}

    def ask(name: str, delay: float) -> None:
        time.sleep(delay)
        first = last = 0.0
        pieces = []
        for chunk in client.chat.completions.create(
                model=model_id(server), max_tokens=24, stream=True, **SAMPLING,
                messages=[{"role": "user", "content": f"Tell me about {name}."}]):
            if chunk.choices and chunk.choices[0].delta.content:
                last = time.monotonic()
                first = first or last
                pieces.append(chunk.choices[0].delta.content)
        spans[name], texts[name] = (first, last), "".join(pieces)

    threads = [threading.Thread(target=ask, args=("cats", 0.0)),
               threading.Thread(target=ask, args=("dogs", 0.05))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert texts["cats"] and texts["dogs"]
    earlier, later = sorted(spans.values())
    assert earlier[1] < later[0], "two generations ran at once on one worker"


def test_a_client_that_leaves_frees_the_worker(server: Served) -> None:
    client = server.client()
    mark = len(server.lines)
    stream = client.completions.create(
        model=model_id(server), prompt="1, 2, 3, 4, 5, 6, 7, 8, 9, 10,", max_tokens=900,
        stream=True, temperature=0.0)
    received = 0
    for chunk in stream:
        received += bool(chunk.choices[0].text)
        if received >= 3:
            break
    stream.close()
    left = time.monotonic()
    quick = client.completions.create(model=model_id(server), prompt="Hello", max_tokens=2,
                                      **SAMPLING)
    waited = time.monotonic() - left
    assert quick.choices[0].text
    # 900 tokens take the CPU a minute or more here; a cancelled one frees it at once
    assert waited < 20, f"the next request waited {waited:.1f} s"
    log = server.log_after(mark, 2, "/v1/completions")  # the test before asks for chats
    assert log[0].startswith("POST /v1/completions 499"), log
    assert log[1].startswith("POST /v1/completions 200"), log


def test_bad_requests_get_openai_errors(server: Served) -> None:
    url = server.url + "/chat/completions"
    status, body = post(url, b"{not json")
    assert status == 400 and "not valid JSON" in body["error"]["message"]  # type: ignore[index]
    status, body = post(url, json.dumps({"model": "", "messages": []}).encode())
    assert status == 400 and body["error"]["param"] == "messages"  # type: ignore[index]
    client = server.client()
    with pytest.raises(openai.NotFoundError, match="is not loaded here"):
        client.chat.completions.create(model="gpt-4o", max_tokens=2,
                                       messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(openai.BadRequestError) as too_long:
        client.chat.completions.create(model=model_id(server), max_tokens=2, messages=[
            {"role": "user", "content": "word " * 3000}])
    message = str(too_long.value)
    assert "context of 1024 tokens" in message and "tokens long" in message
    # unknown fields are ignored, not errors
    status, body = post(url, json.dumps({
        "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2,
        "logprobs": False, "user": "someone", "frequency_penalty": 0}).encode())
    assert status == 200 and body["choices"][0]["message"]["content"] is not None  # type: ignore[index]


@pytest.fixture(scope="module")
def keyed_server(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path, "--api-key", "s3cret", ctx=512))
    yield served
    served.stop()


def test_a_key_when_set_is_required(keyed_server: Served) -> None:
    with pytest.raises(openai.AuthenticationError):
        keyed_server.client("wrong").models.list()
    status, body = post(keyed_server.url + "/chat/completions",
                        json.dumps({"messages": [{"role": "user", "content": "x"}]}).encode())
    assert status == 401 and body["error"]["code"] == "invalid_api_key"  # type: ignore[index]
    reply = keyed_server.client("s3cret").chat.completions.create(
        model=model_id_with(keyed_server, "s3cret"), max_tokens=2,
        messages=[{"role": "user", "content": "hi"}])
    assert reply.usage is not None and reply.usage.completion_tokens >= 1


def model_id_with(served: Served, key: str) -> str:
    return served.client(key).models.list().data[0].id


def run_serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "serve", *args],
                          capture_output=True, text=True, timeout=120)


def test_the_network_needs_a_key_and_a_busy_port_is_named(model_path: Path) -> None:
    open_to_all = run_serve("--model", str(model_path), "--host", "0.0.0.0", "--port", "0")
    assert open_to_all.returncode == 2 and "an API key is required" in open_to_all.stderr
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        busy = run_serve("--model", str(model_path), "--port", str(port))
    assert busy.returncode == 2
    assert f"Cannot listen on 127.0.0.1:{port}" in busy.stderr and "--port" in busy.stderr
