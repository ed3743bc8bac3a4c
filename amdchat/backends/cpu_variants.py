"""Which of a backend's CPU variant libraries this CPU runs, and the best of them.

A backend built with GGML_CPU_ALL_VARIANTS holds one CPU library per x86 level
(libggml-cpu-haswell.so, ggml-cpu-icelake.dll, ...), each compiled for a set of
instruction-set extensions. ggml would load the one with the best score by CPUID; that is
not proof a variant runs (a VM here reports AMX, and the AMX code crashes in prompt
processing), so a variant is also checked once in a child process
(amdchat.engine.cpu_variant_check) and never loaded after it failed there.

choose() is pure: CPU feature flags (as /proc/cpuinfo names them), the variants found and
the verdicts so far in, the choice and why out.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from amdchat import paths
from amdchat.atomic import read_state_text, write_json

_SSE = ("sse4_2",)
_HASWELL = (*_SSE, "avx", "f16c", "fma", "avx2", "bmi2")
# GGML_AVX512 compiles with -mavx512f -mavx512cd -mavx512vl -mavx512dq -mavx512bw
_AVX512 = (*_HASWELL, "avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw")
_ZEN4 = (*_AVX512, "avx512vbmi", "avx512_vnni", "avx512_bf16")

# Each variant of ggml/src/CMakeLists.txt (llama.cpp 0c1e570) and the flags it needs.
FEATURES: dict[str, tuple[str, ...]] = {
    "x64": (),
    "sse42": _SSE,
    "sandybridge": (*_SSE, "avx"),
    "ivybridge": (*_SSE, "avx", "f16c"),
    "piledriver": (*_SSE, "avx", "f16c", "fma"),
    "haswell": _HASWELL,
    "alderlake": (*_HASWELL, "avx_vnni"),
    "skylakex": _AVX512,
    "cannonlake": (*_AVX512, "avx512vbmi"),
    "cascadelake": (*_AVX512, "avx512_vnni"),
    "icelake": (*_AVX512, "avx512vbmi", "avx512_vnni"),
    "cooperlake": (*_AVX512, "avx512_vnni", "avx512_bf16"),
    "zen4": _ZEN4,
    "sapphirerapids": (*_ZEN4, "amx_tile", "amx_int8"),
}

_VARIANT_FILE = re.compile(r"^(?:lib)?ggml-cpu-(?P<name>[\w.]+?)\.(?:so|dll|dylib)$")


@dataclass(frozen=True)
class Variant:
    name: str
    path: Path


@dataclass(frozen=True)
class Choice:
    variant: Variant | None
    why: str  # one line for the log, the doctor and the benchmark


def find_variants(folder: Path) -> list[Variant]:
    """The CPU variant libraries in a backend folder (none: a build without variants)."""
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.iterdir()):
        match = _VARIANT_FILE.match(path.name)
        if match:
            found.append(Variant(match["name"], path))
    return found


def choose(flags: Iterable[str], variants: Iterable[Variant],
           failed: Mapping[str, str] | None = None) -> Choice:
    """The variant with the most extensions that this CPU has, leaving out any that
    failed its check (``failed``: name -> what happened)."""
    have = set(flags)
    failed = failed or {}
    runnable, skipped = [], []
    for variant in variants:
        needs = FEATURES.get(variant.name)
        if needs is None:
            continue  # a variant this table does not know: its needs are unknown
        if not set(needs) <= have:
            continue
        if variant.name in failed:
            skipped.append(f"{variant.name} ({failed[variant.name]})")
            continue
        runnable.append(variant)
    if not runnable:
        return Choice(None, "no CPU variant runs on this CPU" +
                      (f"; failed: {', '.join(skipped)}" if skipped else ""))
    best = max(runnable, key=lambda v: (len(FEATURES[v.name]), v.name))
    missing = sorted({f for v in variants if v.name in FEATURES
                      for f in FEATURES[v.name]} - have)
    why = f"{best.name}: the best variant this CPU can run"
    if skipped:
        why += f"; left out after a failed check: {', '.join(skipped)}"
    if missing:
        why += f"; the CPU lacks {' '.join(missing)}"
    return Choice(best, why)


def candidates(flags: Iterable[str], variants: Iterable[Variant],
               failed: Mapping[str, str] | None = None) -> list[Variant]:
    """Every runnable variant, best first (the order in which they are checked)."""
    order: list[Variant] = []
    failed = dict(failed or {})
    pool = list(variants)
    while (choice := choose(flags, pool, failed)).variant is not None:
        order.append(choice.variant)
        failed[choice.variant.name] = "tried"
    return order


def read_flags(cpuinfo: Path) -> tuple[str, frozenset[str]]:
    """The CPU's model name and feature flags from /proc/cpuinfo (empty when unreadable)."""
    try:
        text = cpuinfo.read_text(encoding="ascii", errors="replace")
    except OSError:
        return "", frozenset()
    model, flags = "", frozenset[str]()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "model name" and not model:
            model = value.strip()
        elif key.strip() == "flags" and not flags:
            flags = frozenset(value.split())
    return model, flags


# -- verdicts of the child-process check, kept per CPU and variant library -----------
def verdict_key(cpu_model: str, flags: Iterable[str], variant: Variant) -> str:
    """Same CPU (model and flags) and same library file (name, size, time): same verdict."""
    try:
        stat = variant.path.stat()
        library = f"{variant.path.name}:{stat.st_size}:{int(stat.st_mtime)}"
    except OSError:
        library = variant.path.name
    text = "|".join([cpu_model, " ".join(sorted(flags)), library])
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def verdicts_file() -> Path:
    return paths.cache_dir() / "cpu-variant-checks.json"


def load_verdicts(path: Path | None = None) -> dict[str, dict[str, str]]:
    """key -> {"variant", "result" ("ok" or what went wrong)}; empty when unreadable."""
    try:
        data = json.loads(read_state_text(path or verdicts_file()))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)} if isinstance(data, dict) \
        else {}


def save_verdict(key: str, variant: str, result: str, path: Path | None = None) -> None:
    target = path or verdicts_file()
    verdicts = load_verdicts(target)
    verdicts[key] = {"variant": variant, "result": result}
    target.parent.mkdir(parents=True, exist_ok=True)
    write_json(target, verdicts, indent=2)
