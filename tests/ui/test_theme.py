"""Themes: the transcript, its code and the charts read well under a light and a dark
palette; the contrast is measured on the colours the document really holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication

from amdchat.chats.store import DONE, FAILED
from amdchat.ui.theme import apply_theme, contrast_ratio
from tests.ui.conftest import make_window

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
    view = window.transcript
    return [f"{text!r}: {fg.name()} on {bg.name()} ({contrast_ratio(fg, bg):.2f})"
            for text, fg, bg in fragments(view.document(), view.palette())
            if contrast_ratio(fg, bg) < 4.5]


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_transcript_with_code_reads_well_in_each_theme(qtbot, themed, theme) -> None:
    view = themed.transcript
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
    qtbot.waitUntil(lambda: themed.transcript.colors.background == system_base)
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


def test_no_colour_is_written_into_the_transcript_and_chart_code() -> None:
    """Colours belong to amdchat/ui/theme.py: a literal anywhere else is one that a
    theme cannot change."""
    folder = Path(__file__).resolve().parents[2] / "amdchat" / "ui"
    literal = re.compile(r"#[0-9a-fA-F]{6}\b|QColor\(\"[^\"]*\"\)|Qt\.GlobalColor\.")
    found = [f"{name}: {match.group(0)}"
             for name in ("transcript.py", "code_blocks.py", "charts.py", "gpu_panel.py")
             for match in literal.finditer((folder / name).read_text(encoding="utf-8"))]
    assert found == []


def test_the_theme_is_picked_in_settings_and_kept_for_the_next_start(qtbot, themed) -> None:
    from amdchat.ui.settings_dialog import SettingsDialog

    app = QApplication.instance()
    themed.open_settings()
    (dialog,) = themed.findChildren(SettingsDialog)
    dialog.editors["theme"].setCurrentText("dark")
    dialog.accept()
    assert app.palette().color(QPalette.ColorRole.Base).lightness() < 80
    qtbot.waitUntil(lambda: themed.transcript.colors.dark)
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
        qtbot.waitUntil(lambda: window.transcript.colors.dark)
        reply = window.store.messages(window.chat.conversation_id)[-1].content
        shown = window.transcript.toPlainText()
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
