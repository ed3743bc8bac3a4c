"""The main window: wiring between the conversation list, chat, engine and panel."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from amdchat import paths
from amdchat.chats.chat_settings import Preset
from amdchat.chats.store import ChatStore, StoreError
from amdchat.config import Settings
from amdchat.engine import protocol
from amdchat.fit.check import gpu_budget, local_memory
from amdchat.fit.estimate import Budget, estimate
from amdchat.gguf import GGUFHeader
from amdchat.hub.api import token_from
from amdchat.hub.queue import DownloadQueue
from amdchat.i18n import Text
from amdchat.modelfile import ModelFileError, check_model_file
from amdchat.session.spec import ModelSpec, spec_from_settings
from amdchat.ui import messages as texts
from amdchat.ui import window_state
from amdchat.ui.api_panel import ApiPanel
from amdchat.ui.api_server import ApiServerController
from amdchat.ui.background import run_in_background
from amdchat.ui.chat_controller import STOPPED_APP_CLOSED, STOPPED_UNLOADED, ChatController
from amdchat.ui.chat_header import ChatHeader
from amdchat.ui.conversation_list import ConversationPanel
from amdchat.ui.engine_controller import (
    GENERATING,
    LOADING,
    READY,
    STARTING,
    STOPPED,
    EngineController,
)
from amdchat.ui.gguf_drop import GgufDropFilter
from amdchat.ui.gpu_panel import GpuPanel
from amdchat.ui.lazy_page import LazyPage
from amdchat.ui.live_panel import LivePanel
from amdchat.ui.menus import Commands, build_menus
from amdchat.ui.message_input import MessageInput
from amdchat.ui.model_picker import ModelPicker
from amdchat.ui.models.page import ModelsPage
from amdchat.ui.start_page import StartPage
from amdchat.ui.theme import apply_theme, paint_status
from amdchat.ui.transcript import TranscriptView

if TYPE_CHECKING:  # built, and imported, when first opened: not at start-up
    from amdchat.ui.benchmark_page import BenchmarkPage
    from amdchat.ui.diagnostics_page import DiagnosticsPage


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, store: ChatStore) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("amdchat"))
        self.settings = settings
        self.store = store
        self.engine = EngineController(self)
        self._loading_path: Path | None = None  # the model whose load was asked last
        self.transcript = TranscriptView()
        self.chat = ChatController(store, self.engine, settings, self.transcript, self)
        self.chat_header = ChatHeader(settings)
        self.conversations = ConversationPanel(store)
        self.live = LivePanel()
        self.gpu = GpuPanel()
        self.live.add_section(self.gpu)
        self.api_server = ApiServerController(self.engine, settings, self)
        self.live.add_section(ApiPanel(self.api_server))
        self._shown_gpu = str(self.gpu.selector.currentData() or "")
        self.gpu.selector.currentIndexChanged.connect(
            lambda _i: setattr(self, "_shown_gpu", str(self.gpu.selector.currentData() or "")))
        self._editing_index: int | None = None
        self._draft = ""  # what the box held when an edit began, given back on Esc
        self.downloads = DownloadQueue(paths.data_dir() / "downloads.json", settings.models_dir(),
                                       token=lambda: token_from(settings["hf_token"]))
        self.models_page = ModelsPage(settings, self.downloads, budget=self._gpu_budget)
        self.models_page.is_loaded = self._is_loaded
        self.picker = ModelPicker(lambda: self.settings["context_length"], self._gpu_budget)
        self.start_page = StartPage(self.downloads, lambda: self.settings["context_length"],
                                    self._gpu_budget, lambda: token_from(settings["hf_token"]),
                                    settings.models_dir)
        self.drop_filter = GgufDropFilter(self)
        self.benchmark_tab = LazyPage(self._build_benchmark_page)
        self.diagnostics_tab = LazyPage(self._build_diagnostics_page)
        self._last_reply: dict[str, Any] = {}  # for the Diagnostics page, once it is built
        self._build_toolbar()
        self._build_center()
        self.menu_actions = build_menus(self, self._commands())
        self.benchmark_action = self.menu_actions.show_benchmark
        self._connect()
        self.drop_filter.watch()
        window_state.restore(self, self._splitters(), self._state_file())
        self.keeps_geometry = True  # False: closing does not save where the window was
        self._placed = False
        problems = [p for p in (settings.load_problem, store.open_problem) if p]
        if problems:
            self.show_problem("\n".join(problems))
        self._update_model_controls()
        # after the window shows: starlette and uvicorn are imported only when it is on
        QTimer.singleShot(0, self.api_server.apply)
        self._show_chat_header()
        recent = store.conversations()
        if recent:  # show the app as it was left: the latest conversation
            self.open_conversation(recent[0].id)

    # -- layout --------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Model"))
        bar.setObjectName("modelToolbar")
        bar.setMovable(False)
        self.model_label = QLabel()
        self.model_label.setObjectName("modelLabel")
        self.open_button = QPushButton(self.tr("Open model…"))
        self.open_button.setObjectName("openModelButton")
        self.load_button = QPushButton()
        self.load_button.setObjectName("loadButton")
        self.settings_button = QPushButton(self.tr("Settings…"))
        bar.addWidget(self.model_label)
        spacer = QWidget()
        spacer.setSizePolicy(spacer.sizePolicy().horizontalPolicy().Expanding,
                             spacer.sizePolicy().verticalPolicy())
        bar.addWidget(spacer)
        for button in (self.open_button, self.load_button, self.settings_button):
            bar.addWidget(button)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def _build_center(self) -> None:
        self.problem = QLabel()
        self.problem.setObjectName("problemBanner")
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setMargin(8)
        paint_status(self.problem, "banner")
        self.problem.hide()
        self.edit_hint = QLabel(self.tr("Editing a sent message: Enter resends it and drops the "
                                        "replies after it. Esc cancels."))
        self.edit_hint.hide()
        self.input = MessageInput()
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setObjectName("sendButton")
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.regenerate_button = QPushButton(self.tr("Regenerate"))
        self.regenerate_button.setObjectName("regenerateButton")
        self.reply_status = QLabel()  # why a reply sent has not started yet
        self.reply_status.setObjectName("replyStatus")
        self.reply_status.setWordWrap(True)
        self.reply_status.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.reply_status, 1)
        buttons.addStretch(1)
        for button in (self.regenerate_button, self.stop_button, self.send_button):
            buttons.addWidget(button)
        chat = QWidget()
        layout = QVBoxLayout(chat)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chat_stack = QStackedWidget()
        self.start_scroll = QScrollArea()  # a narrow window scrolls it rather than grows
        self.start_scroll.setWidgetResizable(True)
        self.start_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.start_scroll.setWidget(self.start_page)
        self.chat_stack.addWidget(self.start_scroll)
        self.chat_stack.addWidget(self.transcript)
        layout.addWidget(self.picker)
        layout.addWidget(self.problem)
        layout.addWidget(self.chat_header)
        layout.addWidget(self.chat_stack, 1)
        layout.addWidget(self.edit_hint)
        layout.addWidget(self.input)
        layout.addLayout(buttons)
        # The live figures change several times a second while a reply streams; in a scroll
        # area their labels' new sizes stop there, instead of laying out (and painting)
        # the whole window again each time (5-30 ms of CPU a time with a long chat).
        live_scroll = QScrollArea()
        live_scroll.setObjectName("liveScroll")
        live_scroll.setWidgetResizable(True)
        live_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        live_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        live_scroll.setWidget(self.live)
        # the tab's own background shows through (setWidget made the panel fill its own)
        live_scroll.viewport().setAutoFillBackground(False)
        self.live.setAutoFillBackground(False)
        splitter = QSplitter()
        splitter.addWidget(self.conversations)
        splitter.addWidget(chat)
        splitter.addWidget(live_scroll)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([230, 760, 290])
        self.chat_splitter = splitter
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(splitter, self.tr("Chat"))
        self.tabs.addTab(self.models_page, self.tr("Models"))
        self.tabs.addTab(self.diagnostics_tab, self.tr("Diagnostics"))
        self.tabs.addTab(self.benchmark_tab, self.tr("Benchmark"))
        self.setCentralWidget(self.tabs)
        self._set_busy(False)

    # -- pages built when first opened ---------------------------------------------
    @property
    def benchmark_page(self) -> BenchmarkPage:
        return cast("BenchmarkPage", self.benchmark_tab.page())

    @property
    def diagnostics_page(self) -> DiagnosticsPage:
        return cast("DiagnosticsPage", self.diagnostics_tab.page())

    def _build_benchmark_page(self) -> BenchmarkPage:
        from amdchat.ui.benchmark_page import BenchmarkPage

        return BenchmarkPage(self.settings)

    def _build_diagnostics_page(self) -> DiagnosticsPage:
        from amdchat.ui.diagnostics_page import DiagnosticsPage

        page = DiagnosticsPage(self.engine, self.chat, self.settings)
        if self._last_reply:  # a reply that ended before the page was first opened
            page.remember_reply(self._last_reply)
        return page

    def _remember_reply(self, stats: dict[str, Any]) -> None:
        """What the Diagnostics page keeps of a reply, until it is built to keep it."""
        if self.diagnostics_tab.built() is None and stats.get("generation_tps"):
            self._last_reply = dict(stats)

    def _commands(self) -> Commands:
        return Commands(
            new_chat=self.new_chat, open_model=self.choose_model, settings=self.open_settings,
            quit=self.close, stop_or_cancel=self.stop_or_cancel_edit,
            rename=self.rename_chat, delete=self.delete_selected, search=self.search_chats,
            show_chat=lambda: self.tabs.setCurrentIndex(0),
            show_models=lambda: self.tabs.setCurrentWidget(self.models_page),
            show_diagnostics=lambda: self.tabs.setCurrentWidget(self.diagnostics_tab),
            show_benchmark=self.show_benchmark)

    def _connect(self) -> None:
        self.open_button.clicked.connect(self.choose_model)
        self.load_button.clicked.connect(self.toggle_load)
        self.settings_button.clicked.connect(self.open_settings)
        self.input.sig_submit.connect(self.submit)
        self.send_button.clicked.connect(self.submit)
        self.stop_button.clicked.connect(self.chat.stop)
        self.regenerate_button.clicked.connect(self.chat.regenerate)
        self.transcript.sig_copy_requested.connect(self.copy_message)
        self.transcript.sig_edit_requested.connect(self.start_edit)
        self.transcript.sig_regenerate_requested.connect(self.chat.regenerate)
        self.transcript.sig_delete_requested.connect(self.delete_message)
        self.transcript.sig_variant_requested.connect(self.chat.switch_variant)
        self.conversations.sig_open_requested.connect(self.open_conversation)
        self.conversations.sig_deleted.connect(self._on_conversation_deleted)
        self.chat.sig_conversation_changed.connect(self.conversations.select)
        self.chat.sig_conversations_changed.connect(
            lambda: self.conversations.select(self.chat.conversation_id or 0))
        self.chat.sig_live_stats.connect(self.live.show_live)
        self.chat.sig_conversation_changed.connect(self._on_chat_shown)
        self.chat.sig_reply_finished.connect(self.live.show_reply_stats)
        self.chat.sig_live_stats.connect(self.gpu.on_live_stats)
        self.chat.sig_reply_finished.connect(self.gpu.on_reply_finished)
        self.chat.sig_problem.connect(self.show_problem)
        self.chat.sig_busy_changed.connect(self._set_busy)
        self.chat.sig_reply_waiting.connect(self._show_reply_waiting)
        self.chat.sig_chat_settings_changed.connect(self._on_chat_settings)
        self.chat.sig_busy_changed.connect(
            lambda busy: None if busy else self._follow_chat_context())
        self.chat_header.sig_changed.connect(self.chat.set_chat_settings)
        self.chat_header.sig_preset_saved.connect(self._save_preset)
        self.chat_header.sig_preset_deleted.connect(self._delete_preset)
        self.chat.sig_reply_finished.connect(self._remember_reply)
        self.engine.sig_loaded.connect(lambda _loaded: self._last_reply.clear())
        self.engine.sig_state_changed.connect(self._on_engine_state)
        self.engine.sig_loaded.connect(self._on_loaded)
        self.engine.sig_error.connect(self._on_engine_error)
        self.engine.sig_notice.connect(self.show_notice)
        self.models_page.sig_open_in_chat_requested.connect(self._open_from_library)
        self.engine.sig_worker_died.connect(self._on_worker_died)
        self.engine.sig_load_progress.connect(self.picker.show_loading)
        self.models_page.library.modelReset.connect(
            lambda: self.picker.set_models(self.models_page.library.rows))
        self.picker.sig_load_requested.connect(lambda path: self.load_model(Path(path)))
        self.start_page.sig_open_file_requested.connect(self.choose_model)
        self.start_page.sig_load_requested.connect(lambda path: self.load_model(Path(path)))
        self.drop_filter.sig_dropped.connect(self._on_dropped)
        self.chat.sig_conversation_changed.connect(lambda _id: self._update_start_page())

    # -- model -----------------------------------------------------------------
    def choose_model(self) -> None:
        start = str(Path(self.settings["last_model"]).parent) if self.settings["last_model"] else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a GGUF model"), start,
                                              self.tr("GGUF models (*.gguf);;All files (*)"))
        if path:
            self.load_model(Path(path))

    def load_model(self, path: Path) -> None:
        """Check the file and plan the offload off the GUI thread (a header can be
        large, a disk slow), then load it in the worker."""
        self._loading_path = path
        n_ctx = self.chat.chat_settings.context_length(self.settings)
        run_in_background(self, lambda: self.plan_load(path, n_ctx),
                          lambda plan: self._on_load_planned(path, plan),
                          lambda exc: self._on_load_refused(path, exc))

    def plan_load(self, path: Path, n_ctx: int | None = None) -> tuple[ModelSpec, str]:
        """Any thread: the checked file's ModelSpec, and a notice when not every layer
        fits the GPU. ``n_ctx``: the shown chat's context length, asked on the GUI
        thread (None: the app's). Raises ModelFileError for a file that cannot be a model."""
        n_ctx = int(self.settings["context_length"]) if n_ctx is None else n_ctx
        _summary, header = check_model_file(path)
        layers, notice = self._gpu_layers_for(path, header, n_ctx)
        return spec_from_settings(path, self.settings, n_ctx=n_ctx,
                                  n_gpu_layers=layers), notice

    def _on_load_planned(self, path: Path, plan: tuple[ModelSpec, str]) -> None:
        if path != self._loading_path:
            return  # another model was chosen meanwhile
        spec, notice = plan
        self.hide_problem()
        self.clear_notices()
        self.settings.set("last_model", str(path))
        self.settings.remember_model(path)
        self._save_settings()
        self._show_recent_models()
        self.engine.load(spec)
        if notice:
            self.show_notice(notice)
        self._update_model_controls()

    def _on_load_refused(self, path: Path, exc: Exception) -> None:
        if path != self._loading_path:
            return
        if isinstance(exc, ModelFileError):
            self.show_problem(texts.model_file_text(exc))
        else:
            self.show_problem(self.tr("{name} cannot be opened: {error}").format(
                name=path.name, error=exc))

    def _gpu_layers_for(self, path: Path, header: GGUFHeader, n_ctx: int) -> tuple[int, str]:
        """The setting, or on -1 (auto) as many layers as fit the GPU's free memory, with
        a notice when that is not all. With no known free memory, -1 stays: llama.cpp
        then offloads everything."""
        wanted = int(self.settings["gpu_layers"])
        budget = self._gpu_budget() if wanted == -1 else None
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

    def _is_loaded(self, path: Path) -> bool:
        """Whether ``path`` is the model the engine holds (loaded, loading, to reload)."""
        spec = self.engine.session.spec
        return spec is not None and spec.path.resolve() == path.resolve()

    def _gpu_budget(self) -> Budget | None:
        """The free memory of the GPU shown in the panel (any thread may ask)."""
        return gpu_budget(self.gpu.monitor, self._shown_gpu)

    def _open_from_library(self, path: str) -> None:
        self.tabs.setCurrentIndex(0)
        self.load_model(Path(path))

    def _show_recent_models(self) -> None:
        """The picker also lists the files opened lately from outside the library."""
        self.picker.set_recent([Path(p) for p in self.settings["recent_models"]])

    def start_background_work(self) -> None:
        """After the window is up: resume downloads, scan the library, load the model."""
        self.downloads.pump()
        self.models_page.rescan()
        self._show_recent_models()
        self.start_page.allow_checks()
        self.load_last_model()

    def load_last_model(self) -> None:
        last = self.settings["last_model"]
        if last and self.settings["load_last_model_on_start"]:
            self.load_model(Path(last))

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
        state = self.engine.state
        last = self.settings["last_model"]
        name = Path(last).name if last else self.tr("No model")
        status = {
            STARTING: self.tr("starting engine…"), LOADING: self.tr("loading…"),
            READY: self.tr("loaded"), GENERATING: self.tr("loaded"),
        }.get(state, self.tr("not loaded"))
        self.model_label.setText(self.tr("Model: {name} — {status}").format(name=name,
                                                                         status=status))
        loaded = state in (READY, LOADING, STARTING, GENERATING)
        self.load_button.setText(self.tr("Unload") if loaded else self.tr("Load"))
        self.load_button.setEnabled(loaded or bool(last))

    @Slot(str)
    def _on_engine_state(self, state: str) -> None:
        self.live.show_state(state)
        self._update_model_controls()
        if state == STARTING:
            self.picker.show_loading(None)
        elif state == LOADING:
            self.picker.show_loading(0.0)
        else:
            self.picker.hide_loading()
        if state == STOPPED:
            self.picker.set_loaded(None)
        self.models_page.refresh_local_marks()  # the loaded model's mark follows it
        self._update_start_page()

    def _update_start_page(self) -> None:
        """The start page while there is neither a model nor a message to show."""
        empty = not self.chat.messages and self.engine.state == STOPPED
        self.chat_stack.setCurrentWidget(self.start_scroll if empty else self.transcript)

    def _on_dropped(self, path: str) -> None:
        self.tabs.setCurrentIndex(0)
        self.load_model(Path(path))

    @Slot(dict)
    def _on_loaded(self, loaded: protocol.LoadedEvent) -> None:
        self.hide_problem()
        self.picker.set_loaded(protocol.path_from(loaded))
        self.live.show_loaded(loaded, self.engine.backend.kind if self.engine.backend else "")
        problem = loaded.get("template_problem_text")
        if problem:
            self.show_notice(texts.translated(Text(**problem)))
        placement = loaded.get("placement") or {}
        self.gpu.follow_engine_device(str(placement.get("device_description", "")),
                                      str(placement.get("pci_slot", "")))

    @Slot(dict)
    def _on_worker_died(self, event: protocol.ExitedEvent) -> None:
        if not self.chat.busy:  # mid-reply, the chat controller says it, with the reply
            self.show_problem(texts.worker_died_text(event["how"], event.get("cause", "")))
        self._update_model_controls()

    @Slot(dict)
    def _on_engine_error(self, event: protocol.ErrorEvent) -> None:
        if not self.chat.busy:  # the chat controller reports errors of a reply itself
            self.show_problem(texts.engine_error_text(event))
        self._update_model_controls()

    # -- chat --------------------------------------------------------------------
    def submit(self) -> None:
        self.chat_header.commit()  # a system prompt still being typed goes with this message
        text = self.input.toPlainText()
        if self._editing_index is not None:
            sent = self.chat.edit_and_resend(self._editing_index, text)
        else:
            sent = self.chat.send(text)
        if sent:  # otherwise the text stays in the box: nothing is lost
            self.input.clear()
            self.cancel_edit()
            self.hide_problem()

    def start_edit(self, index: int) -> None:
        if self._editing_index is None:
            self._draft = self.input.toPlainText()
        self._editing_index = index
        self.input.setPlainText(self.chat.messages[index].content)
        self.edit_hint.show()
        self.input.setFocus()

    def new_chat(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.open_conversation(0)
        self.input.setFocus()

    def stop_or_cancel_edit(self) -> None:
        """Esc: cancels an edit in progress, else stops the reply being written."""
        if self._editing_index is not None:
            self.abandon_edit()
        elif self.chat.busy:
            self.chat.stop()

    def rename_chat(self) -> None:
        if self.tabs.currentIndex() == 0:
            self.conversations.rename_selected()

    def delete_selected(self) -> None:
        """Del: the selected chat, or on the Models page the selected model; both ask."""
        if self.tabs.currentWidget() is self.models_page:
            self.models_page.delete_selected(confirm=True)
        elif self.tabs.currentIndex() == 0:
            self.conversations.delete_selected(confirm=True)

    def search_chats(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.conversations.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.conversations.search.selectAll()

    def abandon_edit(self) -> None:
        """Esc: the edited text goes, and the box holds what it held before (so Enter
        cannot send the old message again as a new one)."""
        if self._editing_index is not None:
            self.input.setPlainText(self._draft)
            self.cancel_edit()

    def cancel_edit(self) -> None:
        if self._editing_index is not None:
            self._editing_index = None
            self.edit_hint.hide()

    def delete_message(self, index: int, confirm: bool = True) -> None:
        """Delete one message, after asking (a reply goes with all its versions)."""
        if confirm and QMessageBox.question(
                self, self.tr("Delete message"),
                self.tr("Delete this message from the conversation? This cannot be undone."),
        ) != QMessageBox.StandardButton.Yes:
            return
        self.abandon_edit()  # the index of a message being edited may change
        self.chat.delete_message(index)

    def copy_message(self, index: int) -> None:
        QGuiApplication.clipboard().setText(self.chat.messages[index].content)

    def open_conversation(self, conversation_id: int) -> None:
        self.chat_header.commit()  # a system prompt still being typed stays with its chat
        self.cancel_edit()
        self.chat.open_conversation(conversation_id or None)
        self._set_busy(False)
        self._update_start_page()

    def _on_chat_shown(self, conversation_id: int) -> None:
        """Another chat is shown: the figures of the last one's reply go."""
        if not self.chat.busy:
            self.live.reset_generation(new_chat=not self.chat.messages)

    def _on_chat_settings(self) -> None:
        """The shown chat's prompt and parameters: in its header; a context length other
        than the loaded one's reloads the model (llama.cpp fixes it at load)."""
        self._show_chat_header()
        self._follow_chat_context()

    def _follow_chat_context(self) -> None:
        """Reload at the shown chat's context length, once no reply is streaming."""
        spec = self.engine.session.spec
        wanted = self.chat.chat_settings.context_length(self.settings)
        if (spec is not None and spec.n_ctx != wanted and not self.chat.busy
                and self._loading_path == spec.path):
            self.load_model(spec.path)

    def _show_chat_header(self) -> None:
        try:
            presets = self.store.presets()
        except StoreError as exc:
            presets = []
            self.show_problem(str(exc))
        self.chat_header.show_chat(self.chat.chat_settings, presets)

    def _save_preset(self, preset: Preset) -> None:
        try:
            self.store.save_preset(preset)
        except StoreError as exc:
            self.show_problem(str(exc))

    def _delete_preset(self, name: str) -> None:
        try:
            self.store.delete_preset(name)
        except StoreError as exc:
            self.show_problem(str(exc))

    def _on_conversation_deleted(self, conversation_id: int) -> None:
        if self.chat.conversation_id == conversation_id:
            self.chat.open_conversation(None)

    def _set_busy(self, busy: bool) -> None:
        self.stop_button.setEnabled(busy)
        self.send_button.setEnabled(not busy)
        has_reply = bool(self.chat.messages) and self.chat.messages[-1].role == "assistant"
        self.regenerate_button.setEnabled(not busy and has_reply)

    def _show_reply_waiting(self, waiting: bool) -> None:
        """A reply queued behind another job says why nothing comes yet."""
        if not waiting:
            text = ""
        elif self.api_server.answering:
            text = self.tr("Waiting: the local API server is answering a request…")
        elif self.engine.state in (STARTING, LOADING):
            text = self.tr("Waiting for the model to load…")
        else:
            text = self.tr("Waiting for the engine to finish its current job…")
        self.reply_status.setText(text)
        self.reply_status.setVisible(bool(text))

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def show_notice(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.live.show_notice(text)

    def hide_problem(self) -> None:
        self.problem.hide()

    def clear_notices(self) -> None:
        """What was true of the last load or backend ("no usable GPU, using the CPU") may
        not be now: every load, unload and backend change starts without notices."""
        self.statusBar().clearMessage()
        self.live.show_notice("")

    # -- settings and closing -------------------------------------------------------
    # Settings that only take effect when the model is loaded again.
    _LOAD_SETTINGS = ("backend", "gpu_device", "gpu_layers", "context_length", "chat_template")

    def show_benchmark(self) -> None:
        self.tabs.setCurrentWidget(self.benchmark_tab)

    def open_settings(self) -> None:
        from amdchat.ui.settings_dialog import SettingsDialog  # not needed to start

        dialog = SettingsDialog(self.settings, self,
                                gpus=[gpu.name for gpu in self.gpu.monitor.gpus])
        dialog.sig_benchmark_requested.connect(self.show_benchmark)
        before = self._load_values()
        dialog.accepted.connect(lambda: self._after_settings(before))
        dialog.open()

    def _load_values(self) -> tuple[Any, ...]:
        return tuple(self.settings[name] for name in self._LOAD_SETTINGS)

    def _after_settings(self, before: tuple[Any, ...]) -> None:
        """A changed backend, GPU or context applies at once: the model is reloaded."""
        apply_theme(self.settings["theme"])
        self.picker.recheck()
        self._show_chat_header()  # what the chat follows of the app's settings may have changed
        self.api_server.apply()
        if before == self._load_values():
            return
        self.clear_notices()
        if self.engine.state in (READY, LOADING, STARTING):
            self.load_model(Path(self.settings["last_model"]))

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.show_problem(self.tr("Settings could not be saved: {error}").format(error=exc))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.chat.stop_and_keep(STOPPED_APP_CLOSED)
        self.api_server.close()
        self.engine.close()
        if self.benchmark_tab.built() is not None:
            self.benchmark_page.shutdown()
        self.downloads.shutdown()  # unfinished downloads resume at the next start
        self._save_settings()
        if self.keeps_geometry:
            with contextlib.suppress(OSError):  # a read-only disk: the next start: defaults
                window_state.save(self, self._splitters(), self._state_file())
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._placed:  # the frame is known once the window is on the screen
            self._placed = True
            QTimer.singleShot(0, lambda: window_state.keep_on_screen(self))

    def _splitters(self) -> dict[str, QSplitter]:
        return {"chat": self.chat_splitter}

    @staticmethod
    def _state_file() -> Path:
        return paths.config_dir() / "window.json"
