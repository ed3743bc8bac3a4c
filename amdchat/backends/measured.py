"""Which backend is faster for a GPU and a kind of model, decided from measured figures.

Which of Vulkan and ROCm is faster is not a constant: it depends on the card, the
model's architecture and its size. The short comparison (amdchat.bench.backend_choice)
measures them; its figures are kept per GPU, architecture and size class
(``ModelClass``, amdchat.backends.measured_store), and "auto" picks the winner next
time. The winner is always decided again from the kept figures (``decide``): a backend
whose run failed, was cancelled or fell back to the CPU never wins, and figures that
cannot be read give "unknown" with the reason, never a guess.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import Text, tr_noop

GPU_KINDS = ("vulkan", "rocm")  # the backends a comparison is offered between
GIB = 2**30
# upper bounds of the size classes, in GiB of model file: a model's speed on a backend
# follows the bytes it reads per token, so a class groups models that behave alike
SIZE_CLASSES = ((1, tr_noop("backend_choice", "up to 1 GiB")),
                (4, tr_noop("backend_choice", "1-4 GiB")),
                (10, tr_noop("backend_choice", "4-10 GiB")),
                (24, tr_noop("backend_choice", "10-24 GiB")),
                (64, tr_noop("backend_choice", "24-64 GiB")))
LARGEST = tr_noop("backend_choice", "over 64 GiB")


def size_class(size_bytes: int) -> str:
    for bound, name in SIZE_CLASSES:
        if size_bytes <= bound * GIB:
            return name
    return LARGEST


def gpu_key(gpu: GpuInfo) -> str:
    """What names one physical GPU across runs: its PCI slot and gfx target where known
    (a marketing name may change with the name database), else its name."""
    parts = [p for p in (gpu.pci_slot, gpu.gfx_target) if p]
    return " ".join(parts) if parts else gpu.name


@dataclass(frozen=True)
class ModelClass:
    """What a measured winner holds for: one GPU, one architecture, one size class."""

    gpu: str  # gpu_key()
    architecture: str  # the GGUF's general.architecture: "llama", "gemma3"
    size_class: str  # size_class()
    gpu_name: str = ""  # for people only; not part of the key

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.gpu, self.architecture, self.size_class)


def model_class(gpu: GpuInfo, architecture: str, size_bytes: int) -> ModelClass:
    return ModelClass(gpu_key(gpu), architecture, size_class(size_bytes), gpu.name)


@dataclass(frozen=True)
class Figure:
    """One backend's part of a comparison: its speeds, and why it cannot win ("" if it can)."""

    backend: str
    tg_tps: float | None  # generation, tokens/s at the smallest depth measured
    pp_tps: float | None  # prompt processing, tokens/s
    runs_on: str
    finish_reason: str
    error: str = ""

    @property
    def can_win(self) -> bool:
        return self.out_reason() is None

    def out_reason(self) -> Text | None:
        """Why this run cannot be the winner, or None."""
        if self.finish_reason != "done" or self.error:
            return _text(tr_noop("backend_choice", "{backend} did not finish ({detail})."),
                         backend=self.backend,
                         detail=self.error or self.finish_reason or "no result")
        if self.backend != "cpu" and self.runs_on == "cpu":
            return _text(tr_noop("backend_choice", "{backend} ran on the CPU, not the GPU."),
                         backend=self.backend)
        if self.tg_tps is None or not math.isfinite(self.tg_tps) or self.tg_tps <= 0:
            return _text(tr_noop("backend_choice", "{backend} measured no generation speed."),
                         backend=self.backend)
        return None

    def words(self) -> Text:
        """'vulkan: 170.2 tok/s generating, 2100 tok/s prompt', or why it cannot win."""
        out = self.out_reason()
        if out is not None:
            return out
        return _text(tr_noop("backend_choice",
                             "{backend}: {tg:.1f} tok/s generating, {pp:.0f} tok/s prompt."),
                     backend=self.backend, tg=self.tg_tps or 0.0, pp=self.pp_tps or 0.0)


def _text(template: str, **fields: object) -> Text:
    return Text("backend_choice", template, fields)


def joined(texts: Sequence[Text]) -> Text:
    """Sentences one after the other, each still translatable on its own."""
    if not texts:
        return _text(tr_noop("backend_choice", "Nothing was measured."))
    result = texts[-1]
    for text in reversed(texts[:-1]):
        result = Text("backend_choice", "{first} {rest}", {"first": text, "rest": result})
    return result


@dataclass(frozen=True)
class Verdict:
    """The decision for one model class: the winner (None: unknown) and why."""

    winner: str | None
    reason: Text
    figures: tuple[Figure, ...] = ()
    measured: str = ""  # when the figures were measured ("" when there are none)
    model: str = ""  # the model file they were measured with


def decide(figures: Sequence[Figure], measured: str = "", model: str = "") -> Verdict:
    """The winner: the fastest generation among the runs that can win (prompt speed
    breaks a tie). None of them can: unknown, with each one's reason."""
    able = [f for f in figures if f.can_win]
    if not able:
        why = joined([r for f in figures if (r := f.out_reason()) is not None])
        return Verdict(None, _text(tr_noop(
            "backend_choice", "Unknown: no backend finished the comparison. {why}"), why=why),
            tuple(figures), measured, model)
    best = max(able, key=lambda f: (f.tg_tps or 0.0, f.pp_tps or 0.0))
    others = [f.words() for f in figures if f is not best]
    reason = _text(tr_noop("backend_choice", "{backend} is the fastest here. {figures}"),
                   backend=best.backend, figures=joined([best.words(), *others]))
    return Verdict(best.backend, reason, tuple(figures), measured, model)


def comparable(installed: Sequence[str], kinds: Sequence[str] = GPU_KINDS) -> tuple[str, ...]:
    """The backends a comparison would run: those of ``kinds`` installed, if two or more."""
    found = tuple(k for k in kinds if k in installed)
    return found if len(found) >= 2 else ()
