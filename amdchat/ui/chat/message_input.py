"""The message box: Enter sends, Shift+Enter starts a new line; an image pasted or
dropped on it is attached (amdchat.ui.chat.attachments), not inserted as text. And the
composer, the rounded frame around it that holds the send (or, while a reply is
written, stop) button and the other tools of a message.

The box grows with its text from MIN_LINES to MAX_LINES, then scrolls. The composer's
``tools`` row (left of the buttons) is where a message's extras go (an attach button).
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from amdchat.ui.icons import icon_button, themed_icon
from amdchat.ui.theme import composer_colors

MIN_LINES, MAX_LINES = 2, 8
RADIUS = 14.0


class MessageInput(QPlainTextEdit):
    sig_submit = Signal()
    """The user pressed Enter to send."""
    sig_images_given = Signal(list)
    """Images pasted or dropped: a list of file paths (Path) and image bytes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageInput")
        self.setPlaceholderText(self.tr("Type a message. Enter sends, Shift+Enter adds a line."))
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.document().documentLayout().documentSizeChanged.connect(
            lambda _size: self.updateGeometry())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.sig_submit.emit()
            return
        super().keyPressEvent(event)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        from amdchat.ui.chat.attachments import images_in

        return bool(images_in(source)) or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        from amdchat.ui.chat.attachments import images_in

        found = images_in(source)
        if found:
            self.sig_images_given.emit(found)
            return
        super().insertFromMimeData(source)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        lines = int(self.document().documentLayout().documentSize().height())
        shown = min(max(lines, MIN_LINES), MAX_LINES)
        margins = self.contentsMargins()
        hint.setHeight(int(self.fontMetrics().lineSpacing() * shown
                           + 2 * self.document().documentMargin()
                           + margins.top() + margins.bottom()))
        return hint

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        hint.setHeight(self.fontMetrics().lineSpacing() + 12)
        return hint


class RoundButton(QToolButton):
    """The send and stop button: an icon on a filled circle in the highlight colour."""

    def __init__(self, icon: str, tooltip: str, object_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setToolTip(tooltip)
        self.setAccessibleName(tooltip)
        self.setText(tooltip)
        self.setIcon(themed_icon(icon, QPalette.ColorRole.HighlightedText))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        side = max(self.fontMetrics().height() * 2, 30)
        self.setFixedSize(side, side)
        self.setIconSize(QSize(side // 2, side // 2))

    def paintEvent(self, event: QPaintEvent) -> None:
        colors = composer_colors(self.palette())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colors.primary if self.isEnabled() else colors.primary_disabled)
        painter.drawEllipse(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        size = self.iconSize()
        mode = self.icon().Mode.Normal if self.isEnabled() else self.icon().Mode.Disabled
        pixmap = self.icon().pixmap(size, self.devicePixelRatioF(), mode)
        if pixmap.isNull():
            painter.setPen(self.palette().color(QPalette.ColorRole.HighlightedText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text()[:1])
        else:
            painter.drawPixmap((self.width() - size.width()) // 2,
                               (self.height() - size.height()) // 2, pixmap)
        if self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colors.focus, 2.0))
            painter.drawEllipse(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()


class Composer(QFrame):
    """The rounded frame around the message box and its buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composer")
        self.input = MessageInput()
        self.send_button = RoundButton("send", self.tr("Send (Enter)"), "sendButton")
        self.stop_button = RoundButton("stop", self.tr("Stop the reply (Esc)"), "stopButton")
        self.regenerate_button = icon_button(
            "regenerate", self.tr("Regenerate the last reply"), "regenerateButton")
        self.tools = QHBoxLayout()  # a message's extras, left of the buttons
        self.tools.setSpacing(2)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addLayout(self.tools)
        row.addStretch(1)
        for button in (self.regenerate_button, self.stop_button, self.send_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        layout.setSpacing(2)
        layout.addWidget(self.input, 1)
        layout.addLayout(row)
        self.input.installEventFilter(self)
        self.set_busy(False)

    def set_busy(self, busy: bool) -> None:
        """While a reply is written the stop button takes the send button's place."""
        self.stop_button.setEnabled(busy)
        self.send_button.setEnabled(not busy)
        self.stop_button.setVisible(busy)
        self.send_button.setVisible(not busy)

    def add_tool(self, button: QAbstractButton) -> None:
        """A button of the message's own (attach, ...), at the row's left."""
        self.tools.addWidget(button)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.input and event.type() in (event.Type.FocusIn, event.Type.FocusOut):
            self.update()  # the border shows where the keyboard is
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        colors = composer_colors(self.palette())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        focused = self.input.hasFocus()
        painter.setPen(QPen(colors.focus if focused else colors.border, 1.5 if focused else 1.0))
        painter.setBrush(colors.background)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), RADIUS, RADIUS)
        painter.end()
