"""Connections that never finish their headers cannot lock out the API (issue 24.2).

``amdchat serve`` runs with a low open-file limit (256); more connections than that
send half a request line and stop. A request with the key and ``/health`` must still
be answered within seconds, and the server's stderr stays a few lines long (it wrote a
traceback per connection: 272 MB in 25 s).
"""

from __future__ import annotations

import json
import socket
import sys
import time
from pathlib import Path

import pytest

from tests.helpers.serve import FLOOD_FILE_LIMIT, FLOOD_KEY, flood_target

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(sys.platform == "win32", reason="POSIX file limits")]

def test_half_sent_headers_do_not_lock_out_the_key_holder(model_path: Path) -> None:
    served = flood_target(model_path)
    stalled: list[socket.socket] = []
    try:
        for _ in range(FLOOD_FILE_LIMIT + 150):
            sock = socket.socket()
            sock.settimeout(2)
            try:
                sock.connect(("127.0.0.1", served.port))
                sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never ends
            except OSError:
                sock.close()
                continue
            stalled.append(sock)
        started = time.monotonic()
        status, body = served.get("/v1/models", FLOOD_KEY)
        assert status == 200 and b'"data"' in body, (status, body)
        status, body = served.get("/health")
        assert status == 200 and json.loads(body) == {"status": "ok"}, (status, body)
        assert time.monotonic() - started < 8
        # the model's name only to the key holder (issue 24.7)
        status, body = served.get("/health", FLOOD_KEY)
        assert json.loads(body)["model"] == model_path.stem
    finally:
        for sock in stalled:
            sock.close()
        served.stop()
    said = served.said()
    print(said)
    assert len(said) < 20_000, said[-3000:]
