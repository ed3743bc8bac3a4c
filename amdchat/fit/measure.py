"""Dry runs of local and Hub files, through the cache.

One worker of the chosen backend is started on the first cache miss and
kept for the next ones (a worker start costs more than a dry run). A Hub
file is measured before any download: its header (every shard's) is read
with range requests into a sparse local copy, truncated to the real size,
and that copy is dry-run like a local file. Quantizations of one model share
one dry run (amdchat.fit.family): the others' figures are derived from it and
their own headers, exactly, or they get their own. Blocking: call from one
thread (the CLI, or a background thread of the app).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path, PurePosixPath
from typing import Any

from amdchat.engine.load_params import LoadParams
from amdchat.fit.cache import (
    DryRunCache,
    DryRunKey,
    backend_identity,
    local_identity,
    remote_identity,
)
from amdchat.fit.family import QuantFamily, family_signature
from amdchat.gguf import GGUFHeader
from amdchat.hub.quants import RemoteFile
from amdchat.model_memory import memory_as_dict, model_memory
from amdchat.session.blocking import BlockingEngine


class DryRunner:
    def __init__(self, cache: DryRunCache | None, backend: str = "auto", gpu_device: int = -1,
                 device_name: str = "", token: str | None = None) -> None:
        self.cache = cache
        self.backend = backend
        self.gpu_device = gpu_device
        self.device = f"{gpu_device}|{device_name}"
        self.token = token
        self.measured = 0  # dry runs really made (cache misses)
        self.derived = 0  # cache misses answered from another quantization's dry run
        self._families: dict[tuple[str, str], QuantFamily] = {}
        self._engine: BlockingEngine | None = None
        self._backend_id: str | None = None

    def __enter__(self) -> DryRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def local(self, path: Path, params: LoadParams) -> dict[str, Any]:
        """Raises EngineError (the worker) or OSError (the file). The event carries the
        model's ``memory`` (memory_as_dict) too, so a cached answer needs no header."""
        key = DryRunKey(local_identity(path), self._backend_key(), self.device, params)

        def measure() -> dict[str, Any]:
            from amdchat.model_memory import local_memory

            return {**self._measure(path, params), "memory": memory_as_dict(local_memory(path))}

        return self._cached(key, measure)

    def remote(self, repo_id: str, files: list[RemoteFile], params: LoadParams,
               headers: list[tuple[GGUFHeader, bytes]] | None = None) -> dict[str, Any]:
        """``files``: every shard of one quantization, first shard first; ``headers``:
        theirs (read_remote_header_bytes), when the caller has read them already. Raises
        DownloadError or GGUFError (the Hub) and EngineError (the worker)."""
        key = self._remote_key(repo_id, files, params)
        if self.cache is not None and (hit := self.cache.get(key)) is not None:
            return hit
        from amdchat.hub.remote_header import read_remote_header_bytes
        from amdchat.model_memory import merge_shards

        if headers is None:
            headers = [read_remote_header_bytes(repo_id, remote, self.token) for remote in files]
        header = merge_shards([h for h, _ in headers])
        family = self._family(header, params)
        event = family.derive(header)
        if event is None:
            event = self._measure_remote(files, headers, params)
            self.measured += 1
            family.learn(header, event)
        else:
            self.derived += 1
        event["memory"] = memory_as_dict(model_memory(header))
        if self.cache is not None:
            self.cache.put(key, event)
        return event

    def _family(self, header: GGUFHeader, params: LoadParams) -> QuantFamily:
        key = (family_signature(header), json.dumps(params.as_dict(), sort_keys=True))
        return self._families.setdefault(key, QuantFamily(params))

    def cached_remote(self, repo_id: str, files: list[RemoteFile], params: LoadParams
                      ) -> dict[str, Any] | None:
        """The cached answer alone: no worker, no Hub."""
        if self.cache is None:
            return None
        return self.cache.get(self._remote_key(repo_id, files, params))

    def _remote_key(self, repo_id: str, files: list[RemoteFile], params: LoadParams
                    ) -> DryRunKey:
        return DryRunKey(remote_identity(repo_id, files), self._backend_key(), self.device,
                         params)

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

    def _measure(self, path: Path, params: LoadParams, sparse: bool = False
                 ) -> dict[str, Any]:
        if self._engine is None:
            engine = BlockingEngine()
            try:
                engine.start(self.backend, self.gpu_device)
            except Exception:
                engine.close()
                raise
            self._engine = engine
        return dict(self._engine.dry_run(path, params=params, sparse=sparse))

    def _measure_remote(self, files: list[RemoteFile],
                        headers: list[tuple[GGUFHeader, bytes]], params: LoadParams
                        ) -> dict[str, Any]:
        with tempfile.TemporaryDirectory(prefix="amdchat-remote-") as tmp:
            copies = []
            for remote, (_, header_bytes) in zip(files, headers, strict=True):
                copy = Path(tmp) / PurePosixPath(remote.path).name
                with open(copy, "wb") as handle:
                    handle.write(header_bytes)
                    handle.truncate(remote.size)
                copies.append(copy)
            return self._measure(copies[0], params, sparse=True)
