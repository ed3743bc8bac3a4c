"""Search and repo listings through huggingface_hub's HfApi (HF_ENDPOINT honoured)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from amdchat.hub.quants import Quant, RemoteFile, group_quants

SORTS = {"downloads": "downloads", "likes": "likes", "recent": "last_modified"}


class HubError(Exception):
    def __init__(self, kind: str, message: str, reason: str = "") -> None:
        self.kind = kind  # "auth" | "not_found" | "network" | "server"
        self.reason = reason  # a network failure's own words ("ConnectError: ..."), if any
        super().__init__(message)


@dataclass(frozen=True)
class RepoSummary:
    repo_id: str
    author: str
    downloads: int | None
    likes: int | None
    last_modified: datetime | None
    license: str
    architecture: str
    parameters: int | None
    gated: bool


@dataclass
class RepoFiles:
    repo_id: str
    quants: list[Quant]
    mmproj: list[Quant]


def token_from(settings_token: str = "") -> str | None:
    return settings_token or os.environ.get("HF_TOKEN") or None


def _api(token: str | None) -> Any:
    from huggingface_hub import HfApi  # heavy: imported only when the Hub is used

    from amdchat.hub.http import install

    install()  # bounded answers: a timeout, a size cap, a deadline
    return HfApi(endpoint=os.environ.get("HF_ENDPOINT") or None, token=token or False)


def translate_error(exc: Exception, repo_id: str = "") -> HubError:
    """huggingface_hub's and the network's errors, as one kind and a clear sentence."""
    from huggingface_hub import errors

    from amdchat.hub.http import AnswerRefused, Unreachable, httpx

    what = f"'{repo_id}'" if repo_id else "the Hub"
    if isinstance(exc, Unreachable) and isinstance(exc.__cause__, Exception):
        exc = exc.__cause__  # asked for quick answers: said as the network's error
    if isinstance(exc, AnswerRefused):
        return HubError("server", str(exc))
    if isinstance(exc, httpx.TimeoutException):
        return HubError("network", f"the Hub did not answer in time for {what} "
                        f"({type(exc).__name__}): check the internet connection and try again.",
                        f"no answer in time ({type(exc).__name__})")
    if isinstance(exc, errors.GatedRepoError):
        return HubError("auth", f"{what} is gated: accept its terms on huggingface.co and add "
                        "an access token in Settings (or HF_TOKEN).")
    if isinstance(exc, errors.RepositoryNotFoundError):
        return HubError("not_found", f"{what} was not found, or it is private and the token "
                        "in Settings has no access to it.")
    if isinstance(exc, errors.HfHubHTTPError):
        status = getattr(getattr(exc, "response", None), "status_code", 0)
        if status in (401, 403):
            return HubError("auth", f"access to {what} was refused ({status}): add or check the "
                            "access token in Settings.")
        return HubError("server", f"the Hub answered with an error for {what}: {exc}")
    reason = f"{type(exc).__name__}: {exc}"
    return HubError("network", f"could not reach the Hub ({reason}). "
                    "Check the internet connection and try again.", reason)


def search(query: str, sort: str = "downloads", limit: int = 50, token: str | None = None
           ) -> list[RepoSummary]:
    """GGUF repos matching ``query``, most downloaded (or liked, or recent) first."""
    try:
        models = list(_api(token).list_models(
            search=query or None, filter="gguf", sort=SORTS.get(sort, "downloads"),
            limit=limit, expand=["author", "downloads", "likes", "lastModified", "tags",
                                 "gguf", "gated"]))
    except Exception as exc:
        raise translate_error(exc) from exc
    results = []
    for model in models:
        tags = list(model.tags or [])
        license_name = next((t.removeprefix("license:") for t in tags
                             if t.startswith("license:")), "")
        gguf = model.gguf or {}
        results.append(RepoSummary(
            repo_id=model.id, author=model.author or model.id.split("/")[0],
            downloads=model.downloads, likes=model.likes, last_modified=model.last_modified,
            license=license_name, architecture=str(gguf.get("architecture", "")),
            # 0 or absent: not counted (no model has no parameters); shown as unknown
            parameters=gguf.get("total") or None, gated=bool(model.gated)))
    return results


def repo_files(repo_id: str, token: str | None = None) -> RepoFiles:
    """Every quantization of a repo, with sizes and LFS SHA-256s, from its file tree."""
    from huggingface_hub.hf_api import RepoFile

    try:
        entries = list(_api(token).list_repo_tree(repo_id, recursive=True))
    except Exception as exc:
        raise translate_error(exc, repo_id) from exc
    files = [RemoteFile(e.path, int(e.size), e.lfs.sha256 if e.lfs else "")
             for e in entries if isinstance(e, RepoFile)]
    quants, mmproj = group_quants(files)
    return RepoFiles(repo_id, quants, mmproj)
