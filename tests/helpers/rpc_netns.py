"""rpc-servers in network namespaces of their own, for the RPC tests and benchmark.

Each server runs amdchat's RPC host (amdchat.engine.rpc_host) on a copy of the CPU
backend inside ``ip netns`` "amdchat-rpcN", reached over a veth pair: this side
10.77.N.1, the namespace 10.77.N.2, port 50052. Everything is removed on exit. Needs root
and iproute2; ``unavailable()`` says why not, for a skip.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PORT = 50052
START_TIMEOUT_S = 240.0


def unavailable() -> str:
    """Why namespaces cannot be made here ("" when they can)."""
    if sys.platform != "linux":
        return "network namespaces are Linux's"
    if os.geteuid() != 0:
        return "making network namespaces needs root"
    if shutil.which("ip") is None:
        return "iproute2's ip is not installed"
    probe = subprocess.run(["ip", "netns", "add", "amdchat-rpc-probe"], capture_output=True,
                           text=True, check=False)
    if probe.returncode != 0:
        return f"ip netns add failed: {probe.stderr.strip()}"
    subprocess.run(["ip", "netns", "del", "amdchat-rpc-probe"], check=False)
    return ""


def backend_with_rpc(destination: Path) -> Path | str:
    """A copy of this environment's built CPU backend (setup.sh adds the RPC part to it), or
    why there is none (a string, for a skip; a failure where CI built it:
    AMDCHAT_REQUIRE_RPC)."""
    from amdchat.backends.build import default_destination
    from amdchat.backends.rpc_build import has_rpc

    source = default_destination() / "cpu"
    if not source.is_dir():
        return _missing(f"no CPU backend at {source} (amdchat backends build cpu)")
    if not has_rpc(source):
        return _missing(f"no RPC part in {source} (amdchat backends rpc cpu)")
    folder = destination / "cpu"
    if not folder.exists():
        shutil.copytree(source, folder, symlinks=True)
    return folder


def folder_or_skip(destination: Path) -> Path:
    """The CPU backend with the RPC part, copied under ``destination``; a pytest skip
    where namespaces or the RPC build are missing."""
    import pytest

    if why := unavailable():
        pytest.skip(why)
    found = backend_with_rpc(destination)
    if isinstance(found, str):
        pytest.skip(found)
    return found


def copy_real_proc() -> None:
    """The bare host's sysfs gets this CPU's cpuinfo (the CPU variant checks) and this
    machine's meminfo (the RAM that gives "here" its share of the layers)."""
    root = Path(os.environ["AMDCHAT_SYSFS_ROOT"])
    (root / "proc").mkdir(parents=True, exist_ok=True)
    for name in ("cpuinfo", "meminfo"):
        shutil.copyfile(f"/proc/{name}", root / "proc" / name)


def _missing(reason: str) -> str:
    if os.environ.get("AMDCHAT_REQUIRE_RPC"):
        raise AssertionError(f"{reason}, and AMDCHAT_REQUIRE_RPC is set: the RPC tests must run")
    return reason


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True)


@dataclass
class Server:
    index: int
    process: subprocess.Popen[str]

    @property
    def namespace(self) -> str:
        return f"amdchat-rpc{self.index}"

    @property
    def veth(self) -> str:
        return f"amdrpc{self.index}"

    @property
    def endpoint(self) -> str:
        return f"10.77.{self.index}.2:{PORT}"

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(10)


