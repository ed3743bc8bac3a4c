"""``amdchat share`` given what it cannot do: each refused before a server starts, in words
(what, why, what to do); and a real share ended twice over without a traceback."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from amdchat.cli.parser import build_parser
from amdchat.cli.share import port_taken
from tests.helpers.shared_backend import free_port, install_rpc_backend


@pytest.fixture
def rpc_backend(tmp_path: Path) -> Path:
    return install_rpc_backend(tmp_path)


@pytest.fixture
def nothing_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a server was started")

    monkeypatch.setattr(subprocess, "Popen", refuse)


def test_a_port_another_program_listens_on_is_refused_before_starting(
        nothing_starts: None, capsys: pytest.CaptureFixture[str]) -> None:
    """It started, probed the port, reached the other program's server and said
    "Sharing on ..." before its own server failed to listen."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen(1)
        port = other.getsockname()[1]
        args = build_parser().parse_args(["share", "--backend", "cpu", "--port", str(port)])
        assert args.func(args) == 2
    said = capsys.readouterr()
    assert f"the port {port} on 127.0.0.1 is already in use" in said.err
    assert "--port" in said.err and "Sharing on" not in said.out


def test_an_address_not_of_this_computer_is_refused_with_what_to_give() -> None:
    said = port_taken("192.0.2.1", free_port())  # TEST-NET-1: on no interface here
    assert said is not None and "cannot listen on 192.0.2.1" in said
    assert "127.0.0.1 or 0.0.0.0" in said


def test_a_free_port_is_not_refused() -> None:
    assert port_taken("127.0.0.1", free_port()) is None


def test_a_host_with_spaces_is_trimmed_not_handed_to_llama_cpp(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """llama.cpp's inet_addr refused ' 127.0.0.1' after the check had passed it, and the
    share waited 30 s for a server that was never there."""
    from amdchat.cli import share

    seen: list[str] = []

    def stop_at_backend(name: str, needs_rpc: bool = False) -> object:
        raise share_stop

    share_stop = RuntimeError("stop")
    monkeypatch.setattr("amdchat.backends.registry.choose", stop_at_backend)
    args = build_parser().parse_args(["share", "--host", " 127.0.0.1 ", "--port",
                                      str(free_port())])
    monkeypatch.setattr(share, "port_taken", lambda host, port: seen.append(host))
    with pytest.raises(RuntimeError):
        args.func(args)
    assert seen == ["127.0.0.1"] and args.host == "127.0.0.1"


@pytest.mark.slow
def test_ctrl_c_twice_stops_sharing_without_a_traceback(rpc_backend: Path) -> None:
    """Ctrl-C reaches the terminal's whole group: the server printed a KeyboardInterrupt
    traceback, and a second one during the stop printed share's own."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    share = subprocess.Popen([sys.executable, "-m", "amdchat", "share", "--backend", "cpu",
                              "--port", str(port)], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, env=env,
                             start_new_session=True)
    assert share.stdout is not None
    said: list[str] = []
    deadline = time.monotonic() + 240
    while not any(line.startswith("Use it from") for line in said):
        assert time.monotonic() < deadline and share.poll() is None, said
        said.append(share.stdout.readline())
    os.killpg(share.pid, signal.SIGINT)
    time.sleep(0.05)
    os.killpg(share.pid, signal.SIGINT)
    rest = share.communicate(timeout=30)[0]
    assert share.returncode == 0 and "sharing stopped" in rest
    assert "Traceback" not in rest and "KeyboardInterrupt" not in rest
    assert port_taken("127.0.0.1", port) is None  # the server is gone too


def test_the_settings_junk_servers_are_each_said_with_why(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A hand-edited settings.json's list: each entry the fit cannot use was left out
    without a word (and a repeated one asked twice)."""
    from typing import Any, cast

    from amdchat.cli.fit_remote import chosen_servers, remote_split

    servers, from_settings = chosen_servers(None, ["::1", "junk junk", "x:0", "::1"])
    assert servers == ("::1", "junk junk", "x:0") and from_settings
    # no server usable: the split is None before the model's figures are looked at
    assert remote_split(servers, True, cast(Any, None), cast(Any, None), 0) is None
    said = capsys.readouterr().err
    assert "left out: '::1' is an IPv6 address" in said
    assert "left out: 'junk junk' is not a server address" in said
    assert "left out: 'x:0' has no valid port" in said


def test_a_bad_address_from_the_settings_is_named_as_the_settings(
        nothing_starts: None, capsys: pytest.CaptureFixture[str]) -> None:
    """settings.json's share_host of '::1' was refused as "--host '::1'", an option the
    user never gave."""
    from amdchat import paths
    from amdchat.config import Settings

    settings = Settings.load(paths.settings_file())
    settings.set("share_host", "::1")
    settings.save()
    args = build_parser().parse_args(["share", "--backend", "cpu"])
    assert args.func(args) == 2
    said = capsys.readouterr().err
    assert "Settings > Network's sharing address (share_host in settings.json) '::1'" in said
    assert "--host" not in said


def test_a_privileged_port_says_so_not_that_the_address_is_wrong(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Without root, port 1 is refused by the kernel with EACCES (the tests run as root,
    where it is not: the refusal is the kernel's own, raised here)."""
    import errno

    def refused(_self: socket.socket, _address: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(socket.socket, "bind", refused)
    said = port_taken("127.0.0.1", 1)
    assert said is not None and "needs administrator rights" in said
    assert "1024 to 65535" in said
