"""Adds llama.cpp's RPC half to a backend folder: libggml-rpc and rpc-server.

Both come from the llama.cpp source that the folder's own build came from (the
llama-cpp-python sdist of the same version), compiled by a small CMake project
(``rpc_cmake/CMakeLists.txt``) that builds only ggml's RPC backend, as a dynamic module
(GGML_BACKEND_DL), and the rpc-server tool; no CPU or GPU code, so it takes a minute or
two instead of a backend's forty. The module is loaded into the folder's libggml with
``ggml_backend_load`` (amdchat.engine.dynamic_backends): it needs only libggml-base, and
the folder's libggml-base is the same source, version and soname. The built files are
cached beside the wheels, keyed by what they are built from.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from amdchat.backends.build import BuildError, wheel_cache

PROJECT = Path(__file__).with_name("rpc_cmake")
CMAKE_ARGS = ["-DCMAKE_BUILD_TYPE=Release"]
LIBRARY = {"win32": "ggml-rpc.dll", "darwin": "libggml-rpc.so"}.get(sys.platform,
                                                                     "libggml-rpc.so")
SERVER = "rpc-server.exe" if sys.platform == "win32" else "rpc-server"
SOURCE_ENV = "AMDCHAT_LLAMA_SOURCE"  # an unpacked llama.cpp tree, instead of the sdist


def files() -> tuple[str, str]:
    """The two files the RPC half adds to a backend folder."""
    return LIBRARY, SERVER


def has_rpc(folder: Path) -> bool:
    return all((folder / name).is_file() for name in files())


def cache_key(version: str) -> str:
    """Counts the CMake project by its content, so a changed project is a new build."""
    project = hashlib.sha256((PROJECT / "CMakeLists.txt").read_bytes()).hexdigest()[:12]
    text = " ".join([version, sys.platform, project, *CMAKE_ARGS])
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def cached_build(version: str) -> Path:
    return wheel_cache() / f"rpc-{version}-{cache_key(version)}"


def _source(version: str, work: Path, log: Path) -> Path:
    """vendor/llama.cpp of the llama-cpp-python sdist of this version (pip's cache keeps
    the download), or the tree named by AMDCHAT_LLAMA_SOURCE."""
    given = os.environ.get(SOURCE_ENV, "")
    if given:
        return Path(given)
    with open(log, "a", encoding="utf-8") as log_file:
        done = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             "-d", str(work), f"llama-cpp-python=={version}"],
            stdout=log_file, stderr=subprocess.STDOUT, check=False)
    archives = list(work.glob("llama_cpp_python-*.tar.gz"))
    if done.returncode != 0 or not archives:
        raise BuildError(f"the llama-cpp-python {version} source could not be downloaded "
                         f"(exit {done.returncode}); pip's output is in {log}")
    with tarfile.open(archives[0]) as archive:
        archive.extractall(work, filter="data")
    trees = list(work.glob("llama_cpp_python-*/vendor/llama.cpp"))
    if not trees:
        raise BuildError(f"{archives[0].name} holds no vendor/llama.cpp")
    return trees[0]


def _compile(source: Path, build: Path, log: Path) -> None:
    steps = [["cmake", "-S", str(PROJECT), "-B", str(build), *CMAKE_ARGS,
              f"-DLLAMA_SOURCE={source.as_posix()}"],
             ["cmake", "--build", str(build), "--config", "Release", "--target",
              "ggml-rpc", "rpc-server", "-j", str(os.cpu_count() or 2)]]
    with open(log, "a", encoding="utf-8") as log_file:
        for step in steps:
            try:
                done = subprocess.run(step, stdout=log_file, stderr=subprocess.STDOUT,
                                      check=False)
            except FileNotFoundError as exc:
                raise BuildError("building the RPC backend needs cmake and a C++ compiler "
                                 f"({exc.filename} not found)") from exc
            if done.returncode != 0:
                raise BuildError(f"compiling the RPC backend failed (exit {done.returncode});"
                                 f" the compiler's output is in {log}")


def build_rpc(version: str, log: Path) -> Path:
    """The cached folder holding the built library and server (built when missing)."""
    cached = cached_build(version)
    if has_rpc(cached):
        return cached
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        build = work / "build"
        _compile(_source(version, work, log), build, log)
        staging = cached.with_name(cached.name + ".partial")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        for name in files():
            found = sorted(build.rglob(name))
            if not found:
                raise BuildError(f"the RPC build made no {name}; see {log}")
            shutil.copy2(found[0], staging / name)
        shutil.rmtree(cached, ignore_errors=True)
        staging.rename(cached)
    return cached


def add_rpc(folder: Path, version: str) -> Path:
    """Copy the RPC library and server (built or cached) into a backend folder and note
    them in its manifest; return the folder."""
    built = build_rpc(version, folder.parent / f"build-rpc-{folder.name}.log")
    for name in files():
        shutil.copy2(built / name, folder / name)
    manifest_path = folder / "manifest.json"
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    manifest["rpc"] = {"files": list(files()), "cache": built.name}
    manifest_path.write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return folder
