"""Images in the worker: a vision projector (mmproj) opened with libmtmd beside the model.

The app renders prompts itself (amdchat.engine.templates) and samples with
llama-cpp-python's own loop (worker_generate.Reply), so it calls libmtmd's C functions
rather than llama-cpp-python's MTMDChatHandler, which renders and samples its own way:
the rendered prompt holds a marker where each image goes (one the user cannot type: a
random one per worker), ``mtmd_tokenize`` splits it into text and image chunks, text
chunks are evaluated by ``Llama.eval`` and image chunks by libmtmd's helper (which
encodes the image and decodes its embeddings into the same context). The sampling loop
then starts from the cache, whose token list holds -1 where the images are: a later
prompt shares the cache only up to the first image.
"""

from __future__ import annotations

import base64
import ctypes
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind
from amdchat.i18n import Text, tr_noop

if TYPE_CHECKING:
    from amdchat.engine.worker import Worker

IMAGE_SLOT = -1  # the token id kept in the cache's list where an image's embeddings are


class VisionError(RuntimeError):
    """Images that could not be given to the model; the message says why."""


def use_backend_library(lib_folder: Path) -> None:
    """llama-cpp-python loads libmtmd from MTMD_CPP_LIB (else from its own folder): it must
    be the chosen backend's, built against the libllama already loaded."""
    if any((lib_folder / name).exists() for name in ("libmtmd.so", "mtmd.dll", "libmtmd.dll")):
        os.environ.setdefault("MTMD_CPP_LIB", str(lib_folder))


@dataclass
class Vision:
    """An open projector: libmtmd's context and the marker its prompts use."""

    ctx: Any
    marker: str
    path: str

    def close(self) -> None:
        import llama_cpp.mtmd_cpp as mtmd

        if self.ctx is not None:
            mtmd.mtmd_free(self.ctx)
            self.ctx = None


def open_projector(llm: Any, path: str, use_gpu: bool) -> tuple[Vision | None, Text | None]:
    """The projector opened for ``llm``'s model, or None and why not (the model then runs
    without images; the app says so when one is attached)."""
    if not Path(path).is_file():
        return None, Text("vision", tr_noop(
            "vision", "The vision projector {name} is missing: download the model's mmproj "
            "file again."), {"name": Path(path).name})
    try:
        import llama_cpp.mtmd_cpp as mtmd
    except (OSError, RuntimeError, FileNotFoundError) as exc:
        return None, Text("vision", tr_noop(
            "vision", "This llama.cpp build has no libmtmd, so images cannot be used: "
            "{error}"), {"error": str(exc)})
    marker = f"<__amdchat_image_{secrets.token_hex(8)}__>"
    params = mtmd.mtmd_context_params_default()
    params.use_gpu = use_gpu
    params.print_timings = False
    params.n_threads = max(int(llm.n_threads), 1)
    params.media_marker = marker.encode()
    params.warmup = False
    ctx = mtmd.mtmd_init_from_file(path.encode(), llm.model, params)
    if not ctx or not mtmd.mtmd_support_vision(ctx):
        if ctx:
            mtmd.mtmd_free(ctx)
        return None, Text("vision", tr_noop(
            "vision", "The vision projector {name} does not fit this model (llama.cpp's log "
            "says why): download the mmproj file made for it."), {"name": Path(path).name})
    return Vision(ctx, marker, path), None


def has_images(messages: list[protocol.Message]) -> bool:
    return any(m.get("images") for m in messages)


def with_markers(vision: Vision, messages: list[protocol.Message]
                 ) -> tuple[list[protocol.Message], list[bytes]]:
    """The messages with a marker before their text for each image, and the images'
    bytes in the order of the markers."""
    marked: list[protocol.Message] = []
    images: list[bytes] = []
    for message in messages:
        shown = message.get("images") or []
        images.extend(base64.b64decode(data) for data in shown)
        markers = "".join(f"{vision.marker}\n" for _ in shown)
        marked.append({"role": message["role"], "content": markers + message["content"]})
    return marked, images


class Chunks:
    """A prompt tokenized by libmtmd: text and image chunks, freed on close."""

    def __init__(self, vision: Vision, text: str, images: list[bytes]) -> None:
        import llama_cpp.mtmd_cpp as mtmd

        self.mtmd = mtmd
        self.chunks = mtmd.mtmd_input_chunks_init()
        bitmaps: list[Any] = []
        try:
            for data in images:
                bitmaps.append(self._bitmap(vision, data))
            source = mtmd.mtmd_input_text()
            encoded = text.encode("utf-8")
            source.text, source.text_len = encoded, len(encoded)
            source.add_special, source.parse_special = False, True  # the text has its BOS
            array = (mtmd.mtmd_bitmap_p_ctypes * max(len(bitmaps), 1))(*bitmaps)
            result = mtmd.mtmd_tokenize(vision.ctx, self.chunks, ctypes.byref(source), array,
                                        len(bitmaps))
        except VisionError:
            self.close()
            raise
        finally:
            for bitmap in bitmaps:
                mtmd.mtmd_bitmap_free(bitmap)
        if result != 0:
            self.close()
            raise VisionError(f"libmtmd could not tokenize the prompt with its images "
                              f"(error {result})")

    def _bitmap(self, vision: Vision, data: bytes) -> Any:
        buffer = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        bitmap = self.mtmd.mtmd_helper_bitmap_init_from_buf(vision.ctx, buffer, len(data),
                                                            False)
        if not bitmap:
            raise VisionError("libmtmd could not decode an image (PNG or JPEG expected)")
        return bitmap

    def n_tokens(self) -> int:
        return int(self.mtmd.mtmd_helper_get_n_tokens(self.chunks))

    def each(self) -> list[Any]:
        count = self.mtmd.mtmd_input_chunks_size(self.chunks)
        return [self.mtmd.mtmd_input_chunks_get(self.chunks, i) for i in range(count)]

    def close(self) -> None:
        if self.chunks:
            self.mtmd.mtmd_input_chunks_free(self.chunks)
            self.chunks = None


