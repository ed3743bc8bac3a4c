"""How the session sends a load: planned first where there is a budget to plan against.

A mixin of EngineSession (amdchat.session.engine_session), apart so that each stays a
readable size: the dry run asked before the load, the plan made from its answer
(amdchat.session.placing), the load sent with the plan's parameters, and the count of
loads sent and answered that tells a current load's answer from a replaced one's.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from typing import Any

from amdchat.backends.registry import Backend
from amdchat.engine import protocol
from amdchat.engine.client import EngineClient
from amdchat.engine.load_params import LoadParams
from amdchat.plan.budget import Budget
from amdchat.plan.placement import PlacementPlan
from amdchat.plan.remote_split import RemoteSplit
from amdchat.session.listener import SessionListener, State
from amdchat.session.placing import (
    BudgetOf,
    decide,
    full_offload_params,
    gpu_compute_of,
    measure_again_at,
    split_to_check,
    unplanned_params,
)
from amdchat.session.remote_placing import remote_placement
from amdchat.session.spec import ModelSpec


class LoadPlanning:
    # the session's own state, which these methods read and change
    spec: ModelSpec | None
    backend: Backend | None
    listener: SessionListener
    plan: PlacementPlan | None
    remote_split: RemoteSplit | None
    devices: list[protocol.Device]
    # the servers the worker checked before adding them, with their round trips (its
    # ready event's rpc_servers): the load's notice weighs the network with them
    rpc_probed: tuple[dict[str, Any], ...] = ()
    _client: EngineClient | None
    _load_sent: bool
    _budget_of: BudgetOf
    _ids: itertools.count[int]
    _planning: tuple[str, Budget, int, int | None] | None
    _split_check: tuple[protocol.DryRunEvent, LoadParams] | None
    _held_gpu: int
    _loads_sent: int
    _loads_answered: int
    _set_state: Callable[[State], None]

    def _send_load(self) -> None:
        spec, client = self.spec, self._client
        if spec is None or client is None or self._load_sent:
            return
        self._load_sent = True
        self._set_state(State.LOADING)
        kind = self.backend.kind if self.backend is not None else ""
        self.plan = None
        self.remote_split = None
        if spec.rpc_servers:  # layers over this computer and the remote servers
            self.remote_split, params, notice = remote_placement(spec, kind, self.devices,
                                                                 self.rpc_probed)
            self.listener.on_notice(notice)
            self._send_load_params(params)
            return
        # the budget of the backend that really runs it (an "auto" choice made by now:
        # an APU's ROCm gets less than its Vulkan)
        budget = self._budget_of(dataclasses.replace(spec, backend=kind)) if kind != "cpu" \
            else None
        if budget is None:  # nothing to plan against: every layer offered, as llama.cpp does
            self._send_load_params(unplanned_params(spec, kind))
            return
        self._send_dry_run(budget, self._held_gpu, None)

    def _send_dry_run(self, budget: Budget, reclaim: int, n_ctx: int | None,
                      params: LoadParams | None = None) -> None:
        """Every layer on the GPU at ``n_ctx``; or ``params``, a split to check."""
        spec, client = self.spec, self._client
        assert spec is not None and client is not None
        plan_id, kind = f"p{next(self._ids)}", self.backend.kind if self.backend else ""
        self._planning = (plan_id, budget, reclaim, n_ctx)
        chosen = params or full_offload_params(spec, kind, n_ctx)
        client.send({"op": "dry_run", "id": plan_id, **protocol.path_fields(spec.path),
                     "params": chosen.as_dict(), "sparse": False})

    def _finish_plan(self, event: protocol.DryRunEvent | None) -> None:
        """The dry run answered (None: it failed, the formulas stand in): plan, then load."""
        planning, self._planning = self._planning, None
        spec = self.spec
        if planning is None or spec is None or self._client is None:
            return
        _plan_id, budget, reclaim, shortened = planning
        kind = self.backend.kind if self.backend is not None else ""
        checked, self._split_check = self._split_check, None
        try:
            if checked is not None:  # the split measured: planned again with its compute
                full, split = checked
                compute = gpu_compute_of(event, spec, split) if event is not None else None
                self.plan, params, notice = decide(spec, kind, budget, reclaim, full,
                                                   shortened, split_compute=compute)
            else:
                self.plan, params, notice = decide(spec, kind, budget, reclaim, event,
                                                   shortened)
        except (OSError, ValueError):  # an unreadable header: the worker's load says why
            self._send_load_params(unplanned_params(spec, kind))
            return
        if checked is None and event is not None:
            if (again := measure_again_at(self.plan, shortened)) is not None:
                self._send_dry_run(budget, reclaim, again)  # measured there, as --fit does
                return
            if split_to_check(self.plan):
                self._split_check = (event, params)
                self._send_dry_run(budget, reclaim, shortened, params)
                return
        if notice is not None:
            self.listener.on_notice(notice)
        self._send_load_params(params)

    def _send_load_params(self, params: LoadParams) -> None:
        spec, client = self.spec, self._client
        if spec is None or client is None:
            return
        self._loads_sent += 1
        client.send({"op": "load", **protocol.path_fields(spec.path),
                     "params": params.as_dict(), "chat_template": spec.chat_template,
                     "n_threads": spec.threads})

    def _current_load(self) -> bool:
        """Whether the load the worker works on now is the last one asked for."""
        return self._planning is None and self._loads_answered + 1 == self._loads_sent

    def _answered_load(self) -> bool:
        """A load's answer arrived: True when it answers the last load asked for."""
        current = self._current_load()
        self._loads_answered += 1
        return current

