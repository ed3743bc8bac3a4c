"""reasoning_content comes apart from content through the API (whole and streamed), read
with the official openai client from a recorded stream of a thinking model's worker
events; the think switch reaches the engine as the request asked it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import openai
import pytest
from starlette.testclient import TestClient

from amdchat.api.gate import EngineGate
from amdchat.api.routes import ApiApp, LoadedModel
from amdchat.api.settings import ServerSettings
from amdchat.engine import protocol
from amdchat.session.listener import Job

# what the worker sent for a Qwen3 reply (amdchat.engine.worker_generate): the thinking
# in token events' "reasoning", the answer in their "text"
RECORDED: list[protocol.JobEvent] = [
    {"event": "token", "id": "g1", "text": "", "reasoning": "The user asks 2+2.",
     "prompt_tokens": 14, "n_ctx": 4096},
    {"event": "token", "id": "g1", "text": "", "reasoning": " That is 4."},
    {"event": "token", "id": "g1", "text": "2 + 2 = "},
    {"event": "token", "id": "g1", "text": "4."},
    {"event": "done", "id": "g1", "reply": "2 + 2 = 4.", "finish_reason": "stop",
     "reasoning": "The user asks 2+2. That is 4.",
     "stats": {"prompt_tokens": 14, "generated_tokens": 21, "reasoning_tokens": 15,
               "reasoning_ms": 310.0}},
]


class RecordedSession:
    """Plays the recorded events to each generate request, and keeps what it was asked."""

    def __init__(self) -> None:
        self.asked: list[dict[str, Any]] = []

    def generate(self, messages: list[protocol.Message], sampling: protocol.Sampling,
                 handler: Callable[[protocol.JobEvent], None], *, truncate: bool = True,
                 on_start: Callable[[], None] | None = None, think: str = "",
                 options: protocol.GenerateOptions | None = None) -> Job:
        self.asked.append({"messages": messages, "think": think})
        if on_start:
            on_start()
        for event in RECORDED:
            handler(event)
        return Job("g1", {"op": "generate", "id": "g1", "messages": messages,
                          "sampling": sampling}, handler)

    def cancel(self, job: Job | None = None) -> None:
        pass


@pytest.fixture
def served() -> Iterator[tuple[openai.OpenAI, RecordedSession]]:
    session = RecordedSession()
    gate = EngineGate(session, lambda call: call())  # type: ignore[arg-type]
    app = ApiApp(gate, lambda: LoadedModel("qwen3-8b", "loaded", 4096), ServerSettings())
    with TestClient(app.asgi, base_url="http://127.0.0.1:8080") as http:
        yield openai.OpenAI(base_url="http://127.0.0.1:8080/v1", api_key="none",
                            http_client=http, max_retries=0), session


def test_a_whole_reply_has_the_reasoning_apart(served: tuple[openai.OpenAI, Any]) -> None:
    client, _ = served
    reply = client.chat.completions.create(
        model="qwen3-8b", messages=[{"role": "user", "content": "2+2?"}])
    message = reply.choices[0].message
    assert message.content == "2 + 2 = 4."
    assert message.model_extra["reasoning_content"] == "The user asks 2+2. That is 4."
    assert reply.usage is not None and reply.usage.completion_tokens_details is not None
    assert reply.usage.completion_tokens_details.reasoning_tokens == 15


def test_a_streamed_reply_has_the_reasoning_in_its_own_deltas(
        served: tuple[openai.OpenAI, Any]) -> None:
    client, _ = served
    reasoning, content = [], []
    stream = client.chat.completions.create(
        model="qwen3-8b", messages=[{"role": "user", "content": "2+2?"}], stream=True,
        stream_options={"include_usage": True})
    usage = None
    for chunk in stream:
        usage = chunk.usage or usage
        for choice in chunk.choices:
            extra = choice.delta.model_extra or {}
            reasoning.append(extra.get("reasoning_content") or "")
            content.append(choice.delta.content or "")
            assert not (extra.get("reasoning_content") and choice.delta.content)
    assert "".join(reasoning) == "The user asks 2+2. That is 4."
    assert "".join(content) == "2 + 2 = 4."
    assert usage is not None and usage.completion_tokens_details is not None
    assert usage.completion_tokens_details.reasoning_tokens == 15


@pytest.mark.parametrize(("extra", "think"), [
    ({}, ""),
    ({"chat_template_kwargs": {"enable_thinking": False}}, "off"),
    ({"chat_template_kwargs": {"enable_thinking": True}}, "on"),
    ({"reasoning_effort": "low"}, "low"),
])
def test_the_think_switch_reaches_the_engine(served: tuple[openai.OpenAI, RecordedSession],
                                             extra: dict[str, Any], think: str) -> None:
    client, session = served
    client.chat.completions.create(model="qwen3-8b", extra_body=extra,
                                   messages=[{"role": "user", "content": "2+2?"}])
    assert session.asked[-1]["think"] == think


@pytest.mark.parametrize(("extra", "param"), [
    ({"reasoning_effort": "extreme"}, "reasoning_effort"),
    ({"chat_template_kwargs": {"enable_thinking": "no"}},
     "chat_template_kwargs.enable_thinking"),
])
def test_a_bad_think_switch_is_a_400_naming_it(served: tuple[openai.OpenAI, RecordedSession],
                                              extra: dict[str, Any], param: str) -> None:
    client, session = served
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(model="qwen3-8b", extra_body=extra,
                                       messages=[{"role": "user", "content": "2+2?"}])
    assert caught.value.body["param"] == param  # type: ignore[index]
    assert not session.asked


def test_reasoning_sent_back_stays_apart_from_the_content(
        served: tuple[openai.OpenAI, RecordedSession]) -> None:
    client, session = served
    client.chat.completions.create(model="qwen3-8b", messages=[
        {"role": "user", "content": "2+2?"},
        {"role": "assistant", "content": "4.", "reasoning_content": "Simple sum."},  # type: ignore[misc,list-item]
        {"role": "user", "content": "And 3+3?"}])
    assert session.asked[-1]["messages"][1] == {"role": "assistant", "content": "4.",
                                                "reasoning_content": "Simple sum."}
