"""The speed limit and the 'probably on the CPU' hint, on recorded placements and cards."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from amdchat.engine.placement import Placement, logits_read_from_host
from amdchat.speed import table as bandwidth_table
from amdchat.speed.cpu_bandwidth import cache_file, measure, system_bandwidth
from amdchat.speed.expected import expected_generation, placement_facts
from amdchat.speed.roofline import check_speed, slow_hint
from tests.helpers.placements import LAVAPIPE, ROCM_PARTIAL, XTX_FULL, loaded_event

DATA = Path(__file__).parent.parent / "data"
TREES = DATA / "sysfs"
MIB = 1024**2

def no_cpu() -> float | None:
    raise AssertionError("the CPU's bandwidth is not needed for a full offload")


def test_full_offload_limit_is_card_bandwidth_over_weights_and_kv_read() -> None:
    loaded = loaded_event(XTX_FULL)
    at_start = expected_generation(loaded, 0, root=TREES / "rdna3-rx7900xtx", cpu_gbs=no_cpu)
    deep = expected_generation(loaded, 4096, root=TREES / "rdna3-rx7900xtx", cpu_gbs=no_cpu)
    assert at_start is not None and deep is not None
    # found by the card's PCI id (1002:744c rev c8) in the recorded sysfs tree
    assert at_start.sources == {"Vulkan0": "AMD Radeon RX 7900 XTX, 960 GB/s"}
    # the host's embedding table (CPU_Mapped) is not read whole per token
    assert at_start.limit_tps == pytest.approx(960e9 / (4168.09 * MIB))
    assert deep.limit_tps == pytest.approx(960e9 / ((4168.09 + 512) * MIB))


def test_card_found_by_name_without_sysfs() -> None:
    """Windows, or a card whose slot is unknown: the driver's description names it."""
    expected = expected_generation(loaded_event(XTX_FULL), 0, root=Path("/nonexistent"),
                                   cpu_gbs=no_cpu)
    assert expected is not None and expected.traffic[0].bandwidth_gbs == 960


def test_partial_offload_adds_the_cpu_share_at_system_memory_speed() -> None:
    loaded = loaded_event(ROCM_PARTIAL)
    expected = expected_generation(loaded, 2048, root=TREES / "rdna3-rx7900xtx",
                                   cpu_gbs=lambda: 60.0)
    assert expected is not None
    gpu_s = (2000 + 100) * MIB / 960e9
    cpu_s = (2500 + 150) * MIB / 60e9
    assert expected.limit_tps == pytest.approx(1 / (gpu_s + cpu_s))
    check = check_speed(2.0, expected.limit_tps, placement_facts(loaded, "rocm"))
    assert check.slow
    reasons = [str(r) for r in check.reasons]
    assert reasons == ["Only 14 of 33 layers are on the GPU: the others run on the CPU, at the "
                       "speed of system memory."]
    assert "probably running on the CPU or partly offloaded" in str(slow_hint(check))


def test_lavapipe_is_named_as_the_reason() -> None:
    loaded = loaded_event(LAVAPIPE)
    check = check_speed(2.0, 40.0, placement_facts(loaded, "vulkan", Path("/nonexistent")))
    assert check.slow and check.fraction == pytest.approx(0.05)
    assert "is a CPU emulating a GPU" in str(check.reasons[0])
    # and an unknown 'card' gives no made-up limit
    assert expected_generation(loaded, 0, root=Path("/nonexistent"), cpu_gbs=lambda: 60) is None


def test_gpu_backend_that_fell_to_the_cpu() -> None:
    loaded = loaded_event(["load_tensors: offloaded 19/19 layers to GPU",
                           "load_tensors:   CPU_Mapped model buffer size =   241.41 MiB"])
    expected = expected_generation(loaded, 0, cpu_gbs=lambda: 50.0)
    assert expected is not None and expected.sources["CPU"].startswith("system memory")
    check = check_speed(expected.limit_tps * 0.1, expected.limit_tps,
                        placement_facts(loaded, "vulkan"))
    assert "runs the model on the CPU" in str(check.reasons[0])


