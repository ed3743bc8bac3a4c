"""Reads a GGUF header from the Hub without downloading the model.

HTTP Range requests fetch the header a chunk at a time (a few MB at most for
models with large vocabularies), through huggingface_hub's session. This is
what the fit estimate reads before a download.
"""

from __future__ import annotations

from amdchat.gguf import GGUFHeader, read_header
from amdchat.gguf.source import RangeSource
from amdchat.hub.download import DownloadError, resolve_url
from amdchat.hub.quants import RemoteFile


def read_remote_header(repo_id: str, remote: RemoteFile, token: str | None = None,
                       revision: str = "main") -> GGUFHeader:
    from huggingface_hub.utils import build_hf_headers, get_session

    url = resolve_url(repo_id, remote.path, revision)
    session = get_session()

    def fetch(offset: int, length: int) -> bytes:
        headers = build_hf_headers(token=token or False)
        headers["Range"] = f"bytes={offset}-{offset + length - 1}"
        response = session.get(url, headers=headers, follow_redirects=True, timeout=30.0)
        if response.status_code in (401, 403):
            raise DownloadError("auth", f"the Hub refused {repo_id} ({response.status_code}): "
                                "add an access token in Settings.")
        if response.status_code not in (200, 206):
            raise DownloadError("network", f"reading the header of {remote.path} failed "
                                f"(HTTP {response.status_code})")
        data = response.content
        # A server that ignores Range sends the whole file: keep what was asked.
        return data[offset:offset + length] if response.status_code == 200 else data[:length]

    return read_header(RangeSource(remote.size, fetch))
