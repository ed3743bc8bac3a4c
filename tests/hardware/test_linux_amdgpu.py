"""The sysfs reader on recorded trees of real cards (tests/data/sysfs)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.reading import gfx_name

TREES = Path(__file__).parent.parent / "data" / "sysfs"
GIB = 1024**3


def one_gpu(tree: str):
    source = LinuxAmdgpuSource(TREES / tree)
    gpus = source.discover()
    assert len(gpus) == 1
    return gpus[0], source.sample(gpus[0])


def test_rdna2_dgpu() -> None:
    gpu, reading = one_gpu("rdna2-rx6800xt")
    assert (gpu.name, gpu.gfx_target, gpu.pci_slot, gpu.integrated) == (
        "AMD Radeon RX 6800 XT", "gfx1030", "0000:03:00.0", False)
    assert reading.busy_percent == 3.0
    assert reading.vram_total == 17163091968 and reading.vram_used == 1331167232
    assert reading.temperature_c == 43.0 and reading.power_w == 31.0
    assert reading.sources["vram_used"] == "sysfs mem_info_vram_used"


def test_rdna3_dgpu_with_power_input_only() -> None:
    gpu, reading = one_gpu("rdna3-rx7900xtx")
    assert gpu.name == "AMD Radeon RX 7900 XTX" and gpu.gfx_target == "gfx1100"
    assert gpu.pci_slot == "0000:0b:00.0"
    assert reading.busy_percent == 97.0 and reading.power_w == 318.0
    assert reading.sources["power_w"].endswith("power1_input")


def test_780m_apu_reports_gtt_and_is_integrated() -> None:
    gpu, reading = one_gpu("apu-780m")
    assert gpu.integrated and gpu.gfx_target == "gfx1103"
    assert reading.vram_total == 512 * 1024**2
    assert reading.gtt_used == 5021212672 and reading.gtt_total == 16441671680


def test_suspended_dgpu_is_idle_and_not_woken(monkeypatch: pytest.MonkeyPatch) -> None:
    source = LinuxAmdgpuSource(TREES / "suspended-rx6600")
    (gpu,) = source.discover()  # the Intel card0 is not ours
    opened: list[str] = []
    real_read_text = Path.read_text

    def spy(self: Path, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(self.name)
        return real_read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", spy)
    reading = source.sample(gpu)
    assert reading.suspended and reading.busy_percent == 0.0
    assert reading.vram_used is None  # no data, not a made-up zero
    assert opened == ["runtime_status"], "a sleeping GPU's counters must not be read"
    assert gpu.gfx_target == "gfx1032"


def test_card_with_missing_files_says_no_data() -> None:
    gpu, reading = one_gpu("missing-files-rx580")
    assert gpu.name == "AMD GPU 67DF" and gpu.gfx_target == ""
    assert reading.busy_percent is None and reading.temperature_c is None
    assert reading.gtt_total is None and reading.power_w is None
    assert reading.vram_total == 8 * GIB
    assert set(reading.sources) == {"vram_total", "vram_used"}


def test_gfx_names() -> None:
    assert [gfx_name(v) for v in (110003, 100300, 90010, 110501, 120001)] == [
        "gfx1103", "gfx1030", "gfx90a", "gfx1151", "gfx1201"]


def test_monitor_matches_the_engine_device_by_slot_or_name() -> None:
    monitor = GpuMonitor([LinuxAmdgpuSource(TREES / "rdna3-rx7900xtx")])
    assert monitor.match("Vulkan0", pci_slot="0000:0B:00.0") is monitor.gpus[0]
    assert monitor.match("Vulkan0", "AMD Radeon RX 7900 XTX (RADV NAVI31)") is monitor.gpus[0]
    assert monitor.match("Vulkan0", "llvmpipe (LLVM 15.0.6, 256 bits)") is None


def test_gpu_command_replays_a_recorded_tree() -> None:
    env = {"AMDCHAT_SYSFS_ROOT": str(TREES / "apu-780m"), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "amdchat", "gpu", "--json"], env=env,
                         capture_output=True, text=True, check=True).stdout
    (entry,) = json.loads(out)["gpus"]
    assert entry["info"]["name"] == "AMD Radeon 780M"
    assert entry["reading"]["gtt_used"] == 5021212672
    text = subprocess.run([sys.executable, "-m", "amdchat", "gpu"], env=env,
                          capture_output=True, text=True, check=True).stdout
    assert "GTT:         4.68 GiB / 15.31 GiB" in text and "(integrated)" in text


def test_this_machine_has_no_supported_gpu_and_says_so() -> None:
    out = subprocess.run([sys.executable, "-m", "amdchat", "gpu"], capture_output=True,
                         text=True, check=True).stdout
    assert "No supported GPU found: no data." in out
