"""The worker protocol: one JSON object per line, typed here once.

Requests (client -> worker, stdin), each with an ``op`` (Op):
  load      LoadRequest       path, chat_template and the LoadParams (engine.load_params)
  generate  GenerateRequest   id, messages, sampling
  dry_run   DryRunRequest     what a load would allocate, without weights
  bench     BenchRequest      id, pp, tg, depths, reps, seed: llama-bench's measurement
  cancel    {id?}             stops that request (even before it starts), or whatever runs;
                              read at once, even mid-reply
  unload, shutdown

Events (worker -> client, stdout), each with an ``event`` (EventKind):
  ready     ReadyEvent        the worker is up: pid, devices
  load_progress LoadProgressEvent  progress (0..1) of a load, from llama.cpp, throttled
  loaded    LoadedEvent       model, placement (where it really runs), template (and why
                              the model's own one is not used), stop strings
  token     TokenEvent        id, text
  done      DoneEvent         id, reply, finish_reason, stats
  dry_run   DryRunEvent       bytes per buffer type (model, KV, compute); KV and compute MiB
                              from the log
  bench_progress              id, row (one finished test), done, total
  bench     BenchEvent        id, finish_reason, results (amdchat.engine.bench_op), skipped
  unloaded
  error     ErrorEvent        id?, kind (ErrorKind), message
and, made by the client when the process ends, ``exited`` (ExitedEvent).
The llama.cpp log goes to stderr, never to stdout.
"""

from __future__ import annotations

import base64
import json
import os
from enum import StrEnum
from pathlib import Path
from typing import Any, NotRequired, TypedDict

from amdchat.i18n import Text, tr_noop


class Op(StrEnum):
    LOAD = "load"
    GENERATE = "generate"
    DRY_RUN = "dry_run"
    BENCH = "bench"
    CANCEL = "cancel"
    UNLOAD = "unload"
    SHUTDOWN = "shutdown"


class EventKind(StrEnum):
    READY = "ready"
    LOAD_PROGRESS = "load_progress"
    LOADED = "loaded"
    TOKEN = "token"
    DONE = "done"
    DRY_RUN = "dry_run"
    BENCH_PROGRESS = "bench_progress"
    BENCH = "bench"
    UNLOADED = "unloaded"
    ERROR = "error"
    EXITED = "exited"


class ErrorKind(StrEnum):
    """Why a request failed; the UI has a sentence for each."""

    PROTOCOL = "protocol"
    INTERNAL = "internal"
    FATAL = "fatal"
    NO_MODEL = "no_model"
    TOO_LONG = "too_long"
    LOAD_FAILED = "load_failed"
    UNKNOWN_ARCHITECTURE = "unknown_architecture"
    OUT_OF_MEMORY = "out_of_memory"
    DRY_RUN_FAILED = "dry_run_failed"
    MODEL_MISSING = "model_missing"
    MODEL_NOT_A_FILE = "model_not_a_file"
    MODEL_NOT_REGULAR = "model_not_regular"
    MODEL_LINK_LOOP = "model_link_loop"
    MODEL_UNREADABLE = "model_unreadable"
    MODEL_TRUNCATED = "model_truncated"
    MODEL_NOT_GGUF = "model_not_gguf"
    # made by the session, not the worker
    BACKEND_UNAVAILABLE = "backend_unavailable"
    ROCM_UNSUPPORTED = "rocm_unsupported"
    WORKER_DIED = "worker_died"
    UNLOADED = "unloaded"
    TIMEOUT = "timeout"


class FinishReason(StrEnum):
    STOP = "stop"  # the model ended its turn
    LENGTH = "length"  # max_tokens reached
    CANCELLED = "cancelled"


class Message(TypedDict):
    role: str  # "system" | "user" | "assistant"
    content: str


class Sampling(TypedDict, total=False):
    max_tokens: int
    temperature: float
    top_p: float
    top_k: int
    min_p: float
    repeat_penalty: float
    seed: int  # -1: a fresh one per reply
    stop: list[str]  # the caller's stop strings, beside the template's own



class LoadRequest(TypedDict):
    op: str
    path: str
    path_bytes: NotRequired[str]  # see path_fields
    n_ctx: int
    n_gpu_layers: int
    n_batch: int
    n_ubatch: int
    type_k: str
    type_v: str
    swa_full: bool
    chat_template: str
    flash_attn: bool
    n_threads: NotRequired[int]  # 0: automatic (amdchat.engine.thread_count)


class GenerateRequest(TypedDict):
    op: str
    id: str
    messages: list[Message]  # rendered with the model's chat template
    prompt: NotRequired[str]  # instead of messages: raw text, no template (completions)
    sampling: Sampling
    # False (API clients): a prompt too long for the context is an error, never
    # shortened by dropping the oldest turns as the app's chat does
    truncate: NotRequired[bool]


class DryRunRequest(TypedDict):
    op: str
    id: str
    path: str
    path_bytes: NotRequired[str]  # see path_fields
    n_ctx: int
    n_gpu_layers: int
    n_batch: int
    n_ubatch: int
    type_k: str
    type_v: str
    swa_full: bool
    flash_attn: bool
    sparse: NotRequired[bool]  # the path is a sparse copy already (a Hub file's header)


