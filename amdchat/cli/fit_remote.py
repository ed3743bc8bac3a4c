"""``amdchat fit --rpc``: how the model would split over this computer and remote GPUs.

Each server is asked what it offers (amdchat.engine.rpc_probe, bounded), then the split is
the one a load makes (amdchat.plan.remote_split): layers by free memory, named per host.
"""

from __future__ import annotations

from amdchat.engine.rpc_probe import RpcProblem, probe
from amdchat.fit.plan import FitPlan
from amdchat.model_memory import ModelMemory
from amdchat.plan.remote_split import Place, RemoteSplit, split_layers

PROBE_TIMEOUT_S = 5.0


def remote_split(servers: tuple[str, ...], memory: ModelMemory, plan: FitPlan,
                 margin: int) -> RemoteSplit | RpcProblem:
    """The split, or the problem of the first server that cannot be used."""
    places: list[Place] = []
    for server in servers:
        try:
            info = probe(server, PROBE_TIMEOUT_S)
        except RpcProblem as exc:
            return exc
        places += [Place(f"RPC{len(places)}", info.endpoint, d.free_bytes,
                         buffer=f"RPC{d.index}[{info.endpoint}]") for d in info.devices]
    here_ram = 0
    if plan.on_gpu:  # the local GPU's budget is already the free memory less the margin
        places.append(Place(plan.device_name or "GPU", "",
                            plan.budget.free_bytes + margin))
    else:
        here_ram = (plan.ram_bytes or 0) + margin
    return split_layers(list(memory.layer_bytes), places, here_ram, margin)
