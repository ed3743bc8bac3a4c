"""What agents send, end to end: `amdchat serve` with the real test model, driven by
the official openai SDK and LangChain. Tools forced by a grammar (the test model is a
small base model: it would not call on its own), JSON schemas through the SDK's
parse(), log-probabilities, greedy replies that do not change, and the fields and
endpoints we do not offer answered with a 400 that says so."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest
from pydantic import BaseModel

from tests.helpers.serve import Served, model_args

pytestmark = pytest.mark.slow

WEATHER_TOOL = {"type": "function", "function": {
    "name": "get_weather", "description": "Today's weather in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
ASK = [{"role": "user", "content": "What is the weather in Paris today?"}]


@pytest.fixture(scope="module")
def server(model_path: Path) -> Iterator[Served]:
    served = Served(*model_args(model_path, ctx=2048))
    yield served
    assert served.stop() == 0


def test_models_retrieve(server: Served) -> None:
    client = server.client()
    model = server.model_id()
    assert client.models.retrieve(model).id == model
    with pytest.raises(openai.NotFoundError) as caught:
        client.models.retrieve("not-this-one")
    assert model in caught.value.message


def test_parse_with_a_pydantic_model(server: Served) -> None:
    class Reading(BaseModel):
        city: str
        degrees: int
        raining: bool

    reply = server.client().chat.completions.parse(
        model=server.model_id(), messages=[{"role": "user", "content": "Weather in Oslo?"}],
        response_format=Reading, temperature=0, max_tokens=200)
    parsed = reply.choices[0].message.parsed
    assert isinstance(parsed, Reading)  # the SDK validated it


def test_json_object_is_json(server: Served) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), messages=[{"role": "user", "content": "List two fruits."}],
        response_format={"type": "json_object"}, temperature=0, max_tokens=200)
    assert isinstance(json.loads(reply.choices[0].message.content or ""), dict)


def test_a_schema_no_grammar_expresses_is_a_400(server: Served) -> None:
    recursive = {"$defs": {"node": {"type": "object", "properties": {
        "next": {"$ref": "#/$defs/node"}}}}, "$ref": "#/$defs/node"}
    with pytest.raises(openai.BadRequestError) as caught:
        server.client().chat.completions.create(
            model=server.model_id(), messages=ASK, max_tokens=20, response_format={
                "type": "json_schema", "json_schema": {"name": "n", "schema": recursive}})
    assert "grammar" in caught.value.message


@pytest.mark.parametrize("choice", ["required", {"type": "function",
                                                 "function": {"name": "get_weather"}}])
def test_forced_tool_call(server: Served, choice: object) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), messages=ASK, tools=[WEATHER_TOOL],
        tool_choice=choice, temperature=0, max_tokens=100)
    result = reply.choices[0]
    assert result.finish_reason == "tool_calls"
    calls = result.message.tool_calls or []
    assert len(calls) == 1 and calls[0].function.name == "get_weather"
    arguments = json.loads(calls[0].function.arguments)
    assert isinstance(arguments["city"], str)
    assert calls[0].id.startswith("call_")


def test_forced_tool_call_streamed_as_deltas(server: Served) -> None:
    chunks = list(server.client().chat.completions.create(
        model=server.model_id(), messages=ASK, tools=[WEATHER_TOOL],
        tool_choice="required", temperature=0, max_tokens=100, stream=True))
    deltas = [c.choices[0].delta for c in chunks if c.choices]
    calls = [call for d in deltas for call in (d.tool_calls or [])]
    assert calls[0].index == 0 and calls[0].id and calls[0].function.name == "get_weather"
    arguments = "".join(c.function.arguments or "" for c in calls if c.function)
    assert isinstance(json.loads(arguments)["city"], str)
    assert chunks[-1].choices[0].finish_reason == "tool_calls"
    whole = server.client().chat.completions.create(
        model=server.model_id(), messages=ASK, tools=[WEATHER_TOOL],
        tool_choice="required", temperature=0, max_tokens=100)
    assert whole.choices[0].message.tool_calls[0].function.arguments == arguments


def test_tool_choice_none_answers_text(server: Served) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), messages=ASK, tools=[WEATHER_TOOL],
        tool_choice="none", temperature=0, max_tokens=12)
    assert reply.choices[0].message.tool_calls is None
    assert reply.choices[0].message.content


def test_a_cut_call_is_text_with_a_note(server: Served) -> None:
    """A call the model left broken (here: cut by max_tokens) is never guessed at."""
    status, body = server.post("/chat/completions", {
        "messages": ASK, "tools": [WEATHER_TOOL], "tool_choice": "required",
        "temperature": 0, "max_tokens": 6})
    assert status == 200
    choice = body["choices"][0]
    assert "tool_calls" not in choice["message"]
    assert choice["message"]["content"].lstrip("{ ").startswith('"name"')
    assert "left as text" in choice["note"]


def test_langchain_bind_tools_round_trip(server: Served) -> None:
    from langchain_core.messages import HumanMessage, ToolMessage
    from langchain_core.tools import tool
    from langchain_openai import ChatOpenAI

    @tool
    def get_weather(city: str) -> str:
        """Today's weather in a city."""
        return f"light rain in {city}, 14 degrees"

    llm = ChatOpenAI(base_url=server.url, api_key="none",
                     model=server.model_id(), temperature=0, max_tokens=60, max_retries=0)
    asked = [HumanMessage("What is the weather in Paris today?")]
    called = llm.bind_tools([get_weather], tool_choice="get_weather").invoke(asked)
    assert [c["name"] for c in called.tool_calls] == ["get_weather"]
    call = called.tool_calls[0]
    result = get_weather.invoke(call["args"])
    answer = llm.bind_tools([get_weather]).invoke(
        [*asked, called, ToolMessage(result, tool_call_id=call["id"])])
    assert isinstance(answer.content, str)
    assert answer.content or answer.tool_calls


