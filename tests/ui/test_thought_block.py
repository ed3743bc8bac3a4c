"""A thinking model's reasoning in the chat: a collapsed "Thought for N s" block above the
answer that opens and closes, "Thinking..." while it streams, never in the answer, and
the same again after the app is restarted (it is in the database)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from amdchat.chats.records import DONE
from amdchat.chats.store import ChatStore
from amdchat.engine import protocol
from amdchat.session.listener import Job
from tests.helpers.gui import make_window

REASONING = "The user asks for a colour of the sky. On a clear day it is blue."
ANSWER = "The sky is **blue**."
NIGHT_REASONING = "At night the sky is dark; the moon and stars show."
NIGHT_FULL = NIGHT_REASONING + " More stars show far from towns."
NIGHT_ANSWER = "At night it is **black**."


@pytest.fixture
def closing():
    windows = []
    yield windows.append
    for window in windows:
        window.close()
        window.store.close()


def click_link(qtbot, view, href: str) -> None:
    """Click the first link whose href starts with ``href``, as a user would."""
    block = view.document().begin()
    while block.isValid():
        for item in block:
            fragment = item.fragment()
            if fragment.charFormat().anchorHref().startswith(href):
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + 1)
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                                 pos=view.cursorRect(cursor).center())
                return
        block = block.next()
    raise AssertionError(f"no link {href!r} in the transcript")


def stored_thinking_chat() -> None:
    from amdchat import paths

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("sky").id
    store.add_message(chat, "user", "What colour is the sky?")
    reply = store.add_message(chat, "assistant", ANSWER, DONE,
                              {"reasoning_ms": 12_300.0, "reasoning_tokens": 340,
                               "generation_tps": 30.0, "generated_tokens": 352})
    reply.reasoning = REASONING
    store.update_message(reply)
    store.close()


def test_a_stored_thought_shows_collapsed_above_the_answer_and_opens(qtbot, closing) -> None:
    stored_thinking_chat()
    window = make_window(qtbot)
    closing(window)
    view = window.chat_pane.transcript
    text = view.toPlainText()
    assert "▸ Thought for 12 s · 340 tokens" in text
    assert REASONING not in text
    assert text.index("Thought for") < text.index("The sky is")
    click_link(qtbot, view, "amdchat-thought:")
    qtbot.waitUntil(lambda: REASONING in view.toPlainText())
    text = view.toPlainText()
    assert "▾ Thought for 12 s" in text
    assert text.index("Thought for") < text.index(REASONING) < text.index("The sky is")
    click_link(qtbot, view, "amdchat-thought:")
    qtbot.waitUntil(lambda: REASONING not in view.toPlainText())
    # the model's history holds the answer; the reasoning goes apart, for a template
    # that reads it (the worker drops it otherwise)
    history = window.chat._model_messages(window.chat.messages)
    assert history[-1]["content"] == ANSWER
    assert history[-1].get("reasoning_content") == REASONING


class RecordedEngine:
    """Stands in for the engine's generate: keeps the reply's handler for the test."""

    def __init__(self) -> None:
        self.handler: Any = None
        self.think = ""

    def generate(self, messages, sampling, handler, on_start=None, think=""):  # type: ignore[no-untyped-def]
        self.handler, self.think = handler, think
        if on_start:
            on_start()
        return Job("g1", {"op": "generate", "id": "g1", "messages": messages,
                          "sampling": sampling}, handler)


def test_a_streamed_thought_says_thinking_then_survives_a_restart(
        qtbot, closing, monkeypatch: pytest.MonkeyPatch) -> None:
    from amdchat.chats.chat_settings import ChatSettings
    from amdchat.ui.engine_controller import EngineController

    stored_thinking_chat()  # a conversation open: the transcript shows (no start page)
    window = make_window(qtbot)
    closing(window)
    recorded = RecordedEngine()
    monkeypatch.setattr(EngineController, "has_model", property(lambda _self: True))
    monkeypatch.setattr(window.engine, "generate", recorded.generate)
    window.chat.set_chat_settings(ChatSettings(think="off"))
    view = window.chat_pane.transcript
    assert window.chat.send("And at night?")
    assert view.isVisible()
    assert recorded.think == "off"  # the chat's think setting goes with the request
    for piece in ("At night the sky is dark;", " the moon and stars show."):
        recorded.handler(protocol.token("g1", "", piece))
    qtbot.waitUntil(lambda: "Thinking..." in view.toPlainText())
    assert NIGHT_REASONING not in view.toPlainText()  # collapsed while it thinks
    click_link(qtbot, view, "amdchat-thought:live")
    qtbot.waitUntil(lambda: NIGHT_REASONING in view.toPlainText())
    recorded.handler(protocol.token("g1", "", " More stars show far from towns."))
    qtbot.waitUntil(lambda: "far from towns" in view.toPlainText())  # open: it grows live
    recorded.handler(protocol.token("g1", "At night it is "))
    recorded.handler(protocol.token("g1", "**black**."))
    qtbot.waitUntil(lambda: "At night it is" in view.toPlainText())
    assert "Thinking..." not in view.toPlainText()
    recorded.handler(protocol.done("g1", NIGHT_ANSWER, "stop", {
        "prompt_tokens": 40, "prompt_tokens_evaluated": 40, "generated_tokens": 20,
        "ttft_ms": 80.0, "prompt_tps": 500.0, "generation_tps": 25.0, "total_ms": 900.0,
        "context_used": 60, "n_ctx": 4096, "seed": 5, "template": "model",
        "template_problem": "", "template_problem_text": None, "dropped_messages": 0,
        "reasoning_tokens": 14, "reasoning_ms": 2_400.0}) | {"reasoning": NIGHT_FULL})
    qtbot.waitUntil(lambda: not window.chat.busy)
    text = view.toPlainText()
    assert "▾ Thought for 2 s · 14 tokens" in text  # the worker's figures, still open
    answer = text[text.rindex("At night it is"):]
    assert "At night it is black." in answer and "stars" not in answer
    window.close()
    window.store.close()
    again = make_window(qtbot)  # the app restarted: the thought is read from the database
    closing(again)
    shown = again.chat_pane.transcript.toPlainText()
    assert "Thought for 2 s · 14 tokens" in shown and "At night it is black." in shown
    assert NIGHT_FULL not in shown  # a new window opens thoughts closed
    assert again.chat.messages[-1].reasoning == NIGHT_FULL
    assert again.chat.chat_settings.think == "off"


def test_a_reply_stopped_while_thinking_keeps_its_thought(
        qtbot, closing, monkeypatch: pytest.MonkeyPatch) -> None:
    from amdchat.chats.records import CANCELLED
    from amdchat.ui.engine_controller import EngineController

    stored_thinking_chat()
    window = make_window(qtbot)
    closing(window)
    recorded = RecordedEngine()
    monkeypatch.setattr(EngineController, "has_model", property(lambda _self: True))
    monkeypatch.setattr(window.engine, "generate", recorded.generate)
    monkeypatch.setattr(window.engine, "cancel", lambda _job=None: None)
    view = window.chat_pane.transcript
    assert window.chat.send("Why?")
    recorded.handler(protocol.token("g1", "", "Because of Rayleigh scattering"))
    qtbot.waitUntil(lambda: "Thinking..." in view.toPlainText())
    window.chat.stop_and_keep()  # Stop, before any answer
    text = view.toPlainText()
    assert "Thinking..." not in text and text.count("Thought for") == 2
    assert "[stopped by you]" in text
    store = ChatStore(window.store.path)
    reply = store.messages(window.chat.conversation_id)[-1]
    store.close()
    assert (reply.status, reply.content, reply.reasoning) == (
        CANCELLED, "", "Because of Rayleigh scattering")
