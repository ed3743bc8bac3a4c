"""llama.cpp's own memory breakdown of a context: bytes per buffer type.

``llama_get_memory_breakdown(ctx)`` is what llama.cpp's fit tool reads after a
``no_alloc`` load: for each buffer type (CPU, CPU_REPACK, Vulkan0,
Vulkan_Host...) the model, context (KV) and compute bytes a real load would
allocate. With ``no_alloc`` the per-buffer log lines say 0.00 MiB, so this is
the only exact source for weights per device. It is a C++ function (it returns
a ``std::map``), not part of the C API that llama-cpp-python binds, so it is
called here through the Itanium C++ ABI of a GCC/libstdc++ build (Linux):
a hidden result pointer first, and the map read as libstdc++ lays out its
red-black tree. Anything unexpected gives None, and the caller falls back to
the log (KV and compute from llama.cpp's lines, weights from the header).
Runs inside the worker only.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

_SYMBOL = "_Z26llama_get_memory_breakdownPK13llama_context"
_MAP_SIZE = 48  # sizeof(std::map) in libstdc++ on 64-bit
_MAX_ENTRIES = 64  # buffer types: a few per device; more means the layout is not the one read
Breakdown = dict[str, dict[str, int]]  # buffer type -> {"model", "context", "compute"} bytes


def _walk(node: int, out: list[int], depth: int = 0) -> None:
    """In-order walk of a libstdc++ _Rb_tree: node = color, parent, left, right, value."""
    if not node or depth > _MAX_ENTRIES or len(out) > _MAX_ENTRIES:
        return
    _walk(ctypes.c_void_p.from_address(node + 16).value or 0, out, depth + 1)
    out.append(node)
    _walk(ctypes.c_void_p.from_address(node + 24).value or 0, out, depth + 1)


def memory_breakdown(lib: Any, context: Any) -> Breakdown | None:
    """``lib``: the loaded libllama (ctypes); ``context``: a llama_context pointer."""
    if not sys.platform.startswith("linux"):
        return None  # another C++ ABI (MSVC) or standard library (libc++)
    try:
        function = getattr(lib, _SYMBOL)
        name_of = lib.ggml_backend_buft_name
    except AttributeError:
        return None
    function.restype, function.argtypes = None, [ctypes.c_void_p, ctypes.c_void_p]
    name_of.restype, name_of.argtypes = ctypes.c_char_p, [ctypes.c_void_p]
    result = (ctypes.c_char * _MAP_SIZE)()  # left allocated: a few nodes per dry run
    function(ctypes.addressof(result), context)
    base = ctypes.addressof(result)
    count = ctypes.c_size_t.from_address(base + 40).value
    if count > _MAX_ENTRIES:
        return None
    nodes: list[int] = []
    _walk(ctypes.c_void_p.from_address(base + 16).value or 0, nodes)
    if len(nodes) != count:
        return None
    breakdown: Breakdown = {}
    for node in nodes:
        buft = ctypes.c_void_p.from_address(node + 32).value
        if not buft:
            return None
        model, context_bytes, compute = (ctypes.c_size_t * 3).from_address(node + 40)
        name = (name_of(buft) or b"?").decode("utf-8", errors="replace")
        breakdown[name] = {"model": int(model), "context": int(context_bytes),
                           "compute": int(compute)}
    return breakdown