def test_chat_logprobs_are_the_greedy_choice(server: Served) -> None:
    reply = server.client().chat.completions.create(
        model=server.model_id(), messages=[{"role": "user", "content": "Count: one, two,"}],
        temperature=0, max_tokens=8, logprobs=True, top_logprobs=3)
    choice = reply.choices[0]
    tokens = choice.logprobs.content
    assert tokens and "".join(t.token for t in tokens) == choice.message.content
    for token in tokens:
        assert token.logprob <= 0 and len(token.top_logprobs) == 3
        ranked = [t.logprob for t in token.top_logprobs]
        assert ranked == sorted(ranked, reverse=True)
        # greedy: the chosen token is the likeliest
        assert token.top_logprobs[0].token == token.token
        assert math.isclose(token.top_logprobs[0].logprob, token.logprob)
        assert bytes(token.bytes or []).decode() == token.token


def test_streamed_logprobs(server: Served) -> None:
    chunks = list(server.client().chat.completions.create(
        model=server.model_id(), messages=[{"role": "user", "content": "Count: one, two,"}],
        temperature=0, max_tokens=8, logprobs=True, top_logprobs=1, stream=True))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    tokens = [t for c in chunks if c.choices and c.choices[0].logprobs
              for t in c.choices[0].logprobs.content or []]
    assert text and "".join(t.token for t in tokens) == text


def test_completion_logprobs(server: Served) -> None:
    reply = server.client().completions.create(
        model=server.model_id(), prompt="The capital of France is", temperature=0,
        max_tokens=5, logprobs=2)
    logprobs = reply.choices[0].logprobs
    assert logprobs is not None and logprobs.tokens and logprobs.token_logprobs
    assert "".join(logprobs.tokens) == reply.choices[0].text
    assert all(len(top) <= 2 for top in logprobs.top_logprobs or [])
    assert logprobs.text_offset == sorted(logprobs.text_offset or [])


def test_greedy_replies_do_not_change(server: Served) -> None:
    """temperature 0, seed or not: the same reply every time, though another request
    between them leaves a shared prefix in the cache."""
    client = server.client()
    messages = [{"role": "system", "content": "You are a poet."},
                {"role": "user", "content": "Write about the sea."}]
    other = [messages[0], {"role": "user", "content": "Write about the mountains."}]
    replies = []
    for seed in (None, None, 5, None):
        replies.append(client.chat.completions.create(
            model=server.model_id(), messages=messages, temperature=0, max_tokens=40,
            seed=seed).choices[0].message.content)
        client.chat.completions.create(model=server.model_id(), messages=other,
                                       temperature=0.9, max_tokens=5)
    assert replies[0] and len(set(replies)) == 1


def test_nulls_are_absent(server: Served) -> None:
    status, body = server.post("/chat/completions", {
        "model": None, "stream": None, "messages": [{"role": "user", "content": "Hi"}],
        "max_tokens": 3, "temperature": None, "stop": None, "tools": None,
        "response_format": None, "logprobs": None})
    assert status == 200 and body["choices"][0]["message"]["content"]


@pytest.mark.parametrize(("call", "param"), [
    (lambda c, m: c.chat.completions.create(model=m, messages=ASK, max_tokens=2,
                                            logit_bias={"1": 5}), "logit_bias"),
    (lambda c, m: c.completions.create(model=m, prompt="x", max_tokens=2, echo=True), "echo"),
    (lambda c, m: c.chat.completions.create(model=m, messages=ASK, max_tokens=2, n=2), "n"),
    (lambda c, m: c.chat.completions.create(
        model=m, messages=ASK, max_tokens=2,
        tools=[{"type": "function", "function": {"name": f"f{i}"}} for i in range(10_000)]),
     "tools"),
])
def test_what_we_do_not_offer_is_a_400_naming_it(server: Served, call: object,
                                                  param: str) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        call(server.client(), server.model_id())
    assert caught.value.param == param


def test_embeddings_say_they_are_not_offered(server: Served) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        server.client().embeddings.create(model=server.model_id(), input="hello")
    assert "embedding" in caught.value.message.lower()
