"""The walkthrough's open UI items: where the Open dialog starts, what About says runs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from amdchat.backends.registry import Backend, choose
from amdchat.ui import about
from amdchat.ui.about import BackendNow, in_use_line
from tests.helpers.gui import make_window


def _start_folder_asked(qtbot, monkeypatch, **settings) -> str:
    window = make_window(qtbot, **settings)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda _p, _t, start, _f: (asked.append(start), ("", ""))[1]))
    window.choose_model()
    window.close()
    window.store.close()
    return asked[0]


def test_the_first_open_dialog_starts_in_the_models_folder(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    models = tmp_path / "my models"
    models.mkdir()
    start = _start_folder_asked(qtbot, monkeypatch, models_dir=str(models))
    assert start == str(models) != os.getcwd()


def test_without_a_models_folder_the_open_dialog_starts_at_home(qtbot, tmp_path,
                                                                monkeypatch) -> None:
    start = _start_folder_asked(qtbot, monkeypatch, models_dir=str(tmp_path / "not made"))
    assert start == str(Path.home()) != os.getcwd()


GPU = Backend("vulkan", Path("/nowhere/vulkan"), "bundled")
CPU = Backend("cpu", Path("/nowhere/cpu"), "bundled")


def test_about_says_the_cpu_runs_because_automatic_found_no_gpu() -> None:
    said = in_use_line(BackendNow(CPU, "auto"), [GPU, CPU])
    assert said.startswith("In use now: cpu in /nowhere/cpu")
    assert "the GPU backend found no usable GPU" in said


def test_about_says_a_named_backend_runs_because_the_setting_names_it() -> None:
    assert "Settings > Backend asks for vulkan" in in_use_line(BackendNow(GPU, "vulkan"),
                                                              [GPU, CPU])
    said = in_use_line(BackendNow(None, "auto"), [CPU, GPU])
    assert said.startswith("No model is loaded; the next load uses vulkan in /nowhere/vulkan")
    assert "the first one installed of Vulkan, ROCm, then the CPU" in said
    remote = in_use_line(BackendNow(None, "auto", remote="qwen — 10.0.0.2"), [CPU])
    assert remote.startswith("The chat uses a model on another computer (qwen — 10.0.0.2)")


def test_the_about_box_says_which_backend_the_app_uses(qtbot) -> None:
    window = make_window(qtbot)  # the CPU backend named in the settings
    said = about.about_text(window._backend_now())
    cpu = choose("cpu")  # of two CPU backends, the one with a library per x86 level
    assert f"\n\nNo model is loaded; the next load uses cpu in {cpu.folder} (Settings > " \
        "Backend asks for cpu" in said
    window.close()
    window.store.close()


def _bench_page(qtbot, kinds: tuple[str, ...], gpus: list):
    from amdchat import paths
    from amdchat.config import Settings
    from amdchat.ui.benchmark_page import BenchmarkPage

    page = BenchmarkPage(Settings.load(paths.settings_file()), available=lambda: [
        Backend(kind, Path(f"/nowhere/{kind}"), "bundled") for kind in kinds],
        gpus=lambda: gpus)
    qtbot.addWidget(page)
    return page


def test_without_a_gpu_the_benchmark_ticks_only_the_cpu_and_says_why(qtbot) -> None:
    page = _bench_page(qtbot, ("vulkan", "rocm", "cpu"), [])
    ticked = {kind for kind, box in page.backend_boxes.items() if box.isChecked()}
    assert ticked == {"cpu"}
    vulkan, rocm = page.backend_boxes["vulkan"], page.backend_boxes["rocm"]
    assert vulkan.isEnabled() and "lavapipe" in vulkan.toolTip()  # may be measured still
    assert not rocm.isEnabled() and "ROCm runs only on an AMD GPU" in rocm.toolTip()
    assert "lavapipe" in page.ticks.note.text() and not page.ticks.note.isHidden()


def test_with_a_gpu_the_benchmark_ticks_the_installed_backends(qtbot) -> None:
    from amdchat.hardware.reading import GpuInfo

    page = _bench_page(qtbot, ("vulkan", "cpu"), [GpuInfo("drm:card1", "Radeon", "amd")])
    ticked = {kind for kind, box in page.backend_boxes.items() if box.isChecked()}
    assert ticked == {"vulkan", "cpu"}
    assert not page.backend_boxes["rocm"].isEnabled() and page.ticks.note.isHidden()


def _config(tmp_path: Path, size: int, **kw):
    from amdchat.bench.run import BenchConfig

    model = tmp_path / f"m{size}.gguf"
    with model.open("wb") as f:
        f.truncate(size)
    return BenchConfig(model, **kw)


def test_the_estimate_is_said_as_an_estimate_or_not_at_all(tmp_path: Path) -> None:
    from amdchat.hardware.reading import GpuInfo
    from amdchat.ui.bench_backends import estimate_text

    config = _config(tmp_path, 300 * 2**20, backends=("cpu", "vulkan"), depths=(0,))
    said = estimate_text(config, [], 20.0)  # no GPU: vulkan as lavapipe
    assert said.startswith("Estimate: about ") and "rough" in said
    assert estimate_text(config, [], None) == ""  # memory speed not measured yet
    card = [GpuInfo("drm:card1", "Unknown card", "amd")]
    assert estimate_text(config, card, 20.0, card_gbs=lambda _g: None) == ""
    assert estimate_text(config, card, 20.0, card_gbs=lambda _g: 500.0).startswith("Estimate")


def _resized(qtbot, window, width: int) -> list[int]:
    window.resize(width, 640)
    qtbot.waitUntil(lambda: window.chat_splitter.width() > 0)
    qtbot.wait(50)  # the fold follows once the splitter has shared out the width
    return window.chat_splitter.sizes()


def test_the_live_panel_folds_when_the_chat_would_be_narrow_and_opens_again(qtbot) -> None:
    from amdchat.ui.live_fold import MIN_CHAT_WIDTH

    window = make_window(qtbot)
    button = window.chat_pane.header.live_button
    narrow = _resized(qtbot, window, 860)
    assert narrow[2] == 0 and not button.isChecked() and narrow[1] >= MIN_CHAT_WIDTH
    wide = _resized(qtbot, window, 1500)
    assert wide[2] > 0 and button.isChecked() and wide[1] >= MIN_CHAT_WIDTH
    button.click()  # the user folds it: it stays folded however wide
    assert _resized(qtbot, window, 1600)[2] == 0
    _resized(qtbot, window, 860)
    button.click()  # and opened narrow, it stays open
    assert _resized(qtbot, window, 860)[2] > 0 and button.isChecked()
    window.close()
    window.store.close()


def test_the_folded_live_panel_is_remembered(qtbot) -> None:
    window = make_window(qtbot)
    _resized(qtbot, window, 1500)
    window.chat_pane.header.live_button.click()
    window.close()
    window.store.close()
    again = make_window(qtbot)
    assert _resized(qtbot, again, 1500)[2] == 0
    assert not again.chat_pane.header.live_button.isChecked()
    again.close()
    again.store.close()


def _results(n: int):
    from datetime import datetime

    from amdchat.hub.api import RepoSummary

    return [RepoSummary(f"bartowski/Meta-Llama-3.1-{i}B-Instruct-GGUF", "bartowski", 123456,
                        789, datetime(2026, 11, 1), "llama3.1", "llama", i * 10**9, False)
            for i in range(1, n + 1)]


@pytest.mark.parametrize("width", [300, 430, 700, 1400])
def test_the_hub_results_fit_their_width_without_a_scroll_bar(qtbot, width: int) -> None:
    from amdchat.ui.models.hub_search import HubSearch

    hub = HubSearch(lambda: None)
    qtbot.addWidget(hub)
    hub.resize(width, 400)
    hub.show()
    hub.results.set_rows(_results(5))
    view = hub.results_view
    header = view.horizontalHeader()

    def shown_width() -> int:
        return sum(header.sectionSize(c) for c in range(header.count())
                   if not view.isColumnHidden(c))

    qtbot.waitUntil(lambda: shown_width() <= view.viewport().width())
    assert not view.isColumnHidden(0) and not view.isColumnHidden(2)  # name, downloads
    if width >= 1400:  # wide: every column
        assert not any(view.isColumnHidden(c) for c in range(header.count()))
    assert header.sectionSize(0) >= 140 or width < 430


def test_the_window_fits_a_1080_line_screen_at_200_percent(qtbot) -> None:
    """At 200 % a 1920x1080 screen is 960x540; the Models page's three rows had made the
    window's minimum 584 px tall: they scroll now where the window is shorter."""
    window = make_window(qtbot)
    for index in range(window.tabs.count()):  # every page built, each its minimum
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
    hint = window.minimumSizeHint()
    assert hint.height() <= 540 - 48 and hint.width() <= 960  # a taskbar's room left
    window.close()
    window.store.close()


