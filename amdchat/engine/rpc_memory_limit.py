"""``amdchat share --mem``: offer less of a device's memory than it has free.

llama.cpp's RPC server answers a client's GET_DEVICE_MEMORY with
``ggml_backend_dev_memory`` of the device behind its backend, which calls the device's
``iface.get_memory``. The server has no limit option, so the sharing process (nothing
else runs in it) changes that one pointer in the device's own interface table to a
function that asks the real one and answers at most the limit. A copy of the device
would not do: the server asks the device the backend names (the CPU backend names the
registry's own device, not the one it was given), so the real table is the one changed.

The layout is ``struct ggml_backend_device { struct ggml_backend_device_i iface; ...}``
(ggml/src/ggml-backend-impl.h, GGML_BACKEND_API_VERSION 2): iface starts with
get_name, get_description, get_memory. It is checked before anything is written: the
first slot must answer the device's name as ggml does and the third its total memory;
otherwise the limit is refused, nothing changed.

It is an advertised figure, as the older rpc-server's --mem was: the client's planner
(amdchat's split, llama.cpp's fit) uses it; the server does not stop a client that
allocates more.
"""

from __future__ import annotations

import ctypes
from typing import Any

_NAME_SLOT, _MEMORY_SLOT = 0, 2
_NameFunction = ctypes.CFUNCTYPE(ctypes.c_char_p, ctypes.c_void_p)
_MemoryFunction = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                                   ctypes.POINTER(ctypes.c_size_t))
_kept: list[object] = []  # the callbacks ggml now calls: they must live as long as we do


class LayoutMismatch(RuntimeError):
    """The device's interface table is not laid out as this code expects."""


def _declare(lib: Any) -> None:
    lib.ggml_backend_dev_name.restype = ctypes.c_char_p
    lib.ggml_backend_dev_name.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_memory.restype = None
    lib.ggml_backend_dev_memory.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                                            ctypes.POINTER(ctypes.c_size_t)]


def device_memory(lib: Any, device: int) -> tuple[int, int]:
    """(free, total) bytes as ggml answers for the device (and so the RPC server)."""
    _declare(lib)
    free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
    lib.ggml_backend_dev_memory(device, ctypes.byref(free), ctypes.byref(total))
    return free.value, total.value


def _check_layout(lib: Any, device: int, slots: ctypes.Array[ctypes.c_void_p]) -> int:
    """The address of the device's real memory function, once the table is as expected."""
    name = lib.ggml_backend_dev_name(device) or b""
    get_name, get_memory = slots[_NAME_SLOT], slots[_MEMORY_SLOT]
    if not get_name or _NameFunction(get_name)(device) != name:
        raise LayoutMismatch(f"the device {name.decode(errors='replace')!r} does not name "
                             "itself through its first slot")
    if not get_memory:
        raise LayoutMismatch("the device has no memory function")
    free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
    _MemoryFunction(get_memory)(device, ctypes.byref(free), ctypes.byref(total))
    if total.value != device_memory(lib, device)[1]:
        raise LayoutMismatch("the device's third slot does not answer its memory")
    return get_memory


def advertise_at_most(lib: Any, device: int, limit_bytes: int) -> tuple[int, int]:
    """From now on the device answers at most ``limit_bytes`` free and total (never more
    than it has); return what it answers. LayoutMismatch, nothing changed, when the
    table is not the expected one."""
    if limit_bytes <= 0:
        raise ValueError("the limit must be above 0 bytes")
    _declare(lib)
    slots = (ctypes.c_void_p * (_MEMORY_SLOT + 1)).from_address(device)
    real = _MemoryFunction(_check_layout(lib, device, slots))

    def limited(dev: int, free: Any, total: Any) -> None:
        real(dev, free, total)
        free[0] = min(free[0], limit_bytes)
        total[0] = min(total[0], limit_bytes)

    callback = _MemoryFunction(limited)
    _kept.extend((real, callback))
    slots[_MEMORY_SLOT] = ctypes.cast(callback, ctypes.c_void_p).value
    answered = device_memory(lib, device)
    if answered[0] > limit_bytes:  # written, yet not what ggml calls: undo
        slots[_MEMORY_SLOT] = ctypes.cast(real, ctypes.c_void_p).value
        raise LayoutMismatch("ggml did not call the limited memory function")
    return answered
