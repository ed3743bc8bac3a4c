"""The Qt-free client of the engine worker.

EngineClient owns one worker process: it starts it, sends requests, and hands
every event to a callback from its reader thread (the UI wraps that callback
in a Qt signal). When the worker dies, for any reason, the callback receives
one ``exited`` event carrying the exit code and the last lines of its log.
Closing never blocks the caller. The rules of how a model runs are not here
but in amdchat.session (above this package).
"""

from __future__ import annotations

import collections
import contextlib
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from amdchat import frozen
from amdchat.backends.registry import Backend
from amdchat.engine import protocol, wire
from amdchat.engine.protocol import ErrorKind
from amdchat.logfile import BoundedLog

EventCallback = Callable[[protocol.Event], None]
CLOSE_GRACE_S = 3.0


def worker_command() -> list[str]:
    if getattr(sys, "frozen", False):  # a frozen app is its own worker
        return [sys.executable, "--engine-worker"]
    return [sys.executable, "-m", "amdchat.engine.worker"]


def worker_environment(backend: Backend | None, extra: dict[str, str] | None = None
                       ) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONUNBUFFERED"] = "1"
    if frozen.is_frozen():
        frozen.start_as_new_instance(env)
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
        else:
            # out of the terminal's process group: Ctrl+C stops the app, which then stops
            # its worker in order (a worker killed first looks like a crash); the worker
            # still exits when the app dies, as its stdin closes
            kwargs["start_new_session"] = True
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
            if line.strip():
                self._on_event(self._decode(line))
        proc.stdout.close()
        returncode = proc.wait()
        with self._send_lock:
            if proc.stdin is not None:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
        self._on_event({"event": "exited", "returncode": returncode,
                        "expected": self._closing, "how": describe_exit(returncode),
                        "stderr_tail": list(self.stderr_tail)[-20:]})

    def _decode(self, line: str) -> protocol.WorkerEvent:
        """The event a line of the worker carries, checked once, here. A line that is
        not one becomes a ``protocol`` error (with the line's id, so its job ends)."""
        try:
            return wire.decode_event(line)
        except ValueError as exc:
            self.stderr_tail.append(f"[not protocol] {line.rstrip()}")
            return bad_line_error(line, exc)

    def _read_stderr(self, stream: IO[str]) -> None:
        """Drain the worker's stderr whatever happens to the log file: a stderr pipe
        nobody reads would block the worker once it is full."""
        log = BoundedLog(self._log_path) if self._log_path is not None else None
        try:
            for line in stream:
                self.stderr_tail.append(line.rstrip("\n"))
                if log is not None:
                    log.write(line)
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

    def cancel(self, request_id: str | None = None) -> None:
        """Stop one request (by id: also before it starts), or whatever runs."""
        self.send({"op": "cancel", "id": request_id} if request_id else {"op": "cancel"})

    def kill(self) -> None:
        """SIGKILL the worker; its 'exited' event follows as for any death."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()

    def close_soon(self, grace: float = CLOSE_GRACE_S) -> None:
        """Ask the worker to exit, and return at once; a watcher thread kills it if it
        is still there after ``grace`` seconds (a load or a driver call may not listen)."""
        proc = self._proc
        if proc is None or self._closing:
            return
        self._closing = True
        if proc.poll() is not None:
            return
        self.send({"op": "cancel"})
        self.send({"op": "shutdown"})
        with self._send_lock, contextlib.suppress(OSError):
            if proc.stdin is not None:
                proc.stdin.close()  # the worker also exits when its input ends
        threading.Thread(target=_kill_after, args=(proc, grace), daemon=True,
                         name="engine-closer").start()

    def wait_closed(self, timeout: float) -> None:
        """Wait up to ``timeout`` for the process to end, then kill it (at app exit)."""
        proc = self._proc
        if proc is None:
            return
        _kill_after(proc, timeout)


def bad_line_error(line: str, problem: ValueError) -> protocol.ErrorEvent:
    return protocol.error(ErrorKind.PROTOCOL,
                          f"The engine process sent a message amdchat cannot read "
                          f"({problem}): {line.strip()[:200]}", wire.request_id(line))


def _kill_after(proc: subprocess.Popen[str], grace: float) -> None:
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
