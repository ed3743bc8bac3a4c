"""Themes: the transcript, its code and the charts read well under a light and a dark
palette; the contrast is measured on the colours the document really holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication

from amdchat.chats.records import DONE, FAILED
from amdchat.ui.theme import apply_theme, contrast_ratio
from tests.helpers.gui import make_window

REPLY = """Here is the function:

```python
def greet(name: str) -> str:
    # say hello
    return f"Hello, {name}!" + str(42)
```

And **bold** text with `inline code`.
"""


@pytest.fixture
def themed(qtbot):
    """A window showing a chat with code, a stopped reply and stats; the theme set back
    to the system's afterwards."""
    from amdchat import paths
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("code")
    store.add_message(chat.id, "user", "Write a greeting function")
    store.add_message(chat.id, "assistant", REPLY, DONE,
                      {"generation_tps": 30.0, "generated_tokens": 40, "ttft_ms": 80.0,
                       "device": "CPU"})
    store.add_message(chat.id, "user", "again")
    store.add_message(chat.id, "assistant", "", FAILED, {"error": "the worker stopped"})
    store.close()
    window = make_window(qtbot)
    yield window
    apply_theme("system")
    window.close()
    window.store.close()


def fragments(document: QTextDocument, palette: QPalette):
    """(text, foreground, background) of every piece of text the document paints."""
    block = document.begin()
    while block.isValid():
        block_background = block.blockFormat().background()
        for item in block:
            fragment = item.fragment()
            if not fragment.isValid() or not fragment.text().strip():
                continue
            fmt = fragment.charFormat()
            if fmt.foreground().style() != Qt.BrushStyle.NoBrush:
                foreground = fmt.foreground().color()
            else:
                foreground = palette.color(QPalette.ColorRole.Text)
            if fmt.background().style() != Qt.BrushStyle.NoBrush:
                background = fmt.background().color()
            elif block_background.style() != Qt.BrushStyle.NoBrush:
                background = block_background.color()
            else:
                background = palette.color(QPalette.ColorRole.Base)
            yield fragment.text(), foreground, background
        block = block.next()


def low_contrast(window) -> list[str]:
    view = window.chat_pane.transcript
    return [f"{text!r}: {fg.name()} on {bg.name()} ({contrast_ratio(fg, bg):.2f})"
            for text, fg, bg in fragments(view.document(), view.palette())
            if contrast_ratio(fg, bg) < 4.5]


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_transcript_with_code_reads_well_in_each_theme(qtbot, themed, theme) -> None:
    view = themed.chat_pane.transcript
    apply_theme(theme)
    qtbot.waitUntil(lambda: (view.palette().color(QPalette.ColorRole.Base).lightness() < 80)
                    == (theme == "dark"))
    assert low_contrast(themed) == []
    text = view.toPlainText()
    assert "You" in text and "def greet" in text and "Copy" in text and "failed" in text
    code = [(t, fg) for t, fg, bg in fragments(view.document(), view.palette())
            if bg == view.colors.code_background and t.strip() not in ("python", "Copy")]
    assert {fg.name() for _t, fg in code} and len({fg.name() for _t, fg in code}) >= 3, \
        "the code is highlighted: keywords, strings, comments in colours of their own"


def test_switching_the_theme_back_to_the_system_gives_its_palette_again(qtbot, themed) -> None:
    app = QApplication.instance()
    system_base = app.palette().color(QPalette.ColorRole.Base)
    apply_theme("dark")
    assert app.palette().color(QPalette.ColorRole.Base) != system_base
    apply_theme("system")
    assert app.palette().color(QPalette.ColorRole.Base) == system_base
    qtbot.waitUntil(lambda: themed.chat_pane.transcript.colors.background == system_base)
    assert low_contrast(themed) == []


