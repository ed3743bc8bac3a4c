"""The offer to measure which backend is faster, on the first load of a kind of model on
a GPU that runs both Vulkan and ROCm (amdchat.backends.measured).

The load waits for the answer: "Measure" runs the short comparison (the benchmark's
method, about 20 seconds, cancellable) and keeps its figures, so the session's "auto"
picks the winner for this load and the next ones; "Not now" loads at once and asks again
at the next start; "Don't ask again" turns the offer off in Settings. Only on "auto": a
backend the user chose is what they get.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from amdchat.backends.measured import ModelClass, Verdict, comparable
from amdchat.backends.measured_store import Kept, class_of, gpu_for, load
from amdchat.backends.registry import Backend, discover
from amdchat.config import Settings
from amdchat.hardware.reading import GpuInfo
from amdchat.modelfile import ModelFileError
from amdchat.session.spec import ModelSpec
from amdchat.ui.background import run_in_background
from amdchat.ui.messages import translated

if TYPE_CHECKING:  # the benchmark is imported when first used: not at start-up
    from amdchat.bench.results import BenchReport
    from amdchat.bench.run import BenchRun, Progress

_tr = QCoreApplication.translate
Kinds = Callable[[list[Backend]], tuple[str, ...]]


def _gpu_kinds(installed: list[Backend]) -> tuple[str, ...]:
    return comparable([b.kind for b in installed])


class _Relay(QObject):
    """A run's progress, from the pool thread to the GUI thread (queued)."""

    progress = Signal(object)


