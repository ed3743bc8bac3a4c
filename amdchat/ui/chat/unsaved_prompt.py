"""Before the window closes with replies the disk refused: free space and retry, or close
and lose them, or keep the window open. Never closes silently over unsaved text."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from amdchat.chats.errors import StoreError
from amdchat.chats.store import ChatStore

_tr = QCoreApplication.translate


def _all_saved(store: ChatStore) -> bool:
    with contextlib.suppress(StoreError):
        return store.retry_unsaved()
    return False


def may_close(parent: QWidget, store: ChatStore) -> bool:
    """True when nothing is left unsaved, or the user chose to close anyway."""
    while not _all_saved(store):
        text = _tr("UnsavedPrompt",
                   "Replies not saved: {count}. The disk that holds {folder} is full or "
                   "failing. Free some space, then press Retry. Closing now loses what is "
                   "not saved.").format(count=len(store.unsaved), folder=store.path.parent)
        box = QMessageBox(QMessageBox.Icon.Warning, _tr("UnsavedPrompt", "Replies not saved"),
                          text, QMessageBox.StandardButton.Retry
                          | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, parent)
        box.setObjectName("unsavedReplies")
        box.button(QMessageBox.StandardButton.Discard).setText(
            _tr("UnsavedPrompt", "Close and lose them"))
        box.setDefaultButton(QMessageBox.StandardButton.Retry)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Discard:
            return True
        if answer != QMessageBox.StandardButton.Retry:
            return False
    return True
