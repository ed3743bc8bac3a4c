"""First run: the start page; the model picker at the top of the chat; a dropped .gguf."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from amdchat import paths
from amdchat.recommend.recommended import RECOMMENDED
from amdchat.ui.model_picker import REMOTE_ENTRY, REMOTE_SHOWN
from tests.helpers.gui import make_window, when_a_dialog_opens
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo

TREES = Path(__file__).parent.parent / "data" / "sysfs"


def shows_start_page(window) -> bool:
    return window.chat_pane.chat_stack.currentWidget() is window.chat_pane.start_scroll


def test_a_first_run_shows_the_start_page_not_a_blank_pane(qtbot, window) -> None:
    assert shows_start_page(window) and window.start_page.isVisible()
    texts = [row.name.text() for row in window.start_page.rows]
    assert len(texts) >= 3 and all(model.title in t for model, t in zip(RECOMMENDED, texts,
                                                                          strict=True))
    seen: list[str] = []
    when_a_dialog_opens(lambda dialog: (seen.append(dialog.windowTitle()), dialog.reject()))
    window.start_page.open_button.click()
    assert seen == ["Open a GGUF model"]
    conversation = window.store.create_conversation("Figs")
    window.store.add_message(conversation.id, "user", "Tell me about figs.")
    window.open_conversation(conversation.id)
    pane = window.chat_pane
    assert pane.chat_stack.currentWidget() is pane.transcript  # a chat to show
    window.new_chat()
    assert shows_start_page(window)


def test_an_unreachable_hub_is_said_once_for_all_offers(qtbot, window) -> None:
    page = window.start_page
    page.allow_checks()  # the test host's Hub address answers nothing
    rows = page.rows
    qtbot.waitUntil(lambda: all("checking" not in r.verdict.text() for r in rows),
                    timeout=90_000)
    assert [r.verdict.text() for r in rows] == ["not checked"] * len(rows)
    assert page.offline_label.isVisible() and page.retry_button.isVisible()
    said = page.offline_label.text()  # plain words; the system's (errno differs) apart
    assert said == "Cannot reach huggingface.co: no network? Check the connection, then " \
        "Check again."
    assert page.offline_label.toolTip().startswith("ConnectError: ")
    assert "ConnectError: " in (paths.log_dir() / "app.log").read_text()
    assert not any(r.button.isEnabled() for r in rows)


def test_the_fit_checks_ask_a_failing_hub_once(qtbot, window, hub: HubEmulator,
                                               model_path: Path) -> None:
    """A Hub that drops every connection: one request, not huggingface_hub's six tries for
    the first model, and none for the others."""
    for model in RECOMMENDED:
        hub.add(HubRepo(model.repo_id, {"model-q4_k_m.gguf": HubFile(model_path)},
                        listing_fault="drop"))
    page = window.start_page
    page.allow_checks()
    qtbot.waitUntil(page.offline_label.isVisible, timeout=90_000)
    qtbot.waitUntil(lambda: all(r.verdict.text() == "not checked" for r in page.rows))
    assert page.offline_label.toolTip() == ("RemoteProtocolError: Server disconnected "
                                            "without sending a response")
    assert len(hub.requests) == 1 and f"/api/models/{RECOMMENDED[0].repo_id}/tree/main" in \
        hub.requests[0]


def test_check_again_once_the_hub_is_back(qtbot, window, model_path: Path,
                                          monkeypatch) -> None:
    """The verdicts said "Check the internet connection and try again", with nothing to
    try again with: a Check again button asks the Hub anew."""
    page = window.start_page
    page.allow_checks()  # the test host's Hub address answers nothing
    first = page.rows[0]
    qtbot.waitUntil(lambda: "not checked" in first.verdict.text(), timeout=90_000)
    assert page.retry_button.isVisible() and page.offline_label.isVisible()
    emulator = HubEmulator().start()
    try:
        emulator.add(HubRepo(RECOMMENDED[0].repo_id,
                             {"model-q4_k_m.gguf": HubFile(model_path)}))
        monkeypatch.setenv("HF_ENDPOINT", emulator.url)  # the connection is back
        qtbot.mouseClick(page.retry_button, Qt.MouseButton.LeftButton)
        assert not page.retry_button.isVisible() and not page.offline_label.isVisible()
        qtbot.waitUntil(first.button.isEnabled, timeout=30_000)
        assert first.verdict.text().startswith("Q4_K_M, ")
    finally:
        emulator.stop()


@pytest.mark.slow
def test_download_a_model_that_fits_then_it_loads(qtbot, hub: HubEmulator,
                                                 model_path: Path, monkeypatch) -> None:
    first = RECOMMENDED[0]
    hub.add(HubRepo(first.repo_id, {"model-q4_k_m.gguf": HubFile(model_path),
                                    "README.md": HubFile(b"hi")}))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    window = make_window(qtbot, context_length=1024)
    window.start_page.allow_checks()
    row, missing = window.start_page.rows[0], window.start_page.rows[1]
    qtbot.waitUntil(lambda: row.button.isEnabled(), timeout=30_000)
    assert row.verdict.text().startswith("Q4_K_M, ")
    assert "MiB: ≈ fits (" in row.verdict.text()  # the recorded RX 7900 XTX has the room
    assert "AMD Radeon RX 7900 XTX" in row.verdict.toolTip()
    qtbot.waitUntil(lambda: "checking" not in missing.verdict.text(), timeout=30_000)
    assert "was not found" in missing.verdict.text() and not missing.button.isEnabled()
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=120_000) as loaded:
        row.button.click()
    assert loaded.args[0]["quantization"] == "Q4_K_M"
    assert Path(window.settings["last_model"]).read_bytes()[:4] == b"GGUF"
    assert window.chat_pane.chat_stack.currentWidget() is window.chat_pane.transcript
    window.close()
    window.store.close()


@pytest.mark.slow
def test_the_picker_lists_local_models_and_loads_one_with_a_progress_bar(
        qtbot, window, model_path: Path) -> None:
    folder = window.settings.models_dir() / "google"
    folder.mkdir(parents=True)
    os.symlink(model_path, folder / "gemma-3-270m-it-Q4_K_M.gguf")
    picker = window.picker
    with qtbot.waitSignal(window.models_page.library.modelReset, timeout=30_000):
        window.models_page.rescan()
    qtbot.waitUntil(lambda: picker.combo.count() == 2 and "checking" not in
                    picker.combo.itemText(0), timeout=30_000)
    entry = picker.combo.itemText(0)
    assert "Q4_K_M" in entry and "MiB" in entry and "no GPU found: CPU only" in entry
    assert picker.combo.currentIndex() == -1  # nothing loaded yet
    shown: list[int] = []
    picker.progress.valueChanged.connect(
        lambda v: shown.append(v) if picker.progress.isVisible() else None)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        picker.combo.activated.emit(0)  # the user picks the first entry
    assert shown and max(shown) == 100 and any(0 < v < 100 for v in shown), shown
    assert shown == sorted(shown)
    assert not picker.progress.isVisible()
    assert picker.combo.currentIndex() == 0
    assert picker.combo.itemText(0).startswith("● ") and picker.combo.itemText(0).endswith(
        "(loaded)")
    window.toggle_load()  # unload
    qtbot.waitUntil(lambda: picker.combo.currentIndex() == -1, timeout=10_000)
    assert not picker.combo.itemText(0).startswith("● ")


def drop(widget, paths: list[Path]) -> QDropEvent:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    point = QPointF(widget.rect().center())
    enter = QDragEnterEvent(point.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    event = QDropEvent(point, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)
    return event


def test_a_gguf_dropped_on_the_message_box_is_loaded_not_typed(qtbot, window,
                                                               not_gguf_file: Path) -> None:
    event = drop(window.chat_pane.input.viewport(), [not_gguf_file])
    assert event.isAccepted()
    qtbot.waitUntil(window.problem.isVisible, timeout=10_000)
    assert "notes.gguf" in window.problem.text()  # it was checked, as a model
    assert window.chat_pane.input.toPlainText() == ""


def test_other_files_dropped_are_left_to_the_widget(qtbot, window, tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    drop(window.chat_pane.input.viewport(), [text])
    assert not window.problem.isVisible() and window.engine.session.spec is None


def test_an_offer_already_on_the_disk_loads_without_a_second_download(
        qtbot, hub: HubEmulator, tiny_models: dict[str, Path]) -> None:
    from amdchat.hub.download import local_paths

    first = RECOMMENDED[0]
    hub.add(HubRepo(first.repo_id, {"tiny-q4_k_m.gguf": HubFile(tiny_models["Q4_0"])}))
    window = make_window(qtbot)
    window.start_page.allow_checks()
    row = window.start_page.rows[0]
    qtbot.waitUntil(row.button.isEnabled, timeout=30_000)
    assert row.offer is not None
    (on_disk,) = local_paths(window.settings.models_dir(), first.repo_id, row.offer.quant)
    on_disk.parent.mkdir(parents=True)
    on_disk.write_bytes(tiny_models["Q4_0"].read_bytes())
    with qtbot.waitSignal(window.start_page.sig_load_requested) as asked:
        row.button.click()
    assert asked.args == [str(on_disk)] and window.downloads.items == []
    assert row.verdict.text() == "already downloaded: loading…"
    window.engine.shutdown()
    window.close()
    window.store.close()


def picker_paths(picker) -> list[str]:
    """The model files listed (not the "Remote server…" entry, always last)."""
    data = [str(picker.combo.itemData(row)) for row in range(picker.combo.count())]
    assert data[-1] == REMOTE_ENTRY
    return [item for item in data if item not in (REMOTE_ENTRY, REMOTE_SHOWN)]


@pytest.mark.slow
def test_a_model_opened_from_elsewhere_can_be_picked_again_after_unloading(
        qtbot, window, model_path: Path, tmp_path: Path) -> None:
    downloads = tmp_path / "Downloads"  # outside the models folder: File > Open, a drop
    downloads.mkdir()
    opened = downloads / "gemma-3-270m-it-Q4_K_M.gguf"
    os.symlink(model_path, opened)
    picker = window.picker
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        window.load_model(opened)
    assert picker_paths(picker) == [str(opened)]
    assert picker.combo.itemText(picker.combo.currentIndex()).endswith("(loaded)")
    qtbot.waitUntil(lambda: "opened from Downloads" in picker.combo.itemText(0), timeout=30_000)
    window.toggle_load()  # unload: the file is still there to choose
    qtbot.waitUntil(lambda: picker.combo.currentIndex() == -1, timeout=10_000)
    assert picker_paths(picker) == [str(opened)]
    entry = picker.combo.itemText(0)
    assert "Q4_K_M" in entry and "opened from Downloads" in entry and "loaded" not in entry
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        picker.combo.activated.emit(0)
    assert window.settings["last_model"] == str(opened)
    assert picker.combo.itemText(picker.combo.currentIndex()).endswith("(loaded)")


def test_models_opened_lately_are_listed_at_start_and_gone_ones_dropped(
        qtbot, model_path: Path, tmp_path: Path) -> None:
    kept, gone = tmp_path / "kept.gguf", tmp_path / "gone.gguf"
    os.symlink(model_path, kept)
    window = make_window(qtbot, recent_models=[str(gone), str(kept)],
                         load_last_model_on_start=False)
    window.start_background_work()
    picker = window.picker
    qtbot.waitUntil(lambda: picker_paths(picker) == [str(kept)], timeout=30_000)
    assert "opened from" in picker.combo.itemText(0) and picker.combo.currentIndex() == -1
    window.settings.remember_model(tmp_path / "new.gguf")
    assert window.settings["recent_models"] == [str(tmp_path / "new.gguf"), str(kept)]
    window.close()
    window.store.close()
