"""API keys of remote servers, in the system keyring (never in settings.json or a log).

A machine with no keyring (a bare Linux without a Secret Service, a container) has
keyring's "fail" backend: ``available()`` says so, and the caller offers to use the key
for this session only.
"""

from __future__ import annotations

import contextlib

import keyring
import keyring.errors

from amdchat.i18n import Text, tr_noop

SERVICE = "amdchat-remote"  # the keyring's service; the user name is the server's URL

NO_KEYRING = Text("remote", tr_noop(
    "remote", "This computer has no system keyring (such as GNOME Keyring, KWallet or the "
    "Windows Credential Manager), so the key cannot be saved: it is used for this session "
    "only and asked for again next time."))


def available() -> bool:
    """Whether a real keyring backend answers (keyring's fail backend has priority 0)."""
    try:
        backend = keyring.get_keyring()
        return float(getattr(backend, "priority", 0)) > 0
    except Exception:  # a broken backend configuration is no keyring
        return False


def load(url: str) -> str:
    """The key kept for ``url``; "" when none, or no keyring."""
    if not available():
        return ""
    try:
        return keyring.get_password(SERVICE, url) or ""
    except keyring.errors.KeyringError:
        return ""


def save(url: str, key: str) -> bool:
    """Keep ``key`` for ``url`` (an empty key forgets it); False when there is no keyring
    or it refused (locked, dismissed): the key then lives for this session only."""
    if not available():
        return False
    try:
        if key:
            keyring.set_password(SERVICE, url, key)
        else:
            forget(url)
    except keyring.errors.KeyringError:
        return False
    return True


def forget(url: str) -> None:
    with contextlib.suppress(keyring.errors.KeyringError):  # none was kept
        keyring.delete_password(SERVICE, url)
