"""Images for a model that sees: checked, bounded and scaled down before they reach it.

Pillow does the work (in the core, where Qt is not allowed, for the chat and the API
alike): it reads an image's size from its header without decoding the pixels, so a
decompression bomb (a 100-megapixel PNG of a few KB) is refused before any memory is
spent on it; then it decodes the whole image, so a truncated JPEG is an error here and
not half an image in the model. Large images are scaled down to MAX_SIDE: vision
encoders see 224 to 1,000 pixels a side, and libmtmd scales to its own size anyway.
The model gets PNG or JPEG, the two formats libmtmd's decoder (stb_image) reads: a
WebP is converted.
"""

from __future__ import annotations

import base64
import binascii
import io
import warnings
from dataclasses import dataclass

from amdchat.i18n import Text, tr_noop
from amdchat.units import format_bytes

FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg", "WEBP": "image/webp"}
MAX_BYTES = 20 * 2**20  # an encoded image
MAX_PIXELS = 40_000_000  # decoded: a 40-megapixel photo is 120 MB of RGB
MAX_SIDE = 1536  # what the model gets, at most, on the longer side


class ImageError(ValueError):
    """An image the app will not give the model; ``text`` says why and what to do."""

    def __init__(self, text: Text) -> None:
        super().__init__(str(text))
        self.text = text


@dataclass(frozen=True)
class PreparedImage:
    """An image checked and ready for the model."""

    data: bytes  # PNG or JPEG
    mime: str
    width: int
    height: int

    def base64(self) -> str:
        return base64.b64encode(self.data).decode("ascii")


def _error(template: str, **fields: object) -> ImageError:
    return ImageError(Text("images", template, fields))


def prepare(data: bytes) -> PreparedImage:
    """The image in ``data`` checked, decoded and scaled down; ImageError if it is not
    one the model can take."""
    from PIL import Image

    if len(data) > MAX_BYTES:
        raise _error(tr_noop("images", "The image is {size}; images of up to {limit} are "
                             "accepted. Make it smaller and try again."),
                     size=format_bytes(len(data)), limit=format_bytes(MAX_BYTES))
    try:
        with warnings.catch_warnings():  # Pillow's own bomb warning: checked just below
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=list(FORMATS))  # the header only
        width, height = image.size
    except Image.DecompressionBombError:  # over twice Pillow's own limit (179 MP)
        raise _error(tr_noop("images", "The image has far more than {limit} megapixels, "
                             "the most accepted. Scale it down and try again."),
                     limit=MAX_PIXELS // 1_000_000) from None
    except Exception:
        raise _error(tr_noop("images", "This file is not an image amdchat can read: use a "
                             "PNG, JPEG or WebP image.")) from None
    if width * height > MAX_PIXELS:
        raise _error(tr_noop("images", "The image is {width} x {height} pixels ({mp} "
                             "megapixels); images of up to {limit} megapixels are accepted. "
                             "Scale it down and try again."),
                     width=width, height=height, mp=round(width * height / 1e6),
                     limit=MAX_PIXELS // 1_000_000)
    fmt = str(image.format)
    try:
        image.load()  # the whole image: a truncated file fails here
    except Exception:
        raise _error(tr_noop("images", "The {format} image is damaged or cut short: it "
                             "cannot be decoded. Save it again and retry."),
                     format=fmt) from None
    if max(width, height) <= MAX_SIDE and fmt in ("PNG", "JPEG"):
        return PreparedImage(data, FORMATS[fmt], width, height)
    return _scaled(image)


def _scaled(image: object) -> PreparedImage:
    from PIL import Image

    assert isinstance(image, Image.Image)
    if image.mode not in ("RGB", "RGBA"):
        image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
    image.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)  # keeps the aspect
    out = io.BytesIO()
    image.save(out, "PNG")
    return PreparedImage(out.getvalue(), "image/png", image.width, image.height)


def from_data_url(url: str) -> bytes:
    """The bytes of a ``data:image/...;base64,...`` URL; ImageError if it is not one."""
    head, comma, payload = url.partition(",")
    if not comma or not head.startswith("data:") or not head.endswith(";base64"):
        raise _error(tr_noop("images", "An image URL must be a data URL "
                             "(data:image/png;base64,...)."))
    mime = head[len("data:"):-len(";base64")].lower()
    if mime not in FORMATS.values():
        raise _error(tr_noop("images", "The image type {mime} is not supported: use "
                             "image/png, image/jpeg or image/webp."), mime=mime or "(none)")
    if len(payload) > MAX_BYTES * 4 // 3 + 4:
        raise _error(tr_noop("images", "The image is over {limit}; make it smaller and try "
                             "again."), limit=format_bytes(MAX_BYTES))
    try:
        return base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError):
        raise _error(tr_noop("images", "The image's data URL is not valid base64.")) from None
