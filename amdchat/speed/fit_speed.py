"""The generation speed a fit verdict promises: the roofline with the fit's own figures.

Per generated token, llama.cpp reads the weights of every layer on the device
that holds it, and that layer's KV cache; the fit says which layers go to the
GPU (the output layer first, then the last repeating layers, as llama.cpp's
n_gpu_layers counts them). The KV cache is counted full, at
the chosen context, so the figure is what the hardware allows at the end of a
long chat (the start is faster). The input embedding table stays in host memory
and a token reads one row of it; a model with tied embeddings (Gemma, Llama
3.2 1B/3B) computes its logits from a second copy of the table, which llama.cpp
puts on the output layer's device when the GPU takes it, else the logits read
the host's table whole, at system memory speed (measured with llama-cpp-python
0.3.36 on lavapipe, whose 128 MiB buffer limit refuses Gemma 3's 170 MiB table:
a CPU_Mapped buffer and a host compute buffer for the logits).

A figure needs each side's bandwidth: the card's from the table (found by the
PCI id behind the budget's slot, else by its name), the system memory's only
as already measured and kept (a fit never measures: it must answer at once).
Either unknown where it is needed: no figure (None), never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from amdchat.model_memory import ModelMemory
from amdchat.speed import table as bandwidth_table
from amdchat.speed.roofline import Traffic, tokens_per_second_limit


@dataclass(frozen=True)
class BytesRead:
    """Bytes read per generated token from GPU memory and from system memory."""

    gpu: float
    cpu: float


def bytes_read(memory: ModelMemory, n_gpu: int, n_ctx: int, kv_bytes: int | None = None,
               embeddings_on_gpu: bool = False, n_cpu_moe: int = 0) -> BytesRead:
    """With llama.cpp's n_gpu_layers ``n_gpu`` (the output layer, then the last n_gpu - 1
    repeating layers; n_layers + 1: everything); ``kv_bytes``: the whole KV cache at
    ``n_ctx`` when measured (a dry run, another KV type), spread over the layers as the
    header's formula does;
    ``embeddings_on_gpu``: a tied output layer got its copy of the table on the GPU
    (amdchat.engine.placement.logits_read_from_host says when); ``n_cpu_moe``: the routed
    experts of the first n_cpu_moe layers stay in system RAM. A token reads only its
    experts' share of a mixture-of-experts layer (expert_used_count / expert_count)."""
    n_layers = memory.n_layers
    # n_gpu_layers N: the output layer and the last N - 1 repeating layers (llama.cpp)
    on_gpu = range(max(n_layers + 1 - n_gpu, 0), n_layers) if n_gpu > 0 else range(0)
    formula_kv = memory.kv_bytes(n_ctx)
    scale = kv_bytes / formula_kv if kv_bytes and formula_kv else 1.0
    gpu = cpu = 0.0
    share = memory.active_expert_share
    in_ram = 0  # as amdchat.plan.placement counts them: GPU layers with experts, first first
    for layer in range(n_layers):
        experts = memory.experts_of(layer)
        read = (memory.layer_bytes[layer] - experts
                + memory.kv_layer_bytes(layer, n_ctx) * scale)
        if layer in on_gpu:
            gpu += read
        else:
            cpu += read
        keep = layer in on_gpu and experts > 0 and in_ram < n_cpu_moe
        in_ram += keep
        if layer in on_gpu and not keep:
            gpu += experts * share
        else:
            cpu += experts * share
    if n_gpu > 0:
        gpu += memory.output_bytes
    else:
        cpu += memory.output_bytes
    if memory.tied_output:  # the logits read the whole embedding table, where it is
        if n_gpu > 0 and embeddings_on_gpu:
            gpu += memory.host_only_bytes
        else:
            cpu += memory.host_only_bytes
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
