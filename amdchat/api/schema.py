"""The OpenAI API's request and response shapes, as the ``openai`` client sends and reads
them: parsing (with an OpenAI-shaped error for each bad input) and the response objects.

Fields that change nothing here (``user``, ``metadata``, ``store``...) are ignored, as
OpenAI-compatible servers do; the options beyond sampling (tools, response_format,
logprobs) and the fields we refuse by name are read by amdchat.api.request_options.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from amdchat.api import tool_calls
from amdchat.api.tool_calls import ReplyOptions, ToolStream
from amdchat.engine.protocol import (
    FinishReason,
    GenerateOptions,
    Message,
    Stats,
    TokenEvent,
    TokenLogprob,
)
from amdchat.sampling import Sampling
from amdchat.toolcalls.families import Family

ROLES = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant",
         "tool": "tool"}
MAX_STOP_STRINGS = 4
# No tokenizer in use has a token of more characters than this (the longest are runs of
# spaces or of '=', a few dozen): so a text of N characters is at least N / 128 tokens.
MAX_CHARS_PER_TOKEN = 128
INT32_MAX = 2**31 - 1  # what llama.cpp takes (a larger top_k would wrap around in C)


class ApiError(Exception):
    """An error answered in OpenAI's shape: ``{"error": {"message", "type", "code"}}``."""

    def __init__(self, status: int, message: str, type_: str = "invalid_request_error",
                 code: str | None = None, param: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.type = type_
        self.code = code
        self.param = param

    def body(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": self.type, "param": self.param,
                          "code": self.code}}


@dataclass
class GenerationRequest:
    """One chat or completion request, checked and turned into what the engine takes."""

    model: str
    stream: bool
    sampling: Sampling
    messages: list[Message] = field(default_factory=list)
    prompt: str | None = None  # a completion's raw text
    include_usage: bool = False  # stream_options.include_usage
    # image_url parts as sent, by message index: api/images.py checks them into the
    # messages' "images"
    image_urls: list[tuple[int, str]] = field(default_factory=list)
    options: GenerateOptions = field(default_factory=lambda: GenerateOptions())


def parse_json(raw: bytes) -> dict[str, Any]:
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ApiError(400, f"The request body is not valid JSON: {exc}.",
                       code="invalid_json") from None
    except ValueError:  # Python refuses to read integers of over 4300 digits
        raise ApiError(400, "The request body cannot be read: it has a number thousands "
                            "of digits long.", code="invalid_json") from None
    except RecursionError:
        raise ApiError(400, "The request body cannot be read: its JSON nests lists or "
                            "objects too deeply.", code="invalid_json") from None
    if not isinstance(body, dict):
        raise ApiError(400, "The request body must be a JSON object.", code="invalid_json")
    return body


def _bad(param: str, message: str) -> ApiError:
    return ApiError(400, message, code="invalid_value", param=param)


def _number(body: dict[str, Any], name: str, low: float, high: float) -> float | None:
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
        raise _bad(name, f"'{name}' must be a number from {low:g} to {high:g}; got {value!r}.")
    return float(value)


def _integer(body: dict[str, Any], name: str, low: int, high: int | None = None
             ) -> int | None:
    value = body.get(name)
    if value is None:
        return None
    if (isinstance(value, bool) or not isinstance(value, int) or value < low
            or (high is not None and value > high)):
        within = f">= {low}" if high is None else f"from {low} to {high}"
        raise _bad(name, f"'{name}' must be a whole number {within}; got {value!r}.")
    return value


def _stop(body: dict[str, Any]) -> list[str]:
    stop = body.get("stop")
    if stop is None:
        return []
    stops = [stop] if isinstance(stop, str) else stop
    if (not isinstance(stops, list) or len(stops) > MAX_STOP_STRINGS
            or not all(isinstance(s, str) and s for s in stops)):
        raise _bad("stop", f"'stop' must be a string or a list of up to {MAX_STOP_STRINGS} "
                           "non-empty strings.")
    return list(stops)


