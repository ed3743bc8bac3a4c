"""The memory a Hub quantization needs, read from its header over HTTP ranges."""

from __future__ import annotations

from amdchat.hub.quants import RemoteFile
from amdchat.model_memory import ModelMemory, merge_shards, model_memory


def remote_memory(repo_id: str, files: list[RemoteFile], token: str | None = None
                  ) -> ModelMemory:
    from amdchat.hub.remote_header import read_remote_header

    return model_memory(merge_shards([read_remote_header(repo_id, f, token) for f in files]))
