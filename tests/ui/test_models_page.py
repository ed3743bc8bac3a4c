"""The Models page, driven as a user would, against the local Hub emulator."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from amdchat.hub.queue import CANCELLED, DONE, PAUSED
from amdchat.ui.models.table_models import RowRole
from amdchat.ui.theme import status_colors
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import Faults, HubEmulator, HubFile, HubRepo
from tests.helpers.models_page import REPO, column_texts, open_page, select_repo_and_quant


def test_search_open_repo_download_and_chat(qtbot, hub: HubEmulator,
                                            tiny_models: dict[str, Path]) -> None:
    window, page = open_page(qtbot, {
        "tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"]),
        "tiny-llama-Q8_0.gguf": HubFile(tiny_models["Q8_0"]),
        "README.md": HubFile(b"hi")}, hub)
    assert column_texts(page.hub.results, 0) == [REPO]
    assert page.status.text() == "Repositories found: 1"  # not "1 repositories found"
    assert column_texts(page.hub.results, 1) == ["unsloth"]
    assert column_texts(page.hub.results, 2) == ["4.3k"]
    assert column_texts(page.hub.results, 5) == ["mit"]
    select_repo_and_quant(qtbot, page, "Q4_0")
    assert column_texts(page.quant_table.quants, 0) == ["Q4_0", "Q8_0"]
    assert page.quant_table.repo_label.text() == f"{REPO} · quantizations: 2"
    qtbot.waitUntil(lambda: "checking…" not in column_texts(page.quant_table.quants, 3),
                    timeout=30_000)
    assert column_texts(page.quant_table.quants, 3) == ["no GPU found: CPU only"] * 2  # bare host
    page.quant_table.download_button.click()
    item = page.queue.items[0]
    qtbot.waitUntil(lambda: item.state == DONE, timeout=30_000)
    downloads = page.download_list.downloads
    qtbot.waitUntil(lambda: downloads.index(0, 6).data() == "done", timeout=5_000)
    assert downloads.index(0, 2).data() == "100 %"
    qtbot.waitUntil(lambda: page.library.rowCount() == 1, timeout=10_000)
    assert page.library.index(0, 3).data() == "Q4_0"
    page.local.library_view.setCurrentIndex(page.library.index(0, 0))
    page.local.open_button.click()
    assert window.tabs.currentIndex() == 0
    qtbot.waitUntil(lambda: window.settings["last_model"] == item.path, timeout=10_000)
    window.engine.shutdown()
    window.close()
    window.store.close()


def test_pause_resume_cancel_and_resume_after_restart(qtbot, hub: HubEmulator,
                                                      tiny_models: dict[str, Path]) -> None:
    slow = HubFile(tiny_models["F16"], faults=Faults(stall_at=1_200_000, stall_s=2.5))
    window, page = open_page(qtbot, {"tiny-llama-F16.gguf": slow,
                                     "tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"])}, hub)
    window.downloads.stall_timeout = 10.0
    select_repo_and_quant(qtbot, page, "F16")
    page.quant_table.download_button.click()
    item = page.queue.items[0]
    qtbot.waitUntil(lambda: item.done >= 1_000_000, timeout=30_000)
    downloads = page.download_list
    qtbot.waitUntil(lambda: downloads.downloads.rowCount() == 1, timeout=5_000)
    qtbot.waitUntil(lambda: item.id in downloads.row_actions, timeout=5_000)
    assert downloads.row_actions[item.id].visible_buttons() == ["Pause", "Cancel"]
    downloads.row_actions[item.id].pause.click()  # the row's own button: no selection needed
    qtbot.waitUntil(lambda: item.state == PAUSED, timeout=30_000)
    qtbot.waitUntil(lambda: downloads.downloads.index(0, 6).data() == "paused", timeout=5_000)
    qtbot.waitUntil(lambda: downloads.row_actions[item.id].visible_buttons() == [
        "Resume", "Cancel"], timeout=5_000)  # at the next refresh of the table
    downloads.row_actions[item.id].resume.click()
    qtbot.waitUntil(lambda: item.state == "downloading", timeout=5_000)
    window.close()  # the app closes in the middle of the download
    window.store.close()
    assert item.state == "queued"

    again = make_window(qtbot)
    resumed = again.downloads.items[0]
    kept = resumed.done
    assert resumed.state == "queued" and kept >= 1_000_000
    again.start_background_work()  # resumes by itself, from the bytes on disk
    qtbot.waitUntil(lambda: resumed.state == DONE, timeout=30_000)
    assert Path(resumed.path).read_bytes() == tiny_models["F16"].read_bytes()
    assert slow.starts[-1] == kept, "resumed from the bytes on disk"

    select_repo_and_quant(qtbot, again.models_page, "Q4_0")
    hub.repos[REPO].files["tiny-llama-Q4_0.gguf"].faults = Faults(stall_at=400_000, stall_s=2.0)
    again.models_page.quant_table.download_button.click()
    second = again.downloads.items[-1]
    qtbot.waitUntil(lambda: second.done > 0, timeout=30_000)
    again_downloads = again.models_page.download_list
    qtbot.waitUntil(lambda: again_downloads.downloads.rowCount() == 2, timeout=5_000)
    qtbot.waitUntil(lambda: second.id in again_downloads.row_actions, timeout=5_000)
    again_downloads.row_actions[second.id].cancel.click()
    qtbot.waitUntil(lambda: second.state == CANCELLED, timeout=30_000)
    assert not list(again.settings.models_dir().rglob("*.part"))
    again.close()
    again.store.close()


def test_hub_errors_are_shown(qtbot, hub: HubEmulator, monkeypatch) -> None:
    window = make_window(qtbot)
    page = window.models_page
    hub.add(HubRepo("meta/gated-GGUF", {"m.gguf": HubFile(b"GGUF")}, gated=True, token="t"))
    page.open_repo("meta/gated-GGUF")
    qtbot.waitUntil(lambda: "token" in page.status.text(), timeout=30_000)
    assert "gated" in page.status.text()
    window.close()
    window.store.close()


def test_import_copy_and_link_then_bad_file(qtbot, tiny_models: dict[str, Path],
                                            not_gguf_file: Path) -> None:
    window = make_window(qtbot)
    page = window.models_page
    with qtbot.waitSignal(page.library.modelReset, timeout=10_000):
        page.local.import_path(tiny_models["Q4_0"])
    with qtbot.waitSignal(page.library.modelReset, timeout=10_000):
        page.local.import_path(tiny_models["Q8_0"], link=True)
    files = {Path(page.library.index(r, 7).data()).name: Path(page.library.index(r, 7).data())
             for r in range(page.library.rowCount())}
    assert set(files) == {"tiny-Q4_0.gguf", "tiny-Q8_0.gguf"}
    assert files["tiny-Q8_0.gguf"].is_symlink() and not files["tiny-Q4_0.gguf"].is_symlink()
    page.local.import_path(not_gguf_file)
    qtbot.waitUntil(lambda: "Not imported" in page.status.text(), timeout=10_000)
    assert "not a usable GGUF" in page.status.text()
    window.close()
    window.store.close()


def test_a_finished_vision_add_on_is_listed_and_rescans_once(
        qtbot, hub: HubEmulator, tiny_models: dict[str, Path],
        monkeypatch) -> None:
    from amdchat.ui.models import library as library_module

    scans: list[Path] = []
    real_scan = library_module.scan
    monkeypatch.setattr(library_module, "scan", lambda folder: scans.append(folder) or
                        real_scan(folder))
    # the model arrives in bursts, its connection dropped four times on the way
    bursty = HubFile(tiny_models["F16"], faults=Faults(drop_at=[400_000, 800_000, 1_200_000,
                                                                1_600_000]))
    window, page = open_page(qtbot, {
        "tiny-llama-F16.gguf": bursty,
        "mmproj-tiny-llama-F16.gguf": HubFile(b"GGUF" + b"\0" * 1000)}, hub)
    select_repo_and_quant(qtbot, page, "F16")
    quants = page.quant_table.quants
    rows = [quants.index(r, 0).data(RowRole) for r in range(quants.rowCount())]
    page.quant_table.quants_view.setCurrentIndex(quants.index(
        next(i for i, q in enumerate(rows) if q.is_mmproj), 0))
    page.quant_table.download_button.click()
    add_on = page.queue.items[0]
    qtbot.waitUntil(lambda: add_on.state == DONE, timeout=30_000)
    qtbot.waitUntil(lambda: len(scans) == 1, timeout=5_000)  # the add-on finished: one scan

    page.quant_table.quants_view.setCurrentIndex(page.quant_table.quants.index(
        next(i for i, q in enumerate(rows) if not q.is_mmproj), 0))
    page.quant_table.download_button.click()
    model = page.queue.items[1]
    qtbot.waitUntil(lambda: model.state == DONE, timeout=30_000)
    assert len(bursty.starts) == 5, "the model came in five requests"

    def listed() -> list[str]:
        return [page.library.index(r, 0).data() for r in range(page.library.rowCount())
                if str(page.library.index(r, 0).data(RowRole).path) == model.path]

    qtbot.waitUntil(lambda: len(listed()) == 1, timeout=10_000)
    assert listed() == ["tiny test llama (+ vision add-on)"]
    qtbot.wait(600)  # a few refresh ticks more
    assert len(scans) == 2, "one scan per finished download, none while the other ran"
    window.close()
    window.store.close()


def test_a_download_refused_for_its_file_name_says_why(qtbot, hub: HubEmulator,
                                                      tiny_models: dict[str, Path]
                                                      ) -> None:
    long_name = "x" * 250 + "-Q4_0.gguf"  # more than a file name can be on disk
    window, page = open_page(qtbot, {long_name: HubFile(tiny_models["Q4_0"])}, hub)
    select_repo_and_quant(qtbot, page, "Q4_0")
    page.quant_table.download_button.click()
    assert "Q4_0 cannot be downloaded" in page.status.text()
    assert "255" in page.status.text() and "Ask the repo's owner" in page.status.text()
    assert page.queue.items == []
    window.engine.shutdown()
    window.close()
    window.store.close()


def test_deleting_a_model_asks_first_and_never_takes_the_loaded_one(
        qtbot, tiny_models: dict[str, Path], monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from amdchat.session.spec import ModelSpec

    window = make_window(qtbot)
    page = window.models_page
    with qtbot.waitSignal(page.library.modelReset, timeout=10_000):
        page.local.import_path(tiny_models["Q4_0"])
    path = Path(page.library.index(0, 7).data())
    page.local.library_view.setCurrentIndex(page.library.index(0, 0))
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *_a: (
        asked.append(text), QMessageBox.StandardButton.No)[1])
    page.local.delete_button.click()
    assert asked and str(path) in asked[0] and path.exists(), "No keeps the file"
    window.engine.session.spec = ModelSpec(path)  # the chat holds this model
    page.local.delete_button.click()
    assert "is loaded in the chat: unload it first" in page.status.text()
    assert path.exists() and len(asked) == 1, "not even asked"
    window.engine.session.spec = None
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(page.library.modelReset, timeout=10_000):
        page.local.delete_button.click()
    assert not path.exists() and page.library.rowCount() == 0
    window.close()
    window.store.close()


def test_a_download_never_goes_under_another_repository(
        qtbot, hub: HubEmulator, tiny_models: dict[str, Path]) -> None:
    """Open one repository, then a gated one that fails: the first one's rows go at once,
    so Download cannot queue its file under the gated repository's name."""
    window = make_window(qtbot)
    page = window.models_page
    hub.add(HubRepo("unsloth/tiny-llama-GGUF", {
        "tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"])}))
    hub.add(HubRepo("meta/gated-GGUF", {"m.gguf": HubFile(b"GGUF")}, gated=True, token="t"))
    page.open_repo("unsloth/tiny-llama-GGUF")
    qtbot.waitUntil(lambda: page.quant_table.quants.rowCount() == 1, timeout=30_000)
    page.quant_table.quants_view.setCurrentIndex(page.quant_table.quants.index(0, 0))
    page.open_repo("meta/gated-GGUF")
    assert page.quant_table.quants.rowCount() == 0, "the last repository's rows are gone at once"
    page.quant_table.download_selected()
    assert page.queue.items == [] and "Pick a quantization" in page.status.text()
    shown = page.status.palette().color(page.status.foregroundRole())
    assert shown != status_colors(QApplication.palette(page.status)).error  # a hint, not a fault
    qtbot.waitUntil(lambda: "gated" in page.status.text(), timeout=30_000)
    assert page.quant_table.quants.rowCount() == 0 and page.queue.items == []
    window.close()
    window.store.close()
