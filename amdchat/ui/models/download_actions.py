"""The buttons in each download row: Pause, Resume, Cancel, and Load now once done.

Each row acts on its own download, so no selection is needed (and none can be
wrong); a row shows only the buttons that can do something in its state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from amdchat.hub.queue import CANCELLED, DONE, DOWNLOADING, FAILED, PAUSED, QUEUED, DownloadItem

_SHOWN = {  # state -> the buttons that act in it
    QUEUED: ("pause", "cancel"),
    DOWNLOADING: ("pause", "cancel"),
    PAUSED: ("resume", "cancel"),
    FAILED: ("resume", "cancel"),
    DONE: ("load",),
    CANCELLED: (),
}


class DownloadActions(QWidget):
    def __init__(self, item: DownloadItem, act: Callable[[str, DownloadItem], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.pause = QPushButton(self.tr("Pause"))
        self.resume = QPushButton(self.tr("Resume"))
        self.cancel = QPushButton(self.tr("Cancel"))
        self.load = QPushButton(self.tr("Load now"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(4)
        for name, button in self.buttons().items():
            button.setObjectName(f"{name}DownloadButton")
            button.clicked.connect(lambda _=False, n=name: act(n, self.item))
            layout.addWidget(button)
        layout.addStretch(1)
        self.show_state()

    def buttons(self) -> dict[str, QPushButton]:
        return {"pause": self.pause, "resume": self.resume, "cancel": self.cancel,
                "load": self.load}

    def visible_buttons(self) -> list[str]:
        """The texts of the buttons this row offers now."""
        return [b.text() for b in self.buttons().values() if not b.isHidden()]

    def show_state(self) -> None:
        shown = _SHOWN.get(self.item.state, ())
        for name, button in self.buttons().items():
            button.setVisible(name in shown)
        self.resume.setText(self.tr("Retry") if self.item.state == FAILED else self.tr("Resume"))