class BackendOffer(QObject):
    def __init__(self, parent: QWidget, settings: Settings, load_model: Callable[[ModelSpec], None],
                 *, notify: Callable[[str], None], save: Callable[[], None],
                 gpus: Callable[[], list[GpuInfo]],
                 available: Callable[[], list[Backend]] = discover,
                 kinds: Kinds = _gpu_kinds) -> None:
        super().__init__(parent)
        self._parent, self.settings = parent, settings
        self._load, self._notify, self._save = load_model, notify, save
        self._gpus, self._available = gpus, available
        self.kinds = kinds  # the backends compared, of those installed
        self.sizes: dict[str, int] = {}  # the comparison's pp, tg, reps where not the usual
        self._not_now: set[tuple[str, str, str]] = set()  # classes put off in this run
        self.question: QMessageBox | None = None
        self.progress: QProgressDialog | None = None
        self.run: BenchRun | None = None
        self._pending: ModelSpec | None = None  # the load that waits for the answer
        self._closed = False
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        parent.installEventFilter(self)  # the window closes: a comparison stops, nothing loads

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and watched is self._parent:
            self._closed = True
            if self.run is not None:
                self.run.cancel()
        return False

    def load(self, spec: ModelSpec) -> None:
        """Load ``spec``, after the offer when it is due (a load asked meanwhile waits for
        the answer, and replaces the one that waited)."""
        if self.busy:
            self._pending = spec
            return
        offer = self._offer_for(spec)
        if offer is None:
            self._load(spec)
        else:
            self._ask(spec, *offer)

    def _offer_for(self, spec: ModelSpec) -> tuple[ModelClass, tuple[str, ...]] | None:
        if spec.backend != "auto" or not self.settings["offer_backend_comparison"]:
            return None
        kinds = self.kinds(self._available())
        gpu = gpu_for(spec.gpu_device, self._gpus()) if kinds else None
        if gpu is None:
            return None
        try:
            klass = class_of(spec.path, gpu)
        except ModelFileError:
            return None  # the load says why
        if klass.key in self._not_now or load().recall(klass) is not None:
            return None  # put off, measured already, or unknown (Settings says why)
        return klass, kinds

    @property
    def busy(self) -> bool:
        return self.question is not None or self.run is not None

    # -- the question -------------------------------------------------------------------
    def _ask(self, spec: ModelSpec, klass: ModelClass, kinds: tuple[str, ...]) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, _tr("BackendOffer", "Faster backend"),
                          _tr("BackendOffer", "{gpu} runs both {backends}. Which is faster "
                              "depends on the card and the model. Measure them with this "
                              "model now (about 20 seconds)? \"Automatic\" then uses the "
                              "faster one for models like it.").format(
                              gpu=klass.gpu_name or klass.gpu, backends=" / ".join(kinds)),
                          QMessageBox.StandardButton.NoButton, self._parent)
        box.setObjectName("backendOffer")
        measure = box.addButton(_tr("BackendOffer", "Measure"),
                                QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(_tr("BackendOffer", "Not now"), QMessageBox.ButtonRole.RejectRole)
        never = box.addButton(_tr("BackendOffer", "Don't ask again"),
                              QMessageBox.ButtonRole.DestructiveRole)
        self.buttons = {"measure": measure, "later": later, "never": never}
        self._pending = spec
        box.buttonClicked.connect(lambda button: self._answered(button, spec, klass, kinds))
        self.question = box
        box.open()

    def _answered(self, button: Any, spec: ModelSpec, klass: ModelClass,
                  kinds: tuple[str, ...]) -> None:
        self.question = None
        if button is self.buttons["measure"]:
            self._measure(spec, klass, kinds)
            return
        if button is self.buttons["never"]:
            self.settings.set("offer_backend_comparison", False)
            self._save()
        self._not_now.add(klass.key)
        self._load_pending()

    def _load_pending(self) -> None:
        spec, self._pending = self._pending, None
        if spec is not None and not self._closed:
            self._load(spec)

    # -- the measurement ----------------------------------------------------------------
    def _measure(self, spec: ModelSpec, klass: ModelClass, kinds: tuple[str, ...]) -> None:
        from amdchat.bench.backend_choice import quick_config
        from amdchat.bench.run import BenchRun

        run = BenchRun(quick_config(spec.path, kinds, spec.gpu_device, **self.sizes),
                       self._relay.progress.emit, self._available)
        self.run = run
        dialog = QProgressDialog(_tr("BackendOffer", "Measuring {backends}…").format(
            backends=" / ".join(kinds)), _tr("BackendOffer", "Cancel"), 0, 1000, self._parent)
        dialog.setObjectName("backendMeasuring")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(run.cancel)
        self.progress = dialog
        dialog.show()
        run_in_background(self, run.run, lambda report: self._measured(klass, report),
                          self._failed)

    def _on_progress(self, progress: Progress) -> None:
        if self.progress is not None:
            self.progress.setValue(round(progress.fraction * 1000))
            if progress.stage == "loading":
                self.progress.setLabelText(_tr("BackendOffer", "{backend}: loading the "
                                               "model…").format(backend=progress.backend))
            elif progress.stage == "running":
                self.progress.setLabelText(_tr("BackendOffer", "{backend}: measuring…")
                                           .format(backend=progress.backend))

    def _close_progress(self) -> None:
        self.run = None
        if self.progress is not None:
            self.progress.canceled.disconnect()
            self.progress.close()
            self.progress = None

    def _measured(self, klass: ModelClass, report: BenchReport) -> None:
        from amdchat.bench.backend_choice import keep
        from amdchat.bench.history import append_history

        self._close_progress()
        with contextlib.suppress(OSError):  # the Benchmark page lists it; not needed here
            append_history(report)
        try:
            verdict = keep(klass, report)
        except OSError as exc:
            verdict = None
            self._notify(_tr("BackendOffer", "The measurement could not be kept: {error}")
                         .format(error=exc))
        if verdict is None:  # cancelled: asked again at the next start
            self._not_now.add(klass.key)
        elif not self._closed:
            self._notify(verdict_text(verdict))
        self._load_pending()

    def _failed(self, exc: Exception) -> None:
        self._close_progress()
        if not self._closed:
            self._notify(_tr("BackendOffer", "The backends could not be measured: {error}")
                         .format(error=exc))
        self._load_pending()


def verdict_text(verdict: Verdict) -> str:
    """What a comparison decided, for people."""
    if verdict.winner is None:
        return translated(verdict.reason)
    return _tr("BackendOffer", "\"Automatic\" uses {backend} for models like this one on this "
               "GPU. {why}").format(backend=verdict.winner, why=translated(verdict.reason))


def measured_text(kept: Kept | None = None) -> str:
    """Every kept comparison, with the figures it decided from (Settings shows it)."""
    kept = load() if kept is None else kept
    if kept.problem is not None:
        return translated(kept.problem)
    if not kept.entries:
        return _tr("BackendOffer", "\"Automatic\" measurements: none yet.")
    lines = [_tr("BackendOffer", "\"Automatic\" picks, measured here:")]
    for entry in kept.entries:
        verdict, klass = entry.verdict(), entry.klass
        lines.append(_tr("BackendOffer", "{gpu}, {architecture}, {size}: {backend} "
                         "(measured {date} with {model}). {why}").format(
            gpu=klass.gpu_name or klass.gpu, architecture=klass.architecture,
            size=_tr("backend_choice", klass.size_class),
            backend=verdict.winner or _tr("BackendOffer", "unknown"),
            date=entry.measured.replace("T", " "), model=entry.model,
            why=translated(verdict.reason)))
    return "\n".join(lines)

