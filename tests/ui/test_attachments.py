"""Images in the chat: attached with the button, a paste or a drop; checked, shown as
thumbnails, sent to a model that sees, kept with the chat and deleted with it."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QFileDialog

from amdchat import paths
from amdchat.chats.store import ChatStore
from amdchat.ui.chat.attachments import AttachmentTray, Vision, hub_has_projector
from amdchat.ui.chat.message_input import MessageInput
from tests.helpers.gui import make_window, type_and_send
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.tiny_projector import tiny_projector

REPO = "unsloth/seeing-model-GGUF"


def picture(path: Path, fmt: str = "PNG", size: tuple[int, int] = (64, 40)) -> Path:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, (200, 40, 40)).save(out, fmt)
    path.write_bytes(out.getvalue())
    return path


def drop_on(widget, mime: QMimeData) -> None:
    """A real drag and drop of ``mime`` onto ``widget``'s viewport."""
    target = widget.viewport()
    point = QPoint(10, 10)
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted(), "the message box takes an image drop"
    drop = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)


def document_images(document: QTextDocument) -> int:
    count = 0
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            count += it.fragment().charFormat().isImageFormat()
            it += 1
        block = block.next()
    return count


def test_paste_and_drop_attach_images_not_text(qtbot, tmp_path: Path) -> None:
    box = MessageInput()
    qtbot.addWidget(box)
    given: list[list[object]] = []
    box.sig_images_given.connect(given.append)
    pasted = QMimeData()
    pasted.setImageData(QImage(8, 8, QImage.Format.Format_RGB32))
    box.insertFromMimeData(pasted)  # Ctrl+V of a screenshot
    dropped = QMimeData()
    dropped.setUrls([QUrl.fromLocalFile(str(picture(tmp_path / "a.png")))])
    drop_on(box, dropped)
    assert isinstance(given[0][0], bytes) and given[0][0].startswith(b"\x89PNG")
    assert given[1] == [tmp_path / "a.png"]
    assert box.toPlainText() == "", "no file name or image typed into the box"
    text = QMimeData()
    text.setText("plain words")
    box.insertFromMimeData(text)
    assert box.toPlainText() == "plain words" and len(given) == 2


def test_a_bad_image_and_a_model_that_cannot_see(qtbot, tmp_path: Path,
                                                 hub: HubEmulator) -> None:
    hub.add(HubRepo(REPO, {"model-Q4_K_M.gguf": HubFile(b"GGUF" + b"\0" * 100),
                           "mmproj-model-F16.gguf": HubFile(b"GGUF" + b"\0" * 100)}))
    tray = AttachmentTray(lambda: Vision(True, False, REPO), hub_has_projector)
    qtbot.addWidget(tray)
    tray.show()
    (tmp_path / "notes.png").write_text("not a picture")
    tray.add([tmp_path / "notes.png"])
    qtbot.waitUntil(lambda: not tray.checking)
    assert "not an image amdchat can read" in tray.notice.text()
    assert tray.images() == []
    tray.add([picture(tmp_path / "ok.webp", "WEBP")])
    qtbot.waitUntil(lambda: len(tray.images()) == 1)
    assert "cannot see images, so the message waits" in tray.notice.text()
    assert "click the image to remove it" in tray.notice.text()  # how to send the text alone
    qtbot.waitUntil(tray.projector_button.isVisible, timeout=10_000)
    with qtbot.waitSignal(tray.sig_projector_wanted) as wanted:
        tray.projector_button.click()
    assert wanted.args == [REPO]
    assert tray.check_model() is False, "the images do not go to a model that cannot see"


@pytest.fixture
def seeing_model(model_path: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "models" / "seeing"
    folder.mkdir(parents=True)
    (folder / "gemma-3-270m-Q4_K_M.gguf").symlink_to(model_path)
    tiny_projector(folder / "mmproj-gemma-3-270m-F16.gguf")
    return folder / "gemma-3-270m-Q4_K_M.gguf"


@pytest.mark.slow
def test_images_go_with_the_message_and_stay_with_the_chat(
        qtbot, seeing_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, temperature=0.0, max_tokens=8, context_length=1024)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        window.load_model(seeing_model)
    assert window.engine.loaded["vision"] is True
    pane = window.chat_pane
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (
        [str(picture(tmp_path / "red.png"))], ""))
    pane.attachments.attach_button.click()
    dropped = QMimeData()
    dropped.setUrls([QUrl.fromLocalFile(str(picture(tmp_path / "photo.jpg", "JPEG")))])
    drop_on(pane.input, dropped)
    qtbot.waitUntil(lambda: len(pane.attachments.images()) == 2)
    assert pane.attachments.thumbs.count() == 2
    with qtbot.waitSignal(window.chat.sig_reply_finished, timeout=60_000) as finished:
        type_and_send(qtbot, window, "What are these?")
    assert finished.args[0]["status"] == "done"
    assert finished.args[0]["prompt_tokens"] > 32, "two images of 16 tokens each"
    assert pane.attachments.images() == [], "sent: the tray is empty again"
    assert document_images(pane.transcript.document()) == 2  # the thumbnails

    conversation = window.chat.conversation_id
    kept = ChatStore(paths.chats_db())
    assert [i.mime for i in kept.messages(conversation)[0].images] == ["image/png",
                                                                       "image/jpeg"]
    kept.close()
    window.chat.open_conversation(None)
    window.chat.open_conversation(conversation)  # drawn again from the store
    assert document_images(pane.transcript.document()) == 2

    window.conversations.delete_selected(confirm=False)
    with sqlite3.connect(paths.chats_db()) as db:
        assert db.execute("SELECT COUNT(*) FROM message_images").fetchone()[0] == 0
    window.engine.shutdown()
    window.close()
    window.store.close()


def test_the_attach_button_keeps_its_size_when_nothing_is_attached(qtbot) -> None:
    """It stretched over the whole chat column, a bar above the message box."""
    tray = AttachmentTray(lambda: Vision(False, False, ""), lambda _repo: False)
    qtbot.addWidget(tray)
    tray.resize(800, 40)
    tray.show()
    qtbot.waitExposed(tray)
    button = tray.attach_button
    assert button.width() <= button.sizeHint().width() + 8