class BenchRequest(TypedDict):
    op: str
    id: str
    pp: int  # prompt tokens per pp test (0: none)
    tg: int  # generated tokens per tg test (0: none)
    depths: list[int]  # tokens already in the context before each test
    reps: int
    seed: int


class Device(TypedDict, total=False):
    name: str
    description: str
    type: str  # "cpu" | "gpu" | "igpu" | "accel"
    memory_free: int
    memory_total: int
    driver: str  # "RADV · Mesa 24.2.8", "HIP 6.2.41133"; "" for the CPU or when unknown
    driver_detail: str  # "radv, Mesa 24.2.8-1ubuntu1": everything the driver says


class ReadyEvent(TypedDict):
    event: str
    pid: int
    lib_folder: str
    devices: list[Device]
    gpu_offload: bool
    # a GGML_BACKEND_DL build: the CPU variant loaded and why (dynamic_backends.Loaded)
    dynamic_backends: NotRequired[dict[str, Any] | None]


class LoadProgressEvent(TypedDict):
    event: str
    progress: float  # 0..1, as llama.cpp reads the model's tensors


class Placement(TypedDict, total=False):
    runs_on: str  # "gpu" | "partial" | "cpu"
    device: str
    device_description: str
    pci_slot: str
    cpu_emulated: bool  # the device is a Vulkan driver running on the CPU (llvmpipe)
    model_mib: dict[str, float]
    kv_mib: dict[str, float]
    compute_mib: dict[str, float]
    layers_offloaded_claimed: int | None
    layers_total: int | None
    logits_on_host: bool  # tied embeddings left on the host: the whole table read per token


class LoadedEvent(TypedDict):
    event: str
    path: str
    name: str
    architecture: str
    quantization: str
    n_ctx: int
    n_gpu_layers: int
    load_ms: float
    has_chat_template: bool
    template: str
    template_problem: NotRequired[str]  # why the model's own template is not used
    template_problem_text: NotRequired[dict[str, Any] | None]  # the same, as an i18n.Text
    stop: NotRequired[list[str]]
    placement: Placement
    threads: NotRequired[dict[str, Any]]  # n_threads and why (thread_count.ThreadChoice)
    cpu_backend: NotRequired[dict[str, Any] | None]  # as ReadyEvent's dynamic_backends


class TokenEvent(TypedDict):
    event: str
    id: str
    text: str
    prompt_tokens: NotRequired[int]  # on a reply's first token: the prompt's length
    n_ctx: NotRequired[int]  # on a reply's first token: the context's size


class Stats(TypedDict, total=False):
    prompt_tokens: int
    prompt_tokens_evaluated: int
    generated_tokens: int
    ttft_ms: float
    prompt_tps: float
    generation_tps: float
    total_ms: float
    context_used: int
    n_ctx: int
    seed: int
    template: str
    template_problem: str
    template_problem_text: dict[str, Any] | None
    dropped_messages: int


class DoneEvent(TypedDict):
    event: str
    id: str
    reply: str
    finish_reason: str
    stats: Stats


class ErrorEvent(TypedDict):
    event: str
    kind: str
    message: str
    id: NotRequired[str | None]
    detail: NotRequired[str]
    text: NotRequired[dict[str, Any]]  # a core sentence (amdchat.i18n.Text.as_dict)


class ExitedEvent(TypedDict):
    event: str
    returncode: int
    expected: bool
    how: str  # "exit code 3", "signal SIGKILL"
    stderr_tail: list[str]


Event = dict[str, Any]  # any of the events above, as decoded
Request = dict[str, Any]


NO_MODEL = Text("messages", tr_noop("messages", "No model is loaded. Open a .gguf model first."))


def error(kind: str, message: str | Text, request_id: str | None = None,
          detail: str = "") -> Event:
    """An ``error`` event (ErrorEvent's keys); a Text message travels translatable."""
    event: Event = {"event": EventKind.ERROR, "kind": kind, "message": str(message)}
    if isinstance(message, Text):
        event["text"] = message.as_dict()
    if request_id is not None:
        event["id"] = request_id
    if detail:
        event["detail"] = detail
    return event


def path_fields(path: Path) -> dict[str, str]:
    """A path for a request. A name that is not valid UTF-8 (Latin-1 bytes on Linux) has
    no JSON form: ``path`` then shows it with U+FFFD, and ``path_bytes`` carries its exact
    bytes (base64), which path_from turns back into the same path."""
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = os.fsencode(path)
        return {"path": raw.decode("utf-8", "replace"),
                "path_bytes": base64.b64encode(raw).decode("ascii")}
    return {"path": text}


def path_from(request: Request) -> Path:
    """The path a request names (from path_fields)."""
    raw = request.get("path_bytes")
    if isinstance(raw, str):
        return Path(os.fsdecode(base64.b64decode(raw)))
    return Path(request["path"])


def encode(message: object) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"


def decode(line: str) -> dict[str, Any]:
    value = json.loads(line)
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, got {type(value).__name__}")
    return value
