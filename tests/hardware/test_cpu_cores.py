"""The default thread count: physical performance cores, on replayed topologies."""

from __future__ import annotations

import struct
from pathlib import Path

from amdchat.hardware import cpu_cores
from amdchat.hardware.cpu_cores import (
    linux_performance_cores,
    parse_cpu_list,
    windows_performance_cores,
)

DATA = Path(__file__).parent.parent / "data"


def topology(root: Path, cores: dict[int, tuple[int, int]], p_cores: str = "") -> Path:
    """A sysfs tree: cpu number -> (package id, core id); ``p_cores``: cpu_core/cpus."""
    for cpu, (package, core) in cores.items():
        folder = root / "sys/devices/system/cpu" / f"cpu{cpu}" / "topology"
        folder.mkdir(parents=True)
        (folder / "core_id").write_text(f"{core}\n")
        (folder / "physical_package_id").write_text(f"{package}\n")
    if p_cores:
        (root / "sys/devices/cpu_core").mkdir(parents=True)
        (root / "sys/devices/cpu_core/cpus").write_text(p_cores + "\n")
    return root


def test_this_vm_two_cores_without_smt() -> None:
    # recorded here: llama-cpp-python's own default (cpu_count() // 2) would be 1
    assert linux_performance_cores(DATA / "topology" / "xeon-amx-vm-2core") == 2


def test_smt_siblings_count_once(tmp_path: Path) -> None:
    # 8 logical CPUs, 4 cores: cpuN and cpuN+4 are siblings (as Linux numbers a Ryzen)
    root = topology(tmp_path, {cpu: (0, cpu % 4) for cpu in range(8)})
    assert linux_performance_cores(root) == 4


def test_hybrid_intel_counts_only_performance_cores(tmp_path: Path) -> None:
    # i5-12600K: 6 P-cores with SMT (cpu0-11, core ids 0,4,8,..), 4 E-cores (cpu12-15)
    cores = {cpu: (0, (cpu // 2) * 4) for cpu in range(12)}
    cores.update({12 + i: (0, 24 + i) for i in range(4)})
    assert linux_performance_cores(topology(tmp_path, cores, "0-11")) == 6


def test_two_sockets_have_their_own_core_ids(tmp_path: Path) -> None:
    root = topology(tmp_path, {cpu: (cpu // 4, cpu % 4) for cpu in range(8)})
    assert linux_performance_cores(root) == 8


def test_only_the_cpus_this_process_may_use(tmp_path: Path) -> None:
    root = topology(tmp_path, {cpu: (0, cpu % 4) for cpu in range(8)})
    assert linux_performance_cores(root, allowed={0, 4, 1}) == 2


def test_cpuinfo_when_sysfs_has_no_topology(tmp_path: Path) -> None:
    (tmp_path / "proc").mkdir()
    (tmp_path / "proc" / "cpuinfo").write_text(
        (DATA / "cpuinfo" / "xeon-amx-vm-2core.txt").read_text())
    assert linux_performance_cores(tmp_path) == 2


def test_nothing_readable_falls_back_to_half_the_cpus(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(cpu_cores.sys, "platform", "linux")
    monkeypatch.setattr(cpu_cores.os, "cpu_count", lambda: 8)
    assert cpu_cores.performance_cores() == 4  # the bare host of the tests has no sysfs


def test_cpu_lists() -> None:
    assert parse_cpu_list("0-3,8,10-11") == {0, 1, 2, 3, 8, 10, 11}
    assert parse_cpu_list("") == set()


def _core_record(efficiency: int, mask: int) -> bytes:
    """One SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX of RelationProcessorCore (48 bytes:
    header, Flags, EfficiencyClass, Reserved[20], GroupCount, GROUP_AFFINITY)."""
    body = struct.pack("<BB20xH", 1 if mask.bit_count() > 1 else 0, efficiency, 1)
    body += struct.pack("<QH6x", mask, 0)
    return struct.pack("<II", 0, 8 + len(body)) + body


def test_windows_counts_the_cores_of_the_highest_efficiency_class() -> None:
    # a hybrid CPU: 6 P-cores (class 1, two threads each), 8 E-cores (class 0)
    records = b"".join(_core_record(1, 0b11 << (2 * i)) for i in range(6))
    records += b"".join(_core_record(0, 1 << (12 + i)) for i in range(8))
    assert windows_performance_cores(records) == 6


def test_windows_all_alike_counts_every_core() -> None:
    assert windows_performance_cores(b"".join(_core_record(0, 1 << i) for i in range(4))) == 4


def test_windows_broken_records_stop_the_count() -> None:
    assert windows_performance_cores(struct.pack("<II", 0, 0) + b"\0" * 40) == 0
    assert windows_performance_cores(b"") == 0
