"""A keyring backend that keeps its passwords in a dict: set with ``keyring.set_keyring``,
at keyring's own API (the OS boundary), never the user's keyring."""

from __future__ import annotations

import keyring.backend
import keyring.errors


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A keyring that keeps its passwords in a dict, as a desktop's would on disk."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.kept.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError("none kept")
