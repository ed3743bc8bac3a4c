"""Planning a model's load: the file checked, and with gpu_layers -1 (auto) as many
layers on the GPU as its free memory holds, off the GUI thread (a header can be
large, a disk slow). The engine then loads what was planned.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from amdchat.config import Settings
from amdchat.fit.estimate import Budget, estimate
from amdchat.gguf import GGUFHeader
from amdchat.model_memory import local_memory
from amdchat.modelfile import ModelFileError, check_model_file
from amdchat.session.spec import ModelSpec, spec_from_settings
from amdchat.ui import messages as texts
from amdchat.ui.background import run_in_background


class ModelLoader(QObject):
    sig_planned = Signal(object, object, str)
    """The load asked last is planned: its path, the ModelSpec to load, and a notice
    ("" when every layer goes to the GPU)."""
    sig_refused = Signal(str)
    """The file asked last cannot be loaded: why, for the user."""

    def __init__(self, settings: Settings, budget: Callable[[], Budget | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.budget = budget
        self.loading_path: Path | None = None  # the model whose load was asked last

    def plan(self, path: Path, n_ctx: int) -> None:
        """Plan the load of ``path`` at ``n_ctx`` in the background; the answer comes as
        sig_planned or sig_refused, unless another load was asked meanwhile."""
        self.loading_path = path
        run_in_background(self, lambda: self.plan_load(path, n_ctx),
                          partial(self._on_planned, path), partial(self._on_refused, path))

    def plan_load(self, path: Path, n_ctx: int | None = None) -> tuple[ModelSpec, str]:
        """Any thread: the checked file's ModelSpec, and a notice when not every layer
        fits the GPU. ``n_ctx``: the shown chat's context length, asked on the GUI
        thread (None: the app's). Raises ModelFileError for a file that cannot be a model."""
        n_ctx = int(self.settings["context_length"]) if n_ctx is None else n_ctx
        _summary, header = check_model_file(path)
        layers, notice = self._gpu_layers_for(path, header, n_ctx)
        return spec_from_settings(path, self.settings, n_ctx=n_ctx,
                                  n_gpu_layers=layers), notice

    def _on_planned(self, path: Path, plan: tuple[ModelSpec, str]) -> None:
        if path == self.loading_path:  # else another model was chosen meanwhile
            self.sig_planned.emit(path, *plan)

    def _on_refused(self, path: Path, exc: Exception) -> None:
        if path != self.loading_path:
            return
        if isinstance(exc, ModelFileError):
            self.sig_refused.emit(texts.model_file_text(exc))
        else:
            self.sig_refused.emit(self.tr("{name} cannot be opened: {error}").format(
                name=path.name, error=exc))

    def _gpu_layers_for(self, path: Path, header: GGUFHeader, n_ctx: int) -> tuple[int, str]:
        """The setting, or on -1 (auto) as many layers as fit the GPU's free memory, with
        a notice when that is not all. With no known free memory, -1 stays: llama.cpp
        then offloads everything."""
        wanted = int(self.settings["gpu_layers"])
        budget = self.budget() if wanted == -1 else None
        if budget is None:
            return wanted, ""
        try:
            fit = estimate(local_memory(path, header), n_ctx, budget)
        except (OSError, ValueError):
            return wanted, ""  # the worker's own check reports a broken file
        if fit.verdict == "full":
            return fit.gpu_layers, ""
        return fit.gpu_layers, self.tr(
            "{name} does not fit entirely in {gpu}'s free memory at this context: {n} of "
            "{m} layers go to the GPU, the rest runs on the CPU (slower). A smaller "
            "quantization or context would fit better.").format(
            name=path.name, gpu=budget.gpu_name, n=fit.gpu_layers, m=fit.n_layers + 1)
