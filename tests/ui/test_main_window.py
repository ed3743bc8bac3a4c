"""The real window, driven as a user would: type, send, stop, restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from amdchat.chats.records import CANCELLED, DONE, INTERRUPTED
from tests.helpers.gui import make_window, type_and_send
from tests.helpers.vulkan import vulkan_backend


@pytest.mark.slow
def test_send_streams_a_reply_into_the_transcript(qtbot, loaded_window) -> None:
    window = loaded_window
    assert "gemma" in window.live.model.text().lower()
    assert window.live.runs_on.text() == "CPU only"
    tokens: list[str] = []
    show_tokens = window.chat_pane.transcript.add_tokens
    window.chat_pane.transcript.add_tokens = lambda text: (tokens.append(text), show_tokens(text))
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Name three colours of the rainbow.")
        assert window.chat_pane.input.toPlainText() == ""
        assert window.chat_pane.stop_button.isEnabled()
    assert finished.args[0]["status"] == DONE
    reply = window.chat.messages[-1].content
    assert reply.strip() and "".join(tokens) == reply
    transcript = window.chat_pane.transcript.toPlainText()
    assert "Name three colours of the rainbow." in transcript
    assert reply.strip().splitlines()[0].strip() in transcript
    assert "tok/s" in window.live.speed.text()
    assert float(window.live.speed.text().split()[0]) > 0
    assert window.chat_pane.regenerate_button.isEnabled()


@pytest.mark.slow
def test_shift_enter_adds_a_line_instead_of_sending(qtbot, loaded_window) -> None:
    window = loaded_window
    qtbot.keyClicks(window.chat_pane.input, "first line")
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(window.chat_pane.input, "second line")
    assert window.chat_pane.input.toPlainText() == "first line\nsecond line"
    assert window.chat.messages == []


@pytest.mark.slow
def test_stop_keeps_the_partial_reply(qtbot, loaded_window) -> None:
    window = loaded_window
    window.settings.set("max_tokens", 400)
    window.settings.set("temperature", 1.0)
    # stopped at the first token
    window.chat.sig_live_stats.connect(lambda _s: window.chat_pane.stop_button.click())
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Write a long story about a dragon.")
    assert finished.args[0]["status"] == CANCELLED
    stored = window.store.messages(window.chat.conversation_id)
    assert stored[-1].status == CANCELLED and stored[-1].content
    assert "[stopped by you]" in window.chat_pane.transcript.toPlainText()


@pytest.mark.slow
def test_regenerate_keeps_the_earlier_reply_as_an_alternative(qtbot, loaded_window) -> None:
    window = loaded_window
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Say hello.")
    first = window.chat.messages[-1].content
    assert window.chat.messages[-1].stats["seed"] == 11
    window.settings.set("seed", 99)
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        window.chat_pane.regenerate_button.click()
    stored = window.store.messages(window.chat.conversation_id)
    assert [m.role for m in stored] == ["user", "assistant"]
    assert stored[-1].stats["seed"] == 99 and stored[-1].content.strip()
    assert (stored[-1].variant, stored[-1].variants) == (1, 2)
    shown = window.chat_pane.transcript.toPlainText()
    assert shown.count("Assistant") == 1 and "‹ 2/2 ›" in shown
    window.chat.switch_variant(1, -1)  # what the ‹ link asks for
    assert window.store.messages(window.chat.conversation_id)[-1].content == first
    assert "‹ 1/2 ›" in window.chat_pane.transcript.toPlainText()


@pytest.mark.slow
def test_a_reply_cut_at_max_tokens_says_so(qtbot, loaded_window) -> None:
    window = loaded_window  # max_tokens=24
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Write a long story about a dragon and a knight.")
    assert finished.args[0]["finish_reason"] == "length"
    assert "(max tokens)" in window.chat_pane.transcript.toPlainText()


@pytest.mark.slow
def test_edit_and_resend_drops_later_messages(qtbot, loaded_window) -> None:
    window = loaded_window
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Say kumquats.")
    window.chat_pane.start_edit(0)
    assert window.chat_pane.input.toPlainText() == "Say kumquats."
    window.chat_pane.input.clear()
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Say goodbye.")
    stored = window.store.messages(window.chat.conversation_id)
    assert [(m.role, m.content if m.role == "user" else "") for m in stored] == [
        ("user", "Say goodbye."), ("assistant", "")]
    shown = window.chat_pane.transcript.toPlainText()
    # the edited message is gone (the test model's reply to "Say goodbye." is "Say goodbye.
    # mendatanguser Say hello. ...": any other first message could be in it)
    assert "kumquats" not in shown and "Say goodbye." in shown
    assert shown.count("You\n") == 1 and shown.count("Assistant\n") == 1


@pytest.mark.slow
def test_killed_worker_keeps_partial_reply_and_next_message_works(qtbot, loaded_window) -> None:
    window = loaded_window
    window.settings.set("max_tokens", 400)
    window.settings.set("temperature", 1.0)
    killer = window.chat.sig_live_stats.connect(lambda _s: window.engine.kill_worker())
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Write a long story about a dragon.")
    window.chat.sig_live_stats.disconnect(killer)
    assert finished.args[0]["status"] == INTERRUPTED
    assert window.problem.isVisible()
    assert "stopped unexpectedly" in window.problem.text()
    assert "SIGKILL" in window.problem.text()
    partial = window.store.messages(window.chat.conversation_id)[-1]
    assert partial.status == INTERRUPTED and partial.content
    window.settings.set("max_tokens", 16)
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=90_000) as finished:
        type_and_send(qtbot, window, "Say hello.")
    assert finished.args[0]["status"] == DONE
    assert [m.role for m in window.store.messages(window.chat.conversation_id)] == [
        "user", "assistant", "user", "assistant"]


@pytest.mark.slow
def test_conversation_survives_a_restart(qtbot, loaded_window, model_path: Path) -> None:
    window = loaded_window
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Remember the word pineapple.")
    reply = window.chat.messages[-1].content
    window.close()
    window.store.close()

    again = make_window(qtbot)
    assert again.settings["last_model"] == str(model_path)
    titles = [again.conversations.model.index(r).data()
              for r in range(again.conversations.model.rowCount())]
    assert titles == ["Remember the word pineapple."]
    again.conversations.sig_open_requested.emit(
        again.conversations.model.index(0).data(Qt.ItemDataRole.UserRole + 1))
    text = again.chat_pane.transcript.toPlainText()
    assert "Remember the word pineapple." in text
    assert reply.strip().splitlines()[0].strip() in text
    again.close()
    again.store.close()


def test_bad_model_files_show_a_clear_message(qtbot, window, not_gguf_file, truncated_gguf,
                                              tmp_path: Path) -> None:
    for path, said in ((not_gguf_file, "not a usable GGUF model"),
                       (truncated_gguf, "incomplete"),
                       (tmp_path / "nowhere.gguf", "does not exist")):
        window.load_model(path)  # checked off the GUI thread; the answer comes back
        qtbot.waitUntil(lambda said=said: said in window.problem.text(), timeout=10_000)
        assert window.problem.isVisible() and path.name in window.problem.text()
    assert window.engine.state == "stopped" and window.engine.worker_pid is None


def test_unknown_architecture_is_reported_by_the_engine(qtbot, window, unknown_arch_gguf) -> None:
    with qtbot.waitSignal(window.engine.sig_error, timeout=60_000):
        window.load_model(unknown_arch_gguf)
    assert "notarealarch" in window.problem.text()
    assert "not supported" in window.problem.text()


def test_sending_without_a_model_keeps_the_text(qtbot, window) -> None:
    type_and_send(qtbot, window, "hello?")
    assert window.chat_pane.input.toPlainText() == "hello?"
    assert "No model is loaded" in window.problem.text()
    assert window.store.conversations() == []


def test_sending_after_unloading_says_to_press_load(qtbot, model_path: Path) -> None:
    """The toolbar shows the last model with a Load button; the message said "Open a
    .gguf model first", sending the user to look for a file they already have."""
    window = make_window(qtbot, last_model=str(model_path))
    try:
        assert window.toolbar.load_button.isEnabled()
        type_and_send(qtbot, window, "hello?")
        assert window.chat_pane.input.toPlainText() == "hello?"
        assert window.problem.text() == (
            f"No model is loaded. Press Load at the top to load {model_path.name} again, "
            "or choose another model in the Model list.")
    finally:
        window.close()
        window.store.close()


