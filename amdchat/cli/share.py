"""``amdchat share``: offer this computer's GPU (or CPU) to another amdchat over the network.

Runs llama.cpp's RPC server (amdchat.engine.rpc_host) on the chosen backend and device
until Ctrl-C, and says where it listens, what it offers and who connects. The RPC protocol
has no authentication and no encryption: it listens on 127.0.0.1 unless told otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time

from amdchat.cli.common import load_settings
from amdchat.cli.share_peers import peers_on_port

READY_TIMEOUT_S = 240.0  # a first start checks the CPU variants (a minute on 2 cores)
WARNING = ("WARNING: llama.cpp's RPC protocol has no authentication and no encryption: "
           "anyone who can reach this port can use this device and read what it computes. "
           "Share it on a private network only, or through an SSH tunnel, for example on the "
           "other computer: ssh -N -L {port}:127.0.0.1:{port} you@this-computer "
           "(then use --rpc 127.0.0.1:{port} there).")


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = commands.add_parser("share", help="offer this computer's GPU to another "
                                                "amdchat (llama.cpp RPC); see docs/rpc.md")
    command.add_argument("--host", help="IPv4 address to listen on (default: Settings > "
                                        "Network, 127.0.0.1: this computer only; 0.0.0.0 "
                                        "for every network, see the warning). llama.cpp's "
                                        "RPC server has no IPv6")
    command.add_argument("--port", type=int, help="port (default: Settings > Network, 50052)")
    command.add_argument("--backend", choices=("auto", "vulkan", "rocm", "cpu"),
                         help="the backend whose device to offer (default: Settings)")
    command.add_argument("--device", default="",
                         help="ggml device name(s) to offer, comma-separated (Vulkan0, CPU; "
                              "default: every GPU, else the CPU)")
    command.add_argument("--threads", type=int, default=0,
                         help="CPU threads for a CPU device (default: half the cores)")
    command.add_argument("--mem", type=int, default=0, metavar="MIB",
                         help="offer at most this many MiB of each device's memory (what "
                              "the other computer's plan uses; default: all that is free)")
    command.set_defaults(func=run)


def _command(folder: str, endpoint: str, args: argparse.Namespace) -> list[str]:
    from amdchat import frozen
    from amdchat.cli import RPC_HOST_FLAG

    if frozen.is_frozen():  # no python to run -m with: the app's own entry point
        command = [sys.executable, RPC_HOST_FLAG, folder, endpoint]
    else:
        command = [sys.executable, "-m", "amdchat.engine.rpc_host", folder, endpoint]
    if args.device:
        command += ["--device", args.device]
    if args.threads > 0:
        command += ["--threads", str(args.threads)]
    if args.mem > 0:
        command += ["--mem", str(args.mem)]
    return command


def _host_environment(folder: str) -> dict[str, str]:
    from amdchat import frozen
    from amdchat.engine.rpc_host import END_WITH_PARENT_ENV, PARENT_PID_ENV

    env = dict(os.environ, LLAMA_CPP_LIB_PATH=folder)
    env.pop(END_WITH_PARENT_ENV, None)
    env[PARENT_PID_ENV] = str(os.getpid())
    if frozen.is_frozen():
        frozen.start_as_new_instance(env)
    return env


def _refusal(args: argparse.Namespace, host_from: str = "--host") -> str | None:
    """What is wrong with the options, before anything starts."""
    from amdchat.engine.rpc_listen import listen_problem

    if not 0 < args.port < 65536:
        return f"--port {args.port} is not a port (1 to 65535)"
    if args.mem < 0:
        return f"--mem {args.mem} is not a size: give MiB above 0 (or leave it out)"
    problem = listen_problem(args.host)
    if problem is not None:
        return f"{host_from} {problem}"
    return port_taken(args.host, args.port)


def run(args: argparse.Namespace) -> int:
    from amdchat.backends.registry import BackendUnavailable, choose
    from amdchat.backends.rpc_build import has_rpc

    settings = load_settings()
    # a bad address from the Settings is named as theirs: no --host was given
    host_from = "--host" if args.host else ("Settings > Network's sharing address "
                                            "(share_host in settings.json)")
    # llama.cpp's inet_addr takes no spaces around the address (" 127.0.0.1" failed late)
    args.host = (args.host or settings["share_host"]).strip()
    args.port = settings["share_port"] if args.port is None else args.port
    refused = _refusal(args, host_from)
    if refused:
        print(f"amdchat: {refused}", file=sys.stderr)
        return 2
    from amdchat.engine.rpc_host import END_WITH_PARENT_ENV, end_with_parent, pid_from

    app = pid_from(os.environ.get(END_WITH_PARENT_ENV))
    if app is not None:  # started by the app: end with it
        end_with_parent(app)
    try:
        backend = choose(args.backend or settings["backend"], needs_rpc=True)
    except BackendUnavailable as exc:
        print(f"amdchat: {exc.text or exc}", file=sys.stderr)
        return 2
    if not has_rpc(backend.folder):
        print(f"amdchat: {_no_rpc(backend.kind, backend.folder)}", file=sys.stderr)
        return 2
    endpoint = f"{args.host}:{args.port}"
    # the switch in Settings ends sharing with SIGTERM: stop the server too, not only us
    signal.signal(signal.SIGTERM, _interrupted)
    child = subprocess.Popen(_command(str(backend.folder), endpoint, args),
                             env=_host_environment(str(backend.folder)),
                             stdout=subprocess.PIPE, text=True, errors="replace")
    _end_with_us(child)
    try:
        return _watch(child, endpoint, args.port, backend.kind)
    except KeyboardInterrupt:
        print("\namdchat: sharing stopped", file=sys.stderr)
        return 0
    finally:
        # a second Ctrl-C or SIGTERM while the server stops: no traceback, it still stops
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        if child.poll() is None:
            child.terminate()
            try:
                child.wait(5)
            except subprocess.TimeoutExpired:
                child.kill()


def port_taken(host: str, port: int) -> str | None:
    """Why the server could not listen on host:port now (another program or share holds
    it, or the address is not this computer's), or None. Checked before starting: the
    check of a server that starts on a taken port would reach the other program's."""
    import errno
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as trial:
        trial.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as llama.cpp does
        try:
            trial.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return (f"the port {port} on {host} is already in use (another 'amdchat "
                        "share', an rpc-server or another program listens there): stop "
                        "it, or choose another port with --port")
            if exc.errno == errno.EACCES:
                return (f"the port {port} needs administrator rights here (ports below "
                        "1024 do): choose one from 1024 to 65535 with --port")
            return (f"cannot listen on {host}:{port} ({exc.strerror or exc}): give one of "
                    "this computer's IPv4 addresses, 127.0.0.1 or 0.0.0.0")
    return None


def _no_rpc(kind: str, folder: object) -> str:
    from amdchat import frozen

    if frozen.is_frozen():  # it cannot build: the installer should have carried it
        return (f"the installed app's {kind} backend has no RPC server ({folder} lacks "
                "libggml-rpc or rpc-server; the installers carry both): reinstall amdchat, "
                "or share from a source checkout")
    return (f"the {kind} backend has no RPC server yet: run 'amdchat backends rpc {kind}' "
            "(a minute or two), then share again")


def _end_with_us(child: subprocess.Popen[str]) -> None:
    """Windows: the server dies with this process, however it ends (on Linux the server
    asks for that itself: PR_SET_PDEATHSIG in amdchat.engine.rpc_host)."""
    if sys.platform == "win32":
        from amdchat.engine.job_object import end_with_this_process

        if not end_with_this_process(int(getattr(child, "_handle", 0))):
            print("amdchat: warning: the RPC server could not be tied to this process "
                  "(a Windows job object): if this process is killed, the server goes "
                  "on until you end it", file=sys.stderr)


def _interrupted(_signum: int, _frame: object) -> None:
    raise KeyboardInterrupt


def _watch(child: subprocess.Popen[str], endpoint: str, port: int, kind: str) -> int:
    # a child that hangs before its offer says nothing: the wait for a line has no end
    late = threading.Event()

    def give_up() -> None:
        late.set()
        child.kill()

    timer = threading.Timer(READY_TIMEOUT_S, give_up)
    timer.daemon = True
    timer.start()
    try:
        return _follow(child, endpoint, port, kind, late, timer)
    finally:
        timer.cancel()


def _follow(child: subprocess.Popen[str], endpoint: str, port: int, kind: str,
            late: threading.Event, timer: threading.Timer) -> int:
    assert child.stdout is not None
    own_check = 2  # the connect and close lines of _answers' probe
    connected: list[str] | None = []  # the addresses connected (None: not known here)
    for line in child.stdout:
        if line.startswith("{"):
            event = json.loads(line)
            if event.get("event") == "error":
                print(f"amdchat: {event.get('message')}", file=sys.stderr)
                return 1
            if event.get("event") == "offer":
                timer.cancel()
                if not _answers(_local(endpoint), port, child):
                    print(f"amdchat: the RPC server did not answer on {endpoint}",
                          file=sys.stderr)
                    return 1
                _print_offer(endpoint, port, kind, event.get("devices") or [])
        elif "client connection" in line.lower() and own_check:
            own_check -= 1
        elif "Accepted client connection" in line:
            connected = _said_peers(port, connected, "a computer connected")
        elif "Client connection closed" in line:
            connected = _said_peers(port, connected, "the computer disconnected")
    code = child.wait()
    if late.is_set():
        print("amdchat: the RPC server did not start in time", file=sys.stderr)
        return 1
    print(f"amdchat: the RPC server stopped (exit {code}); is the port {port} taken by "
          "another program?", file=sys.stderr)
    return 1


def _said_peers(port: int, before: list[str] | None, what: str) -> list[str] | None:
    """Says a client came or left, from where when this system tells (share_peers)."""
    now = peers_on_port(port)
    changed = [] if now is None or before is None else sorted(set(now) ^ set(before))
    where = f" ({', '.join(changed)})" if changed else ""
    print(f"{time.strftime('%H:%M:%S')} {what}{where}", flush=True)
    return now


def _local(endpoint: str) -> str:
    """Where this computer reaches its own server: the address, or loopback for "all"."""
    host = endpoint.rpartition(":")[0]
    return "127.0.0.1" if host in ("0.0.0.0", "::", "[::]", "") else host


def _answers(host: str, port: int, child: subprocess.Popen[str], timeout: float = 30.0
             ) -> bool:
    """Whether the server listens and speaks llama.cpp's RPC (one connection of ours,
    which _watch does not report)."""
    from amdchat.engine.rpc_probe import RpcProblem, probe

    deadline = time.monotonic() + timeout
    while child.poll() is None and time.monotonic() < deadline:
        try:
            probe(f"{host}:{port}", 2.0)
            return True
        except RpcProblem:
            time.sleep(0.2)
    return False


def _print_offer(endpoint: str, port: int, kind: str, devices: list[dict[str, object]]
                 ) -> None:
    print(f"Sharing on {endpoint} ({kind} backend, llama.cpp RPC protocol "
          f"{'.'.join(map(str, _protocol()))}). Offering:")
    for device in devices:
        free = int(str(device.get("free_bytes", 0))) / 2**20
        total = int(str(device.get("total_bytes", 0))) / 2**20
        print(f"  {device.get('name')}: {device.get('description')} "
              f"({free:.0f} MiB free of {total:.0f} MiB)")
    print(WARNING.format(port=port), flush=True)
    print("Use it from the other computer with: amdchat chat --rpc THIS-COMPUTER:"
          f"{port} ... (Ctrl-C stops sharing)", flush=True)


def _protocol() -> tuple[int, int, int]:
    from amdchat.engine.rpc_probe import PROTOCOL

    return PROTOCOL
