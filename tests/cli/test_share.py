"""``amdchat share`` for real: llama.cpp's RPC server on the CPU backend, on 127.0.0.1."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from amdchat.engine.rpc_probe import PROTOCOL, probe
from tests.helpers.frozen_app import fake_frozen_app
from tests.helpers.shared_backend import free_port, install_rpc_backend

pytestmark = pytest.mark.slow


@pytest.fixture
def rpc_backend(tmp_path: Path) -> Path:
    return install_rpc_backend(tmp_path)


def test_share_says_where_what_and_the_warning_and_serves(rpc_backend: Path,
                                                         model_path: Path) -> None:
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    share = subprocess.Popen([sys.executable, "-m", "amdchat", "share", "--backend", "cpu",
                              "--port", str(port)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert share.stdout is not None
        said = []
        deadline = time.monotonic() + 240
        while not any(line.startswith("Use it from") for line in said):
            assert time.monotonic() < deadline and share.poll() is None, said
            said.append(share.stdout.readline())
        text = "".join(said)
        assert f"Sharing on 127.0.0.1:{port}" in text
        assert "CPU:" in text and "MiB free" in text
        assert "no authentication and no encryption" in text and "ssh -N -L" in text
        info = probe(f"127.0.0.1:{port}", 10)
        assert info.version == PROTOCOL and info.free_bytes > 0
        assert "a computer connected" in share.stdout.readline()
        assert "the computer disconnected" in share.stdout.readline()
        # a computer that stays connected is named by its address (the probe above may
        # have left before share looked)
        with socket.create_connection(("127.0.0.1", port), timeout=10,
                                      source_address=("127.0.0.2", 0)):
            assert "a computer connected (127.0.0.2)" in share.stdout.readline()
        assert "the computer disconnected (127.0.0.2)" in share.stdout.readline()
        # the fit names the split over this computer and the shared one
        fit = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path),
                              "--backend", "cpu", "--estimate", "--json",
                              "--rpc", f"127.0.0.1:{port}"], capture_output=True, text=True,
                             env=env, timeout=120, check=True)
        split = json.loads(fit.stdout.splitlines()[-1])["remote_split"]
        assert split["n_layers"] == 18 and split["devices"][0]["host"] == f"127.0.0.1:{port}"
        assert split["words"].endswith(f"on 127.0.0.1:{port}")
    finally:
        share.terminate()
        share.wait(10)
        if share.stdout is not None:
            share.stdout.close()


def test_share_refuses_a_port_that_is_not_one(tmp_path: Path) -> None:
    from amdchat.cli.parser import build_parser

    args = build_parser().parse_args(["share", "--port", "70000"])
    assert args.func(args) == 2


def _start_share(port: int) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    share = subprocess.Popen([sys.executable, "-m", "amdchat", "share", "--backend", "cpu",
                              "--port", str(port)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=env)
    assert share.stdout is not None
    deadline = time.monotonic() + 240
    said: list[str] = []
    while not any(line.startswith("Use it from") for line in said):
        assert time.monotonic() < deadline and share.poll() is None, said
        said.append(share.stdout.readline())
    return share


def _still_served(port: int, seconds: float = 10.0) -> bool:
    """Whether something still answers as an rpc-server on the port after ``seconds``."""
    from amdchat.engine.rpc_probe import RpcProblem

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            probe(f"127.0.0.1:{port}", 2.0)
        except RpcProblem:
            return False
        time.sleep(0.5)
    return True


@pytest.mark.parametrize("stop", ["terminate", "kill"])
def test_stopping_share_stops_the_server_it_started(rpc_backend: Path, stop: str) -> None:
    """Settings > Network's switch ends 'amdchat share' with SIGTERM, and Qt kills it when
    the app quits: its RPC server (no password) must not go on listening."""
    port = free_port()
    share = _start_share(port)
    try:
        getattr(share, stop)()
        share.wait(10)
        assert not _still_served(port)
    finally:
        if share.poll() is None:
            share.kill()
        if share.stdout is not None:
            share.stdout.close()


def test_a_server_that_hangs_before_its_offer_is_given_up_in_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It says nothing: the wait for its first line had no end (the time limit was
    checked only when a line came)."""
    from amdchat.cli import share

    monkeypatch.setattr(share, "READY_TIMEOUT_S", 1.0)
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                             stdout=subprocess.PIPE, text=True)
    started = time.monotonic()
    try:
        assert share._watch(child, "127.0.0.1:1", 1, "cpu") == 1
        assert time.monotonic() - started < 10
    finally:
        child.kill()
        child.wait(5)
        assert child.stdout is not None
        child.stdout.close()


