"""A GGUF header reader with hard limits.

Reads the key/value metadata and the tensor table, never the weights. Every
count and length is checked against limits and against the file size before
anything is allocated, so a hostile or broken header fails with a clear
GGUFError instead of allocating gigabytes or hanging.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat.gguf.source import ByteSource, FileSource

MAGIC = b"GGUF"
MAX_TENSORS = 1_000_000
MAX_KV = 100_000
MAX_STRING = 64 * 1024 * 1024  # the longest tokenizer/chat-template strings are a few MB
MAX_ARRAY = 50_000_000
MAX_DIMS = 4  # GGML_MAX_DIMS
KEEP_ARRAY_ITEMS = 64  # longer arrays (token lists) are skipped, only their length kept
CHUNK = 1 << 20

# GGUF value type -> struct format for scalars
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
            10: "<Q", 11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9


class GGUFError(ValueError):
    """The data is not a readable GGUF header; the message says why."""


@dataclass(frozen=True)
class TensorInfo:
    name: str
    shape: tuple[int, ...]
    ggml_type: int
    offset: int  # relative to the start of the data section
    n_bytes: int


@dataclass
class GGUFHeader:
    version: int
    metadata: dict[str, Any]
    tensors: list[TensorInfo]
    data_offset: int
    file_size: int
    array_lengths: dict[str, int] = field(default_factory=dict)

    @property
    def architecture(self) -> str:
        return str(self.metadata.get("general.architecture", ""))

    @property
    def name(self) -> str:
        return str(self.metadata.get("general.name", ""))

    @property
    def chat_template(self) -> str:
        return str(self.metadata.get("tokenizer.chat_template", ""))

    @property
    def context_length(self) -> int | None:
        value = self.metadata.get(f"{self.architecture}.context_length")
        return int(value) if isinstance(value, int) else None

    @property
    def block_count(self) -> int | None:
        value = self.metadata.get(f"{self.architecture}.block_count")
        return int(value) if isinstance(value, int) else None

    @property
    def data_end(self) -> int:
        """Where the last tensor's bytes end: the least size a complete file has."""
        if not self.tensors:
            return self.data_offset
        return self.data_offset + max(t.offset + t.n_bytes for t in self.tensors)

    @property
    def parameter_count(self) -> int:
        total = 0
        for tensor in self.tensors:
            count = 1
            for dim in tensor.shape:
                count *= dim
            total += count
        return total

    @property
    def quantization(self) -> str:
        """The file type as llama.cpp names it (Q4_K_M, F16...), or '' if unknown."""
        file_type = self.metadata.get("general.file_type")
        if not isinstance(file_type, int):
            return ""
        from gguf import LlamaFileType  # numpy-heavy import: only when asked

        try:
            return LlamaFileType(file_type).name.removeprefix("MOSTLY_")
        except ValueError:
            return f"type {file_type}"


