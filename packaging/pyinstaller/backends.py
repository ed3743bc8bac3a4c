"""Places llama.cpp backend folders into a frozen app as data (used by amdchat.spec).

Each backend is copied file by file into <app>/backends/<kind>/ (its libraries, its
manifest, and the RPC server program where the folder has one), never through
PyInstaller's binary analysis. Wheels cannot hold symbolic links, so a backend
unpacked from one holds libggml.so, libggml.so.0 and libggml.so.0.25.3 as three
copies: on Linux the soname names become links to the real file again (a third
of the size). A folder without a manifest (llama-cpp-python's own lib folder)
gets one.
"""

from __future__ import annotations

import filecmp
import json
import os
import re
import shutil
import sys
from pathlib import Path

LIBRARY_SUFFIXES = (".so", ".dll", ".dylib")
# llama.cpp's RPC server, beside its libggml-rpc (amdchat backends rpc): shipped so that
# a computer without amdchat's Python side, or llama.cpp's own tools, can share too
PROGRAMS = ("rpc-server", "rpc-server.exe")
_SONAME = re.compile(r"^(?P<stem>.+?\.so)(?P<version>(\.\d+)*)$")


def parse_spec(text: str) -> dict[str, Path]:
    """'cpu=/a/lib,vulkan=/b/vulkan' -> {'cpu': Path('/a/lib'), 'vulkan': Path(...)}."""
    found: dict[str, Path] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        kind, _, folder = item.partition("=")
        if kind not in ("cpu", "vulkan", "rocm") or not folder:
            raise SystemExit(f"AMDCHAT_BACKENDS: {item!r} is not KIND=FOLDER "
                             "(KIND: cpu, vulkan or rocm)")
        found[kind] = Path(folder)
    return found


def _is_library(path: Path) -> bool:
    return path.suffix in LIBRARY_SUFFIXES or ".so." in path.name


def place(kind: str, source: Path, destination: Path, llama_version: str) -> Path:
    """Copy one backend folder; return its place in the app."""
    if not any(source.glob("*llama*")):
        raise SystemExit(f"{source} holds no llama.cpp library: not a {kind} backend folder")
    target = destination / kind
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    files = sorted(p for p in source.iterdir() if p.is_file() and
                   (_is_library(p) or p.name in ("manifest.json", *PROGRAMS)))
    # longest name first: libx.so.0.25.3 is the real file, libx.so.0 and libx.so point to it
    real: dict[str, Path] = {}
    for path in sorted(files, key=lambda p: -len(p.name)):
        match = _SONAME.match(path.name)
        stem = match["stem"] if match else None
        kept = real.get(stem) if stem else None
        if (kept is not None and sys.platform != "win32"
                and filecmp.cmp(kept, path, shallow=False)):
            os.symlink(kept.name, target / path.name)
            continue
        shutil.copy2(path, target / path.name)
        if stem and stem not in real:
            real[stem] = target / path.name
    manifest = target / "manifest.json"
    if not manifest.exists():
        manifest.write_text(json.dumps({
            "backend": kind, "llama_cpp_python": llama_version,
            "cmake_args": ["-DGGML_NATIVE=OFF"], "gpu_targets": "",
            "from": "llama-cpp-python's own lib folder"}, indent=2), encoding="utf-8")
    return target
