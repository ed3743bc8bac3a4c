"""A real Vulkan worker told to use a GPU by its PCI address (lavapipe is the one Vulkan
device here): it asks the loader, finds no device at that address, keeps the index, says
so in its log, and lists each device's PCI address as ggml gives it."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine
from tests.helpers.vulkan import vulkan_backend, vulkan_missing

LAPTOP = Path(__file__).parent.parent / "data" / "sysfs" / "laptop-780m-7600s"


def test_a_worker_given_an_address_it_cannot_find_keeps_the_index(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vulkan_backend()
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(LAPTOP))  # GPU 0 is the RX 7600S at 03:00.0
    log = tmp_path / "worker.log"
    with BlockingEngine(log_path=log) as engine:
        devices = engine.start("vulkan", gpu_device=0)["devices"]
    lavapipe = [d for d in devices if "llvmpipe" in d["description"]]
    if not lavapipe:
        vulkan_missing("Mesa lavapipe is not installed (apt-get install mesa-vulkan-drivers)")
    assert lavapipe[0]["name"] == "Vulkan0"  # GGML_VK_VISIBLE_DEVICES=0 kept
    assert all(d["pci_slot"] == "" for d in devices)  # neither lavapipe nor the CPU has one
    said = log.read_text(encoding="utf-8", errors="replace")
    assert "amdchat: no Vulkan device at 0000:03:00.0 (found: no PCI address): index kept" in said