@pytest.mark.parametrize("language", ["ja", "ru"])
def test_the_network_settings_fit_without_scrolling(qtbot, built_translations: Path,
                                                    language: str) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator
    from PySide6.QtWidgets import QScrollArea

    from amdchat import paths
    from amdchat.config import Settings
    from amdchat.ui.settings_dialog import SettingsDialog

    translator = QTranslator()
    assert translator.load(str(built_translations / f"amdchat_{language}.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        dialog = SettingsDialog(Settings.load(paths.settings_file()), gpus=[])
        qtbot.addWidget(dialog)
        assert dialog.page_list.item(6).text() != "Network"  # translated
        dialog.show_page("Network")
        dialog.show()
        page = dialog.pages.currentWidget()
        assert isinstance(page, QScrollArea)
        qtbot.waitUntil(lambda: page.viewport().height() > 300)
        qtbot.wait(50)
        assert page.verticalScrollBar().maximum() == 0, dialog.size()
    finally:
        QCoreApplication.removeTranslator(translator)


REPLY_LINES = ("Here is a haiku, and a word on it.\n\nAn old silent pond\na frog jumps into "
               "the pond\nsplash! Silence again.\n\nThat is all.")


def _line_tops(view) -> dict[str, float]:
    """Each line of text's top, from the first line of the reply's body."""
    document = view.document()
    layout = document.documentLayout()
    tops: dict[str, float] = {}
    block = document.begin()
    while block.isValid():
        if block.text() and block.text() != "Assistant":
            tops[block.text()] = layout.blockBoundingRect(block).top()
        block = block.next()
    first = tops["Here is a haiku, and a word on it."]
    return {text: round(top - first, 1) for text, top in tops.items()}


def test_a_finished_reply_keeps_the_spacing_it_streamed_with(qtbot) -> None:
    from amdchat.chats.records import DONE, StoredMessage
    from amdchat.ui.chat.line_spacing import MARK
    from amdchat.ui.chat.transcript import TranscriptView

    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    view.begin_reply()
    for piece in REPLY_LINES.split(" "):  # as tokens come, line breaks inside them
        view.add_tokens(piece + " ")
    qtbot.waitUntil(lambda: "That is all." in view.toPlainText())
    streamed = _line_tops(view)
    view.finish_reply(StoredMessage(2, 1, 1, "assistant", REPLY_LINES, DONE, {}))
    rendered = _line_tops(view)
    assert rendered == {text.strip(): top for text, top in streamed.items()}
    assert len(rendered) == 5 and MARK not in view.toPlainText()
    pitch = rendered["a frog jumps into the pond"] - rendered["An old silent pond"]
    assert pitch == rendered["splash! Silence again."] - rendered["a frog jumps into the pond"]
    assert rendered["An old silent pond"] > pitch  # paragraphs: more than a line apart


def test_table_rows_get_no_line_mark() -> None:
    from amdchat.ui.chat.line_spacing import MARK, mark_line_breaks

    table = "| a | b |\n|---|---|\n| 1 | 2 |"
    assert MARK not in mark_line_breaks(table)
    assert mark_line_breaks("one\ntwo") == f"one{MARK}  \ntwo"


def _splitter_with_fold(qtbot, sizes: list[int]):
    from PySide6.QtWidgets import QSplitter, QToolButton, QWidget

    from amdchat.ui.live_fold import LiveFold

    splitter = QSplitter()
    qtbot.addWidget(splitter)
    for _pane in range(3):
        splitter.addWidget(QWidget())
    splitter.resize(sum(sizes) + 20, 300)
    splitter.show()
    splitter.setSizes(sizes)  # as window_state restores them
    button = QToolButton()
    button.setCheckable(True)
    qtbot.addWidget(button)
    return splitter, LiveFold(splitter, button)


def test_folded_by_the_width_it_opens_at_the_next_wide_start(qtbot) -> None:
    splitter, fold = _splitter_with_fold(qtbot, [180, 600, 260])
    splitter.resize(800, 300)
    qtbot.waitUntil(lambda: splitter.sizes()[2] == 0)
    assert fold.folded_by_width
    again, fold_again = _splitter_with_fold(qtbot, [180, 600, 0])  # the next start
    assert fold_again.folded_by_width  # remembered: the width folded it, not the user
    again.resize(1500, 300)
    qtbot.waitUntil(lambda: again.sizes()[2] > 0)
    assert again.sizes()[1] >= 560


def test_folded_by_the_user_it_stays_folded_at_the_next_start(qtbot) -> None:
    splitter, fold = _splitter_with_fold(qtbot, [180, 900, 260])
    fold.button.click()
    assert splitter.sizes()[2] == 0 and not fold.folded_by_width
    again, fold_again = _splitter_with_fold(qtbot, [180, 900, 0])
    again.resize(1600, 300)
    qtbot.wait(100)
    assert again.sizes()[2] == 0 and not fold_again.folded_by_width


def test_a_run_starts_with_its_estimate(qtbot, tmp_path: Path, monkeypatch) -> None:
    from amdchat.ui import benchmark_page

    monkeypatch.setattr(benchmark_page, "kept_or_measure_later", lambda: 14.3)
    page = _bench_page(qtbot, ("cpu",), [])
    page.model_edit.setText(str(_config(tmp_path, 50 * 2**20).model))
    page.start()
    assert page.status.text().startswith("Starting… Estimate: about ")
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)  # a file with no header: fails


def test_the_settings_dialog_fits_a_small_screen(qtbot, monkeypatch) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from amdchat import paths
    from amdchat.config import Settings
    from amdchat.ui.settings_dialog import SettingsDialog

    settings = Settings.load(paths.settings_file())
    wide = SettingsDialog(settings, gpus=[])
    qtbot.addWidget(wide)
    assert (wide.width(), wide.height()) == (780, 540)  # the offscreen screen is 800x600
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, 960, 520))
    small = SettingsDialog(settings, gpus=[])
    qtbot.addWidget(small)
    assert small.height() <= 520 - 48 and small.width() == 780
