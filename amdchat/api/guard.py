"""What the API server checks before any route runs: web pages in a browser, the body's
size, and the answers (in OpenAI's error shape) to requests no route takes."""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

from amdchat.api.schema import ApiError
from amdchat.api.settings import ServerSettings, base_url

MAX_BODY = 16 * 1024 * 1024
BODY_SECONDS = 60.0  # 16 MiB over a slow link; a client trickling a body is cut off


RETRY_AFTER_S = 2


def error_response(error: ApiError) -> JSONResponse:
    """The answer to ``error``; a busy server (429, 503) says when to try again."""
    headers = {"Retry-After": str(RETRY_AFTER_S)} if error.status in (429, 503) else None
    return JSONResponse(error.body(), status_code=error.status, headers=headers)


async def http_error(request: Request, exc: Exception) -> Response:
    """Starlette's own answers (no such path, wrong method) in OpenAI's shape too."""
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    message = {404: f"There is no {request.url.path} here: amdchat serves /v1/models, "
                    "/v1/chat/completions, /v1/completions and /health.",
               405: f"{request.method} is not allowed on {request.url.path}."
               }.get(status, str(getattr(exc, "detail", "")) or "The request failed.")
    code = {404: "not_found", 405: "method_not_allowed"}.get(status)
    return error_response(ApiError(status, message, code=code))


async def unexpected_error(request: Request, exc: Exception) -> Response:
    """A bug of ours: still an answer the client can read (the traceback goes to the log)."""
    return error_response(ApiError(500, f"amdchat's API server failed "
                                         f"({type(exc).__name__}); its log has the details.",
                                    "server_error", code="internal_error"))


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


class BrowserGuard:
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
                await error_response(error)(scope, receive, send)
                return
        await self.app(scope, receive, send)


async def read_body(request: Request) -> bytes:
    """The body, refused (413) as soon as it is too large: never held whole first;
    refused (408) when it has not all come within BODY_SECONDS."""
    try:
        async with asyncio.timeout(BODY_SECONDS):
            return await _read_body(request)
    except TimeoutError:
        raise ApiError(408, f"The request body did not arrive within {BODY_SECONDS:g} s.",
                       code="request_timeout") from None


async def _read_body(request: Request) -> bytes:
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
