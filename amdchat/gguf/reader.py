"""A GGUF header reader with hard limits.

Reads the key/value metadata and the tensor table, never the weights. Every
count and length is checked against limits and against the file size before
anything is allocated, so a hostile or broken header fails with a clear
GGUFError instead of allocating gigabytes or hanging.

What the file claims never sets the reader's memory or time. It keeps only
what the app reads: every scalar (under a key of at most MAX_KEPT_KEY bytes),
the few strings in KEPT_STRINGS (each at most MAX_KEPT_STRING), and short
scalar arrays (per-layer head counts) while their total stays under
KEEP_ITEMS_TOTAL. Every other value is skipped by
moving the read position, never read: a string of any length, a scalar
array of any length, only its item count kept. An array of strings cannot be
skipped in one step (each item's length must be read to find the next), so
the header as a whole may hold at most MAX_STRING_ITEMS such items; a header
that declares more is refused as corrupt or hostile before any is walked.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat.gguf.source import ByteSource, FileSource

MAGIC = b"GGUF"
MAX_TENSORS = 100_000  # the largest real models have a few thousand
MAX_KV = 10_000  # real models have tens of keys
MAX_KEY = 65_535  # the GGUF spec's limit on a key's length
MAX_KEPT_KEY = 256  # longer keys are read past, never kept (real ones: under 64 bytes)
MAX_TENSOR_NAME = 256  # llama.cpp refuses names of GGML_MAX_NAME (64) bytes or more
MAX_KEPT_STRING = 1 << 20  # a chat template of 1 MiB is plenty (real ones: a few KB)
MAX_ARRAY = 50_000_000
MAX_STRING_ITEMS = 2_000_000  # all string arrays together: real vocab + merges < 1M
MAX_DIMS = 4  # GGML_MAX_DIMS
# llama.cpp reads every key and value into memory (and llama-cpp-python copies each
# string value into Python): what the app skips still costs the worker, so the whole
# metadata section and any one string are bounded. Real models: a few MB to ~20 MB.
MAX_METADATA = 128 << 20
MAX_STRING = 16 << 20  # one string value (real ones: a template or a licence, KBs)
KEEP_ARRAY_ITEMS = 1024  # a per-layer array; longer ones (token lists) keep their length only
KEEP_ITEMS_TOTAL = 65_536  # kept array items, all arrays together
KEPT_STRINGS = frozenset({"general.architecture", "general.name", "tokenizer.chat_template"})
CHUNK = 1 << 20
HOSTILE = "a corrupt or hostile header"

# GGUF value type -> struct format for scalars
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
            10: "<Q", 11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9
_U64 = struct.Struct("<Q")


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

    def skip(self, length: int) -> None:
        """Move past ``length`` bytes without reading them."""
        if length < 0 or self.pos + length > self.source.size:
            self.take(length)  # raises the "runs past the end" error
        self.pos += length

    def skip_strings(self, count: int) -> None:
        """Move past ``count`` strings, reading only their lengths (8 bytes each)."""
        for _ in range(count):
            start = self.pos - self._buf_start
            if start >= 0 and start + 8 <= len(self._buf):
                length = _U64.unpack_from(self._buf, start)[0]
                self.pos += 8
            else:
                length = self.u64()
            self.skip(length)

    def scalar(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def u32(self) -> int:
        return int(self.scalar("<I"))

    def u64(self) -> int:
        return int(self.scalar("<Q"))

    def string(self, what: str, limit: int) -> str:
        length = self.u64()
        if length > limit:
            raise GGUFError(f"{what} claims {length:,} bytes (limit {limit:,}): {HOSTILE}")
        return self.take(length).decode("utf-8", errors="replace")


class _Budget:
    """What the whole header may still cost: string items to walk, array items to keep."""

    def __init__(self) -> None:
        self.string_items = MAX_STRING_ITEMS
        self.kept_items = KEEP_ITEMS_TOTAL


def _read_value(cur: _Cursor, vtype: int, key: str, lengths: dict[str, int],
                budget: _Budget) -> Any:
    """The value, or None for one the app does not read (skipped, not decoded)."""
    if vtype in _SCALARS:
        return cur.scalar(_SCALARS[vtype])
    if vtype == _STRING:
        if key in KEPT_STRINGS:
            return cur.string(f"the value of {key!r}", MAX_KEPT_STRING)
        length = cur.u64()
        if length > MAX_STRING:
            raise GGUFError(f"the value of {key!r} claims {length:,} bytes (limit "
                            f"{MAX_STRING:,}): {HOSTILE}")
        cur.skip(length)
        return None
    if vtype == _ARRAY:
        return _read_array(cur, key, lengths, budget)
    raise GGUFError(f"key {key!r} has unknown value type {vtype}")


def _read_array(cur: _Cursor, key: str, lengths: dict[str, int], budget: _Budget) -> Any:
    item_type = cur.u32()
    count = cur.u64()
    if count > MAX_ARRAY:
        raise GGUFError(f"array {key!r} claims {count:,} items (limit {MAX_ARRAY:,})")
    lengths[key] = count
    if item_type == _ARRAY:
        raise GGUFError(f"array {key!r} holds arrays, which GGUF files never do")
    if item_type in _SCALARS:
        size = struct.calcsize(_SCALARS[item_type])
        if count > KEEP_ARRAY_ITEMS or count > budget.kept_items:
            cur.skip(size * count)
            return None
        budget.kept_items -= count
        return [cur.scalar(_SCALARS[item_type]) for _ in range(count)]
    if item_type == _STRING:
        if count > budget.string_items:
            raise GGUFError(
                f"array {key!r} claims {count:,} strings, more than the "
                f"{MAX_STRING_ITEMS:,} a whole header may hold: {HOSTILE}")
        budget.string_items -= count
        cur.skip_strings(count)
        return None
    raise GGUFError(f"array {key!r} has unknown item type {item_type}")


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
    budget = _Budget()
    for _ in range(n_kv):
        key = cur.string("a key", MAX_KEY)
        keep = len(key) <= MAX_KEPT_KEY
        value = _read_value(cur, cur.u32(), key, lengths if keep else {}, budget)
        if value is not None and keep:
            metadata[key] = value
        if cur.pos > MAX_METADATA:
            raise GGUFError(f"its metadata takes more than {MAX_METADATA >> 20} MiB (real "
                            f"models hold a few MB), which llama.cpp would read whole "
                            f"into memory: {HOSTILE}")
    tensors = []
    for _ in range(n_tensors):
        name = cur.string("a tensor name", MAX_TENSOR_NAME)
        n_dims = cur.u32()
        if n_dims > MAX_DIMS:
            raise GGUFError(f"tensor {name!r} claims {n_dims} dimensions (at most {MAX_DIMS})")
        shape = tuple(cur.u64() for _ in range(n_dims))
        ggml_type = cur.u32()
        offset = cur.u64()
        tensors.append(TensorInfo(name, shape, ggml_type, offset,
                                  _tensor_bytes(ggml_type, shape, name)))
    if len(source.read(cur.pos - 1, 1)) != 1:  # skipped bytes were never read: is the end there?
        raise GGUFError(f"short read at byte {cur.pos - 1:,}: the file is truncated")
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
