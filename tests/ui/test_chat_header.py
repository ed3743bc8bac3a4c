"""Per conversation: a system prompt and a preset, shown at the top of the chat, edited
there, saved with the conversation, and used by its requests."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from amdchat.chats.chat_settings import Preset
from amdchat.chats.store import ChatStore
from tests.helpers.gui import type_and_send


def open_editors(qtbot, window) -> None:
    if not window.chat_pane.header.editors_box.isVisible():
        qtbot.mouseClick(window.chat_pane.header.edit_button, Qt.MouseButton.LeftButton)
    assert window.chat_pane.header.editors_box.isVisible()


def type_system_prompt(qtbot, window, text: str) -> None:
    editor = window.chat_pane.header.prompt
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    window.chat_pane.header.commit()  # as sending does; otherwise it applies once typing pauses


def set_figure(window, name: str, value: float) -> None:
    window.chat_pane.header.editors[name].setValue(value)


def test_a_new_chat_shows_the_apps_settings_at_the_top(qtbot, window) -> None:
    header = window.chat_pane.header
    assert header.isVisible()
    assert header.summary.text() == ("No system prompt · Preset: app settings · temperature "
                                     "0, top-p 0.95, up to 24 tokens, context 1024")


def test_prompt_and_preset_are_kept_with_their_conversation(qtbot, window, monkeypatch,
                                                            tmp_path: Path) -> None:
    first = window.store.create_conversation("Poems")
    second = window.store.create_conversation("Code")
    window.open_conversation(first.id)
    open_editors(qtbot, window)
    type_system_prompt(qtbot, window, "Answer in rhyme.")
    set_figure(window, "temperature", 1.2)
    set_figure(window, "max_tokens", 64)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Verse", True))
    qtbot.mouseClick(window.chat_pane.header.save_preset_button, Qt.MouseButton.LeftButton)
    assert window.chat_pane.header.summary.text() == (
        "System prompt: “Answer in rhyme.” · Preset: Verse · temperature 1.2, top-p 0.95, "
        "up to 64 tokens, context 1024")

    window.open_conversation(second.id)  # another chat: the app's settings
    assert window.chat_pane.header.summary.text().startswith(
        "No system prompt · Preset: app settings")
    assert window.chat_pane.header.preset_combo.itemText(1) == "Verse"  # offered to reuse
    window.chat_pane.header.preset_combo.setCurrentIndex(1)
    window.chat_pane.header.preset_combo.activated.emit(1)
    set_figure(window, "max_tokens", 100)
    assert window.chat_pane.header.summary.text() == (
        "No system prompt · Preset: Verse (changed) · temperature 1.2, top-p 0.95, up to 100 "
        "tokens, context 1024")

    window.open_conversation(first.id)
    assert window.chat_pane.header.prompt.toPlainText() == "Answer in rhyme."
    assert window.chat_pane.header.editors["max_tokens"].value() == 64
    # and after a restart, from the database
    store = ChatStore(window.store.path)
    assert store.chat_settings(first.id).system_prompt == "Answer in rhyme."
    assert store.chat_settings(second.id).parameters["max_tokens"] == 100
    assert store.presets() == [Preset("Verse", {
        "temperature": 1.2, "top_p": 0.95, "top_k": 40, "min_p": 0.05, "repeat_penalty": 1.1,
        "max_tokens": 64, "seed": 11, "context_length": 1024})]
    store.close()


def test_choosing_app_settings_again_follows_the_app(qtbot, window) -> None:
    chat = window.store.create_conversation("x")
    window.open_conversation(chat.id)
    open_editors(qtbot, window)
    type_system_prompt(qtbot, window, "Be terse.")
    set_figure(window, "temperature", 0.9)
    assert "Preset: this chat's own" in window.chat_pane.header.summary.text()
    window.chat_pane.header.preset_combo.activated.emit(0)  # "App settings"
    qtbot.mouseClick(window.chat_pane.header.app_prompt_button, Qt.MouseButton.LeftButton)
    assert window.chat_pane.header.summary.text().startswith(
        "No system prompt · Preset: app settings · temperature 0,")
    window.settings.set("system_prompt", "Be kind.")
    window._after_settings(window._load_values())  # the app's prompt changed in Settings
    assert window.chat_pane.header.summary.text().startswith("System prompt: “Be kind.”")


@pytest.mark.slow
def test_the_request_uses_the_chats_prompt_and_figures(qtbot, loaded_window) -> None:
    window = loaded_window
    open_editors(qtbot, window)  # a new chat, before its first message
    type_system_prompt(qtbot, window, "You are a ship's cook who only talks about soup, "
                                      "stews and the weather at sea, in short sentences.")
    set_figure(window, "max_tokens", 3)
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as own:
        type_and_send(qtbot, window, "Hi")
    conversation = window.chat.conversation_id
    assert own.args[0]["generated_tokens"] <= 3
    window.conversations.new_button.click()  # another chat: the app's settings
    assert window.chat_pane.header.summary.text().startswith("No system prompt")
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as app:
        type_and_send(qtbot, window, "Hi")
    assert app.args[0]["generated_tokens"] > 3  # the app's 24, not the other chat's 3
    assert own.args[0]["prompt_tokens"] >= app.args[0]["prompt_tokens"] + 15  # its prompt
    assert window.store.chat_settings(conversation).parameters == {"max_tokens": 3}


@pytest.mark.slow
def test_a_chats_context_length_reloads_the_model_at_that_length(qtbot, loaded_window) -> None:
    window = loaded_window
    first = window.store.create_conversation("Long")
    window.open_conversation(first.id)
    open_editors(qtbot, window)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000) as reloaded:
        set_figure(window, "context_length", 512)
    assert reloaded.args[0]["n_ctx"] == 512
    assert window.live.context.text() == "0 / 512 tokens"
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000) as back:
        window.conversations.new_button.click()  # the app's 1024
    assert back.args[0]["n_ctx"] == 1024


def test_a_prompt_being_typed_is_kept_through_other_changes_and_a_switch(qtbot, window
                                                                          ) -> None:
    first = window.store.create_conversation("one")
    second = window.store.create_conversation("two")
    window.open_conversation(first.id)
    open_editors(qtbot, window)
    qtbot.keyClicks(window.chat_pane.header.prompt, "Speak like a pirate.")
    set_figure(window, "top_p", 0.5)  # before the typing pause applied the prompt
    assert window.chat_pane.header.prompt.toPlainText() == "Speak like a pirate."
    qtbot.keyClicks(window.chat_pane.header.prompt, " Always.")
    window.open_conversation(second.id)  # straight away, mid-typing
    assert window.store.chat_settings(first.id).system_prompt == "Speak like a pirate. Always."
    assert window.store.chat_settings(first.id).parameters == {"top_p": 0.5}
    assert window.chat_pane.header.prompt.toPlainText() == ""  # the other chat's (the app's: none)


def test_an_automatic_context_is_shown_and_a_chat_can_go_back_to_it(qtbot, window) -> None:
    header = window.chat_pane.header
    window.settings.set("context_auto", True)
    window.chat_pane.show_chat_header()
    assert header.summary.text().endswith("up to 24 tokens, context automatic")
    open_editors(qtbot, window)
    editor = header.editors["context_length"]
    assert editor.text() == "automatic"
    set_figure(window, "context_length", 2048)  # this chat's own length
    assert header.chat.parameters == {"context_length": 2048}
    assert header.summary.text().endswith("context 2048")
    editor.setValue(editor.minimum())  # "automatic": the app's again
    assert header.chat.parameters == {} and editor.text() == "automatic"
    assert header.summary.text().endswith("context automatic")


@pytest.mark.slow
def test_an_automatic_context_loads_the_longest_that_fits(qtbot, loaded_window) -> None:
    from amdchat.model_memory import local_memory
    from amdchat.plan.placement import automatic_context_start
    from amdchat.session.placing import context_length

    window = loaded_window
    path = Path(window.settings["last_model"])
    window.settings.set("context_auto", True)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000) as loaded:
        window.load_model(path)
    n_ctx = loaded.args[0]["n_ctx"]
    assert n_ctx == automatic_context_start(local_memory(path)) > 1024  # the CPU: RAM holds it
    assert context_length(window.engine.session.spec, window.engine.session.loaded) == n_ctx
    assert window.live.context.text() == f"0 / {n_ctx} tokens"


@pytest.mark.parametrize(("reasoning", "shown", "choose", "kept"), [
    ({"format": "think", "switch": "enable_thinking"}, ["Think: on", "Think: off"], 1, "off"),
    ({"format": "harmony", "switch": "reasoning_effort"},
     ["Reasoning: model's default", "Reasoning: low", "Reasoning: medium", "Reasoning: high"],
     3, "high"),
])
def test_the_think_switch_shows_for_a_model_that_offers_one_and_is_kept_with_the_chat(
        qtbot, window, monkeypatch, reasoning, shown, choose, kept) -> None:
    from amdchat.ui.engine_controller import EngineController

    switch = window.chat_pane.header.think_switch
    assert switch.isHidden()  # no model: no switch
    loaded = {"reasoning": reasoning}
    monkeypatch.setattr(EngineController, "loaded", property(lambda _self: loaded))
    window.chat_pane.show_reasoning_switch()  # what a model loaded (or unloaded) calls
    assert switch.isVisible()
    assert [switch.itemText(i) for i in range(switch.count())] == shown
    switch.activated.emit(choose)  # as a user's choice in the list
    assert window.chat.chat_settings.think == kept
    type_system_prompt(qtbot, window, "Be brief.")  # other changes keep it
    assert window.chat.chat_settings.think == kept
    loaded = {"reasoning": {"format": "think", "switch": "none"}}  # DeepSeek-R1: none
    window.chat_pane.show_reasoning_switch()
    assert switch.isHidden()