def _sampling(body: dict[str, Any]) -> Sampling:
    """Only what the client set: the rest keeps the app's own defaults."""
    sampling: Sampling = {}
    # a limit over the context is no error: the reply ends where the context does
    limit = _integer(body, "max_completion_tokens", 1)
    if limit is None:
        limit = _integer(body, "max_tokens", 1)
    sampling["max_tokens"] = limit if limit is not None else 0  # 0: until the context ends
    for name, low, high in (("temperature", 0.0, 2.0), ("top_p", 0.0, 1.0),
                            ("min_p", 0.0, 1.0), ("repeat_penalty", 0.0, 10.0)):
        value = _number(body, name, low, high)
        if value is not None:
            sampling[name] = value  # type: ignore[literal-required]
    top_k = _integer(body, "top_k", 0, INT32_MAX)
    if top_k is not None:
        sampling["top_k"] = top_k
    seed = body.get("seed")
    if seed is not None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise _bad("seed", f"'seed' must be a whole number; got {seed!r}.")
        sampling["seed"] = seed % 2**31
    stop = _stop(body)
    if stop:
        sampling["stop"] = stop
    n = body.get("n")
    if n is not None and n != 1:  # null is OpenAI's default, 1
        raise _bad("n", "Only one choice per request is supported ('n' must be 1).")
    return sampling


def _content(message: dict[str, Any], index: int,
             image_urls: list[tuple[int, str]] | None = None) -> str:
    content = message.get("content")
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: text only
        texts = []
        for part in content:
            if isinstance(part, dict) and part.get("type") == "image_url":
                if image_urls is None:
                    raise _bad(f"messages[{index}].content",
                               f"Message {index} has an image_url part: only user messages "
                               "can show images.")
                image_urls.append((index, image_url_of(part, index)))
                continue
            if not isinstance(part, dict) or part.get("type") != "text":
                kind = part.get("type") if isinstance(part, dict) else type(part).__name__
                raise _bad(f"messages[{index}].content",
                           f"Only text and image_url parts are supported; message {index} "
                           f"has a '{kind}' part.")
            text = part.get("text")
            if not isinstance(text, str):
                raise _bad(f"messages[{index}].content",
                           f"A text part of message {index} has no string 'text'; got "
                           f"{text!r}.")
            texts.append(text)
        return "".join(texts)
    raise _bad(f"messages[{index}].content", f"Message {index} has no text content.")


def image_url_of(part: dict[str, Any], index: int) -> str:
    """The URL of an ``image_url`` part (``{"image_url": {"url": ...}}`` or, as some
    clients send it, ``{"image_url": "..."}``)."""
    value = part.get("image_url")
    url = value.get("url") if isinstance(value, dict) else value
    if not isinstance(url, str) or not url:
        raise _bad(f"messages[{index}].content",
                   f"An image_url part of message {index} has no string 'url'.")
    return url


def _messages(body: dict[str, Any],
              image_urls: list[tuple[int, str]] | None = None) -> list[Message]:
    raw = body.get("messages")
    if not isinstance(raw, list) or not raw:
        raise ApiError(400, "'messages' is required: a non-empty list of "
                            "{\"role\", \"content\"} objects.", code="missing_messages",
                       param="messages")
    messages: list[Message] = []
    for index, message in enumerate(raw):
        if not isinstance(message, dict):
            raise _bad(f"messages[{index}]", f"Message {index} must be an object.")
        role = ROLES.get(str(message.get("role")))
        if role is None:
            raise _bad(f"messages[{index}].role",
                       f"Message {index} has the role {message.get('role')!r}; supported: "
                       "system, developer, user, assistant, tool.")
        turn: Message = {"role": role,
                         "content": _content(message, index,
                                             image_urls if role == "user" else None)}
        _tool_fields(message, index, turn)
        messages.append(turn)
    return messages