def test_integrated_gpu_picked_beside_a_discrete_one(tmp_path: Path) -> None:
    root = tmp_path / "root"
    shutil.copytree(TREES / "apu-780m", root)
    shutil.copytree(TREES / "rdna3-rx7900xtx" / "sys/class/drm", root / "sys/class/drm",
                    dirs_exist_ok=True)
    shutil.copytree(TREES / "rdna3-rx7900xtx/sys/class/kfd/kfd/topology/nodes/1",
                    root / "sys/class/kfd/kfd/topology/nodes/2")
    loaded = loaded_event([
        "load_tensors: offloaded 33/33 layers to GPU",
        "llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon 780M (RADV "
        "GFX1103_R1)) (0000:c5:00.0) - 8000 MiB free",
        "load_tensors:      Vulkan0 model buffer size =  4168.09 MiB"])
    expected = expected_generation(loaded, 0, root=root, cpu_gbs=no_cpu)
    assert expected is not None and expected.traffic[0].bandwidth_gbs == 89.6
    check = check_speed(3.0, expected.limit_tps, placement_facts(loaded, "vulkan", root))
    assert check.slow
    assert "discrete one (AMD Radeon RX 7900 XTX)" in str(check.reasons[0])


def test_a_reply_near_the_limit_raises_no_hint() -> None:
    loaded = loaded_event(XTX_FULL)
    check = check_speed(150.0, 219.0, placement_facts(loaded, "vulkan", TREES / "rdna3-rx7900xtx"))
    assert not check.slow and check.reasons == []


def test_cpu_backend_uses_the_measured_system_bandwidth() -> None:
    """The real CPU load of the test model (recorded log): weights and KV in system memory."""
    lines = (DATA / "llama-log-cpu-gemma3.txt").read_text(encoding="utf-8").splitlines()
    loaded = loaded_event(lines, n_ctx=2048)
    expected = expected_generation(loaded, 0, cpu_gbs=lambda: 20.0)
    assert expected is not None
    assert expected.limit_tps == pytest.approx(20e9 / ((235.16 + 12.66) * MIB))


def test_memory_bandwidth_is_measured_once_and_kept() -> None:
    quick = measure(seconds=0.05, buffer_mib=8, threads=2)
    assert quick.gbs > 0.1 and quick.threads == 2
    assert system_bandwidth(measure_if_missing=False) is None
    cache_file().parent.mkdir(parents=True, exist_ok=True)
    cache_file().write_text(json.dumps(quick.__dict__), encoding="utf-8")
    assert system_bandwidth() == quick


def test_user_table_adds_and_corrects_cards(tmp_path: Path) -> None:
    extra = tmp_path / "gpu_bandwidth.json"
    extra.write_text(json.dumps({"gpus": {
        "1002:744c:c8": {"name": "AMD Radeon RX 7900 XTX (overclocked)", "bandwidth_gbs": 1000},
        "1002:9999": {"name": "AMD Radeon Future", "bandwidth_gbs": 2000},
        "1002:bad": {"name": "broken row"}}}), encoding="utf-8")
    table = bandwidth_table.load_table(extra)
    assert bandwidth_table.by_pci(table, "0x1002", "0x744C", "0xc8").bandwidth_gbs == 1000
    assert bandwidth_table.by_name(table, "AMD Radeon Future (RADV)").bandwidth_gbs == 2000
    assert "1002:bad" not in table
    assert bandwidth_table.by_pci(table, "0x1002", "0x73bf", "0xc1").bandwidth_gbs == 512


