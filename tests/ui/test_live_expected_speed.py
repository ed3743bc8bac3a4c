"""After each reply, the panel shows the speed the hardware allows beside the measured one."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.ui.live_panel import LivePanel
from tests.helpers.fake_system import healthy_root
from tests.helpers.placements import XTX_FULL, loaded_event

STATS = {"ttft_ms": 80.0, "prompt_tps": 900.0, "prompt_tokens": 20, "generated_tokens": 100,
         "context_used": 120, "n_ctx": 4096}


@pytest.fixture
def panel(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> LivePanel:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(healthy_root(tmp_path)))  # an RX 7900 XTX
    widget = LivePanel()
    qtbot.addWidget(widget)
    widget.show()
    widget.show_loaded({**loaded_event(XTX_FULL), "name": "test", "quantization": "Q4_K_M",
                        "n_gpu_layers": -1}, "vulkan")
    return widget


def test_a_fast_reply_shows_the_limit_and_the_share_reached(panel: LivePanel) -> None:
    panel.show_reply_stats({**STATS, "generation_tps": 150.0})
    assert panel.expected.text() == "up to ~219 tok/s here (68 % reached)"
    assert "AMD Radeon RX 7900 XTX, 960 GB/s" in panel.expected.toolTip()
    assert not panel.speed_hint.isVisible()


def test_a_far_slower_reply_says_it_probably_ran_on_the_cpu(panel: LivePanel) -> None:
    panel.show_reply_stats({**STATS, "generation_tps": 20.0})
    assert panel.expected.text() == "up to ~219 tok/s here (9 % reached)"
    assert panel.speed_hint.isVisible()
    assert "probably running on the CPU or partly offloaded" in panel.speed_hint.text()
    assert "another program may be using the GPU" in panel.speed_hint.text()
    panel.clear_model()
    assert panel.expected.text() == "–" and not panel.speed_hint.isVisible()
    # the dash says what it stands for, not the unloaded model's device
    assert "RX 7900 XTX" not in panel.expected.toolTip()
    assert "Shown after a reply" in panel.expected.toolTip()


def test_a_tiny_model_gets_no_meaningless_share(panel: LivePanel) -> None:
    from tests.helpers.placements import loaded_event as event

    panel.show_loaded({**event([
        "load_tensors: offloaded 19/19 layers to GPU",
        "llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon RX 7900 XTX "
        "(RADV NAVI31)) (0000:0b:00.0) - 24176 MiB free",
        "load_tensors:      Vulkan0 model buffer size =    65.00 MiB"]), "name": "tiny",
        "quantization": "Q4_K_M", "n_gpu_layers": -1}, "vulkan")
    panel.show_reply_stats({**STATS, "generation_tps": 300.0})
    assert panel.expected.text() == ("small model: bound by per-token costs, not by memory "
                                     "bandwidth")
    assert not panel.speed_hint.isVisible()
