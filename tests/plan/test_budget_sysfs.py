"""The budget of a recorded APU read from sysfs and kfd, for each backend."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdchat.hardware.kfd import hip_order, rocm_memory_bytes
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.monitor import GpuMonitor
from amdchat.plan.budget import gpu_budget

DATA = Path(__file__).parent.parent / "data" / "sysfs"
GIB = 2**30


def _apu_with_kfd_memory(tmp_path: Path, size: int | str) -> Path:
    """The recorded 780M tree with a memory bank added to its kfd node (hand-made: the
    recording has none)."""
    root = tmp_path / "apu"
    shutil.copytree(DATA / "apu-780m", root)
    bank = root / "sys/class/kfd/kfd/topology/nodes/1/mem_banks/0"
    bank.mkdir(parents=True)
    (bank / "properties").write_text(f"heap_type 1\nsize_in_bytes {size}\nflags 0\n")
    return root


def _monitor(root: Path, monkeypatch: pytest.MonkeyPatch) -> GpuMonitor:
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(root))
    return GpuMonitor([LinuxAmdgpuSource()])


def test_the_recorded_780m_budget_per_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    monitor = _monitor(DATA / "apu-780m", monkeypatch)
    vulkan = gpu_budget(monitor, backend="vulkan", margin=0)
    rocm = gpu_budget(monitor, backend="rocm", margin=0)
    assert vulkan is not None and rocm is not None
    assert vulkan.free_bytes == 536870912 - 498073600 + 16441671680 - 5021212672
    assert rocm.free_bytes == 536870912 - 498073600  # no kfd memory bank: carve-out only
    assert "could not be read" in str(rocm.counted)


def test_kfd_that_gives_rocm_the_gtt_raises_its_budget(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    root = _apu_with_kfd_memory(tmp_path, 12 * GIB)
    assert rocm_memory_bytes("0000:C5:00.0", root) == 12 * GIB
    rocm = gpu_budget(_monitor(root, monkeypatch), backend="rocm", margin=0)
    assert rocm is not None and rocm.free_bytes == 12 * GIB - 498073600 - 5021212672


def test_kfd_that_gives_rocm_only_the_carve_out(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    root = _apu_with_kfd_memory(tmp_path, 536870912)
    rocm = gpu_budget(_monitor(root, monkeypatch), backend="rocm", margin=0)
    assert rocm is not None and rocm.free_bytes == 536870912 - 498073600
    assert "this kernel gives ROCm no GTT" in str(rocm.counted)


def test_a_junk_kfd_size_is_unknown_not_zero(tmp_path: Path) -> None:
    root = _apu_with_kfd_memory(tmp_path, "lots")
    assert rocm_memory_bytes("0000:c5:00.0", root) is None
    assert hip_order(root) == ["0000:c5:00.0"]


def test_auto_counts_for_the_backend_the_registry_picks(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from amdchat.backends import registry
    from amdchat.plan.budget import backend_kind

    monitor = _monitor(DATA / "apu-780m", monkeypatch)
    installed = [registry.Backend("cpu", tmp_path, "bundled"),
                 registry.Backend("rocm", tmp_path, "rocm")]
    monkeypatch.setattr(registry, "discover", lambda: installed)
    assert backend_kind("auto") == "rocm"
    rocm = gpu_budget(monitor, backend="auto", margin=0)
    assert rocm is not None and rocm.backend == "rocm"
    assert rocm.free_bytes == 536870912 - 498073600
    installed.append(registry.Backend("vulkan", tmp_path, "vulkan"))  # a GPU backend: Vulkan first
    vulkan = gpu_budget(monitor, backend="auto", margin=0)
    assert vulkan is not None and vulkan.backend == "vulkan"
    assert vulkan.free_bytes == 536870912 - 498073600 + 16441671680 - 5021212672
    monkeypatch.setattr(registry, "discover", lambda: [])
    assert backend_kind("auto") == "unknown" and backend_kind("rocm") == "rocm"


def test_a_kfd_node_with_a_junk_address_is_left_out(tmp_path: Path) -> None:
    root = _apu_with_kfd_memory(tmp_path, 12 * GIB)
    node = root / "sys/class/kfd/kfd/topology/nodes/2"
    node.mkdir()
    (node / "properties").write_text("gfx_target_version 110002\nlocation_id 0x3:00\n")
    assert hip_order(root) == ["0000:c5:00.0"]
    assert rocm_memory_bytes("0000:03:00.0", root) is None
