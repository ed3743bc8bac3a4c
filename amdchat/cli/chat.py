"""``amdchat chat``: one reply from a model, streamed to stdout."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from amdchat.cli.common import chat_request, load_settings, usable_model_file
from amdchat.cli.options import spec_overrides


def run(args: argparse.Namespace) -> int:
    from amdchat import paths
    from amdchat.engine.placement import bytes_by_device
    from amdchat.session.blocking import BlockingEngine, EngineError
    from amdchat.session.spec import no_gpu_notice, spec_from_settings

    if args.remote:
        from amdchat.cli import chat_remote

        return chat_remote.run(args)
    if not args.model:
        print("amdchat: chat needs --model (a .gguf file) or --remote URL (a server on "
              "another computer)", file=sys.stderr)
        return 2
    settings = load_settings()
    if not usable_model_file(Path(args.model)):
        return 2
    sampling, messages = chat_request(args, settings)
    spec = spec_from_settings(
        Path(args.model), settings, backend=args.backend, n_ctx=args.ctx,
        chat_template=args.template, gpu_device=args.gpu_device,
        **spec_overrides(args, settings))

    def show(text: str) -> None:
        sys.stdout.write(text)
        sys.stdout.flush()

    thinking: list[str] = []

    def thought(text: str) -> None:  # a thinking model's reasoning: said once, not shown
        if not thinking:
            print("amdchat: the model is thinking (its reasoning is in --json's "
                  "\"reasoning\")", file=sys.stderr)
        thinking.append(text)

    engine = BlockingEngine(log_path=paths.log_dir() / "worker.log",
                            on_notice=lambda n: print(f"amdchat: {n.text}", file=sys.stderr))
    notices: list[str] = []
    try:
        with engine:
            loaded = engine.load(spec)
            if (notice := no_gpu_notice(spec.backend, loaded)) is not None:
                notices.append(str(notice.text))
                print(f"amdchat: {notice.text}", file=sys.stderr, flush=True)
            done = engine.chat(messages, sampling, on_token=show, on_reasoning=thought)
    except EngineError as exc:
        print(f"\namdchat: {str(exc).splitlines()[0]}", file=sys.stderr)
        if engine.session.dropped:  # a remote computer stopped answering: without it
            from amdchat.cli.rpc_drop import without_servers_hint

            remaining = [s for s in spec.rpc_servers if s not in engine.session.dropped]
            print(without_servers_hint(sys.argv[1:], engine.session.dropped, remaining),
                  file=sys.stderr)
        return 2 if exc.kind in ("backend_unavailable", "rocm_unsupported") else 1
    print()
    if not done["reply"].strip():
        print("amdchat: the model replied with nothing; its chat template may not fit "
              "(try another with --template, or Settings > Chat template)", file=sys.stderr)
        return 1
    if args.json:
        stats = done["stats"]
        placement = loaded["placement"]
        plan = engine.session.plan
        print(json.dumps({
            "reply": done["reply"], "prompt_tokens": stats["prompt_tokens"],
            "generated_tokens": stats["generated_tokens"], "ttft_ms": stats["ttft_ms"],
            "prompt_tps": stats["prompt_tps"], "generation_tps": stats["generation_tps"],
            "backend": engine.session.backend.kind if engine.session.backend else "",
            "device": placement["device"], "runs_on": placement["runs_on"],
            "n_gpu_layers": loaded["n_gpu_layers"], "template": loaded["template"],
            "n_cpu_moe": plan.n_cpu_moe if plan else 0,
            "plan": plan.as_json() if plan else None,
            "bytes_per_device": bytes_by_device(placement),
            "remote_split": (engine.session.remote_split.as_json()
                             if engine.session.remote_split else None),
            # with remote devices: the network's part of a token (engine.network_meter)
            "network": stats.get("network"),
            "model": str(Path(args.model).resolve()), "finish_reason": done["finish_reason"],
            "seed": stats["seed"], "reasoning": done.get("reasoning", ""),
            "reasoning_tokens": stats.get("reasoning_tokens", 0), "notices": notices,
        }))
    return 0