@pytest.mark.slow
def test_conversation_list_new_search_delete(qtbot, loaded_window) -> None:
    window = loaded_window
    for text in ("About apples", "About pears"):
        window.conversations.new_button.click()
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
            type_and_send(qtbot, window, text)
    model = window.conversations.model
    assert [model.index(r).data() for r in range(model.rowCount())] == [
        "About pears", "About apples"]
    window.conversations.search.setText("apple")
    assert [model.index(r).data() for r in range(model.rowCount())] == ["About apples"]
    window.conversations.list.setCurrentIndex(model.index(0))
    window.conversations.delete_selected(confirm=False)
    window.conversations.search.clear()
    assert [model.index(r).data() for r in range(model.rowCount())] == ["About pears"]


@pytest.mark.slow
def test_auto_backend_without_gpu_says_it_uses_the_cpu(qtbot, model_path: Path) -> None:
    vulkan_backend()
    window = make_window(qtbot, backend="auto")
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000):
        window.load_model(model_path)
    assert window.engine.backend.kind == "cpu"
    assert "vulkan backend found no usable GPU" in window.live.notice.text()
    assert window.live.notice.isVisible()
    assert window.live.runs_on.text() == "CPU only"
    window.close()
    window.store.close()


@pytest.mark.slow
def test_vulkan_on_lavapipe_shows_the_device(qtbot, model_path: Path) -> None:
    vulkan_backend()
    window = make_window(qtbot, backend="vulkan", gpu_device=0, context_length=256,
                         max_tokens=3, temperature=0.0)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=600_000):
        window.load_model(model_path)
    assert window.live.backend.text() == "vulkan"
    assert window.live.device.text().startswith("Vulkan0 — llvmpipe (LLVM")
    assert window.live.device.text().endswith("bits)")  # not "...bits)) (unknown id"
    assert window.live.runs_on.text().startswith(
        "CPU only: llvmpipe (LLVM")  # an emulated Vulkan device is the CPU
    assert "the CPU emulates" in window.live.runs_on.text()
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=300_000) as finished:
        type_and_send(qtbot, window, "Hi")
    assert finished.args[0]["device"] == "Vulkan0"
    assert window.chat.messages[-1].content.strip()
    window.close()
    window.store.close()


