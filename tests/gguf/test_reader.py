"""The GGUF header reader on the real model and on hostile headers."""

from __future__ import annotations

import os
import struct
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from amdchat.gguf import GGUFError, read_header, read_local_header
from amdchat.gguf.source import RangeSource
from amdchat.modelfile import ModelFileError, check_model_file


def test_reads_the_real_model(model_path: Path) -> None:
    header = read_local_header(model_path)
    assert header.architecture == "gemma3"
    assert header.quantization == "Q4_K_M"
    assert header.block_count == 18
    assert header.context_length == 32768
    assert 250_000_000 < header.parameter_count < 300_000_000  # "270M"
    assert header.data_end == header.file_size  # a complete file ends with its last tensor
    assert header.chat_template == ""  # the base model has none: see templates
    assert header.array_lengths["tokenizer.ggml.tokens"] == 262144


def test_reads_through_byte_ranges_too(model_path: Path) -> None:
    data = model_path.read_bytes()[:16 * 1024 * 1024]
    fetched: list[tuple[int, int]] = []

    def fetch(offset: int, length: int) -> bytes:
        fetched.append((offset, length))
        return data[offset:offset + length]

    header = read_header(RangeSource(model_path.stat().st_size, fetch))
    assert header.architecture == "gemma3" and len(header.tensors) == 236
    assert sum(length for _, length in fetched) < 16 * 1024 * 1024


def _header(n_tensors: int, n_kv: int, body: bytes = b"") -> bytes:
    return b"GGUF" + struct.pack("<IQQ", 3, n_tensors, n_kv) + body


class _Bytes:
    def __init__(self, data: bytes, claimed_size: int | None = None) -> None:
        self.data = data
        self.size = claimed_size if claimed_size is not None else len(data)

    def read(self, offset: int, length: int) -> bytes:
        return self.data[offset:offset + length]


@pytest.mark.parametrize(("data", "message"), [
    (b"PK\x03\x04" + b"\0" * 40, "does not start with 'GGUF'"),
    (b"GGUF" + struct.pack("<IQQ", 9, 0, 0), "version 9"),
    (_header(10**12, 1), "claims"),
    (_header(0, 1, struct.pack("<Q", 2**60)), "a key claims"),
    (_header(0, 1, struct.pack("<Q", 1) + b"k" + struct.pack("<IIQ", 9, 4, 2**40)),
     "claims 1,099,511,627,776 items"),
    (_header(0, 1, struct.pack("<Q", 1) + b"k" + struct.pack("<I", 77)), "unknown value type"),
    (_header(0, 2, struct.pack("<Q", 1) + b"k" + struct.pack("<I", 4) + b"\1\0\0\0"),
     "runs past the end"),
    (b"GGUF", "too small"),
])
def test_rejects_bad_headers_without_big_allocations(data: bytes, message: str) -> None:
    with pytest.raises(GGUFError, match=message):
        read_header(_Bytes(data + b"\0" * max(0, 24 - len(data)) if len(data) > 8 else data))


def test_a_source_that_lies_about_its_size_is_caught() -> None:
    data = _header(0, 1, struct.pack("<Q", 5) + b"hello" + struct.pack("<I", 8)
                   + struct.pack("<Q", 1000))
    with pytest.raises(GGUFError, match=r"short read|past the end"):
        read_header(_Bytes(data, claimed_size=len(data) + 5000))


def test_too_many_dimensions() -> None:
    tensor = struct.pack("<Q", 1) + b"t" + struct.pack("<I", 9)
    with pytest.raises(GGUFError, match="9 dimensions"):
        read_header(_Bytes(_header(1, 0, tensor) + b"\0" * 64))


def _within(call: Callable[[], object], seconds: float = 5.0) -> object:
    """``call``'s result or exception, from a thread: a call that blocks fails the test
    instead of hanging it."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"blocked for {seconds} s"
    return outcome[0]


def _check_within(path: Path) -> ModelFileError:
    error = _within(lambda: check_model_file(path))
    assert isinstance(error, ModelFileError), error
    return error


def test_a_fifo_is_not_a_folder_and_is_never_read(tmp_path: Path) -> None:
    """A FIFO with no writer: opening it would block for ever; stat says what it is first."""
    os.mkfifo(tmp_path / "model.gguf")
    error = _check_within(tmp_path / "model.gguf")
    assert error.kind == "not_regular"
    assert "not a regular file but a pipe (FIFO)" in str(error) and "folder" not in str(error)


def test_a_device_is_not_a_folder_and_is_never_read() -> None:
    """/dev/zero would read zeros for ever."""
    error = _check_within(Path("/dev/zero"))
    assert error.kind == "not_regular" and "a character device" in str(error)


def test_a_symlink_loop_is_named_as_such(tmp_path: Path) -> None:
    (tmp_path / "a.gguf").symlink_to("b.gguf")
    (tmp_path / "b.gguf").symlink_to("a.gguf")
    error = _check_within(tmp_path / "a.gguf")
    assert error.kind == "link_loop" and "leads back to itself" in str(error)


def test_the_reader_refuses_a_fifo_put_in_a_files_place(tmp_path: Path) -> None:
    """Between the check and the read a file may be replaced: the reader checks again."""
    os.mkfifo(tmp_path / "model.gguf")
    error = _within(lambda: read_local_header(tmp_path / "model.gguf"))
    assert isinstance(error, OSError) and "not a regular file" in str(error)
