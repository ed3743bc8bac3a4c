"""The main window: the shell (toolbar, tabs, menus, problem banner, settings) and the
wiring between the features: the chat pane, the conversation list, the model loader and
the engine, the live panel and the pages."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QSplitter,
    QTabWidget,
)

from amdchat import paths
from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore
from amdchat.config import Settings, context_wanted
from amdchat.fit.estimate import Budget
from amdchat.fit.plan import LoadChoices
from amdchat.hub.api import token_from
from amdchat.hub.queue import DownloadQueue
from amdchat.plan.budget import gpu_budget
from amdchat.session.spec import ModelSpec
from amdchat.ui import remembered, window_state
from amdchat.ui.api_panel import ApiPanel
from amdchat.ui.api_server import ApiServerController
from amdchat.ui.backend_offer import BackendOffer
from amdchat.ui.chat import unsaved_prompt
from amdchat.ui.chat.chat_controller import STOPPED_APP_CLOSED
from amdchat.ui.chat.conversation_list import ConversationPanel, collapse_with
from amdchat.ui.chat.drop_offer import DropOffer
from amdchat.ui.chat.pane import ChatPane
from amdchat.ui.chat.start_page import StartPage
from amdchat.ui.engine_controller import LOADING, READY, STARTING, EngineController
from amdchat.ui.feedback import StatusFeedback
from amdchat.ui.gguf_drop import GgufDropFilter
from amdchat.ui.gpu_panel import GpuPanel
from amdchat.ui.help_menu import HelpActions
from amdchat.ui.lazy_page import LazyPage
from amdchat.ui.live_fold import LiveFold
from amdchat.ui.live_panel import LivePanel
from amdchat.ui.menus import Commands, build_menus
from amdchat.ui.model_loading import LOAD_SETTINGS, ModelLoader
from amdchat.ui.model_picker import ModelPicker
from amdchat.ui.model_toolbar import ModelToolbar
from amdchat.ui.models.page import ModelsPage
from amdchat.ui.problem_banner import ProblemBanner
from amdchat.ui.remote_chat import RemoteChat
from amdchat.ui.theme import apply_theme
from amdchat.ui.window_engine import EngineFollower
from amdchat.ui.window_layout import chat_column, chat_splitter, live_scroll

if TYPE_CHECKING:  # built, and imported, when first opened: not at start-up
    from amdchat.ui.benchmark_page import BenchmarkPage
    from amdchat.ui.diagnostics_page import DiagnosticsPage

NOTICE_IN_STATUS_MS = 20_000  # then only in the live panel's Engine card


class MainWindow(EngineFollower, QMainWindow):
    def __init__(self, settings: Settings, store: ChatStore) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("amdchat"))
        self.settings = settings
        self.store = store
        # the session plans each load against the GPU shown in the panel
        self.engine = EngineController(self, budget=lambda _spec: self._gpu_budget())
        self.conversations = ConversationPanel(store)
        self.live = LivePanel()
        self.gpu = GpuPanel()
        self.live.add_section(self.gpu)
        self.api_server = ApiServerController(self.engine, settings, self)
        self.live.add_section(ApiPanel(self.api_server))
        self._shown_gpu = str(self.gpu.selector.currentData() or "")
        self.gpu.selector.currentIndexChanged.connect(
            lambda _i: setattr(self, "_shown_gpu", str(self.gpu.selector.currentData() or "")))
        self.downloads = DownloadQueue(paths.data_dir() / "downloads.json", settings.models_dir(),
                                       token=lambda: token_from(settings["hf_token"]))
        self.models_page = ModelsPage(settings, self.downloads, budget=self._gpu_budget)
        self.models_page.is_loaded = self._is_loaded
        self.picker = ModelPicker(lambda: context_wanted(self.settings), self._gpu_budget,
                                  lambda: LoadChoices.from_settings(self.settings))
        self.start_page = StartPage(self.downloads, lambda: context_wanted(self.settings),
                                    self._gpu_budget, lambda: token_from(settings["hf_token"]),
                                    settings.models_dir,
                                    lambda: LoadChoices.from_settings(self.settings))
        self.chat_pane = ChatPane(store, self.engine, settings, self.start_page,
                                  api_answering=lambda: self.api_server.answering)
        self.chat = self.chat_pane.chat  # the conversation's flow, wired to the panels
        self.loader = ModelLoader(settings, self._gpu_budget, self)
        self.remote = RemoteChat(self.engine, settings, self._save_settings, self)
        self.backend_offer = BackendOffer(
            self, settings, self.engine.load, notify=self.show_notice,
            save=self._save_settings, gpus=lambda: self.gpu.monitor.gpus)
        self.drop_filter = GgufDropFilter(self)
        self.benchmark_tab = LazyPage(self._build_benchmark_page)
        self.diagnostics_tab = LazyPage(self._build_diagnostics_page)
        self._last_reply: dict[str, Any] = {}  # for the Diagnostics page, once it is built
        self.toolbar = ModelToolbar()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self._build_center()
        has_gpu = bool(self.gpu.monitor.gpus)  # no GPU: nothing speaks of "your GPU"
        self.start_page.set_has_gpu(has_gpu)
        self.models_page.set_has_gpu(has_gpu)
        self.help = HelpActions(self, lambda: self.diagnostics_page,
                                lambda: self.tabs.setCurrentWidget(self.diagnostics_tab),
                                self.say, backend_now=self._backend_now)
        self.menu_actions = build_menus(self, self._commands())
        self.benchmark_action = self.menu_actions.show_benchmark
        self._connect()
        self.drop_filter.watch()
        window_state.restore(self, self._splitters(), self._state_file())
        collapse_with(self.chat_splitter, 0, self.chat_pane.header.list_button)
        self.live_fold = LiveFold(self.chat_splitter, self.chat_pane.header.live_button)
        self.keeps_geometry = True  # False: closing does not save where the window was
        self.frame_watcher = window_state.FrameWatcher(self)
        problems = [p for p in (settings.load_problem, store.open_problem) if p]
        if problems:
            self.show_problem("\n".join(problems))
        self._update_model_controls()
        # after the window shows: starlette and uvicorn are imported only when it is on
        QTimer.singleShot(0, self.api_server.apply)
        self.chat_pane.show_chat_header()
        recent = store.conversations()
        if recent:  # show the app as it was left: the latest conversation
            self.open_conversation(recent[0].id)

    # -- layout --------------------------------------------------------------
    def _build_center(self) -> None:
        self.problem = ProblemBanner()
        # a remote computer dropped: load without it (or remove it from the list)
        self.drop_offer = DropOffer(self.engine.session, self.settings, self.load_model,
                                    self._save_settings)
        chat = chat_column(self.picker, self.problem, self.drop_offer, self.chat_pane)
        self.chat_splitter = chat_splitter(self.conversations, chat, live_scroll(self.live))
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(self.chat_splitter, self.tr("Chat"))
        self.tabs.addTab(self.models_page, self.tr("Models"))
        self.tabs.addTab(self.diagnostics_tab, self.tr("Diagnostics"))
        self.tabs.addTab(self.benchmark_tab, self.tr("Benchmark"))
        self.setCentralWidget(self.tabs)

    # -- pages built when first opened ---------------------------------------------
    @property
    def benchmark_page(self) -> BenchmarkPage:
        return cast("BenchmarkPage", self.benchmark_tab.page())

    @property
    def diagnostics_page(self) -> DiagnosticsPage:
        return cast("DiagnosticsPage", self.diagnostics_tab.page())

    def _build_benchmark_page(self) -> BenchmarkPage:
        from amdchat.ui.benchmark_page import BenchmarkPage

        return BenchmarkPage(self.settings, gpus=lambda: self.gpu.monitor.gpus)

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
            quit=self.close, stop_or_cancel=self.chat_pane.stop_or_cancel_edit,
            rename=self.rename_chat, delete=self.delete_selected, search=self.search_chats,
            show_chat=lambda: self.tabs.setCurrentIndex(0),
            show_models=lambda: self.tabs.setCurrentWidget(self.models_page),
            show_diagnostics=lambda: self.tabs.setCurrentWidget(self.diagnostics_tab),
            show_benchmark=self.show_benchmark, about=self.help.about,
            documentation=self.help.open_documentation, log_folder=self.help.open_log_folder,
            copy_report=self.help.copy_report, report_problem=self.help.report_problem)

    def _connect(self) -> None:
        self.toolbar.sig_open_requested.connect(self.choose_model)
        self.toolbar.sig_load_toggled.connect(self.toggle_load)
        self.toolbar.sig_settings_requested.connect(self.open_settings)
        self.conversations.sig_open_requested.connect(self.open_conversation)
        self.conversations.sig_deleted.connect(self._after_delete)
        self.chat.sig_conversation_changed.connect(self.conversations.select)
        self.chat.sig_conversations_changed.connect(
            lambda: self.conversations.select(self.chat.conversation_id or 0))
        self.chat.sig_live_stats.connect(self.live.show_live)
        self.engine.sig_network.connect(self.live.remote.show_network)
        self.chat.sig_conversation_changed.connect(self._on_chat_shown)
        self.chat.sig_reply_finished.connect(self.live.show_reply_stats)
        self.chat.sig_live_stats.connect(self.gpu.on_live_stats)
        self.chat.sig_reply_finished.connect(self.gpu.on_reply_finished)
        self.chat.sig_problem.connect(self.show_problem)
        self.chat.sig_saved_again.connect(self._on_saved_again)
        self.chat_pane.sig_problem.connect(self.show_problem)
        self.chat_pane.sig_sent.connect(self.hide_problem)
        # a context length other than the loaded one's reloads the model (llama.cpp
        # fixes it at load), once no reply is streaming
        self.chat.sig_chat_settings_changed.connect(self._follow_chat_context)
        self.chat.sig_busy_changed.connect(
            lambda busy: None if busy else self._follow_chat_context())
        self.chat.sig_reply_finished.connect(self._remember_reply)
        self.engine.sig_loaded.connect(lambda _loaded: self._last_reply.clear())
        self.engine.sig_state_changed.connect(self._on_engine_state)
        self.engine.sig_loaded.connect(self._on_loaded)
        self.engine.sig_error.connect(self._on_engine_error)
        self.engine.sig_notice.connect(self.show_notice)
        self.models_page.sig_open_in_chat_requested.connect(self._load_in_chat)
        self.chat_pane.attachments.sig_projector_wanted.connect(self._show_repository)
        self.loader.sig_planned.connect(self._on_load_planned)
        self.loader.sig_refused.connect(self.show_problem)
        self.engine.sig_worker_died.connect(self._on_worker_died)
        self.engine.sig_worker_died.connect(self.drop_offer.offer_for)
        self.engine.sig_error.connect(self.drop_offer.offer_for_error)
        self.engine.sig_load_progress.connect(self.picker.show_loading)
        self.models_page.local.sig_scanned.connect(  # the picker lists opened files apart
            lambda: self.picker.set_models(self.models_page.local.scanned))
        self.picker.sig_load_requested.connect(lambda path: self.load_model(Path(path)))
        self.picker.sig_remote_requested.connect(self.remote.open_dialog)
        self.remote.sig_notice.connect(self.show_notice)
        self.remote.sig_shown.connect(self._show_remote)
        self.start_page.sig_open_file_requested.connect(self.choose_model)
        self.start_page.sig_load_requested.connect(lambda path: self.load_model(Path(path)))
        self.drop_filter.sig_dropped.connect(self._load_in_chat)
        self.feedback = StatusFeedback(self.statusBar())

    # -- model -----------------------------------------------------------------
    def choose_model(self) -> None:
        start = remembered.model_folder(self.settings["last_model"], self.settings.models_dir())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a GGUF model"), start,
                                              self.tr("GGUF models (*.gguf);;All files (*)"))
        if path:
            remembered.remember_folder("model", path)
            self.load_model(Path(path))

    def load_model(self, path: Path) -> None:
        """Check the file and plan the offload off the GUI thread, then load it."""
        self.loader.plan(path, self.chat.chat_settings.context_length(self.settings))

    def _on_load_planned(self, path: Path, spec: ModelSpec, notice: str) -> None:
        self.hide_problem()
        self.clear_notices()
        self.settings.set("last_model", str(path))
        self.settings.remember_model(path)
        self._save_settings()
        self._show_recent_models()
        self.backend_offer.load(spec)  # after the offer to measure the backends, when due
        if notice:
            self.show_notice(notice)
        self._update_model_controls()

    def _is_loaded(self, path: Path) -> bool:
        """Whether ``path`` is the model the engine holds (loaded, loading, to reload)."""
        spec = self.engine.session.spec
        return spec is not None and spec.path.resolve() == path.resolve()

    def _gpu_budget(self) -> Budget | None:
        """The free memory of the GPU shown in the panel (any thread may ask)."""
        return gpu_budget(self.gpu.monitor, self._shown_gpu,
                          margin=int(self.settings["gpu_margin_mib"]) * 2**20,
                          backend=self.engine.backend.kind if self.engine.backend
                          else self.settings["backend"])

    def _show_repository(self, repo_id: str) -> None:
        """The Models page on a repository (a model's vision projector is offered there)."""
        self.tabs.setCurrentWidget(self.models_page)
        self.models_page.open_repo(repo_id)

    def _load_in_chat(self, path: str) -> None:
        """A model chosen on another page, or dropped on the window: the chat shows it."""
        self.open_model_file(Path(path))

    def open_model_file(self, path: Path) -> None:
        """A file given from outside (dropped, or to a later start of the app): the chat
        shows, and the model loads; a bad file is said in the banner, as from Open."""
        self.tabs.setCurrentIndex(0)
        self.load_model(path)

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

    # -- chat --------------------------------------------------------------------
    def new_chat(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.open_conversation(0)
        self.chat_pane.input.setFocus()

    def rename_chat(self) -> None:
        if self.tabs.currentIndex() == 0:
            self.conversations.rename_selected()

    def delete_selected(self) -> None:
        """Del: the selected chat, or on the Models page the selected model; both ask."""
        if self.tabs.currentWidget() is self.models_page:
            self.models_page.delete_selected(confirm=True)
        elif self.tabs.currentIndex() == 0:
            self.conversations.delete_selected(confirm=True)

    def _after_delete(self, conversation_id: int) -> None:
        """The pane shows the chat that Rename and Delete now act on: after the shown
        chat is deleted, the one the list moved to or the newest (a new chat, none
        selected, when none is left); after another, the shown one stays selected. An
        empty pane showed while they acted on another chat."""
        if self.chat.conversation_id == conversation_id:
            self.chat_pane.forget_conversation(conversation_id)
            following = self.conversations.selected_id() or self._latest_conversation()
            self.open_conversation(following)
        self.conversations.select(self.chat.conversation_id or 0)

    def _latest_conversation(self) -> int:
        """The newest chat left (0: none), as at start."""
        try:
            recent = self.store.conversations()
        except StoreError as exc:
            self.show_problem(str(exc))
            return 0
        return recent[0].id if recent else 0

    def search_chats(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.conversations.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.conversations.search.selectAll()

    def open_conversation(self, conversation_id: int) -> None:
        self.chat_pane.open_conversation(conversation_id)

    def _on_chat_shown(self, conversation_id: int) -> None:
        """Another chat is shown: the figures of the last one's reply go."""
        if not self.chat.busy:
            self.live.reset_generation(new_chat=not self.chat.messages)

    def _follow_chat_context(self) -> None:
        """Reload at the shown chat's context length, once no reply is streaming."""
        spec = self.engine.session.spec
        wanted = self.chat.chat_settings.context_length(self.settings)
        if (spec is not None and spec.n_ctx != wanted and not self.chat.busy
                and self.loader.loading_path == spec.path):
            self.load_model(spec.path)

    def show_problem(self, text: str) -> None:
        self.problem.show_problem(text)

    def show_notice(self, text: str) -> None:
        # the live panel keeps the notice; the status bar, one line cut at the window's
        # edge, shows it for a while only
        self.statusBar().showMessage(text, NOTICE_IN_STATUS_MS)
        self.live.show_notice(text)

    def say(self, text: str) -> None:
        """Short feedback on what the user just did ("copied", "opened"): the status bar."""
        self.feedback.say(text)

    def hide_problem(self) -> None:
        self.problem.hide()
        self.drop_offer.hide()

    def clear_notices(self) -> None:
        """What was true of the last load or backend ("no usable GPU, using the CPU") may
        not be now: every load, unload and backend change starts without notices."""
        self.statusBar().clearMessage()
        self.live.show_notice("")

    # -- settings and closing -------------------------------------------------------
    def show_benchmark(self) -> None:
        self.tabs.setCurrentWidget(self.benchmark_tab)

    def open_settings(self) -> None:
        from amdchat.ui.settings_dialog import SettingsDialog  # not needed to start

        dialog = SettingsDialog(self.settings, self,
                                gpus=[gpu.name for gpu in self.gpu.monitor.gpus],
                                skipped=self.engine.session.skipped)
        dialog.sig_benchmark_requested.connect(self.show_benchmark)
        before = self._load_values()
        dialog.accepted.connect(lambda: self._after_settings(before))
        dialog.open()

    def _load_values(self) -> tuple[Any, ...]:
        return tuple(self.settings[name] for name in LOAD_SETTINGS)

    def _after_settings(self, before: tuple[Any, ...]) -> None:
        """A changed backend, GPU or context applies at once: the model is reloaded."""
        apply_theme(self.settings["theme"])
        self.picker.recheck()
        self.chat_pane.show_chat_header()  # what the chat follows of the app's settings
        self.api_server.apply()
        if before != self._load_values():
            self.clear_notices()
            if self.engine.state in (READY, LOADING, STARTING):
                self.load_model(Path(self.settings["last_model"]))
        self.say(self.tr("Settings saved."))  # after the notices of the last load went

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.show_problem(self.tr("Settings could not be saved: {error}").format(error=exc))

    def _on_saved_again(self) -> None:
        self.hide_problem()
        self.show_notice(self.tr("The reply the full disk had refused is saved now."))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.chat.stop_and_keep(STOPPED_APP_CLOSED)
        if not unsaved_prompt.may_close(self, self.store):
            event.ignore()  # the user frees space and closes again
            return
        self.api_server.close()
        self.engine.close()
        if self.benchmark_tab.built() is not None:
            self.benchmark_page.shutdown()
        self.downloads.shutdown()  # unfinished downloads resume at the next start
        self._save_settings()
        if self.keeps_geometry:
            with contextlib.suppress(OSError):  # a read-only disk: the next start: defaults
                window_state.save(self, self._splitters(), self._state_file(),
                                  self.frame_watcher.normal_frame)
        super().closeEvent(event)

    def _splitters(self) -> dict[str, QSplitter]:
        return {"chat": self.chat_splitter}

    @staticmethod
    def _state_file() -> Path:
        return paths.config_dir() / "window.json"
