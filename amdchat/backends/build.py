"""Builds a backend folder: llama.cpp's native libraries for one GPU API.

The libraries come from the same llama-cpp-python version as the installed
Python package (the ctypes bindings must match the C API), compiled with the
backend's CMake flags. The built wheel is cached, so a second build of the
same flags only unpacks it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from importlib import metadata
from pathlib import Path

from amdchat.backends.cpu_variants import find_variants

# The CPU code is built as llama.cpp's release builds do: one library per x86 level
# (libggml-cpu-haswell, -skylakex, -icelake, ...) loaded at run time, the best one this CPU
# can run chosen by amdchat.backends.cpu_variants. The CPU backend always is; a GPU
# backend's CPU part (layers left on the CPU, experts in RAM) is with ``cpu_variants``
# (`amdchat backends build vulkan --cpu-variants`: the release builds), else it is one
# portable AVX2 build, as before: 14 more CPU libraries cost about 20 minutes on 2 cores,
# which a developer's setup and CI do not pay twice.
CPU_VARIANTS = ["-DGGML_NATIVE=OFF", "-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON"]
FLAGS = {
    "vulkan": ["-DGGML_VULKAN=on", "-DGGML_NATIVE=OFF"],
    "rocm": ["-DGGML_HIP=on", "-DGGML_NATIVE=OFF"],
    "cpu": CPU_VARIANTS,
}
# llama-cpp-python's CMakeLists does not install the variant libraries: this adds them.
VARIANT_INSTALL_HOOK = Path(__file__).with_name("install_cpu_variants.cmake")


class BuildError(Exception):
    pass


def default_destination() -> Path:
    """Backends built by setup live beside the app's Python environment."""
    return Path(sys.prefix) / "share" / "amdchat" / "backends"


def wheel_cache() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "amdchat" / "wheels"


def cmake_args(kind: str, extra: list[str], gpu_targets: str = "",
               cpu_variants: bool = False) -> list[str]:
    if kind not in FLAGS:
        raise BuildError(f"unknown backend {kind!r}: choose one of {', '.join(FLAGS)}")
    args = list(FLAGS[kind])
    if cpu_variants and kind != "cpu":
        args = [a for a in args if a != "-DGGML_NATIVE=OFF"] + CPU_VARIANTS
    if "-DGGML_CPU_ALL_VARIANTS=ON" in args:
        args.append(f"-DCMAKE_PROJECT_llama_cpp_INCLUDE={VARIANT_INSTALL_HOOK.as_posix()}")
    if kind == "rocm" and gpu_targets:
        args.append(f"-DGPU_TARGETS={gpu_targets}")
    if sys.platform == "win32":
        args.append("-DGGML_OPENMP=OFF")
    return args + extra


def cache_key(version: str, args: list[str]) -> str:
    """The built wheel's name in the cache: the install hook counts by its content, not its
    path, so another checkout of the same code reuses the build."""
    hook = f"-DCMAKE_PROJECT_llama_cpp_INCLUDE={VARIANT_INSTALL_HOOK.as_posix()}"
    hook_sha = hashlib.sha256(VARIANT_INSTALL_HOOK.read_bytes()).hexdigest()[:12]
    keyed = [f"hook:{hook_sha}" if a == hook else a for a in args]
    return hashlib.sha256(" ".join([version, sys.platform, *keyed]).encode()).hexdigest()[:12]


def build_wheel(version: str, args: list[str], log: Path) -> Path:
    key = cache_key(version, args)
    cached = wheel_cache() / f"llama_cpp_python-{version}-{key}.whl"
    if cached.exists():
        return cached
    cached.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as out, open(log, "w", encoding="utf-8") as log_file:
        env = {**os.environ, "CMAKE_ARGS": " ".join(args)}
        result = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "-w", out,
             f"llama-cpp-python=={version}"], env=env, stdout=log_file, stderr=subprocess.STDOUT)
        wheels = list(Path(out).glob("llama_cpp_python-*.whl"))
        if result.returncode != 0 or not wheels:
            raise BuildError(f"compiling llama.cpp failed (exit {result.returncode}); "
                             f"the compiler's output is in {log}")
        shutil.move(str(wheels[0]), cached)
    return cached


def install_backend(kind: str, destination: Path, extra_args: list[str] | None = None,
                    gpu_targets: str = "", version: str = "", cpu_variants: bool = False
                    ) -> Path:
    """Build (or reuse) and unpack one backend; return its folder."""
    version = version or metadata.version("llama-cpp-python")
    args = cmake_args(kind, extra_args or [], gpu_targets, cpu_variants)
    destination.mkdir(parents=True, exist_ok=True)
    wheel = build_wheel(version, args, destination / f"build-{kind}.log")
    folder = destination / kind
    staging = destination / f".{kind}.partial"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith("llama_cpp/lib/") and not name.endswith("/"):
                target = staging / Path(name).name
                with archive.open(name) as src, open(target, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    if not any(staging.glob("*llama*")):
        raise BuildError(f"the built wheel {wheel} holds no llama.cpp library")
    if "-DGGML_CPU_ALL_VARIANTS=ON" in args and not find_variants(staging):
        raise BuildError(f"the built wheel {wheel} holds no CPU variant library "
                         "(libggml-cpu-*): the CPU code could not be loaded")
    manifest = {"backend": kind, "llama_cpp_python": version, "cmake_args": args,
                "gpu_targets": gpu_targets, "built": time.strftime("%Y-%m-%dT%H:%M:%S")}
    (staging / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    shutil.rmtree(folder, ignore_errors=True)
    staging.rename(folder)  # a half-unpacked backend is never offered
    return folder
