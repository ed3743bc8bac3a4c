"""The Benchmark page's backend ticks and its time estimate before the first row.

A backend is ticked only where a run means something: installed, and for the GPU
backends a GPU found. Without one, Vulkan would run on Mesa's CPU emulation
(lavapipe), slower than the CPU backend: left unticked and said so (still
tickable, to measure that); ROCm runs only on an AMD GPU: greyed."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel

from amdchat.backends.measured_store import gpu_for
from amdchat.backends.registry import KINDS
from amdchat.bench.estimate import (
    Speeds,
    cpu_speeds,
    gpu_speeds,
    lavapipe_speeds,
    model_work,
    run_seconds,
    threads,
)
from amdchat.bench.run import BenchConfig
from amdchat.hardware.reading import GpuInfo

# lupdate runs with -tr-function-alias translate+=_tr
_tr = QCoreApplication.translate


def why_unticked(kind: str, installed: set[str], has_gpu: bool) -> tuple[str, bool]:
    """Why ``kind`` is not ticked ("": it is), and whether it may be ticked at all."""
    if kind not in installed:
        return _tr("benchmark", "This backend is not installed."), False
    if kind == "rocm" and not has_gpu:
        return _tr("benchmark", "No GPU was found: ROCm runs only on an AMD GPU."), False
    if kind == "vulkan" and not has_gpu:
        return _tr("benchmark", "No GPU was found: Vulkan would run on a CPU emulation "
                                "(lavapipe), slower than the CPU backend. Tick it to "
                                "measure that anyway."), True
    return "", True


class BackendTicks:
    """One tick box per backend kind, in a row, and a note of why some are not ticked."""

    def __init__(self, installed: Iterable[str], has_gpu: bool) -> None:
        self.row = QHBoxLayout()
        self.boxes: dict[str, QCheckBox] = {}
        self.sensible: set[str] = set()
        reasons = []
        found = set(installed)
        for kind in KINDS:
            box = QCheckBox(kind)
            reason, allowed = why_unticked(kind, found, has_gpu)
            box.setEnabled(allowed)
            box.setChecked(not reason)
            box.setToolTip(reason)
            if not reason:
                self.sensible.add(kind)
            elif kind in found:  # not installed: the tooltip is enough
                reasons.append(reason)
            self.boxes[kind] = box
            self.row.addWidget(box)
        self.row.addStretch(1)
        self.note = QLabel(" ".join(reasons))
        self.note.setObjectName("benchBackendNote")
        self.note.setWordWrap(True)
        self.note.setVisible(bool(reasons))

    def recall(self, kinds: list[str]) -> None:
        """The last run's ticks, of those that make sense here."""
        for kind, box in self.boxes.items():
            box.setChecked(kind in self.sensible and kind in kinds)


def _speeds(config: BenchConfig, gpus: list[GpuInfo], memory_gbs: float | None,
            card_gbs: Callable[[GpuInfo], float | None]) -> dict[str, Speeds]:
    work = model_work(config.model)
    speeds: dict[str, Speeds] = {}
    if memory_gbs:
        speeds["cpu"] = cpu_speeds(work, memory_gbs, threads())
    gpu = gpu_for(config.gpu_device, gpus)
    bandwidth = card_gbs(gpu) if gpu is not None else None
    for kind in ("vulkan", "rocm"):
        if bandwidth:
            speeds[kind] = gpu_speeds(work, bandwidth)
        elif gpu is None and "cpu" in speeds and kind == "vulkan":
            speeds[kind] = lavapipe_speeds(speeds["cpu"])
    return speeds


def _card_gbs(gpu: GpuInfo) -> float | None:
    from amdchat.speed.fit_speed import card_bandwidth

    card = card_bandwidth(gpu.name, gpu.pci_slot)
    return card.bandwidth_gbs if card else None


def estimate_text(config: BenchConfig, gpus: list[GpuInfo], memory_gbs: float | None,
                  card_gbs: Callable[[GpuInfo], float | None] = _card_gbs) -> str:
    """'Estimate: about 3 min …', or "" when a figure it needs is unknown."""
    try:
        seconds = run_seconds(config, _speeds(config, gpus, memory_gbs, card_gbs))
    except OSError:
        return ""
    if seconds is None:
        return ""
    if seconds < 90:
        took = _tr("benchmark", "about {n} s").format(n=max(1, round(seconds)))
    else:
        took = _tr("benchmark", "about {n} min").format(n=round(seconds / 60))
    return _tr("benchmark", "Estimate: {took}, from the model's size and this machine's "
                            "memory speed and cores (rough; the measured time left follows "
                            "the first measurement).").format(took=took)


def time_left_text(elapsed: float, fraction: float) -> str:
    """' (about 40 s left)': the time left, from the time taken so far for the share done."""
    if fraction <= 0.0 or fraction >= 1.0:
        return ""
    left = elapsed * (1.0 - fraction) / fraction
    if left < 90:
        return " " + _tr("benchmark", "(about {n} s left)").format(n=max(1, round(left)))
    return " " + _tr("benchmark", "(about {n} min left)").format(n=round(left / 60))
