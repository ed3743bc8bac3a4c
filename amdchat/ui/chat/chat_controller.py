"""One conversation's flow: send, stream, stop, regenerate, edit and resend.

Every message is in the store before anything else happens to it: the user's
on send, the reply as soon as it starts (then saved again as it grows, and when
it ends however it ends), so neither a dead worker nor a crash loses text.
"""

from __future__ import annotations

import base64
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from amdchat.chats.chat_settings import ChatSettings
from amdchat.chats.errors import DiskFullError, StoreError
from amdchat.chats.images import StoredImage
from amdchat.chats.records import CANCELLED, DONE, FAILED, INTERRUPTED, STREAMING, StoredMessage
from amdchat.chats.store import ChatStore
from amdchat.config import Settings
from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind, FinishReason, Message
from amdchat.session.listener import Job
from amdchat.ui import messages as texts
from amdchat.ui.chat.transcript import TranscriptView
from amdchat.ui.engine_controller import EngineController

# why a reply stopped when the user did not press Stop (kept in its stats)
STOPPED_SWITCHED_CHAT, STOPPED_UNLOADED, STOPPED_APP_CLOSED = (
    "switched_chat", "unloaded", "app_closed")
SAVE_AFTER_MS = 100  # a killed app loses at most the last ~100 ms of a reply
LIVE_STATS_EVERY_S = 0.1  # tokens come 20-200 times a second; labels need not
RETRY_SAVE_MS = 3000  # a reply the disk refused is written again this often, until it is


