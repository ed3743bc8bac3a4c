"""Each check family on recorded situations: fake system roots built on recorded sysfs trees."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from amdchat.diagnostics.check import Check
from amdchat.diagnostics.environment import check_environment
from amdchat.diagnostics.gpu import check_gpus
from amdchat.diagnostics.permissions import check_permissions
from amdchat.diagnostics.rocm import check_rocm, override_target
from amdchat.diagnostics.vulkan import check_vulkan
from tests.helpers.fake_system import add_icd, context, healthy_root, remove, rocm_backend


def lines(checks: list[Check]) -> list[tuple[str, str, str]]:
    """What the user reads: status, name and sentence."""
    return [(c.status, c.name, str(c.summary)) for c in checks]


def only(checks: list[Check], name: str) -> Check:
    found = [c for c in checks if c.name == name]
    assert len(found) == 1, lines(checks)
    return found[0]


def test_a_healthy_rdna3_machine_is_all_green(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    ctx = context(root)
    gpu = check_gpus(ctx)
    assert lines(gpu) == [
        ("green", "amdgpu driver",
         "The amdgpu kernel driver is loaded: the one of Linux 6.1.0-28-amd64."),
        ("green", "AMD Radeon RX 7900 XTX",
         "AMD Radeon RX 7900 XTX: discrete, gfx1100, VRAM 23.98 GiB, PCI 0000:0b:00.0")]
    assert [c.status for c in check_permissions(ctx)] == ["green", "green"]
    vulkan = check_vulkan(ctx)
    assert [c.status for c in vulkan] == ["green", "green"]
    assert "RADV (Mesa, AMD)" in str(only(vulkan, "Vulkan drivers").summary)


def test_the_kernel_driver_says_its_version(tmp_path: Path) -> None:
    """AMD's DKMS amdgpu has a version in sysfs; the kernel's own is the kernel release."""
    root = healthy_root(tmp_path)
    (root / "sys/module/amdgpu/version").write_text("6.8.5\n")
    assert lines(check_gpus(context(root)))[0] == (
        "green", "amdgpu driver",
        "The amdgpu kernel driver 6.8.5 is loaded (AMD's DKMS module, not the kernel's own).")
    remove(root / "sys/module/amdgpu/version")
    remove(root / "proc")
    assert lines(check_gpus(context(root)))[0] == (
        "green", "amdgpu driver", "The amdgpu kernel driver is loaded (its version is unknown).")


def test_apu_is_integrated_and_a_gpu_without_driver_is_red(tmp_path: Path) -> None:
    apu = check_gpus(context(healthy_root(tmp_path / "a", "apu-780m")))
    assert "AMD Radeon 780M: integrated, gfx1103" in str(apu[1].summary)
    root = healthy_root(tmp_path / "b")
    remove(root / "sys/class/drm")
    remove(root / "sys/module/amdgpu")
    bare = root / "sys/bus/pci/devices/0000:0b:00.0"
    bare.mkdir(parents=True)
    (bare / "vendor").write_text("0x1002\n")
    (bare / "class").write_text("0x030000\n")
    checks = check_gpus(context(root))
    assert only(checks, "amdgpu driver").status == "amber"
    red = only(checks, "GPU")
    assert red.status == "red" and "0000:0b:00.0" in str(red.summary)
    assert "modprobe amdgpu" in str(red.fix)


def test_no_dev_kfd(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    remove(root / "dev/kfd")
    kfd = only(check_permissions(context(root)), "/dev/kfd")
    assert kfd.status == "red"
    assert "ROCm cannot run" in str(kfd.summary) and "Vulkan backend" in str(kfd.fix)


def test_user_not_in_the_render_group(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    checks = check_permissions(context(root, in_render=False))
    assert [c.status for c in checks] == ["red", "red"]
    kfd = only(checks, "/dev/kfd")
    assert "belongs to the group 'render'" in str(kfd.summary)
    assert str(kfd.fix) == ("Add yourself to the group: sudo usermod -aG render $USER, then log "
                            "out and in again.")
    # the same files opened by everybody (mode 666): fine without the group
    (root / "dev/kfd").chmod(0o666)
    assert only(check_permissions(context(root, in_render=False)), "/dev/kfd").status == "green"


def test_no_render_node(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    remove(root / "dev/dri/renderD128")
    assert only(check_permissions(context(root)), "/dev/dri/renderD*").status == "red"


def test_no_icd_only_lavapipe_and_no_loader(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    remove(root / "usr/share/vulkan")
    drivers = only(check_vulkan(context(root)), "Vulkan drivers")
    assert drivers.status == "red" and "mesa-vulkan-drivers" in str(drivers.fix)
    add_icd(root, "lvp_icd.x86_64.json", "libvulkan_lvp.so", folder="etc/vulkan/icd.d")
    drivers = only(check_vulkan(context(root)), "Vulkan drivers")
    assert drivers.status == "amber"
    assert "lavapipe (CPU) (/etc/vulkan/icd.d/lvp_icd.x86_64.json)" in str(drivers.summary)
    remove(root / "usr/lib/x86_64-linux-gnu/libvulkan.so.1")
    assert only(check_vulkan(context(root)), "Vulkan loader").status == "red"


def test_radv_and_amdvlk_together_warns(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)
    add_icd(root, "amd_icd64.json", "amdvlk64.so", folder="etc/vulkan/icd.d")
    statuses = [c.status for c in check_vulkan(context(root)) if c.name == "Vulkan drivers"]
    assert statuses == ["green", "amber"]


def test_override_for_the_wrong_family(tmp_path: Path) -> None:
    root = healthy_root(tmp_path)  # gfx1100
    checks = check_rocm(context(root, env={"HSA_OVERRIDE_GFX_VERSION": "10.3.0"}))
    override = only(checks, "AMD Radeon RX 7900 XTX: HSA_OVERRIDE_GFX_VERSION")
    assert override.status == "red"
    assert "treat gfx1100 as gfx1030, another GPU family" in str(override.summary)
    assert "Unset HSA_OVERRIDE_GFX_VERSION" in str(override.fix)


def test_override_needed_not_needed_and_malformed(tmp_path: Path) -> None:
    rx6600 = healthy_root(tmp_path / "a", "suspended-rx6600")  # gfx1032
    same_family = check_rocm(context(rx6600, env={"HSA_OVERRIDE_GFX_VERSION": "10.3.0"}))
    assert [c.status for c in same_family if "OVERRIDE" in c.name] == ["green"]
    xtx = healthy_root(tmp_path / "b")
    for value, status in (("11.0.0", "amber"), ("eleven", "red")):
        checks = check_rocm(context(xtx, env={"HSA_OVERRIDE_GFX_VERSION": value}))
        assert [c.status for c in checks if "OVERRIDE" in c.name] == [status], value
    assert (override_target("9.0.10"), override_target("11.0.3")) == ("gfx90a", "gfx1103")


def test_rocm_build_without_the_cards_target(tmp_path: Path) -> None:
    root = healthy_root(tmp_path / "root")
    backend = rocm_backend(tmp_path, "gfx1030")
    build = only(check_rocm(context(root, backends=[backend])),
                 "AMD Radeon RX 7900 XTX: ROCm build")
    assert build.status == "red"
    assert "no code for gfx1100 (built for gfx1030)" in str(build.summary)
    assert "--gpu-targets gfx1100" in str(build.fix)
    runtime = only(check_rocm(context(root)), "ROCm runtime")
    assert runtime.status == "info" and "rocminfo not installed" in str(runtime.summary)


@pytest.mark.parametrize("installed_app", [True, False])
def test_no_rocm_backend_says_how_to_get_one_here(tmp_path: Path, installed_app: bool,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The installed app has no compiler: its advice is a source checkout and ROCm 6.1+."""
    import sys

    monkeypatch.setattr(sys, "frozen", installed_app, raising=False)
    missing = only(check_rocm(context(healthy_root(tmp_path / "root"))), "ROCm backend")
    assert missing.status == "info" and "uses Vulkan" in str(missing.summary)
    assert "ROCm 6.1 or newer" in str(missing.fix)
    assert ("cannot compile one" in str(missing.fix)) is installed_app
    from amdchat.diagnostics.report import format_check

    assert "ROCm 6.1 or newer" in format_check(missing)  # shown, though only information


