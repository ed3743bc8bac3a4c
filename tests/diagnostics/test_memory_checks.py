"""GPU memory checks on hand-made trees (tests/data/sysfs/README.handmade.md): Resizable BAR
on a discrete card, the carve-out, GTT and kernel options on an APU, read as a user would."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.diagnostics.check import Check
from amdchat.diagnostics.memory import check_memory
from tests.helpers.fake_system import context, healthy_root, remove

XTX_DEVICE = "sys/class/drm/card1/device"
APU_DEVICE = "sys/class/drm/card0/device"
STRIX_CMDLINE = ("BOOT_IMAGE=/vmlinuz-linux rw amd_iommu=off ttm.pages_limit=27648000 "
                 "ttm.page_pool_size=27648000")


def read(checks: list[Check]) -> list[tuple[str, str, str, str]]:
    return [(c.status, c.name, str(c.summary), str(c.fix or "")) for c in checks]


def test_a_256_mib_bar_is_amber_and_says_the_workaround_is_applied(tmp_path: Path) -> None:
    checks = check_memory(context(healthy_root(tmp_path, "rx7900xtx-bar256")))
    assert read(checks) == [(
        "amber", "AMD Radeon RX 7900 XTX: BAR",
        "Resizable BAR is off: the CPU sees 256 MiB of 23.98 GiB VRAM, and Vulkan runs several "
        "times slower this way. amdchat sets GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1 for its "
        "Vulkan worker, which gives back most of it (the setting vulkan_small_bar_workaround "
        "turns it off).",
        "Turn on Above 4G Decoding and Resizable BAR (Smart Access Memory) in the BIOS.")]


def test_the_workaround_turned_off_or_set_by_hand_is_said(tmp_path: Path) -> None:
    root = healthy_root(tmp_path, "rx7900xtx-bar256")
    ctx = context(root)
    ctx.small_bar_workaround = False
    assert ("The workaround (GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM=1) is turned off in the "
            "settings (vulkan_small_bar_workaround).") in str(check_memory(ctx)[0].summary)
    by_hand = context(root, env={"GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM": "1"})
    assert ("GGML_VK_DISABLE_HOST_VISIBLE_VIDMEM is set in this environment"
            in str(check_memory(by_hand)[0].summary))


def test_resizable_bar_on_is_green(tmp_path: Path) -> None:
    assert read(check_memory(context(healthy_root(tmp_path, "rx7900xtx-rebar")))) == [(
        "green", "AMD Radeon RX 7900 XTX: BAR",
        "Resizable BAR is on: the CPU sees all 23.98 GiB of VRAM (BAR 32 GiB).", "")]


def test_rdna4_with_rebar_and_rdna1_without(tmp_path: Path) -> None:
    rdna4 = check_memory(context(healthy_root(tmp_path / "a", "rx9070xt-gfx1201")))
    assert read(rdna4) == [("green", "AMD Radeon RX 9070 XT: BAR",
                            "Resizable BAR is on: the CPU sees all 15.98 GiB of VRAM (BAR 16 GiB).",
                            "")]
    rdna1 = check_memory(context(healthy_root(tmp_path / "b", "rx5700xt-gfx1010")))
    assert rdna1[0].status == "amber"
    assert "the CPU sees 256 MiB of 7.98 GiB VRAM" in str(rdna1[0].summary)


@pytest.mark.parametrize(("content", "reason"), [
    ("garbage\x00\xff not hex\n", "the PCI resource file is not readable: line 1 is not "
                                  "'start end flags' in hex."),
    ("0x0 0x0 0x0\n0xzz 0x10 0x0\n", "the PCI resource file is not readable: line 2 is not "
                                     "'start end flags' in hex."),
    ("0x0 0x0\n", "the PCI resource file is not readable: line 1 is not 'start end flags' in "
                  "hex."),
    ("", "the PCI resource file lists no VRAM BAR"),
    (None, "no PCI resource file (FileNotFoundError)"),
])
def test_a_junk_or_missing_resource_file_is_unknown_with_the_reason(
        tmp_path: Path, content: str | None, reason: str) -> None:
    root = healthy_root(tmp_path, "rx7900xtx-bar256")
    resource = root / XTX_DEVICE / "resource"
    if content is None:
        remove(resource)
    else:
        resource.write_bytes(content.encode("latin-1"))
    [check] = check_memory(context(root))
    assert check.status == "info"
    assert str(check.summary).startswith(f"Whether Resizable BAR is on is unknown: {reason}")


def test_780m_carve_out_and_gtt_with_the_option_that_raises_it(tmp_path: Path) -> None:
    root = healthy_root(tmp_path, "apu-780m")  # recorded: 512 MiB carve-out, 15.31 GiB GTT
    (root / "proc/meminfo").write_text("MemTotal:       32883343 kB\n")  # 31.36 GiB
    assert read(check_memory(context(root))) == [(
        "green", "AMD Radeon 780M: memory",
        "Carve-out (the BIOS's VRAM) 0.50 GiB, GTT (system memory the GPU may use) 15.31 GiB: "
        "Vulkan can use both, 15.81 GiB; ROCm, on many kernels, only the carve-out.",
        "To let the GPU use 23 GiB of system memory, add ttm.pages_limit=6029312 to the kernel "
        "command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then sudo update-grub "
        "and reboot).")]
    assert 6029312 * 4096 == 23 * 2**30


def test_strix_halo_with_its_limit_set_needs_nothing(tmp_path: Path) -> None:
    checks = check_memory(context(healthy_root(tmp_path, "strix-halo-8060s")))
    assert read(checks) == [(
        "green", "AMD Radeon 8060S Graphics: memory",
        "Carve-out (the BIOS's VRAM) 0.50 GiB, GTT (system memory the GPU may use) 105.47 GiB: "
        "Vulkan can use both, 105.97 GiB; ROCm, on many kernels, only the carve-out.", "")]


def test_strix_halo_with_gttsize_beside_pages_limit_is_amber(tmp_path: Path) -> None:
    [check] = check_memory(context(healthy_root(tmp_path, "strix-halo-8060s-gttsize")))
    assert check.status == "amber"
    assert str(check.fix) == (
        "Both ttm.pages_limit and amdgpu.gttsize are set: remove amdgpu.gttsize from the kernel "
        "command line (ttm.pages_limit is the one that counts on current kernels).")


def test_gttsize_as_a_module_option_alone_counts_too(tmp_path: Path) -> None:
    """amdgpu.gttsize from /etc/modprobe.d shows only in the module's parameters."""
    root = healthy_root(tmp_path, "strix-halo-8060s")
    (root / "sys/module/amdgpu/parameters").mkdir(parents=True)
    (root / "sys/module/amdgpu/parameters/gttsize").write_text("65536\n")
    assert check_memory(context(root))[0].status == "amber"
    (root / "sys/module/amdgpu/parameters/gttsize").write_text("-1\n")  # the default: unset
    assert check_memory(context(root))[0].status == "green"


