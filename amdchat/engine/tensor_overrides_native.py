"""Tensor overrides on the native side: the worker hands them to llama.cpp.

Only the worker imports this (it loads llama_cpp): the pure part, which layers keep
their experts in RAM and the patterns that say so, is amdchat.engine.tensor_overrides,
which the fit and the GUI use too.
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Iterator, Sequence
from typing import Any

from amdchat.engine.tensor_overrides import CPU, Override

# --- The native side (in the worker, with llama_cpp loaded) -----------------------------

class _NativeOverride(ctypes.Structure):
    """struct llama_model_tensor_buft_override (llama.h); the binding declares the
    params' field as a plain pointer."""

    _fields_ = [("pattern", ctypes.c_char_p), ("buft", ctypes.c_void_p)]


def _buffer_type(lib: Any, device: str) -> int:
    """The default buffer type of a device of ggml's registry: "CPU" (system RAM) or a
    device name as llama.cpp logs it ("Vulkan0", "ROCm0")."""
    lib.ggml_backend_dev_by_type.restype = ctypes.c_void_p
    lib.ggml_backend_dev_by_type.argtypes = [ctypes.c_int]
    lib.ggml_backend_dev_by_name.restype = ctypes.c_void_p
    lib.ggml_backend_dev_by_name.argtypes = [ctypes.c_char_p]
    lib.ggml_backend_dev_buffer_type.restype = ctypes.c_void_p
    lib.ggml_backend_dev_buffer_type.argtypes = [ctypes.c_void_p]
    if device == CPU:
        dev = lib.ggml_backend_dev_by_type(0)  # GGML_BACKEND_DEVICE_TYPE_CPU
    else:
        dev = lib.ggml_backend_dev_by_name(device.encode())
    buft = lib.ggml_backend_dev_buffer_type(dev) if dev else None
    if not buft:
        raise ValueError(f"no device {device!r} in this backend to keep tensors on")
    return int(buft)


def native_overrides(overrides: Sequence[Override], lib: Any | None = None) -> Any:
    """The {pattern, buffer type} array, {NULL, NULL} last; the caller keeps it alive
    for as long as llama.cpp may read it (the load)."""
    if lib is None:
        from llama_cpp import llama_cpp as native

        lib = native._lib
    array = (_NativeOverride * (len(overrides) + 1))()
    for entry, (pattern, device) in zip(array, overrides, strict=False):
        entry.pattern = pattern.encode()
        entry.buft = _buffer_type(lib, device)
    return array


def apply_overrides(model_params: Any, overrides: Sequence[Override]) -> Any:
    """Give a llama_model_params ``overrides``; returns what the caller keeps alive while
    llama.cpp loads (None when there are none: the field stays NULL)."""
    if not overrides:
        return None
    array = native_overrides(overrides)
    model_params.tensor_buft_overrides = ctypes.addressof(array)
    return array


@contextlib.contextmanager
def overriding_buffers(overrides: Sequence[Override]) -> Iterator[None]:
    """Within this block, every model ``llama_cpp.Llama`` loads uses ``overrides``.
    Llama builds its model parameters from ``llama_model_default_params()`` and loads
    at once, with no way to set the field between: the defaults get it, as
    amdchat.engine.load_progress gives them its callback."""
    if not overrides:
        yield
        return
    from llama_cpp import llama_cpp as native  # the module Llama takes its defaults from

    array = native_overrides(overrides, native._lib)  # kept alive by this frame
    original = native.llama_model_default_params

    def with_overrides() -> Any:
        params = original()
        params.tensor_buft_overrides = ctypes.addressof(array)
        return params

    native.llama_model_default_params = with_overrides
    try:
        yield
    finally:
        native.llama_model_default_params = original
