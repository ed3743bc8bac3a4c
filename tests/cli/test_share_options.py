"""``amdchat share``'s options and its two modes (a checkout, the frozen app), without
starting a server: what is refused before anything starts, and what would be started."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.cli import share
from amdchat.cli.parser import build_parser


@pytest.fixture
def nothing_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a server was started")

    monkeypatch.setattr(subprocess, "Popen", refuse)


@pytest.mark.parametrize("host", ["::", "::1", "[::]", "fe80::1"])
def test_an_ipv6_host_is_refused_before_anything_starts(
        host: str, nothing_starts: None, capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["share", "--host", host, "--backend", "cpu"])
    assert args.func(args) == 2
    said = capsys.readouterr().err
    assert f"--host '{host}' is an IPv6 address" in said
    assert "IPv4 only" in said and "0.0.0.0" in said


def test_a_host_name_is_refused_as_llama_cpp_would_fail_on_it(
        nothing_starts: None, capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["share", "--host", "localhost"])
    assert args.func(args) == 2
    assert "'localhost' is not an IPv4 address" in capsys.readouterr().err


def test_a_negative_mem_is_refused(nothing_starts: None,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["share", "--mem", "-5"])
    assert args.func(args) == 2
    assert "--mem -5 is not a size" in capsys.readouterr().err


def _args(*extra: str) -> object:
    return build_parser().parse_args(["share", *extra])


def test_a_checkout_runs_the_server_module_through_python(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", False, raising=False)
    command = share._command("/b/cpu", "127.0.0.1:50052", _args("--mem", "64"))
    assert command == [sys.executable, "-m", "amdchat.engine.rpc_host", "/b/cpu",
                       "127.0.0.1:50052", "--mem", "64"]
    assert "PYINSTALLER_RESET_ENVIRONMENT" not in share._host_environment("/b/cpu")


def test_the_frozen_app_runs_its_own_entry_point_as_a_new_instance(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No Python to run -m with: the app's executable is the server, as it is the worker."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("AMDCHAT_SHARE_ENDS_WITH_PARENT", "1")
    command = share._command("/opt/amdchat/backends/cpu", "0.0.0.0:50052",
                             _args("--device", "Vulkan0", "--threads", "3"))
    assert command == [sys.executable, "--rpc-host", "/opt/amdchat/backends/cpu",
                       "0.0.0.0:50052", "--device", "Vulkan0", "--threads", "3"]
    env = share._host_environment("/opt/amdchat/backends/cpu")
    assert env["PYINSTALLER_RESET_ENVIRONMENT"] == "1"
    assert env["LLAMA_CPP_LIB_PATH"] == "/opt/amdchat/backends/cpu"
    assert "AMDCHAT_SHARE_ENDS_WITH_PARENT" not in env  # meant for 'share' alone


def test_the_entry_point_hands_rpc_host_to_the_server(monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    from amdchat import cli
    from amdchat.engine import rpc_host

    given: list[list[str]] = []
    monkeypatch.setattr(rpc_host, "main", lambda argv: given.append(argv) or 7)
    assert cli.main(["--rpc-host", "/b/cpu", "127.0.0.1:1", "--mem", "64"]) == 7
    assert given == [["/b/cpu", "127.0.0.1:1", "--mem", "64"]]


def test_the_spec_freezes_the_server_module() -> None:
    spec = (Path(__file__).parents[2] / "packaging" / "pyinstaller" / "amdchat.spec"
            ).read_text(encoding="utf-8")
    assert '"amdchat.engine.rpc_host"' in spec


@pytest.mark.parametrize("installed", [False, True])
def test_a_backend_without_the_rpc_half_is_named_with_what_to_do(
        installed: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", installed, raising=False)
    said = share._no_rpc("vulkan", Path("/opt/amdchat/backends/vulkan"))
    if installed:  # the installed app cannot build it
        assert "installed app's vulkan backend" in said and "reinstall" in said
        assert "backends rpc" not in said
    else:
        assert "amdchat backends rpc vulkan" in said