def test_environment_that_picks_devices() -> None:
    from amdchat.diagnostics.check import Context

    checks = check_environment(Context(env={"HIP_VISIBLE_DEVICES": "",
                                            "GGML_VK_VISIBLE_DEVICES": "1"}))
    assert only(checks, "HIP_VISIBLE_DEVICES").status == "red"
    vk = only(checks, "GGML_VK_VISIBLE_DEVICES")
    assert vk.status == "amber" and "numbered 1" in str(vk.summary)
    assert only(checks, "ROCR_VISIBLE_DEVICES").status == "green"


def test_windows_column(tmp_path: Path) -> None:
    from amdchat.diagnostics.check import Context
    from amdchat.diagnostics.windows import check_windows
    from amdchat.hardware.windows_dxgi import AdapterDesc, driver_version_text

    # the driver as CheckInterfaceSupport returns it: 31.0.24027.1012 in four 16-bit parts
    umd = 31 << 48 | 0 << 32 | 24027 << 16 | 1012
    radeon = AdapterDesc("AMD Radeon RX 7900 XTX", 0x1002, 0x744C, 25753026560, 0, 0, 1, False,
                         driver_version_text(umd))
    basic = AdapterDesc("Microsoft Basic Render Driver", 0x1414, 0x8C, 0, 0, 0, 2, True)
    windows = tmp_path / "Windows"
    hip = tmp_path / "ROCm" / "6.1"
    (hip / "bin").mkdir(parents=True)
    (hip / "bin" / "amdhip64_6.dll").write_bytes(b"")
    ctx = Context(platform="win32", env={"SystemRoot": str(windows), "HIP_PATH": str(hip)})
    checks = check_windows(ctx, lambda: [radeon, basic])
    assert lines(checks) == [
        ("green", "AMD Radeon RX 7900 XTX",
         "AMD Radeon RX 7900 XTX: PCI 1002:744c, dedicated memory 23.98 GiB, "
         "driver 31.0.24027.1012"),
        ("red", "Vulkan loader", "No Vulkan loader (vulkan-1.dll in System32): the Vulkan "
         "backend cannot start."),
        ("amber", "HIP SDK", f"AMD's HIP SDK in {hip} lacks hipBLAS, rocBLAS, "
         "bin\\rocblas\\library: the ROCm backend cannot run without it.")]
    (windows / "System32").mkdir(parents=True)
    (windows / "System32" / "vulkan-1.dll").write_bytes(b"")
    no_gpu = check_windows(Context(platform="win32", env={"SystemRoot": str(windows)}),
                           lambda: [basic])
    unsaid = check_windows(ctx, lambda: [replace(radeon, driver_version="")])[0]
    assert str(unsaid.summary) == (
        "AMD Radeon RX 7900 XTX: PCI 1002:744c, dedicated memory 23.98 GiB")
    assert [c.status for c in no_gpu] == ["amber", "green", "info"]  # no HIP SDK
    assert check_windows(Context(platform="linux"), lambda: [radeon]) == []
