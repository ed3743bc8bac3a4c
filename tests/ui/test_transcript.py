"""The transcript as a user meets it: code blocks (wrapped in place, highlighted, with a
Copy link), line breaks as the model wrote them, the actions over a message, a
reply's alternatives, and why a reply stopped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QTextCursor
from PySide6.QtWidgets import QApplication, QMessageBox

from amdchat.chats.records import DONE
from amdchat.ui.chat.code_blocks import COPY_SCHEME, keep_line_breaks
from tests.helpers.gui import make_window

LONG_LINE = "values = [" + ", ".join(str(n) for n in range(200)) + "]"
CODE = f"def total(values):\n    return sum(values)\n\n{LONG_LINE}"


def chat_window(qtbot, *messages: tuple[str, str], stats: dict | None = None):
    """The window showing one stored conversation of (role, content) messages."""
    from amdchat import paths
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("chat")
    for role, content in messages:
        store.add_message(chat.id, role, content, DONE,
                          stats if role == "assistant" else None)
    store.close()
    window = make_window(qtbot)
    window.resize(900, 600)
    qtbot.waitExposed(window)
    qtbot.wait(50)  # laid out at its size: positions in the text are final
    return window


@pytest.fixture
def closing():
    windows = []
    yield windows.append
    for window in windows:
        window.close()
        window.store.close()


def anchor_point(view, href_prefix: str) -> QPoint:
    """Where on the viewport the first link whose href starts so is drawn."""
    block = view.document().begin()
    while block.isValid():
        for item in block:
            fragment = item.fragment()
            if fragment.charFormat().anchorHref().startswith(href_prefix):
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + 1)
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                after = view.cursorRect(cursor).center()
                cursor.setPosition(fragment.position())
                before = view.cursorRect(cursor).center()
                return (before + after) / 2  # the middle of the link's first character
        block = block.next()
    raise AssertionError(f"no link {href_prefix!r} in the transcript")


def test_a_long_code_line_wraps_inside_its_block_never_the_transcript(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "sum them"),
                         ("assistant", f"Like this:\n\n```python\n{CODE}\n```\n"))
    closing(window)
    view = window.chat_pane.transcript
    qtbot.waitUntil(lambda: view.viewport().width() > 100)
    assert LONG_LINE in view.toPlainText().replace("\u2028", "")
    assert view.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways


def test_the_copy_link_of_a_code_block_copies_exactly_its_code(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "sum them"),
                         ("assistant", f"Like this:\n\n```python\n{CODE}\n```\n\nand:\n\n"
                                       "```\nsecond block\n```"))
    closing(window)
    view = window.chat_pane.transcript
    QGuiApplication.clipboard().clear()
    point = anchor_point(view, f"{COPY_SCHEME}:0")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert QGuiApplication.clipboard().text() == CODE
    point = anchor_point(view, f"{COPY_SCHEME}:1")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert QGuiApplication.clipboard().text() == "second block"


def test_single_line_breaks_in_a_reply_stay_as_written(qtbot, closing) -> None:
    poem = "Roses are red,\nviolets are blue,\nsugar is sweet."
    window = chat_window(qtbot, ("user", "a poem"), ("assistant", poem + "\n\nA new paragraph."))
    closing(window)
    lines = [line.strip() for line in
             window.chat_pane.transcript.toPlainText().replace("\u2028", "\n").splitlines()]
    assert lines[lines.index("Roses are red,"):][:3] == poem.splitlines()


def test_keep_line_breaks_leaves_fenced_code_and_paragraph_ends_alone() -> None:
    text = "one\ntwo\n\n```\na\nb\n```\nthree"
    assert keep_line_breaks(text) == "one  \ntwo\n\n```\na\nb\n```\nthree"


def test_hovering_a_message_offers_what_fits_it_and_delete_asks_first(
        qtbot, closing, monkeypatch) -> None:
    window = chat_window(qtbot, ("user", "first question"), ("assistant", "first answer"),
                         ("user", "second question"), ("assistant", "second answer"))
    closing(window)
    view, bar = window.chat_pane.transcript, window.chat_pane.transcript.actions_bar

    def hover(text: str) -> None:
        found = view.document().find(text)
        view.setTextCursor(found)  # scrolled into view: the window fits a small screen
        view.ensureCursorVisible()
        qtbot.mouseMove(view.viewport(), view.cursorRect(found).center())
        qtbot.waitUntil(bar.isVisible)

    hover("first question")
    assert bar.index == 0 and bar.edit.isVisibleTo(bar) and not bar.regenerate.isVisibleTo(bar)
    hover("first answer")
    assert bar.index == 1 and not bar.regenerate.isVisibleTo(bar)  # only the last reply
    hover("second answer")
    assert bar.index == 3 and bar.regenerate.isVisibleTo(bar) and not bar.edit.isVisibleTo(bar)
    hover("first answer")
    bar.copy.click()
    assert QGuiApplication.clipboard().text() == "first answer"
    asked: list[str] = []

    def answer(_parent, _title, text, *_a, **_k):
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else \
            QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    bar.delete.click()  # answered No: nothing goes
    assert "first answer" in view.toPlainText() and len(window.chat.messages) == 4
    hover("first answer")
    bar.delete.click()
    assert len(asked) == 2
    assert [m.content for m in window.store.messages(window.chat.conversation_id)] == [
        "first question", "second question", "second answer"]
    assert "first answer" not in view.toPlainText()
    assert "second answer" in view.toPlainText()


@pytest.mark.qt_log_ignore("This plugin does not support raise",  # offscreen: a popup
                          "This plugin does not support grabbing the keyboard")
def test_the_context_menu_offers_what_fits_the_message_under_the_mouse(qtbot, closing) -> None:
    """Right-click: the menu lists the message's actions (edit for the user's, regenerate
    for the last reply only) and the one chosen is asked for that message."""
    window = chat_window(qtbot, ("user", "a question"), ("assistant", "an answer"))
    closing(window)
    view = window.chat_pane.transcript
    offered: dict[str, list[str]] = {}

    def right_click(text: str) -> None:
        found = view.document().find(text)
        point = view.cursorRect(found).center()

        def read_and_choose() -> None:
            menu = QApplication.activePopupWidget()
            offered[text] = [a.text() for a in menu.actions() if a.text()]
            next(a for a in menu.actions() if a.text() == "Copy message").trigger()
            menu.close()

        QTimer.singleShot(50, read_and_choose)
        view.contextMenuEvent(QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                view.viewport().mapToGlobal(point)))

    with qtbot.waitSignal(view.sig_copy_requested) as asked:
        right_click("a question")
    assert asked.args == [0]
    assert {"Edit and resend", "Delete message"} <= set(offered["a question"])
    assert "Regenerate" not in offered["a question"]
    with qtbot.waitSignal(view.sig_copy_requested) as asked:
        right_click("an answer")
    assert asked.args == [1]
    assert {"Regenerate", "Delete message"} <= set(offered["an answer"])
    assert "Edit and resend" not in offered["an answer"]


def test_a_regenerated_reply_keeps_its_versions_to_switch_between(qtbot, closing) -> None:
    """The versions are made in the store as regenerate makes them (the slow test below
    does it with the model); here the user switches between them."""
    from amdchat import paths
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("versions").id
    store.add_message(chat, "user", "Name a colour.")
    reply = store.add_message(chat, "assistant", "Blue.")
    store.new_variant(reply)
    reply.content, reply.status = "Green.", DONE
    store.update_message(reply)
    store.close()
    window = make_window(qtbot)
    closing(window)
    view = window.chat_pane.transcript
    assert "‹ 2/2 ›" in view.toPlainText() and "Green." in view.toPlainText()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=anchor_point(view, "amdchat-variant:1/-1"))
    assert "‹ 1/2 ›" in view.toPlainText() and "Blue." in view.toPlainText()
    assert "Green." not in view.toPlainText()
    assert window.chat._model_messages(window.chat.messages)[-1]["content"] == "Blue."
    again = ChatStore(paths.chats_db())  # what is shown is what is saved
    assert again.messages(chat)[-1].content == "Blue."
    again.close()


def test_a_reply_cut_by_its_length_limit_says_so(qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "a long story"), ("assistant", "Once upon a"),
                         stats={"finish_reason": "length", "generation_tps": 20.0})
    closing(window)
    assert "(max tokens)" in window.chat_pane.transcript.toPlainText()


def _colours_in(view, text: str) -> set[str]:
    found = view.document().find(text)
    block = found.block()
    return {item.fragment().charFormat().foreground().color().name() for item in block
            if item.fragment().isValid()}


def test_a_long_chat_full_of_code_is_highlighted_newest_first_without_freezing(
        qtbot, closing) -> None:
    """Lexing takes about a millisecond for three lines of Python: a chat with 80 long
    blocks opens with the newest highlighted and the rest done between events."""
    body = "\n".join(f"    total_{n} = compute(values, {n}) + 'text'  # step {n}"
                     for n in range(30))
    messages: list[tuple[str, str]] = []
    for index in range(80):
        messages += [("user", f"question {index}"),
                     ("assistant", f"```python\ndef block_{index}(values):\n{body}\n```")]
    window = chat_window(qtbot, *messages)
    closing(window)
    view = window.chat_pane.transcript
    assert len(_colours_in(view, "def block_79(")) >= 2  # the newest: at once
    assert view.highlighting_pending()  # the oldest: later, not before the window shows
    qtbot.waitUntil(lambda: not view.highlighting_pending(), timeout=60_000)
    assert len(_colours_in(view, "def block_0(")) >= 2
    assert _colours_in(view, "def block_0(") == _colours_in(view, "def block_79(")


def test_a_reply_that_opens_with_code_a_list_or_a_heading_shows_it_as_such(
        qtbot, closing) -> None:
    window = chat_window(qtbot, ("user", "code"), ("assistant", "```python\nx = 1\n```"),
                         ("user", "list"), ("assistant", "- first item\n- second item"),
                         ("user", "title"), ("assistant", "# The title\n\nText."))
    closing(window)
    document = window.chat_pane.transcript.document()
    code = document.find("x = 1").block()
    colors = window.chat_pane.transcript.colors
    assert code.blockFormat().background().color() == colors.code_background
    assert code.previous().text() == "python  Copy"  # its label above it, not below
    assert document.find("first item").block().textList() is not None
    assert document.find("The title").block().blockFormat().headingLevel() == 1
    assert "\u200b" not in document.toPlainText()


def test_a_long_streaming_paragraph_is_shown_in_parts_and_whole_once_finished(
        qtbot, closing) -> None:
    """Qt lays out a whole paragraph again at each addition: while a reply streams, a
    paragraph goes on in a new one after a sentence past STREAM_PARAGRAPH characters,
    and a backlog bigger than FLUSH_CHARS shows over a few turns; the finished reply's
    paragraph is one again."""
    from amdchat.chats.records import StoredMessage
    from amdchat.ui.chat.paragraphs import STREAM_PARAGRAPH
    from amdchat.ui.chat.transcript import FLUSH_CHARS

    window = chat_window(qtbot, ("user", "a long story"))
    closing(window)
    view = window.chat_pane.transcript
    view.begin_reply()
    words = [f" word{n}." if n % 9 == 8 else f" word{n}" for n in range(3000)]
    story = "".join(words)
    assert len(story) > 5 * FLUSH_CHARS
    for word in words[:1500]:  # as tokens come, a flush every FLUSH_MS
        view.add_tokens(word)
    qtbot.wait(100)
    for word in words[1500:]:  # and a backlog all at once
        view.add_tokens(word)
    qtbot.waitUntil(lambda: view.toPlainText().endswith("word2999"), timeout=5000)
    reply = view.document().findBlock(view._body_start)
    streamed = []
    while reply.isValid():
        streamed.append(reply.text())
        reply = reply.next()
    assert " ".join(streamed).split() == story.split()  # every word, in order
    assert len(streamed) > 5
    assert max(len(text) for text in streamed) < 2 * STREAM_PARAGRAPH
    view.finish_reply(StoredMessage(2, 1, 1, "assistant", story.strip(), DONE, {}))
    whole = view.document().find("word0").block()
    assert whole.text() == story.strip()  # one paragraph again


def _inked_pixels(widget) -> int:  # type: ignore[no-untyped-def]
    """How many pixels of the widget differ from its background (text drawn on it)."""
    image = widget.viewport().grab().toImage()
    background = widget.viewport().palette().base().color().rgb()
    return sum(image.pixel(x, y) != background
               for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def test_an_empty_conversation_says_what_to_do(qtbot) -> None:
    """With a model loaded, New chat showed a blank white box: it now says where to type."""
    from amdchat.ui.chat.transcript import TranscriptView

    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(500, 200)
    view.show()
    assert "type a message below" in view.empty_hint
    assert _inked_pixels(view) > 50  # the hint is painted on the empty transcript
    view.show_messages([])
    assert _inked_pixels(view) > 50  # and again after an empty conversation is shown


def test_the_empty_conversation_hint_wraps_in_a_narrow_view(qtbot) -> None:
    """Qt's placeholder is one line: in a 600 px chat column it stopped at "appears here as"."""
    from amdchat.ui.chat.transcript import TranscriptView

    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    image = view.viewport().grab().toImage()
    background = image.pixel(image.width() - 1, image.height() - 1)
    inked_rows = [y for y in range(image.height())
                  if any(image.pixel(x, y) != background for x in range(image.width()))]
    line = view.fontMetrics().lineSpacing()
    assert inked_rows and inked_rows[-1] - inked_rows[0] > 2 * line  # three lines or more


