"""The generation speed a fit verdict promises: the roofline with the fit's own figures.

Per generated token, llama.cpp reads the weights of every layer on the device
that holds it, and that layer's KV cache; the fit says which layers go to the
GPU (the last ones, then the output layer). The KV cache is counted full, at
the chosen context, so the figure is what the hardware allows at the end of a
long chat (the start is faster). The input embedding table stays in host memory
and a token reads one row of it; but a model with tied embeddings (Gemma)
computes its logits from that same table on the host, so then the whole table
is read at system memory speed, even with every layer on the GPU (measured
with llama-cpp-python 0.3.36 on Vulkan: the table is a CPU_Mapped buffer and
the logits a host compute buffer).

A figure needs each side's bandwidth: the card's from the table (found by the
PCI id behind the budget's slot, else by its name), the system memory's only
as already measured and kept (a fit never measures: it must answer at once).
Either unknown where it is needed: no figure (None), never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from amdchat.fit.model_memory import ModelMemory
from amdchat.speed import table as bandwidth_table
from amdchat.speed.roofline import Traffic, tokens_per_second_limit


@dataclass(frozen=True)
class BytesRead:
    """Bytes read per generated token from GPU memory and from system memory."""

    gpu: float
    cpu: float


def bytes_read(memory: ModelMemory, n_gpu: int, n_ctx: int, kv_bytes: int | None = None
               ) -> BytesRead:
    """With ``n_gpu`` layers offloaded (n_layers + 1: the output layer too, as in
    amdchat.fit.estimate); ``kv_bytes``: the whole KV cache at ``n_ctx`` when measured
    (a dry run, another KV type), spread over the layers as the header's formula does."""
    n_layers = memory.n_layers
    on_gpu = range(max(n_layers - min(max(n_gpu, 0), n_layers), 0), n_layers)
    formula_kv = memory.kv_bytes(n_ctx)
    scale = kv_bytes / formula_kv if kv_bytes and formula_kv else 1.0
    gpu = cpu = 0.0
    for layer in range(n_layers):
        read = memory.layer_bytes[layer] + memory.kv_bytes_per_token[layer] * n_ctx * scale
        if layer in on_gpu:
            gpu += read
        else:
            cpu += read
    if n_gpu > n_layers:
        gpu += memory.output_bytes
    else:
        cpu += memory.output_bytes
    if memory.tied_output:
        cpu += memory.host_only_bytes  # the logits: the whole embedding table, on the host
    return BytesRead(gpu, cpu)


def expected_tps(read: BytesRead, gpu_gbs: float | None, cpu_gbs: float | None
                 ) -> float | None:
    """The limit, or None when a side that is read from has no known bandwidth."""
    traffic = []
    for device, nbytes, gbs in (("GPU", read.gpu, gpu_gbs), ("CPU", read.cpu, cpu_gbs)):
        if nbytes <= 0:
            continue
        if not gbs or gbs <= 0:
            return None
        traffic.append(Traffic(device, nbytes, gbs))
    limit = tokens_per_second_limit(traffic)
    return limit if limit > 0 else None


def card_bandwidth(gpu_name: str, pci_slot: str = "", root: Path | None = None,
                   table: dict[str, bandwidth_table.GpuBandwidth] | None = None
                   ) -> bandwidth_table.GpuBandwidth | None:
    """The table's entry for the card at ``pci_slot`` (its PCI id, read from sysfs under
    ``root``), else the one named in ``gpu_name``; None when the table has neither."""
    from amdchat.hardware.linux_amdgpu import sysfs_root
    from amdchat.speed.expected import pci_ids_by_slot

    table = bandwidth_table.load_table() if table is None else table
    slot = pci_slot.lower()
    if slot:
        ids = pci_ids_by_slot(root or sysfs_root()).get(slot)
        found = bandwidth_table.by_pci(table, *ids) if ids else None
        if found:
            return found
    return bandwidth_table.by_name(table, gpu_name) if gpu_name else None


def kept_cpu_bandwidth() -> float | None:
    """The system memory's bandwidth as measured before, or None: never measures."""
    from amdchat.speed.cpu_bandwidth import system_bandwidth

    kept = system_bandwidth(measure_if_missing=False)
    return kept.gbs if kept else None


def format_tps(tps: float) -> str:
    """'~85', '~9.4': whole numbers from 10 tok/s on."""
    return f"~{tps:.0f}" if tps >= 10 else f"~{tps:.1f}"