class ChatController(QObject):
    sig_conversation_changed = Signal(int)
    """The conversation shown now (its id), after one was created or opened."""
    sig_conversations_changed = Signal()
    """A title or the set of conversations changed."""
    sig_live_stats = Signal(dict)
    """While a reply streams: tokens, tok/s, ttft_ms, and once the first token came,
    prompt_tokens, context_used and n_ctx."""
    sig_reply_finished = Signal(dict)
    """A reply ended: its status and stats."""
    sig_problem = Signal(str)
    """Something the user must read (an error, a dead worker)."""
    sig_busy_changed = Signal(bool)
    """True while a reply is being generated."""
    sig_reply_waiting = Signal(bool)
    """True while the reply waits in the engine's queue behind another job (an API
    request's); False once the worker starts on it, or when it ends still waiting."""
    sig_saved_again = Signal()
    """The replies the disk had refused (full) are in the database now."""
    sig_chat_settings_changed = Signal()
    """The shown conversation's system prompt or parameters changed, or another
    conversation (with its own) is shown."""

    def __init__(self, store: ChatStore, engine: EngineController, settings: Settings,
                 view: TranscriptView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.engine = engine
        self.settings = settings
        self.view = view
        self.conversation_id: int | None = None
        self.messages: list[StoredMessage] = []
        # the shown conversation's own prompt and parameters (a new chat's, until its
        # first message makes it, are kept here and saved with it)
        self.chat_settings = ChatSettings()
        self.reply: StoredMessage | None = None
        self._request_at = 0.0
        self._first_token_at: float | None = None
        self._tokens = 0
        self._prompt: dict[str, int] = {}  # prompt_tokens and n_ctx of the reply streaming
        # at most one save per SAVE_AFTER_MS, and always one that many ms after a token:
        # a timer, not a check on the next token, since the next may never come
        self._save_timer = QTimer(self, singleShot=True, interval=SAVE_AFTER_MS)
        self._save_timer.timeout.connect(self._save_partial_reply)
        self._retry_timer = QTimer(self, interval=RETRY_SAVE_MS)
        self._retry_timer.timeout.connect(self._retry_unsaved)
        self._live_at = 0.0
        self._job: Job | None = None
        self.waiting = False  # the reply's job is queued behind another
        self._restyle_pending = False
        view.sig_restyle_requested.connect(self._restyle)
        view.sig_thought_toggled.connect(self._restyle)

    @property
    def busy(self) -> bool:
        return self.reply is not None

    # -- conversations -----------------------------------------------------
    def open_conversation(self, conversation_id: int | None) -> None:
        # a reply still streaming stays with its own conversation, saying why it stopped
        self.stop_and_keep(STOPPED_SWITCHED_CHAT)
        self.conversation_id = conversation_id
        self.messages = self.store.messages(conversation_id) if conversation_id else []
        self.chat_settings = (self.store.chat_settings(conversation_id) if conversation_id
                              else ChatSettings())
        self.view.show_messages(self.messages)
        self.sig_conversation_changed.emit(conversation_id or 0)
        self.sig_chat_settings_changed.emit()

    def set_chat_settings(self, chat: ChatSettings) -> None:
        """The shown conversation's prompt and parameters, for its next replies."""
        self.chat_settings = chat
        if self.conversation_id is not None:
            try:
                self.store.set_chat_settings(self.conversation_id, chat)
            except StoreError as exc:
                self.sig_problem.emit(str(exc))
        self.sig_chat_settings_changed.emit()

    def _ensure_conversation(self, first_text: str) -> int:
        if self.conversation_id is None:
            title = " ".join(first_text.split())[:60] or self.tr("New chat")
            self.conversation_id = self.store.create_conversation(title).id
            self.store.set_chat_settings(self.conversation_id, self.chat_settings)
            self.sig_conversation_changed.emit(self.conversation_id)
        self.sig_conversations_changed.emit()
        return self.conversation_id

    # -- user actions ------------------------------------------------------
    def send(self, text: str, images: list[StoredImage] | None = None) -> bool:
        """Send ``text`` (and ``images``, checked by amdchat.images); False (and nothing
        stored) if it cannot be sent now."""
        text = text.strip()
        if not (text or images) or self.busy:
            return False
        if self.store.read_only:  # said before the model: no model makes it savable
            self.sig_problem.emit(self.tr(
                "This message was not sent: your conversations are read-only ({path} is on a "
                "read-only disk, or its file or folder may not be written), so nothing new "
                "can be saved. Make them writable, then start amdchat again.").format(
                    path=self.store.path))
            return False
        if not self.engine.has_model:
            self._say_no_model()
            return False
        try:
            conversation_id = self._ensure_conversation(text or self.tr("Image"))
            message = self.store.add_message(conversation_id, "user", text, images=images)
        except StoreError as exc:
            self.sig_problem.emit(str(exc))
            return False  # not sent: the text stays in the box
        self.messages.append(message)
        self.view.append_user_message(message)
        self._start_reply()
        return True

    def _say_no_model(self) -> None:
        """Why nothing was sent, and the one step that fixes it: with a model used before,
        Load (not "open a .gguf", which sent people looking for a file they already have)."""
        last = self.settings["last_model"]
        if not last:
            self.sig_problem.emit(texts.engine_error_text(protocol.error(ErrorKind.NO_MODEL, "")))
            return
        self.sig_problem.emit(self.tr(
            "No model is loaded. Press Load at the top to load {name} again, or choose "
            "another model in the Model list.").format(name=Path(last).name))

    def stop(self) -> None:
        if self._job is not None:
            self.engine.cancel(self._job)

    def regenerate(self) -> None:
        """A new version of the last reply; the ones before it stay (‹ n/m › switches)."""
        if self.busy or not self.messages or self.messages[-1].role != "assistant":
            return
        if not self.engine.has_model:
            self._say_no_model()
            return
        reply = self.messages[-1]
        history = self._model_messages(self.messages[:-1])
        try:
            self.store.new_variant(reply)
        except StoreError as exc:
            self.sig_problem.emit(str(exc))
            return
        self.view.remove_from(len(self.messages) - 1)
        self._start_reply(history, reply)

    def switch_variant(self, index: int, step: int) -> None:
        """Show the reply's previous (-1) or next (1) version; the model's history then
        holds the one shown."""
        if self.busy or not (0 <= index < len(self.messages)):
            return
        message = self.messages[index]
        try:
            numbers = self.store.variant_numbers(message)
            at = numbers.index(message.variant) + step
            if 0 <= at < len(numbers):
                self.store.show_variant(message, numbers[at])
        except StoreError as exc:
            self.sig_problem.emit(str(exc))
        self._show_again()

    def delete_message(self, index: int) -> bool:
        """Delete one message (a reply with all its versions); False when it cannot be now."""
        if self.busy or not (0 <= index < len(self.messages)):
            return False
        try:
            self.store.delete_message(self.messages[index])
        except StoreError as exc:
            self.sig_problem.emit(str(exc))
            return False
        del self.messages[index]
        self._show_again()
        self.sig_conversations_changed.emit()
        return True

    def _show_again(self) -> None:
        """Render the conversation again where the user was reading."""
        bar = self.view.verticalScrollBar()
        value = bar.value()
        self.view.show_messages(self.messages)
        bar.setValue(min(value, bar.maximum()))

    def _restyle(self) -> None:
        if self.busy:
            self._restyle_pending = True  # the streaming reply is not cut: after it ends
        else:
            self._show_again()

    def edit_and_resend(self, index: int, text: str,
                        added: list[StoredImage] | None = None) -> bool:
        """Resend message ``index`` as ``text``, with its images and those ``added``."""
        if self.busy or not (0 <= index < len(self.messages)) or not text.strip():
            return False
        if not self.engine.has_model:
            self._say_no_model()
            return False
        images = [*self.messages[index].images, *(added or [])]  # it keeps its images
        self._drop_from(index)
        return self.send(text, images)

    def _drop_from(self, index: int) -> None:
        assert self.conversation_id is not None
        self.store.delete_messages_from(self.conversation_id, self.messages[index].position)
        del self.messages[index:]
        self.view.remove_from(index)

    # -- a reply's life ----------------------------------------------------
    def _model_messages(self, messages: list[StoredMessage]) -> list[Message]:
        history: list[Message] = []
        system_prompt = self.chat_settings.effective_system_prompt(self.settings)
        if system_prompt:
            history.append({"role": "system", "content": system_prompt})
        for message in messages:
            if message.status == FAILED or not (message.content or message.images):
                continue
            entry: Message = {"role": message.role, "content": message.content}
            if message.reasoning:  # apart: only a template that reads it gets it
                entry["reasoning_content"] = message.reasoning
            if message.images:
                entry["images"] = [base64.b64encode(i.data).decode("ascii")
                                   for i in message.images]
            history.append(entry)
        return history

    def _start_reply(self, history: list[Message] | None = None,
                     reply: StoredMessage | None = None) -> None:
        """Reply to the conversation, or (regenerate) into ``reply``, a new empty version
        of the last message, with the ``history`` before it."""
        assert self.conversation_id is not None
        if reply is None:
            history = self._model_messages(self.messages)
            try:
                reply = self.store.add_message(self.conversation_id, "assistant", "",
                                               STREAMING)
            except StoreError as exc:
                self.sig_problem.emit(str(exc))
                return
            self.messages.append(reply)
        assert history is not None
        self.reply = reply
        self._request_at = time.perf_counter()
        self._first_token_at = None
        self._tokens = 0
        self._prompt = {}
        self.view.begin_reply()
        self.sig_busy_changed.emit(True)
        started: list[bool] = []  # the job went to the worker at once, or later
        self._job = self.engine.generate(history, self.chat_settings.sampling(self.settings),
                                         lambda event: self._on_reply_event(reply, event),
                                         on_start=lambda: self._on_job_started(reply, started),
                                         think=self.chat_settings.think)
        if reply is self.reply and not started:
            self._set_waiting(True)

    def _on_job_started(self, reply: StoredMessage, started: list[bool]) -> None:
        started.append(True)
        if reply is self.reply:
            self._set_waiting(False)

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self.waiting:
            self.waiting = waiting
            self.sig_reply_waiting.emit(waiting)

    def _on_reply_event(self, reply: StoredMessage, event: protocol.JobEvent) -> None:
        """Events of one reply's job; a reply already finished here (stopped and kept,
        or left when the chat was switched) ignores the rest of its events."""
        if reply is not self.reply:
            return
        if event["event"] == "token":
            if "prompt_tokens" in event:
                self._prompt = {"prompt_tokens": event["prompt_tokens"],
                                "n_ctx": event.get("n_ctx", 0)}
            self._on_token(event["text"], event.get("reasoning", ""))
        elif event["event"] == "done":
            self._on_done(event)
        elif event["event"] == "error" and event["kind"] == ErrorKind.WORKER_DIED:
            self._on_worker_died(event)
        elif event["event"] == "error":
            self._on_error(event)

    def _on_token(self, text: str, reasoning: str = "") -> None:
        assert self.reply is not None
        now = time.perf_counter()
        if self._first_token_at is None:
            self._first_token_at = now
        self._tokens += 1
        if reasoning:  # a thinking model's: its own block, never the answer
            self.reply.reasoning += reasoning
            self.view.add_reasoning(reasoning)
        if text:
            self.reply.content += text
            self.view.add_tokens(text)
        if now - self._live_at >= LIVE_STATS_EVERY_S or self._tokens == 1:
            self._live_at = now
            elapsed = now - self._first_token_at
            live: dict[str, Any] = {
                "tokens": self._tokens,
                "tps": (self._tokens - 1) / elapsed if elapsed > 0 else 0.0,
                "ttft_ms": (self._first_token_at - self._request_at) * 1000}
            if self._prompt:
                live.update(self._prompt,
                            context_used=self._prompt["prompt_tokens"] + self._tokens)
            self.sig_live_stats.emit(live)
        if not self._save_timer.isActive():
            self._save_timer.start()

    def _save_partial_reply(self) -> None:
        if self.reply is not None:
            self._save(self.reply)

    def _save(self, message: StoredMessage) -> None:
        try:
            self.store.update_message(message)
        except StoreError as exc:
            self._on_not_saved(exc)

    def _on_not_saved(self, exc: StoreError) -> None:
        """Said once while the store keeps the reply (then retried on a timer); every time
        when it cannot keep it (a read-only database)."""
        if not len(self.store.unsaved):
            self.sig_problem.emit(str(exc))
        elif not self._retry_timer.isActive():
            self._retry_timer.start()
            self.sig_problem.emit(self._not_saved_text(exc))

    def _not_saved_text(self, exc: StoreError) -> str:
        cause = str(exc.__cause__ or exc)
        if isinstance(exc, DiskFullError):
            return self.tr(
                "The reply could not be saved: the disk is full ({error}). It stays on "
                "screen, and amdchat saves it as soon as there is space: it tries again every "
                "few seconds and when you close the app. Free some space on the disk that "
                "holds {folder}.").format(error=cause, folder=self.store.path.parent)
        return self.tr(
            "The reply could not be saved ({error}). It stays on screen, and amdchat tries "
            "again every few seconds and when you close the app. Check the disk that holds "
            "{folder}.").format(error=cause, folder=self.store.path.parent)

    def _retry_unsaved(self) -> None:
        try:
            saved = self.store.retry_unsaved()
        except StoreError:
            return  # still refused: the next tick tries again
        if saved:
            self._retry_timer.stop()
            self.sig_saved_again.emit()

    def _model_stats(self) -> dict[str, Any]:
        if self.engine.remote is not None:  # a model on another computer: its host
            return dict(self.engine.remote.model_stats())
        loaded = self.engine.loaded
        placement = loaded["placement"] if loaded else {}
        backend = self.engine.backend
        return {"model_file": loaded["path"] if loaded else "",
                "quant": loaded["quantization"] if loaded else "",
                "backend": backend.kind if backend else "", "device": placement.get("device", ""),
                "runs_on": placement.get("runs_on", "")}

    def _finish(self, status: str, stats: dict[str, Any], note: str = "") -> None:
        reply, self.reply, self._job = self.reply, None, None
        self._save_timer.stop()
        self._set_waiting(False)
        if reply is None:
            return
        reply.status = status
        reply.stats = {**self._model_stats(), **stats}
        self._save(reply)
        self.view.finish_reply(reply, note)
        if self._restyle_pending:
            self._restyle_pending = False
            self._show_again()
        self.sig_busy_changed.emit(False)
        self.sig_reply_finished.emit({"status": status, **reply.stats})
        self.sig_conversations_changed.emit()

    def _on_done(self, event: protocol.DoneEvent) -> None:
        assert self.reply is not None
        self.reply.content = event["reply"]
        self.reply.reasoning = event.get("reasoning", self.reply.reasoning)
        stats: dict[str, Any] = dict(event["stats"])
        stats["finish_reason"] = event["finish_reason"]  # "length": max tokens
        if event["finish_reason"] == FinishReason.CANCELLED:
            self._finish(CANCELLED, stats)
        elif not event["reply"].strip() and not self.reply.reasoning.strip():
            stats["error"] = texts.empty_reply_short()
            self._finish(FAILED, stats)
            self.sig_problem.emit(texts.empty_reply_text())
        else:
            self._finish(DONE, stats)

    def _on_error(self, event: protocol.ErrorEvent) -> None:
        message = texts.engine_error_text(event)
        self._finish(FAILED, {"error": message.splitlines()[0]})
        self.sig_problem.emit(message)

    def _on_worker_died(self, event: protocol.ErrorEvent) -> None:
        message = texts.worker_died_text(event.get("how", ""), event.get("cause", ""),
                                         event.get("text"))
        self._finish(INTERRUPTED, {"error": event.get("how", "")})
        self.sig_problem.emit(message)

    def stop_and_keep(self, because: str = "") -> None:
        """Stop now, not when the worker answers: keep what arrived, marked as stopped
        and why (a STOPPED_* reason; none: the user pressed Stop)."""
        if self._job is not None:
            self.engine.cancel(self._job)
        if self.reply is not None:
            self._finish(CANCELLED, {"stopped_because": because} if because else {})


__all__ = ["DONE", "ChatController"]
