"""The models on disk: the app's own folder, the Hugging Face cache, LM Studio's.

Each .gguf is described from its header (architecture, parameters, quant,
context length, size). Parts 2..N of a split model and unfinished downloads are
not listed as models. An mmproj file (a vision add-on) is not a model either:
it is listed with the models in its folder, which is where a download from the
same repo puts both. A file whose header cannot be read is listed with the
reason, so the user sees it rather than nothing.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from amdchat.gguf.split import is_later_shard, shard_paths
from amdchat.modelfile import ModelFileError, ModelSummary, check_model_file


@dataclass(frozen=True)
class LocalModel:
    path: Path
    source: str  # "amdchat", "huggingface", "lmstudio", "imported", "opened"
    summary: ModelSummary | None
    problem: str = ""
    mmproj: tuple[Path, ...] = ()  # vision add-ons beside it, for this model's repo

    @property
    def size_bytes(self) -> int:
        """The whole model: every part of a split file (a part deleted meanwhile: 0)."""
        return sum(_size(p) for p in shard_paths(self.path))


def hf_cache_dir() -> Path:
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"])
    hf_home = os.environ.get("HF_HOME") or str(Path.home() / ".cache" / "huggingface")
    return Path(hf_home) / "hub"


def lmstudio_dirs() -> list[Path]:
    home = Path.home()
    return [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"]


def roots(models_dir: Path) -> list[tuple[str, Path]]:
    found = [("amdchat", models_dir), ("huggingface", hf_cache_dir())]
    found += [("lmstudio", d) for d in lmstudio_dirs()]
    return found


def repo_id_of(model: LocalModel, models_dir: Path) -> str:
    """The Hugging Face repository a model on disk came from, '' when unknown: the app
    keeps ``org--name/``, the HF cache ``models--org--name/``, LM Studio ``org/name/``."""
    for part in model.path.parts[:-1]:
        if part.startswith("models--") and part.count("--") >= 2:
            return part.removeprefix("models--").replace("--", "/", 1)
    for source, root in roots(models_dir):
        if source != model.source:
            continue
        try:
            relative = model.path.relative_to(root).parts[:-1]
        except ValueError:
            continue
        if source == "amdchat" and relative and "--" in relative[0]:
            return relative[0].replace("--", "/", 1)
        if source == "lmstudio" and len(relative) >= 2:
            return f"{relative[0]}/{relative[1]}"
    return ""


def is_mmproj(path: Path) -> bool:
    name = path.name.lower()
    return name.endswith(".gguf") and "mmproj" in name


def is_listed_model(path: Path) -> bool:
    name = path.name.lower()
    return (name.endswith(".gguf") and not is_mmproj(path) and not is_later_shard(name)
            and not _hidden(path))


def _hidden(path: Path) -> bool:
    """In a dot-folder: the downloader's .rejected files, a cache's internals."""
    return any(part.startswith(".") for part in path.parts[-3:-1])


def vision_add_ons(folder: Path) -> tuple[Path, ...]:
    """The mmproj files in ``folder`` (not below it)."""
    try:
        return tuple(sorted(p for p in folder.iterdir()
                            if is_mmproj(p) and p.is_file()))
    except OSError:
        return ()


def projector_for(model: Path) -> Path | None:
    """The vision projector a model loads with: an mmproj file in its folder (the Hub's
    repositories put them beside the quantizations). Of several, the F16 one (what most
    repositories offer first and what llama.cpp's docs use), else the largest."""
    add_ons = vision_add_ons(model.parent)
    if not add_ons:
        return None
    preferred = [p for p in add_ons if "f16" in p.name.lower() and "bf16" not in p.name.lower()]
    if preferred:
        return preferred[0]
    return max(add_ons, key=_size)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def scan(models_dir: Path) -> list[LocalModel]:
    models: list[LocalModel] = []
    seen: set[Path] = set()
    for source, root in roots(models_dir):
        if not root.is_dir():
            continue
        for path in sorted(_gguf_files(root)):
            if not is_listed_model(path):
                continue
            real = _real_path(path)
            if real in seen:
                continue  # the HF cache links snapshots to blobs: list each model once
            seen.add(real)
            models.append(_describe(path, source))
    return models


def _gguf_files(root: Path) -> Iterator[Path]:
    """The .gguf files below ``root`` (links to folders not followed, as rglob did). A
    folder that vanishes or cannot be read while the scan runs (a download finishing, a
    cache being cleaned) is skipped: os.walk ignores its errors, rglob raised them."""
    for folder, _dirs, files in os.walk(root):
        for name in files:
            if name.lower().endswith(".gguf"):
                yield Path(folder, name)


def _real_path(path: Path) -> Path:
    """Where ``path`` leads; a link that leads back to itself stays as it is."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a symlink loop (RuntimeError up to Python 3.12)
        return path.absolute()


def _describe(path: Path, source: str) -> LocalModel:
    """One entry of the list: a model, or what keeps it from being one (a dangling or
    looping link, a FIFO, a broken header): one bad entry never takes the list down."""
    add_ons = vision_add_ons(path.parent)
    try:
        summary, _ = check_model_file(path)
    except ModelFileError as exc:
        return LocalModel(path, source, None, str(exc), add_ons)
    return LocalModel(path, source, summary, mmproj=add_ons)


def describe_opened(paths: list[Path]) -> list[LocalModel]:
    """The model files the user opened lately (from anywhere), those still there."""
    return [_describe(path, "opened") for path in paths if path.is_file()]


def import_model(source: Path, models_dir: Path, link: bool = False) -> Path:
    """Copy (or link) a .gguf from anywhere into the models folder; check it first."""
    check_model_file(source)
    target_dir = models_dir / "imported"
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / source.name
    if target.exists():
        raise FileExistsError(f"{target} already exists")
    if link:
        target.symlink_to(source.resolve())
    else:
        tmp = target.with_name(target.name + ".part")
        shutil.copyfile(source, tmp)
        os.replace(tmp, target)
    return target


def delete_model(model: LocalModel, models_dir: Path) -> None:
    """Delete a model from the app's own folder (others belong to other apps)."""
    inside = model.path.absolute().is_relative_to(models_dir.absolute())
    if not inside:
        raise PermissionError(f"{model.path} belongs to {model.source}; delete it there")
    for path in shard_paths(model.path):
        path.unlink(missing_ok=True)
