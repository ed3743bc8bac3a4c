"""Images attached to the next message: a button, a paste or a drop on the message box;
thumbnails of them above it; and the transcript's thumbnails of the images sent.

Each image is checked and scaled by amdchat.images (off the GUI thread: a large photo
takes a moment to decode) before it is shown here, so what the tray shows is what the
model will get. A model loaded without a vision projector cannot take them: the tray
says so, and when the model's repository on the Hub has an mmproj file, offers it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QPixmap, QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from amdchat.chats.images import StoredImage
from amdchat.chats.records import StoredMessage
from amdchat.images import MAX_BYTES, ImageError, PreparedImage, prepare
from amdchat.library import LocalModel, repo_id_of
from amdchat.ui.background import run_in_background
from amdchat.ui.engine_controller import EngineController
from amdchat.ui.messages import translated
from amdchat.units import format_bytes

SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
MAX_ATTACHED = 8  # per message: each is hundreds of tokens of the context
TRAY_THUMB = 56  # pixels high, in the tray
TRANSCRIPT_THUMB = 120  # pixels high, in the transcript


@dataclass(frozen=True)
class Vision:
    """What the tray needs to know of the loaded model."""

    loaded: bool  # a model is loaded
    sees: bool  # with a vision projector
    repo: str = ""  # the Hugging Face repository it came from ("": not known)


def vision_of(engine: EngineController, models_dir: Path) -> Vision:
    loaded = engine.loaded
    if loaded is None:
        return Vision(False, False)
    return Vision(True, bool(loaded.get("vision")), repo_of(Path(loaded["path"]), models_dir))


def repo_of(path: Path, models_dir: Path) -> str:
    """The repository a model on disk came from, by the folders it is in."""
    for source in ("amdchat", "huggingface", "lmstudio"):
        repo = repo_id_of(LocalModel(path, source, None), models_dir)
        if repo:
            return repo
    return ""


def images_in(mime: QMimeData) -> list[Path | bytes]:
    """The images a paste or a drop carries: image files by path, or a picture's bytes
    (a screenshot pasted: PNG); [] when it carries none (plain text goes in as text)."""
    found: list[Path | bytes] = []
    for url in mime.urls() if mime.hasUrls() else []:
        if url.isLocalFile() and url.toLocalFile().lower().endswith(SUFFIXES):
            found.append(Path(url.toLocalFile()))
    if not found and mime.hasImage():
        image = QImage(mime.imageData())
        if not image.isNull():
            found.append(png_bytes(image))
    return found


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub wants bytes; Qt, str
    return bytes(data.data())


def _thumbnail(data: bytes, height: int) -> QImage:
    image = QImage.fromData(data)
    if image.isNull():
        return image
    return image.scaledToHeight(min(height, image.height()),
                                Qt.TransformationMode.SmoothTransformation)


def insert_thumbnails(document: QTextDocument, cursor: QTextCursor,
                      message: StoredMessage) -> None:
    """The message's images, small, at the cursor (the transcript's user messages)."""
    for i, image in enumerate(message.images):
        thumb = _thumbnail(image.data, TRANSCRIPT_THUMB)
        if thumb.isNull():
            continue
        name = f"amdchat-image:{message.id}/{i}"
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), thumb)
        shown = QTextImageFormat()
        shown.setName(name)
        shown.setWidth(thumb.width())
        shown.setHeight(thumb.height())
        cursor.insertImage(shown)
        cursor.insertText(" ")


class AttachmentTray(QWidget):
    sig_changed = Signal()
    """Images were added or removed."""
    sig_projector_wanted = Signal(str)
    """The user asked for the loaded model's vision projector: the repository's id."""

    def __init__(self, vision: Callable[[], Vision], hub_projector: Callable[[str], bool],
                 parent: QWidget | None = None) -> None:
        """``hub_projector(repo_id)``: does the repository offer an mmproj file (called
        off the GUI thread)."""
        super().__init__(parent)
        self.setObjectName("attachmentTray")
        self._vision = vision
        self._hub_projector = hub_projector
        # (when it was given, the image): checks end in any order, the images keep theirs
        self._images: list[tuple[int, PreparedImage]] = []
        self._given = 0
        self._pending = 0  # images still being checked
        self._repo = ""
        self.attach_button = QPushButton(self.tr("Attach image…"))
        self.attach_button.setObjectName("attachImageButton")
        self.attach_button.setToolTip(self.tr("Show the model a PNG, JPEG or WebP image (or "
                                              "paste one, or drop it on the message box)"))
        self.attach_button.clicked.connect(self.choose_files)
        self.thumbs = QHBoxLayout()
        self.thumbs.setSpacing(4)
        self.notice = QLabel()
        self.notice.setObjectName("visionNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.projector_button = QPushButton(self.tr("Get its mmproj file"))
        self.projector_button.setObjectName("projectorButton")
        self.projector_button.hide()
        self.projector_button.clicked.connect(
            lambda: self.sig_projector_wanted.emit(self._repo))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.attach_button)
        layout.addLayout(self.thumbs)
        layout.addWidget(self.notice, 1)
        layout.addWidget(self.projector_button)
        layout.addStretch()  # the button keeps its size when nothing else is shown

    # -- what is attached ----------------------------------------------------------
    def images(self) -> list[PreparedImage]:
        return [image for _, image in self._images]

    @property
    def checking(self) -> bool:
        return self._pending > 0

    def clear(self) -> None:
        self._images.clear()
        self._show_thumbs()
        self.notice.hide()
        self.projector_button.hide()

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Attach images"), "",
            self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
        self.add([Path(p) for p in paths])

    def add(self, found: list[Path | bytes]) -> None:
        """Images from a file dialog, a paste or a drop: each checked, then shown."""
        for item in found:
            if len(self._images) + self._pending >= MAX_ATTACHED:
                self._say(self.tr("At most {n} images go with one message.").format(
                    n=MAX_ATTACHED))
                return
            data = self._read(item) if isinstance(item, Path) else item
            if data is None:
                continue
            self._pending += 1
            self._given += 1
            run_in_background(self, partial(prepare, data),
                              partial(self._added, self._given), self._refused)

    def _read(self, path: Path) -> bytes | None:
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                self._say(self.tr("{name} is {size}; images of up to {limit} are accepted.")
                          .format(name=path.name, size=format_bytes(size),
                                  limit=format_bytes(MAX_BYTES)))
                return None
            return path.read_bytes()
        except OSError as exc:
            self._say(self.tr("{name} cannot be read: {why}").format(
                name=path.name, why=exc.strerror or exc))
            return None

    def _added(self, at: int, image: PreparedImage) -> None:
        self._pending -= 1
        self._images.append((at, image))
        self._images.sort(key=lambda given: given[0])
        self._show_thumbs()
        self.check_model()
        self.sig_changed.emit()

    def _refused(self, exc: Exception) -> None:
        self._pending -= 1
        text = translated(exc.text) if isinstance(exc, ImageError) else str(exc)
        self._say(text)

    def _remove(self, index: int) -> None:
        if 0 <= index < len(self._images):
            del self._images[index]
            self._show_thumbs()
            if not self._images:
                self.notice.hide()
                self.projector_button.hide()
            self.sig_changed.emit()

    def _show_thumbs(self) -> None:
        while self.thumbs.count():
            item = self.thumbs.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for i, image in enumerate(self.images()):
            thumb = QPushButton()
            thumb.setObjectName("attachmentThumb")
            thumb.setIcon(QPixmap.fromImage(_thumbnail(image.data, TRAY_THUMB)))
            thumb.setIconSize(thumb.icon().availableSizes()[0] if thumb.icon().availableSizes()
                              else thumb.iconSize())
            thumb.setToolTip(self.tr("{w} x {h} pixels. Click to remove it.").format(
                w=image.width, h=image.height))
            thumb.clicked.connect(lambda _=False, i=i: self._remove(i))
            self.thumbs.addWidget(thumb)

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    # -- can the model see them ----------------------------------------------------
    def check_model(self) -> bool:
        """True when the loaded model can take the attached images; else the tray says
        why, and offers the repository's mmproj file where there is one."""
        vision = self._vision()
        if not self._images or not vision.loaded or vision.sees:
            return True
        # the message waits: say so, and how to send the text alone (the thumbnail's
        # click-to-remove was only in its tooltip)
        self._say(self.tr("This model cannot see images, so the message waits: click the "
                          "image to remove it, or download the model's mmproj file (its "
                          "vision projector) into its folder and load the model again."))
        repo = vision.repo
        if repo and repo != self._repo:
            self._repo = repo
            self.projector_button.hide()
            run_in_background(self, lambda: self._hub_projector(repo),
                              lambda has: self.projector_button.setVisible(
                                  bool(has) and repo == self._repo and bool(self._images)),
                              lambda _exc: None)
        return False



def hub_has_projector(repo_id: str) -> bool:
    """Does the repository on the Hub offer a vision projector (an mmproj file)? Off the
    GUI thread; a Hub that cannot be reached says no."""
    from amdchat.hub import api

    try:
        return bool(api.repo_files(repo_id).mmproj)
    except Exception:  # offline, private, gone: no button, the notice still says what to do
        return False


def stored_images(images: list[PreparedImage]) -> list[StoredImage]:
    return [StoredImage(image.data, image.mime) for image in images]
