"""``amdchat bench`` chooses its remote GPUs as chat, serve, fit and doctor do: --rpc's,
else Settings > Network's (said on stderr); --no-rpc or --rpc '' for this computer only."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from amdchat import paths
from amdchat.cli import main
from amdchat.cli.bench import bench_servers
from amdchat.cli.parser import build_parser
from amdchat.config import Settings


def settings_with(servers: list[str]) -> Settings:
    settings = Settings.load(paths.settings_file())
    settings.set("rpc_servers", servers)
    settings.save()
    return settings


def refused_endpoint() -> str:
    """A port nobody listens on once its socket is closed: the load's check refuses it."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{holder.getsockname()[1]}"


@pytest.mark.parametrize(("flags", "expected"), [
    ([], ("10.0.0.2:50052",)), (["--no-rpc"], ()), (["--rpc", ""], ()),
    (["--rpc", "10.0.0.5:50052"], ("10.0.0.5:50052",))])
def test_the_servers_come_from_rpc_else_from_the_settings(
        flags: list[str], expected: tuple[str, ...],
        capsys: pytest.CaptureFixture[str]) -> None:
    settings = settings_with(["10.0.0.2:50052"])
    args = build_parser().parse_args(["bench", "--model", "m.gguf", *flags])
    assert bench_servers(args, settings) == expected
    said = "remote GPUs of Settings > Network (10.0.0.2:50052)" in capsys.readouterr().err
    assert said == (not flags)


def test_a_bench_loads_over_the_settings_servers(model_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """For real: the worker is asked to add the Settings' server, whose sharing is off,
    so the backend's run fails naming it (a bench that ignored the Settings would run)."""
    off = refused_endpoint()
    settings_with([off])
    status = main(["bench", "--model", str(model_path), "--backends", "cpu", "--depths", "0",
                   "--reps", "1", "--pp", "8", "--tg", "4", "--json", "--no-save"])
    out, err = capsys.readouterr()
    assert status == 1 and f"Settings > Network ({off})" in err
    cpu = json.loads(out)["backends"][0]
    assert cpu["finish_reason"] == "failed" and off in cpu["error"]
