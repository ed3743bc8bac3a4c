"""The live panel's "Memory" row: the bytes llama.cpp allocated on each device."""

from __future__ import annotations

from amdchat.engine import protocol
from amdchat.engine.placement import bytes_by_device
from amdchat.ui.live_panel import LivePanel

MIB = 2**20


def _loaded(placement: protocol.Placement) -> protocol.LoadedEvent:
    return {"event": "loaded", "path": "/m/moe.gguf", "name": "moe", "architecture": "qwen3moe",
            "quantization": "Q4_K_M", "n_ctx": 8192, "n_gpu_layers": -1, "load_ms": 1.0,
            "has_chat_template": True, "template": "", "template_problem": "",
            "template_problem_text": None, "stop": [], "placement": placement}


def test_the_memory_row_lists_each_device_and_the_experts_kept_in_ram(qtbot) -> None:
    placement: protocol.Placement = {
        "runs_on": "partial", "device": "Vulkan0", "device_description": "Radeon",
        "model_mib": {"Vulkan0": 4800.0, "CPU": 11000.0}, "kv_mib": {"Vulkan0": 384.0},
        "compute_mib": {"Vulkan0": 140.0, "Vulkan_Host": 300.0, "CPU": 20.0},
        "experts_in_ram_layers": 20}
    assert bytes_by_device(placement) == {"Vulkan0": round(5324 * MIB),
                                          "CPU": round(11320 * MIB)}
    panel = LivePanel()
    qtbot.addWidget(panel)
    panel.show_loaded(_loaded(placement), "vulkan")
    assert panel.memory.text() == "Vulkan0 5.2 GiB · CPU 11.1 GiB (experts of 20 layers)"
    assert panel.memory.toolTip() == ""  # no plan: nothing planned to show
    whole: protocol.Placement = {"runs_on": "gpu", "model_mib": {"Vulkan0": 900.0},
                                 "kv_mib": {"Vulkan0": 100.0}, "compute_mib": {}}
    panel.show_loaded(_loaded(whole), "vulkan")
    assert panel.memory.text() == "Vulkan0 1000.0 MiB"
    panel.clear_model()
    assert panel.memory.text() == "–" and panel.memory.toolTip() == ""
