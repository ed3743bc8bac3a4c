"""The fit with remote GPUs: the split a load over them makes, whether the rest fits
this computer, and what the network costs each token.

The split is the load's own (amdchat.plan.remote_split, as session/remote_placing.py
decides it): each device's layers with their KV cache, the output layer and a compute
buffer, by the free memory each server offered. What no device takes stays in this
computer's RAM with the input embeddings; the verdict says whether that fits. The
network's cost per token is amdchat.plan.link_cost's, from each server's probed round
trip; a figure that is not fresh (a busy server, one that did not answer) is said to be
the last known one.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from amdchat.fit.plan import FitPlan
from amdchat.fit.remote_servers import ServerState
from amdchat.fit.report import FitReport
from amdchat.i18n import Text, tr_noop
from amdchat.model_memory import ModelMemory
from amdchat.plan.link_cost import LinkCost, compute_ms_per_token, link_cost
from amdchat.plan.remote_split import Place, RemoteSplit, layer_costs, split_layers
from amdchat.speed import fit_speed


@dataclass(frozen=True)
class RemoteFit:
    split: RemoteSplit
    fits: bool  # what stays here fits this computer's memory
    here_bytes: int  # what stays in this computer's RAM (or on its GPU's share)
    link: LinkCost | None
    servers: tuple[ServerState, ...]  # every server asked, usable or not

    @property
    def hosts(self) -> str:
        return ", ".join(s.endpoint for s in self.servers if s.usable)

    def words(self) -> Text:
        """The verdict for the fit column: "fits with 10.0.0.2:50052: 30 layers here,
        50 on 10.0.0.2:50052"."""
        fields = {"hosts": self.hosts, "split": self.split.words()}
        if not any(p.layers for p in self.split.places if p.host):
            return Text("fit", tr_noop("fit", "{hosts} would take no layers (too little free "
                                              "memory beyond the margin): {split}"), fields)
        if self.fits:
            return Text("fit", tr_noop("fit", "fits with {hosts}: {split}"), fields)
        return Text("fit", tr_noop("fit", "too large even with {hosts}: {split}"), fields)

    def notes(self) -> list[Text]:
        """What the verdict rests on: figures not fresh, servers left out, the network."""
        found: list[Text] = []
        for state in self.servers:
            if state.problem is None and not state.fresh and state.usable:
                found.append(Text("fit", tr_noop(  # not asked now (the picker's verdict)
                    "fit", "{endpoint}: its figures are from its last check, {when}."),
                    {"endpoint": state.endpoint, "when": _when(state.checked_at)}))
            if state.problem is None:
                continue
            if state.usable:
                found.append(Text("fit", tr_noop(
                    "fit", "{endpoint} did not answer now; its figures are from its last "
                           "check, {when}. {why}"),
                    {"endpoint": state.endpoint, "why": state.problem,
                     "when": _when(state.checked_at)}))
            else:
                found.append(Text("fit", tr_noop(
                    "fit", "{endpoint} is left out: {why}"),
                    {"endpoint": state.endpoint, "why": state.problem}))
        if self.link is not None:
            found.append(self.link.words())
        return found

    def as_json(self) -> dict[str, object]:
        return {**self.split.as_json(), "fits": self.fits, "here_bytes": self.here_bytes,
                "network": self.link.as_json() if self.link else None,
                "servers": [{"endpoint": s.endpoint, "fresh": s.fresh, "usable": s.usable,
                             "checked_at": round(s.checked_at),
                             "problem": str(s.problem) if s.problem else None}
                            for s in self.servers],
                "notes": [str(note) for note in self.notes()]}


def _when(checked_at: float) -> str:
    import time

    return time.strftime("%Y-%m-%d %H:%M", time.localtime(checked_at))


def remote_fit(memory: ModelMemory, plan: FitPlan, states: list[ServerState],
               margin: int) -> RemoteFit | None:
    """None when no server is usable (none answered, none ever did)."""
    usable = [s for s in states if s.info is not None]
    if not usable:
        return None
    params = plan.params_for(memory)
    costs = layer_costs(memory, params.n_ctx, params.type_k, params.type_v, params.flash_attn,
                        params.swa_full)
    places: list[Place] = []
    for state in usable:
        assert state.info is not None
        places += [Place(f"RPC{len(places)}", state.info.endpoint, d.free_bytes,
                         buffer=f"RPC{d.index}[{state.info.endpoint}]")
                   for d in state.info.devices]
    here_ram = 0
    if plan.on_gpu:  # the local GPU's budget is already its free memory less the margin
        places.append(Place(plan.device_name or "GPU", "", plan.budget.free_bytes + margin))
    else:
        here_ram = (plan.ram_bytes or 0) + margin
    split = split_layers(costs, places, here_ram, margin)
    here = sum(costs.layer_bytes[:split.here_layers]) + memory.host_only_bytes
    if not any(p.layers for p in split.places):
        here += costs.output_bytes + costs.compute_bytes
    fits = plan.ram_bytes is None or here <= plan.ram_bytes
    trips = {s.info.endpoint: s.info.round_trip_ms for s in usable if s.info is not None}
    compute = compute_ms_per_token(memory, params.n_ctx, _bandwidth(plan))
    return RemoteFit(split, fits, here, link_cost(split, trips, compute), tuple(states))


def _bandwidth(plan: FitPlan) -> float | None:
    """This computer's memory bandwidth where the model would run here: the card's from
    the table, else the system memory's as measured before (never measured by a fit)."""
    if plan.on_gpu:
        card = fit_speed.card_bandwidth(plan.budget.gpu_name, plan.budget.pci_slot)
        if card is not None:
            return card.bandwidth_gbs
    return fit_speed.kept_cpu_bandwidth()


def with_remote(report: FitReport, memory: ModelMemory, plan: FitPlan,
                states: list[ServerState], margin: int) -> FitReport:
    """The report with the remote split attached (unchanged when no server is usable)."""
    found = remote_fit(memory, plan, states, margin)
    return dataclasses.replace(report, remote=found) if found is not None else report
