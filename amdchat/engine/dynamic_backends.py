"""Loads a backend folder's dynamic ggml backends into the worker, before any model.

A backend built with GGML_BACKEND_DL (amdchat/backends/build.py) holds its GPU code
(libggml-vulkan.so, ggml-hip.dll) and its CPU code (one library per x86 level) as
modules that ggml registers only when asked; llama-cpp-python never asks. This asks
ggml's registry (ggml_backend_load) for the GPU modules and for one CPU variant: the best
this CPU can run (amdchat.backends.cpu_variants.choose) that passed its check in a child
process (amdchat.engine.cpu_variant_check), checked once per CPU and library and the
verdict remembered. A folder without variants (a static build) needs none of this.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from amdchat import frozen
from amdchat.backends import cpu_variants
from amdchat.backends.cpu_variants import FEATURES, Variant
from amdchat.engine.devices import _libggml_path
from amdchat.hardware.linux_amdgpu import sysfs_root

CHECK_TIMEOUT_S = 180.0
_GPU_MODULE = re.compile(r"^(?:lib)?ggml-(?P<name>vulkan|hip|cuda|blas|rpc|opencl|sycl)"
                         r"\.(?:so|dll|dylib)$")


@dataclass
class Loaded:
    """What was loaded, for the log, the ready event, the doctor and the benchmark."""

    cpu_variant: str = ""  # "" when none could be loaded
    why: str = ""
    modules: list[str] = field(default_factory=list)
    checks: dict[str, str] = field(default_factory=dict)  # variant -> verdict this time
    failed: dict[str, str] = field(default_factory=dict)  # left out: variant -> verdict

    def as_dict(self) -> dict[str, object]:
        return {"cpu_variant": self.cpu_variant, "why": self.why, "modules": self.modules,
                "checks": self.checks, "failed": self.failed}


_LOADED: list[Loaded] = []  # this process's load_all(), once


def current() -> dict[str, object] | None:
    """What load_all() loaded in this process (None: nothing dynamic)."""
    return _LOADED[-1].as_dict() if _LOADED else None


def _ggml(folder: Path) -> ctypes.CDLL:
    path = _libggml_path(folder)
    if path is None:
        raise OSError(f"no libggml in {folder}")
    lib = ctypes.CDLL(str(path))  # already loaded by llama_cpp: the same registry
    lib.ggml_backend_load.restype = ctypes.c_void_p
    lib.ggml_backend_load.argtypes = [ctypes.c_char_p]
    return lib


def load_module(folder: Path, path: Path) -> bool:
    """Register one backend library with ggml; False when ggml refuses it."""
    return bool(_ggml(folder).ggml_backend_load(os.fsencode(path)))


def _flags() -> tuple[str, frozenset[str]]:
    return cpu_variants.read_flags(sysfs_root() / "proc" / "cpuinfo")


def _flags_by_score(variants: list[Variant]) -> frozenset[str]:
    """Where /proc/cpuinfo is missing (Windows): the features of the variants whose own
    CPUID test (ggml_backend_score) passes, as ggml itself decides."""
    have: set[str] = set()
    for variant in variants:
        try:
            score = ctypes.CDLL(str(variant.path)).ggml_backend_score
        except (OSError, AttributeError):
            continue
        score.restype = ctypes.c_int
        if score() > 0:
            have.update(FEATURES.get(variant.name, ()))
    return frozenset(have)


def check_command() -> list[str]:
    if frozen.is_frozen():  # a frozen app is its own child, as for the worker
        return [sys.executable, "--cpu-variant-check"]
    return [sys.executable, "-m", "amdchat.engine.cpu_variant_check"]


def check_in_child(folder: Path, variant: Variant) -> str:
    """'ok', 'crashed (signal ...)' (the variant cannot run here), or 'timeout' / 'error
    (...)' (no verdict on the variant: the check itself went wrong)."""
    from amdchat.backends.probe_model import probe_model
    from amdchat.engine.client import describe_exit

    env = dict(os.environ, LLAMA_CPP_LIB_PATH=str(folder))
    if frozen.is_frozen():
        frozen.start_as_new_instance(env)
    try:
        done = subprocess.run([*check_command(), str(folder), str(variant.path),
                               str(probe_model())], env=env, capture_output=True,
                              timeout=CHECK_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return "timeout"
    if done.returncode == 0:
        return "ok"
    if done.returncode < 0:  # killed by a signal: SIGILL, SIGSEGV
        return f"crashed ({describe_exit(done.returncode)})"
    last = (done.stderr.decode(errors="replace").strip().splitlines() or [""])[-1]
    return f"error ({describe_exit(done.returncode)}: {last[:200]})"


def load_all(folder: Path) -> Loaded | None:
    """Register the folder's GPU modules and its best working CPU variant; None for a
    folder without CPU variants. Say what was chosen and why on stderr (the log)."""
    variants = cpu_variants.find_variants(folder)
    if not variants:
        return None
    loaded = Loaded()
    for path in sorted(folder.iterdir()):
        if _GPU_MODULE.match(path.name) and load_module(folder, path):
            loaded.modules.append(path.name)
    cpu_model, flags = _flags()
    if not flags:
        flags = _flags_by_score(variants)
    verdicts = cpu_variants.load_verdicts()
    failed: dict[str, str] = {}
    for variant in cpu_variants.candidates(flags, variants):
        key = cpu_variants.verdict_key(cpu_model, flags, variant)
        result = verdicts.get(key, {}).get("result", "")
        if not result:
            result = check_in_child(folder, variant)
            loaded.checks[variant.name] = result
            if result == "ok" or result.startswith("crashed"):  # not a timeout (a busy
                # machine) or an error of the check itself (then checked again next time)
                with contextlib.suppress(OSError):
                    cpu_variants.save_verdict(key, variant.name, result)
        if result == "ok" and load_module(folder, variant.path):
            loaded.cpu_variant = variant.name
            loaded.why = cpu_variants.choose(flags, variants, failed).why
            break
        failed[variant.name] = result if result != "ok" else "ggml refused it"
    if not loaded.cpu_variant:
        loaded.why = cpu_variants.choose(flags, variants, failed).why
    loaded.failed = failed
    _LOADED.append(loaded)
    print(f"amdchat: CPU backend {loaded.cpu_variant or 'none'} ({loaded.why})",
          file=sys.stderr, flush=True)
    return loaded
