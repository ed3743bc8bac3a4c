"""Messages the disk refused to take (full, or failing), kept until it takes them.

A reply that streams while the disk fills is whole on screen; its row in the database
holds what was written last. Its newest state is kept here, one per message, and written
again on the store's next write, on the app's timer, and when the store closes, so the
row catches up as soon as there is space. Nothing here touches the disk.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from amdchat.chats.records import StoredMessage


class UnsavedMessages:
    def __init__(self) -> None:
        self._waiting: dict[int, StoredMessage] = {}  # by message id, oldest first

    def __len__(self) -> int:
        return len(self._waiting)

    def keep(self, message: StoredMessage) -> None:
        """Keep a copy of ``message`` as it is now (the caller goes on changing its own)."""
        self._waiting.pop(message.id, None)
        self._waiting[message.id] = dataclasses.replace(message, stats=dict(message.stats))

    def forget(self, message_id: int) -> None:
        """The message was written (or deleted): its kept copy is out of date."""
        self._waiting.pop(message_id, None)

    def write_all(self, write: Callable[[StoredMessage], None]) -> bool:
        """Write the kept messages, oldest first; stop at the first that fails (the disk
        is still full: the rest would fail too). True when none is left."""
        for message_id, message in list(self._waiting.items()):
            write(message)  # raises StoreError while the disk refuses
            self._waiting.pop(message_id, None)
        return not self._waiting
