"""A model path llama.cpp can be given, whatever bytes its name holds.

llama-cpp-python encodes the path as UTF-8 before llama.cpp opens it, so a file whose
name holds bytes that are not UTF-8 (Linux allows any) failed with "'utf-8' codec
can't encode character '\\udcff'", shown as a llama.cpp failure. Such a file is
loaded through links of UTF-8 names in a private temporary folder (every shard of a
split model, named so that llama.cpp finds the next ones from the first).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from amdchat.gguf.split import shard_paths


def _encodable(path: Path) -> bool:
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def utf8_name(name: str) -> str:
    return os.fsencode(name).decode("utf-8", errors="replace")


@contextlib.contextmanager
def loadable_path(path: Path) -> Iterator[str]:
    """``path`` as a str llama-cpp-python can encode, valid inside the block."""
    if _encodable(path):
        yield str(path)
        return
    with tempfile.TemporaryDirectory(prefix="amdchat-model-") as folder:
        links = []
        for shard in shard_paths(path):
            link = Path(folder) / utf8_name(shard.name)
            link.symlink_to(shard.absolute())
            links.append(link)
        yield str(links[0])
