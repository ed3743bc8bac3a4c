"""Layers over this computer and remote rpc-servers, by free memory.

llama.cpp splits the offloaded layers over its devices in the proportions of
``tensor_split`` (layer by layer: the default split mode), the remote (RPC) devices
first, in the order they were added, then the local GPUs; the layers not offloaded (the
first ones) stay with the CPU. This decides those numbers: each device gets a share of
the layers in proportion to its free memory (less a margin), never more than fit in it,
and "here" (the local GPU, or the CPU on the CPU backend) takes what is left. The words
name the split: "6 layers here, 6 on 10.0.0.2:50052".

What a device must hold is more than its layers' weights (LayerCosts): each layer's KV
cache at the load's context (a sliding-window layer its window's cells unless swa_full,
as amdchat.model_memory counts them and llama.cpp allocates them), the output layer on the last
device that takes layers (as llama.cpp places it; for tied embeddings a copy of the
table), and a compute buffer on every device that takes layers. A device whose share
would not hold all that gives layers back until it does.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from amdchat.i18n import Text, tr_noop
from amdchat.kv_cache import KV_ELEMENT_BYTES
from amdchat.model_memory import LOGIT_BYTES, UBATCH, ModelMemory


@dataclass(frozen=True)
class Place:
    name: str  # llama.cpp's device name ("RPC0", "Vulkan0") or "here"
    host: str  # "10.0.0.2:50052" for a remote device, "" for this computer
    free_bytes: int
    layers: int = 0
    buffer: str = ""  # its buffers' name in llama.cpp's log: "RPC0[10.0.0.2:50052]"


@dataclass(frozen=True)
class RemoteSplit:
    n_layers: int
    places: tuple[Place, ...]  # llama.cpp's device order; then "here" (the CPU's share)
    here_layers: int  # on the CPU (the CPU backend, or what no GPU holds)
    # the bytes planned on each device (weights, KV, output layer, compute), as places
    planned_bytes: tuple[int, ...] = ()

    @property
    def n_gpu_layers(self) -> int:
        """llama.cpp counts the output layer as one more, offloaded first: n_gpu_layers
        k puts the last k-1 repeating layers and the output layer on the devices."""
        offloaded = sum(p.layers for p in self.places)
        return offloaded + 1 if offloaded else 0

    @property
    def tensor_split(self) -> tuple[float, ...]:
        """The share of each device of the n_gpu_layers layers: the output layer, last,
        goes to the last device that takes layers."""
        shares = [float(p.layers) for p in self.places]
        holding = [i for i, p in enumerate(self.places) if p.layers]
        if holding:
            shares[holding[-1]] += 1
        return tuple(shares)

    def layers_by_host(self) -> dict[str, int]:
        """Layers per computer: "" is this one."""
        found: dict[str, int] = {"": self.here_layers}
        for place in self.places:
            found[place.host] = found.get(place.host, 0) + place.layers
        return found

    def words(self) -> Text:
        parts = [Text("plan", tr_noop("plan", "{n} on {host}"), {"n": n, "host": host})
                 for host, n in self.layers_by_host().items() if host and n]
        # Texts inside Texts, so that the window translates each part (a joined string
        # stayed English: "6 on 10.0.0.2")
        remote = parts[0] if parts else Text("plan", tr_noop("plan", "0 remote"), {})
        for part in parts[1:]:
            remote = Text("plan", tr_noop("plan", "{first}, {then}"),
                          {"first": remote, "then": part})
        return Text("plan", tr_noop("plan", "{here} layers here, {remote}"),
                    {"here": self.layers_by_host()[""], "remote": remote})

    def _planned(self) -> tuple[int, ...]:
        return self.planned_bytes or (0,) * len(self.places)

    def as_json(self) -> dict[str, object]:
        return {"n_layers": self.n_layers, "here_layers": self.here_layers,
                "n_gpu_layers": self.n_gpu_layers,
                "devices": [{"name": p.name, "host": p.host, "layers": p.layers,
                             "free_bytes": p.free_bytes, "buffer": p.buffer or p.name,
                             "planned_bytes": b}
                            for p, b in zip(self.places, self._planned(), strict=True)],
                "words": str(self.words())}


@dataclass(frozen=True)
class LayerCosts:
    """The bytes a device holds for what it takes, in layer order."""

    layer_bytes: tuple[int, ...]  # each repeating layer: weights and its KV cache
    output_bytes: int = 0  # the output layer, on the last device that takes layers
    compute_bytes: int = 0  # the compute buffer of each device that takes layers


def layer_costs(memory: ModelMemory, n_ctx: int, type_k: str = "f16", type_v: str = "f16",
                flash_attn: bool = False, swa_full: bool = False) -> LayerCosts:
    """What each layer costs a device at ``n_ctx`` tokens with that KV cache type (a
    sliding-window layer's cache is its window's, unless ``swa_full``)."""
    kv_scale = (KV_ELEMENT_BYTES[type_k] + KV_ELEMENT_BYTES[type_v]) / 4  # of f16 K and V
    per_layer = tuple(weights + int(memory.kv_layer_bytes(layer, n_ctx, swa_full) * kv_scale)
                      for layer, weights in enumerate(memory.layer_bytes))
    tokens = min(UBATCH, n_ctx)
    # without flash attention the scores live twice, before and after the softmax: seen
    # on an rpc-server (Gemma 3 270M, 32768 tokens: 392.5 MiB where the formula says 298)
    scores = 0 if flash_attn else memory.n_head * n_ctx * tokens * 4
    output = memory.output_bytes
    if memory.tied_output:
        # the output layer is a copy of the input table (model_memory), and the device
        # that holds it computes the logits (compute_bytes counts them for the host), in
        # memory the scores have left by then
        logits = memory.n_vocab * tokens * LOGIT_BYTES
        output += memory.host_only_bytes + max(logits - scores, 0)
    return LayerCosts(per_layer, output, memory.compute_bytes(n_ctx) + scores)


def device_bytes(costs: LayerCosts, counts: list[int], first: int) -> list[int]:
    """The bytes each device holds with ``counts`` layers each, in order, the first
    ``first`` layers staying on the CPU."""
    held, start = [], first
    last = max((i for i, n in enumerate(counts) if n), default=-1)
    for index, count in enumerate(counts):
        block = sum(costs.layer_bytes[start:start + count])
        extra = costs.compute_bytes if count else 0
        held.append(block + extra + (costs.output_bytes if index == last else 0))
        start += count
    return held


def split_layers(costs: LayerCosts | list[int], devices: list[Place], here_free: int,
                 margin: int) -> RemoteSplit:
    """The layers of each device (``devices`` in llama.cpp's order), by free memory less
    ``margin`` each; "here" (``here_free`` bytes on the CPU) holds the rest. ``costs``:
    a plain list is weights only."""
    if not isinstance(costs, LayerCosts):
        costs = LayerCosts(tuple(costs))
    n_layers = len(costs.layer_bytes)
    size = max(max(costs.layer_bytes, default=1), 1)
    room = [max(d.free_bytes - margin - costs.compute_bytes, 0) for d in devices]
    here_room = max(here_free - margin, 0) if here_free >= 0 else 0
    total = sum(room) + here_room
    if total <= 0:
        return RemoteSplit(n_layers, tuple(devices), n_layers)
    wanted = [min(round(n_layers * r / total), r // size) for r in room]
    while sum(wanted) > n_layers:  # rounding up everywhere: the largest gives one back
        wanted[wanted.index(max(wanted))] -= 1
    wanted = _within_room(costs, wanted, [max(d.free_bytes - margin, 0) for d in devices])
    places = tuple(dataclasses.replace(d, layers=n)
                   for d, n in zip(devices, wanted, strict=True))
    held = device_bytes(costs, wanted, n_layers - sum(wanted))
    return RemoteSplit(n_layers, places, n_layers - sum(wanted), tuple(held))


def _within_room(costs: LayerCosts, wanted: list[int], room: list[int]) -> list[int]:
    """Each device over its room gives a layer back (to the CPU) until none is: its
    layers' KV, the output layer and the compute buffer count too."""
    counts = list(wanted)
    while True:
        held = device_bytes(costs, counts, len(costs.layer_bytes) - sum(counts))
        over = [i for i, (b, r) in enumerate(zip(held, room, strict=True))
                if counts[i] and b > r]
        if not over:
            return counts
        counts[over[0]] -= 1
