"""What the conversation store hands out: a conversation, a message with its stats and
versions, and how a reply ended (its status)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from amdchat.chats.images import StoredImage

# A reply's status: how it ended.
DONE, STREAMING, CANCELLED, INTERRUPTED, FAILED = (
    "done", "streaming", "cancelled", "interrupted", "failed")


@dataclass
class Conversation:
    id: int
    title: str
    created: float
    updated: float


@dataclass
class StoredMessage:
    id: int
    conversation_id: int
    position: int
    role: str
    content: str
    status: str = DONE
    stats: dict[str, Any] = field(default_factory=dict)
    variant: int = 0  # which of the versions of this reply is shown (0: the first)
    variants: int = 1  # how many versions it has
    reasoning: str = ""  # what a thinking model thought before its answer (``content``)
    images: list[StoredImage] = field(default_factory=list)  # a user's, shown to the model
