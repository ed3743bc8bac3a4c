"""amdchat.images: what a model that sees is given, and the images it is not."""

from __future__ import annotations

import base64
import io
import struct
import zlib

import pytest

from amdchat.images import MAX_SIDE, ImageError, from_data_url, prepare


def encoded(size: tuple[int, int], fmt: str, mode: str = "RGB") -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new(mode, size, "red" if mode == "RGB" else 128).save(out, fmt)
    return out.getvalue()


def noisy_jpeg() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.effect_noise((200, 200), 60).convert("RGB").save(out, "JPEG")
    return out.getvalue()


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header says width x height, with a few rows of data: a decompression
    bomb's header, without the bomb (100 megapixels of zeros would compress to 100 KB)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grey
    rows = zlib.compress(b"\0" * (width + 1) * 4)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows)
            + chunk(b"IEND", b""))


def test_a_small_png_and_jpeg_pass_as_they_are() -> None:
    for fmt, mime in (("PNG", "image/png"), ("JPEG", "image/jpeg")):
        data = encoded((64, 48), fmt)
        image = prepare(data)
        assert (image.data, image.mime, image.width, image.height) == (data, mime, 64, 48)


def test_webp_becomes_png_and_a_large_image_is_scaled_down() -> None:
    webp = prepare(encoded((30, 20), "WEBP"))
    assert webp.mime == "image/png" and webp.data.startswith(b"\x89PNG")
    large = prepare(encoded((4000, 1000), "JPEG"))
    assert (large.width, large.height) == (MAX_SIDE, MAX_SIDE // 4)
    assert prepare(large.data).width == MAX_SIDE  # what the model gets decodes again


@pytest.mark.parametrize(("data", "said"), [
    (b"these are my notes, not a picture", "not an image"),
    (png_claiming(10_000, 10_000), "10000 x 10000 pixels (100 megapixels)"),
    (png_claiming(20_000, 20_000), "far more than 40 megapixels"),
    (noisy_jpeg()[:len(noisy_jpeg()) // 2], "damaged or cut short"),
    (encoded((200, 200), "GIF"), "not an image"),  # GIF: not one the app takes
])
def test_bad_images_are_refused_clearly(data: bytes, said: str) -> None:
    with pytest.raises(ImageError) as refused:
        prepare(data)
    assert said in str(refused.value)
    assert refused.value.text.context == "images"  # translatable


def test_a_bomb_is_refused_from_its_header_before_decoding() -> None:
    import tracemalloc

    tracemalloc.start()
    with pytest.raises(ImageError):
        prepare(png_claiming(10_000, 10_000))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 5 * 2**20, "100 MB of pixels were never allocated"


def test_data_urls() -> None:
    data = encoded((8, 8), "PNG")
    url = "data:image/png;base64," + base64.b64encode(data).decode()
    assert from_data_url(url) == data
    for bad, said in (("data:text/plain;base64,aGk=", "text/plain is not supported"),
                      ("data:image/png;base64,***", "not valid base64"),
                      ("data:image/png,rawbytes", "must be a data URL")):
        with pytest.raises(ImageError, match=said):
            from_data_url(bad)