def test_gui_callers_get_the_kept_figure_or_a_measurement_for_next_time() -> None:
    import time

    from amdchat.speed.cpu_bandwidth import kept_or_measure_later

    assert kept_or_measure_later() is None  # nothing kept: measuring in the background
    deadline = time.monotonic() + 30
    while not cache_file().exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)  # the thread lets go of its lock after writing
    kept = kept_or_measure_later()
    assert kept is not None and kept > 0.1
    assert system_bandwidth(measure_if_missing=False).gbs == kept


GEMMA_LAVAPIPE = [  # Gemma 3 270M fully offloaded where the GPU refused the tied copy
    "load_tensors: offloaded 19/19 layers to GPU",
    "llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon RX 7900 XTX "
    "(RADV NAVI31)) (0000:0b:00.0) - 24176 MiB free",
    "load_tensors:      Vulkan0 model buffer size =    65.00 MiB",
    "load_tensors:   CPU_Mapped model buffer size =   170.00 MiB"]
GEMMA_RADV = [*GEMMA_LAVAPIPE[:2],  # the GPU took the output layer's copy of the table
              "load_tensors:      Vulkan0 model buffer size =   235.00 MiB",
              GEMMA_LAVAPIPE[3]]
GEMMA_TABLE, GEMMA_OTHERS = 170 * MIB, 65 * MIB


def _placement(lines: list[str]) -> Placement:
    placement = Placement()
    for line in lines:
        placement.feed(line)
    return placement


def test_the_measured_gpu_weights_say_where_a_tied_output_reads_its_table() -> None:
    assert logits_read_from_host(_placement(GEMMA_LAVAPIPE), True, GEMMA_TABLE, GEMMA_OTHERS)
    assert not logits_read_from_host(_placement(GEMMA_RADV), True, GEMMA_TABLE, GEMMA_OTHERS)
    assert not logits_read_from_host(_placement(GEMMA_LAVAPIPE), False, GEMMA_TABLE,
                                     GEMMA_OTHERS)  # an own output.weight
    partial = _placement([GEMMA_LAVAPIPE[0].replace("19/19", "12/19"), *GEMMA_LAVAPIPE[1:]])
    assert not logits_read_from_host(partial, True, GEMMA_TABLE, GEMMA_OTHERS)  # counted anyway


def test_tied_embeddings_left_on_the_host_are_read_there_in_a_full_offload() -> None:
    """The logits come from the host's embedding table, read whole per token at system
    memory speed (as the fit verdict counts it), not from the card."""
    loaded = loaded_event(GEMMA_LAVAPIPE, logits_on_host=True)
    expected = expected_generation(loaded, 0, root=TREES / "rdna3-rx7900xtx",
                                   cpu_gbs=lambda: 60.0)
    assert expected is not None and set(expected.sources) == {"Vulkan0", "CPU"}
    assert expected.limit_tps == pytest.approx(1 / (65 * MIB / 960e9 + 170 * MIB / 60e9))
    copied = expected_generation(loaded_event(GEMMA_RADV), 0, root=TREES / "rdna3-rx7900xtx",
                                 cpu_gbs=no_cpu)
    assert copied is not None and copied.limit_tps == pytest.approx(960e9 / (235 * MIB))


def test_a_tiny_model_is_not_called_slow() -> None:
    """Gemma 3 270M fully offloaded: a limit of hundreds of tok/s that per-token overheads
    keep any GPU far from; a share of it says nothing about the placement."""
    loaded = loaded_event(GEMMA_RADV)
    expected = expected_generation(loaded, 0, root=TREES / "rdna3-rx7900xtx", cpu_gbs=no_cpu)
    assert expected is not None and expected.limit_tps > 250
    check = check_speed(60.0, expected.limit_tps, placement_facts(loaded, "vulkan"))
    assert check.fraction < 0.25 and not check.bandwidth_bound and not check.slow


