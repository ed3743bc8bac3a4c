"""What a header claims never sets the reader's memory or time.

Hostile headers are written as sparse files: a 64 MiB string costs a length
field and a hole, so the file on disk stays small while its header claims
gigabytes. The reader must skip what the app does not read (by moving past it,
never reading it), refuse what would cost more than a fixed budget, and stay
under a fixed memory and time bound whatever the file says.
"""

from __future__ import annotations

import struct
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

import pytest

from amdchat.gguf import GGUFError, read_local_header
from amdchat.gguf import reader as gguf_reader
from tests.helpers.hostile_gguf import ARRAY, STRING, U32, hole, string_value, write_gguf, write_key

MIB = 1 << 20
MEMORY_BOUND = 8 * MIB  # the reader's own working set: a 1 MiB read buffer and the header
TIME_BOUND = 1.0


@contextmanager
def _bounded() -> Iterator[None]:
    """Fails when the block takes more than MEMORY_BOUND of Python memory or TIME_BOUND."""
    tracemalloc.start()
    started = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - started
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < MEMORY_BOUND, f"the reader took {peak / MIB:.1f} MiB"
    assert elapsed < TIME_BOUND, f"the reader took {elapsed:.1f} s"


def test_big_strings_the_app_does_not_read_are_skipped_not_read(tmp_path: Path) -> None:
    """Six 16 MiB strings (96 MiB claimed, a few KB on disk) under keys nobody reads."""
    def body(out: BinaryIO) -> None:
        for i in range(6):
            string_value(out, f"junk.{i}", 16 * MIB)

    path = write_gguf(tmp_path / "big-strings.gguf", 6, body)
    with _bounded():
        header = read_local_header(path)
    assert header.architecture == "llama"
    assert "junk.0" not in header.metadata  # skipped, not decoded


def test_big_strings_inside_an_array_are_skipped_too(tmp_path: Path) -> None:
    def body(out: BinaryIO) -> None:
        write_key(out, "tokenizer.ggml.tokens")
        out.write(struct.pack("<IIQ", ARRAY, STRING, 16))
        for _ in range(16):
            out.write(struct.pack("<Q", 4 * MIB))
            hole(out, 4 * MIB)

    path = write_gguf(tmp_path / "big-tokens.gguf", 1, body)
    with _bounded():
        header = read_local_header(path)
    assert header.array_lengths["tokenizer.ggml.tokens"] == 16


def test_metadata_llama_cpp_would_read_whole_is_refused(tmp_path: Path) -> None:
    """64 strings of 64 MiB: skipped here, but llama.cpp reads every value into memory
    (4.3 GB in the worker), so the file is refused before a worker sees it."""
    def body(out: BinaryIO) -> None:
        for i in range(64):
            string_value(out, f"junk.{i}", 64 * MIB)

    path = write_gguf(tmp_path / "big-strings.gguf", 64, body)
    with _bounded(), pytest.raises(GGUFError, match="claims 67,108,864 bytes"):
        read_local_header(path)


def test_the_metadata_section_is_bounded_in_total(tmp_path: Path) -> None:
    def body(out: BinaryIO) -> None:
        write_key(out, "tokenizer.ggml.tokens")
        out.write(struct.pack("<IIQ", ARRAY, STRING, 16))
        for _ in range(16):
            out.write(struct.pack("<Q", 12 * MIB))
            hole(out, 12 * MIB)

    path = write_gguf(tmp_path / "big-tokens.gguf", 1, body)
    with _bounded(), pytest.raises(GGUFError, match="metadata takes more than 128 MiB"):
        read_local_header(path)


def test_a_huge_chat_template_is_refused(tmp_path: Path) -> None:
    """The strings the app does read are capped: a 2 MiB chat template is not a template."""
    path = write_gguf(tmp_path / "huge-template.gguf", 1,
                      lambda out: string_value(out, "tokenizer.chat_template", 2 * MIB))
    with _bounded(), pytest.raises(GGUFError, match="corrupt or hostile") as caught:
        read_local_header(path)
    assert "tokenizer.chat_template" in str(caught.value) and "2,097,152" in str(caught.value)


def test_a_400_mb_array_of_empty_strings_is_refused_at_once(tmp_path: Path) -> None:
    """50 million empty strings: walking them took 21 s; the declared count refuses them."""
    count = 50_000_000

    def body(out: BinaryIO) -> None:
        write_key(out, "tokenizer.ggml.merges")
        out.write(struct.pack("<IIQ", ARRAY, STRING, count))
        hole(out, 8 * count)  # zero lengths: empty strings

    path = write_gguf(tmp_path / "empty-strings.gguf", 1, body)
    with _bounded(), pytest.raises(GGUFError, match="corrupt or hostile") as caught:
        read_local_header(path)
    assert "50,000,000 strings" in str(caught.value)


def test_the_string_budget_is_for_the_whole_header(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Many arrays, each under the budget, add up: the budget counts them together."""
    monkeypatch.setattr(gguf_reader, "MAX_STRING_ITEMS", 1000)

    def arrays(n: int) -> Callable[[BinaryIO], None]:
        def body(out: BinaryIO) -> None:
            for i in range(n):
                write_key(out, f"junk.{i}")
                out.write(struct.pack("<IIQ", ARRAY, STRING, 400))
                hole(out, 8 * 400)
        return body

    assert read_local_header(write_gguf(tmp_path / "two.gguf", 2, arrays(2))).architecture
    with pytest.raises(GGUFError, match="1,000 a whole header may hold"):
        read_local_header(write_gguf(tmp_path / "three.gguf", 3, arrays(3)))


def test_kept_arrays_are_bounded_in_total(tmp_path: Path) -> None:
    """Thousands of per-layer-sized arrays: the first are kept, the rest only counted."""
    n_arrays = 200

    def body(out: BinaryIO) -> None:
        for i in range(n_arrays):
            write_key(out, f"llama.junk.{i}")
            out.write(struct.pack("<IIQ", ARRAY, U32, 1000))
            hole(out, 4 * 1000)

    path = write_gguf(tmp_path / "arrays.gguf", n_arrays, body)
    header = read_local_header(path)
    kept = sum(len(v) for v in header.metadata.values() if isinstance(v, list))
    assert 0 < kept <= gguf_reader.KEEP_ITEMS_TOTAL
    assert len(header.array_lengths) == n_arrays


def test_a_huge_tensor_name_is_refused(tmp_path: Path) -> None:
    with open(tmp_path / "name.gguf", "wb") as out:
        out.write(b"GGUF" + struct.pack("<IQQ", 3, 1, 0) + struct.pack("<Q", 64 * MIB))
        out.truncate(65 * MIB)
    with _bounded(), pytest.raises(GGUFError, match="a tensor name claims 67,108,864 bytes"):
        read_local_header(tmp_path / "name.gguf")
