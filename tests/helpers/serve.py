"""`amdchat serve` in its own process for a test: its base URL read from what it prints,
its stderr lines kept, clients and raw requests at hand.

How it is started: ``prefix`` runs it under another command first (``ip netns exec
NAME``: a server on "another computer"); ``file_limit`` lowers its open-file limit (the
connection flood); ``umask`` is the one a user's session has; ``env`` adds to its
environment. ``model_args`` gives the usual arguments for the test model on the CPU.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import openai

# The partial-header flood (tests/api/test_connection_flood.py, benchmarks/bench_hostile.py)
FLOOD_KEY = "flood-test-key"
FLOOD_FILE_LIMIT = 256


def model_args(model: Path, *extra: str, ctx: int = 1024) -> tuple[str, ...]:
    """Serve ``model`` on the CPU at a context of ``ctx`` tokens, then ``extra``."""
    return ("--model", str(model), "--backend", "cpu", "--ctx", str(ctx), *extra)


def flood_target(model: Path) -> Served:
    """The model served with a key, at an open-file limit a flood can reach."""
    return Served(*model_args(model, "--api-key", FLOOD_KEY, ctx=512),
                  file_limit=FLOOD_FILE_LIMIT)


class Served:
    """`amdchat serve --port 0 *args`, started and waited for (``start_s``)."""

    def __init__(self, *args: str, prefix: tuple[str, ...] = (), file_limit: int | None = None,
                 umask: int | None = None, env: Mapping[str, str] | None = None,
                 start_s: float = 120.0) -> None:
        command = [*prefix, sys.executable, "-m", "amdchat", "serve", "--port", "0", *args]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            errors="replace", env={**os.environ, **(env or {})},
            preexec_fn=_limits(file_limit, umask))
        self.lines: list[str] = []  # its stderr: the start, one line per request, the end
        self.url = ""  # as it says it: http://host:port/v1
        self._clients: dict[str, openai.OpenAI] = {}
        announced = threading.Event()
        self._reader = threading.Thread(target=self._follow, args=(announced,), daemon=True)
        self._reader.start()
        if not announced.wait(start_s) or not self.url:
            self.stop()
            raise AssertionError("amdchat serve did not start:\n" + self.said())

    def _follow(self, announced: threading.Event) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append(line.rstrip("\n"))
            if " at http://" in line and not self.url:
                self.url = line.split(" at ", 1)[1].split()[0]
                announced.set()
        announced.set()  # it ended without saying where

    @property
    def root(self) -> str:
        """http://host:port, without the API's /v1."""
        return self.url.removesuffix("/v1")

    @property
    def port(self) -> int:
        return int(self.root.rsplit(":", 1)[1])

    def said(self) -> str:
        return "\n".join(self.lines)

    def log_after(self, mark: int, count: int, endpoint: str) -> list[str]:
        """The lines of requests to ``endpoint`` logged since line ``mark``, once ``count``
        have come (or after 10 s). A line is logged a moment after the client has its
        answer: the line of the test before's last request may come after the mark, so
        only this endpoint counts."""
        deadline = time.monotonic() + 10
        while True:
            lines = [line for line in self.lines[mark:] if line.startswith(f"POST {endpoint} ")]
            if len(lines) >= count or time.monotonic() > deadline:
                return lines
            time.sleep(0.05)

    def client(self, key: str = "none") -> openai.OpenAI:
        """One client per key, closed with the server (its pooled sockets too)."""
        if key not in self._clients:
            self._clients[key] = openai.OpenAI(base_url=self.url, api_key=key, max_retries=0,
                                               timeout=300)
        return self._clients[key]

    def model_id(self) -> str:
        return self.client().models.list().data[0].id

    def get(self, path: str, key: str = "") -> tuple[int, bytes]:
        """A raw GET of ``path`` under the root (/health, /v1/models), with ``key``."""
        request = urllib.request.Request(self.root + path, headers={
            "Authorization": f"Bearer {key}"} if key else {})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def post(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """A raw POST under the API (for what the SDK would not send as it is)."""
        try:
            with urllib.request.urlopen(self._json_request(path, body), timeout=300) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def stream_lines(self, path: str, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The data objects of a streamed answer, [DONE] left out."""
        events = []
        with urllib.request.urlopen(self._json_request(path, body), timeout=300) as response:
            for raw in response.read().decode().split("\n\n"):
                data = raw.removeprefix("data: ").strip()
                if data and data != "[DONE]":
                    events.append(json.loads(data))
        return events

    def _json_request(self, path: str, body: dict[str, Any]) -> urllib.request.Request:
        return urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                      method="POST",
                                      headers={"Content-Type": "application/json"})

    def stop(self) -> int:
        """SIGTERM (killed after 15 s); its exit code. Safe to call again."""
        for client in self._clients.values():
            client.close()
        self._clients.clear()
        if self.process.poll() is None:
            self.process.terminate()
        try:
            code = self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self._reader.join(5)  # it read to the end: the pipe can close
        assert self.process.stderr is not None
        self.process.stderr.close()
        return code


def _limits(file_limit: int | None, umask: int | None) -> Callable[[], None] | None:
    """What the child sets before it runs amdchat (POSIX only)."""
    if file_limit is None and umask is None:
        return None

    def apply() -> None:
        if file_limit is not None:
            import resource  # POSIX only

            resource.setrlimit(resource.RLIMIT_NOFILE, (file_limit, file_limit))
        if umask is not None:
            os.umask(umask)

    return apply
