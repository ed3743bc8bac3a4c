"""The worker protocol: one JSON object per line.

Requests (client -> worker, stdin), each with an ``op``:
  load      {path, n_ctx, n_gpu_layers, chat_template, seed}
  generate  {id, messages, sampling}
  dry_run   {path, n_ctx, n_gpu_layers}   what a load would allocate, without weights
  cancel    {}                       stops the running generation
  unload    {}
  shutdown  {}

Events (worker -> client, stdout), each with an ``event``:
  ready     {pid, python, devices}    the worker is up
  loaded    {model, backend, placement, ...}
  token     {id, text}
  done      {id, reply, stats, finish_reason}
  dry_run   {kv_mib, compute_mib}     per device
  unloaded  {}
  error     {id?, kind, message}
The llama.cpp log goes to stderr, never to stdout.
"""

from __future__ import annotations

import json
from typing import Any

Event = dict[str, Any]
Request = dict[str, Any]


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"


def decode(line: str) -> dict[str, Any]:
    value = json.loads(line)
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, got {type(value).__name__}")
    return value
