"""`amdchat serve` as a child process, for tests that drive it with the openai client."""

from __future__ import annotations

import subprocess
import sys
import threading

import openai


class ServeProcess:
    """An `amdchat serve --port 0 ...` process; ``url`` once it listens."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "amdchat", "serve", "--port", "0", *args],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.url = ""
        started = threading.Event()

        def read() -> None:
            assert self.process.stderr is not None
            for line in self.process.stderr:
                self.lines.append(line.rstrip("\n"))
                if " at http://" in line:
                    self.url = line.split(" at ", 1)[1].split()[0]
                    started.set()
            started.set()

        threading.Thread(target=read, daemon=True).start()
        if not started.wait(120) or not self.url:
            self.process.kill()
            self.process.wait()
            raise AssertionError("the server did not start:\n" + "\n".join(self.lines))

    def client(self) -> openai.OpenAI:
        return openai.OpenAI(base_url=self.url, api_key="none", max_retries=0, timeout=120)

    def stop(self) -> int:
        self.process.terminate()
        code = self.process.wait(15)
        assert self.process.stderr is not None
        self.process.stderr.close()
        return code
