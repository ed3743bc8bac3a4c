"""An `amdchat serve` process for tests that drive it with real clients."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from typing import Any

import openai


class ServedApi:
    """`amdchat serve` on a free port; its log lines kept."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "amdchat", "serve", "--port", "0", *args],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.url = ""
        self._client: openai.OpenAI | None = None
        self._started = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        if not self._started.wait(120) or not self.url:
            self.process.kill()
            self.process.wait()
            raise AssertionError("the server did not start:\n" + "\n".join(self.lines))

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append(line.rstrip("\n"))
            if " at http://" in line:
                self.url = line.split(" at ", 1)[1].split()[0]
                self._started.set()
        self._started.set()

    def client(self) -> openai.OpenAI:
        """One client per server, closed with it (its pooled sockets too)."""
        if self._client is None:
            self._client = openai.OpenAI(base_url=self.url, api_key="none", max_retries=0,
                                         timeout=300)
        return self._client

    def model_id(self) -> str:
        return self.client().models.list().data[0].id

    def post(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """A raw POST (for what the SDK would not send as it is)."""
        request = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                         method="POST",
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=300) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def stream_lines(self, path: str, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The data objects of a streamed answer, [DONE] left out."""
        request = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                         method="POST",
                                         headers={"Content-Type": "application/json"})
        events = []
        with urllib.request.urlopen(request, timeout=300) as response:
            for raw in response.read().decode().split("\n\n"):
                data = raw.removeprefix("data: ").strip()
                if data and data != "[DONE]":
                    events.append(json.loads(data))
        return events

    def stop(self) -> int:
        if self._client is not None:
            self._client.close()
        self.process.terminate()
        code = self.process.wait(15)
        assert self.process.stderr is not None
        self.process.stderr.close()
        return code
