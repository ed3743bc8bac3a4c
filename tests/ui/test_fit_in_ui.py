"""The fit verdict in the Models page, and loading with as many layers as fit."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdchat.fit.estimate import GIB, Budget, estimate
from amdchat.model_memory import local_memory
from amdchat.plan.placement import Offload
from tests.helpers.data import TREES
from tests.helpers.fit_column import REPO, fit_column, open_repo
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.vulkan import vulkan_backend


def test_fit_column_with_a_recorded_gpu_and_without_one(qtbot, hub: HubEmulator,
                                                        model_path: Path, monkeypatch) -> None:
    hub.add(HubRepo(REPO, {"gemma-3-270m-Q4_K_M.gguf": HubFile(model_path)}))
    window = make_window(qtbot)  # the bare host of every test: no GPU
    open_repo(qtbot, window.models_page)
    assert fit_column(window.models_page) == ["no GPU found: CPU only"]
    window.close()
    window.store.close()

    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    window = make_window(qtbot, context_length=8192, backend="vulkan", fit_dry_run=False)
    open_repo(qtbot, window.models_page)
    (verdict,) = fit_column(window.models_page)
    assert verdict.startswith("≈ fits (") and verdict.endswith(" GiB to spare)")  # estimated
    tooltip = window.models_page.quant_table.quants.index(0, 3).data(3)  # ToolTipRole
    assert "AMD Radeon RX 7900 XTX" in tooltip and "8192 tokens" in tooltip
    window.close()
    window.store.close()


@pytest.mark.slow
def test_auto_offload_loads_as_many_layers_as_fit(qtbot, tmp_path: Path, model_path: Path,
                                                  monkeypatch) -> None:
    """The window hands the session its GPU's budget; the session dry-runs, plans and
    loads that many layers, and says so (here: lavapipe loads what the recorded RX 7900
    XTX, nearly full, would take)."""
    vulkan_backend()
    tree = tmp_path / "tree"
    shutil.copytree(TREES / "rdna3-rx7900xtx", tree, symlinks=True)
    memory = local_memory(model_path)
    room = estimate(memory, 4096, Budget("x", 8 * GIB, "t")).compute_bytes + \
        6 * (memory.layer_bytes[-1] + memory.kv_bytes(4096, range(1)))
    device = tree / "sys/class/drm/card1/device"
    total = int((device / "mem_info_vram_total").read_text())
    (device / "mem_info_vram_used").write_text(f"{total - GIB - room}\n")
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tree))
    window = make_window(qtbot, context_length=4096, backend="vulkan", gpu_device=0)
    spec, notice = window.loader.plan_load(model_path)
    assert spec.offload == Offload("auto") and spec.memory is not None and notice == ""
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=600_000):
        window.load_model(model_path)
    plan = window.engine.session.plan
    assert plan is not None and 1 <= plan.n_gpu_layers < 19
    assert window.engine.session.loaded["n_gpu_layers"] == plan.n_gpu_layers
    qtbot.waitUntil(lambda: f"partly: {plan.n_gpu_layers} of 19 layers on AMD Radeon RX 7900 "
                    "XTX" in window.live.notice.text(), timeout=10_000)
    window.settings.set("gpu_offload", "layers")  # the user's own number is kept
    window.settings.set("gpu_layers", 7)
    assert window.loader.plan_load(model_path)[0].offload == Offload("layers", 7)
    window.close()
    window.store.close()


def test_fit_column_shows_the_estimate_then_the_measured_figure(
        qtbot, hub: HubEmulator, model_path: Path, monkeypatch) -> None:
    """No GPU, the CPU backend: the verdict is about system RAM (a recorded
    /proc/meminfo); the estimate comes first, llama.cpp's dry run replaces it."""
    served = [HubFile(model_path), HubFile(model_path)]
    hub.add(HubRepo(REPO, {"gemma-3-270m-Q4_K_M.gguf": served[0],
                           "gemma-3-270m-Q8_0.gguf": served[1]}))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "no-gpu-24g"))
    window = make_window(qtbot, context_length=4096)
    page = window.models_page
    page.open_repo(REPO)
    qtbot.waitUntil(lambda: page.quant_table.quants.rowCount() == 2, timeout=30_000)
    qtbot.waitUntil(lambda: all(t.startswith("≈ CPU only: fits in RAM") or
                                t.startswith("CPU only") for t in fit_column(page)),
                    timeout=30_000)
    qtbot.waitUntil(lambda: all(t.startswith("CPU only: fits in RAM (")
                                for t in fit_column(page)), timeout=60_000)
    tooltip = page.quant_table.quants.index(0, 3).data(3)
    assert "Measured by llama.cpp" in tooltip and "4096 tokens" in tooltip
    assert "System RAM: 21.7 GiB available" in tooltip  # MemAvailable less 1 GiB
    assert page.quant_table._to_measure == [] and not page.quant_table._measuring
    # opened again: the cached dry runs answer, without reading a header from the Hub
    sent = [f.sent for f in served]
    page.open_repo(REPO)
    qtbot.waitUntil(lambda: page.quant_table.quants.rowCount() == 2 and all(
        t.startswith("CPU only: fits in RAM (") for t in fit_column(page)), timeout=30_000)
    assert [f.sent for f in served] == sent
    window.close()
    window.store.close()


