"""``amdchat fit``'s remote GPUs: how the model would split over this computer and them.

The servers are ``--rpc``'s, else Settings > Network's (said on stderr; ``--no-rpc`` or
``--rpc ''``: this computer only). A server given with ``--rpc`` must answer now; one
from the Settings that does not (busy with a loaded model: an rpc-server serves one
client at a time) counts with its last known figure, as the Models page does. The split
and the network's cost are amdchat.fit.remote_fit's.
"""

from __future__ import annotations

import sys

from amdchat.fit.plan import FitPlan
from amdchat.fit.remote_fit import RemoteFit, remote_fit
from amdchat.fit.remote_servers import server_states
from amdchat.model_memory import ModelMemory

PROBE_TIMEOUT_S = 5.0


def chosen_servers(given: tuple[str, ...] | None, settings_list: list[str]
                   ) -> tuple[tuple[str, ...], bool]:
    """(the servers, whether they are the Settings')."""
    if given is not None:
        return given, False
    return tuple(dict.fromkeys(settings_list)), True  # a hand-edited file may repeat one


def remote_split(servers: tuple[str, ...], from_settings: bool, memory: ModelMemory,
                 plan: FitPlan, margin: int) -> RemoteFit | str | None:
    """The remote fit; a message when a server given with --rpc cannot be used; None when
    no server is usable."""
    states = server_states(servers, PROBE_TIMEOUT_S)
    if not from_settings:
        for state in states:
            if state.problem is not None:
                return str(state.problem)
    else:
        print("amdchat: counting the remote GPUs of Settings > Network ("
              f"{', '.join(servers)}); --no-rpc for this computer only", file=sys.stderr)
        for state in states:  # a junk entry, or a server off: said, not silently dropped
            if not state.usable and state.problem is not None:
                print(f"amdchat: left out: {state.problem}", file=sys.stderr)
    return remote_fit(memory, plan, states, margin)
