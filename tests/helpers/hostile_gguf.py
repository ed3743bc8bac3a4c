"""GGUF headers written by hand, byte by byte, for the reader's hostile cases: a string or an
array the header claims is left as a hole (a sparse file), so a file of a few KiB on disk
can claim gigabytes."""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

STRING, ARRAY, U32 = 8, 9, 4  # GGUF value types


def write_key(out: BinaryIO, name: str) -> None:
    out.write(struct.pack("<Q", len(name)) + name.encode())


def hole(out: BinaryIO, length: int) -> None:
    out.seek(length, 1)


def string_value(out: BinaryIO, name: str, length: int) -> None:
    """A string of ``length`` zero bytes, left as a hole in the file."""
    write_key(out, name)
    out.write(struct.pack("<IQ", STRING, length))
    hole(out, length)


def write_gguf(path: Path, n_kv: int, body: Callable[[BinaryIO], None]) -> Path:
    with open(path, "wb") as out:
        out.write(b"GGUF" + struct.pack("<IQQ", 3, 0, n_kv + 1))
        write_key(out, "general.architecture")
        out.write(struct.pack("<IQ", STRING, 5) + b"llama")
        body(out)
        out.write(b"\0" * 32)  # the (empty) data section, aligned
    return path
