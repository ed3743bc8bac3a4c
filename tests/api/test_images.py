"""Images in the API: image_url parts checked into the messages, or a clear 400; and,
with the real model and a tiny projector beside it, the image reaching the model."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import http.server
import io
import threading
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from amdchat.api import images, schema
from amdchat.api.schema import ApiError
from tests.helpers.serve import Served, model_args
from tests.helpers.tiny_projector import IMAGE_TOKENS, tiny_projector


def png_bytes(colour: str = "red", size: tuple[int, int] = (40, 30)) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return out.getvalue()


def data_url(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64," + base64.b64encode(data).decode()


def chat_with(*urls: str, text: str = "What is this?") -> dict[str, object]:
    parts: list[dict[str, object]] = [{"type": "text", "text": text}]
    parts += [{"type": "image_url", "image_url": {"url": url}} for url in urls]
    return {"model": "", "messages": [{"role": "user", "content": parts}]}


def attached(body: dict[str, object], vision: bool = True, fetch: bool = False
             ) -> schema.GenerationRequest:
    parsed = schema.parse_chat(body)
    asyncio.run(images.attach(parsed, vision, fetch))
    return parsed


def refused(body: dict[str, object], vision: bool = True, fetch: bool = False) -> ApiError:
    with pytest.raises(ApiError) as error:
        attached(body, vision, fetch)
    assert error.value.status == 400
    return error.value


def test_a_data_url_image_goes_into_its_message() -> None:
    data = png_bytes()
    parsed = attached(chat_with(data_url(data), data_url(png_bytes("blue"))))
    message = parsed.messages[0]
    assert message["content"] == "What is this?"
    assert base64.b64decode(message["images"][0]) == data
    assert len(message["images"]) == 2


def test_a_model_without_a_projector_cannot_see() -> None:
    error = refused(chat_with(data_url(png_bytes())), vision=False)
    assert error.code == "model_cannot_see_images"
    assert "cannot see images" in error.message and "mmproj" in error.message


def test_text_parts_alone_need_no_projector() -> None:
    parsed = schema.parse_chat(chat_with())
    assert not parsed.image_urls


@pytest.mark.parametrize(("url", "said"), [
    (data_url(b"not an image"), "not an image amdchat can read"),
    (data_url(b"x", "image/gif"), "image/gif is not supported"),
    ("file:///etc/passwd", "as a data URL"),
    ("https://example.com/cat.png", "does not download"),
])
def test_bad_image_urls(url: str, said: str) -> None:
    error = refused(chat_with(url))
    assert said in error.message
    assert error.param == "messages[0].content"


def test_too_many_images() -> None:
    url = data_url(png_bytes())
    assert "at most 16" in refused(chat_with(*[url] * 17)).message


class _Images(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = png_bytes("green") if self.path == "/ok.png" else b"\0" * (21 * 2**20)
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        # the client stops reading at its limit, as it should
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def image_site() -> Iterator[str]:
    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Images)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{site.server_address[1]}"
    site.shutdown()
    site.server_close()


def test_links_are_fetched_when_allowed_and_bounded(image_site: str) -> None:
    parsed = attached(chat_with(f"{image_site}/ok.png"), fetch=True)
    assert base64.b64decode(parsed.messages[0]["images"][0]) == png_bytes("green")
    assert "over 20 MB" in refused(chat_with(f"{image_site}/huge.png"), fetch=True).message


# -- end to end: `amdchat serve` with the model and a projector in its folder ---------
@pytest.fixture(scope="module")
def seeing_server(model_path: Path, tmp_path_factory: pytest.TempPathFactory
                  ) -> Iterator[Served]:
    folder = tmp_path_factory.mktemp("vision-model")
    (folder / "gemma-3-270m-Q4_K_M.gguf").symlink_to(model_path)
    tiny_projector(folder / "mmproj-gemma-3-270m-F16.gguf")
    served = Served(*model_args(folder / "gemma-3-270m-Q4_K_M.gguf"))
    yield served
    assert served.stop() == 0


@pytest.mark.slow
def test_an_image_part_reaches_the_model(seeing_server: Served) -> None:
    client = seeing_server.client()
    text = [{"type": "text", "text": "Describe the picture."}]
    greedy = {"temperature": 0.0, "max_tokens": 12}
    plain = client.chat.completions.create(
        model="", messages=[{"role": "user", "content": text}], **greedy)
    shown = client.chat.completions.create(model="", messages=[{"role": "user", "content": [
        {"type": "image_url", "image_url": {"url": data_url(png_bytes("red"))}}, *text]}],
        **greedy)
    assert shown.usage.prompt_tokens - plain.usage.prompt_tokens >= IMAGE_TOKENS
    assert shown.choices[0].message.content != plain.choices[0].message.content
    with pytest.raises(openai.BadRequestError) as bad:
        client.chat.completions.create(model="", messages=[{"role": "user", "content": [
            {"type": "image_url", "image_url": {"url": data_url(b"GIF89a...")}}]}])
    assert "not an image" in str(bad.value)


def test_only_user_messages_show_images() -> None:
    body = {"messages": [{"role": "system", "content": [
        {"type": "image_url", "image_url": {"url": data_url(png_bytes())}}]}]}
    with pytest.raises(ApiError, match="only user messages can show images"):
        schema.parse_chat(body)
