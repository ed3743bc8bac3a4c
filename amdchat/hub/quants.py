"""Turns a repo's file list into quantizations: one row per quant.

A split GGUF (``name-00001-of-00003.gguf``, also in a folder per quant) is one
quantization made of several files; ``mmproj`` files are vision add-ons, kept
apart; anything that is not a .gguf is not offered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from amdchat.gguf.split import parse_split_name

# Quant names as llama.cpp and the usual uploaders spell them (Q4_K_M, IQ3_XXS,
# UD-Q4_K_XL, BF16, MXFP4...). The last match in a name wins.
_QUANT = re.compile(
    r"(?<![A-Za-z0-9])((?:UD-)?(?:I?Q\d(?:_[A-Z0-9]{1,3}){0,3}|T?Q\d_\d|BF16|F16|F32|FP16|FP32|"
    r"MXFP4(?:_MOE)?))(?![A-Za-z0-9])", re.I)


@dataclass(frozen=True)
class RemoteFile:
    path: str  # inside the repo, "/"-separated
    size: int
    sha256: str = ""  # the LFS oid, when the Hub gives it


@dataclass
class Quant:
    name: str  # "Q4_K_M", or the file's stem when no known quant appears in it
    files: list[RemoteFile] = field(default_factory=list)
    is_mmproj: bool = False

    @property
    def total_size(self) -> int:
        return sum(f.size for f in self.files)

    @property
    def first_file(self) -> RemoteFile:
        return self.files[0]

    @property
    def split(self) -> bool:
        return len(self.files) > 1


def quant_name(path: str) -> str:
    """The quantization a file name says it holds ('' if it names none)."""
    name = PurePosixPath(path).name
    split = parse_split_name(name)
    stem = split.stem if split else name.removesuffix(".gguf")
    found = _QUANT.findall(stem)
    if found:
        return found[-1].upper().replace("FP16", "F16").replace("FP32", "F32")
    folder = PurePosixPath(path).parent.name  # quants in folders: Q4_K_M/part-00001-of...
    found = _QUANT.findall(folder)
    return found[-1].upper() if found else ""


def group_quants(files: list[RemoteFile]) -> tuple[list[Quant], list[Quant]]:
    """(quantizations, mmproj add-ons), each sorted by size."""
    groups: dict[tuple[bool, str], Quant] = {}
    for remote in files:
        if not remote.path.lower().endswith(".gguf"):
            continue
        name = PurePosixPath(remote.path).name
        is_mmproj = "mmproj" in name.lower()
        split = parse_split_name(name)
        folder = str(PurePosixPath(remote.path).parent)
        key_name = f"{folder}/{split.stem}" if split else remote.path
        key = (is_mmproj, key_name)
        label = quant_name(remote.path) or (split.stem if split else name.removesuffix(".gguf"))
        quant = groups.setdefault(key, Quant(label, is_mmproj=is_mmproj))
        quant.files.append(remote)
    for quant in groups.values():
        quant.files.sort(key=lambda f: f.path)
    ordered = sorted(groups.values(), key=lambda q: (q.total_size, q.name))
    quants = [q for q in ordered if not q.is_mmproj]
    mmproj = [q for q in ordered if q.is_mmproj]
    _disambiguate(quants)
    _disambiguate(mmproj)
    return quants, mmproj


def preferred_mmproj(mmproj: list[Quant]) -> Quant | None:
    """The vision projector downloaded with a model: the F16 one (what llama.cpp's docs
    use, and most repositories offer), else the largest (the least quantized)."""
    for quant in mmproj:
        if quant.name.upper() == "F16" or (quant.first_file.path.lower().endswith("f16.gguf") \
                and not quant.first_file.path.lower().endswith("bf16.gguf")):
            return quant
    return max(mmproj, key=lambda q: q.total_size, default=None)


def _disambiguate(quants: list[Quant]) -> None:
    """Two rows with one name (the same quant of two models in one repo) get the file stem."""
    seen: dict[str, list[Quant]] = {}
    for quant in quants:
        seen.setdefault(quant.name, []).append(quant)
    for same in seen.values():
        if len(same) > 1:
            for quant in same:
                stem = PurePosixPath(quant.first_file.path).name
                split = parse_split_name(stem)
                quant.name = split.stem if split else stem.removesuffix(".gguf")


def find_quant(quants: list[Quant], wanted: str) -> Quant | None:
    """A quant by name, case-insensitively; also by its first file's path."""
    for quant in quants:
        if quant.name.lower() == wanted.lower() or quant.first_file.path == wanted:
            return quant
    return None