def _tool_fields(message: dict[str, Any], index: int, turn: Message) -> None:
    """An assistant turn's tool_calls and a tool turn's tool_call_id and name."""
    calls = message.get("tool_calls")
    if turn["role"] == "assistant" and calls is not None:
        if not isinstance(calls, list) or not all(
                isinstance(c, dict) and isinstance(c.get("function"), dict)
                and isinstance(c["function"].get("name"), str) for c in calls):
            raise _bad(f"messages[{index}].tool_calls",
                       f"Message {index}'s tool_calls must be a list of {{\"id\", \"type\": "
                       "\"function\", \"function\": {\"name\", \"arguments\"}}.")
        turn["tool_calls"] = [{"id": str(c.get("id") or ""), "type": "function",
                               "function": {"name": c["function"]["name"],
                                            "arguments": _arguments(c["function"])}}
                              for c in calls]
    if turn["role"] == "tool":
        for name in ("tool_call_id", "name"):
            value = message.get(name)
            if value is not None and not isinstance(value, str):
                raise _bad(f"messages[{index}].{name}", f"Message {index}'s {name} must be text.")
            if value and name == "name":
                turn["name"] = value
            elif value:
                turn["tool_call_id"] = value


def _arguments(function: dict[str, Any]) -> str:
    args = function.get("arguments")
    if args is None:
        return "{}"
    return args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)


def _common(body: dict[str, Any]) -> tuple[str, bool, Sampling, bool]:
    model = body.get("model") or ""  # null: as if absent (OpenAI's clients may send it)
    if not isinstance(model, str):
        raise _bad("model", "'model' must be a string.")
    stream = body.get("stream")
    stream = False if stream is None else stream
    if not isinstance(stream, bool):
        raise _bad("stream", "'stream' must be true or false.")
    options = body.get("stream_options") or {}
    include_usage = bool(isinstance(options, dict) and options.get("include_usage"))
    return model, stream, _sampling(body), include_usage


def fewest_tokens(request: GenerationRequest) -> int:
    """A lower bound on the prompt's length in tokens, known without the tokenizer:
    every message with text is at least one token, and no token is longer than
    MAX_CHARS_PER_TOKEN characters."""
    texts = [request.prompt] if request.prompt is not None else [
        m["content"] for m in request.messages]
    by_size = -(-sum(len(text) for text in texts) // MAX_CHARS_PER_TOKEN)
    return max(by_size, sum(1 for text in texts if text))


def check_fits(request: GenerationRequest, n_ctx: int) -> None:
    """Refuse at once a prompt that cannot fit in the context: the worker would spend
    seconds or minutes (a 15 MB prompt, 100,000 messages) reading it first, and every
    other client waits meanwhile."""
    fewest = fewest_tokens(request)
    if n_ctx > 0 and fewest > n_ctx - 1:
        raise ApiError(400, f"The prompt is at least {fewest} tokens long, but the context "
                            f"of {n_ctx} tokens leaves {n_ctx - 1} for it. Shorten it, or "
                            "raise the context length in amdchat.",
                       code="context_length_exceeded",
                       param="messages" if request.prompt is None else "prompt")


def parse_chat(body: dict[str, Any]) -> GenerationRequest:
    image_urls: list[tuple[int, str]] = []
    messages = _messages(body, image_urls)
    model, stream, sampling, include_usage = _common(body)
    return GenerationRequest(model, stream, sampling, messages=messages,
                             include_usage=include_usage, image_urls=image_urls)


def parse_completion(body: dict[str, Any]) -> GenerationRequest:
    prompt = body.get("prompt")
    if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
        prompt = prompt[0]
    if not isinstance(prompt, str):
        raise ApiError(400, "'prompt' is required: one string.", code="missing_prompt",
                       param="prompt")
    model, stream, sampling, include_usage = _common(body)
    return GenerationRequest(model, stream, sampling, prompt=prompt,
                             include_usage=include_usage)


# -- responses ---------------------------------------------------------------------------
def finish_reason(engine_reason: str) -> str:
    return "length" if engine_reason == FinishReason.LENGTH else "stop"


def usage(stats: Stats) -> dict[str, int]:
    prompt = stats.get("prompt_tokens", 0)
    completion = stats.get("generated_tokens", 0)
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion}


