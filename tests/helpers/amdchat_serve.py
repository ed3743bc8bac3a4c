"""`amdchat serve` in its own process for a test, its base URL read from what it prints.

``prefix`` runs it under another command first (``ip netns exec NAME``: a server on
"another computer"); ``host`` is what it listens on.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path


class AmdchatServe:
    def __init__(self, model: Path, *extra: str, prefix: tuple[str, ...] = (),
                 host: str = "127.0.0.1", start_s: float = 120.0) -> None:
        command = [*prefix, sys.executable, "-m", "amdchat", "serve", "--model", str(model),
                   "--backend", "cpu", "--ctx", "1024", "--port", "0", "--host", host, *extra]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, text=True)
        self.log: list[str] = []
        self.url = ""
        announced = threading.Event()
        self._reader = threading.Thread(target=self._follow, args=(announced,), daemon=True)
        self._reader.start()
        if not announced.wait(start_s) or not self.url:
            self.stop()
            raise AssertionError("amdchat serve did not start:\n" + "\n".join(self.log))

    def _follow(self, announced: threading.Event) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.log.append(line.rstrip("\n"))
            if " at http://" in line and not self.url:
                self.url = line.split(" at ", 1)[1].split()[0]
                announced.set()
        announced.set()  # it ended without saying where

    def stop(self) -> int:
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
