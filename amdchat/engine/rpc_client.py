"""The worker's side of llama.cpp RPC: remote rpc-servers added as ggml devices.

Each server is first asked in Python (amdchat.engine.rpc_probe) whether it is a usable
rpc-server of this protocol, since llama.cpp's own client aborts the process on a server
that does not answer. Then ggml_backend_rpc_add_server makes its devices ("RPC0" with the
description "host:port", ...) and ggml_backend_register puts them in the registry, where
llama.cpp's default device choice finds them, ahead of local GPUs (llama.cpp places RPC
devices first "to minimize network transfers"). Servers are named by the session in
AMDCHAT_RPC_SERVERS when it starts the worker: devices are a process's, like
GGML_VK_VISIBLE_DEVICES.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

from amdchat.backends.rpc_build import LIBRARY
from amdchat.engine import devices as device_list
from amdchat.engine import dynamic_backends
from amdchat.engine.rpc_probe import RpcProblem, ServerInfo, probe

SERVERS_ENV = "AMDCHAT_RPC_SERVERS"
PROBE_TIMEOUT_S = 5.0
# llama.cpp's client has no timeout: a server that passes the check and then stalls while
# it is added held the worker (and the load) for ever. A working one answers the few
# registration commands in well under a second, even over a slow link.
ADD_TIMEOUT_S = 30.0
ADD_TIMEOUT_ENV = "AMDCHAT_RPC_ADD_TIMEOUT_S"  # a test's shorter wait


def add_timeout() -> float:
    try:
        return max(float(os.environ.get(ADD_TIMEOUT_ENV, ADD_TIMEOUT_S)), 0.1)
    except ValueError:
        return ADD_TIMEOUT_S


def servers_from_env(environ: dict[str, str] | None = None) -> list[str]:
    value = (environ if environ is not None else os.environ).get(SERVERS_ENV, "")
    return [s.strip() for s in value.split(",") if s.strip()]


def ggml(folder: Path) -> ctypes.CDLL:
    path = device_list._libggml_path(folder)
    if path is None:
        raise OSError(f"no libggml in {folder}")
    lib = ctypes.CDLL(str(path))
    lib.ggml_backend_reg_by_name.restype = ctypes.c_void_p
    lib.ggml_backend_reg_by_name.argtypes = [ctypes.c_char_p]
    lib.ggml_backend_reg_get_proc_address.restype = ctypes.c_void_p
    lib.ggml_backend_reg_get_proc_address.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    lib.ggml_backend_dev_count.restype = ctypes.c_size_t
    lib.ggml_backend_dev_get.restype = ctypes.c_void_p
    lib.ggml_backend_dev_get.argtypes = [ctypes.c_size_t]
    lib.ggml_backend_dev_type.restype = ctypes.c_int
    lib.ggml_backend_dev_type.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_name.restype = ctypes.c_char_p
    lib.ggml_backend_dev_name.argtypes = [ctypes.c_void_p]
    return lib


def load_rpc_module(folder: Path) -> None:
    """The folder's backends (the checked CPU variant, its GPU modules) and the RPC module,
    each once. A static folder (no CPU variants) gets only the RPC module."""
    if dynamic_backends.current() is None and dynamic_backends.load_all(folder) is None:
        dynamic_backends.load_module(folder, folder / LIBRARY)
    if not ggml(folder).ggml_backend_reg_by_name(b"RPC") and (folder / LIBRARY).exists():
        dynamic_backends.load_module(folder, folder / LIBRARY)  # a DL folder loaded before
    if not ggml(folder).ggml_backend_reg_by_name(b"RPC"):
        raise OSError(f"ggml did not take {folder / LIBRARY}: run 'amdchat backends rpc "
                      f"{folder.name}' to build it for this backend")


def rpc_function(folder: Path, name: str) -> int:
    """The address of one of the RPC module's functions (it is loaded by path, so its
    symbols are not global: ggml hands them out by name)."""
    lib = ggml(folder)
    address = lib.ggml_backend_reg_get_proc_address(lib.ggml_backend_reg_by_name(b"RPC"),
                                                    name.encode())
    if not address:
        raise OSError(f"the RPC module has no {name}")
    return int(address)



@contextlib.contextmanager
def _stall_watch(endpoint: str, on_stall: Callable[[RpcProblem], None] | None,
                 seconds: float) -> Iterator[None]:
    """Calls ``on_stall`` (from another thread) when the block has not ended in time."""
    if on_stall is None:
        yield
        return
    from amdchat.i18n import Text, tr_noop

    problem = RpcProblem(Text("rpc", tr_noop(
        "rpc", "{endpoint} passed the check, then stopped answering while llama.cpp added "
        "it (nothing for {seconds} s): it is stalled, or not a real rpc-server. Restart "
        "sharing on that computer, or leave it out."),
        {"endpoint": endpoint, "seconds": round(seconds)}), stalled=True)
    timer = threading.Timer(seconds, on_stall, (problem,))
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def add_servers(folder: Path, endpoints: list[str],
                on_stall: Callable[[RpcProblem], None] | None = None,
                add_timeout: float = ADD_TIMEOUT_S) -> list[ServerInfo]:
    """Check each server, then add its devices to ggml's registry; RpcProblem (naming the
    server) when one cannot be used: then none is added, so nothing runs half placed.
    ``on_stall`` is called when llama.cpp's adding of a server does not return in
    ``add_timeout`` (llama.cpp cannot be interrupted: the caller ends the process)."""
    infos = [probe(endpoint, PROBE_TIMEOUT_S) for endpoint in endpoints]
    if not infos:
        return []
    try:
        load_rpc_module(folder)
    except OSError as exc:
        from amdchat.i18n import Text, tr_noop

        raise RpcProblem(Text("rpc", tr_noop(
            "rpc", "This backend has no RPC library ({reason})."), {"reason": str(exc)})) \
            from exc
    add = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_char_p)(
        rpc_function(folder, "ggml_backend_rpc_add_server"))
    lib = ggml(folder)
    lib.ggml_backend_register.restype = None
    lib.ggml_backend_register.argtypes = [ctypes.c_void_p]
    for info in infos:
        with _stall_watch(info.endpoint, on_stall, add_timeout):
            reg = add(info.endpoint.encode())
        if reg:
            lib.ggml_backend_register(reg)
    return infos
