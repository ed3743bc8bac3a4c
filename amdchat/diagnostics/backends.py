"""Installed backends (version, build flags) and the devices each one's worker really sees.

The device list comes from a fresh worker of each backend, asking its own
libggml (ggml_backend_dev_*): the same answer the app gets when it loads a model.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from amdchat.backends.registry import Backend, installed_llama_version
from amdchat.diagnostics.check import Check, Context, text
from amdchat.diagnostics.mesa import judge_mesa
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import tr_noop
from amdchat.units import format_gib

FAMILY = "backends"
DEVICES = "devices"


def _manifest(backend: Backend) -> dict[str, Any]:
    try:
        data = json.loads((backend.folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def check_backends(context: Context) -> list[Check]:
    backends = context.installed_backends()
    if not backends:
        return [Check(FAMILY, "backends", "red", text(tr_noop(
            "diagnostics", "No backend is installed: no model can run.")), text(tr_noop(
            "diagnostics", "Reinstall amdchat (pip install amdchat), or build one: amdchat "
            "backends build vulkan.")))]
    checks = []
    for backend in backends:
        manifest = _manifest(backend)
        version = str(manifest.get("llama_cpp_python") or installed_llama_version() or "?")
        flags = " ".join(str(a) for a in manifest.get("cmake_args") or []) or (
            text(tr_noop("diagnostics", "the llama-cpp-python wheel's own build"))
            if backend.origin == "bundled" else text(tr_noop("diagnostics", "not recorded")))
        targets = str(manifest.get("gpu_targets") or "")
        checks.append(Check(FAMILY, f"{backend.kind} backend", "info", text(tr_noop(
            "diagnostics", "llama-cpp-python {version}, build flags: {flags}{targets}; "
            "in {folder}"), kind=backend.kind, version=version, flags=flags,
            targets=f", gfx targets {targets}" if targets else "", folder=str(backend.folder))))
    return checks


def device_summary(devices: Sequence[Mapping[str, Any]]) -> str:
    """'Vulkan0 (AMD Radeon RX 7900 XTX (RADV NAVI31), gpu, 23.98 GiB) with driver radv,
    Mesa 24.2.8' for each device; the driver as the worker's runtime reported it."""
    return "; ".join(
        f"{d.get('name', '?')} ({d.get('description', '?')}, {d.get('type', '?')}"
        + (f", {format_gib(int(d['total_bytes']))}" if d.get("total_bytes") else "") + ")"
        + (f" with driver {d['driver_detail']}" if d.get("driver_detail") else "")
        for d in devices) or "none"


CPU_LIKE = ("llvmpipe", "lavapipe", "swiftshader")


def judge_devices(kind: str, devices: Sequence[Mapping[str, Any]],
                  gpu_present: bool | None = None) -> Check:
    """One worker's device list: a GPU (green), only a CPU posing as a GPU (amber), none (red
    when the machine has an AMD GPU or may have one, info when it has none to see).

    gpu_present is whether the system lists an AMD GPU (None: unknown). A backend that sees
    no GPU on a machine without one is expected; on a machine with one it is the silent CPU
    fallback this check is for.

    libggml always lists its CPU device (named "CPU"); lavapipe is listed (only when
    GGML_VK_VISIBLE_DEVICES names it) with the type "cpu" by engine.devices, or "gpu"
    by older lists, so its description tells it apart.
    """
    name = f"{kind} worker devices"
    accelerators = [d for d in devices if d.get("name") != "CPU"]
    real = [d for d in accelerators
            if not any(w in str(d.get("description", "")).lower() for w in CPU_LIKE)]
    listing = device_summary(accelerators)
    if real:
        return Check(DEVICES, name, "green", text(tr_noop(
            "diagnostics", "The {kind} backend sees: {devices}."), kind=kind, devices=listing))
    if accelerators:
        return Check(DEVICES, name, "amber", text(tr_noop(
            "diagnostics", "The only {kind} device is a CPU posing as a GPU ({devices}): models "
            "would run on the CPU, slowly."), kind=kind, devices=listing), text(tr_noop(
            "diagnostics", "Install the AMD Vulkan driver RADV (sudo apt install "
            "mesa-vulkan-drivers) and check the Permissions lines.")))
    if gpu_present is False:
        return Check(DEVICES, name, "info", text(tr_noop(
            "diagnostics", "The {kind} backend sees no GPU (only the CPU), as expected: this "
            "machine has no AMD GPU."), kind=kind), text(tr_noop(
            "diagnostics", "Models run on the CPU backend.")))
    return Check(DEVICES, name, "red", text(tr_noop(
        "diagnostics", "The {kind} backend sees no GPU (only the CPU)."), kind=kind), text(tr_noop(
        "diagnostics", "See the driver and permission lines; meanwhile models run on the CPU "
        "backend.")))


def amd_gpu_present(context: Context) -> bool | None:
    """Whether the system lists an AMD GPU: in sysfs under the context's root on Linux (with
    or without a driver), among DXGI's adapters on Windows; None where it cannot tell."""
    if context.platform.startswith("linux"):
        from amdchat.diagnostics.gpu import amd_pci_displays
        from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

        return bool(LinuxAmdgpuSource(context.root).discover() or amd_pci_displays(context.root))
    if context.platform.startswith("win"):
        from amdchat.hardware.windows_dxgi import list_adapters

        try:
            adapters = list_adapters()
        except OSError:
            return None
        return any(a.vendor == "amd" and not a.software for a in adapters)
    return None


def _amd_gpus(context: Context) -> list[GpuInfo]:
    from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

    return LinuxAmdgpuSource(context.root).discover()


def check_worker_devices(context: Context) -> list[Check]:
    from amdchat.session.blocking import BlockingEngine, EngineError

    backends = [b for b in context.installed_backends() if b.kind != "cpu"]
    if not backends:
        return [Check(DEVICES, "worker devices", "info", text(tr_noop(
            "diagnostics", "No GPU backend installed, so no GPU devices to list.")))]
    gpu_present = amd_gpu_present(context)
    checks = []
    for backend in backends:
        try:
            with BlockingEngine(discover=lambda b=backend: [b]) as engine:  # type: ignore[misc]
                ready = engine.start(backend.kind, timeout=context.worker_timeout)
        except EngineError as exc:
            checks.append(Check(DEVICES, f"{backend.kind} worker devices", "red", text(tr_noop(
                "diagnostics", "The {kind} backend's worker did not start: {error}"),
                kind=backend.kind, error=str(exc).splitlines()[0] if str(exc) else exc.kind)))
            continue
        checks.append(judge_devices(backend.kind, ready.get("devices") or [], gpu_present))
        if backend.kind == "vulkan" and context.platform.startswith("linux"):
            checks += judge_mesa(ready.get("devices") or [], _amd_gpus(context))
    return checks