def test_a_card_without_drm_is_found_on_the_pci_bus(tmp_path: Path) -> None:
    """Recorded from an H200 server: no /sys/class/drm, the card only on the PCI bus."""
    card = tmp_path / "sys/bus/pci/devices/0000:00:06.0"
    card.mkdir(parents=True)
    for name, value in (("vendor", "0x10de"), ("device", "0x2335"), ("revision", "0xa1"),
                        ("class", "0x030200")):
        (card / name).write_text(value + "\n")
    loaded = loaded_event([
        "load_tensors: offloaded 33/33 layers to GPU",
        "llama_model_load_from_file_impl: using device CUDA0 (a renamed card) "
        "(0000:00:06.0) - 140000 MiB free",
        "load_tensors:        CUDA0 model buffer size =  4168.09 MiB"])
    expected = expected_generation(loaded, 0, root=tmp_path, cpu_gbs=no_cpu)
    assert expected is not None and expected.sources == {"CUDA0": "NVIDIA H200, 4800 GB/s"}


def test_the_copy_outgrows_the_last_level_cache(tmp_path: Path) -> None:
    from amdchat.speed.cpu_bandwidth import buffer_size_mib, last_level_cache_bytes

    cache = tmp_path / "sys/devices/system/cpu/cpu0/cache"
    for index, size in (("index0", "48K"), ("index2", "2048K"), ("index3", "307200K")):
        (cache / index).mkdir(parents=True)
        (cache / index / "size").write_text(size + "\n")
    assert last_level_cache_bytes(tmp_path) == 300 * MIB
    assert buffer_size_mib(300 * MIB, 128 * 1024 * MIB) == 600  # the server: twice its L3
    assert buffer_size_mib(32 * MIB, 16 * 1024 * MIB) == 256  # a desktop: the floor
    assert buffer_size_mib(300 * MIB, 4 * 1024 * MIB) == 256  # 4 GiB of RAM: a sixteenth
    assert buffer_size_mib(0, 0) == 256 and last_level_cache_bytes(tmp_path / "none") == 0


def test_a_mixture_of_experts_token_reads_only_its_share_of_the_experts() -> None:
    """16 experts, 2 used: of 800 MiB of experts (600 on the GPU, 200 in RAM), a token
    reads an eighth; the dense weights and the KV cache whole."""
    from amdchat.speed.roofline import bytes_per_token

    placement = {"runs_on": "partial", "device": "Vulkan0",
                 "model_mib": {"Vulkan0": 700.0, "CPU": 210.0}, "kv_mib": {"Vulkan0": 64.0},
                 "expert_mib": 800.0, "experts_in_ram_mib": 200.0, "expert_share": 2 / 16}
    reads = bytes_per_token(placement, 4096, 4096)
    assert reads["Vulkan0"] == (700 - 600 * 14 / 16 + 64) * 2**20
    assert reads["CPU"] == (210 - 200 * 14 / 16) * 2**20
    dense = bytes_per_token({**placement, "expert_mib": 0.0}, 4096, 4096)
    assert dense["Vulkan0"] == (700 + 64) * 2**20
    cpu_only = bytes_per_token({"runs_on": "cpu", "device": "CPU", "model_mib": {"CPU": 900.0},
                                "kv_mib": {}, "expert_mib": 800.0, "expert_share": 0.25},
                               4096, 4096)
    assert cpu_only["CPU"] == (900 - 800 * 0.75) * 2**20


def test_a_slow_reply_on_the_cpu_backend_does_not_blame_a_gpu() -> None:
    """On a CPU-only run the hint said "probably running on the CPU" and blamed the GPU's
    clock (the walkthrough of issue 23)."""
    lines = (DATA / "llama-log-cpu-gemma3.txt").read_text(encoding="utf-8").splitlines()
    loaded = loaded_event(lines, n_ctx=2048)
    check = check_speed(20.0, 149.0, placement_facts(loaded, "cpu"))
    assert check.slow and check.on_cpu_backend
    said = " ".join(str(text) for text in (slow_hint(check), *check.reasons))
    assert "GPU" not in said and "probably running on the CPU" not in said
    assert "this computer's memory allows" in said and "processor's cores" in said
