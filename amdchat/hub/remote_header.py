"""Reads a GGUF header from the Hub without downloading the model.

HTTP Range requests fetch the header a chunk at a time (a few MB at most for
models with large vocabularies), through huggingface_hub's session. This is
what the fit estimate reads before a download.

The server is not trusted to be kind. Every answer is streamed and only the
bytes asked for are kept, so a server that ignores ``Range`` (and sends the
whole file) or sends an endless body costs no memory: the connection is
dropped once the wanted bytes are in. Nothing past ``max_bytes`` from the start
of the file is ever read (no real header comes near it), and the whole read
has a deadline, so a server that trickles bytes, or sends headers then nothing,
ends in a clear error instead of a hang.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from amdchat.gguf import GGUFHeader, read_header
from amdchat.gguf.reader import GGUFError
from amdchat.gguf.source import RangeSource
from amdchat.hub.download import CONNECT_TIMEOUT_S, DownloadError, resolve_url
from amdchat.hub.quants import RemoteFile
from amdchat.units import MIB


@dataclass(frozen=True)
class HeaderLimits:
    max_bytes: int = 64 * MIB  # the largest real headers (262k vocabularies, MoE) are ~20 MB
    read_timeout_s: float = 30.0  # no byte for this long: the server is gone
    deadline_s: float = 120.0  # the whole header, every request together


class _Reader:
    """``fetch(offset, length)`` for RangeSource, within HeaderLimits."""

    def __init__(self, repo_id: str, remote: RemoteFile, token: str | None, revision: str,
                 limits: HeaderLimits) -> None:
        self.repo_id, self.remote, self.token, self.limits = repo_id, remote, token, limits
        self.url = resolve_url(repo_id, remote.path, revision)
        self.deadline = time.monotonic() + limits.deadline_s
        self.prefix = b""  # kept when the server ignores Range: the file's first bytes

    def fetch(self, offset: int, length: int) -> bytes:
        end = offset + length
        if end > self.limits.max_bytes:
            raise GGUFError(
                f"the header of {self.remote.path} goes on past {self.limits.max_bytes // MIB} "
                "MiB, which no real model's header does: it is damaged or not a GGUF model. "
                "Not reading more of it.")
        if end <= len(self.prefix):
            return self.prefix[offset:end]
        status, data = self._get(offset, end)
        if status == 206:
            return data
        # 200: the server ignored Range and sends the file from its start. Keep a prefix
        # that at least doubles each time, so a header costs a few requests, not one per MiB.
        self.prefix = data
        return data[offset:end]

    def _get(self, offset: int, end: int) -> tuple[int, bytes]:
        from huggingface_hub.utils import build_hf_headers, get_session

        from amdchat.hub.http import install

        install()

        headers = build_hf_headers(token=self.token or False)
        headers["Range"] = f"bytes={offset}-{end - 1}"
        timeout = (CONNECT_TIMEOUT_S, self.limits.read_timeout_s, CONNECT_TIMEOUT_S,
                   CONNECT_TIMEOUT_S)
        chunks: list[bytes] = []
        got = 0
        try:
            with get_session().stream("GET", self.url, headers=headers, timeout=timeout,
                                      follow_redirects=True) as response:
                status = response.status_code
                self._check_status(status)
                if status == 206 and not (response.headers.get("Content-Range") or "").strip(
                        ).startswith(f"bytes {offset}-"):
                    raise DownloadError("bad_range", (
                        f"the server answered the request for {self.remote.path} from byte "
                        f"{offset:,} with {response.headers.get('Content-Range')!r}, another "
                        "part of the file. Try again later."))
                want = end - offset
                if status == 200:
                    want = min(max(end, 2 * len(self.prefix), 4 * MIB), self.limits.max_bytes)
                for block in response.iter_bytes():
                    chunks.append(block)
                    got += len(block)
                    if got >= want:
                        break  # the rest, if any, is never read
                    self._check_deadline(got)
                return status, b"".join(chunks)[:want]
        except DownloadError:
            raise
        except Exception as exc:  # refused, dropped, or no byte for read_timeout_s
            raise DownloadError("network", (
                f"reading the header of {self.remote.path} from the Hub failed "
                f"({type(exc).__name__}: {exc or 'no answer in time'}). Check the connection "
                "and try again.")) from exc

    def _check_deadline(self, got: int) -> None:
        if time.monotonic() > self.deadline:
            raise DownloadError("network", (
                f"the server sends the header of {self.remote.path} too slowly ({got:,} bytes "
                f"of this part in the {self.limits.deadline_s:.0f} s allowed for all of it). "
                "Try again later; the fit of this file stays unknown until then."))

    def _check_status(self, status: int) -> None:
        if status in (401, 403):
            raise DownloadError("auth", (
                f"the Hub refused {self.remote.path} of {self.repo_id} ({status}): the file is "
                "gated or private. Accept the repo's terms on huggingface.co and add an access "
                "token in Settings (or HF_TOKEN)."))
        if status == 404:
            raise DownloadError("not_found", f"{self.remote.path} is no longer in {self.repo_id}.")
        if status not in (200, 206):
            raise DownloadError("network", (
                f"reading the header of {self.remote.path} failed (HTTP {status}). "
                "Try again later."))


def read_remote_header(repo_id: str, remote: RemoteFile, token: str | None = None,
                       revision: str = "main", limits: HeaderLimits | None = None
                       ) -> GGUFHeader:
    reader = _Reader(repo_id, remote, token, revision, limits or HeaderLimits())
    return read_header(RangeSource(remote.size, reader.fetch))


def read_remote_header_bytes(repo_id: str, remote: RemoteFile, token: str | None = None,
                             revision: str = "main", limits: HeaderLimits | None = None
                             ) -> tuple[GGUFHeader, bytes]:
    """The header and the file's bytes up to its tensor data (for a sparse copy that
    llama.cpp can load with no_alloc): the reads the header took, plus any part it skipped."""
    reader = _Reader(repo_id, remote, token, revision, limits or HeaderLimits())
    pieces: dict[int, bytes] = {}

    def fetch(offset: int, length: int) -> bytes:
        data = reader.fetch(offset, length)
        pieces[offset] = data
        return data

    header = read_header(RangeSource(remote.size, fetch))
    wanted = header.data_offset
    out = bytearray()
    while len(out) < wanted:
        position = len(out)
        covering = [(o, d) for o, d in pieces.items() if o <= position < o + len(d)]
        if covering:
            start, data = max(covering, key=lambda item: item[0] + len(item[1]))
            out += data[position - start:wanted - start]
            continue
        following = [o for o in pieces if o > position] + [wanted]
        length = min(following) - position
        data = fetch(position, length)[:length]
        if not data:
            raise GGUFError(f"the server sent nothing for bytes {position:,} to "
                            f"{position + length:,} of {remote.path}. Try again later.")
        out += data
    return header, bytes(out)
