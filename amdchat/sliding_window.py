"""Which layers of a model attend over a sliding window, and how many KV cells each keeps.

llama.cpp gives a sliding-window (SWA) layer its own, smaller cache unless swa_full is set:
``pad(min(n_ctx, n_swa + n_ubatch), 256)`` cells (src/llama-kv-cache-iswa.cpp), against
n_ctx for the other layers. Which layers slide is decided per architecture when the model
loads (src/models/*.cpp in the llama.cpp that llama-cpp-python 0.3.36 vendors): a
per-layer list in the header (``{arch}.attention.sliding_window_pattern`` as an array)
wins; else every n-th layer is global (n from the header's pattern key, or the
architecture's own), the others slide. ``RULES`` is that table as read from that source;
an architecture not in it keeps a full cache in every layer, as llama.cpp does. Gemma 3n
is left out on purpose: it also shares caches between layers, which the per-layer
figures here cannot say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CELL_PAD = 256  # llama.cpp pads a cache's cell count to this


@dataclass(frozen=True)
class Rule:
    pattern: int  # every pattern-th layer is global (0: every layer slides)
    dense_first: bool = False  # the global layer opens each group instead of closing it
    window: int = 0  # the window when the header gives none (0: no window, no SWA)
    forced_window: int = 0  # llama.cpp replaces the header's window with this one
    only_layers: int = 0  # SWA only for models with this many layers (EXAONE 4 32B)
    zero_disables: bool = True  # a header window of 0 means no sliding window


RULES: dict[str, Rule] = {
    "gemma2": Rule(2, window=4096),
    "gemma3": Rule(6),
    "gemma-embedding": Rule(6),
    "cohere2": Rule(4),
    "cohere2moe": Rule(4, dense_first=True),
    "gpt-oss": Rule(2),
    "llama4": Rule(4, window=8192),  # chunked attention: the same cache size
    "exaone4": Rule(4, window=4096, only_layers=64),
    "exaone-moe": Rule(4, window=128),
    "olmo2": Rule(4),
    "afmoe": Rule(4),
    "mellum": Rule(4),
    "plamo3": Rule(8),
    "smallthinker": Rule(4, dense_first=True, forced_window=4096),
    "muse-glimmer": Rule(4),
}


def sliding_layers(metadata: dict[str, Any], arch: str, n_layers: int
                   ) -> tuple[int, tuple[int, ...]]:
    """(window, per-layer flags: 1 for a sliding-window layer); (0, ()) for none."""
    rule = RULES.get(arch)
    if rule is None or (rule.only_layers and n_layers != rule.only_layers):
        return 0, ()
    given = metadata.get(f"{arch}.attention.sliding_window")
    window = _int(given) if given is not None else rule.window
    if given is not None and window == 0 and rule.zero_disables:
        return 0, ()
    if rule.forced_window and window > 0:
        window = rule.forced_window
    if window <= 0:
        return 0, ()
    declared = metadata.get(f"{arch}.attention.sliding_window_pattern")
    if isinstance(declared, list) and len(declared) == n_layers:
        return window, tuple(1 if flag else 0 for flag in declared)
    pattern = _int(declared) if declared is not None else rule.pattern
    return window, tuple(_slides(layer, pattern, rule.dense_first) for layer in range(n_layers))


def _slides(layer: int, pattern: int, dense_first: bool) -> int:
    if pattern <= 0:
        return 1
    if dense_first:
        return int(layer % pattern != 0)
    return int(layer % pattern < pattern - 1)


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else 0


def swa_cells(n_ctx: int, window: int, n_ubatch: int) -> int:
    """The cells of a sliding-window layer's cache at context ``n_ctx``."""
    wanted = min(n_ctx, window + n_ubatch)
    return -(-wanted // CELL_PAD) * CELL_PAD