def test_fit_tooltip_offers_a_q8_kv_cache_when_it_would_fit(
        qtbot, hub: HubEmulator, model_path: Path, tmp_path: Path,
        monkeypatch) -> None:
    recorded = (TREES / "no-gpu-24g" / "proc" / "meminfo").read_text()
    (tmp_path / "proc").mkdir()
    (tmp_path / "proc" / "meminfo").write_text(
        recorded.replace("MemAvailable:   23763764 kB", "MemAvailable:    2584576 kB"))
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tmp_path))
    hub.add(HubRepo(REPO, {"gemma-3-270m-Q4_K_M.gguf": HubFile(model_path)}))
    # full-size sliding-window caches: the KV cache is then most of the model's memory
    window = make_window(qtbot, context_length=32768, fit_dry_run=False, swa_full=True)
    open_repo(qtbot, window.models_page)
    assert fit_column(window.models_page) == ["≈ too large for RAM"]
    tooltip = window.models_page.quant_table.quants.index(0, 3).data(3)
    assert "With a q8_0 KV cache and flash attention (Settings) it would fit" in tooltip
    window.close()
    window.store.close()


@pytest.mark.slow
def test_a_manual_choice_that_cannot_fit_says_so_before_loading(qtbot, tmp_path: Path,
                                                                 model_path: Path,
                                                                 monkeypatch) -> None:
    """Settings > GPU offload "everything" on a recorded card with too little free memory:
    the window says, before the load, that it does not fit and what automatic would give;
    the model then loads as chosen, and the panel lists the bytes on each device."""
    vulkan_backend()
    tree = tmp_path / "tree"
    shutil.copytree(TREES / "rdna3-rx7900xtx", tree, symlinks=True)
    memory = local_memory(model_path)
    device = tree / "sys/class/drm/card1/device"
    total = int((device / "mem_info_vram_total").read_text())
    room = estimate(memory, 4096, Budget("x", 8 * GIB, "t")).compute_bytes + \
        6 * (memory.layer_bytes[-1] + memory.kv_bytes(4096, range(1)))  # about 6 layers
    (device / "mem_info_vram_used").write_text(f"{total - GIB - room}\n")
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(tree))
    window = make_window(qtbot, context_length=4096, backend="vulkan", gpu_device=0,
                         gpu_offload="all")
    events: list[str] = []
    window.engine.sig_notice.connect(lambda text: events.append(str(text)))
    window.engine.sig_loaded.connect(lambda _loaded: events.append("loaded"))
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=600_000):
        window.load_model(model_path)
    said = window.live.notice.text()
    # said before the load (then the base-model notice of the test model, issue 23)
    assert events[-1] == "loaded" and any(said.startswith(e) for e in events[:-1])
    assert "does not fit" in said and "Automatic would give: partly:" in said, said
    assert "Loading it as you chose" in said
    assert window.engine.session.loaded["n_gpu_layers"] == -1  # as chosen
    shown = window.live.memory.text()
    assert shown.startswith("Vulkan0 ") and " · CPU " in shown, shown
    assert window.live.memory.toolTip().startswith("Planned: does not fit")
    window.close()
    window.store.close()
