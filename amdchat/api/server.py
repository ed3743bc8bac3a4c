"""The local OpenAI-compatible HTTP server: Starlette routes served by uvicorn.

Why these two: Starlette streams server-sent events from an async generator and
lets a route notice a client's disconnect; uvicorn (with h11) is the most used
ASGI server, runs in a thread of ours from a socket we bound (so "port in use" is
an immediate, clear error, never uvicorn's ``sys.exit``), and shuts down on a flag.
Both are pure Python, small, and well kept.

All generation goes through the EngineGate (one queue with the chat, cancel on
disconnect). The app runs the server in a thread of its own; ``amdchat serve``
runs it in the main thread with the session on the same loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import socket
import threading
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import cast
from urllib.parse import urlsplit

import uvicorn
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from amdchat.api import schema
from amdchat.api.gate import ApiRequest, EngineGate
from amdchat.api.schema import ApiError
from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind, EventKind
from amdchat.sampling import Sampling

DEFAULT_PORT = 8642  # not LM Studio's 1234, Ollama's 11434, llama.cpp's 8080, Jan's 1337
MAX_BODY = 16 * 1024 * 1024


class ServerConfigError(ValueError):
    """The settings cannot be served safely (network without a key) or at all."""


@dataclass(frozen=True)
class ServerSettings:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    api_key: str = ""
    cors: bool = False

    @property
    def loopback_only(self) -> bool:
        try:
            return ipaddress.ip_address(self.host).is_loopback
        except ValueError:
            return self.host == "localhost"

    def check(self) -> None:
        if not 0 <= self.port <= 65535:  # 0: any free port (tests, scripts)
            raise ServerConfigError(f"The port {self.port} is not a valid TCP port (1-65535).")
        if not self.loopback_only and not self.api_key:
            raise ServerConfigError(
                f"Listening on {self.host} lets other computers use the model, so an API key "
                "is required: set one, or listen on 127.0.0.1 only.")


@dataclass(frozen=True)
class LoadedModel:
    """What the server says of the model in the engine now (read on each request)."""

    id: str  # the name clients send as "model"; empty: none loaded
    state: str  # the session's state
    n_ctx: int = 0


ModelInfo = Callable[[], LoadedModel]


def base_url(settings: ServerSettings, port: int | None = None) -> str:
    host = settings.host
    if host in ("0.0.0.0", "::"):
        host = "127.0.0.1"
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port or settings.port}/v1"


def _error_response(error: ApiError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status)


async def _http_error(request: Request, exc: Exception) -> Response:
    """Starlette's own answers (no such path, wrong method) in OpenAI's shape too."""
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    message = {404: f"There is no {request.url.path} here: amdchat serves /v1/models, "
                    "/v1/chat/completions, /v1/completions and /health.",
               405: f"{request.method} is not allowed on {request.url.path}."
               }.get(status, str(getattr(exc, "detail", "")) or "The request failed.")
    code = {404: "not_found", 405: "method_not_allowed"}.get(status)
    return _error_response(ApiError(status, message, code=code))


async def _unexpected_error(request: Request, exc: Exception) -> Response:
    """A bug of ours: still an answer the client can read (the traceback goes to the log)."""
    return _error_response(ApiError(500, f"amdchat's API server failed "
                                         f"({type(exc).__name__}); its log has the details.",
                                    "server_error", code="internal_error"))


def _engine_error(event: protocol.Event) -> ApiError:
    kind = str(event.get("kind", ""))
    message = str(event.get("message", "The engine failed."))
    if kind == ErrorKind.TOO_LONG:
        return ApiError(400, message, code="context_length_exceeded", param="messages")
    if kind in (ErrorKind.NO_MODEL, ErrorKind.UNLOADED):
        return ApiError(503, message, "server_error", code="model_not_loaded")
    return ApiError(500, message, "server_error", code=kind or "engine_error")


def _cancelled() -> ApiError:
    return ApiError(503, "The request was cancelled in amdchat (the model was unloaded or the "
                         "server is stopping).", "server_error", code="cancelled")


def _loopback_name(host_header: str) -> bool:
    try:
        name = urlsplit(f"//{host_header}").hostname
    except ValueError:
        return False
    if not name:
        return not host_header  # no Host at all: no browser (browsers always send it)
    try:
        return name == "localhost" or ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def browser_refusal(settings: ServerSettings, headers: Headers) -> ApiError | None:
    """Why a request from a web page is refused, if it is one.

    A page in the user's browser can send requests to 127.0.0.1 (a POST with a text
    body needs no CORS preflight), and a page whose name is made to point to 127.0.0.1
    (DNS rebinding) can even read the answers. The browser gives both away: it names
    the page's site in ``Origin`` (on every cross-site request, and on every POST) and
    the name it asked for in ``Host``. Programs (the openai client, curl) send no Origin.
    """
    if settings.loopback_only and not _loopback_name(headers.get("host", "")):
        return ApiError(403, f"This server answers requests for {settings.host} only, not "
                             f"for {headers.get('host')!r}: use {base_url(settings)}.",
                        "permission_error", code="host_not_allowed")
    if not settings.cors and "origin" in headers:
        return ApiError(403, "Requests from web pages in a browser are refused: allow them "
                             "with 'Allow web pages in a browser to call the API (CORS)' in "
                             "Settings > Local API server (or --cors).",
                        "permission_error", code="cors_disabled")
    return None


class _BrowserGuard:
    """Answers 403 to web pages the settings do not allow, before any route (and before
    CORS, so a refused page gets no CORS headers either)."""

    def __init__(self, app: ASGIApp, settings: ServerSettings,
                 on_refused: Callable[[str, str, int], None]) -> None:
        self.app = app
        self.settings = settings
        self.on_refused = on_refused

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            error = browser_refusal(self.settings, Headers(scope=scope))
            if error is not None:
                self.on_refused(scope["method"], scope["path"], error.status)
                await _error_response(error)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class ApiApp:
    """The routes; one instance per server."""

    def __init__(self, gate: EngineGate, model_info: ModelInfo, settings: ServerSettings,
                 on_request: Callable[[str], None] | None = None,
                 defaults: Callable[[], Sampling] | None = None) -> None:
        self.gate = gate
        self.defaults = defaults  # the app's sampling settings, under the client's own
        self.model_info = model_info
        self.settings = settings
        self.on_request = on_request  # one line per finished request (serve's log)
        middleware = [Middleware(_BrowserGuard, settings=settings,
                                 on_refused=lambda method, path, status: self._log(
                                     path, status, None, method))]
        if settings.cors:
            middleware.append(Middleware(CORSMiddleware, allow_origins=["*"],
                                         allow_methods=["GET", "POST", "OPTIONS"],
                                         allow_headers=["*"]))
        self.asgi = Starlette(routes=[
            Route("/health", self.health, methods=["GET"]),
            Route("/v1/models", self.models, methods=["GET"]),
            Route("/v1/chat/completions", self.chat_completions, methods=["POST"]),
            Route("/v1/completions", self.completions, methods=["POST"]),
        ], middleware=middleware, exception_handlers={
            HTTPException: _http_error, Exception: _unexpected_error})

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
        body = {"status": "ok" if ready else ("loading" if model.id else "no_model"),
                "model": model.id or None, "engine": model.state,
                "waiting": self.gate.waiting}
        return JSONResponse(body, status_code=200 if ready else 503)

    async def models(self, request: Request) -> Response:
        try:
            self._authorize(request)
        except ApiError as error:
            return _error_response(error)
        model = self.model_info()
        data = [{"id": model.id, "object": "model", "created": 0, "owned_by": "amdchat"}
                ] if model.id else []
        return JSONResponse({"object": "list", "data": data})

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
            body = schema.parse_json(await _read_body(request))
            parsed = schema.parse_chat(body) if chat else schema.parse_completion(body)
            model = self._check_model(parsed.model)
            schema.check_fits(parsed, model.n_ctx)
        except ApiError as error:
            self._log(endpoint, error.status, None)
            return _error_response(error)
        sampling = cast(Sampling, {**(self.defaults() if self.defaults else {}),
                                   **parsed.sampling})
        if chat:
            record, events = self.gate.chat(endpoint, parsed.messages, sampling)
        else:
            record, events = self.gate.complete(endpoint, parsed.prompt or "", sampling)
        reply = schema.Reply(f"{'chatcmpl' if chat else 'cmpl'}-{uuid.uuid4().hex[:24]}",
                             model.id, chat)
        # a client that leaves while its request waits or runs cancels it (Starlette
        # also stops a stream whose client has gone)
        if parsed.stream:
            answer = await _unless_disconnected(
                request, self._stream(record, events, reply, parsed.include_usage))
        else:
            answer = await _unless_disconnected(request, self._whole(record, events, reply))
        if answer is None:  # the client left before its answer began
            self._log(endpoint, 499, record)
            return Response(status_code=499)
        return answer

    async def _whole(self, record: ApiRequest, events: AsyncIterator[protocol.Event],
                     reply: schema.Reply) -> Response:
        pieces: list[str] = []
        try:
            async for event in events:
                kind = event.get("event")
                if kind == EventKind.TOKEN:
                    pieces.append(str(event.get("text", "")))
                elif kind == EventKind.ERROR:
                    error = _engine_error(event)
                    self._log(record.endpoint, error.status, record)
                    return _error_response(error)
                elif kind == EventKind.DONE:
                    if event.get("finish_reason") == protocol.FinishReason.CANCELLED:
                        error = _cancelled()
                        self._log(record.endpoint, error.status, record)
                        return _error_response(error)
                    self._log(record.endpoint, 200, record)
                    return JSONResponse(reply.whole(
                        str(event.get("reply", "".join(pieces))),
                        str(event.get("finish_reason")), dict(event.get("stats") or {})))
        finally:
            await events.aclose()  # type: ignore[attr-defined]
        raise RuntimeError("the engine's events ended without an answer")

    async def _stream(self, record: ApiRequest, events: AsyncIterator[protocol.Event],
                      reply: schema.Reply, include_usage: bool) -> Response:
        # the first event decides the status: an error before any text is a plain error
        first = await anext(events)
        if first.get("event") == EventKind.ERROR:
            await events.aclose()  # type: ignore[attr-defined]
            error = _engine_error(first)
            self._log(record.endpoint, error.status, record)
            return _error_response(error)

        async def body() -> AsyncIterator[bytes]:
            status = 499  # the client left before the end
            try:
                yield schema.sse(reply.chunk(first=True))
                event = first
                while True:
                    kind = event.get("event")
                    if kind == EventKind.TOKEN:
                        yield schema.sse(reply.chunk(str(event.get("text", ""))))
                    elif kind == EventKind.ERROR:
                        error = _engine_error(event)
                        status = error.status
                        yield schema.sse(error.body())
                        break
                    elif kind == EventKind.DONE:
                        reason = str(event.get("finish_reason"))
                        if reason == protocol.FinishReason.CANCELLED:
                            error = _cancelled()
                            status = error.status
                            yield schema.sse(error.body())
                            break
                        status = 200
                        yield schema.sse(reply.chunk(reason=reason))
                        if include_usage:
                            yield schema.sse(reply.usage_chunk(dict(event.get("stats") or {})))
                        break
                    event = await anext(events)
                yield schema.sse("[DONE]")
            finally:
                await events.aclose()  # type: ignore[attr-defined]
                self._log(record.endpoint, status, record)

        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        if record.ttft_ms is not None:
            # how long the engine took to its first token (queue included): a client
            # sees what the HTTP layer and itself add (benchmarks/bench_api.py)
            headers["Server-Timing"] = f"engine;dur={record.ttft_ms:.1f}"
        return StreamingResponse(body(), media_type="text/event-stream", headers=headers)

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
                     f" tok/s={float(stats.get('generation_tps', 0.0)):.1f}"
                     f" ttft={record.ttft_ms or 0:.0f}ms")
        elif record is not None and record.error:
            line += f" error={record.error.splitlines()[0]}"
        self.on_request(line)


async def _read_body(request: Request) -> bytes:
    """The body, refused (413) as soon as it is too large: never held whole first."""
    too_large = ApiError(413, f"The request body is over {MAX_BODY // 2**20} MiB.",
                         code="request_too_large")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_large
    parts: list[bytes] = []
    size = 0
    async for part in request.stream():
        size += len(part)
        if size > MAX_BODY:
            raise too_large
        parts.append(part)
    return b"".join(parts)


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


def bind(settings: ServerSettings) -> socket.socket:
    """The listening socket, bound now: a port in use is an error here, in plain words."""
    settings.check()
    try:
        infos = socket.getaddrinfo(settings.host, settings.port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise ServerConfigError(f"The address {settings.host!r} cannot be used: {exc}.") from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(64)
    except OSError as exc:
        sock.close()
        raise ServerConfigError(
            f"Cannot listen on {settings.host}:{settings.port}: {exc.strerror or exc}. "
            "Another program may use this port: choose another in Settings > Local API "
            "server (or --port).") from None
    sock.setblocking(False)
    return sock


class _Server(uvicorn.Server):
    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        # the owner decides what a signal does (uvicorn re-raises it after shutting down)
        yield


def uvicorn_server(app: ApiApp) -> uvicorn.Server:
    config = uvicorn.Config(app.asgi, log_level="warning", access_log=False, lifespan="off",
                            timeout_graceful_shutdown=2, ws="none")
    return _Server(config)


class ServerThread:
    """The server in a thread of its own (the app): start returns at once, with the
    port already bound; stop returns at once, the thread ends within a few seconds."""

    def __init__(self, app: ApiApp) -> None:
        self.app = app
        self._socket = bind(app.settings)
        self.port = int(self._socket.getsockname()[1])
        self._server = uvicorn_server(app)
        self._thread = threading.Thread(target=self._run, name="amdchat-api", daemon=True)

    @property
    def url(self) -> str:
        return base_url(self.app.settings, self.port)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._server.serve(sockets=[self._socket]))
        finally:
            self._socket.close()

    def stop(self) -> None:
        self._server.should_exit = True

    def wait_stopped(self, timeout: float = 5.0) -> bool:
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def started(self) -> bool:
        return bool(self._server.started)
