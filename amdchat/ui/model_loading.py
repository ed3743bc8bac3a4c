"""Preparing a model's load off the GUI thread (a header can be large, a disk slow): the
file checked and its memory by layer read; the engine's session then plans where each
part goes (amdchat.plan) and loads it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from amdchat.config import Settings
from amdchat.fit.estimate import Budget
from amdchat.model_memory import local_memory
from amdchat.modelfile import ModelFileError, check_model_file
from amdchat.session.spec import AUTO_CONTEXT, ModelSpec, spec_from_settings
from amdchat.ui import messages as texts
from amdchat.ui.background import run_in_background

# Settings that only take effect when the model is loaded again: a change reloads it.
LOAD_SETTINGS = ("backend", "gpu_device", "gpu_offload", "gpu_layers", "cpu_moe_layers",
                 "gpu_margin_mib", "context_length", "context_auto", "kv_cache_type",
                 "flash_attention", "swa_full", "chat_template")

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

    def plan(self, path: Path, n_ctx: int | None) -> None:
        """Plan the load of ``path`` at ``n_ctx`` in the background; the answer comes as
        sig_planned or sig_refused, unless another load was asked meanwhile."""
        self.loading_path = path
        run_in_background(self, lambda: self.plan_load(path, n_ctx),
                          partial(self._on_planned, path), partial(self._on_refused, path))

    def plan_load(self, path: Path, n_ctx: int | None = None) -> tuple[ModelSpec, str]:
        """Any thread: the checked file's ModelSpec, with its memory by layer read here, off
        the GUI thread, for the session's placement plan (which says itself what does not
        fit). ``n_ctx``: the shown chat's context length, asked on the GUI thread (None:
        automatic). Raises ModelFileError for a file that cannot be a model."""
        _summary, header = check_model_file(path)
        try:
            memory = local_memory(path, header)
        except (OSError, ValueError):
            memory = None  # the worker's own check reports a broken file
        return spec_from_settings(path, self.settings,
                                  n_ctx=AUTO_CONTEXT if n_ctx is None else n_ctx, memory=memory), ""

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
