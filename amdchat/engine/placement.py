"""Where a model really runs, read from llama.cpp's own log.

"offloaded N/N layers to GPU" is computed from n_gpu_layers, not from what
happened: with no usable device llama.cpp still prints it. The truth is in
the per-device buffer lines (``Vulkan0 model buffer size = ...``) and in
``using device ...``, so that is what we parse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdchat.engine import protocol
from amdchat.engine.devices import is_cpu_emulated

_BUFFER = re.compile(
    r"(?P<dev>[A-Za-z][\w.-]*(?:\[[^\]\s]+\])?)\s+(?P<what>model|KV|compute|output|RS)"
    r"\s+buffer size\s*=\s*"
    r"(?P<mib>[\d.]+)\s*MiB")
# llama.cpp prints "using device NAME (DESCRIPTION) (ID) - N MiB free", where ID is a PCI
# bus id or "unknown id", and DESCRIPTION may hold parentheses of its own
# ("llvmpipe (LLVM 15.0.6, 256 bits)"): the id is the last parenthesised group before " - ".
_USING_DEVICE = re.compile(r"using device (?P<dev>\S+) \((?P<desc>.*)\) \((?P<id>[^()]*)\)"
                           r" - (?P<free>\d+) MiB free")
_USING_DEVICE_NO_ID = re.compile(
    r"using device (?P<dev>\S+) \((?P<desc>.*)\) - (?P<free>\d+) MiB free")
_PCI_SLOT = re.compile(r"[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d")
_OFFLOADED = re.compile(r"offloaded (?P<n>\d+)/(?P<total>\d+) layers to GPU")
_ERROR_HINTS = (
    (re.compile(r"unknown model architecture: '([^']*)'"), "unknown_architecture"),
    (re.compile(r"failed to allocate|out of memory|ErrorOutOfDeviceMemory", re.I), "out_of_memory"),
)


def host_device(buffer_device: str) -> str:
    """Map a buffer's device name to the device that holds its memory."""
    if buffer_device.startswith("CPU") or buffer_device.endswith("_Host"):
        return "CPU"
    return buffer_device


@dataclass
class Placement:
    """Memory per device (MiB) for weights, KV cache and compute buffers."""

    model_mib: dict[str, float] = field(default_factory=dict)
    kv_mib: dict[str, float] = field(default_factory=dict)
    compute_mib: dict[str, float] = field(default_factory=dict)
    gpu_devices: dict[str, str] = field(default_factory=dict)  # name -> description
    pci_slots: dict[str, str] = field(default_factory=dict)  # name -> 0000:03:00.0
    layers_offloaded: int | None = None
    layers_total: int | None = None
    # True when a token's logits read the whole embedding table from host memory even in
    # a full offload: see logits_read_from_host. Set by the loader.
    logits_on_host: bool = False
    # layers whose expert tensors the load kept in system RAM (tensor_overrides); set by
    # the loader. Their bytes are in model_mib["CPU"], as llama.cpp's log counts them.
    experts_in_ram_layers: int = 0
    # model buffers by llama.cpp's buffer type (CPU, CPU_Mapped, CPU_REPACK, Vulkan0...)
    model_mib_by_buffer: dict[str, float] = field(default_factory=dict)
    # a mixture of experts: every routed expert's bytes (the header's), those kept in RAM,
    # and the share of them one token reads (expert_used_count / expert_count); set by
    # the loader, read by the speed check (amdchat.speed.roofline)
    expert_mib: float = 0.0
    experts_in_ram_mib: float = 0.0
    expert_share: float = 1.0

    def feed(self, line: str) -> None:
        if match := _BUFFER.search(line):
            device = host_device(match["dev"])
            target = {"model": self.model_mib, "KV": self.kv_mib}.get(
                match["what"], self.compute_mib)
            target[device] = target.get(device, 0.0) + float(match["mib"])
            if match["what"] == "model":
                by_buffer = self.model_mib_by_buffer
                by_buffer[match["dev"]] = by_buffer.get(match["dev"], 0.0) + float(match["mib"])
        elif match := _USING_DEVICE.search(line) or _USING_DEVICE_NO_ID.search(line):
            self.gpu_devices[match["dev"]] = match["desc"]
            device_id = match.groupdict().get("id") or ""
            if _PCI_SLOT.fullmatch(device_id):
                self.pci_slots[match["dev"]] = device_id.lower()
        elif match := _OFFLOADED.search(line):
            self.layers_offloaded = int(match["n"])
            self.layers_total = int(match["total"])

    def is_gpu(self, device: str) -> bool:
        """A real GPU: not the host, and not a Vulkan device that the CPU emulates."""
        return device != "CPU" and not is_cpu_emulated(self.gpu_devices.get(device, ""))

    @property
    def weights_on_gpu_mib(self) -> float:
        return sum(v for k, v in self.model_mib.items() if self.is_gpu(k))

    @property
    def weights_total_mib(self) -> float:
        return sum(self.model_mib.values())

    def runs_on(self) -> str:
        """'gpu', 'partial' or 'cpu', judged by where the weights really are.

        No weights in GPU memory means CPU, whatever the layer count claims; a
        CPU-emulated Vulkan device (llvmpipe) is the CPU too.
        With GPU weights, the layer count tells full from partial: the input
        embedding table stays in host memory even in a full offload (for a
        small model with a large vocabulary that is most of the file), so
        the share of bytes cannot tell. Experts kept in RAM make it partial:
        the CPU computes them.
        """
        if self.weights_on_gpu_mib <= 0:
            return "cpu"
        if self.experts_in_ram_layers > 0:
            return "partial"
        if self.layers_total is not None and self.layers_offloaded is not None:
            return "gpu" if self.layers_offloaded >= self.layers_total else "partial"
        return "partial"

    def main_device(self) -> str:
        gpus = {k: v for k, v in self.model_mib.items() if k != "CPU"}
        return max(gpus, key=lambda k: gpus[k]) if gpus else "CPU"

    def as_dict(self) -> protocol.Placement:
        return {
            "runs_on": self.runs_on(),
            "device": self.main_device(),
            "device_description": self.gpu_devices.get(self.main_device(), ""),
            "pci_slot": self.pci_slots.get(self.main_device(), ""),
            "cpu_emulated": is_cpu_emulated(self.gpu_devices.get(self.main_device(), "")),
            "model_mib": self.model_mib,
            "kv_mib": self.kv_mib,
            "compute_mib": self.compute_mib,
            "layers_offloaded_claimed": self.layers_offloaded,
            "layers_total": self.layers_total,
            "logits_on_host": self.logits_on_host,
            "experts_in_ram_layers": self.experts_in_ram_layers,
            "model_mib_by_buffer": self.model_mib_by_buffer,
            "expert_mib": self.expert_mib,
            "experts_in_ram_mib": self.experts_in_ram_mib,
            "expert_share": self.expert_share,
        }


