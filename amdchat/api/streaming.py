"""A reply's engine events as an HTTP answer: whole (one JSON body) or streamed
(server-sent events), with the engine's errors in OpenAI's shape."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

from starlette.responses import JSONResponse, Response, StreamingResponse

from amdchat.api import model_routes, reasoning, schema
from amdchat.api.gate import ApiRequest
from amdchat.api.guard import error_response
from amdchat.api.schema import ApiError
from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind, FinishReason

Events = AsyncIterator[protocol.JobEvent]
LogAnswer = Callable[[ApiRequest, int], None]
"""Notes a request's final status (serve's log line, the app's request list)."""


def engine_error(event: protocol.ErrorEvent) -> ApiError:
    kind, message = event["kind"], event["message"] or "The engine failed."
    if kind == ErrorKind.NOT_EMBEDDING:
        return ApiError(400, message, code="model_not_embedding", param="model")
    if kind == ErrorKind.BAD_OPTIONS:  # a schema no grammar expresses: before any token
        return ApiError(400, f"The request's options cannot be honoured: {message}.",
                        code="invalid_value", param="response_format")
    if kind == ErrorKind.TOO_LONG:
        return ApiError(400, message, code="context_length_exceeded", param="messages")
    if kind in (ErrorKind.NO_VISION, ErrorKind.BAD_IMAGE):  # the worker's own check
        return ApiError(400, message, code="invalid_image", param="messages")
    if kind in (ErrorKind.NO_MODEL, ErrorKind.UNLOADED):
        return ApiError(503, message, "server_error", code="model_not_loaded")
    return ApiError(500, message, "server_error", code=kind or "engine_error")


def cancelled_error() -> ApiError:
    return ApiError(503, "The request was cancelled in amdchat (the model was unloaded or the "
                         "server is stopping).", "server_error", code="cancelled")


def _failed(record: ApiRequest, error: ApiError, log: LogAnswer) -> Response:
    log(record, error.status)
    return error_response(error)


async def whole_answer(record: ApiRequest, events: Events, reply: schema.Reply,
                       log: LogAnswer) -> Response:
    pieces: list[str] = []
    thought: list[str] = []
    try:
        async for event in events:
            if event["event"] == "token":
                pieces.append(event["text"])
                thought.append(event.get("reasoning", ""))
            elif event["event"] == "error":
                return _failed(record, engine_error(event), log)
            elif event["event"] == "done":
                if event["finish_reason"] == FinishReason.CANCELLED:
                    return _failed(record, cancelled_error(), log)
                log(record, 200)
                answer = reply.whole(event["reply"] or "".join(pieces),
                                     event["finish_reason"], event["stats"],
                                     event.get("logprobs"))
                return JSONResponse(reasoning.add_to_whole(
                    answer, event.get("reasoning") or "".join(thought), event["stats"]))
    finally:
        await events.aclose()  # type: ignore[attr-defined]
    raise RuntimeError("the engine's events ended without an answer")


async def embeddings_answer(record: ApiRequest, events: Events, model: str, encoding: str,
                            log: LogAnswer) -> Response:
    """The worker's embeddings (or its error) as the HTTP answer."""
    try:
        async for event in events:
            if event["event"] == "embeddings":
                log(record, 200)
                return JSONResponse(model_routes.embeddings_body(
                    model, event["vectors"], event["prompt_tokens"], encoding))
            if event["event"] == "error":
                return _failed(record, engine_error(event), log)
            if event["event"] == "done":  # cancelled before it began
                return _failed(record, cancelled_error(), log)
    finally:
        await events.aclose()  # type: ignore[attr-defined]
    raise RuntimeError("the engine's events ended without an answer")


async def streamed_answer(record: ApiRequest, events: Events, reply: schema.Reply,
                          include_usage: bool, log: LogAnswer) -> Response:
    # the first event decides the status: an error before any text is a plain error
    first = await anext(events)
    if first["event"] == "error":
        await events.aclose()  # type: ignore[attr-defined]
        return _failed(record, engine_error(first), log)
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    if record.ttft_ms is not None:
        # how long the engine took to its first token (queue included): a client
        # sees what the HTTP layer and itself add (benchmarks/bench_api.py)
        headers["Server-Timing"] = f"engine;dur={record.ttft_ms:.1f}"
    return StreamingResponse(_sse(record, first, events, reply, include_usage, log),
                             media_type="text/event-stream", headers=headers)


async def _sse(record: ApiRequest, first: protocol.JobEvent, events: Events,
               reply: schema.Reply, include_usage: bool, log: LogAnswer
               ) -> AsyncIterator[bytes]:
    status = 499  # the client left before the end
    try:
        yield schema.sse(reply.chunk(first=True))
        event = first
        while True:
            if event["event"] == "token":
                if event.get("reasoning"):
                    yield schema.sse(reasoning.reasoning_chunk(reply, event["reasoning"]))
                for chunk in reply.chunks_for(event):  # text, unless a tool call may begin
                    yield schema.sse(chunk)
            elif event["event"] == "error":
                error = engine_error(event)
                status = error.status
                yield schema.sse(error.body())
                break
            elif event["event"] == "done":
                if event["finish_reason"] == FinishReason.CANCELLED:
                    error = cancelled_error()
                    status = error.status
                    yield schema.sse(error.body())
                    break
                status = 200
                for chunk in reply.closing_chunks():  # text held back, or the tool calls
                    yield schema.sse(chunk)
                yield schema.sse(reply.chunk(reason=event["finish_reason"]))
                if include_usage:
                    yield schema.sse(reasoning.add_to_usage(reply.usage_chunk(event["stats"]),
                                                            event["stats"]))
                break
            event = await anext(events)
        yield schema.sse("[DONE]")
    finally:
        await events.aclose()  # type: ignore[attr-defined]
        log(record, status)
