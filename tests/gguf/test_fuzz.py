"""Damaged headers: whatever the bytes, the reader answers GGUFError or a header, quickly."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdchat.gguf import GGUFError, read_header

HEAD = 256 * 1024


@pytest.fixture(scope="module")
def real_head(model_path: Path) -> bytes:
    with open(model_path, "rb") as handle:
        return handle.read(HEAD)


class _Bytes:
    def __init__(self, data: bytes, size: int) -> None:
        self.data = data
        self.size = size

    def read(self, offset: int, length: int) -> bytes:
        return self.data[offset:offset + length]


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, 4096), st.binary(min_size=1, max_size=8)),
                      min_size=1, max_size=6),
       claimed_size=st.sampled_from([HEAD, 2**40, 30]))
def test_mutated_headers_fail_cleanly(real_head: bytes, edits: list[tuple[int, bytes]],
                                      claimed_size: int) -> None:
    data = bytearray(real_head)
    for offset, patch in edits:
        data[offset:offset + len(patch)] = patch
    started = time.perf_counter()
    try:
        header = read_header(_Bytes(bytes(data), claimed_size))
    except GGUFError as exc:
        assert str(exc)  # a reason the user can read
    else:
        assert header.version in (2, 3)
    assert time.perf_counter() - started < 2.0
