"""A slow link at the IP level where the kernel has no netem (sch_netem): two TUN devices,
one beside the veth of an rpc-server's namespace (tests/helpers/rpc_netns.py), and a
forwarder that holds every packet ``delay_ms`` in each direction.

Unlike rpc_netns.DelayRelay (a TCP relay: the client's own connection then sees a
loopback round trip), the worker's connection itself crosses the delay, so the kernel's
TCP figures of that connection (round trip, bytes) are those of a slow link. Routes of
one address each way (10.77.N.1 <-> 10.77.N.2) send the server's traffic over the TUN
pair instead of the veth; removing them (``close``) gives the veth back.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import queue
import select
import struct
import subprocess
import threading
import time

from tests.helpers.rpc_netns import Server

TUNSETIFF = 0x400454CA
IFF_TUN, IFF_NO_PI = 0x0001, 0x1000
MTU = 9000  # jumbo frames: fewer packets for the Python forwarder to carry


def _open_tun(name: str) -> int:
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True)


class TunDelay:
    """``delay_ms`` each way between this computer and ``server``'s namespace."""

    def __init__(self, server: Server, delay_ms: float) -> None:
        index, self.namespace = server.index, server.namespace
        self.delay = delay_ms / 1000
        self.here, there = f"amdtun{index}", f"amdtun{index}p"
        self.fds = (_open_tun(self.here), _open_tun(there))
        self.stopped = threading.Event()
        _ip("link", "set", there, "netns", self.namespace)
        _ip("link", "set", self.here, "mtu", str(MTU), "up")
        _ip("-n", self.namespace, "link", "set", there, "mtu", str(MTU), "up")
        _ip("route", "add", f"10.77.{index}.2/32", "dev", self.here, "src", f"10.77.{index}.1")
        _ip("-n", self.namespace, "route", "add", f"10.77.{index}.1/32", "dev", there,
            "src", f"10.77.{index}.2")
        self.routes = (f"10.77.{index}.2/32", f"10.77.{index}.1/32", there)
        for source, sink in ((self.fds[0], self.fds[1]), (self.fds[1], self.fds[0])):
            held: queue.Queue[tuple[float, bytes]] = queue.Queue()
            threading.Thread(target=self._read, args=(source, held), daemon=True).start()
            threading.Thread(target=self._write, args=(sink, held), daemon=True).start()

    def _read(self, fd: int, held: queue.Queue[tuple[float, bytes]]) -> None:
        while not self.stopped.is_set():
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                try:
                    packet = os.read(fd, MTU + 64)
                except OSError:
                    return
                held.put((time.monotonic() + self.delay, packet))

    def _write(self, fd: int, held: queue.Queue[tuple[float, bytes]]) -> None:
        while not self.stopped.is_set():
            try:
                due, packet = held.get(timeout=0.2)
            except queue.Empty:
                continue
            time.sleep(max(due - time.monotonic(), 0))
            with contextlib.suppress(OSError):
                os.write(fd, packet)

    def close(self) -> None:
        self.stopped.set()
        here_route, there_route, there = self.routes
        subprocess.run(["ip", "route", "del", here_route], capture_output=True, check=False)
        subprocess.run(["ip", "-n", self.namespace, "route", "del", there_route],
                       capture_output=True, check=False)
        time.sleep(0.3)  # the forwarder's threads see the stop before their devices go
        for fd in self.fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        subprocess.run(["ip", "-n", self.namespace, "link", "del", there],
                       capture_output=True, check=False)


@contextlib.contextmanager
def delayed(server: Server, delay_ms: float):  # type: ignore[no-untyped-def]
    link = TunDelay(server, delay_ms)
    try:
        yield link
    finally:
        link.close()
