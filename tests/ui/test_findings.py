"""Findings of a new user's walk through the window (issue 23), each as the user met it."""

from __future__ import annotations

import pytest


def test_a_base_model_is_said_to_be_one_when_loaded(qtbot, loaded_window) -> None:
    """The test model has no chat template in its header (a base model): it got the
    architecture's format silently, and rambled."""
    notice = loaded_window.statusBar().currentMessage()
    assert "looks like a base model" in notice and "gemma3" in notice
    assert "looks like a base model" in loaded_window.live.notice.text()


def _reply(total: int, read: int, prompt_tps: float) -> dict:
    return {"generation_tps": 30.0, "ttft_ms": 40.0, "prompt_tps": prompt_tps,
            "prompt_tokens": total, "prompt_tokens_evaluated": read, "generated_tokens": 20,
            "context_used": total + 20, "n_ctx": 4096}


def test_the_prompt_after_a_reused_prefix_says_new_and_kept_tokens_apart(qtbot) -> None:
    """After a regenerate the panel said "0 tok/s (689 tokens)": the rate of the tokens
    read, the count of all of them."""
    from amdchat.ui.live_panel import LivePanel

    panel = LivePanel()
    qtbot.addWidget(panel)
    panel.show_reply_stats(_reply(689, 0, 0.0))
    assert panel.prompt_speed.text() == "689 tokens, all kept from the last reply: none to read"
    panel.show_reply_stats(_reply(689, 12, 240.0))
    assert panel.prompt_speed.text() == ("240 tok/s for 12 new tokens (677 kept from the last "
                                         "reply)")
    panel.show_reply_stats(_reply(689, 689, 900.0))
    assert panel.prompt_speed.text() == "900 tok/s (689 tokens)"


def test_expected_is_cleared_for_another_chat(qtbot) -> None:
    from amdchat.ui.live_panel import LivePanel

    panel = LivePanel()
    qtbot.addWidget(panel)
    panel.expected.setText("up to ~40 tok/s here (80 % reached)")  # the last reply's
    panel.reset_generation(new_chat=True)
    assert panel.expected.text() == "–"


def test_without_a_gpu_nothing_speaks_of_your_gpu(qtbot) -> None:
    """On a machine without a GPU: "Download a model that fits your GPU", a "Fits your
    GPU" column, and advice to pick a GPU in Settings that has no such item."""
    from PySide6.QtCore import Qt

    from amdchat.session.spec import cpu_fallback_notice
    from amdchat.ui.messages import translated
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    assert window.gpu.monitor.gpus == []  # the test's machine has none
    assert window.start_page.offers.title() == "Download a model that fits this computer"
    assert "no GPU was found" in window.start_page.intro.text()
    quants = window.models_page.quant_table.quants
    header = quants.headerData(quants.FIT_COLUMN, Qt.Orientation.Horizontal)
    assert header == "Fits this computer"
    advice = translated(cpu_fallback_notice("vulkan").text)
    assert "Settings > GPU device" not in advice and "If this computer has a GPU" in advice
    window.close()
    window.store.close()


def test_an_offline_search_fails_as_fast_as_the_start_page_and_can_be_cancelled(qtbot) -> None:
    """The Models page said "Searching..." for about 20 s offline (the Hub client's
    retries), with no Cancel, then the raw "ConnectError: [Errno -2] ..." in every language."""
    import time

    from amdchat import paths
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    hub = window.models_page.hub
    window.tabs.setCurrentWidget(window.models_page)
    hub.search_box.setText("qwen")
    started = time.monotonic()
    hub.search_button.click()
    assert hub.cancel_button.isVisible() and not hub.search_button.isEnabled()
    status = window.models_page.status
    qtbot.waitUntil(lambda: "huggingface.co" in status.text(), timeout=30_000)
    assert time.monotonic() - started < 10  # one short try, as the start page's
    assert status.text().startswith("Cannot reach huggingface.co: no network?")
    assert "Errno" not in status.text() and "ConnectError" not in status.text()
    assert "ConnectError" in (paths.log_dir() / "app.log").read_text()  # the detail
    assert hub.search_button.isEnabled() and not hub.cancel_button.isVisible()
    hub.search_button.click()
    hub.cancel_button.click()  # before the answer: the search is dropped
    assert status.text() == "Search cancelled." and hub.search_button.isEnabled()
    qtbot.wait(200)
    window.close()
    window.store.close()


