"""``amdchat chat --remote URL``: one reply from a model on another computer's
OpenAI-compatible server, streamed to stdout."""

from __future__ import annotations

import argparse
import json
import os
import sys

from amdchat.cli.common import chat_request, load_settings

KEY_VARIABLE = "AMDCHAT_REMOTE_API_KEY"  # safer than --api-key, which `ps` shows


def run(args: argparse.Namespace) -> int:
    from amdchat.remote import keys
    from amdchat.remote.client import RemoteServer, normalize_url
    from amdchat.remote.errors import RemoteError

    settings = load_settings()
    sampling, messages = chat_request(args, settings)

    streamed: list[bool] = []

    def show(text: str) -> None:
        streamed.append(True)
        sys.stdout.write(text)
        sys.stdout.flush()

    try:
        url = normalize_url(args.remote)
        key = args.api_key or os.environ.get(KEY_VARIABLE) or keys.load(url)
        server = RemoteServer(url, key)
        model = args.model or server.models()[0]
        reply = server.chat(model, messages, sampling, on_text=show)
    except RemoteError as exc:
        if streamed:  # the reply so far stays on stdout, ended by a line break
            print()
        print(f"amdchat: {exc}", file=sys.stderr)
        return 1
    print()
    if not reply.text.strip():
        print(f"amdchat: the model at {server.host} replied with nothing", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({
            "reply": reply.text, "reasoning": reply.reasoning, "model": model,
            "remote": server.url, "runs_on": "remote",
            "prompt_tokens": reply.prompt_tokens, "generated_tokens": reply.generated_tokens,
            "tokens_counted_by": reply.counted_by, "ttft_ms": reply.ttft_ms,
            "generation_tps": reply.generation_tps, "total_ms": reply.total_ms,
            "finish_reason": reply.finish_reason,
        }))
    return 0
