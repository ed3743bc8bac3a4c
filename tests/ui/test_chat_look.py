"""The chat's look: who said what shows at a glance, the send button lives in the message
box and turns into stop, the conversation list folds away and stays so, the icons are
drawn in each theme's colours, and nothing is wider than a small window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from amdchat.chats.records import DONE
from amdchat.ui.chat import message_cards as cards
from amdchat.ui.icons import NAMES, themed_icon
from amdchat.ui.theme import apply_theme
from tests.helpers.gui import make_window


@pytest.fixture
def closing():
    windows = []
    yield windows.append
    for window in windows:
        window.close()
        window.store.close()


def chat_window(qtbot, *messages: tuple[str, str]):
    """The window showing one stored conversation of (role, content) messages."""
    from amdchat import paths
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("chat")
    for role, content in messages:
        store.add_message(chat.id, role, content, DONE)
    store.close()
    window = make_window(qtbot)
    window.resize(900, 600)
    qtbot.waitExposed(window)
    qtbot.wait(50)  # laid out at its size
    return window


def _colour_at(view, point: QPoint) -> QColor:
    return view.viewport().grab().toImage().pixelColor(point)


def test_the_user_and_the_reply_are_told_apart_by_place_and_colour(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "Hi!"), ("assistant", "Hello, how can I help?"))
    closing(window)
    view = window.chat_pane.transcript
    document = view.document()
    column_left = document.documentMargin()
    column_right = view.viewport().width() - document.documentMargin()
    bubble = cards.message_shape(document, view._starts, 0, "user")
    card = cards.message_shape(document, view._starts, 1, "assistant")
    # the user's short message: a small bubble at the right; the reply: the column's width
    assert abs(bubble.right() - column_right) < 2 and bubble.width() < 120
    assert abs(card.left() - column_left) < 2 and abs(card.right() - column_right) < 2
    assert bubble.bottom() < card.top()
    # the text lies inside its shape
    hi = view.cursorRect(document.find("Hi!"))
    assert bubble.left() < hi.left() - view.horizontalScrollBar().value() < bubble.right()
    page = view.palette().color(QPalette.ColorRole.Base)
    offset = view.verticalScrollBar().value()
    inside_bubble = QPoint(int(bubble.right()) - 4, int(bubble.center().y()) - offset)
    inside_card = QPoint(int(card.left()) + 6, int(card.center().y()) - offset)
    left_of_bubble = QPoint(int(bubble.left()) - 20, int(bubble.center().y()) - offset)
    bubble_colour, card_colour = _colour_at(view, inside_bubble), _colour_at(view, inside_card)
    assert bubble_colour != card_colour != page and bubble_colour != page
    assert _colour_at(view, left_of_bubble) == page


def test_a_bubble_follows_the_column_width(qtbot, closing) -> None:
    long_line = "A question that goes on for a while, longer than any narrow column is wide."
    window = chat_window(qtbot, ("user", long_line))
    closing(window)
    view = window.chat_pane.transcript
    window.resize(1400, 700)
    window.chat_splitter.setSizes([0, 1100, 300])
    qtbot.waitUntil(lambda: view.viewport().width() >= cards.COLUMN_WIDTH - 2)
    qtbot.wait(20)
    wide = cards.message_shape(view.document(), view._starts, 0, "user")
    window.chat_splitter.setSizes([200, 450, 750])
    qtbot.waitUntil(lambda: view.viewport().width() < 500)
    qtbot.wait(20)
    narrow = cards.message_shape(view.document(), view._starts, 0, "user")
    right = view.viewport().width() - view.document().documentMargin()
    assert abs(narrow.right() - right) < 2 and narrow.left() >= cards.BUBBLE_INDENT - cards.PAD_X
    assert narrow.width() < wide.width() and narrow.height() > wide.height()  # it wraps


def test_the_transcript_is_a_centred_column_at_most_its_width(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "hi"))
    closing(window)
    window.resize(1900, 1000)
    window.chat_splitter.setSizes([200, 1500, 200])
    view = window.chat_pane.transcript
    qtbot.waitUntil(lambda: view.viewportMargins().left() > 0)
    margins = view.viewportMargins()
    assert view.viewport().width() <= cards.COLUMN_WIDTH
    assert abs(margins.left() - margins.right()) <= 1
    composer = window.chat_pane.composer
    assert composer.width() <= cards.COLUMN_WIDTH


def test_send_sits_inside_the_message_box_and_turns_into_stop(qtbot, closing) -> None:
    window = make_window(qtbot)
    closing(window)
    pane = window.chat_pane
    composer = pane.composer
    for button in (pane.send_button, pane.stop_button, pane.regenerate_button):
        assert composer.isAncestorOf(button) and button.toolTip()
    assert composer.isAncestorOf(pane.input)
    assert pane.send_button.isVisible() and not pane.stop_button.isVisible()
    window.chat.sig_busy_changed.emit(True)  # a reply is being written
    assert pane.stop_button.isVisible() and pane.stop_button.isEnabled()
    assert not pane.send_button.isVisible()
    qtbot.wait(10)
    stop_at = pane.stop_button.mapTo(composer, pane.stop_button.rect().center())
    assert composer.rect().contains(stop_at)
    window.chat.sig_busy_changed.emit(False)
    assert pane.send_button.isVisible() and not pane.stop_button.isVisible()
    qtbot.wait(10)
    send_at = pane.send_button.mapTo(composer, pane.send_button.rect().center())
    assert composer.rect().contains(send_at) and abs(send_at.x() - stop_at.x()) <= 2


def test_the_conversation_list_folds_away_and_stays_so(qtbot) -> None:
    window = make_window(qtbot)
    toggle = window.chat_pane.header.list_button
    qtbot.waitExposed(window)
    assert toggle.isChecked() and window.conversations.width() > 0
    toggle.click()
    assert not toggle.isChecked() and window.chat_splitter.sizes()[0] == 0
    window.close()  # the window keeps its splitters for the next start
    window.store.close()
    again = make_window(qtbot)
    qtbot.waitExposed(again)
    toggle = again.chat_pane.header.list_button
    assert again.chat_splitter.sizes()[0] == 0 and not toggle.isChecked()
    toggle.click()
    assert toggle.isChecked() and again.chat_splitter.sizes()[0] > 100
    again.close()
    again.store.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_icon_loads_in_the_theme_colours(qapp, theme) -> None:
    apply_theme(theme)
    try:
        ink = QApplication.palette().color(QPalette.ColorRole.ButtonText)
        for name in NAMES:
            icon = themed_icon(name)
            assert not icon.isNull(), name
            image = icon.pixmap(QSize(24, 24), 2.0).toImage()
            assert image.width() == 48, name  # drawn for the screen's scale, not blown up
            opaque = [image.pixelColor(x, y) for x in range(48) for y in range(48)
                      if image.pixelColor(x, y).alpha() == 255]
            assert opaque, name
            assert all(abs(c.red() - ink.red()) + abs(c.green() - ink.green())
                       + abs(c.blue() - ink.blue()) < 12 for c in opaque), name
            disabled = icon.pixmap(QSize(24, 24), 1.0, QIcon.Mode.Disabled).toImage()
            grey = QApplication.palette().color(QPalette.ColorGroup.Disabled,
                                                QPalette.ColorRole.ButtonText)
            assert any(disabled.pixelColor(x, y).alpha() == 255
                       and disabled.pixelColor(x, y).rgb() == grey.rgb()
                       for x in range(24) for y in range(24)), name
    finally:
        apply_theme("system")


def test_nothing_is_wider_than_a_small_window(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "A question " * 20),
                         ("assistant", "```python\n" + "x = 1  # " + "long " * 60 + "\n```"))
    closing(window)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.width() == 1024)
    qtbot.wait(50)
    assert window.minimumSizeHint().width() <= 1024
    too_wide = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        if any(isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget)
               for parent in _ancestors(widget)):
            continue  # inside a scrolled view: its view's own width is what is checked
        right = widget.mapTo(window, QPoint(widget.width(), 0)).x()
        if right > window.width() + 1:
            too_wide.append(f"{widget.objectName() or type(widget).__name__}: {right}")
    assert too_wide == []
    view = window.chat_pane.transcript
    assert view.horizontalScrollBar().maximum() == 0  # the long code line wraps


def _ancestors(widget: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def test_the_live_panel_parts_are_cards_in_each_theme(qtbot, closing) -> None:
    from PySide6.QtWidgets import QGroupBox

    window = make_window(qtbot)
    closing(window)
    boxes = window.live.findChildren(QGroupBox)
    assert boxes and all("border-radius" in box.styleSheet() for box in boxes)
    try:
        apply_theme("light")
        light = boxes[0].styleSheet()
        apply_theme("dark")
        qtbot.wait(10)
        assert boxes[0].styleSheet() != light  # designed for the dark palette too
    finally:
        apply_theme("system")


def test_without_the_icon_files_a_button_says_its_name(qapp, tmp_path, monkeypatch) -> None:
    """A plain wheel install has no resources/icons: the buttons read as text, not blank."""
    from amdchat.ui import icons
    from amdchat.ui.chat.message_input import Composer

    monkeypatch.setattr(icons, "FOLDER", tmp_path)
    icons.svg_text.cache_clear()
    try:
        button = icons.icon_button("copy", "Copy")
        assert button.icon().isNull() and button.text() == "Copy"
        composer = Composer()
        assert composer.send_button.text() and composer.send_button.icon().isNull()
        assert composer.regenerate_button.text() == composer.regenerate_button.toolTip()
    finally:
        icons.svg_text.cache_clear()



def test_a_transcript_first_shown_wide_wraps_in_its_column(qtbot) -> None:
    """Hidden behind the start page while the window grew wide, then shown with a
    conversation: the text wraps in the column (it once ran the viewport's whole width,
    cut at the column's edge, with a horizontal scroll bar)."""
    from PySide6.QtWidgets import QStackedWidget

    from amdchat.chats.records import StoredMessage
    from amdchat.ui.chat.transcript import TranscriptView

    stack = QStackedWidget()
    qtbot.addWidget(stack)
    start_page, view = QWidget(), TranscriptView()
    stack.addWidget(start_page)
    stack.addWidget(view)
    stack.resize(1500, 700)
    stack.show()
    qtbot.waitExposed(stack)
    messages = [StoredMessage(1, 1, 0, "user", "Write a short story about a dragon."),
                StoredMessage(2, 1, 1, "assistant", "Once upon a time " * 60)]
    view.show_messages(messages)
    stack.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.viewportMargins().left() > 0)
    qtbot.wait(20)
    assert view.viewport().width() <= cards.COLUMN_WIDTH
    assert view.document().textWidth() <= view.viewport().width()
    assert view.horizontalScrollBar().maximum() == 0
