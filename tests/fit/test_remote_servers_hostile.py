"""cache/rpc-servers.json that is not what amdchat wrote: every fit reads it, so each bad
form is read as "never checked" (the next good check rewrites it), at once, and a cache
that cannot be written does not fail the check."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from amdchat import paths
from amdchat.engine.rpc_probe import PROTOCOL, RemoteDevice, ServerInfo
from amdchat.fit import remote_servers
from amdchat.fit.remote_servers import KNOWN_FILE, MAX_FILE_BYTES, last_known, remember

SERVER = "192.168.1.20:50052"


def _known_file() -> Path:
    path = paths.cache_dir() / KNOWN_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _good_info() -> ServerInfo:
    return ServerInfo(SERVER, PROTOCOL, [RemoteDevice(0, 3 * 2**30, 8 * 2**30)], 0.4)


@pytest.mark.parametrize("content", [
    b'{"192.168.1.20:50052": {"devices": [{"index": 0, "free_bytes": 1e400, '
    b'"total_bytes": 1}], "version": "7.0.0", "checked_at": 1}}',  # OverflowError
    b"[" * 200_000 + b"]" * 200_000,  # RecursionError
    b"\xff\xfe{}",  # not UTF-8
    b'{"192.168.1.20:50052": {"devices": "x", "version": 7}}',
], ids=["infinite-bytes", "nested-deep", "not-utf8", "wrong-types"])
def test_a_damaged_file_reads_as_never_checked(content: bytes) -> None:
    _known_file().write_bytes(content)
    assert last_known(SERVER) is None
    remember(_good_info())  # the next good check replaces it
    found = last_known(SERVER)
    assert found is not None and found[0].free_bytes == 3 * 2**30


def test_a_file_over_the_limit_is_not_read() -> None:
    entry = _good_info().as_dict() | {"checked_at": 5.0, "padding": "x" * MAX_FILE_BYTES}
    import json

    _known_file().write_text(json.dumps({SERVER: entry}), encoding="utf-8")
    assert last_known(SERVER) is None
    entry.pop("padding")
    _known_file().write_text(json.dumps({SERVER: entry}), encoding="utf-8")
    assert last_known(SERVER) is not None  # the same entry, of a sane size, is read


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_does_not_hang_the_fit() -> None:
    os.mkfifo(_known_file())
    found: list[object] = []
    reader = threading.Thread(target=lambda: found.append(last_known(SERVER)), daemon=True)
    reader.start()
    reader.join(5)  # it hung for ever, with no writer on the pipe
    assert not reader.is_alive() and found == [None]


def test_a_cache_that_cannot_be_written_does_not_fail_the_check() -> None:
    _known_file().mkdir()  # where the file goes: the replace fails (IsADirectoryError)
    remember(_good_info())
    assert last_known(SERVER) is None
    remote_servers.forget_recent()