class _Cursor:
    """Sequential reads over a ByteSource, fetched in chunks."""

    def __init__(self, source: ByteSource, chunk: int = CHUNK) -> None:
        self.source = source
        self.chunk = chunk
        self.pos = 0
        self._buf = b""
        self._buf_start = 0

    def take(self, length: int) -> bytes:
        if length < 0 or self.pos + length > self.source.size:
            raise GGUFError(
                f"the header runs past the end of the file (needs byte {self.pos + length:,}, "
                f"the file has {self.source.size:,}): the file is truncated or not GGUF"
            )
        start = self.pos - self._buf_start
        if start < 0 or start + length > len(self._buf):
            want = max(length, self.chunk)
            want = min(want, self.source.size - self.pos)
            self._buf = self.source.read(self.pos, want)
            self._buf_start = self.pos
            if len(self._buf) < length:
                raise GGUFError(f"short read at byte {self.pos:,}: the file is truncated")
            start = 0
        self.pos += length
        return self._buf[start:start + length]

    def scalar(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def u32(self) -> int:
        return int(self.scalar("<I"))

    def u64(self) -> int:
        return int(self.scalar("<Q"))

    def string(self) -> str:
        length = self.u64()
        if length > MAX_STRING:
            raise GGUFError(f"a string claims {length:,} bytes (limit {MAX_STRING:,})")
        return self.take(length).decode("utf-8", errors="replace")

    def skip_string(self) -> None:
        length = self.u64()
        if length > MAX_STRING:
            raise GGUFError(f"a string claims {length:,} bytes (limit {MAX_STRING:,})")
        self.take(length)


def _read_value(cur: _Cursor, vtype: int, key: str, lengths: dict[str, int]) -> Any:
    if vtype in _SCALARS:
        return cur.scalar(_SCALARS[vtype])
    if vtype == _STRING:
        return cur.string()
    if vtype == _ARRAY:
        item_type = cur.u32()
        count = cur.u64()
        if count > MAX_ARRAY:
            raise GGUFError(f"array {key!r} claims {count:,} items (limit {MAX_ARRAY:,})")
        lengths[key] = count
        if item_type == _ARRAY:
            raise GGUFError(f"array {key!r} holds arrays, which GGUF files never do")
        if item_type in _SCALARS:
            size = struct.calcsize(_SCALARS[item_type])
            if count > KEEP_ARRAY_ITEMS:
                cur.take(size * count)
                return None
            return [cur.scalar(_SCALARS[item_type]) for _ in range(count)]
        if item_type == _STRING:
            if count > KEEP_ARRAY_ITEMS:
                for _ in range(count):
                    cur.skip_string()
                return None
            return [cur.string() for _ in range(count)]
        raise GGUFError(f"array {key!r} has unknown item type {item_type}")
    raise GGUFError(f"key {key!r} has unknown value type {vtype}")


def _tensor_bytes(ggml_type: int, shape: tuple[int, ...], name: str) -> int:
    from gguf import GGML_QUANT_SIZES, GGMLQuantizationType

    try:
        block, type_size = GGML_QUANT_SIZES[GGMLQuantizationType(ggml_type)]
    except (ValueError, KeyError):
        raise GGUFError(f"tensor {name!r} has unknown type {ggml_type}") from None
    count = 1
    for dim in shape:
        count *= dim
    if shape and shape[0] % block:
        raise GGUFError(f"tensor {name!r}: row of {shape[0]} is not a multiple of {block}")
    return count // block * type_size


def read_header(source: ByteSource) -> GGUFHeader:
    """Parse the header of ``source``; raise GGUFError on anything wrong."""
    cur = _Cursor(source)
    if source.size < 24:
        raise GGUFError(f"the file is only {source.size} bytes, too small to be GGUF")
    magic = cur.take(4)
    if magic != MAGIC:
        raise GGUFError(f"it does not start with 'GGUF' (found {magic!r}): not a GGUF model")
    version = cur.u32()
    if version not in (2, 3):
        raise GGUFError(f"GGUF version {version} is not supported (2 and 3 are)")
    n_tensors = cur.u64()
    n_kv = cur.u64()
    if n_tensors > MAX_TENSORS or n_kv > MAX_KV:
        raise GGUFError(f"the header claims {n_tensors:,} tensors and {n_kv:,} keys: corrupt")
    metadata: dict[str, Any] = {}
    lengths: dict[str, int] = {}
    for _ in range(n_kv):
        key = cur.string()
        metadata[key] = _read_value(cur, cur.u32(), key, lengths)
    tensors = []
    for _ in range(n_tensors):
        name = cur.string()
        n_dims = cur.u32()
        if n_dims > MAX_DIMS:
            raise GGUFError(f"tensor {name!r} claims {n_dims} dimensions (at most {MAX_DIMS})")
        shape = tuple(cur.u64() for _ in range(n_dims))
        ggml_type = cur.u32()
        offset = cur.u64()
        tensors.append(TensorInfo(name, shape, ggml_type, offset,
                                  _tensor_bytes(ggml_type, shape, name)))
    alignment = metadata.get("general.alignment", 32)
    if not isinstance(alignment, int) or alignment <= 0 or alignment & (alignment - 1):
        raise GGUFError(f"general.alignment {alignment!r} is not a power of two")
    data_offset = (cur.pos + alignment - 1) // alignment * alignment
    return GGUFHeader(version, metadata, tensors, data_offset, source.size, lengths)


def read_local_header(path: Path) -> GGUFHeader:
    source = FileSource(path)
    try:
        return read_header(source)
    finally:
        source.close()
