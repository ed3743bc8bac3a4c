"""Split GGUF files: ``name-00001-of-00003.gguf`` and its siblings are one model.

The one place that knows how a split file is named: the library (files on
disk) and the Hub listing (files in a repo) both read names with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_SPLIT = re.compile(r"^(?P<stem>.+)-(?P<part>\d{5})-of-(?P<total>\d{5})\.gguf$", re.I)


@dataclass(frozen=True)
class SplitName:
    stem: str  # the name without "-00002-of-00003.gguf"
    part: int  # 1-based
    total: int


def parse_split_name(name: str) -> SplitName | None:
    """The parts of a split file's name (a file name, no folder); None for a single file."""
    match = _SPLIT.match(name)
    if not match:
        return None
    return SplitName(match["stem"], int(match["part"]), int(match["total"]))


def shard_paths(path: Path) -> list[Path]:
    """Every file of a split model, given its first (or just ``path`` itself)."""
    split = parse_split_name(path.name)
    if split is None or split.part != 1:
        return [path]
    return [path.with_name(f"{split.stem}-{i:05d}-of-{split.total:05d}.gguf")
            for i in range(1, split.total + 1)]


def is_later_shard(name: str) -> bool:
    """Parts 2..N of a split model: not models of their own."""
    split = parse_split_name(name)
    return split is not None and split.part != 1