@pytest.mark.slow
def test_copy_message_and_settings_that_reload_the_model(qtbot, loaded_window) -> None:
    from PySide6.QtGui import QGuiApplication

    from amdchat.ui.settings_dialog import SettingsDialog

    window = loaded_window
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Say hello.")
    window.chat_pane.copy_message(1)
    assert QGuiApplication.clipboard().text() == window.chat.messages[1].content
    window.open_settings()
    (dialog,) = window.findChildren(SettingsDialog)
    dialog.editors["context_length"].setValue(2048)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000) as reloaded:
        dialog.accept()
    assert reloaded.args[0]["n_ctx"] == 2048
    assert window.live.context.text() == "0 / 2048 tokens"
    assert window.settings["context_length"] == 2048


def test_rocm_refuses_a_card_outside_its_build_and_says_what_to_do(
        qtbot, monkeypatch, model_path: Path, amdchat_home: Path) -> None:
    import json
    from importlib import metadata

    tree = Path(__file__).parent.parent / "data" / "sysfs" / "suspended-rx6600"
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tree))
    rocm = amdchat_home / "data" / "backends" / "rocm"
    rocm.mkdir(parents=True)
    (rocm / "manifest.json").write_text(json.dumps(
        {"backend": "rocm", "llama_cpp_python": metadata.version("llama-cpp-python"),
         "gpu_targets": "gfx1100"}))
    window = make_window(qtbot, backend="rocm")
    with qtbot.waitSignal(window.engine.sig_error, timeout=10_000):
        window.load_model(model_path)
    text = window.problem.text()
    assert "ROCm does not support gfx1032 in this build (it has gfx1100)" in text
    assert "Vulkan" in text
    assert window.engine.worker_pid is None  # no worker was started to crash
    window.close()
    window.store.close()


