"""The kept figures of the backend comparisons, one entry per GPU, architecture and size
class, in the app's data folder; and the backend "auto" picks from them.

The figures are kept, never the winner: the winner is decided again from them on every
read (amdchat.backends.measured.decide), so Settings shows what the choice came from.
A file edited by hand that cannot be read as written gives "unknown" with the reason for
every class (never a guess); measuring again keeps it aside and starts a new one.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from amdchat import paths
from amdchat.atomic import keep_aside, read_state_text, write_json
from amdchat.backends.measured import Figure, ModelClass, Verdict, decide, model_class
from amdchat.backends.registry import Backend, BackendUnavailable, choose
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import Text, tr_noop
from amdchat.modelfile import ModelFileError, check_model_file

VERSION = 1
_FIGURE_FIELDS = {"backend": str, "tg_tps": float, "pp_tps": float, "runs_on": str,
                  "finish_reason": str, "error": str}
_CLASS_FIELDS = ("gpu", "architecture", "size_class", "gpu_name", "measured", "model")


def choices_file() -> Path:
    return paths.data_dir() / "backend-choices.json"


@dataclass(frozen=True)
class Entry:
    klass: ModelClass
    figures: tuple[Figure, ...]
    measured: str
    model: str

    def verdict(self) -> Verdict:
        return decide(self.figures, self.measured, self.model)


@dataclass
class Kept:
    """What the file holds: its entries, or why it could not be read (then none)."""

    entries: list[Entry] = field(default_factory=list)
    problem: Text | None = None

    def recall(self, klass: ModelClass) -> Verdict | None:
        """The decision for ``klass``: None when never measured; "unknown" (winner None,
        with the reason) when the file cannot be read."""
        if self.problem is not None:
            return Verdict(None, self.problem)
        entry = next((e for e in self.entries if e.klass.key == klass.key), None)
        return entry.verdict() if entry else None


class _Unreadable(ValueError):
    pass


def _figure(data: object) -> Figure:
    if not isinstance(data, Mapping):
        raise _Unreadable(f"a figure is {type(data).__name__}, not an object")
    values: dict[str, Any] = {}
    for name, kind in _FIGURE_FIELDS.items():
        value = data.get(name)
        if kind is float:
            # a number or null: true/false, text or NaN are a hand's edit, not a figure
            if value is not None and (isinstance(value, bool)
                                      or not isinstance(value, int | float)
                                      or not math.isfinite(value)):
                raise _Unreadable(f"{name} is {value!r}, not a speed")
            values[name] = None if value is None else float(value)
        elif not isinstance(value, str):
            raise _Unreadable(f"{name} is {value!r}, not text")
        else:
            values[name] = value
    return Figure(**values)


def _entry(data: object) -> Entry:
    if not isinstance(data, Mapping):
        raise _Unreadable(f"an entry is {type(data).__name__}, not an object")
    texts = {name: data.get(name) for name in _CLASS_FIELDS}
    bad = next((n for n, v in texts.items() if not isinstance(v, str)), None)
    if bad is not None:
        raise _Unreadable(f"{bad} is {texts[bad]!r}, not text")
    figures = data.get("figures")
    if not isinstance(figures, list) or not figures:
        raise _Unreadable(f"figures is {figures!r}, not a list of measurements")
    klass = ModelClass(str(texts["gpu"]), str(texts["architecture"]),
                       str(texts["size_class"]), str(texts["gpu_name"]))
    return Entry(klass, tuple(_figure(f) for f in figures), str(texts["measured"]),
                 str(texts["model"]))


def _unreadable(path: Path, detail: str) -> Text:
    return Text("backend_choice", tr_noop(
        "backend_choice", "Unknown: the kept backend measurements ({file}) cannot be read "
        "({detail}); the file was probably edited by hand. Measure again on the Benchmark "
        "page, or delete the file."), {"file": path.name, "detail": detail})


def load(path: Path | None = None) -> Kept:
    path = path or choices_file()
    try:
        data = json.loads(read_state_text(path))
    except FileNotFoundError:
        return Kept()
    except (OSError, ValueError) as exc:
        return Kept(problem=_unreadable(path, str(exc)))
    try:
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise _Unreadable(f"not a version {VERSION} file")
        entries = data.get("choices")
        if not isinstance(entries, list):
            raise _Unreadable("it has no list of choices")
        return Kept([_entry(e) for e in entries])
    except _Unreadable as exc:
        return Kept(problem=_unreadable(path, str(exc)))


def _as_dict(entry: Entry) -> dict[str, Any]:
    klass = entry.klass
    return {"gpu": klass.gpu, "architecture": klass.architecture,
            "size_class": klass.size_class, "gpu_name": klass.gpu_name,
            "measured": entry.measured, "model": entry.model,
            "figures": [{name: getattr(f, name) for name in _FIGURE_FIELDS}
                        for f in entry.figures]}


def remember(klass: ModelClass, figures: Sequence[Figure], measured: str, model: str,
             path: Path | None = None) -> Verdict:
    """Keep ``figures`` for ``klass`` (replacing the class's earlier ones); its decision.
    A file that cannot be read is kept aside first (nothing is lost)."""
    path = path or choices_file()
    kept = load(path)
    if kept.problem is not None:
        with contextlib.suppress(OSError):
            keep_aside(path)
        kept = Kept()
    entry = Entry(klass, tuple(figures), measured, model)
    entries = [e for e in kept.entries if e.klass.key != klass.key] + [entry]
    write_json(path, {"version": VERSION, "choices": [_as_dict(e) for e in entries]})
    return entry.verdict()


def gpu_for(gpu_device: int, gpus: Sequence[GpuInfo]) -> GpuInfo | None:
    """The GPU a load with ``gpu_device`` uses, as the monitor lists them (-1: the
    backends' own choice, a discrete GPU before an integrated one)."""
    if gpu_device >= 0:
        return gpus[gpu_device] if gpu_device < len(gpus) else None
    return next((g for g in gpus if not g.integrated), gpus[0] if gpus else None)


def class_of(path: Path, gpu: GpuInfo) -> ModelClass:
    """The model class of a local model file on ``gpu``. Raises ModelFileError."""
    summary, _header = check_model_file(path)
    return model_class(gpu, summary.architecture, summary.size_bytes)


def _monitored_gpus() -> list[GpuInfo]:
    from amdchat.hardware.monitor import GpuMonitor

    return GpuMonitor().gpus


def remembered(path: Path, gpu_device: int, available: list[Backend] | None,
               gpus: Callable[[], list[GpuInfo]] = _monitored_gpus,
               store: Path | None = None) -> Backend | None:
    """The backend "auto" picks for ``path``: the measured winner for its class on this
    GPU, when one was measured and is installed; None otherwise (the usual rule stands).
    Cheap when nothing was ever measured: no header or GPU is read then."""
    kept = load(store)
    if not kept.entries:
        return None
    gpu = gpu_for(gpu_device, gpus())
    if gpu is None:
        return None
    try:
        klass = class_of(path, gpu)
    except ModelFileError:  # the load itself refuses it, and says why
        return None
    verdict = kept.recall(klass)
    if verdict is None or verdict.winner is None:
        return None
    try:
        return choose(verdict.winner, available)
    except BackendUnavailable:  # the winner was removed since
        return None
