"""The process that offers this computer's device to others: llama.cpp's RPC server.

It is what the folder's rpc-server does (ggml_backend_rpc_start_server over the chosen
devices), started from Python instead so that the folder's CPU code is the variant the
app checked on this CPU (amdchat.engine.dynamic_backends): rpc-server's own
ggml_backend_load_all takes the highest-scoring CPU library, and on CPUs (or VMs) that
report an instruction set they cannot run, that one dies with SIGILL. Run as
``python -m amdchat.engine.rpc_host FOLDER HOST:PORT [--device NAME] [--threads N]
[--mem MIB]`` (a frozen app: ``amdchat --rpc-host FOLDER ...``); before serving it writes
one JSON line: the devices it offers, or why it cannot.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import signal
import sys
from pathlib import Path

from amdchat.engine import devices as device_list
from amdchat.engine.rpc_client import ggml, load_rpc_module, rpc_function
from amdchat.engine.rpc_memory_limit import LayoutMismatch, advertise_at_most

_CPU_TYPE, _ACCEL_TYPE = 0, 3
_PR_SET_PDEATHSIG = 1  # linux/prctl.h
# set by the app's switch for 'amdchat share': it ends with the app (see end_with_parent)
END_WITH_PARENT_ENV = "AMDCHAT_SHARE_ENDS_WITH_PARENT"  # its value: the app's pid
PARENT_PID_ENV = "AMDCHAT_PARENT_PID"  # set by 'amdchat share' for its server: its pid


def choose_devices(folder: Path, wanted: str) -> list[int]:
    """The devices to offer, as rpc-server picks them: those named, else every non-CPU
    device, else the CPU."""
    lib = ggml(folder)
    every = [lib.ggml_backend_dev_get(i) for i in range(lib.ggml_backend_dev_count())]
    named = {(lib.ggml_backend_dev_name(d) or b"").decode(): d for d in every}
    if wanted:
        missing = [n for n in wanted.split(",") if n not in named]
        if missing:
            raise LookupError(f"no device {', '.join(missing)} here (this backend has: "
                              f"{', '.join(n for n in named if not n.startswith('RPC'))})")
        return [named[n] for n in wanted.split(",")]
    local = [d for n, d in named.items() if not n.startswith("RPC")]
    gpus = [d for d in local if lib.ggml_backend_dev_type(d) not in (_CPU_TYPE, _ACCEL_TYPE)]
    return gpus or [d for d in local if lib.ggml_backend_dev_type(d) == _CPU_TYPE][:1]


def limit_memory(folder: Path, chosen: list[int], mem_mib: int) -> None:
    """Each chosen device offers at most ``mem_mib`` MiB (amdchat.engine.rpc_memory_limit)."""
    lib = ggml(folder)
    for device in chosen:
        try:
            advertise_at_most(lib, device, mem_mib * 2**20)
        except LayoutMismatch as exc:
            raise LookupError(f"--mem cannot be applied with this llama.cpp ({exc}); share "
                              "without --mem") from exc


def serve(folder: Path, endpoint: str, wanted: str, threads: int, mem_mib: int = 0) -> int:
    try:
        load_rpc_module(folder)
        chosen = choose_devices(folder, wanted)
        if mem_mib > 0:
            limit_memory(folder, chosen, mem_mib)
    except (OSError, LookupError) as exc:
        print(json.dumps({"event": "error", "message": str(exc)}), flush=True)
        return 2
    names = {d["name"]: d for d in device_list.list_devices(folder)}
    lib = ggml(folder)
    offered = [names.get((lib.ggml_backend_dev_name(d) or b"").decode(), {}) for d in chosen]
    print(json.dumps({"event": "offer", "endpoint": endpoint, "devices": offered}),
          flush=True)
    start = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t,
                             ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p))(
        rpc_function(folder, "ggml_backend_rpc_start_server"))
    array = (ctypes.c_void_p * len(chosen))(*chosen)
    start(endpoint.encode(), None, threads, len(chosen), array)  # returns only on failure
    print(json.dumps({"event": "error", "message": f"the RPC server could not listen on "
                      f"{endpoint} (the port is taken, or the address is not this "
                      "computer's)"}), flush=True)
    return 1


def end_with_parent(parent: int | None = None) -> None:
    """Linux: die with the process that started this one ('amdchat share', killed when the
    app quits or crashes): a server without a password must not go on listening alone.
    ``parent``: its pid, to tell that it died before prctl took effect; not "the parent is
    now 1", which is also true of a share started as a container's first process."""
    if sys.platform != "linux":
        return
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if parent is not None and os.getppid() != parent:  # it died before prctl took effect
        os._exit(1)


def pid_from(value: str | None) -> int | None:
    """A parent's pid as an environment variable gives it (None: not given)."""
    return int(value) if value and value.isdigit() and int(value) > 0 else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="amdchat-rpc-host")
    parser.add_argument("folder", type=Path)
    parser.add_argument("endpoint")
    parser.add_argument("--device", default="")
    parser.add_argument("--threads", type=int, default=max(1, (os.cpu_count() or 2) // 2))
    parser.add_argument("--mem", type=int, default=0, help="MiB to offer at most per device")
    args = parser.parse_args(argv)
    end_with_parent(pid_from(os.environ.get(PARENT_PID_ENV)))
    # Ctrl-C reaches the whole terminal's group: 'amdchat share' ends this process
    # (SIGTERM); a KeyboardInterrupt here broke llama.cpp's accept with a traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    return serve(args.folder, args.endpoint, args.device, args.threads, args.mem)


if __name__ == "__main__":
    sys.exit(main())