@pytest.mark.slow
def test_switching_conversation_mid_reply_keeps_it_in_its_own(qtbot, loaded_window) -> None:
    window = loaded_window
    window.settings.set("max_tokens", 400)
    window.settings.set("temperature", 1.0)
    with qtbot.waitSignal(window.chat.sig_live_stats, timeout=60_000):  # the first token
        type_and_send(qtbot, window, "Write a long story about a dragon.")
    first = window.chat.conversation_id
    window.conversations.new_button.click()  # a new chat while the reply streams
    assert window.chat_pane.transcript.toPlainText() == ""
    qtbot.waitUntil(lambda: window.engine.state == "ready", timeout=30_000)
    assert window.chat_pane.transcript.toPlainText() == ""  # nothing leaked into the new chat
    kept = window.store.messages(first)
    assert [m.role for m in kept] == ["user", "assistant"]
    assert kept[1].status == "cancelled" and kept[1].content
    window.open_conversation(first)  # back: it says honestly why the reply stopped
    assert "[stopped: you opened another chat]" in window.chat_pane.transcript.toPlainText()
    assert "[stopped by you]" not in window.chat_pane.transcript.toPlainText()


def test_markdown_is_rendered_with_code_blocks_set_apart(qtbot) -> None:
    from PySide6.QtGui import QTextFormat

    from amdchat import paths
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("code")
    store.add_message(chat.id, "user", "Show **code**")
    store.add_message(chat.id, "assistant",
                      "Here:\n\n```python\nprint('hi')\n```\n\n- **bold** item")
    store.close()
    window = make_window(qtbot)  # opens the latest conversation
    document = window.chat_pane.transcript.document()
    text = document.toPlainText()
    assert "print('hi')" in text and "```" not in text
    assert "Show code" in text and "**code**" not in text  # the user's Markdown too (issue 23)
    assert "bold item" in text and "**bold**" not in text  # the reply's Markdown rendered
    block = document.begin()
    code_blocks = []
    while block.isValid():
        if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            code_blocks.append(block)
        block = block.next()
    assert [b.text() for b in code_blocks] == ["print('hi')"]
    background = code_blocks[0].blockFormat().background().color()
    assert background == window.chat_pane.transcript.colors.code_background
    assert background != window.chat_pane.transcript.palette().base().color()  # set apart
    window.close()
    window.store.close()


@pytest.mark.slow
def test_a_full_database_is_reported_and_the_message_kept(qtbot, loaded_window) -> None:
    window = loaded_window
    pages = window.store._db.execute("PRAGMA page_count").fetchone()[0]
    window.store._db.execute(f"PRAGMA max_page_count = {pages}")  # SQLite now reports it full
    type_and_send(qtbot, window, "This must not be lost. " * 200)
    assert window.chat_pane.input.toPlainText().startswith("This must not be lost.")
    assert "could not be saved" in window.problem.text()
    assert "disk is full" in window.problem.text()


def test_a_broken_backend_says_why_the_engine_stopped(qtbot, model_path: Path,
                                                      amdchat_home: Path) -> None:
    import json
    from importlib import metadata

    broken = amdchat_home / "data" / "backends" / "rocm"  # a half-copied backend folder
    broken.mkdir(parents=True)
    (broken / "manifest.json").write_text(json.dumps(
        {"backend": "rocm", "llama_cpp_python": metadata.version("llama-cpp-python")}))
    (broken / "libllama.so").write_bytes(b"not a library")
    window = make_window(qtbot, backend="rocm")
    with qtbot.waitSignal(window.engine.sig_worker_died, timeout=60_000):
        window.load_model(model_path)
    text = window.problem.text()
    assert "stopped unexpectedly (exit code 1)" in text
    assert "Its last words:" in text and "libllama" in text
    window.close()
    window.store.close()


@pytest.mark.slow
def test_unload_during_a_stuck_load_does_not_freeze_the_window(qtbot, window,
                                                                model_path: Path) -> None:
    """A worker that does not answer (a hung driver; here SIGSTOP) while it loads: the
    Unload click returns at once, and the worker is killed in the background."""
    import os
    import signal
    import time

    from tests.helpers.processes import pid_alive

    frozen: list[int] = []

    def freeze(state: str) -> None:
        if state == "loading" and window.engine.worker_pid and not frozen:
            frozen.append(window.engine.worker_pid)
            os.kill(frozen[0], signal.SIGSTOP)

    window.engine.sig_state_changed.connect(freeze)
    window.load_model(model_path)
    qtbot.waitUntil(lambda: bool(frozen), timeout=60_000)
    assert window.toolbar.load_button.text() == "Unload"
    started = time.perf_counter()
    window.toolbar.load_button.click()
    took = time.perf_counter() - started
    assert took < 0.2, f"the window froze for {took:.2f} s"
    assert window.toolbar.load_button.text() == "Load"
    assert "not loaded" in window.toolbar.model_label.text()
    qtbot.waitUntil(lambda: not pid_alive(frozen[0]), timeout=10_000)