def test_on_this_computer_lists_the_loaded_model_opened_from_elsewhere(
        qtbot, loaded_window, model_path) -> None:
    """The test model lives outside the models folder: "On this computer" stayed empty
    while it was loaded, though the picker knew it."""
    library = loaded_window.models_page.library
    qtbot.waitUntil(lambda: any(m.path == model_path for m in library.rows), timeout=10_000)
    row = next(i for i, m in enumerate(library.rows) if m.path == model_path)
    assert library.index(row, 0).data().endswith("— loaded")
    loaded_window.toggle_load()  # unload: it is not on the list of the folders' models
    qtbot.waitUntil(lambda: not library.rows, timeout=10_000)


def test_after_a_delete_the_pane_shows_the_chat_rename_and_delete_act_on(qtbot) -> None:
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    store = window.store
    older = store.create_conversation("Older")
    store.add_message(older.id, "user", "about figs")
    shown = store.create_conversation("Shown")
    store.add_message(shown.id, "user", "about plums")
    window.open_conversation(shown.id)
    assert window.conversations.selected_id() == shown.id
    window.conversations.delete_selected(confirm=False)
    assert window.chat.conversation_id == window.conversations.selected_id() == older.id
    assert [m.content for m in window.chat.messages] == ["about figs"]
    window.conversations.delete_selected(confirm=False)  # the last one: a new chat
    assert window.conversations.selected_id() is None and not window.chat.messages
    window.close()
    window.store.close()


def test_the_open_dialog_starts_in_the_folder_last_chosen(qtbot, tmp_path,
                                                         monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from tests.helpers.gui import make_window

    folder = tmp_path / "models elsewhere"
    folder.mkdir()
    window = make_window(qtbot)
    asked: list[str] = []

    def dialog(_parent, _title, start, _filter):
        asked.append(start)
        return (str(folder / "m.gguf"), "") if len(asked) == 1 else ("", "")

    window.load_model = lambda _path: None  # the choice is what is looked at here
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialog))
    window.choose_model()
    window.choose_model()
    assert asked[1] == str(folder)
    window.close()
    window.store.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip raises
def test_a_long_tooltip_is_wrapped_not_1690_px_wide(qtbot) -> None:
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QLabel, QToolTip

    from tests.helpers.gui import make_window

    window = make_window(qtbot)  # installs the wrapping
    label = window.live.runs_on
    plan = ("Planned: all 18 layers on the GPU (Vulkan0), the KV cache of 4096 tokens, "
            "the output layer on the host")  # narrower than the test's 800 px screen
    label.setToolTip(plan)
    QApplication.sendEvent(label, QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2),
                                             label.mapToGlobal(QPoint(2, 2))))
    tip = next((w for w in QApplication.topLevelWidgets()
                if w.inherits("QLabel") and w.objectName() == "qtooltip_label"), None)
    assert isinstance(tip, QLabel) and QToolTip.isVisible()
    assert tip.wordWrap() and tip.sizeHint().width() < 500, tip.sizeHint()
    assert "the output layer on the host" in tip.text()
    QToolTip.hideText()
    window.close()
    window.store.close()


def test_the_rename_dialog_is_wide_enough_for_a_long_title(qtbot) -> None:
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    from tests.helpers.gui import make_window, when_a_dialog_opens

    window = make_window(qtbot)
    title = "Comparing the memory bandwidth of a 7900 XTX and Strix Halo at 8k context"
    conversation = window.store.create_conversation(title)
    window.conversations.select(conversation.id)
    seen: list[tuple[int, int]] = []

    def look(dialog: QInputDialog) -> None:
        editor = dialog.findChild(QLineEdit)
        seen.append((editor.width(), editor.fontMetrics().horizontalAdvance(title)))
        dialog.reject()

    when_a_dialog_opens(look)
    window.conversations.rename_selected()
    editor_width, text_width = seen[0]
    assert editor_width > text_width  # the whole title shows (it was cut)
    window.close()
    window.store.close()