def _note_colour(view, text: str) -> str:  # type: ignore[no-untyped-def]
    found = view.document().find(text)
    assert not found.isNull(), f"{text!r} is not shown"
    return found.charFormat().foreground().color().name()


def test_ordinary_stops_are_not_shown_in_the_error_colour(qtbot, closing) -> None:
    from amdchat import paths
    from amdchat.chats.records import CANCELLED, FAILED
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("chat")
    for status, content, stats in (
            (DONE, "Once upon a", {"finish_reason": "length", "generation_tps": 20.0}),
            (CANCELLED, "Half a", None),  # stored without stats: still says it was stopped
            (FAILED, "", {"error": "the engine ran out of memory"})):
        store.add_message(chat.id, "user", "go")
        store.add_message(chat.id, "assistant", content, status, stats)
    store.close()
    window = make_window(qtbot)
    closing(window)
    view, colors = window.chat_pane.transcript, window.chat_pane.transcript.colors
    length = _note_colour(view, "(max tokens)")
    stopped = _note_colour(view, "[stopped by you]")
    failed = _note_colour(view, "[failed: the engine ran out of memory]")
    assert failed == colors.problem.name()  # a real error stays red
    assert length == colors.warning.name() != colors.problem.name()  # a limit: a warning
    assert stopped == colors.muted.name()  # the user's own stop: information
