"""The Qt-free client of the engine worker.

EngineClient owns one worker process: it starts it, sends requests, and hands
every event to a callback from its reader thread (the UI wraps that callback
in a Qt signal). When the worker dies, for any reason, the callback receives
one ``exited`` event carrying the exit code and the last lines of its log.
EngineSession is a blocking wrapper for the CLI, benchmarks and tests.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

from amdchat.backends.registry import Backend
from amdchat.engine import protocol

EventCallback = Callable[[protocol.Event], None]


def worker_command() -> list[str]:
    if getattr(sys, "frozen", False):  # a frozen app is its own worker
        return [sys.executable, "--engine-worker"]
    return [sys.executable, "-m", "amdchat.engine.worker"]


def worker_environment(backend: Backend | None, extra: dict[str, str] | None = None
                       ) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONUNBUFFERED"] = "1"
    if backend is not None:
        env["LLAMA_CPP_LIB_PATH"] = str(backend.folder)
    env.update(extra or {})
    return env


def describe_exit(returncode: int) -> str:
    """'exit code 3' or 'signal SIGKILL', for messages."""
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit code {returncode}"


class EngineClient:
    def __init__(self, on_event: EventCallback, backend: Backend | None = None,
                 extra_env: dict[str, str] | None = None, log_path: Path | None = None) -> None:
        self._on_event = on_event
        self.backend = backend
        self._extra_env = extra_env
        self._log_path = log_path
        self._proc: subprocess.Popen[str] | None = None
        self._ids = itertools.count(1)
        self._closing = False
        self._send_lock = threading.Lock()
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=200)

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def start(self) -> None:
        kwargs: dict[str, Any] = {}
        if sys.platform == "win32":
            kwargs["creationflags"] = subprocess.CREATE_NO_WINDOW  # type: ignore[attr-defined]
        self._closing = False
        self._proc = subprocess.Popen(
            worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace", bufsize=1,
            env=worker_environment(self.backend, self._extra_env), **kwargs)
        proc = self._proc
        threading.Thread(target=self._read_stderr, args=(proc.stderr,), daemon=True,
                         name="engine-stderr").start()
        threading.Thread(target=self._read_events, args=(proc,), daemon=True,
                         name="engine-events").start()

    def _read_events(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            try:
                event = protocol.decode(line)
            except ValueError:
                self.stderr_tail.append(f"[not protocol] {line.rstrip()}")
                continue
            self._on_event(event)
        proc.stdout.close()
        returncode = proc.wait()
        with self._send_lock:
            if proc.stdin is not None:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
        self._on_event({"event": "exited", "returncode": returncode,
                        "expected": self._closing, "how": describe_exit(returncode),
                        "stderr_tail": list(self.stderr_tail)[-20:]})

    def _read_stderr(self, stream: IO[str]) -> None:
        log = None
        if self._log_path is not None:
            self._log_path.parent.mkdir(parents=True, exist_ok=True)
            log = open(self._log_path, "a", encoding="utf-8")  # noqa: SIM115
        try:
            for line in stream:
                self.stderr_tail.append(line.rstrip("\n"))
                if log is not None:
                    log.write(line)
                    log.flush()
        finally:
            stream.close()
            if log is not None:
                log.close()

    def send(self, request: protocol.Request) -> None:
        if self._proc is None or self._proc.stdin is None:
            raise RuntimeError("the engine worker is not running")
        with self._send_lock:
            try:
                self._proc.stdin.write(protocol.encode(request))
                self._proc.stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass  # the worker died; its 'exited' event says so

    def load(self, path: Path, *, n_ctx: int, n_gpu_layers: int, chat_template: str = "auto",
             flash_attn: bool = False) -> None:
        self.send({"op": "load", "path": str(path), "n_ctx": n_ctx, "n_gpu_layers": n_gpu_layers,
                   "chat_template": chat_template, "flash_attn": flash_attn})

    def generate(self, messages: Iterable[dict[str, str]], sampling: dict[str, Any]) -> str:
        request_id = f"g{next(self._ids)}"
        self.send({"op": "generate", "id": request_id, "messages": list(messages),
                   "sampling": sampling})
        return request_id

    def cancel(self) -> None:
        self.send({"op": "cancel"})

    def dry_run(self, path: Path, *, n_ctx: int, n_gpu_layers: int) -> None:
        self.send({"op": "dry_run", "path": str(path), "n_ctx": n_ctx,
                   "n_gpu_layers": n_gpu_layers})

    def kill(self) -> None:
        """SIGKILL the worker; its 'exited' event follows as for any death."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()

    def close(self, timeout: float = 5.0) -> None:
        """Ask the worker to exit; kill it if it does not within ``timeout``."""
        proc = self._proc
        if proc is None:
            return
        self._closing = True
        if proc.poll() is None:
            self.send({"op": "cancel"})
            self.send({"op": "shutdown"})
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


class EngineError(Exception):
    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)


class EngineSession:
    """Blocking use of one worker: start, load, chat, close."""

    def __init__(self, backend: Backend | None = None, extra_env: dict[str, str] | None = None,
                 log_path: Path | None = None) -> None:
        self.events: queue.Queue[protocol.Event] = queue.Queue()
        self.client = EngineClient(self.events.put, backend, extra_env, log_path)
        self.ready: protocol.Event = {}
        self.loaded: protocol.Event = {}

    def __enter__(self) -> EngineSession:
        if not self.client.running:
            self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _next(self, timeout: float) -> protocol.Event:
        try:
            event = self.events.get(timeout=timeout)
        except queue.Empty:
            raise EngineError("timeout", f"the engine gave no answer in {timeout:.0f} s") from None
        if event["event"] == "exited":
            tail = "\n".join(event.get("stderr_tail") or [])
            raise EngineError("worker_died",
                              f"the engine process stopped ({event['how']}).\n{tail}".rstrip())
        if event["event"] == "error":
            raise EngineError(str(event.get("kind", "error")), str(event.get("message")))
        return event

    def start(self, timeout: float = 60.0) -> protocol.Event:
        self.client.start()
        self.ready = self._next(timeout)
        return self.ready

    def load(self, path: Path, *, n_ctx: int = 4096, n_gpu_layers: int = -1,
             chat_template: str = "auto", timeout: float = 300.0) -> protocol.Event:
        self.client.load(path, n_ctx=n_ctx, n_gpu_layers=n_gpu_layers,
                         chat_template=chat_template)
        self.loaded = self._next(timeout)
        return self.loaded

    def dry_run(self, path: Path, *, n_ctx: int = 4096, n_gpu_layers: int = -1,
                timeout: float = 300.0) -> protocol.Event:
        """KV and compute buffer sizes a load would allocate (a ``dry_run`` event)."""
        self.client.dry_run(path, n_ctx=n_ctx, n_gpu_layers=n_gpu_layers)
        return self._next(timeout)

    def chat(self, messages: Iterable[dict[str, str]], sampling: dict[str, Any],
             on_token: Callable[[str], None] | None = None, timeout: float = 300.0
             ) -> protocol.Event:
        """Generate one reply; return the ``done`` event."""
        self.client.generate(messages, sampling)
        while True:
            event = self._next(timeout)
            if event["event"] == "token":
                if on_token is not None:
                    on_token(event["text"])
            elif event["event"] == "done":
                return event

    def close(self) -> None:
        self.client.close()
