"""The live panel's "Remote devices" card: shown with a load over remote rpc-servers, the
network's figures from the worker's events, hidden when the model goes."""

from __future__ import annotations

from amdchat.engine import protocol
from amdchat.plan.remote_split import Place, split_layers
from amdchat.ui.engine_controller import EngineController
from amdchat.ui.live_panel import LivePanel

MIB = 2**20
HOSTS = ("10.0.0.2:50052", "10.0.0.3:50052")


def _loaded() -> protocol.LoadedEvent:
    placement: protocol.Placement = {
        "runs_on": "partial", "device": "RPC0", "device_description": HOSTS[0],
        "model_mib": {"CPU_Mapped": 199.0, f"RPC0[{HOSTS[0]}]": 100.0,
                      f"RPC0[{HOSTS[1]}]": 106.0},
        "kv_mib": {f"RPC0[{HOSTS[0]}]": 0.5, f"RPC0[{HOSTS[1]}]": 0.5},
        "compute_mib": {f"RPC0[{HOSTS[1]}]": 513.0, "CPU": 20.0}}
    return {"event": "loaded", "path": "/m/gemma.gguf", "name": "gemma", "architecture":
            "gemma3", "quantization": "Q4_K_M", "n_ctx": 512, "n_gpu_layers": 12,
            "load_ms": 1.0, "has_chat_template": True, "template": "", "template_problem": "",
            "template_problem_text": None, "stop": [], "placement": placement}


def _split():  # type: ignore[no-untyped-def]
    """18 layers of 10 MiB over two servers of 60 MiB free and 120 MiB here (the plan)."""
    places = [Place("RPC0", HOSTS[0], 60 * MIB, buffer=f"RPC0[{HOSTS[0]}]"),
              Place("RPC1", HOSTS[1], 60 * MIB, buffer=f"RPC0[{HOSTS[1]}]")]
    return split_layers([10 * MIB] * 18, places, 120 * MIB, 0)


def _server(host: str, rtt: float, ms: float, share: float) -> protocol.ServerNetwork:
    return {"endpoint": host, "measured": True, "rtt_ms": rtt, "smoothed_rtt_ms": rtt + 4,
            "bytes_per_token": 19810.0, "rate_bytes_s": 22772069.0, "ms_per_token": ms,
            "share": share}


FIGURES: protocol.NetworkFigures = {
    "measured": True, "why_not": "", "tokens": 46, "token_ms": 207.263,
    "ms_per_token": 54.242, "share": 0.2617,
    "servers": [_server(HOSTS[0], 20.169, 21.039, 0.1015),
                _server(HOSTS[1], 20.199, 33.203, 0.1602)]}


def test_the_card_shows_each_computer_and_the_networks_share_then_goes(qtbot) -> None:
    panel = LivePanel()
    qtbot.addWidget(panel)
    panel.show()
    box = panel.remote
    assert not box.isVisible()  # no model: no card
    split = _split()
    assert split.layers_by_host() == {"": 10, HOSTS[0]: 4, HOSTS[1]: 4}
    panel.show_loaded(_loaded(), "cpu", None, split)
    assert box.isVisible()
    first, second = box.servers[HOSTS[0]], box.servers[HOSTS[1]]
    assert first.text() == f"{HOSTS[0]}\n4 layers · 100.5 MiB used there"
    assert second.text() == f"{HOSTS[1]}\n4 layers · 619.5 MiB used there"
    assert box.network.text() == "Network: measured while a reply is written"
    # the Engine card says where, not "partly GPU" (the remote devices may be CPUs)
    assert panel.runs_on.text() == (f"this computer and others: 10 layers here, 4 on "
                                    f"{HOSTS[0]}, 4 on {HOSTS[1]}")
    assert panel.device.text() == f"RPC0 ({HOSTS[0]}), RPC1 ({HOSTS[1]}) and this computer"
    # the figures as the worker sends them, through the controller's signal
    controller = EngineController()
    controller.sig_network.connect(box.show_network)
    controller.on_network(FIGURES)
    assert box.network.text() == "Network: 26 % of each token (about 54.2 ms of 207.3 ms)"
    assert first.text().splitlines()[2] == ("round trip 20.2 ms · network: 10 % of each "
                                            "token (about 21.0 ms)")
    assert second.text().splitlines()[2].startswith("round trip 20.2 ms · network: 16 %")
    # a local link's microseconds keep their digits ("0.0 ms" read as nothing)
    box.show_network({**FIGURES, "servers": [_server(HOSTS[1], 0.004, 0.2, 0.001)]})
    assert second.text().splitlines()[2] == ("round trip 0.004 ms · network: 0 % of each "
                                             "token (about 0.2 ms)")
    assert "19.3 KiB per token" in first.toolTip()
    assert "not in it" in box.network.toolTip()  # how it is made, and what it leaves out
    panel.clear_model()  # unloaded
    assert not box.isVisible() and box.servers == {}
    panel.show_loaded(_loaded(), "cpu", None, split)
    panel.show_state("stopped")  # the worker went
    assert not box.isVisible()
    panel.show_loaded(_loaded(), "cpu", None, None)  # a load with no remote device
    assert not box.isVisible()
    controller.session.close()


def test_where_nothing_could_be_measured_the_card_says_so(qtbot) -> None:
    panel = LivePanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_loaded(_loaded(), "cpu", None, _split())
    unmeasured = {**_server(HOSTS[0], 0, 0, 0), "measured": False}
    panel.remote.show_network({**FIGURES, "measured": False, "why_not": "platform",
                               "servers": [unmeasured]})
    assert panel.remote.network.text() == ("Network: not measured here (the system's TCP "
                                           "figures are read on Linux only)")
    assert panel.remote.servers[HOSTS[0]].text().endswith(
        "network: not measured (its connection was not found)")
    assert "%" not in panel.remote.servers[HOSTS[0]].text()  # no made-up figure
    panel.remote.show_network({**FIGURES, "measured": False, "why_not": "no_connection",
                               "servers": []})
    assert panel.remote.network.text().startswith("Network: not measured (the connection")
