"""Dry-run results kept per (file, backend, device, parameters).

A dry run costs a worker start and a second or two of llama.cpp; its answer
only changes when one of those does, so it is kept as one small JSON file
under the app's cache folder, named by a hash of the key. The key names the
file by what would change its figures: a local file by its resolved path,
size and modification time; a Hub file by repository, path, size and LFS
hash. The backend by its kind, folder and the time its libllama was built,
the device by its index and name. A change to any of them is a new key, so a
stale entry is never read, only left behind (``prune`` bounds the folder).
An unreadable entry is moved aside and counts as missing.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from amdchat.atomic import keep_aside, read_state_text, write_json
from amdchat.engine.load_params import LoadParams
from amdchat.hub.quants import RemoteFile

KEEP_ENTRIES = 2000
_FIELDS = ("buffers", "kv_mib", "compute_mib", "output_mib", "params", "memory",
           # the experts kept in RAM (amdchat.engine.tensor_overrides.OverridePlan.as_dict)
           "tensor_overrides", "experts_in_ram_layers", "experts_in_ram_bytes",
           "expert_offload_problem")


def local_identity(path: Path) -> str:
    """Every shard of a split model counts: a new shard is a new model."""
    from amdchat.gguf.split import shard_paths

    parts = []
    for shard in shard_paths(path):
        stat = shard.stat()
        parts.append(f"{shard.resolve()}|{stat.st_size}|{stat.st_mtime_ns}")
    return "local:" + ";".join(parts)


def remote_identity(repo_id: str, files: list[RemoteFile]) -> str:
    return "hub:" + repo_id + ":" + ";".join(f"{f.path}|{f.size}|{f.sha256}" for f in files)


def backend_identity(kind: str, folder: Path) -> str:
    """A rebuilt backend (another llama.cpp) may allocate otherwise: its libllama's time."""
    built = max((p.stat().st_mtime_ns for p in folder.glob("*llama*") if p.is_file()),
                default=0)
    return f"{kind}|{folder}|{built}"


@dataclass(frozen=True)
class DryRunKey:
    file: str
    backend: str
    device: str  # the GPU index and name ("-1|" for the backend's own choice)
    params: LoadParams

    def digest(self) -> str:
        # the dry run opens the model alone: a vision projector beside it changes nothing
        # it measures (plan.sides adds the projector's bytes)
        measured = dataclasses.replace(self.params, mmproj="").as_dict()
        text = json.dumps([self.file, self.backend, self.device, measured], sort_keys=True)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


class DryRunCache:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _path(self, key: DryRunKey) -> Path:
        return self.folder / f"{key.digest()}.json"

    def get(self, key: DryRunKey) -> dict[str, Any] | None:
        path = self._path(key)
        try:
            entry = json.loads(read_state_text(path))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            self._set_aside(path)
            return None
        if not isinstance(entry, dict) or not isinstance(entry.get("event"), dict) or \
                entry.get("key") != _key_json(key):
            self._set_aside(path)
            return None
        event: dict[str, Any] = entry["event"]
        return event

    def put(self, key: DryRunKey, event: dict[str, Any]) -> None:
        kept = {name: event[name] for name in _FIELDS if name in event}
        try:
            write_json(self._path(key), {"key": _key_json(key), "event": kept})
        except OSError:
            return  # a cache that cannot be written is only slower
        self.prune()

    def prune(self, keep: int = KEEP_ENTRIES) -> None:
        """Drop the oldest entries beyond ``keep`` (stale keys are never read again)."""
        try:
            entries = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        except OSError:
            return
        for old in entries[:-keep] if len(entries) > keep else []:
            old.unlink(missing_ok=True)

    @staticmethod
    def _set_aside(path: Path) -> None:
        try:
            keep_aside(path)
        except OSError:
            path.unlink(missing_ok=True)


def _key_json(key: DryRunKey) -> dict[str, Any]:
    return {"file": key.file, "backend": key.backend, "device": key.device,
            "params": key.params.as_dict()}
