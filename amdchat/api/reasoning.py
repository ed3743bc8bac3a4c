"""A thinking model's reasoning through the API, as llama-server, DeepSeek's API and vLLM
give it: ``reasoning_content`` beside ``content`` in the message (and in each streamed
delta), the reasoning tokens in ``usage.completion_tokens_details``; the think switch
taken as llama-server takes it (``chat_template_kwargs.enable_thinking``) and as OpenAI
does (``reasoning_effort``)."""

from __future__ import annotations

from typing import Any

from amdchat.api.schema import ApiError, Reply
from amdchat.engine.protocol import Message, Stats
from amdchat.reasoning.formats import EFFORTS, THINK_OFF, THINK_ON


def think_setting(body: dict[str, Any]) -> str:
    """The request's think setting ("": the model's default); a bad value is a 400."""
    effort = body.get("reasoning_effort")
    if effort is not None:
        if effort not in EFFORTS:
            raise ApiError(400, f"'reasoning_effort' must be one of {', '.join(EFFORTS)}; got "
                                f"{effort!r}.", code="invalid_value", param="reasoning_effort")
        return str(effort)
    kwargs = body.get("chat_template_kwargs")
    if kwargs is None:
        return ""
    if not isinstance(kwargs, dict):
        raise ApiError(400, "'chat_template_kwargs' must be an object.", code="invalid_value",
                       param="chat_template_kwargs")
    enable = kwargs.get("enable_thinking")
    if enable is None:
        return ""
    if not isinstance(enable, bool):
        raise ApiError(400, "'chat_template_kwargs.enable_thinking' must be true or false.",
                       code="invalid_value", param="chat_template_kwargs.enable_thinking")
    return THINK_ON if enable else THINK_OFF


def with_earlier_reasoning(body: dict[str, Any], messages: list[Message]) -> list[Message]:
    """The assistant turns' ``reasoning_content`` a client sent back, kept apart for a
    template that reads it (the worker drops it for one that does not)."""
    raw = body.get("messages")
    if not isinstance(raw, list) or len(raw) != len(messages):
        return messages
    kept: list[Message] = []
    for sent, message in zip(raw, messages, strict=True):
        reasoning = sent.get("reasoning_content") if isinstance(sent, dict) else None
        if message["role"] == "assistant" and isinstance(reasoning, str) and reasoning:
            message = {**message, "reasoning_content": reasoning}
        kept.append(message)
    return kept


def add_to_whole(answer: dict[str, Any], reasoning: str, stats: Stats) -> dict[str, Any]:
    """A whole chat answer with the reasoning beside the content."""
    if reasoning:
        for choice in answer.get("choices", []):
            if "message" in choice:
                choice["message"]["reasoning_content"] = reasoning
    add_to_usage(answer, stats)
    return answer


def add_to_usage(answer: dict[str, Any], stats: Stats) -> dict[str, Any]:
    """OpenAI's ``completion_tokens_details.reasoning_tokens``, for a reply that thought."""
    if "reasoning_tokens" in stats and isinstance(answer.get("usage"), dict):
        answer["usage"]["completion_tokens_details"] = {
            "reasoning_tokens": stats["reasoning_tokens"]}
    return answer


def reasoning_chunk(reply: Reply, reasoning: str) -> dict[str, Any]:
    """A streamed chunk whose delta is reasoning only."""
    chunk = reply.chunk()
    for choice in chunk["choices"]:
        choice["delta"] = {"reasoning_content": reasoning}
    return chunk