def _start(index: int, folder: Path, env: dict[str, str]) -> Server:
    name, veth = f"amdchat-rpc{index}", f"amdrpc{index}"
    subprocess.run(["ip", "netns", "del", name], capture_output=True, check=False)
    subprocess.run(["ip", "link", "del", veth], capture_output=True, check=False)
    _ip("netns", "add", name)
    _ip("link", "add", veth, "type", "veth", "peer", "name", f"{veth}p")
    _ip("link", "set", f"{veth}p", "netns", name)
    _ip("addr", "add", f"10.77.{index}.1/24", "dev", veth)
    _ip("link", "set", veth, "up")
    _ip("-n", name, "addr", "add", f"10.77.{index}.2/24", "dev", f"{veth}p")
    _ip("-n", name, "link", "set", f"{veth}p", "up")
    _ip("-n", name, "link", "set", "lo", "up")
    process = subprocess.Popen(
        ["ip", "netns", "exec", name, sys.executable, "-m", "amdchat.engine.rpc_host",
         str(folder), f"10.77.{index}.2:{PORT}", "--threads", "1"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return Server(index, process)


def _wait_listening(server: Server) -> None:
    """The offer line, then the port answering a probe."""
    from amdchat.engine.rpc_probe import RpcProblem, probe

    assert server.process.stdout is not None
    line = server.process.stdout.readline()
    event = json.loads(line) if line.startswith("{") else {"event": "error", "message": line}
    if event["event"] != "offer":
        raise RuntimeError(f"rpc server {server.index} did not start: {event}")
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        try:
            probe(server.endpoint, 2.0)
            return
        except RpcProblem:
            if time.monotonic() > deadline or server.process.poll() is not None:
                raise
            time.sleep(0.2)


def _remove(server: Server) -> None:
    if server.process.poll() is None:
        server.kill()
    if server.process.stdout is not None:
        server.process.stdout.close()
    subprocess.run(["ip", "netns", "del", server.namespace], capture_output=True, check=False)
    subprocess.run(["ip", "link", "del", server.veth], capture_output=True, check=False)


@contextlib.contextmanager
def rpc_servers(count: int, folder: Path, first: int = 1) -> Iterator[list[Server]]:
    """``count`` servers, started one after the other (the first checks the CPU variants
    and keeps the verdict for the others), removed on exit."""
    env = dict(os.environ, LLAMA_CPP_LIB_PATH=str(folder),
               PYTHONPATH=os.pathsep.join([str(Path(__file__).parents[2]),
                                           os.environ.get("PYTHONPATH", "")]))
    servers: list[Server] = []
    try:
        for index in range(first, first + count):
            servers.append(_start(index, folder, env))
            _wait_listening(servers[-1])
        yield servers
    finally:
        for server in servers:
            _remove(server)


def set_delay(server: Server, delay_ms: float) -> bool:
    """tc netem on both ends of the server's link: ``delay_ms`` each way, 1 Gbit/s. False
    where the kernel has no netem (sch_netem): then DelayRelay stands in."""
    for prefix in ([], ["-n", server.namespace]):
        device = server.veth if not prefix else f"{server.veth}p"
        subprocess.run(["tc", *prefix, "qdisc", "del", "dev", device, "root"],
                       capture_output=True, check=False)
        if delay_ms > 0:
            done = subprocess.run(["tc", *prefix, "qdisc", "add", "dev", device, "root",
                                   "netem", "delay", f"{delay_ms}ms", "rate", "1gbit"],
                                  capture_output=True, text=True, check=False)
            if done.returncode != 0:
                return False
    return True


class DelayRelay:
    """A TCP relay on 127.0.0.1 that holds each chunk ``delay_ms`` in each direction and
    sends at most ``rate`` bytes a second: a link's latency and bandwidth where the kernel
    has no netem. One connection at a time, as an rpc-server serves."""

    def __init__(self, target: str, delay_ms: float, rate: float = 125e6) -> None:
        import socket

        host, _, port = target.rpartition(":")
        self.target, self.delay, self.rate = (host, int(port)), delay_ms / 1000, rate
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.endpoint = f"127.0.0.1:{self.listener.getsockname()[1]}"
        self.connections: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import socket

        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            self.connections += [client, server]  # closed with the relay
            for sock in (client, server):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            for source, sink in ((client, server), (server, client)):
                held: queue.Queue[tuple[float, bytes]] = queue.Queue()
                threading.Thread(target=self._read, args=(source, held), daemon=True).start()
                threading.Thread(target=self._send, args=(sink, held), daemon=True).start()

    def _read(self, source: object, held: queue.Queue[tuple[float, bytes]]) -> None:
        while True:
            try:
                data = source.recv(1 << 20)  # type: ignore[attr-defined]
            except OSError:
                data = b""
            held.put((time.monotonic() + self.delay, data))
            if not data:
                return

    def _send(self, sink: object, held: queue.Queue[tuple[float, bytes]]) -> None:
        while True:
            due, data = held.get()
            time.sleep(max(due - time.monotonic(), 0) + len(data) / self.rate)
            try:
                if not data:
                    sink.shutdown(2)  # type: ignore[attr-defined]
                    return
                sink.sendall(data)  # type: ignore[attr-defined]
            except OSError:
                return

    def close(self) -> None:
        self.listener.close()
        for connection in self.connections:
            connection.close()
