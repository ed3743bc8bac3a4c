"""The Vulkan backend for the tests that need it: skipped, or failed where CI built it."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

from amdchat.backends.registry import Backend, BackendUnavailable, choose


def vulkan_missing(reason: str) -> NoReturn:
    """Skip, or fail where the Vulkan backend was meant to be built (AMDCHAT_REQUIRE_VULKAN)."""
    if os.environ.get("AMDCHAT_REQUIRE_VULKAN"):
        pytest.fail(f"{reason}, and AMDCHAT_REQUIRE_VULKAN is set: the Vulkan tests must run")
    pytest.skip(reason)


def vulkan_backend() -> Backend:
    """The installed Vulkan backend (setup.sh builds it on Linux)."""
    try:
        return choose("vulkan")
    except BackendUnavailable:
        vulkan_missing("no Vulkan backend built (./setup.sh builds one on Linux)")
