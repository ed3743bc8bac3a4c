"""The API server's routes: /health, /v1/models, /v1/chat/completions, /v1/completions.

Each generation goes through the EngineGate (one queue with the chat, cancel on
disconnect); amdchat.api.streaming turns its events into the HTTP answer.
"""

from __future__ import annotations

import asyncio
import hmac
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import cast

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from amdchat.api import images, reasoning, request_options, schema
from amdchat.api.gate import ApiRequest, EngineGate
from amdchat.api.guard import (
    BrowserGuard,
    error_response,
    http_error,
    read_body,
    unexpected_error,
)
from amdchat.api.limits import Admission, check_messages
from amdchat.api.model_routes import embedding_input, model_object, reply_options
from amdchat.api.schema import ApiError
from amdchat.api.settings import ServerSettings
from amdchat.api.streaming import embeddings_answer, streamed_answer, whole_answer
from amdchat.engine.protocol import Sampling


@dataclass(frozen=True)
class LoadedModel:
    """What the server says of the model in the engine now (read on each request)."""

    id: str  # the name clients send as "model"; empty: none loaded
    state: str  # the session's state
    n_ctx: int = 0
    vision: bool = False  # loaded with a vision projector: image parts are taken
    # remote servers ("host:port") that stopped answering: loads leave them out (serve --rpc)
    rpc_dropped: tuple[dict[str, str], ...] = ()


ModelInfo = Callable[[], LoadedModel]



