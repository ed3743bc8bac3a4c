"""Every card named as its owner knows it: the board's product_name, libdrm's amdgpu.ids,
hwdata's pci.ids (board line, else the chip's), else the PCI device id."""

from __future__ import annotations

import shutil
from pathlib import Path

from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

TREES = Path(__file__).parent.parent / "data" / "sysfs"
DEVICE = "sys/class/drm/card0/device"


def name(root: Path) -> str:
    (gpu,) = LinuxAmdgpuSource(root).discover()
    return gpu.name


def copy(tmp_path: Path, tree: str) -> Path:
    shutil.copytree(TREES / tree, tmp_path / tree)
    return tmp_path / tree


def test_the_boards_own_name_comes_first() -> None:
    assert name(TREES / "rx9070xt-gfx1201") == "AMD Radeon RX 9070 XT"


def test_libdrm_names_the_device_and_revision() -> None:
    assert name(TREES / "strix-halo-8060s") == "AMD Radeon 8060S Graphics"
    assert name(TREES / "rdna3-rx7900xtx") == "AMD Radeon RX 7900 XTX"


def test_pci_ids_board_line_then_chip_line(tmp_path: Path) -> None:
    assert name(TREES / "rx5700xt-gfx1010") == "Pulse Radeon RX 5700 XT"
    root = copy(tmp_path, "rx5700xt-gfx1010")
    uevent = root / DEVICE / "uevent"
    uevent.write_text(uevent.read_text().replace("1DA2:E409", "1458:2313"))  # another board
    assert name(root) == "AMD Radeon RX 5600 OEM/5600 XT / 5700/5700 XT"
    assert name(TREES / "apu-vega8-gfx90c") == (
        "AMD Radeon Vega Series / Radeon Vega Mobile Series")


def test_pci_ids_in_usr_share_misc_and_only_amds_section(tmp_path: Path) -> None:
    root = copy(tmp_path, "rx5700xt-gfx1010")
    shutil.rmtree(root / "usr/share/hwdata")
    (root / "usr/share/misc").mkdir(parents=True)
    (root / "usr/share/misc/pci.ids").write_text(
        "1000  Broadcom / LSI\n\t731f  Not an AMD card\n"
        "1002  Advanced Micro Devices, Inc. [AMD/ATI]\n\t7310  Navi 10 [Radeon Pro W5700X]\n"
        "\t731f  Navi 10 [Radeon RX 5700 XT]\n1003  ULSI Systems\n")
    assert name(root) == "AMD Radeon RX 5700 XT"


def test_no_database_or_a_junk_one_gives_the_device_id(tmp_path: Path) -> None:
    root = copy(tmp_path, "rx5700xt-gfx1010")
    ids = root / "usr/share/hwdata/pci.ids"
    ids.write_bytes(b"\xff\xfe\x00junk\n\t\t\t\n1002\n\t731f\n")
    assert name(root) == "AMD GPU 731F"
    ids.unlink()
    assert name(root) == "AMD GPU 731F"


def test_an_empty_product_name_is_not_a_name(tmp_path: Path) -> None:
    root = copy(tmp_path, "rx9070xt-gfx1201")
    (root / DEVICE / "product_name").write_text("\n")
    assert name(root) == "AMD GPU 7550"


def test_the_vulkan_name_replaces_a_bare_device_id_once_the_engine_runs_on_it(
        tmp_path: Path) -> None:
    from amdchat.hardware.linux_amdgpu import vulkan_device_name
    from amdchat.hardware.monitor import GpuMonitor

    root = copy(tmp_path, "rx5700xt-gfx1010")
    (root / "usr/share/hwdata/pci.ids").unlink()
    monitor = GpuMonitor([LinuxAmdgpuSource(root)])
    assert monitor.gpus[0].name == "AMD GPU 731F"
    gpu = monitor.match("Vulkan0", "AMD Radeon RX 5700 XT (RADV NAVI10)", "0000:0A:00.0")
    assert gpu is not None and gpu.name == "AMD Radeon RX 5700 XT"
    assert monitor.gpus[0].name == "AMD Radeon RX 5700 XT"  # kept for the panel and samples
    assert monitor.sample()[0].vram_total == 8573157376
    assert vulkan_device_name("llvmpipe (LLVM 15.0.6, 256 bits)") == ""


def test_a_real_name_is_never_replaced_and_no_slot_renames_nothing(tmp_path: Path) -> None:
    from amdchat.hardware.monitor import GpuMonitor

    monitor = GpuMonitor([LinuxAmdgpuSource(TREES / "rx5700xt-gfx1010")])
    monitor.match("Vulkan0", "AMD Radeon RX 5700 XT (RADV NAVI10)", "0000:0a:00.0")
    assert monitor.gpus[0].name == "Pulse Radeon RX 5700 XT"
    root = copy(tmp_path, "rx5700xt-gfx1010")
    (root / "usr/share/hwdata/pci.ids").unlink()
    bare = GpuMonitor([LinuxAmdgpuSource(root)])
    assert bare.match("Vulkan0", "AMD Radeon RX 5700 XT (RADV NAVI10)") is None
    assert bare.gpus[0].name == "AMD GPU 731F"
