"""The Vulkan workaround for a small BAR: applied by itself when a card's Resizable BAR is
off, said, left out when the user turns it off or sets the variable, and passed to the
Vulkan worker only."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest

from amdchat.backends.registry import Backend
from amdchat.config import Settings
from amdchat.hardware.pci_bar import read_bar, small_bar_workaround
from amdchat.session import engine_session
from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import SessionListener
from amdchat.session.spec import ModelSpec, Notice, spec_from_settings

TREES = Path(__file__).parent.parent / "data" / "sysfs"
SMALL, REBAR = TREES / "rx7900xtx-bar256", TREES / "rx7900xtx-rebar"
VARIABLE = "GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM"


def test_bar_sizes_read_from_the_resource_file() -> None:
    small = read_bar(SMALL / "sys/class/drm/card1/device")
    assert (small.bar_bytes, small.vram_bytes, small.small) == (256 << 20, 25753026560, True)
    assert not read_bar(REBAR / "sys/class/drm/card1/device").small
    assert read_bar(TREES / "rdna3-rx7900xtx/sys/class/drm/card1/device").unknown  # no file


def test_applied_and_said_when_the_bar_is_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    env, told = small_bar_workaround(True, SMALL, {})
    assert env == {VARIABLE: "1"}
    assert str(told) == ("Resizable BAR is off on AMD Radeon RX 7900 XTX: amdchat runs Vulkan "
                         "with GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1, which gives back most of "
                         "the speed (Settings can turn it off).")


@pytest.mark.parametrize(("root", "enabled", "environ"), [
    (REBAR, True, {}),  # Resizable BAR on
    (SMALL, False, {}),  # turned off in Settings
    (SMALL, True, {VARIABLE: "0"}),  # the user's own choice stands
    (TREES / "apu-780m", True, {}),  # an APU has no VRAM BAR to speak of
])
def test_left_out(root: Path, enabled: bool, environ: dict[str, str]) -> None:
    assert small_bar_workaround(enabled, root, environ) == ({}, None)


def test_the_setting_reaches_the_spec(tmp_path: Path) -> None:
    settings = Settings.load(tmp_path / "settings.json")
    assert spec_from_settings(tmp_path / "m.gguf", settings).small_bar_workaround is True
    settings.set("vulkan_small_bar_workaround", False)
    assert spec_from_settings(tmp_path / "m.gguf", settings).small_bar_workaround is False


class _Client:
    """Stands for the worker: records the environment it would start with."""

    started: ClassVar[list[dict[str, str]]] = []

    def __init__(self, on_event: Any, backend: Backend, *, extra_env: dict[str, str],
                 log_path: Path | None) -> None:
        self.env = extra_env

    def start(self) -> None:
        _Client.started.append(self.env)
        raise OSError("not started in this test")


class _Listener(SessionListener):
    def __init__(self) -> None:
        self.notices: list[Notice] = []

    def on_notice(self, notice: Notice) -> None:
        self.notices.append(notice)


@pytest.mark.parametrize(("kind", "enabled", "expected"), [
    ("vulkan", True, {VARIABLE: "1"}), ("vulkan", False, {}), ("cpu", True, {})])
def test_the_vulkan_worker_gets_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str,
                                   enabled: bool, expected: dict[str, str]) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(SMALL))
    monkeypatch.delenv(VARIABLE, raising=False)
    monkeypatch.setattr(engine_session, "EngineClient", _Client)
    monkeypatch.setattr(sys, "platform", "linux")  # the workaround is for Linux's sysfs
    _Client.started = []
    backend = Backend(kind, tmp_path, str(tmp_path))
    listener = _Listener()
    session = EngineSession(lambda call: call(), listener, discover=lambda: [backend])
    session.load(ModelSpec(tmp_path / "m.gguf", backend=kind, small_bar_workaround=enabled))
    assert _Client.started == [expected]
    assert [n.kind for n in listener.notices] == (["small_bar"] if expected else [])


def test_said_once_per_session_though_every_worker_gets_it(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(SMALL))
    monkeypatch.delenv(VARIABLE, raising=False)
    monkeypatch.setattr(engine_session, "EngineClient", _Client)
    monkeypatch.setattr(sys, "platform", "linux")
    _Client.started = []
    backend = Backend("vulkan", tmp_path, str(tmp_path))
    listener = _Listener()
    session = EngineSession(lambda call: call(), listener, discover=lambda: [backend])
    for _ in range(2):
        session.load(ModelSpec(tmp_path / "m.gguf", backend="vulkan"))
    assert _Client.started == [{VARIABLE: "1"}] * 2
    assert len(listener.notices) == 1
