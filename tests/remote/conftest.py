"""The remote client's tests reach servers on this machine (and a namespace's address):
never through the user's proxy, never with the user's key."""

from __future__ import annotations

import pytest

from tests.helpers.fake_openai import without_users_proxy_or_key


@pytest.fixture(autouse=True)
def direct_connections(monkeypatch: pytest.MonkeyPatch) -> None:
    without_users_proxy_or_key(monkeypatch)
