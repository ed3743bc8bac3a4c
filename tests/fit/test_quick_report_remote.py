"""The verdict shown at once (the model picker, the start page: fit/plan.quick_report)
counts Settings > Network's remote GPUs as the Models page does, by each server's last
known offer: never asked there, since it may run on the GUI thread."""

from __future__ import annotations

import socket
from pathlib import Path

from amdchat import paths
from amdchat.config import Settings
from amdchat.engine.rpc_probe import PROTOCOL, RemoteDevice, ServerInfo
from amdchat.fit import remote_servers
from amdchat.fit.plan import LoadChoices, quick_report
from amdchat.model_memory import local_memory
from amdchat.plan.budget import Budget

GIB, MIB = 2**30, 2**20


def silent_endpoint() -> str:
    """Nobody listens there: asked now, it would refuse and be left out."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{holder.getsockname()[1]}"


def test_the_picker_s_fit_names_the_split_over_a_server_known_from_its_last_check(
        model_path: Path) -> None:
    from amdchat.ui.fit_texts import report_text

    endpoint = silent_endpoint()
    remote_servers.remember(ServerInfo(endpoint, PROTOCOL, [RemoteDevice(0, 4 * GIB, 8 * GIB)],
                                       0.3), when=1_700_000_000)
    memory = local_memory(model_path)
    budget = Budget("test GPU", 40 * MIB, "given")  # a few layers here at most
    alone = quick_report(memory, 4096, budget, LoadChoices())
    assert alone.remote is None
    report = quick_report(memory, 4096, budget, LoadChoices(rpc_servers=(endpoint,),
                                                            margin_bytes=GIB))
    assert report.remote is not None and report.remote.fits
    assert report.remote.split.layers_by_host()[endpoint] > 0
    [state] = report.remote.servers
    assert state.usable and not state.fresh and state.checked_at == 1_700_000_000
    cell, tooltip = report_text(report)
    assert f"fits with {endpoint}: " in cell
    assert f"{endpoint}: its figures are from its last check," in tooltip
    assert "On this computer alone" in tooltip


def test_a_server_never_checked_is_left_out_and_said(model_path: Path) -> None:
    endpoint = silent_endpoint()
    memory = local_memory(model_path)
    budget = Budget("test GPU", 40 * MIB, "given")
    report = quick_report(memory, 4096, budget, LoadChoices(rpc_servers=(endpoint,)))
    assert report.remote is None  # no usable server: this computer's verdict alone
    [state] = remote_servers.known_states([endpoint])
    assert not state.usable and "never checked" in str(state.problem)


def test_the_window_s_choices_carry_the_settings_servers_and_margin() -> None:
    settings = Settings.load(paths.settings_file())
    settings.set("rpc_servers", ["10.0.0.2:50052"])
    settings.set("gpu_margin_mib", 512)
    choices = LoadChoices.from_settings(settings)
    assert choices.rpc_servers == ("10.0.0.2:50052",) and choices.margin_bytes == 512 * MIB
