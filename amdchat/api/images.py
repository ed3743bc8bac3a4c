"""The images of a chat request (``image_url`` parts): checked, scaled and put into the
messages the engine gets, or refused with a clear 400.

A data URL is taken as it is; an http(s) link only when the user allowed it (Settings >
API, "Download images sent as links"; off by default: the server would otherwise fetch
any address a client names, from the user's own network). A fetch is bounded in bytes
(amdchat.images.MAX_BYTES) and in time (FETCH_SECONDS for the whole answer). Decoding
runs on a thread: a large image takes a second of CPU, and other clients wait meanwhile.
"""

from __future__ import annotations

import asyncio
import time

from amdchat.api.schema import ApiError, GenerationRequest
from amdchat.images import MAX_BYTES, ImageError, from_data_url, prepare

MAX_IMAGES = 16  # per request: each is hundreds of tokens and seconds of encoding
FETCH_SECONDS = 10.0

CANNOT_SEE = ("This model cannot see images: it was loaded without a vision projector. "
              "Download the model's mmproj file into its folder (amdchat's Models page "
              "offers it beside the quantizations), load the model again, and retry; or "
              "send text only.")


def _bad_image(index: int, message: str) -> ApiError:
    return ApiError(400, message, code="invalid_image", param=f"messages[{index}].content")


async def attach(request: GenerationRequest, vision: bool, fetch_allowed: bool) -> None:
    """Put the request's images into its messages (base64 PNG or JPEG), or raise
    ApiError."""
    if not vision:
        raise ApiError(400, CANNOT_SEE, code="model_cannot_see_images", param="messages")
    if len(request.image_urls) > MAX_IMAGES:
        raise ApiError(400, f"The request has {len(request.image_urls)} images; at most "
                            f"{MAX_IMAGES} are taken.", code="too_many_images",
                       param="messages")
    for index, url in request.image_urls:
        data = await _image_bytes(index, url, fetch_allowed)
        try:
            prepared = await asyncio.to_thread(prepare, data)
        except ImageError as exc:
            raise _bad_image(index, f"Message {index}: {exc}") from None
        request.messages[index].setdefault("images", []).append(prepared.base64())


async def _image_bytes(index: int, url: str, fetch_allowed: bool) -> bytes:
    scheme = url.split(":", 1)[0].lower()
    if scheme == "data":
        try:
            return from_data_url(url)
        except ImageError as exc:
            raise _bad_image(index, f"Message {index}: {exc}") from None
    if scheme not in ("http", "https"):
        raise _bad_image(index, f"Message {index} has an image URL amdchat cannot use: send "
                                "the image as a data URL (data:image/png;base64,...).")
    if not fetch_allowed:
        raise _bad_image(index, f"Message {index} links to an image, which this server does "
                                "not download: send the image as a data URL "
                                "(data:image/png;base64,...), or allow links in amdchat "
                                "(Settings > API, 'Download images sent as links').")
    return await asyncio.to_thread(_fetch, index, url)


def _fetch(index: int, url: str) -> bytes:
    """The image at ``url``: at most MAX_BYTES, within FETCH_SECONDS for the whole answer."""
    import httpx2 as httpx

    deadline = time.monotonic() + FETCH_SECONDS
    try:
        with httpx.Client(timeout=FETCH_SECONDS, follow_redirects=True, max_redirects=3,
                          headers={"Accept-Encoding": "identity"}) as client, \
                client.stream("GET", url) as answer:
            if answer.status_code != 200:
                raise _bad_image(index, f"Message {index}: the image link answered HTTP "
                                        f"{answer.status_code}.")
            body = bytearray()
            for piece in answer.iter_raw():
                body += piece
                if len(body) > MAX_BYTES:
                    raise _bad_image(index, f"Message {index}: the linked image is over "
                                            f"{MAX_BYTES // 2**20} MB.")
                if time.monotonic() > deadline:
                    raise _bad_image(index, f"Message {index}: the linked image took over "
                                            f"{FETCH_SECONDS:g} s to download.")
            return bytes(body)
    except httpx.HTTPError as exc:
        raise _bad_image(index, f"Message {index}: the image link could not be read: "
                                f"{exc}") from None