class ApiApp:
    """The routes; one instance per server."""

    def __init__(self, gate: EngineGate, model_info: ModelInfo, settings: ServerSettings,
                 on_request: Callable[[str], None] | None = None,
                 defaults: Callable[[], Sampling] | None = None) -> None:
        self.gate = gate
        self.admission = Admission(gate)  # caps on waiting requests and their bodies
        self.defaults = defaults  # the app's sampling settings, under the client's own
        self.model_info = model_info
        self.settings = settings
        self.on_request = on_request  # one line per finished request (serve's log)
        middleware = [Middleware(BrowserGuard, settings=settings,
                                 on_refused=lambda method, path, status: self._log(
                                     path, status, None, method))]
        if settings.cors:
            middleware.append(Middleware(CORSMiddleware, allow_origins=["*"],
                                         allow_methods=["GET", "POST", "OPTIONS"],
                                         allow_headers=["*"]))
        self.asgi = Starlette(routes=[
            Route("/health", self.health, methods=["GET"]),
            Route("/v1/models", self.models, methods=["GET"]),
            Route("/v1/models/{model_id:path}", self.model, methods=["GET"]),
            Route("/v1/embeddings", self.embeddings, methods=["POST"]),
            Route("/v1/chat/completions", self.chat_completions, methods=["POST"]),
            Route("/v1/completions", self.completions, methods=["POST"]),
        ], middleware=middleware, exception_handlers={
            HTTPException: http_error, Exception: unexpected_error})

    def _authorize(self, request: Request) -> None:
        key = self.settings.api_key
        if not key:
            return
        given = request.headers.get("authorization", "")
        scheme, _, token = given.partition(" ")
        # Starlette reads header bytes as latin-1: back to the bytes the client sent, to
        # compare with the key's UTF-8 (a key with an accent, sent by curl)
        if scheme.lower() != "bearer" or not hmac.compare_digest(
                token.strip().encode("latin-1"), key.encode()):
            raise ApiError(401, "Missing or wrong API key: send 'Authorization: Bearer "
                                "<key>' with the key set in amdchat.",
                           "authentication_error", code="invalid_api_key")

    async def health(self, request: Request) -> Response:
        model = self.model_info()
        # a model whose worker stopped (a crash) is loaded again by the next request:
        # that is ready too, or a script waiting for "ok" would wait forever
        loading = model.state in ("starting", "loading")
        ready = bool(model.id) and not loading
        body: dict[str, object] = {
            "status": "ok" if ready else ("loading" if model.id else "no_model"),
            "model": model.id or None, "engine": model.state, "waiting": self.gate.waiting}
        if model.rpc_dropped:  # a script sees that the model runs without them
            body["rpc_dropped"] = list(model.rpc_dropped)
        if not self._key_given(request):  # with a key set, strangers learn only the state
            body = {"status": body["status"]}
        return JSONResponse(body, status_code=200 if ready else 503)

    def _key_given(self, request: Request) -> bool:
        try:
            self._authorize(request)
        except ApiError:
            return False
        return True

    async def models(self, request: Request) -> Response:
        try:
            self._authorize(request)
        except ApiError as error:
            return error_response(error)
        model = self.model_info()
        data = [{"id": model.id, "object": "model", "created": 0, "owned_by": "amdchat"}
                ] if model.id else []
        return JSONResponse({"object": "list", "data": data})

    async def model(self, request: Request) -> Response:
        """GET /v1/models/{id}: the loaded model, or a 404 for any other id."""
        try:
            self._authorize(request)
            return JSONResponse(model_object(self.model_info().id,
                                             request.path_params["model_id"]))
        except ApiError as error:
            return error_response(error)

    async def embeddings(self, request: Request) -> Response:
        """POST /v1/embeddings, with the loaded model when it is an embedding model."""
        endpoint = request.url.path
        try:
            self._authorize(request)
            body = schema.parse_json(await read_body(request))
            texts, encoding = embedding_input(body)
            model = self._check_model(body.get("model") or "")
        except ApiError as error:
            self._log(endpoint, error.status, None)
            return error_response(error)
        record, events = self.gate.embed(endpoint, texts)
        answer = await _unless_disconnected(request, embeddings_answer(
            record, events, model.id, encoding, self._log_answer))
        if answer is None:
            self._log(endpoint, 499, record)
            return Response(status_code=499)
        return answer

    async def chat_completions(self, request: Request) -> Response:
        return await self._generate(request, chat=True)

    async def completions(self, request: Request) -> Response:
        return await self._generate(request, chat=False)

    def _check_model(self, asked: str) -> LoadedModel:
        model = self.model_info()
        if not model.id:
            raise ApiError(503, "No model is loaded in amdchat. Load one in the app (or start "
                                "'amdchat serve --model FILE'), then try again.",
                           "server_error", code="model_not_loaded")
        if asked and asked != model.id:
            raise ApiError(404, f"The model '{asked}' is not loaded here; the loaded model is "
                                f"'{model.id}' (see GET /v1/models).",
                           code="model_not_found", param="model")
        return model

    async def _generate(self, request: Request, *, chat: bool) -> Response:
        endpoint = request.url.path
        try:
            self._authorize(request)
            with self.admission.reading(request):
                raw = await read_body(request)
            body = schema.parse_json(raw)
            parsed = schema.parse_chat(body) if chat else schema.parse_completion(body)
            parsed.options = request_options.parse_options(body, chat=chat)
            model = self._check_model(parsed.model)
            schema.check_fits(parsed, model.n_ctx)
            check_messages(parsed, model.n_ctx)
            if parsed.image_urls:
                await images.attach(parsed, model.vision, self.settings.fetch_images)
        except ApiError as error:
            self._log(endpoint, error.status, None)
            return error_response(error)
        sampling = cast(Sampling, {**(self.defaults() if self.defaults else {}),
                                   **parsed.sampling})
        if chat:
            try:
                think = reasoning.think_setting(body)
            except ApiError as error:
                self._log(endpoint, error.status, None)
                return error_response(error)
            record, events = self.gate.chat(
                endpoint, reasoning.with_earlier_reasoning(body, parsed.messages), sampling,
                think, parsed.options)
        else:
            record, events = self.gate.complete(endpoint, parsed.prompt or "", sampling,
                                                parsed.options)
        self.admission.queued(record, len(raw))
        reply = schema.Reply(f"{'chatcmpl' if chat else 'cmpl'}-{uuid.uuid4().hex[:24]}",
                             model.id, chat, extras=reply_options(parsed.options))
        # a client that leaves while its request waits or runs cancels it (Starlette
        # also stops a stream whose client has gone)
        if parsed.stream:
            answer = await _unless_disconnected(request, streamed_answer(
                record, events, reply, parsed.include_usage, self._log_answer))
        else:
            answer = await _unless_disconnected(
                request, whole_answer(record, events, reply, self._log_answer))
        if answer is None:  # the client left before its answer began
            self._log(endpoint, 499, record)
            return Response(status_code=499)
        return answer

    def _log_answer(self, record: ApiRequest, status: int) -> None:
        self._log(record.endpoint, status, record)

    def _log(self, endpoint: str, status: int, record: ApiRequest | None,
             method: str = "POST") -> None:
        if record is not None:
            record.status = status
        if self.on_request is None:
            return
        line = f"{method} {endpoint} {status}"
        if record is not None and record.stats:
            stats = record.stats
            line += (f" prompt={stats.get('prompt_tokens', 0)}"
                     f" completion={stats.get('generated_tokens', 0)}"
                     f" tok/s={stats.get('generation_tps', 0.0):.1f}"
                     f" ttft={record.ttft_ms or 0:.0f}ms")
        elif record is not None and record.error:
            line += f" error={record.error.splitlines()[0]}"
        self.on_request(line)


async def _unless_disconnected(request: Request, work: Awaitable[Response]
                               ) -> Response | None:
    """Run ``work`` but give up (cancelling it, and so its engine job) if the client
    disconnects first: None then."""
    task = asyncio.ensure_future(work)

    async def watch() -> None:
        while not task.done():
            message = await request.receive()
            if message["type"] == "http.disconnect":
                task.cancel()
                return

    watcher = asyncio.ensure_future(watch())
    try:
        return await task
    except asyncio.CancelledError:
        if watcher.done():
            return None
        raise
    finally:
        watcher.cancel()
