"""The main window's side that follows the engine: the model controls, what a load,
a remote model, a worker's death or an engine error shows, and what About says runs.

A mixin of MainWindow (ui/main_window.py), which builds the parts named below."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from amdchat.engine import protocol
from amdchat.i18n import Text
from amdchat.ui import messages as texts
from amdchat.ui.about import BackendNow
from amdchat.ui.chat.chat_controller import STOPPED_UNLOADED
from amdchat.ui.engine_controller import GENERATING, LOADING, READY, STARTING

if TYPE_CHECKING:
    from amdchat.config import Settings
    from amdchat.ui.chat.chat_controller import ChatController
    from amdchat.ui.chat.pane import ChatPane
    from amdchat.ui.engine_controller import EngineController
    from amdchat.ui.gpu_panel import GpuPanel
    from amdchat.ui.live_panel import LivePanel
    from amdchat.ui.model_picker import ModelPicker
    from amdchat.ui.model_toolbar import ModelToolbar
    from amdchat.ui.models.page import ModelsPage


class EngineFollower:
    """What the window shows of the engine's state and events."""

    settings: Settings
    engine: EngineController
    chat: ChatController
    chat_pane: ChatPane
    live: LivePanel
    gpu: GpuPanel
    picker: ModelPicker
    toolbar: ModelToolbar
    models_page: ModelsPage

    if TYPE_CHECKING:  # the window's own
        def load_model(self, path: Path) -> None: ...
        def show_problem(self, text: str) -> None: ...
        def hide_problem(self) -> None: ...
        def show_notice(self, text: str) -> None: ...
        def clear_notices(self) -> None: ...

    def toggle_load(self) -> None:
        if self.engine.state in (READY, LOADING, STARTING, GENERATING):
            self.chat.stop_and_keep(STOPPED_UNLOADED)
            self.engine.unload()
            self.live.clear_model()
            self.clear_notices()
        elif self.settings["last_model"]:
            self.load_model(Path(self.settings["last_model"]))
        self._update_model_controls()

    def _update_model_controls(self) -> None:
        # a remote model: "model on host" (Unload leaves it)
        shown = self.picker.remote_shown if self.engine.remote else self.settings["last_model"]
        self.toolbar.show_model(self.engine.state, shown)

    def _on_engine_state(self, state: str) -> None:
        self.live.show_state(state)
        self._update_model_controls()
        self.picker.follow_engine(state)
        self.models_page.refresh_local_marks()  # the loaded model's mark follows it
        spec = self.engine.session.spec
        held = state in (READY, LOADING, STARTING, GENERATING) and spec is not None
        self.models_page.local.show_opened(spec.path if held and spec else None)
        self.chat_pane.update_start_page()

    def _on_loaded(self, loaded: protocol.LoadedEvent) -> None:
        self.hide_problem()
        self.picker.set_loaded(protocol.path_from(loaded))
        self.live.show_loaded(loaded, self.engine.backend.kind if self.engine.backend else "",
                              self.engine.session.plan, self.engine.session.remote_split)
        notices = [] if loaded["has_chat_template"] else [
            texts.base_model_text(loaded["architecture"])]
        problem = loaded.get("template_problem_text")
        if problem:
            notices.append(texts.translated(Text(**problem)))
        if notices:  # after this load's own notices (no usable GPU...), not over them
            earlier = self.live.notice.text() if self.live.notice.isVisibleTo(self.live) else ""
            self.show_notice("\n".join([earlier, *notices] if earlier else notices))
        placement = loaded.get("placement") or {}
        self.gpu.follow_engine_device(str(placement.get("device_description", "")),
                                      str(placement.get("pci_slot", "")))

    def _show_remote(self, model: str, host: str) -> None:
        """The chat uses a model on another computer (``host``), or ("") no longer."""
        self.picker.set_remote(model, host)
        self.gpu.show_remote(host)
        self._update_model_controls()
        if model:
            self.hide_problem()
            self.live.show_remote(model, host)
        else:
            self.live.clear_model()

    def _on_worker_died(self, event: protocol.ExitedEvent) -> None:
        if not self.chat.busy:  # mid-reply, the chat controller says it, with the reply
            self.show_problem(texts.worker_died_text(event["how"], event.get("cause", ""),
                                                     event.get("text")))
        self._update_model_controls()

    def _on_engine_error(self, event: protocol.ErrorEvent) -> None:
        if not self.chat.busy:  # the chat controller reports errors of a reply itself
            self.show_problem(texts.engine_error_text(event))
        self._update_model_controls()

    def _backend_now(self) -> BackendNow:
        """For About: the backend running (the loaded model's) and the setting."""
        spec = self.engine.session.spec
        return BackendNow(self.engine.backend if spec is not None else None,
                          str(self.settings["backend"]), spec.path if spec else None,
                          spec.gpu_device if spec else int(self.settings["gpu_device"]),
                          self.picker.remote_shown if self.engine.remote else "")
