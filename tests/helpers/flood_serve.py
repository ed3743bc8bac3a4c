"""``amdchat serve`` at a low open-file limit, for the partial-header flood (its test and
benchmarks/bench_hostile.py)."""

from __future__ import annotations

import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

KEY = "flood-test-key"
FILE_LIMIT = 256


def low_file_limit() -> None:
    import resource  # POSIX only (the flood test runs on Linux)

    resource.setrlimit(resource.RLIMIT_NOFILE, (FILE_LIMIT, FILE_LIMIT))


class LowLimitServe:
    def __init__(self, model: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "amdchat", "serve", "--port", "0", "--model", str(model),
             "--backend", "cpu", "--ctx", "512", "--api-key", KEY],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=low_file_limit)
        self.err = bytearray()
        self.url = ""
        self._started = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        assert self._started.wait(120) and self.url, self.err.decode(errors="replace")

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.err += line
            text = line.decode(errors="replace")
            if " at http://" in text:
                self.url = text.split(" at ", 1)[1].split()[0].removesuffix("/v1")
                self._started.set()
        self._started.set()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._reader.join(5)
        assert self.process.stderr is not None
        self.process.stderr.close()


def get(url: str, key: str = "") -> tuple[int, bytes]:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}"} if key
                                     else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()
