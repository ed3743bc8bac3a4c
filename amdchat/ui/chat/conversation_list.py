"""The list of conversations: a Qt model over the store, and its panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from amdchat.chats.errors import StoreError
from amdchat.chats.records import Conversation
from amdchat.chats.store import ChatStore
from amdchat.ui.icons import themed_icon

IdRole = Qt.ItemDataRole.UserRole + 1
AnyIndex = QModelIndex | QPersistentModelIndex


class ConversationListModel(QAbstractListModel):
    """Conversations, newest first, filtered by a title search."""

    def __init__(self, store: ChatStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._search = ""
        self._rows: list[Conversation] = store.conversations()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        conversation = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return conversation.title
        if role == IdRole:
            return conversation.id
        return None

    def set_search(self, text: str) -> None:
        self._search = text
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = self._store.conversations(self._search)
        self.endResetModel()

    def row_of(self, conversation_id: int) -> int:
        for row, conversation in enumerate(self._rows):
            if conversation.id == conversation_id:
                return row
        return -1


class ConversationPanel(QWidget):
    sig_open_requested = Signal(int)
    """Show this conversation (0: a new, empty one)."""
    sig_deleted = Signal(int)
    """This conversation was deleted."""

    def __init__(self, store: ChatStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.model = ConversationListModel(store, self)
        self.search = QLineEdit(placeholderText=self.tr("Search titles"), clearButtonEnabled=True)
        self.search.setObjectName("conversationSearch")
        self.search.textChanged.connect(self.model.set_search)
        self.list = QListView()
        self.list.setObjectName("conversationList")
        self.list.setModel(self.model)
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        # a long title ends in "…" (the full one is its tooltip), never a sideways scroll
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.activated.connect(self._open_index)
        self.list.clicked.connect(self._open_index)
        self.new_button = QPushButton(themed_icon("new_chat"), self.tr("New chat"))
        self.new_button.clicked.connect(lambda: self.sig_open_requested.emit(0))
        self.rename_button = QPushButton(themed_icon("rename"), self.tr("Rename"))
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button = QPushButton(themed_icon("delete"), self.tr("Delete"))
        # not connected directly: clicked(bool) would pass False as ``confirm``
        self.delete_button.clicked.connect(lambda: self.delete_selected(confirm=True))
        buttons = QHBoxLayout()
        for button in (self.rename_button, self.delete_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        # Rename and Delete act on the chat selected: greyed while there is none (a first
        # run, a new chat), rather than doing nothing when clicked
        self.list.selectionModel().currentChanged.connect(self._update_buttons)
        self.model.modelReset.connect(self._update_buttons)
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.list.currentIndex().isValid()
        self.rename_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _open_index(self, index: QModelIndex) -> None:
        self.sig_open_requested.emit(int(index.data(IdRole)))

    def selected_id(self) -> int | None:
        index = self.list.currentIndex()
        return int(index.data(IdRole)) if index.isValid() else None

    def select(self, conversation_id: int) -> None:
        self.model.refresh()
        row = self.model.row_of(conversation_id)
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        else:  # no current row either: Rename and Delete then act on nothing
            self.list.setCurrentIndex(QModelIndex())
            self.list.clearSelection()

    def rename_selected(self) -> None:
        conversation_id = self.selected_id()
        if conversation_id is None:
            return
        current = self._store.conversation(conversation_id)
        title, ok = self._ask_title(current.title if current else "")
        if ok and title.strip():
            try:
                self._store.rename(conversation_id, title.strip())
            except StoreError as exc:
                QMessageBox.warning(self, self.tr("Rename chat"), str(exc))
            self.select(conversation_id)

    def _ask_title(self, title: str) -> tuple[str, bool]:
        """The rename dialog, wide enough for the title (it was cut at Qt's default)."""
        dialog = QInputDialog(self)
        dialog.setObjectName("renameChatDialog")
        dialog.setWindowTitle(self.tr("Rename chat"))
        dialog.setLabelText(self.tr("Title:"))
        dialog.setTextValue(title)
        metrics = dialog.fontMetrics()
        dialog.resize(min(max(420, metrics.horizontalAdvance(title) + 120), 900),
                      dialog.sizeHint().height())
        accepted = dialog.exec() == QInputDialog.DialogCode.Accepted
        return dialog.textValue(), accepted

    def delete_selected(self, *, confirm: bool = True) -> None:
        conversation_id = self.selected_id()
        if conversation_id is None:
            return
        if confirm:
            title = self.model.index(self.list.currentIndex().row()).data() or ""
            answer = QMessageBox.question(
                self, self.tr("Delete chat"),
                self.tr("Delete the conversation “{title}” and all its messages? This cannot "
                        "be undone.").format(title=title))
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            self._store.delete(conversation_id)
        except StoreError as exc:
            QMessageBox.warning(self, self.tr("Delete chat"), str(exc))
            return
        self.model.refresh()
        self.sig_deleted.emit(conversation_id)


class _Collapse(QObject):
    """A checkable button that shows or hides one pane of a splitter (its width 0 when
    hidden: the splitter's sizes, which the window keeps between runs, remember it)."""

    def __init__(self, splitter: QSplitter, index: int, button: QAbstractButton) -> None:
        super().__init__(button)
        self.splitter, self.index, self.button = splitter, index, button
        self.width = max(splitter.sizes()[index], 180)  # given back when shown again
        splitter.setCollapsible(index, True)
        button.setChecked(self.shown())
        button.toggled.connect(self.show_pane)
        splitter.splitterMoved.connect(lambda _pos, _handle: button.setChecked(self.shown()))

    def shown(self) -> bool:
        return self.splitter.sizes()[self.index] > 0

    def show_pane(self, show: bool) -> None:
        sizes = self.splitter.sizes()
        if show == (sizes[self.index] > 0):
            return
        neighbour = self.index + 1 if self.index + 1 < len(sizes) else self.index - 1
        if show:
            give = min(self.width, max(sizes[neighbour] - 200, 120))
            sizes[self.index], sizes[neighbour] = give, sizes[neighbour] - give
        else:
            self.width = sizes[self.index]
            sizes[self.index], sizes[neighbour] = 0, sizes[neighbour] + sizes[self.index]
        self.splitter.setSizes(sizes)


def collapse_with(splitter: QSplitter, index: int, button: QAbstractButton) -> None:
    """Let ``button`` (checkable) show and hide the pane ``index`` of ``splitter``."""
    _Collapse(splitter, index, button)
