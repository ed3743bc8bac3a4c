"""The context length asked for a load, checked before llama.cpp allocates anything.

llama.cpp takes any number: ``--ctx 99999999999`` grew the worker to 23.8 GB until
the kernel ended it, 2^31 took 8.7 GB, and ``--ctx -5`` said only "Failed to create
llama_context". Here a context is refused, with what to do, when it is negative,
longer than the model was trained for (its header's context_length), or when its KV
cache alone would not fit in this machine's memory and GPUs together.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import Any

from amdchat.gguf import GGUFHeader
from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import ModelMemoryError, model_memory


def context_problem(header: GGUFHeader, n_ctx: int, memory_bytes: int | None,
                    element_bytes: float = 2.0, swa_full: bool = False) -> Text | None:
    """Why ``n_ctx`` cannot be loaded (None: it can be tried). 0: the trained length.
    ``element_bytes``: of the KV cache's type, K and V averaged (f16: 2)."""
    trained = header.context_length or 0
    if n_ctx < 0:
        return Text("messages", tr_noop(
            "messages", "The context length {n_ctx} is not valid: give a number of tokens "
            "of at least 1 (or 0 for the model's own, {trained})."),
            {"n_ctx": n_ctx, "trained": trained})
    if trained and n_ctx > trained:
        return Text("messages", tr_noop(
            "messages", "The context length {n_ctx:,} is longer than this model was trained "
            "for ({trained:,} tokens): it would not follow its text past that. Choose at "
            "most {trained:,}."), {"n_ctx": n_ctx, "trained": trained})
    wanted = n_ctx or trained
    try:
        kv = model_memory(header).kv_bytes(wanted, swa_full=swa_full) * element_bytes / 2.0
    except ModelMemoryError:
        return None  # the load says what is wrong with the file
    if memory_bytes and kv > memory_bytes:
        return Text("messages", tr_noop(
            "messages", "A context of {n_ctx:,} tokens needs {need_gib:.1f} GiB for its "
            "cache alone, more than this computer's memory and GPUs hold together "
            "({have_gib:.1f} GiB). Choose a shorter context."),
            {"n_ctx": wanted, "need_gib": kv / 2**30, "have_gib": memory_bytes / 2**30})
    return None


def machine_memory(devices: Iterable[Any]) -> int | None:
    """The system's RAM plus every GPU's memory, in bytes (None: unknown)."""
    ram = _physical_ram()
    if ram is None:
        return None
    gpus = sum(int(d.get("total_bytes", 0)) for d in devices
               if d.get("type") in ("gpu", "igpu"))
    return ram + gpus


def _physical_ram() -> int | None:
    if sys.platform == "win32":
        return None
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return None
