"""A tab whose page is built, and its modules imported, when it is first shown.

Pages the window does not show at start (Benchmark, Diagnostics) would cost the
start their imports and widgets; the tab holds this stand-in until then.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPage(QWidget):
    def __init__(self, build: Callable[[], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self._page: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def page(self) -> QWidget:
        """The page, built now if it was not yet."""
        if self._page is None:
            self._page = self._build()
            self._layout.addWidget(self._page)
        return self._page

    def built(self) -> QWidget | None:
        """The page if it was built, without building it."""
        return self._page

    def showEvent(self, event: QShowEvent) -> None:
        # a child added while its parent shows would only show a turn of the loop later
        self.page().show()
        super().showEvent(event)
