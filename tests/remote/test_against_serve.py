"""The remote client, `chat --remote` and the remote session against a real `amdchat serve`
(the test model on the CPU), with and without an API key."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.remote.client import RemoteServer
from amdchat.remote.errors import RemoteError, RemoteErrorKind
from tests.helpers import netns
from tests.helpers.serve import Served, model_args

pytestmark = pytest.mark.slow
KEY = "remote-test-key"
HELLO = [{"role": "user", "content": "Name three colours."}]


@pytest.fixture(scope="module")
def keyed(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path, "--api-key", KEY))
    yield served
    assert served.stop() == 0


def test_with_the_key_the_models_and_a_reply_with_its_speed(keyed: Served,
                                                            model_path: Path) -> None:
    server = RemoteServer(keyed.url, KEY)
    assert server.models() == [model_path.stem]
    pieces: list[str] = []
    reply = server.chat(model_path.stem, HELLO, {"max_tokens": 12, "seed": 11,
                                                 "temperature": 0.8}, pieces.append)
    assert reply.text and "".join(pieces) == reply.text
    # amdchat serve sends usage when asked: the speed is the server's count
    assert reply.counted_by == "server" and reply.generated_tokens == len(pieces)
    assert reply.prompt_tokens is not None and reply.prompt_tokens > 5
    assert reply.ttft_ms > 0 and reply.generation_tps > 0
    assert reply.finish_reason in ("stop", "length")


def test_a_wrong_key_and_no_key_are_refused(keyed: Served) -> None:
    for key in ("wrong", ""):
        with pytest.raises(RemoteError) as error:
            RemoteServer(keyed.url, key).models()
        assert error.value.kind == RemoteErrorKind.REFUSED_KEY
        with pytest.raises(RemoteError) as chat_error:
            RemoteServer(keyed.url, key).chat("m", HELLO, {"max_tokens": 4}, print)
        assert chat_error.value.kind == RemoteErrorKind.REFUSED_KEY
        assert "refused the key" in str(chat_error.value)


def run_chat(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "chat", *args],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


def test_chat_remote_json_says_where_it_ran_key_from_the_environment(
        keyed: Served, model_path: Path) -> None:
    done = run_chat("--remote", keyed.url, "--prompt", "Name three colours.",
                    "--max-tokens", "12", "--seed", "11", "--json",
                    env={"AMDCHAT_REMOTE_API_KEY": KEY})
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert stats["remote"] == keyed.url and stats["runs_on"] == "remote"
    assert stats["model"] == model_path.stem and stats["reply"]
    assert stats["tokens_counted_by"] == "server" and stats["generated_tokens"] > 0
    assert stats["ttft_ms"] > 0 and stats["generation_tps"] > 0
    assert stats["reply"] in done.stdout  # streamed before the JSON line
    assert KEY not in done.stdout + done.stderr


def test_chat_remote_with_a_wrong_key_says_so_and_fails(keyed: Served) -> None:
    done = run_chat("--remote", keyed.url, "--api-key", "wrong", "--prompt", "hi")
    assert done.returncode == 1
    assert "refused the key" in done.stderr and "Traceback" not in done.stderr


def test_without_a_key_on_a_server_that_needs_none(model_path: Path) -> None:
    served = Served(*model_args(model_path))
    try:
        done = run_chat("--remote", served.url, "--model", model_path.stem, "--prompt",
                        "Say hello.", "--max-tokens", "8", "--json")
    finally:
        assert served.stop() == 0
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert stats["model"] == model_path.stem and stats["generated_tokens"] > 0


@pytest.mark.skipif(not netns.can_make(), reason="network namespaces need root and ip")
def test_a_server_on_another_computer_and_its_death_mid_reply(model_path: Path) -> None:
    """amdchat serve in its own network namespace (its own address, reached over a veth
    pair): a reply with the key; then the server killed mid-reply: the text so far is
    kept and the error says the connection closed."""
    with netns.other_computer() as other:
        served = Served(*model_args(model_path, "--api-key", KEY, "--host", other.address),
                        prefix=other.prefix)
        try:
            assert other.address in served.url
            server = RemoteServer(served.url, KEY)
            assert server.models() == [model_path.stem]
            reply = server.chat(model_path.stem, HELLO, {"max_tokens": 8, "seed": 1}, print)
            assert reply.text and reply.counted_by == "server"
            pieces: list[str] = []

            def kill_after_three(text: str) -> None:
                pieces.append(text)
                if len(pieces) == 3:
                    served.process.kill()

            with pytest.raises(RemoteError) as error:
                server.chat(model_path.stem, [{"role": "user", "content": "Write a long "
                            "story about a dragon."}], {"max_tokens": 400, "temperature": 1.0},
                            kill_after_three)
            assert error.value.kind == RemoteErrorKind.DROPPED
            assert len(pieces) >= 3 and "closed the connection" in str(error.value)
        finally:
            served.stop()
