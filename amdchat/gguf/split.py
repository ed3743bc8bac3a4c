"""Split GGUF files: ``name-00001-of-00003.gguf`` and its siblings are one model."""

from __future__ import annotations

import re
from pathlib import Path

_FIRST = re.compile(r"^(?P<stem>.+)-00001-of-(?P<total>\d{5})\.gguf$", re.I)
_LATER = re.compile(r"-(?!00001)\d{5}-of-\d{5}\.gguf$", re.I)


def shard_paths(path: Path) -> list[Path]:
    """Every file of a split model, given its first (or just ``path`` itself)."""
    match = _FIRST.match(path.name)
    if not match:
        return [path]
    return [path.with_name(f"{match['stem']}-{i:05d}-of-{match['total']}.gguf")
            for i in range(1, int(match["total"]) + 1)]


def is_later_shard(name: str) -> bool:
    """Parts 2..N of a split model: not models of their own."""
    return bool(_LATER.search(name))
