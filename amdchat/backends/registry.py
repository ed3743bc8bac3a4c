"""Finds the installed backend folders and says which backend each one is.

A backend is a folder of native libraries (libllama + libggml*), built from the
same llama-cpp-python version as the Python package. The one that ships inside
llama-cpp-python is always there; more live, each with a manifest.json, beside
the app's Python environment (<prefix>/share/amdchat/backends/<kind>/, where
setup.sh builds them), beside a frozen app's executable (<app>/backends/<kind>/, where
the installers put them) or in the user's data folder (<data>/backends/<name>/).
The worker loads one through LLAMA_CPP_LIB_PATH. A backend built for another
llama-cpp-python version is not offered: its C API may differ.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from amdchat import frozen, paths
from amdchat.backends.cpu_variants import find_variants
from amdchat.hardware.kfd import hip_order
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import Text, tr_noop

KINDS = ("vulkan", "rocm", "cpu")


@dataclass(frozen=True)
class Backend:
    kind: str  # "vulkan" | "rocm" | "cpu"
    folder: Path
    origin: str  # "bundled" or the manifest's name


def _kind_of(folder: Path) -> str:
    names = {p.name.lower() for p in folder.iterdir()}
    if any("ggml-vulkan" in n for n in names):
        return "vulkan"
    if any("ggml-hip" in n or "ggml-rocm" in n for n in names):
        return "rocm"
    return "cpu"


def bundled_lib_folder() -> Path | None:
    """llama-cpp-python's own lib folder, found without importing llama_cpp."""
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "lib"
    return folder if folder.is_dir() else None


@dataclass(frozen=True)
class Rejected:
    """A folder under a backend root that is not offered, and why (for the smoke test)."""

    folder: Path
    reason: str
    broken: bool  # True: damaged; False: only built for another llama-cpp-python


def discover() -> list[Backend]:
    return _scan()[0]


def rejected() -> list[Rejected]:
    """The folders under the backend roots that discover() leaves out."""
    return _scan()[1]


def _scan() -> tuple[list[Backend], list[Rejected]]:
    found: list[Backend] = []
    left_out: list[Rejected] = []
    bundled = bundled_lib_folder()
    if bundled is not None:
        found.append(Backend(_kind_of(bundled), bundled, "bundled"))
    version = installed_llama_version()
    for root in backend_roots():
        for folder in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
            manifest = folder / "manifest.json"
            if folder.name.startswith(".") or not manifest.exists():
                continue  # a build in progress, or not a backend
            try:
                info = json.loads(manifest.read_text(encoding="utf-8"))
                kind = str(info["backend"])
                built_for = str(info["llama_cpp_python"])
            except (OSError, ValueError, KeyError, TypeError) as exc:
                # a half-installed backend is not offered
                left_out.append(Rejected(folder, f"its manifest.json is unreadable ({exc})",
                                         True))
                continue
            if kind not in KINDS:
                left_out.append(Rejected(folder, f"its manifest names no known backend "
                                         f"({kind!r})", True))
            elif built_for != version:
                left_out.append(Rejected(folder, f"it was built for llama-cpp-python "
                                         f"{built_for}, this app has {version}", False))
            else:
                found.append(Backend(kind, folder, str(folder)))
    return found, left_out


def frozen_app_folder() -> Path | None:
    """The folder of a frozen (PyInstaller) app's executable; None when run from Python."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).resolve().parent


def backend_roots() -> list[Path]:
    app = frozen_app_folder()
    own = app / "backends" if app else Path(sys.prefix) / "share" / "amdchat" / "backends"
    return [own, paths.data_dir() / "backends"]


def installed_llama_version() -> str:
    """The llama-cpp-python version installed beside amdchat; "" when there is none."""
    from importlib import metadata

    try:
        return metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError:
        return ""


class BackendUnavailable(Exception):
    def __init__(self, wanted: str, available: list[Backend]) -> None:
        self.wanted = wanted
        self.available = available
        # a kind the user can add: where to get it (translatable); "any": nothing at all
        self.text: Text | None = why_missing(wanted) if wanted in KINDS else None
        have = ", ".join(sorted({b.kind for b in available})) or "none"
        super().__init__(str(self.text) if self.text else
                         f"The {wanted} backend is not installed (installed: {have}). Choose "
                         f"another backend in Settings, or add a {wanted} backend folder under "
                         f"{paths.data_dir() / 'backends'}.")


# The HIP version the pinned llama.cpp requires (ggml/src/ggml-hip/CMakeLists.txt). Debian
# 13's own HIP is 5.7, so its packages cannot build it (packaging/try-rocm-in-debian13.sh).
ROCM_MINIMUM = "6.1"


def why_missing(kind: str) -> Text:
    """Why ``kind`` cannot be chosen here, and where to get it. An installed (frozen) app
    has no compiler, so it points at a source checkout; ROCm also needs AMD's ROCm."""
    fields = {"kind": kind, "folder": str(paths.data_dir() / "backends"),
              "minimum": ROCM_MINIMUM}
    if frozen.is_frozen() and kind == "rocm":
        template = tr_noop(
            "backends", "The rocm backend is not installed, and the installed app cannot "
            "compile one: on a system with AMD's ROCm {minimum} or newer (Debian 13's own ROCm "
            "5.7 packages are too old for this llama.cpp), build it from a source checkout of "
            "amdchat (./setup.sh, then '.venv/bin/amdchat backends build rocm --dest "
            "{folder}'); the app finds it there at its next start.")
    elif frozen.is_frozen():
        template = tr_noop(
            "backends", "The {kind} backend is not installed, and the installed app cannot "
            "compile one: build it from a source checkout of amdchat (./setup.sh, then "
            "'.venv/bin/amdchat backends build {kind} --dest {folder}'); the app finds it "
            "there at its next start.")
    elif kind == "rocm":
        template = tr_noop(
            "backends", "The rocm backend is not installed: build it with 'amdchat backends "
            "build rocm' on a system with AMD's ROCm {minimum} or newer (Debian 13's own ROCm "
            "5.7 packages are too old for this llama.cpp), or put a rocm backend folder under "
            "{folder}.")
    else:
        template = tr_noop(
            "backends", "The {kind} backend is not installed: build it with 'amdchat backends "
            "build {kind}', or put a {kind} backend folder under {folder}.")
    return Text("backends", template, fields)


