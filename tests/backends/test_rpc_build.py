"""The RPC part of a backend folder: added from the cached build, chosen when needed."""

from __future__ import annotations

import json
import shutil
from importlib import metadata
from pathlib import Path

import pytest

from amdchat.backends import rpc_build
from amdchat.backends.registry import Backend, choose
from tests.helpers.rpc_netns import backend_with_rpc


def real_build(tmp_path: Path) -> Path:
    """The real RPC files, as setup.sh placed them in this environment's CPU backend."""
    found = backend_with_rpc(tmp_path / "real")
    if isinstance(found, str):
        pytest.skip(found)
    return found


def test_adding_rpc_copies_the_cached_build_and_notes_it_in_the_manifest(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    built = real_build(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    cache = rpc_build.cached_build(metadata.version("llama-cpp-python"))
    cache.mkdir(parents=True)
    for name in rpc_build.files():  # as the build left them in its cache
        shutil.copy2(built / name, cache / name)
    folder = tmp_path / "backends" / "cpu"
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"backend": "cpu"}), encoding="utf-8")
    rpc_build.add_rpc(folder, metadata.version("llama-cpp-python"))
    assert rpc_build.has_rpc(folder)
    for name in rpc_build.files():
        assert (folder / name).read_bytes() == (built / name).read_bytes()
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["backend"] == "cpu" and manifest["rpc"]["cache"] == cache.name


def test_the_cache_key_follows_the_cmake_project_and_the_version() -> None:
    assert rpc_build.cache_key("0.3.36") != rpc_build.cache_key("0.3.37")
    assert rpc_build.cache_key("0.3.36") == rpc_build.cache_key("0.3.36")


def test_a_folder_with_rpc_is_chosen_first_when_remote_gpus_are_wanted(tmp_path: Path) -> None:
    plain, with_rpc = tmp_path / "a", tmp_path / "b"
    for folder in (plain, with_rpc):
        folder.mkdir()
    for name in rpc_build.files():
        (with_rpc / name).write_bytes(b"")
    found = [Backend("cpu", plain, "a"), Backend("cpu", with_rpc, "b")]
    assert choose("cpu", found).folder == plain
    assert choose("cpu", found, needs_rpc=True).folder == with_rpc
