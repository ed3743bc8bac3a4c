"""What the Help menu says of this copy of amdchat: its version, Qt's, and each backend
with the llama-cpp-python (and so llama.cpp) build it holds; where its documentation is
and where a problem is reported. Plain facts read from the installed files."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion

from amdchat.backends.cpu_variants import find_variants
from amdchat.backends.measured_store import remembered
from amdchat.backends.registry import (
    Backend,
    BackendUnavailable,
    choose,
    discover,
    frozen_app_folder,
)

# lupdate runs with -tr-function-alias translate+=_tr
_tr = QCoreApplication.translate

# The llama.cpp commit each llama-cpp-python release vendors (read in its sdist's vendor/).
LLAMA_CPP_OF = {"0.3.36": "0c1e570"}
DOC_NAMES = ("README.md", "README.md.gz")


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return ""


def _manifest(folder: Path) -> dict[str, object]:
    try:
        raw = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return raw if isinstance(raw, dict) else {}


def backend_line(backend: Backend) -> str:
    """'vulkan: llama-cpp-python 0.3.36 (llama.cpp 0c1e570), built 2026-12-02, in /path'."""
    manifest = _manifest(backend.folder)
    version = str(manifest.get("llama_cpp_python") or _version("llama-cpp-python") or "?")
    build = f"llama-cpp-python {version}"
    if version in LLAMA_CPP_OF:
        build += f" (llama.cpp {LLAMA_CPP_OF[version]})"
    built = str(manifest.get("built", ""))[:10]
    if built:
        build += ", " + _tr("about", "built {date}").format(date=built)
    return f"{backend.kind}: {build}, " + _tr("about", "in {folder}").format(
        folder=backend.folder)


@dataclass(frozen=True)
class BackendNow:
    """What the app runs on now, for About to say which backend and why."""

    running: Backend | None  # the worker's backend; None: no model is loaded
    wanted: str  # the Backend setting: "auto", "vulkan", "rocm" or "cpu"
    model: Path | None = None  # the model loaded, for "auto"'s measured choice
    gpu_device: int = -1
    remote: str = ""  # "model — host" while the chat uses a model on another computer


def _why(backend: Backend, now: BackendNow, available: list[Backend],
         measured: Callable[..., Backend | None] = remembered) -> str:
    """Why ``backend`` is the one: the setting, a measurement, a fallback or the order."""
    if now.wanted != "auto":
        why = _tr("about", "Settings > Backend asks for {kind}").format(kind=now.wanted)
    elif now.model is not None and measured(now.model, now.gpu_device, available) == backend:
        why = _tr("about", "Automatic: it measured fastest for models like this one on "
                           "this GPU (Benchmark)")
    elif backend.kind == "cpu" and any(b.kind != "cpu" for b in available):
        why = _tr("about", "Automatic: the GPU backend found no usable GPU, so the CPU "
                           "one runs")
    else:
        why = _tr("about", "Automatic: the first one installed of Vulkan, ROCm, then the CPU")
    twins = [b for b in available if b.kind == backend.kind]
    if len(twins) > 1 and backend.kind == "cpu" and find_variants(backend.folder):
        why += _tr("about", "; of the CPU backends, the one with a library for each "
                            "x86 level")
    return why


def in_use_line(now: BackendNow, available: list[Backend]) -> str:
    """Which backend runs now (or would run at the next load), and why."""
    if now.remote:
        return _tr("about", "The chat uses a model on another computer ({remote}): no "
                            "backend of this one runs it.").format(remote=now.remote)
    if now.running is not None:
        return _tr("about", "In use now: {kind} in {folder} ({why}).").format(
            kind=now.running.kind, folder=now.running.folder,
            why=_why(now.running, now, available))
    try:
        next_one = choose(now.wanted, available)
    except BackendUnavailable:
        return _tr("about", "No model is loaded, and no backend fits the setting "
                            "\"{wanted}\": see Diagnostics.").format(wanted=now.wanted)
    return _tr("about", "No model is loaded; the next load uses {kind} in {folder} "
                        "({why}).").format(kind=next_one.kind, folder=next_one.folder,
                                           why=_why(next_one, now, available))


def about_text(now: BackendNow | None = None) -> str:
    """The About box's text: versions, one line per backend found, and (given ``now``)
    which of them the app uses and why."""
    lines = [_tr("about", "amdchat {version}: chat with local GGUF models on AMD GPUs "
                         "(Vulkan, ROCm or the CPU).").format(version=_version("amdchat") or "?"),
             f"Qt {qVersion()}, PySide6 {pyside_version}, Python {sys.version.split()[0]}",
             "", _tr("about", "Backends:")]
    backends = discover()
    lines += [f"• {backend_line(b)}" for b in backends] or [
        _tr("about", "none found: the app cannot load models (see Diagnostics).")]
    if now is not None and backends:
        lines += ["", in_use_line(now, backends)]
    return "\n".join(lines)


def documentation() -> Path | None:
    """The README shipped with this copy: beside a source checkout, in a frozen app's
    folder, or in the system's doc folder; None when this copy has none."""
    frozen = frozen_app_folder()
    folders = [Path(__file__).resolve().parents[2], *([frozen] if frozen else []),
               Path(sys.prefix) / "share" / "doc" / "amdchat", Path("/usr/share/doc/amdchat")]
    for folder in folders:
        for name in DOC_NAMES:
            if (folder / name).is_file():
                return folder / name
    return None


def project_urls() -> dict[str, str]:
    """The links the package declares (its [project.urls]): label -> address."""
    try:
        declared = metadata.metadata("amdchat").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return {}
    urls: dict[str, str] = {}
    for entry in declared:
        label, _comma, url = str(entry).partition(",")
        if url.strip():
            urls[label.strip()] = url.strip()
    return urls


def issue_tracker() -> str:
    """Where problems are reported, when the package says so; "" when it does not."""
    urls = project_urls()
    for label, url in urls.items():
        if any(word in label.lower() for word in ("issue", "bug", "tracker")):
            return url
    return next(iter(urls.values()), "")
