"""``amdchat chat --rpc`` when a remote computer drops mid-reply, for real (two
rpc-servers in network namespaces, tests/helpers/rpc_netns.py): it names the computer and
prints the command line that loads the model without it, which then works."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import rpc_netns

pytestmark = pytest.mark.slow
# namespaces of its own (amdchat-rpc105, -106): other RPC tests may run meanwhile
FIRST = 105


def test_chat_names_the_dropped_computer_and_the_command_without_it(
        model_path: Path, tmp_path: Path) -> None:
    folder = rpc_netns.folder_or_skip(tmp_path)  # chat's own discovery finds its source
    rpc_netns.copy_real_proc()
    with rpc_netns.rpc_servers(2, folder, first=FIRST) as servers:
        kept, lost = (s.endpoint for s in servers)
        args = ["chat", "--model", str(model_path), "--backend", "cpu", "--ctx", "1024",
                "--max-tokens", "400", "--temperature", "0", "--rpc", f"{kept},{lost}",
                "--prompt", "Write a long story about a ship."]
        chat = subprocess.Popen([sys.executable, "-m", "amdchat", *args], text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env={**os.environ, "PYTHONPATH": os.getcwd()})
        assert chat.stdout is not None
        shown = chat.stdout.read(40)  # the reply streams: some words, then the kill
        servers[1].kill()
        rest, said = chat.communicate(timeout=120)
        assert chat.returncode == 1 and (shown + rest).strip()
        lines = said.splitlines()
        assert any(lost in line and "stopped answering" in line for line in lines), said
        [hint] = [line for line in lines if "without it:" in line]
        command = shlex.split(hint.split("without it: ", 1)[1])
        assert command[0] == "amdchat" and command[-1] == "Write a long story about a ship."
        assert command[command.index("--rpc") + 1] == kept
        command[command.index("--max-tokens") + 1] = "8"
        again = subprocess.run([sys.executable, "-m", "amdchat", *command[1:]], text=True,
                               capture_output=True, timeout=180,
                               env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() and lost not in again.stderr
