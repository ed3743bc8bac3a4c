"""The chat pane: the shown conversation's header, its transcript (or the start page
while there is nothing to show), and the composer with its edit state.

It owns the conversation's flow (the ChatController); the main window wires it to
the model, the live panel and the conversation list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from amdchat.chats.chat_settings import Preset
from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore
from amdchat.config import Settings
from amdchat.reasoning.formats import ReasoningStyle
from amdchat.ui.chat.attachments import (
    AttachmentTray,
    hub_has_projector,
    stored_images,
    vision_of,
)
from amdchat.ui.chat.chat_controller import ChatController
from amdchat.ui.chat.chat_header import ChatHeader
from amdchat.ui.chat.message_cards import COLUMN_WIDTH
from amdchat.ui.chat.message_input import Composer
from amdchat.ui.chat.start_page import StartPage
from amdchat.ui.chat.transcript import TranscriptView
from amdchat.ui.engine_controller import LOADING, STARTING, STOPPED, EngineController


class ChatPane(QWidget):
    sig_problem = Signal(str)
    """Something the user must read (the chat store could not be read or written)."""
    sig_sent = Signal()
    """A message went (a new one, or an edited one resent)."""

    def __init__(self, store: ChatStore, engine: EngineController, settings: Settings,
                 start_page: StartPage, api_answering: Callable[[], bool] = lambda: False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.engine = engine
        self.api_answering = api_answering  # whether the local API server holds the engine
        self.transcript = TranscriptView()
        self.chat = ChatController(store, engine, settings, self.transcript, self)
        self.header = ChatHeader(settings)
        self.start_page = start_page
        self._editing_index: int | None = None
        self._draft = ""  # what the box held when an edit began, given back on Esc
        self._build()
        self._connect()

    def _build(self) -> None:
        self.edit_hint = QLabel(self.tr("Editing a sent message: Enter resends it and drops the "
                                        "replies after it. Esc cancels."))
        self.edit_hint.hide()
        self.composer = Composer()
        self.attachments = AttachmentTray(
            lambda: vision_of(self.engine, self.chat.settings.models_dir()), hub_has_projector)
        self.input = self.composer.input
        self.send_button = self.composer.send_button
        self.stop_button = self.composer.stop_button
        self.regenerate_button = self.composer.regenerate_button
        # their names (the text a screen reader says, and shown where the icons are missing)
        self.send_button.setText(self.tr("Send"))
        self.stop_button.setText(self.tr("Stop"))
        self.reply_status = QLabel()  # why a reply sent has not started yet
        self.reply_status.setObjectName("replyStatus")
        self.reply_status.setWordWrap(True)
        self.reply_status.hide()
        column = QWidget()  # the composer under the transcript's column, as wide as it
        column.setMaximumWidth(COLUMN_WIDTH)
        bottom = QVBoxLayout(column)
        bottom.setContentsMargins(12, 4, 12, 10)
        bottom.setSpacing(4)
        bottom.addWidget(self.edit_hint)
        bottom.addWidget(self.reply_status)
        bottom.addWidget(self.attachments)  # images to send, above the message box
        bottom.addWidget(self.composer)
        self.composer_row = QHBoxLayout()
        self.composer_row.addStretch(1)
        self.composer_row.addWidget(column, 100)
        self.composer_row.addStretch(1)
        self.chat_stack = QStackedWidget()
        self.start_scroll = QScrollArea()  # a narrow window scrolls it rather than grows
        self.start_scroll.setWidgetResizable(True)
        self.start_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        page = QWidget()  # the start page in the column the chat has, from its top
        row = QHBoxLayout(page)
        row.setContentsMargins(12, 16, 12, 12)
        row.addStretch(1)
        row.addWidget(self.start_page, 100)
        row.addStretch(1)
        self.start_page.setMaximumWidth(COLUMN_WIDTH + 80)
        self.start_scroll.setWidget(page)
        self.chat_stack.addWidget(self.start_scroll)
        self.chat_stack.addWidget(self.transcript)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.chat_stack, 1)
        layout.addLayout(self.composer_row)
        self.set_busy(False)

    def _connect(self) -> None:
        self.input.sig_submit.connect(self.submit)
        self.input.sig_images_given.connect(self.attachments.add)
        self.send_button.clicked.connect(self.submit)
        self.stop_button.clicked.connect(self.chat.stop)
        self.regenerate_button.clicked.connect(self.chat.regenerate)
        self.transcript.sig_copy_requested.connect(self.copy_message)
        self.transcript.sig_edit_requested.connect(self.start_edit)
        self.transcript.sig_regenerate_requested.connect(self.chat.regenerate)
        self.transcript.sig_delete_requested.connect(self.delete_message)
        self.transcript.sig_variant_requested.connect(self.chat.switch_variant)
        self.chat.sig_busy_changed.connect(self.set_busy)
        self.chat.sig_reply_waiting.connect(self._show_reply_waiting)
        self.chat.sig_chat_settings_changed.connect(self.show_chat_header)
        self.chat.sig_conversation_changed.connect(lambda _id: self.update_start_page())
        self.header.sig_changed.connect(self.chat.set_chat_settings)
        self.header.sig_preset_saved.connect(self._save_preset)
        self.header.sig_preset_deleted.connect(self._delete_preset)
        self.engine.sig_loaded.connect(lambda _loaded: self.show_reasoning_switch())
        self.engine.sig_state_changed.connect(lambda _state: self.show_reasoning_switch())

    # -- the composer and its edit state -----------------------------------------------
    def submit(self) -> None:
        self.header.commit()  # a system prompt still being typed goes with this message
        text = self.input.toPlainText()
        if self.attachments.checking or not self.attachments.check_model():
            return  # the images stay, and the tray says why they cannot go yet
        if self._editing_index is not None:
            sent = self.chat.edit_and_resend(self._editing_index, text,
                                             stored_images(self.attachments.images()))
        else:
            sent = self.chat.send(text, stored_images(self.attachments.images()))
        if sent:  # otherwise the text stays in the box: nothing is lost
            self.input.clear()
            self.attachments.clear()
            self.cancel_edit()
            self.sig_sent.emit()

    def start_edit(self, index: int) -> None:
        if self._editing_index is None:
            self._draft = self.input.toPlainText()
        self._editing_index = index
        self.input.setPlainText(self.chat.messages[index].content)
        self.edit_hint.show()
        self.input.setFocus()

    def stop_or_cancel_edit(self) -> None:
        """Esc: cancels an edit in progress, else stops the reply being written."""
        if self._editing_index is not None:
            self.abandon_edit()
        elif self.chat.busy:
            self.chat.stop()

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

    def set_busy(self, busy: bool) -> None:
        self.composer.set_busy(busy)
        has_reply = bool(self.chat.messages) and self.chat.messages[-1].role == "assistant"
        self.regenerate_button.setEnabled(not busy and has_reply)

    def _show_reply_waiting(self, waiting: bool) -> None:
        """A reply queued behind another job says why nothing comes yet."""
        if not waiting:
            text = ""
        elif self.api_answering():
            text = self.tr("Waiting: the local API server is answering a request…")
        elif self.engine.state in (STARTING, LOADING):
            text = self.tr("Waiting for the model to load…")
        else:
            text = self.tr("Waiting for the engine to finish its current job…")
        self.reply_status.setText(text)
        self.reply_status.setVisible(bool(text))

    # -- messages ------------------------------------------------------------------
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

    # -- conversations ---------------------------------------------------------------
    def open_conversation(self, conversation_id: int) -> None:
        self.header.commit()  # a system prompt still being typed stays with its chat
        self.cancel_edit()
        self.chat.open_conversation(conversation_id or None)
        self.set_busy(False)
        self.update_start_page()

    def forget_conversation(self, conversation_id: int) -> None:
        """A conversation was deleted: if it is the one shown, a new chat takes its place."""
        if self.chat.conversation_id == conversation_id:
            self.chat.open_conversation(None)

    def update_start_page(self) -> None:
        """The start page while there is neither a model nor a message to show."""
        empty = not self.chat.messages and self.engine.state == STOPPED
        self.chat_stack.setCurrentWidget(self.start_scroll if empty else self.transcript)

    # -- the header: the chat's prompt, parameters and presets --------------------------
    def show_chat_header(self) -> None:
        try:
            presets = self.store.presets()
        except StoreError as exc:
            presets = []
            self.sig_problem.emit(str(exc))
        self.header.show_chat(self.chat.chat_settings, presets)

    def show_reasoning_switch(self) -> None:
        """The think switch of the model loaded now (hidden when it offers none)."""
        loaded = self.engine.loaded
        self.header.think_switch.show_style(
            ReasoningStyle.from_dict(loaded.get("reasoning")) if loaded else ReasoningStyle())

    def _save_preset(self, preset: Preset) -> None:
        try:
            self.store.save_preset(preset)
        except StoreError as exc:
            self.sig_problem.emit(str(exc))

    def _delete_preset(self, name: str) -> None:
        try:
            self.store.delete_preset(name)
        except StoreError as exc:
            self.sig_problem.emit(str(exc))