def test_the_frozen_entry_point_shares_with_a_memory_limit(
        rpc_backend: Path, model_path: Path, tmp_path: Path) -> None:
    """The installed app's path ('amdchat --rpc-host', no 'python -m') serves, and --mem
    64 is what a client sees and what its plan places by: no layer on 64 MiB."""
    app = fake_frozen_app(tmp_path / "app", {"cpu": rpc_backend})
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    share = subprocess.Popen([str(app), "share", "--backend", "cpu", "--port", str(port),
                              "--mem", "64"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert share.stdout is not None
        said: list[str] = []
        deadline = time.monotonic() + 240
        while not any(line.startswith("Use it from") for line in said):
            assert time.monotonic() < deadline and share.poll() is None, said
            said.append(share.stdout.readline())
        assert "CPU:" in "".join(said) and "(64 MiB free of 64 MiB)" in "".join(said)
        server = [p for p in Path("/proc").iterdir() if p.name.isdigit()
                  and (p / "cmdline").exists()
                  and b"--rpc-host" in (p / "cmdline").read_bytes()
                  and f"{port}".encode() in (p / "cmdline").read_bytes()]
        assert server, "the server was not started through the app's --rpc-host"
        info = probe(f"127.0.0.1:{port}", 10)
        assert info.free_bytes == 64 * 2**20
        assert [d.total_bytes for d in info.devices] == [64 * 2**20]
        fit = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path),
                              "--backend", "cpu", "--estimate", "--json",
                              "--rpc", f"127.0.0.1:{port}"], capture_output=True, text=True,
                             env=env, timeout=120, check=True)
        split = json.loads(fit.stdout.splitlines()[-1])["remote_split"]
        remote = [d for d in split["devices"] if d["host"] == f"127.0.0.1:{port}"]
        assert remote and remote[0]["layers"] == 0, split
    finally:
        share.terminate()
        share.wait(10)
        if share.stdout is not None:
            share.stdout.close()


def test_sharing_started_by_the_app_ends_when_the_app_is_killed(rpc_backend: Path) -> None:
    """The switch in Settings starts 'amdchat share' with AMDCHAT_SHARE_ENDS_WITH_PARENT:
    an app killed outright (no Qt clean-up) must not leave sharing or its server on."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    # the stand-in app: starts sharing (naming itself, as the app's switch does), says when
    # it is served, then waits to be killed
    app_code = (
        "import os, subprocess, sys\n"
        "os.environ['AMDCHAT_SHARE_ENDS_WITH_PARENT'] = str(os.getpid())\n"
        f"share = subprocess.Popen([sys.executable, '-m', 'amdchat', 'share', '--backend', "
        f"'cpu', '--port', '{port}'], stdout=subprocess.PIPE, text=True)\n"
        "for line in share.stdout:\n"
        "    if line.startswith('Use it from'):\n"
        "        print(share.pid, flush=True)\n"
        "        break\n"
        "sys.stdin.read()\n")
    app = subprocess.Popen([sys.executable, "-c", app_code], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert app.stdout is not None
        share_pid = int(app.stdout.readline())
        probe(f"127.0.0.1:{port}", 10)
        app.kill()
        app.wait(10)
        deadline = time.monotonic() + 10
        while Path(f"/proc/{share_pid}").exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not Path(f"/proc/{share_pid}").exists(), "sharing outlived the app"
        assert not _still_served(port, 3.0)
    finally:
        if app.poll() is None:
            app.kill()
        for pipe in (app.stdin, app.stdout):
            if pipe is not None:
                pipe.close()


def test_a_share_that_is_the_first_process_of_its_namespace_serves(rpc_backend: Path
                                                                   ) -> None:
    """'docker run ... amdchat share': share is PID 1, so its server's parent is 1. The
    server used to take that for "my parent died" and exit, and share said the port was
    taken (review finding 2)."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    share = subprocess.Popen(["unshare", "--pid", "--fork", "--mount-proc", "--kill-child",
                              sys.executable,
                              "-m", "amdchat", "share", "--backend", "cpu", "--port",
                              str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    try:
        assert share.stdout is not None
        said = []
        deadline = time.monotonic() + 240
        while not any(line.startswith("Use it from") for line in said):
            assert time.monotonic() < deadline and share.poll() is None, (said, share.stderr)
            said.append(share.stdout.readline())
        assert probe(f"127.0.0.1:{port}", 10).free_bytes > 0
    finally:  # unshare ignores SIGTERM while it waits; killed, it kills its child
        share.kill()
        share.wait(10)
        for pipe in (share.stdout, share.stderr):
            if pipe is not None:
                pipe.close()
