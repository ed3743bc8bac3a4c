"""A load over this computer and remote rpc-servers: the split decided before the load.

The worker has added the servers (amdchat.engine.rpc_client) and listed their devices in
its ready event with the free memory each server reports; the split (amdchat.plan.
remote_split) gives each device layers by that free memory and llama.cpp gets it as
n_gpu_layers and tensor_split. The dry-run plan of a local GPU (placing.decide) is not
made here: it knows one GPU's budget, not a network's.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping, Sequence
from typing import Any

from amdchat.engine import protocol
from amdchat.engine.load_params import LoadParams
from amdchat.i18n import Text, tr_noop
from amdchat.plan.link_cost import LinkCost, compute_ms_per_token, link_cost
from amdchat.plan.remote_split import LayerCosts, Place, RemoteSplit, layer_costs, split_layers
from amdchat.session.placing import memory_of, ram_for_host, start_context
from amdchat.session.spec import ModelSpec, Notice


def llama_device_order(devices: list[protocol.Device]) -> list[Place]:
    """The devices llama.cpp offloads to, in its order (llama_model_load's default
    choice): remote (RPC) first, then the local GPUs (a CPU-emulated Vulkan device counts:
    llama.cpp sees a GPU), the integrated ones only when there is no other."""
    remote: list[Place] = []
    for device in devices:
        name, host = str(device.get("name", "")), str(device.get("description", ""))
        if name.startswith("RPC"):
            # a server numbers its own devices from 0: llama.cpp's buffer names use that
            index = sum(1 for p in remote if p.host == host)
            remote.append(Place(name, host, int(device.get("free_bytes", 0)),
                                buffer=f"RPC{index}[{host}]"))
    gpus = [d for d in devices if str(d.get("name", "")) != "CPU"
            and not str(d.get("name", "")).startswith("RPC") and d.get("type") != "accel"]
    # llama.cpp takes integrated GPUs only where no discrete one is found (an APU's beside
    # a Radeon would take a share that llama.cpp hands to the others)
    gpus = [d for d in gpus if d.get("type") != "igpu"] or gpus
    local = [Place(str(d.get("name", "")), "", int(d.get("free_bytes", 0)),
                   buffer=str(d.get("name", ""))) for d in gpus]
    return remote + local


def remote_placement(spec: ModelSpec, backend_kind: str, devices: list[protocol.Device],
                     probed: Sequence[Mapping[str, Any]] = ()
                     ) -> tuple[RemoteSplit, LoadParams, Notice]:
    """The split, the parameters to load with, and the notice that names the split (and
    warns when the network would take most of each token). ``probed``: the servers as
    the worker checked them before adding them (the ready event's rpc_servers), with
    each one's round trip."""
    base = spec.params(backend_kind, start_context(spec))
    try:  # each device's layers with their KV cache at this context, output, compute
        costs = layer_costs(memory_of(spec), base.n_ctx, base.type_k, base.type_v,
                            base.flash_attn, base.swa_full)
    except (OSError, ValueError):  # an unreadable header: the load says why
        costs = LayerCosts(())
    # the CPU takes a share by its RAM on the CPU backend; beside a GPU only what is left
    ram = ram_for_host() if backend_kind == "cpu" else 0
    split = split_layers(costs, llama_device_order(devices),
                         ram if ram is not None else 0, spec.margin_bytes)
    params = dataclasses.replace(base, n_gpu_layers=split.n_gpu_layers,
                                 tensor_split=split.tensor_split, n_cpu_moe=0)
    text = Text("plan", tr_noop("plan", "{name}: {split}."),
                {"name": spec.path.name, "split": split.words()})
    link = load_link_cost(spec, split, base.n_ctx, backend_kind, devices, probed)
    if link is not None and link.dominates:  # the fit's sentence, said at the load too
        text = Text("plan", tr_noop("plan", "{name}: {split}; {network}."),
                    {"name": spec.path.name, "split": split.words(), "network": link.words()})
    return split, params, Notice("plan", text)


def load_link_cost(spec: ModelSpec, split: RemoteSplit, n_ctx: int, backend_kind: str,
                   devices: list[protocol.Device], probed: Sequence[Mapping[str, Any]]
                   ) -> LinkCost | None:
    """What the network costs each token of this load (amdchat.plan.link_cost, as the fit
    judges it): each server's round trip from the worker's probe, against the compute at
    this computer's memory speed. None when no remote device takes layers."""
    trips = {str(p.get("endpoint", "")): float(p.get("round_trip_ms", 0.0)) for p in probed}
    try:
        compute = compute_ms_per_token(memory_of(spec), n_ctx,
                                       _bandwidth_here(backend_kind, devices))
    except (OSError, ValueError):  # an unreadable header: the network alone, not judged
        compute = None
    return link_cost(split, trips, compute)


def _bandwidth_here(backend_kind: str, devices: list[protocol.Device]) -> float | None:
    """This computer's memory bandwidth where its share runs: the local GPU's from the
    table, else the system memory's as measured before (never measured here)."""
    from amdchat.speed import fit_speed

    if backend_kind != "cpu":
        local = {p.name for p in llama_device_order(devices) if not p.host}
        for device in (d for d in devices if d.get("name") in local):
            card = fit_speed.card_bandwidth(str(device.get("description", "")),
                                            str(device.get("pci_slot", "")))
            if card is not None:
                return card.bandwidth_gbs
    return fit_speed.kept_cpu_bandwidth()


DROP_CHECK_S = 1.5  # per server, after the worker died: a refused port answers at once


def dropped_servers(servers: tuple[str, ...]) -> list[tuple[str, Text]]:
    """The servers that no longer answer as an rpc-server, with why (in words the window
    translates): llama.cpp's client aborts the worker when one drops mid-computation and
    does not say which."""
    from concurrent.futures import ThreadPoolExecutor

    from amdchat.engine.rpc_probe import RpcProblem, probe

    def why_gone(server: str) -> Text | None:
        try:
            probe(server, DROP_CHECK_S)
        except RpcProblem as exc:
            return exc.text
        return None

    # all at once: this runs on the GUI thread, which waits DROP_CHECK_S, not that per server
    with ThreadPoolExecutor(max_workers=max(1, len(servers))) as pool:
        whys = list(pool.map(why_gone, servers))
    return [(server, why) for server, why in zip(servers, whys, strict=True) if why is not None]


# the command line's words (chat --rpc); the app says the same with its buttons instead
# (ui/chat/drop_offer.py), telling this sentence by its template
DROPPED_USER_CHOOSES = tr_noop(
    "rpc", "The computer at {hosts} stopped answering while the model ran on it, so the "
           "engine stopped. {why} The reply so far is kept. Start its sharing again, or "
           "load the model without it (remove it from Settings > Network, or from --rpc).")


def dropped_text(gone: list[tuple[str, Text]], *, reloads: bool = False) -> Text:
    """Which computer dropped, and what now: ``reloads``, the next request loads the
    model without it (``amdchat serve``); else the user chooses (the app's button, --rpc)."""
    fields = {"hosts": ", ".join(host for host, _ in gone), "why": gone[0][1]}
    if reloads:
        return Text("rpc", tr_noop(
            "rpc", "The computer at {hosts} stopped answering while the model ran on it, so "
                   "the engine stopped. {why} The reply so far is kept. The next request "
                   "loads the model without it."), fields)
    return Text("rpc", DROPPED_USER_CHOOSES, fields)


@dataclasses.dataclass(frozen=True)
class Skipped:
    """A remote server left out of this run's loads: it stopped answering."""

    endpoint: str
    since: float  # time.time() when it was found gone
    why: str


class SkippedServers:
    """The servers this run loads without (the Settings and --rpc still list them): until
    the app ends, or the user uses one again."""

    def __init__(self) -> None:
        self._skipped: dict[str, Skipped] = {}

    def skip(self, gone: Sequence[tuple[str, Text | str]]) -> None:
        for endpoint, why in gone:  # kept in English: /health says it to programs
            self._skipped.setdefault(endpoint, Skipped(endpoint, time.time(), str(why)))

    def use_again(self, endpoint: str) -> None:
        self._skipped.pop(endpoint, None)

    def get(self, endpoint: str) -> Skipped | None:
        return self._skipped.get(endpoint)

    def endpoints(self) -> list[str]:
        return list(self._skipped)

    def remaining(self, spec: ModelSpec) -> ModelSpec:
        """``spec`` without the skipped servers (itself when it names none of them)."""
        kept = tuple(s for s in spec.rpc_servers if s not in self._skipped)
        return spec if kept == spec.rpc_servers else dataclasses.replace(spec, rpc_servers=kept)