def bytes_by_device(placement: protocol.Placement) -> dict[str, int]:
    """Weights, KV cache and compute buffers on each device, as llama.cpp allocated them:
    the GPUs in llama.cpp's order, then the CPU (every host buffer: mapped weights,
    experts kept in RAM, the host's compute and output buffers)."""
    found: dict[str, float] = {}
    parts = (placement.get("model_mib"), placement.get("kv_mib"), placement.get("compute_mib"))
    for part in parts:
        for buffer, mib in (part or {}).items():
            device = host_device(buffer)
            found[device] = found.get(device, 0.0) + mib
    ordered = sorted(found, key=lambda device: device == "CPU")
    return {device: round(found[device] * 2**20) for device in ordered if found[device] > 0}


def table_copied_to_gpu(gpu_weight_bytes: float, other_bytes: int, table_bytes: int) -> bool:
    """Whether a full offload's measured GPU weights hold the tied output layer's copy of
    the embedding table: llama.cpp loads the table twice, for the input (host memory) and
    as the output layer on the output layer's device. A GPU takes the copy unless the
    tensor is too large for it (lavapipe's 128 MiB storage-buffer limit sends Gemma 3's
    170 MiB table back to the CPU). ``other_bytes``: every tensor but the table. One rule
    for the worker's real load and the fit's dry run."""
    return gpu_weight_bytes >= other_bytes + table_bytes / 2


def logits_read_from_host(placement: Placement, tied_output: bool, embedding_bytes: int,
                          other_bytes: int) -> bool:
    """Whether the logits of a model with tied embeddings (no output.weight: Gemma, Llama
    3.2 1B/3B, small Qwen) are computed from the host's embedding table: a full offload
    whose GPU did not take the table's copy (table_copied_to_gpu)."""
    if not tied_output or placement.runs_on() != "gpu":
        return False
    on_gpu = sum(mib for device, mib in placement.model_mib.items() if device != "CPU")
    return not table_copied_to_gpu(on_gpu * 2**20, other_bytes, embedding_bytes)


def classify_load_error(log_text: str) -> tuple[str, str]:
    """Find why a load failed in the log: (kind, detail), kind '' if unknown."""
    for pattern, kind in _ERROR_HINTS:
        if match := pattern.search(log_text):
            return kind, match.group(1) if match.groups() else match.group(0)
    return "", ""