def test_a_missing_gtt_file_is_unknown_with_the_reason(tmp_path: Path) -> None:
    root = healthy_root(tmp_path, "strix-halo-8060s")
    remove(root / APU_DEVICE / "mem_info_gtt_total")
    assert read(check_memory(context(root))) == [(
        "info", "AMD Radeon 8060S Graphics: memory",
        "The APU's memory is unknown: the driver shows no mem_info_gtt_total.", "")]


def test_a_contradictory_command_line_is_unknown_with_the_reason(tmp_path: Path) -> None:
    root = healthy_root(tmp_path, "strix-halo-8060s")
    (root / "proc/cmdline").write_text(STRIX_CMDLINE + " ttm.pages_limit=12582912\n")
    assert read(check_memory(context(root))) == [(
        "info", "AMD Radeon 8060S Graphics: memory",
        "The GTT limit is unknown: the kernel command line gives ttm.pages_limit more than "
        "once, with different values.",
        "Keep one ttm.pages_limit on the kernel command line.")]
    (root / "proc/cmdline").write_text(STRIX_CMDLINE + " ttm.pages_limit=27648000\n")
    assert check_memory(context(root))[0].status == "green"  # the same value twice: no doubt


def test_vega_apu_memory(tmp_path: Path) -> None:
    [check] = check_memory(context(healthy_root(tmp_path, "apu-vega8-gfx90c")))
    assert check.status == "green" and "GTT (system memory the GPU may use) 7.00 GiB" in str(
        check.summary)
    assert "add ttm.pages_limit=2883584 " in str(check.fix)  # 11 GiB of 15 GiB RAM


def test_no_memory_checks_off_linux(tmp_path: Path) -> None:
    ctx = context(healthy_root(tmp_path, "rx7900xtx-bar256"))
    ctx.platform = "win32"
    assert check_memory(ctx) == []
