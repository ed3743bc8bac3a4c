"""The Diagnostics page: fills in as each check answers, never freezes, copies a clean report."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt, QTranslator
from PySide6.QtGui import QGuiApplication

from amdchat.diagnostics.check import Check, Context, Family, text
from amdchat.i18n import tr_noop
from amdchat.ui.diagnostics_page import DiagnosticsPage
from tests.helpers.fake_system import healthy_root
from tests.helpers.gui import type_and_send


def rows(page: DiagnosticsPage) -> dict[str, tuple[str, list[tuple[str, str, str]]]]:
    """What the tree shows: family title -> (its status, its lines)."""
    shown = {}
    for index in range(page.tree.topLevelItemCount()):
        item = page.tree.topLevelItem(index)
        children = [item.child(i) for i in range(item.childCount())]
        shown[item.text(1)] = (item.text(0), [(c.text(0), c.text(1), c.text(2))
                                              for c in children])
    return shown


def test_page_shows_the_checks_of_a_recorded_machine_and_copies_the_report(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(healthy_root(tmp_path)))
    monkeypatch.setenv("HSA_OVERRIDE_GFX_VERSION", "10.3.0")  # wrong for the 7900 XTX
    monkeypatch.setenv("USER", "jdoe_private")
    page = DiagnosticsPage()
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.sig_checks_done, timeout=120_000):
        page.show()  # the first look starts the checks
    shown = rows(page)
    status, lines = shown["GPU and driver"]
    assert status == "OK"
    assert ("OK", "AMD Radeon RX 7900 XTX", "AMD Radeon RX 7900 XTX: discrete, gfx1100, VRAM "
            "23.98 GiB, PCI 0000:0b:00.0") in lines
    status, lines = shown["ROCm"]
    assert status == "Problem"
    override = next(line for line in lines if "HSA_OVERRIDE_GFX_VERSION" in line[1])
    assert override[0] == "Problem" and "\nFix: Unset HSA_OVERRIDE_GFX_VERSION" in override[2]
    assert shown["Truth"][1][0][0] == "Info"  # no model loaded
    windows = next(page.tree.topLevelItem(i) for i in range(page.tree.topLevelItemCount())
                   if page.tree.topLevelItem(i).text(1) == "Windows")
    assert windows.isHidden()  # nothing to say about Windows on Linux
    assert page.status.text().startswith("Problems: ")
    qtbot.mouseClick(page.copy_button, Qt.MouseButton.LeftButton)
    report = QGuiApplication.clipboard().text()
    assert "== GPU and driver ==" in report and "[FAIL] AMD Radeon RX 7900 XTX: " in report
    assert "jdoe_private" not in report and str(Path.home()) not in report


def test_lines_appear_as_each_check_answers(qtbot) -> None:
    release = threading.Event()

    def quick(ctx: Context) -> list[Check]:
        return [Check("quick", "quick one", "green", text(tr_noop("diagnostics", "fine")))]

    def slow(ctx: Context) -> list[Check]:
        release.wait(30)
        return [Check("slow", "slow one", "amber", text(tr_noop("diagnostics", "late")),
                      text(tr_noop("diagnostics", "wait less")))]

    page = DiagnosticsPage(families=(Family("slow", "Slow", slow),
                                      Family("quick", "Quick", quick)))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.sig_family_answered, timeout=10_000) as first:
        page.run_checks()
    assert first.args == ["quick"]
    assert rows(page)["Slow"] == ("checking…", [])
    assert not page.copy_button.isEnabled()
    with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
        release.set()
    assert rows(page)["Slow"] == ("Warning", [("Warning", "slow one", "late\nFix: wait less")])
    assert page.copy_button.isEnabled()


@pytest.mark.slow
def test_window_tab_shows_where_the_loaded_model_runs_and_its_speed(qtbot,
                                                                    loaded_window) -> None:
    window = loaded_window
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000):
        type_and_send(qtbot, window, "Name three colours of the rainbow.")
    page = window.diagnostics_page
    with qtbot.waitSignal(page.sig_checks_done, timeout=120_000):
        window.menu_actions.show_diagnostics.trigger()
    assert window.tabs.currentWidget() is window.diagnostics_tab and page.isVisible()
    _status, lines = rows(page)["Truth"]
    assert lines[0][2].startswith("The model runs on the CPU backend (")
    speed = lines[1]
    measured = window.live.speed.text().split()[0]
    # judged against the memory bandwidth measured here: on a busy machine the reply can
    # fall under a quarter of it and get the slow hint; either way it quotes the speed
    assert speed[1] == "speed" and f"{measured} tok/s" in speed[2]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_status_words_and_check_names_are_not_cut_short(qtbot, request, language) -> None:
    """Russian status words ("Внимание", "Сведения") were elided to "Внима…" in the
    100-pixel default columns, and family titles in every language."""
    if language == "ru":
        request.getfixturevalue("russian")

    def lines(ctx: Context) -> list[Check]:
        return [Check("env", status, status, text(tr_noop("diagnostics", "fine")),
                      text(tr_noop("diagnostics", "fine")))
                for status in ("green", "amber", "red", "info")]

    page = DiagnosticsPage(families=(
        Family("env", tr_noop("diagnostics", "Devices the backends see"), lines),
        Family("truth", tr_noop("diagnostics", "Installed backends"), lines)))
    qtbot.addWidget(page)
    page.resize(900, 500)
    with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
        page.show()
    tree = page.tree
    metrics = tree.fontMetrics()
    shown = [(tree.topLevelItem(i), 1) for i in range(tree.topLevelItemCount())]
    shown += [(item.child(j), 2) for item, _depth in list(shown) for j in range(item.childCount())]
    assert {item.text(0) for item, depth in shown if depth == 2} == (
        {"OK", "Warning", "Problem", "Info"} if language == "en"
        else {"OK", "Внимание", "Проблема", "Сведения"})
    for item, depth in shown:
        needed = tree.indentation() * depth + metrics.horizontalAdvance(item.text(0))
        assert tree.columnWidth(0) >= needed, (item.text(0), tree.columnWidth(0), needed)
        needed = metrics.horizontalAdvance(item.text(1))
        assert tree.columnWidth(1) >= needed, (item.text(1), tree.columnWidth(1), needed)


def test_the_summary_reads_right_for_one_problem(qtbot) -> None:
    """It said "1 problems, 1 warnings": the counts now follow a label, in any number."""
    def lines(ctx: Context) -> list[Check]:
        return [Check("env", status, status, text(tr_noop("diagnostics", "fine")),
                      text(tr_noop("diagnostics", "fine"))) for status in ("red", "amber", "amber")]

    page = DiagnosticsPage(families=(
        Family("env", tr_noop("diagnostics", "Devices the backends see"), lines),))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
        page.show()
    assert page.status.text() == "Problems: 1 · warnings: 2"


class Marking(QTranslator):
    """Translates every diagnostics text by putting it in ‹›: what the page asks to
    translate shows marked; a name it leaves alone shows bare."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"‹{source}›" if context == "diagnostics" else ""

    def isEmpty(self) -> bool:
        return False


