"""``amdchat fit``: does a model fit the GPU? A local file, or a quantization on the Hub
(from its header, before any download); the formula's estimate, or measured by a
llama.cpp dry run."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from amdchat.cli.common import load_settings
from amdchat.cli.options import context_option, margin_bytes, setting_value, spec_overrides

if TYPE_CHECKING:
    from amdchat.config import Settings
    from amdchat.fit.plan import FitPlan


def run(args: argparse.Namespace) -> int:
    from amdchat.fit.plan import fit_report, measured_on_the_device
    from amdchat.hub import api

    settings = load_settings()
    local = Path(args.model).exists() or args.quant is None
    found = _model_memory(args, settings, local)
    if isinstance(found, int):
        return found
    memory, remote_files = found
    plan = _plan(args, settings)
    if plan is None:
        print("amdchat: neither a GPU with known free memory nor the system's available "
              "memory was found, so there is nothing to check the model against; give the "
              "GPU's free memory with --vram-free", file=sys.stderr)
        return 1
    event = None
    if settings["fit_dry_run"] if args.dry_run is None else args.dry_run:
        target = (Path(args.model), None) if local else (args.model, remote_files)
        event = _dry_run_event(target, plan.params_for(memory), plan.backend, args.gpu_device,
                               plan.device_name, api.token_from(settings["hf_token"]))
        if event is None and args.dry_run:  # asked for: its failure is the answer
            return 1
        if event is None:  # the default, as on the Models page: the estimate stands
            print("amdchat: so these figures are the formula's estimate", file=sys.stderr)
        elif not measured_on_the_device(event, plan):
            print(f"amdchat: the {plan.backend} backend found no usable GPU, so the dry run "
                  "measured the CPU; the GPU figures are estimates", file=sys.stderr)
    result = fit_report(memory, plan, event)
    better = _largest_fitting(args, settings, plan, result.verdict) if not local else None
    split = _remote(args, settings, memory, plan)
    if isinstance(split, int):
        return split
    if args.json:
        print(json.dumps({**result.as_json(), "largest_that_fits": better,
                          **({"remote_split": split.as_json()} if split else {})}))
    else:
        print(result.message)
        if better:
            print(f"the largest quantization of {args.model} that fits entirely: {better}")
        if split:
            print(split.words())
            for note in split.notes():
                print(f"  {note}")
    return 0


def _remote(args: argparse.Namespace, settings: Settings, memory: Any, plan: FitPlan
            ) -> Any:
    """The split over this computer and the remote GPUs (--rpc's, else Settings'; None
    without any), or the exit status when a server given with --rpc cannot be used (said
    on stderr)."""
    from amdchat.cli.fit_remote import chosen_servers, remote_split

    servers, from_settings = chosen_servers(getattr(args, "rpc", None),
                                            settings["rpc_servers"])
    if not servers:
        return None
    split = remote_split(servers, from_settings, memory, plan, margin_bytes(args, settings))
    if isinstance(split, str):
        print(f"amdchat: {split}", file=sys.stderr)
        return 1
    return split


def _largest_fitting(args: argparse.Namespace, settings: Settings, plan: FitPlan,
                     verdict: str) -> str | None:
    """For a Hub quantization that does not fit whole on the GPU: the largest one of the
    same repository that does (its name), or None."""
    from amdchat.fit.alternatives import largest_that_fits
    from amdchat.fit.plan import LoadChoices
    from amdchat.hub import api
    from amdchat.hub.quants import find_quant

    if verdict in ("full", "experts") or not plan.on_gpu:
        return None
    token = api.token_from(settings["hf_token"])
    try:
        quants = api.repo_files(args.model, token=token).quants
        chosen = find_quant(quants, args.quant)
        if chosen is None:
            return None
        # judged by the automatic plan: the user's own layer count fits no smaller file either
        choices = LoadChoices(plan.params.type_k, plan.params.flash_attn, plan.params.swa_full)
        found = largest_that_fits(args.model, quants, chosen, plan.params.n_ctx, plan.budget,
                                  choices, token)
    except (api.HubError, OSError, ValueError) as exc:
        print(f"amdchat: the smaller quantizations could not be checked: {exc}",
              file=sys.stderr)
        return None
    return found.name if found else None


def _model_memory(args: argparse.Namespace, settings: Settings, local: bool
                  ) -> tuple[Any, list[Any]] | int:
    """The model's memory figures (from the local file, or from the Hub file's header)
    and the Hub files of the quantization; or the exit status, said on stderr."""
    from amdchat.fit import check
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError
    from amdchat.hub.quants import find_quant
    from amdchat.model_memory import local_memory
    from amdchat.modelfile import ModelFileError, check_model_file

    try:
        if local:
            check_model_file(Path(args.model))
            return local_memory(Path(args.model)), []
        files = api.repo_files(args.model, token=api.token_from(settings["hf_token"]))
        quant = find_quant(files.quants, args.quant)
        if quant is None:
            print(f"amdchat: {args.model} has no {args.quant}", file=sys.stderr)
            return 2
        memory = check.remote_memory(args.model, quant.files,
                                     api.token_from(settings["hf_token"]))
        return memory, quant.files
    except (ModelFileError, api.HubError, DownloadError, ValueError, OSError) as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 1


def _plan(args: argparse.Namespace, settings: Settings) -> FitPlan | None:
    """What to check the model against: the options given, else the user's Settings."""
    from amdchat.fit.plan import make_plan
    from amdchat.hardware.monitor import GpuMonitor
    from amdchat.hardware.system_memory import available_ram
    from amdchat.plan.budget import gpu_budget as budget_of

    backend = setting_value(args, "--backend", settings)
    gpu_budget = None if backend == "cpu" else budget_of(
        GpuMonitor(), free_gib=args.vram_free, margin=margin_bytes(args, settings), backend=backend)
    return make_plan(
        context_option(args, settings), backend, gpu_budget, available_ram(),
        kv_type=setting_value(args, "--kv-type", settings),
        flash_attn=setting_value(args, "--flash-attn", settings),
        swa_full=setting_value(args, "--swa-full", settings),
        offload=spec_overrides(args, settings)["offload"])


def _dry_run_event(target: tuple[Any, Any], params: Any, backend_name: str,
                   gpu_device: int, device_name: str, token: str | None
                   ) -> dict[str, Any] | None:
    """What llama.cpp would allocate with ``params``, in a worker of the backend (or
    from the cache of earlier dry runs). ``target``: (path, None) or (repo, files)."""
    from amdchat import paths
    from amdchat.fit.cache import DryRunCache
    from amdchat.fit.measure import DryRunner
    from amdchat.gguf.reader import GGUFError
    from amdchat.hub.download import DownloadError
    from amdchat.session.blocking import EngineError

    cache = DryRunCache(paths.cache_dir() / "dry-run")
    try:
        with DryRunner(cache, backend_name, gpu_device, device_name, token) as runner:
            if target[1] is None:
                return runner.local(target[0], params)
            return runner.remote(target[0], target[1], params)
    except (EngineError, DownloadError, GGUFError, OSError) as exc:
        print(f"amdchat: the dry run failed: {str(exc).splitlines()[0]}", file=sys.stderr)
        return None
