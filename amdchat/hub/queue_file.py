"""Reading the download list back: every field of every item is checked.

The file is the app's own, but it lives in the user's folder: a hand edit, a
half-synced copy or an older version can leave anything in it. An item that is
not right (a repository name that could lead out of the models folder, a size
that is no number, ``files: null``) is dropped with a reason; the other items
are kept. Only a file that is not a list of items at all is dropped whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from amdchat.hub.safepath import UnsafePath, repo_folder_name, safe_join

STATES = ("queued", "downloading", "paused", "done", "failed", "cancelled")
_MAX_BYTES = 2**53  # larger than any real file, small enough to stay exact as a float
_TEXT_FIELDS = ("error", "error_kind", "path", "folder")


class BadItem(ValueError):
    pass


def read_items(raw: Any, models_dir: Path) -> tuple[list[dict[str, Any]], list[str]]:
    """The items' fields, ready for DownloadItem(**fields), and why each dropped one was
    dropped. ValueError when ``raw`` is not a download list at all."""
    if not isinstance(raw, dict) or not isinstance(raw.get("items"), list):
        raise ValueError("it does not hold a list of downloads")
    items: list[dict[str, Any]] = []
    dropped: list[str] = []
    seen: set[int] = set()
    for number, entry in enumerate(raw["items"], start=1):
        try:
            fields = _item(entry, models_dir)
            if fields["id"] in seen:
                raise BadItem(f"its id {fields['id']} is used twice")
        except BadItem as exc:
            name = entry.get("repo_id") if isinstance(entry, dict) else None
            label = f"{name!r}" if isinstance(name, str) and len(name) < 200 else f"#{number}"
            dropped.append(f"download {label} was dropped: {exc}")
            continue
        seen.add(fields["id"])
        items.append(fields)
    return items, dropped


def _item(entry: Any, models_dir: Path) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise BadItem("it is not an object")
    fields: dict[str, Any] = {"id": _count(entry.get("id"), "id", minimum=1)}
    repo_id = entry.get("repo_id")
    if not isinstance(repo_id, str):
        raise BadItem("it has no repository name")
    try:
        folder_name = repo_folder_name(repo_id)
    except UnsafePath as exc:
        raise BadItem(str(exc)) from exc
    fields["repo_id"] = repo_id
    if not isinstance(entry.get("quant_name"), str) or not entry["quant_name"]:
        raise BadItem("it has no quantization name")
    fields["quant_name"] = entry["quant_name"]
    if entry.get("state") not in STATES:
        raise BadItem("its state is not one of " + ", ".join(STATES))
    fields["state"] = entry["state"]
    for name in _TEXT_FIELDS:
        value = entry.get(name, "")
        if not isinstance(value, str):
            raise BadItem(f"its {name} is not text")
        fields[name] = value
    fields["done"] = _count(entry.get("done", 0), "done")
    root = Path(fields["folder"] or models_dir) / folder_name
    fields["files"] = _files(entry.get("files"), root)
    return fields


def _files(files: Any, root: Path) -> list[dict[str, Any]]:
    if not isinstance(files, list) or not files:
        raise BadItem("it has no list of files")
    checked = []
    for file in files:
        if not isinstance(file, dict) or not isinstance(file.get("path"), str):
            raise BadItem("a file has no name")
        try:
            safe_join(root, file["path"])
        except UnsafePath as exc:
            raise BadItem(str(exc)) from exc
        sha256 = file.get("sha256", "")
        if not isinstance(sha256, str):
            raise BadItem(f"the checksum of {file['path']!r} is not text")
        checked.append({"path": file["path"], "size": _count(file.get("size"), "size"),
                        "sha256": sha256})
    return checked


def _count(value: Any, name: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not \
            minimum <= value <= _MAX_BYTES:
        shown = repr(value) if isinstance(value, int | float | str | None) else "not a number"
        raise BadItem(f"its {name} {shown[:40]} is not a whole number from {minimum}")
    return value
