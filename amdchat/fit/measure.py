"""Dry runs of local and Hub files, through the cache.

One worker of the chosen backend is started on the first cache miss and
kept for the next ones (a worker start costs more than a dry run). A Hub
file is measured before any download: its header (every shard's) is read
with range requests into a sparse local copy, truncated to the real size,
and that copy is dry-run like a local file. Blocking: call from one thread
(the CLI, or a background thread of the app).
"""

from __future__ import annotations

import tempfile
from pathlib import Path, PurePosixPath
from typing import Any

from amdchat.engine.blocking import BlockingEngine
from amdchat.engine.load_params import LoadParams
from amdchat.fit.cache import (
    DryRunCache,
    DryRunKey,
    backend_identity,
    local_identity,
    remote_identity,
)
from amdchat.hub.quants import RemoteFile


class DryRunner:
    def __init__(self, cache: DryRunCache | None, backend: str = "auto", gpu_device: int = -1,
                 device_name: str = "", token: str | None = None) -> None:
        self.cache = cache
        self.backend = backend
        self.gpu_device = gpu_device
        self.device = f"{gpu_device}|{device_name}"
        self.token = token
        self.measured = 0  # dry runs really made (cache misses)
        self._engine: BlockingEngine | None = None
        self._backend_id: str | None = None

    def __enter__(self) -> DryRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def local(self, path: Path, params: LoadParams) -> dict[str, Any]:
        """Raises EngineError (the worker) or OSError (the file)."""
        key = DryRunKey(local_identity(path), self._backend_key(), self.device, params)
        return self._cached(key, lambda: self._measure(path, params))

    def remote(self, repo_id: str, files: list[RemoteFile], params: LoadParams
               ) -> dict[str, Any]:
        """``files``: every shard of one quantization, first shard first. Raises
        DownloadError or GGUFError (the Hub) and EngineError (the worker)."""
        key = DryRunKey(remote_identity(repo_id, files), self._backend_key(), self.device,
                        params)
        return self._cached(key, lambda: self._measure_remote(repo_id, files, params))

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()
            self._engine = None

    def _cached(self, key: DryRunKey, measure: Any) -> dict[str, Any]:
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                return hit
        event: dict[str, Any] = measure()
        self.measured += 1
        if self.cache is not None:
            self.cache.put(key, event)
        return event

    def _backend_key(self) -> str:
        if self._backend_id is None:
            from amdchat.backends.registry import BackendUnavailable, choose

            try:
                chosen = choose(self.backend)
                self._backend_id = backend_identity(chosen.kind, chosen.folder)
            except BackendUnavailable:
                self._backend_id = f"{self.backend}|unavailable"  # the start will say why
        return self._backend_id

    def _measure(self, path: Path, params: LoadParams) -> dict[str, Any]:
        if self._engine is None:
            engine = BlockingEngine()
            try:
                engine.start(self.backend, self.gpu_device)
            except Exception:
                engine.close()
                raise
            self._engine = engine
        return dict(self._engine.dry_run(path, params=params))

    def _measure_remote(self, repo_id: str, files: list[RemoteFile], params: LoadParams
                        ) -> dict[str, Any]:
        from amdchat.hub.remote_header import read_remote_header_bytes

        with tempfile.TemporaryDirectory(prefix="amdchat-remote-") as tmp:
            copies = []
            for remote in files:
                _, header_bytes = read_remote_header_bytes(repo_id, remote, self.token)
                copy = Path(tmp) / PurePosixPath(remote.path).name
                with open(copy, "wb") as handle:
                    handle.write(header_bytes)
                    handle.truncate(remote.size)
                copies.append(copy)
            return self._measure(copies[0], params)
