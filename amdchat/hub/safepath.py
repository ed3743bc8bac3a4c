"""A file name from the Hub never leaves the folder it is meant for."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath


class UnsafePath(ValueError):
    pass


_DRIVE = re.compile(r"^[A-Za-z]:")
MAX_NAME_BYTES = 255  # one name in a path, on ext4, NTFS (in UTF-16 units) and APFS alike


def safe_join(root: Path, repo_path: str) -> Path:
    """``root / repo_path``, refusing '..', absolute paths and drive letters."""
    if not repo_path or "\\" in repo_path or "\0" in repo_path or _DRIVE.match(repo_path):
        raise UnsafePath(f"refusing the file name {repo_path!r} from the Hub")
    parts = PurePosixPath(repo_path).parts
    if repo_path.startswith("/") or any(p in ("..", ".", "") for p in parts):
        raise UnsafePath(f"refusing the file name {repo_path!r} from the Hub")
    for part in parts:
        if len(part.encode("utf-8")) > MAX_NAME_BYTES:
            raise UnsafePath(
                f"refusing the file name {repo_path!r} from the Hub: {part[:40]!r}... is "
                f"{len(part.encode('utf-8'))} bytes long, more than the {MAX_NAME_BYTES} a file "
                "name can have on disk. Ask the repo's owner to rename it.")
    target = root.joinpath(*parts)
    if not target.resolve().is_relative_to(root.resolve()):
        raise UnsafePath(f"refusing the file name {repo_path!r}: it leads out of {root}")
    return target


def repo_folder_name(repo_id: str) -> str:
    """'org/name' -> 'org--name', a single safe folder name."""
    if not re.fullmatch(r"[\w.-]+/[\w.-]+", repo_id) or ".." in repo_id:
        raise UnsafePath(f"{repo_id!r} is not a repository name like 'org/name'")
    return repo_id.replace("/", "--")
