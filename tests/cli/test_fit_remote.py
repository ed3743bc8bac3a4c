"""``amdchat fit`` counts Settings > Network's remote GPUs unless told not to
(cli/fit_remote.py); the servers are sockets speaking llama.cpp's RPC wire format."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat import paths
from amdchat.cli import fit_remote, main
from amdchat.config import Settings
from amdchat.engine.rpc_probe import PROTOCOL
from amdchat.fit import remote_servers
from tests.helpers.data import TREES
from tests.helpers.rpc_wire import serve_once, speaking

GIB = 2**30


@pytest.fixture(autouse=True)
def recorded_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer without a GPU and 24 GiB of RAM (a recorded tree): the fit's target."""
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))


@contextlib.contextmanager
def settings_server() -> Iterator[str]:
    """A server that answers one check, listed in Settings > Network."""
    server = serve_once(speaking(PROTOCOL, free=8 * GIB))
    endpoint = next(server)
    settings = Settings.load(paths.settings_file())
    settings.set("rpc_servers", [endpoint])
    settings.save()
    remote_servers.forget_recent()
    try:
        yield endpoint
    finally:
        next(server, None)
        remote_servers.forget_recent()




def test_fit_without_rpc_counts_the_settings_servers_and_says_so(
        model_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with settings_server() as endpoint:
        assert main(["fit", str(model_path), "--backend", "cpu", "--estimate"]) == 0
    said = capsys.readouterr()
    assert f"remote GPUs of Settings > Network ({endpoint})" in said.err
    assert "--no-rpc for this computer only" in said.err
    assert f"fits with {endpoint}: " in said.out and f"on {endpoint}" in said.out
    assert "the network adds" in said.out


@pytest.mark.parametrize("local_only", [["--no-rpc"], ["--rpc", ""]])
def test_no_rpc_or_an_empty_rpc_is_this_computer_only(
        model_path: Path, capsys: pytest.CaptureFixture[str], local_only: list[str]) -> None:
    with settings_server():
        assert main(["fit", str(model_path), "--backend", "cpu", "--estimate", "--json",
                     *local_only]) == 0
    said = capsys.readouterr()
    assert "remote_split" not in json.loads(said.out.splitlines()[-1])
    assert "Settings > Network" not in said.err


def test_a_settings_server_that_does_not_answer_is_left_out_and_said(
        model_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit_remote, "PROBE_TIMEOUT_S", 1.0)
    settings = Settings.load(paths.settings_file())
    settings.set("rpc_servers", ["127.0.0.1:1"])
    settings.save()
    remote_servers.forget_recent()
    assert main(["fit", str(model_path), "--backend", "cpu", "--estimate", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert "remote_split" not in out  # no usable server: this computer's verdict alone


def test_a_server_given_with_rpc_must_answer(model_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    remote_servers.forget_recent()
    assert main(["fit", str(model_path), "--backend", "cpu", "--estimate",
                 "--rpc", "127.0.0.1:1"]) == 1
    assert "127.0.0.1:1 refused the connection" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["chat", "--model", "m.gguf", "--prompt", "hi"],
                                     ["serve", "--model", "m.gguf"], ["bench", "--model", "m.gguf"],
                                     ["doctor", "--model", "m.gguf"]])
def test_every_command_with_rpc_takes_no_rpc_for_this_computer_only(
        command: list[str]) -> None:
    """chat, serve and doctor use Settings' servers when --rpc is left out (their
    ModelSpec); --no-rpc and --rpc '' give an empty list, which wins over the Settings."""
    from amdchat.cli.parser import build_parser

    parser = build_parser()
    assert parser.parse_args([*command, "--no-rpc"]).rpc == ()
    assert parser.parse_args([*command, "--rpc", ""]).rpc == ()
    assert parser.parse_args(command).rpc is None