def evaluate(worker: Worker, vision: Vision, chunks: Chunks) -> list[int]:
    """Evaluate the prompt's chunks from an empty cache; the cache's token list after it
    (IMAGE_SLOT where images are), which the sampling loop then finds whole."""
    import llama_cpp

    mtmd = chunks.mtmd
    llm = worker.llm
    llm.reset()
    for chunk in chunks.each():
        if mtmd.mtmd_input_chunk_get_type(chunk) == mtmd.MTMD_INPUT_CHUNK_TYPE_TEXT:
            count = ctypes.c_size_t()
            tokens = mtmd.mtmd_input_chunk_get_tokens_text(chunk, ctypes.byref(count))
            llm.eval([tokens[i] for i in range(count.value)])
            continue
        start = llm.n_tokens
        end = llama_cpp.llama_pos(0)
        result = mtmd.mtmd_helper_eval_chunk_single(
            vision.ctx, llm.ctx, chunk, start, 0, llm.n_batch, False, ctypes.byref(end))
        if result != 0:  # 2: aborted (a cancel); the caller tells which
            llm.reset()
            raise RuntimeError(f"libmtmd could not evaluate an image (error {result})")
        llm.input_ids[start:end.value] = IMAGE_SLOT
        llm.n_tokens = end.value
        llm._requires_eval = True  # no logits yet: the next text chunk gives them
    return [int(t) for t in llm.input_ids[:llm.n_tokens]]


NO_VISION = Text("vision", tr_noop(
    "vision", "This model cannot see images: it was loaded without a vision projector. "
    "Download its mmproj file (the Models page offers it beside the model's "
    "quantizations) into the model's folder, then load the model again."))


def prompt_chunks(worker: Worker, request: protocol.GenerateRequest, room: int
                  ) -> tuple[Chunks, Any, int]:
    """The prompt as libmtmd's chunks; a chat drops its oldest turns until it fits in
    ``room`` (images count their tokens), unless the request says ``truncate: false``."""
    from amdchat.engine.worker_generate import _too_long

    vision = worker.vision
    assert vision is not None
    messages = list(request["messages"])
    dropped = 0
    while True:
        marked, images = with_markers(vision, messages)
        rendered = worker.render(marked, request.get("think", ""))
        chunks = Chunks(vision, _with_bos(worker, rendered.text), images)
        count = chunks.n_tokens()
        if count <= room:
            return chunks, rendered, dropped
        chunks.close()
        first = 1 if messages and messages[0]["role"] == "system" else 0
        if len(messages) - first <= 1 or request.get("truncate", True) is False:
            raise _too_long(worker, count, room)
        del messages[first]
        dropped += 1


def _with_bos(worker: Worker, text: str) -> str:
    """The text with the model's BOS in front, as Worker.tokenize would add it."""
    bos = worker.model.bos if worker.model is not None else ""
    return text if not bos or text.startswith(bos) else bos + text


def generate(worker: Worker, request: protocol.GenerateRequest, sampling: protocol.Sampling,
             room: int, max_tokens: int) -> None:
    """A reply to messages that show images (worker_generate.generate's other half)."""
    from amdchat.engine.worker_generate import Reply

    request_id = request["id"]
    vision = worker.vision
    if vision is None:
        worker.emit(protocol.error(ErrorKind.NO_VISION, NO_VISION, request_id))
        return
    try:
        chunks, rendered, dropped = prompt_chunks(worker, request, room)
    except VisionError as exc:
        worker.emit(protocol.error(ErrorKind.BAD_IMAGE, str(exc), request_id))
        return
    except ValueError as exc:
        worker.emit(protocol.error(ErrorKind.TOO_LONG, str(exc), request_id))
        return
    seed = sampling.get("seed", -1)
    reply = Reply(worker, request_id, [], rendered, dropped,
                  seed if seed >= 0 else secrets.randbelow(2**31))
    reply.evaluate = lambda: evaluate(worker, vision, chunks)
    try:
        reply.run(sampling, min(max_tokens, worker.llm.n_ctx() - chunks.n_tokens()))
    finally:
        chunks.close()