def test_the_pickers_open_list_is_as_wide_as_its_longest_entry(qtbot, tmp_path) -> None:
    from amdchat.library import LocalModel
    from amdchat.modelfile import ModelSummary
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    picker = window.picker
    path = tmp_path / "m.gguf"
    path.write_bytes(b"GGUF")
    summary = ModelSummary(path, "qwen2", "Qwen2.5-Coder-32B-Instruct-abliterated-imatrix",
                           "Q4_K_M", 32_000_000_000, 32768, 64, 4, True)
    picker.set_models([LocalModel(path, "amdchat", summary)])
    longest = picker.combo.view().fontMetrics().horizontalAdvance(picker.combo.itemText(0))
    assert picker.combo.view().minimumWidth() > longest > picker.combo.width() // 2
    window.close()
    window.store.close()


def test_a_copy_is_said_and_an_old_models_page_line_goes(qtbot, monkeypatch) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from amdchat.ui.models import page as models_page
    from tests.helpers.gui import make_window

    monkeypatch.setattr(models_page, "STATUS_MS", 100)
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.applicationState()
                    == Qt.ApplicationState.ApplicationActive)
    QApplication.clipboard().setText("a message")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "Copied to the clipboard.")
    page = window.models_page
    page.show_status("Imported as /models/imported/m.gguf")
    qtbot.waitUntil(lambda: page.status.text() == "", timeout=3000)  # it stayed for good
    page.show_status("Not imported: the file is not a GGUF model", error=True)
    qtbot.wait(300)
    assert page.status.text().startswith("Not imported")  # a problem stays
    window.close()
    window.store.close()


def test_headings_have_room_and_the_users_markdown_is_rendered(qtbot) -> None:
    from amdchat.chats.records import DONE
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    store = window.store
    chat = store.create_conversation("Plan")
    store.add_message(chat.id, "user", "Please **bold** this")
    store.add_message(chat.id, "assistant", "Here is a plan.\n## Step one\nDo this.",
                      status=DONE)
    window.open_conversation(chat.id)
    document = window.chat_pane.transcript.document()
    blocks = []
    block = document.begin()
    while block.isValid():
        blocks.append(block)
        block = block.next()
    heading = next(b for b in blocks if b.text() == "Step one")
    assert heading.blockFormat().headingLevel() == 2 and heading.blockFormat().topMargin() > 8
    asked = next(b for b in blocks if b.text() == "Please bold this")  # not "**bold**"
    bold = [f for f in asked.textFormats() if asked.text()[f.start:f.start + f.length] == "bold"]
    assert bold and bold[0].format.fontWeight() >= 700
    window.close()
    window.store.close()


def test_the_speed_unit_is_russian_in_russian(qtbot, russian) -> None:
    """The big "– tok/s", the speed chart's axis and the benchmark's bars stayed English."""
    from amdchat.ui.gpu_panel import GpuPanel
    from amdchat.ui.live_panel import LivePanel

    panel = LivePanel()
    qtbot.addWidget(panel)
    assert panel.speed.text() == "– ток/с"
    gpu = GpuPanel()
    qtbot.addWidget(gpu)
    gpu.speed_chart.add(12.0)
    assert gpu.speed_chart.axis_labels()["y_top"].endswith("ток/с")


def test_settings_say_they_were_saved(qtbot) -> None:
    from amdchat.ui.settings_dialog import SettingsDialog
    from tests.helpers.gui import make_window

    window = make_window(qtbot)
    window.open_settings()
    (dialog,) = window.findChildren(SettingsDialog)
    dialog.accept()
    assert window.statusBar().currentMessage() == "Settings saved."
    window.close()
    window.store.close()