@dataclass(frozen=True)
class Reply:
    """Ids and names shared by every object of one response."""

    id: str
    model: str
    chat: bool
    created: int = field(default_factory=lambda: int(time.time()))
    extras: ReplyOptions = field(default_factory=ReplyOptions)  # tools, logprobs

    @property
    def object(self) -> str:
        return "chat.completion" if self.chat else "text_completion"

    def whole(self, text: str, reason: str, stats: Stats,
              logprobs: list[TokenLogprob] | None = None) -> dict[str, Any]:
        choice: dict[str, Any] = {"index": 0, "finish_reason": finish_reason(reason),
                                  "logprobs": self._logprobs(logprobs)}
        if self.chat:
            choice["message"] = {"role": "assistant", "content": text}
            self._read_calls(choice, text, stats.get("tool_format"))
        else:
            choice["text"] = text
        return {"id": self.id, "object": self.object, "created": self.created,
                "model": self.model, "choices": [choice], "usage": usage(stats)}

    def _read_calls(self, choice: dict[str, Any], text: str, family: str | None) -> None:
        if not self.extras.tools or not family:
            return
        parsed = tool_calls.parse(text, family)
        if parsed.calls:
            choice["message"] = {"role": "assistant", "content": parsed.content or None,
                                 "tool_calls": tool_calls.tool_call_objects(parsed, family)}
            choice["finish_reason"] = "tool_calls"
        elif parsed.problem:
            choice["note"] = tool_calls.note(parsed)

    def _logprobs(self, tokens: list[TokenLogprob] | None, offset: int = 0
                  ) -> dict[str, Any] | None:
        top = self.extras.logprobs
        if top is None or tokens is None:
            return None
        if self.chat:
            return tool_calls.chat_logprobs(tokens, top)
        return tool_calls.completion_logprobs(tokens, top, offset)

    def chunk(self, text: str | None = None, reason: str | None = None, *,
              first: bool = False, delta_extra: dict[str, Any] | None = None,
              logprobs: dict[str, Any] | None = None) -> dict[str, Any]:
        called = self.extras.stream is not None and self.extras.stream_called
        reason_text = ("tool_calls" if called else finish_reason(reason)) if reason else None
        choice: dict[str, Any] = {"index": 0, "logprobs": logprobs,
                                  "finish_reason": reason_text}
        if self.chat:
            delta: dict[str, Any] = {"role": "assistant", "content": ""} if first else {}
            if text:
                delta["content"] = text
            delta.update(delta_extra or {})
            choice["delta"] = delta
        else:
            choice["text"] = text or ""
        return {"id": self.id, "object": f"{self.object}.chunk" if self.chat else self.object,
                "created": self.created, "model": self.model, "choices": [choice]}

    def chunks_for(self, event: TokenEvent) -> list[dict[str, Any]]:
        """The chunks a token event makes: its text, unless it may begin a tool call
        (held back to the end), with its log-probabilities if asked."""
        if self.extras.tools and self.extras.stream is None and event.get("tool_format"):
            self.extras.stream = ToolStream(Family(event["tool_format"]))
        stream = self.extras.stream
        text = stream.feed(event["text"]) if stream is not None else event["text"]
        offset = self.extras.sent_chars
        self.extras.sent_chars += len(text)
        logprobs = self._logprobs(event.get("logprobs"), offset)
        if not text and logprobs is None:
            return []
        return [self.chunk(text, logprobs=logprobs)]

    def closing_chunks(self) -> list[dict[str, Any]]:
        """At the end of a stream: the text held back, or the calls it held."""
        stream = self.extras.stream
        if stream is None:
            return []
        text, parsed = stream.finish()
        chunks = [self.chunk(text)] if text else []
        if parsed is not None and parsed.calls:
            self.extras.stream_called = True
            chunks += [self.chunk(delta_extra=d)
                       for d in tool_calls.tool_call_deltas(parsed, stream.family or "")]
        elif parsed is not None and parsed.problem:
            chunk = self.chunk()
            chunk["choices"][0]["note"] = tool_calls.note(parsed)
            chunks.append(chunk)
        return chunks

    def usage_chunk(self, stats: Stats) -> dict[str, Any]:
        return {"id": self.id, "object": f"{self.object}.chunk" if self.chat else self.object,
                "created": self.created, "model": self.model, "choices": [],
                "usage": usage(stats)}


def sse(data: dict[str, Any] | str) -> bytes:
    """One server-sent event."""
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return f"data: {text}\n\n".encode()