def test_check_names_are_translated_but_paths_and_devices_are_not(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The names came from the core in English in every language, beside translated
    sentences; a file path, a device or a variable must stay as the system spells it."""
    from amdchat.diagnostics.backends import judge_devices
    from amdchat.diagnostics.families import FAMILIES

    root = healthy_root(tmp_path)
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(root))
    families = {f.key: f for f in FAMILIES}

    def devices(ctx: Context) -> list[Check]:
        return [judge_devices("vulkan", [{"name": "Vulkan0", "type": "gpu",
                                          "description": "AMD Radeon RX 7900 XTX (RADV)"}])]

    def broken(ctx: Context) -> list[Check]:
        raise OSError("no such thing")

    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        page = DiagnosticsPage(families=(
            families["gpu"], families["permissions"], families["vulkan"],
            Family("devices", families["devices"].title, devices),
            Family("truth", families["truth"].title, broken)))
        qtbot.addWidget(page)
        with qtbot.waitSignal(page.sig_checks_done, timeout=60_000):
            page.show()
        shown = rows(page)
    finally:
        QCoreApplication.removeTranslator(translator)
    names = {title: [line[1] for line in lines] for title, (_status, lines) in shown.items()}
    assert names["‹GPU and driver›"] == ["‹amdgpu driver›", "AMD Radeon RX 7900 XTX"]
    assert names["‹Permissions›"] == ["/dev/kfd", "/dev/dri/renderD128"]
    assert names["‹Vulkan›"] == ["‹Vulkan loader›", "‹Vulkan drivers›"]
    assert names["‹Devices the backends see›"] == ["‹vulkan worker devices›"]
    assert names["‹Truth›"] == ["‹Truth›"]  # could not run: the family names the line
    assert shown["‹Truth›"][1][0][2].startswith("‹This check could not run: ")


def test_a_long_result_wraps_instead_of_being_cut(qtbot) -> None:
    """A backend's build flags, or a Russian sentence, ended in "…" at any width: each
    row was one line tall."""
    long_flags = "-DGGML_VULKAN=on -DGGML_NATIVE=OFF " * 8

    def backends(ctx: Context) -> list[Check]:
        # the sentence amdchat.diagnostics.backends writes, with many flags
        return [Check("backends", "vulkan backend", "info", text(tr_noop(
            "diagnostics", "llama-cpp-python {version}, build flags: {flags}{targets}; "
            "in {folder}"), version="0.3.36", flags=long_flags, targets="",
            folder="/opt/amdchat/backends/vulkan"))]

    page = DiagnosticsPage(families=(Family("backends", "Installed backends", backends),))
    qtbot.addWidget(page)
    page.resize(700, 400)
    with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
        page.show()
    tree = page.tree
    line = tree.topLevelItem(0).child(0)
    metrics = tree.fontMetrics()
    for width in (700, 1100):
        page.resize(width, 400)
        qtbot.waitUntil(lambda w=width: page.width() == w)
        wanted = metrics.boundingRect(QRect(0, 0, tree.columnWidth(2) - 8, 10_000),
                                      int(Qt.TextFlag.TextWordWrap), line.text(2)).height()
        qtbot.waitUntil(lambda h=wanted: tree.visualItemRect(line).height() >= h)
        assert wanted > 2 * metrics.height()  # it takes several lines, and has them