def test_the_charts_take_their_colours_from_the_theme(qtbot, themed) -> None:
    apply_theme("dark")
    chart = themed.gpu.speed_chart
    for value in (5.0, 20.0, 12.0, 30.0):
        chart.add(value)
    qtbot.waitUntil(lambda: chart.palette().color(QPalette.ColorRole.Base).lightness() < 80)
    image = chart.grab().toImage()
    # inside the plot (the axis labels take the left and bottom edges); the points,
    # all added just now, lie at the right edge
    corner = QColor(image.pixel(image.width() // 2, 4))
    base = chart.palette().color(QPalette.ColorRole.Base)
    assert corner == base  # not a white box on a dark panel
    line = {QColor(image.pixel(x, y)).name() for x in range(image.width())
            for y in range(image.height())} - {base.name()}
    readable = [c for c in line if contrast_ratio(QColor(c), base) >= 3.0]
    assert readable, "the line itself stands out from the background"


def test_no_colour_is_written_anywhere_in_the_ui_but_the_theme() -> None:
    """Colours belong to amdchat/ui/theme.py: a literal anywhere else (or a colour in a
    style sheet) is one that a theme cannot change."""
    folder = Path(__file__).resolve().parents[2] / "amdchat" / "ui"
    literal = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|QColor\(\"[^\"]*\"\)"
                         r"|Qt\.GlobalColor\.|\b(?:color|background)\s*:|rgba?\(")
    files = sorted(path for path in folder.rglob("*.py") if path.name != "theme.py")
    assert len(files) > 20 and folder / "main_window.py" in files
    found = [f"{path.relative_to(folder)}: {match.group(0)}" for path in files
             for match in literal.finditer(path.read_text(encoding="utf-8"))]
    assert found == []


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("role", [QPalette.ColorRole.Window, QPalette.ColorRole.Base])
def test_status_colours_and_the_problem_banner_read_well_in_each_palette(theme, role) -> None:
    from amdchat.ui.theme import STATUSES, dark_palette, light_palette, status_colors

    palette = dark_palette() if theme == "dark" else light_palette()
    colors = status_colors(palette, role)
    background = palette.color(role)
    for status in STATUSES:
        assert contrast_ratio(colors.of(status), background) >= 4.5, status
    assert len({colors.of(status).name() for status in STATUSES}) == len(STATUSES)
    assert contrast_ratio(colors.banner_text, colors.banner_background) >= 4.5
    assert colors.banner_background != background  # the banner stands out


def shown_colors(label) -> tuple[QColor, QColor]:
    """(text, background) a label paints with."""
    palette = label.palette()
    return palette.color(label.foregroundRole()), palette.color(QPalette.ColorRole.Window)


def test_the_problem_banner_and_the_live_notices_follow_the_theme(qtbot, themed) -> None:
    window = themed
    window.show_problem("The settings file could not be read.")
    window.show_notice("The model has no chat template: the gemma one is used.")
    window.live.show_loaded({"name": "m", "quantization": "Q4_K_M", "n_ctx": 512,
                             "n_gpu_layers": -1,
                             "placement": {"runs_on": "cpu", "device": "CPU"}}, "vulkan")
    app_window = QApplication.instance().palette().color(QPalette.ColorRole.Window)
    seen = {}
    for theme in ("dark", "light", "dark"):
        apply_theme(theme)
        qtbot.waitUntil(lambda t=theme: (window.problem.palette().color(
            QPalette.ColorRole.Window).lightness() < 128) == (t == "dark"))
        app_window = QApplication.instance().palette().color(QPalette.ColorRole.Window)
        for label in (window.problem, window.live.notice, window.live.runs_on):
            assert label.isVisible() and label.text()
            text, background = shown_colors(label)
            assert contrast_ratio(text, background) >= 4.5, (theme, label.objectName())
        text, background = shown_colors(window.problem)
        assert background != app_window  # a banner, not plain text
        image = window.problem.grab().toImage()
        assert QColor(image.pixel(2, 2)).name() == background.name()  # its background is painted
        seen[theme] = shown_colors(window.live.notice)[0].name()
        assert window.live.runs_on.font().bold()
    assert seen["dark"] != seen["light"]


def test_the_diagnostics_lines_follow_the_theme(qtbot) -> None:
    from amdchat.diagnostics.check import Check, Family, text
    from amdchat.i18n import tr_noop
    from amdchat.ui.diagnostics_page import DiagnosticsPage

    def checks(ctx) -> list[Check]:
        return [Check("mixed", name, name, text(tr_noop("diagnostics", "fine")))
                for name in ("green", "amber", "red", "info")]

    page = DiagnosticsPage(families=(Family("mixed", "Mixed", checks),))
    qtbot.addWidget(page)
    try:
        for theme in ("dark", "light"):
            apply_theme(theme)
            with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
                page.run_checks()
            apply_theme("light" if theme == "dark" else "dark")  # after the lines are in
            base = page.tree.palette().color(QPalette.ColorRole.Base)
            family = page.tree.topLevelItem(0)
            lines = [family, *(family.child(i) for i in range(family.childCount()))]
            assert len(lines) == 5
            for line in lines:
                shown = line.foreground(0).color()
                assert contrast_ratio(shown, base) >= 4.5, (theme, line.text(0), shown.name())
    finally:
        apply_theme("system")


def test_the_benchmark_chart_takes_its_colours_from_the_theme(qtbot) -> None:
    from amdchat.bench.results import BackendResult, BenchReport, BenchRow
    from amdchat.ui.bench_chart import BAR_H, GAP, LABEL_W, BenchChart

    def result(backend: str, tps: float) -> BackendResult:
        return BackendResult(backend, device="GPU", device_description="", runs_on=backend,
                             rows=[BenchRow("pp512", "pp", 512, 0, 5, tps, 1.0)],
                             finish_reason="done")

    chart = BenchChart()
    qtbot.addWidget(chart)
    chart.resize(500, 80)
    chart.show()
    try:
        apply_theme("dark")
        qtbot.waitUntil(lambda: chart.palette().color(QPalette.ColorRole.Base).lightness() < 80)
        base = chart.palette().color(QPalette.ColorRole.Base)
        image = chart.grab().toImage()
        assert QColor(image.pixel(2, 2)) == base  # not a white box on a dark page
        words = {QColor(image.pixel(x, y)).name() for x in range(image.width())
                 for y in range(image.height())} - {base.name()}
        assert any(contrast_ratio(QColor(c), base) >= 4.5 for c in words), \
            "'No results yet' reads on the dark background"
        chart.show_report(BenchReport("2026-11-01T10:00:00", "m.gguf", 1, "Q4_K_M", 512, 128,
                                      [0], 5, [result("vulkan", 900.0), result("cpu", 300.0)]))
        assert [backend for _g, backend, _t in chart.bars()] == ["vulkan", "cpu"]
        image = chart.grab().toImage()
        bars = [QColor(image.pixel(LABEL_W + 3, GAP + BAR_H * row + BAR_H // 2))
                for row in range(2)]
        assert bars[0] != bars[1]
        for bar in bars:
            assert contrast_ratio(bar, base) >= 3.0, bar.name()
    finally:
        apply_theme("system")


def test_the_theme_is_picked_in_settings_and_kept_for_the_next_start(qtbot, themed) -> None:
    from amdchat.ui.settings_dialog import SettingsDialog

    app = QApplication.instance()
    themed.open_settings()
    (dialog,) = themed.findChildren(SettingsDialog)
    combo = dialog.editors["theme"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["As the system", "Light", "Dark"]
    combo.setCurrentIndex(combo.findData("dark"))
    dialog.accept()
    assert app.palette().color(QPalette.ColorRole.Base).lightness() < 80
    qtbot.waitUntil(lambda: themed.chat_pane.transcript.colors.dark)
    assert low_contrast(themed) == []
    apply_theme("system")  # as at a new start: the saved setting is applied again
    second = make_window(qtbot)
    assert second.settings["theme"] == "dark"
    assert app.palette().color(QPalette.ColorRole.Base).lightness() < 80
    second.close()
    second.store.close()


@pytest.mark.slow
def test_a_theme_change_while_a_reply_streams_leaves_the_reply_whole(
        qtbot, loaded_window) -> None:
    window = loaded_window
    window.settings.set("max_tokens", 64)
    try:
        with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
            with qtbot.waitSignal(window.chat.sig_live_stats, timeout=60_000):
                window.chat.send("Write a long story about a dragon.")
            apply_theme("dark")  # the first token is in: the reply is streaming
        assert finished.args[0]["status"] == DONE
        qtbot.waitUntil(lambda: window.chat_pane.transcript.colors.dark)
        reply = window.store.messages(window.chat.conversation_id)[-1].content
        shown = window.chat_pane.transcript.toPlainText()
        assert reply.strip() and reply.split()[-1] in shown and shown.count("Assistant") == 1
        assert low_contrast(window) == []
    finally:
        apply_theme("system")


def test_contrast_is_the_wcag_ratio_and_readable_meets_it() -> None:
    black, white = QColor("black"), QColor("white")
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), white) == pytest.approx(4.48, abs=0.01)
    from amdchat.ui.theme import readable

    for background in ("#ffffff", "#1e1f22", "#808080", "#f3f4f6", "#2c3e50"):
        for color in ("#2c3e50", "#c0392b", "#f7f7f7", "#7f8c8d"):
            made = readable(QColor(color), QColor(background))
            assert contrast_ratio(made, QColor(background)) >= 4.5, (color, background)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_series_without_a_hue_of_its_own_gets_a_stable_distinct_readable_one(theme) -> None:
    """Every unknown series was purple, the VRAM line's colour: a backend named after its
    GPU ("rocm gfx1100") in the benchmark chart looked like memory, and two such looked
    alike."""
    from amdchat.ui.theme import SERIES_HUES, dark_palette, light_palette, series_color

    palette = dark_palette() if theme == "dark" else light_palette()
    base = palette.color(QPalette.ColorRole.Base)
    unknown = ["rocm gfx1100", "vulkan 1", "opencl", "sycl", "metal", "npu"]
    named = {series_color(name, palette).name() for name in SERIES_HUES}
    shown = [series_color(name, palette) for name in unknown]
    assert not {c.name() for c in shown} & named  # never one of the named series' colour
    assert len({c.name() for c in shown}) == len(unknown)  # nor each other's
    assert [c.name() for c in shown] == [series_color(n, palette).name() for n in unknown]
    for name, color in zip(unknown, shown, strict=True):
        assert contrast_ratio(color, base) >= 3.0, name
        assert color.hslSaturationF() > 0.3, name  # a colour, not the CPU's grey


def test_the_problem_banner_has_a_frame_that_stands_out_in_each_theme(qtbot, themed) -> None:
    """The theme rework left the banner a borderless tint, faint on a light window."""
    window = themed
    window.show_problem("The settings file could not be read.")
    for theme in ("light", "dark"):
        apply_theme(theme)
        qtbot.waitUntil(lambda t=theme: (window.problem.palette().color(
            QPalette.ColorRole.Window).lightness() < 128) == (t == "dark"))
        image = window.problem.grab().toImage()
        edges = [QColor(image.pixel(x, y)) for x, y in (
            (0, image.height() // 2), (image.width() - 1, image.height() // 2),
            (image.width() // 2, 0), (image.width() // 2, image.height() - 1))]
        inside = QColor(image.pixel(4, image.height() // 2))
        around = QApplication.instance().palette().color(QPalette.ColorRole.Window)
        assert inside.name() == shown_colors(window.problem)[1].name()  # the tint inside
        for edge in edges:  # a frame on all four sides, in one colour
            assert edge.name() == edges[0].name(), theme
            assert contrast_ratio(edge, around) >= 3.0, (theme, edge.name(), around.name())
            assert edge.name() != inside.name()