def choose(wanted: str, available: list[Backend] | None = None, *,
           needs_rpc: bool = False) -> Backend:
    """Pick the backend for ``wanted`` ("auto" prefers a GPU backend). A CPU backend
    with a library per x86 level comes before the others of its kind (llama-cpp-python's
    own is one portable build); with ``needs_rpc`` (remote GPUs, sharing), a folder with
    llama.cpp's RPC library comes first."""
    from amdchat.backends.rpc_build import has_rpc

    backends = sorted(discover() if available is None else available,
                      key=lambda b: (needs_rpc and not has_rpc(b.folder),
                                     not find_variants(b.folder)))
    if wanted == "auto":
        for kind in ("vulkan", "rocm", "cpu"):
            for backend in backends:
                if backend.kind == kind:
                    return backend
        raise BackendUnavailable("any", backends)
    for backend in backends:
        if backend.kind == wanted:
            return backend
    raise BackendUnavailable(wanted, backends)


def sees_gpu(devices: Sequence[Mapping[str, object]]) -> bool:
    """Whether a worker's device list (its 'ready' event) has any GPU in it."""
    return any(device.get("type") in ("gpu", "igpu") for device in devices)


def cpu_fallback(wanted: str, backend: Backend, devices: Sequence[Mapping[str, object]]
                 ) -> Backend | None:
    """On "auto", a GPU backend that sees no GPU gives way to the CPU backend."""
    if wanted != "auto" or backend.kind == "cpu" or sees_gpu(devices):
        return None
    try:
        return choose("cpu")
    except BackendUnavailable:
        return None


# The PCI address of the GPU the session wants, for the worker: Vulkan's own index of it
# is known only to the Vulkan loader, which the worker asks (engine.devices)
PCI_SLOT_ENV = "AMDCHAT_GPU_PCI_SLOT"


def device_env(kind: str, gpu_device: int, pci_slot: str = "",
               hip_slots: Sequence[str] | None = None) -> dict[str, str]:
    """The environment that restricts a backend to one GPU (-1: its own choice).

    ``gpu_device`` counts the GPUs as amdchat lists them (the GPU panel, Settings); each
    backend counts its own way (Vulkan by its loader, HIP by kfd's topology nodes), so
    with the GPU's PCI address the backend's own index is found: HIP's here from kfd
    (``hip_slots``: the order, read from sysfs when None), Vulkan's in the worker
    (PCI_SLOT_ENV). Where the address is unknown or not found, the index stands.
    """
    if gpu_device < 0:
        return {}
    name = {"vulkan": "GGML_VK_VISIBLE_DEVICES", "rocm": "HIP_VISIBLE_DEVICES"}.get(kind)
    if not name:
        return {}
    env = {name: str(gpu_device)}
    if pci_slot:
        env[PCI_SLOT_ENV] = pci_slot.lower()
        if kind == "rocm":
            order = list(hip_order() if hip_slots is None else hip_slots)
            if pci_slot.lower() in order:
                env[name] = str(order.index(pci_slot.lower()))
    return env


def gpu_slot(gpu_device: int, gpus: Sequence[GpuInfo] | None = None) -> str:
    """The PCI address of the ``gpu_device``-th GPU amdchat lists ("" where unknown)."""
    if gpu_device < 0:
        return ""
    if gpus is None:
        from amdchat.hardware.monitor import GpuMonitor

        gpus = GpuMonitor().gpus
    return gpus[gpu_device].pci_slot if gpu_device < len(gpus) else ""


def other_device(wanted_slot: str, placement: Mapping[str, object]) -> Text | None:
    """Said when the loaded model is not on the GPU chosen in Settings: llama.cpp names
    the PCI address of the device it loaded on ("using device ..."). None when it is
    the chosen one, or when either address is unknown (nothing to compare)."""
    got = str(placement.get("pci_slot", "") or "").lower()
    if not wanted_slot or not got or got == wanted_slot.lower():
        return None
    return Text("backends", tr_noop(
        "backends", "The model was loaded on {device} (PCI {got}), not on the GPU chosen in "
                    "Settings (PCI {wanted}): the backend numbers its GPUs in another order "
                    "and amdchat could not match them. Choose the GPU again in Settings > GPU, "
                    "or report this with the diagnostics."),
        {"device": str(placement.get("device_description", "") or placement.get("device", "")),
         "got": got, "wanted": wanted_slot.lower()})