@pytest.mark.slow
def test_a_failing_chat_template_is_said_in_the_chat(qtbot, window,
                                                     broken_template_model: Path) -> None:
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        window.load_model(broken_template_model)
    assert "chat template failed" in window.live.notice.text()
    assert "'undefined_fn' is undefined" in window.live.notice.text()
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Name a colour.")
    assert finished.args[0]["status"] == DONE
    assert window.chat.messages[-1].content.strip()
    shown = window.chat_pane.transcript.toPlainText()
    assert "This model's chat template failed" in shown
    assert "uses the gemma format instead" in shown


def test_a_model_header_is_never_read_on_the_gui_thread(qtbot, window, monkeypatch,
                                                        not_gguf_file) -> None:
    import threading

    from amdchat.ui import model_loading

    threads: list[str] = []
    real_check = model_loading.check_model_file

    def check(path):
        threads.append(threading.current_thread().name)
        return real_check(path)

    monkeypatch.setattr(model_loading, "check_model_file", check)
    window.load_model(not_gguf_file)
    qtbot.waitUntil(lambda: "not a usable GGUF model" in window.problem.text(), timeout=10_000)
    assert threads and threading.main_thread().name not in threads


@pytest.mark.slow
def test_a_message_sent_while_a_broken_model_loads_gets_the_loads_own_sentence(
        qtbot, window, model_copy: Path) -> None:
    """The file is checked when chosen, then deleted before the worker opens it: the reply
    waiting for the model fails with the model-file sentence, not a generic error."""
    window.load_model(model_copy)
    qtbot.waitUntil(lambda: window.engine.state == "starting", timeout=10_000)
    model_copy.unlink()
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "Hello?")
    assert finished.args[0]["status"] == "failed"
    assert "the file does not exist" in window.problem.text()
    assert "The engine reported an error" not in window.problem.text()


def test_delete_asks_first_and_names_the_chat(qtbot, window, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    conversation = window.store.create_conversation("Holiday plans")
    window.conversations.model.refresh()
    window.conversations.select(conversation.id)
    asked: list[str] = []

    def answer(_parent, _title, text, *args):  # the user says No
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.conversations.delete_button.click()
    assert asked and "Holiday plans" in asked[0]
    assert [c.title for c in window.store.conversations()] == ["Holiday plans"]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Yes)
    window.conversations.delete_button.click()
    assert window.store.conversations() == []


def test_rename_and_delete_are_greyed_with_no_chat_chosen(qtbot, window) -> None:
    """On a first run, and after New chat, they did nothing when clicked."""
    panel = window.conversations
    assert not panel.rename_button.isEnabled() and not panel.delete_button.isEnabled()
    conversation = window.store.create_conversation("Holiday plans")
    window.store.add_message(conversation.id, "user", "Where to?")
    window.open_conversation(conversation.id)
    assert panel.rename_button.isEnabled() and panel.delete_button.isEnabled()
    window.new_chat()
    assert not panel.rename_button.isEnabled() and not panel.delete_button.isEnabled()
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.list.visualRect(panel.model.index(0)).center())
    assert panel.delete_button.isEnabled()


def test_esc_while_editing_gives_back_the_draft(qtbot, window) -> None:
    conversation = window.store.create_conversation("Pears")
    window.store.add_message(conversation.id, "user", "Tell me about pears.")
    window.store.add_message(conversation.id, "assistant", "Pears are fruit.")
    window.open_conversation(conversation.id)
    window.chat_pane.input.setFocus()
    qtbot.keyClicks(window.chat_pane.input, "half-typed")
    window.chat_pane.start_edit(0)
    assert window.chat_pane.input.toPlainText() == "Tell me about pears."
    assert window.chat_pane.edit_hint.isVisibleTo(window)
    qtbot.keyClick(window.chat_pane.input, Qt.Key.Key_Escape)
    assert window.chat_pane.input.toPlainText() == "half-typed"
    assert not window.chat_pane.edit_hint.isVisibleTo(window)
    assert [m.content for m in window.store.messages(conversation.id)] == [
        "Tell me about pears.", "Pears are fruit."]
