"""The devices that the loaded libggml sees, read through its C API.

This is the ground truth for "which GPUs can this backend use": it asks the
very library the worker runs on (ggml_backend_dev_*), by ctypes.
"""

from __future__ import annotations

import ctypes
import re
import sys
from pathlib import Path
from typing import Any

_TYPES = {0: "cpu", 1: "gpu", 2: "igpu", 3: "accel"}
# Vulkan drivers that run on the CPU: ggml lists them as GPUs, but a model there runs
# at CPU speed or worse (Mesa's llvmpipe/lavapipe, Google's SwiftShader)
_CPU_EMULATED = re.compile(r"llvmpipe|lavapipe|softpipe|swiftshader", re.IGNORECASE)


def is_cpu_emulated(description: str) -> bool:
    """Whether a device's description names a Vulkan driver that the CPU emulates."""
    return bool(_CPU_EMULATED.search(description))


def _device_type(ggml_type: int, description: str) -> str:
    kind = _TYPES.get(ggml_type, "unknown")
    return "cpu" if kind in ("gpu", "igpu") and is_cpu_emulated(description) else kind


def _libggml_path(lib_folder: Path) -> Path | None:
    names = ("ggml.dll",) if sys.platform == "win32" else ("libggml.so", "libggml.dylib")
    for name in names:
        if (lib_folder / name).exists():
            return lib_folder / name
    return None


def list_devices(lib_folder: Path) -> list[dict[str, Any]]:
    """Each device: name, description, type ("cpu" for a CPU-emulated Vulkan device),
    free and total memory in bytes."""
    path = _libggml_path(lib_folder)
    if path is None:
        return []
    lib = ctypes.CDLL(str(path))  # already loaded by llama_cpp: same handle
    lib.ggml_backend_dev_count.restype = ctypes.c_size_t
    lib.ggml_backend_dev_get.restype = ctypes.c_void_p
    lib.ggml_backend_dev_get.argtypes = [ctypes.c_size_t]
    for fn in (lib.ggml_backend_dev_name, lib.ggml_backend_dev_description):
        fn.restype = ctypes.c_char_p
        fn.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_type.restype = ctypes.c_int
    lib.ggml_backend_dev_type.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_memory.restype = None
    lib.ggml_backend_dev_memory.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                                            ctypes.POINTER(ctypes.c_size_t)]
    devices = []
    for index in range(lib.ggml_backend_dev_count()):
        dev = lib.ggml_backend_dev_get(index)
        free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
        lib.ggml_backend_dev_memory(dev, ctypes.byref(free), ctypes.byref(total))
        description = (lib.ggml_backend_dev_description(dev) or b"").decode(errors="replace")
        devices.append({
            "name": (lib.ggml_backend_dev_name(dev) or b"").decode(errors="replace"),
            "description": description,
            # a CPU-emulated Vulkan device counts as the CPU it is (no GPU seen)
            "type": _device_type(lib.ggml_backend_dev_type(dev), description),
            "free_bytes": free.value,
            "total_bytes": total.value,
        })
    return devices
