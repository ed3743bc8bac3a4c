"""The worker protocol: one JSON object per line, each kind a TypedDict here.

Requests (client -> worker, stdin), tagged by ``op``:
  load           LoadRequest      path, chat_template, params (LoadParams.as_dict: the
                                  llama.cpp parameters, declared once in engine.load_params)
  generate       GenerateRequest  id, messages (or a raw prompt), sampling, truncate, think,
                                  options (an API request's tools, grammar, logprobs)
  dry_run        DryRunRequest    id, path, params, sparse: what a load would allocate
  bench          BenchRequest     id and BenchSizes: pp, tg, depths, reps, seed
  embed          EmbedRequest     id, input: texts to embed (an embedding model's pooling)
  cancel         CancelRequest    id?: stops that request (even before it starts), or
                                  whatever runs; read at once, even mid-reply
  unload         UnloadRequest
  shutdown       ShutdownRequest

Events (worker -> client, stdout), tagged by ``event``:
  ready          ReadyEvent         pid, lib_folder, devices, gpu_offload
  load_progress  LoadProgressEvent  progress (0..1) of a load, from llama.cpp, throttled
  loaded         LoadedEvent        the model, placement (where it really runs), template
                                    (and why the model's own one is not used), stop strings,
                                    reasoning (its format and think switch)
  token          TokenEvent         id, text (the answer's), reasoning? (the thinking's; the
                                    first also prompt_tokens, n_ctx); network? now and then
                                    with remote devices (NetworkFigures)
  done           DoneEvent          id, reply (the answer), reasoning?, finish_reason, stats
                                    (network? with remote devices)
  dry_run        DryRunEvent        id, params, buffers (llama.cpp's breakdown), kv/compute/
                                    output MiB from its log
  bench_progress BenchProgressEvent id, row (one finished test), done, total
  bench          BenchEvent         id, finish_reason, results, skipped, the context's figures
  embeddings     EmbeddingsEvent    id, vectors (unit length), prompt_tokens
  unloaded       UnloadedEvent
  error          ErrorEvent         kind (ErrorKind), message, id?, detail?, text? (the
                                    session adds how and cause to a worker_died one)
and, made by the client when the process ends, ``exited`` (ExitedEvent).

``WorkerEvent`` is the union of the worker's events, ``Event`` adds ``exited``, and
``JobEvent`` is what a session job's handler receives. A consumer narrows a union with
``if event["event"] == "token":`` and mypy checks every key it then reads. The worker
builds events with the constructors at the end (error, token, done,
cancelled_before_start) or as literals; the client decodes and checks each line once
(engine.wire), so a malformed line becomes a ``protocol`` error event, never a KeyError
later. ``Op`` and ``EventKind`` name the same tags for code that compares with them.
The llama.cpp log goes to stderr, never to stdout.
"""

# No ``from __future__ import annotations``: engine.wire reads these declarations at run
# time (required keys, field types) to check what arrives.
import base64
import json
import os
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict

from amdchat.engine.load_params import LoadParamsDict
from amdchat.i18n import Text, tr_noop
from amdchat.sampling import Sampling


class Op(StrEnum):
    """The requests' ``op`` tags (the TypedDicts below spell them as Literals)."""

    LOAD = "load"
    GENERATE = "generate"
    DRY_RUN = "dry_run"
    BENCH = "bench"
    EMBED = "embed"
    CANCEL = "cancel"
    UNLOAD = "unload"
    SHUTDOWN = "shutdown"


class EventKind(StrEnum):
    """The events' ``event`` tags (the TypedDicts below spell them as Literals)."""

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
    EMBEDDINGS = "embeddings"


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
    NO_VISION = "no_vision"  # an image for a model loaded without a vision projector
    BAD_IMAGE = "bad_image"  # libmtmd could not read or evaluate an image
    # made by the session, not the worker
    BACKEND_UNAVAILABLE = "backend_unavailable"
    ROCM_UNSUPPORTED = "rocm_unsupported"
    WORKER_DIED = "worker_died"
    UNLOADED = "unloaded"
    TIMEOUT = "timeout"
    RPC_UNAVAILABLE = "rpc_unavailable"  # a remote rpc-server cannot be used (rpc_probe)
    # a request's own options cannot be honoured (a response_format schema no grammar
    # expresses): the client's mistake, answered before any token
    BAD_OPTIONS = "bad_options"
    NOT_EMBEDDING = "not_embedding"  # embeddings asked of a model that pools none


class FinishReason(StrEnum):
    STOP = "stop"  # the model ended its turn
    LENGTH = "length"  # max_tokens reached
    CANCELLED = "cancelled"


class Message(TypedDict):
    role: str  # "system" | "user" | "assistant" | "tool"
    content: str
    # an earlier reply's reasoning, kept apart from its content; rendered only for a
    # template that reads it (amdchat.reasoning), never pasted into the content
    reasoning_content: NotRequired[str]
    # images the message shows, before its text: PNG or JPEG, base64 (amdchat.images
    # checked and scaled them); only a model loaded with a vision projector takes them
    images: NotRequired[list[str]]
    # an assistant turn that called tools: OpenAI's tool_calls (arguments as a JSON text)
    tool_calls: NotRequired[list[dict[str, Any]]]
    tool_call_id: NotRequired[str]  # a "tool" turn: the call it answers
    name: NotRequired[str]  # a "tool" turn: the function's name


class GrammarSpec(TypedDict):
    """What the reply must match, built into a GBNF grammar by the worker
    (engine.grammar): a JSON schema, any JSON object, or a call of one of ``tools``."""

    kind: str  # "json_schema" | "json_object" | "tool_call" | "gbnf"
    schema: NotRequired[dict[str, Any]]  # json_schema
    gbnf: NotRequired[str]  # gbnf: a grammar as the client wrote it
    tools: NotRequired[list[str]]  # tool_call: the names it may call (all: empty)


class GenerateOptions(TypedDict, total=False):
    """An API request's extras beyond sampling (amdchat.api.request_options)."""

    tools: list[dict[str, Any]]  # OpenAI tool definitions, given to the template
    tool_choice: str  # "auto" | "none" | "required" | a function's name
    grammar: GrammarSpec
    logprobs: int  # the chosen token's log-probability and this many alternatives
    frequency_penalty: float
    presence_penalty: float


TextDict = dict[str, Any]  # an i18n.Text as Text.as_dict writes it


# -- requests -------------------------------------------------------------------------
class LoadRequest(TypedDict):
    op: Literal["load"]
    path: str
    path_bytes: NotRequired[str]  # see path_fields
    chat_template: str
    params: LoadParamsDict  # LoadParams.as_dict()
    seed: NotRequired[int]
    n_threads: NotRequired[int]  # 0: automatic (amdchat.engine.thread_count)


class GenerateRequest(TypedDict):
    op: Literal["generate"]
    id: str
    messages: list[Message]  # rendered with the model's chat template
    prompt: NotRequired[str]  # instead of messages: raw text, no template (completions)
    sampling: Sampling
    # False (API clients): a prompt too long for the context is an error, never
    # shortened by dropping the oldest turns as the app's chat does
    truncate: NotRequired[bool]
    # the chat's think setting for a model that can turn its thinking down
    # (amdchat.reasoning.formats.THINK_CHOICES; "" or absent: the template's default)
    think: NotRequired[str]
    options: NotRequired[GenerateOptions]


class DryRunRequest(TypedDict):
    op: Literal["dry_run"]
    id: str
    path: str
    path_bytes: NotRequired[str]  # see path_fields
    params: LoadParamsDict  # LoadParams.as_dict()
    sparse: NotRequired[bool]  # the path is a sparse copy already (a Hub file's header)


class BenchSizes(TypedDict, total=False):
    """What a benchmark measures (engine.bench_op.BenchParams: a key left out takes its
    default)."""

    pp: int  # prompt tokens per pp test (0: none)
    tg: int  # generated tokens per tg test (0: none)
    depths: list[int]  # tokens already in the context before each test
    reps: int
    seed: int


class BenchRequest(BenchSizes):
    op: Literal["bench"]
    id: str


class EmbedRequest(TypedDict):
    """One embedding per text, from the loaded model's pooled output (worker_embed)."""

    op: Literal["embed"]
    id: str
    input: list[str]


class CancelRequest(TypedDict):
    op: Literal["cancel"]
    id: NotRequired[str]


class UnloadRequest(TypedDict):
    op: Literal["unload"]


class ShutdownRequest(TypedDict):
    op: Literal["shutdown"]


Request = (LoadRequest | GenerateRequest | DryRunRequest | BenchRequest | EmbedRequest
           | CancelRequest | UnloadRequest | ShutdownRequest)
# what a session job sends
JobRequest = GenerateRequest | DryRunRequest | BenchRequest | EmbedRequest


# -- events ---------------------------------------------------------------------------
class Device(TypedDict, total=False):
    name: str
    description: str
    type: str  # "cpu" | "gpu" | "igpu" | "accel"
    free_bytes: int
    total_bytes: int
    driver: str  # "RADV · Mesa 24.2.8", "HIP 6.2.41133"; "" for the CPU or when unknown
    driver_detail: str  # "radv, Mesa 24.2.8-1ubuntu1": everything the driver says
    pci_slot: str  # "0000:03:00.0" as ggml says it; "" where it knows none (llvmpipe)


class ReadyEvent(TypedDict):
    event: Literal["ready"]
    pid: int
    lib_folder: str
    devices: list[Device]
    gpu_offload: bool
    # a GGML_BACKEND_DL build: the CPU variant loaded and why (dynamic_backends.Loaded)
    dynamic_backends: NotRequired[dict[str, Any] | None]
    # the remote rpc-servers added as devices (rpc_probe.ServerInfo.as_dict), if any
    rpc_servers: NotRequired[list[dict[str, Any]]]


class LoadProgressEvent(TypedDict):
    event: Literal["load_progress"]
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
    experts_in_ram_layers: int  # layers whose experts a tensor override kept in RAM
    model_mib_by_buffer: dict[str, float]  # by llama.cpp's buffer type (CPU_Mapped, Vulkan0)
    expert_mib: float  # a mixture of experts: all routed experts (0: a dense model)
    experts_in_ram_mib: float  # of which kept in system RAM
    expert_share: float  # the share of the experts one token reads


class ExpertOffload(TypedDict):
    """The experts a load or dry run kept in system RAM (engine.tensor_overrides)."""

    tensor_overrides: list[list[str]]  # (pattern, device) pairs
    experts_in_ram_layers: int
    experts_in_ram_bytes: int
    expert_offload_problem: TextDict | None  # an i18n.Text: experts asked, none known


class LoadedEvent(TypedDict):
    event: Literal["loaded"]
    path: str
    path_bytes: NotRequired[str]  # see path_fields
    name: str
    architecture: str
    quantization: str
    n_ctx: int
    n_gpu_layers: int
    load_ms: float
    has_chat_template: bool
    template: str
    template_problem: str  # why the model's own template is not used ("": it is)
    template_problem_text: TextDict | None  # the same, as an i18n.Text
    stop: list[str]
    placement: Placement
    reasoning: NotRequired[dict[str, str]]  # amdchat.reasoning ReasoningStyle.as_dict
    # the experts kept in system RAM (amdchat.engine.tensor_overrides.OverridePlan)
    n_cpu_moe: NotRequired[int]
    tensor_overrides: NotRequired[list[list[str]]]
    experts_in_ram_layers: NotRequired[int]
    experts_in_ram_bytes: NotRequired[int]
    expert_offload_problem: NotRequired[TextDict | None]  # an i18n.Text: none known
    threads: NotRequired[dict[str, Any]]  # n_threads and why (thread_count.ThreadChoice)
    cpu_backend: NotRequired[dict[str, Any] | None]  # as ReadyEvent's dynamic_backends
    vision: NotRequired[bool]  # a vision projector (mmproj) is loaded: images are seen
    vision_problem: NotRequired[TextDict | None]  # why the projector did not load


class TokenLogprob(TypedDict):
    """One sampled token: its text, bytes, log-probability and the likeliest others."""

    token: str
    bytes: list[int]
    logprob: float
    top: list[list[Any]]  # [text, logprob, bytes] of the likeliest tokens


class ServerNetwork(TypedDict):
    """One rpc-server's part of a token's time, from the kernel's counters of the
    worker's connection to it (engine.network_meter; about: turns x round trip + bytes /
    rate, never the server's compute)."""

    endpoint: str  # "10.0.0.2:50052", as the servers were named
    measured: bool  # False: its connection was not found (ms and share are then 0)
    rtt_ms: float  # the link's round trip: the lowest the kernel saw (tcpi_min_rtt)
    smoothed_rtt_ms: float  # the kernel's smoothed one (it includes the server's replies)
    bytes_per_token: float  # both ways
    rate_bytes_s: float  # the fastest delivery the connection has shown (0: unknown)
    ms_per_token: float
    share: float  # of a token's time, 0..1


class NetworkFigures(TypedDict):
    """The network's part of each generated token, per server and together."""

    measured: bool
    why_not: str  # "" when measured; "platform" (not Linux) or "no_connection"
    tokens: int  # generated tokens the figures are over
    token_ms: float  # a token's time, as generation went (the clock between tokens)
    ms_per_token: float  # the network's part of it, all servers
    share: float  # ms_per_token / token_ms, 0..1
    servers: list[ServerNetwork]


class TokenEvent(TypedDict):
    event: Literal["token"]
    id: str
    text: str  # the answer's part ("" while the model thinks)
    reasoning: NotRequired[str]  # the thinking's part, when the piece had any
    prompt_tokens: NotRequired[int]  # on a reply's first token: the prompt's length
    n_ctx: NotRequired[int]  # on a reply's first token: the context's size
    # on a reply's first token, with tools: the tool-call format (amdchat.toolcalls)
    tool_format: NotRequired[str]
    logprobs: NotRequired[list[TokenLogprob]]  # the tokens of this text (if asked)
    # with remote devices (RPC), now and then: the network's part of a token's time
    network: NotRequired[NetworkFigures]


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
    template_problem_text: TextDict | None
    dropped_messages: int
    reasoning_tokens: int  # of generated_tokens, those before the answer began (thinking)
    reasoning_ms: float  # how long it thought: first token to the answer's first
    tool_format: str  # with tools: the format the reply was asked in (amdchat.toolcalls)
    tokens_counted_by: str  # a remote server's reply: "server" (its usage) or "chunks"
    network: NetworkFigures  # with remote devices (RPC): the network's part of a token


class DoneEvent(TypedDict):
    event: Literal["done"]
    id: str
    reply: str  # the answer, without the reasoning
    finish_reason: str  # FinishReason
    reasoning: NotRequired[str]  # what the model thought before it (a thinking model)
    stats: Stats  # empty for a reply cancelled before it began
    logprobs: NotRequired[list[TokenLogprob]]  # every token of the reply (if asked)


class DryRunEvent(TypedDict):
    event: Literal["dry_run"]
    id: str
    params: LoadParamsDict
    buffers: dict[str, dict[str, int]] | None  # llama.cpp's breakdown (fit.breakdown)
    kv_mib: float
    compute_mib: dict[str, float]
    output_mib: dict[str, float]
    tensor_overrides: NotRequired[list[list[str]]]  # what the dry run kept in RAM
    experts_in_ram_layers: NotRequired[int]
    experts_in_ram_bytes: NotRequired[int]
    expert_offload_problem: NotRequired[TextDict | None]


class BenchResult(TypedDict):
    """One finished test (engine.bench_op.summarize)."""

    test: str  # "pp512", "tg128"
    kind: str  # "pp" | "tg"
    n_tokens: int
    depth: int
    reps: int
    samples_ns: list[int]
    mean_tps: float
    stddev_tps: float


class BenchSkip(TypedDict):
    test: str
    depth: int
    reason: str


class BenchProgressEvent(TypedDict):
    event: Literal["bench_progress"]
    id: str
    row: BenchResult
    done: int
    total: int


class BenchFigures(TypedDict):
    """What engine.bench_op.run_bench measured."""

    finish_reason: str  # "done" | "cancelled"
    results: list[BenchResult]
    skipped: list[BenchSkip]
    n_ctx: int
    n_batch: int
    n_ubatch: int
    n_threads: int
    n_threads_batch: int
    system_info: str


class BenchEvent(BenchFigures):
    event: Literal["bench"]
    id: str


class EmbeddingsEvent(TypedDict):
    event: Literal["embeddings"]
    id: str
    vectors: list[list[float]]  # one per input text, of unit length
    prompt_tokens: int


class UnloadedEvent(TypedDict):
    event: Literal["unloaded"]


class ErrorEvent(TypedDict):
    event: Literal["error"]
    kind: str  # ErrorKind, or "model_<ModelFileError.kind>"
    message: str
    id: NotRequired[str | None]
    detail: NotRequired[str]
    text: NotRequired[TextDict]  # a core sentence (amdchat.i18n.Text.as_dict)
    how: NotRequired[str]  # worker_died (made by the session): ExitedEvent's
    cause: NotRequired[str]


class ExitedEvent(TypedDict):
    event: Literal["exited"]
    returncode: int
    expected: bool
    how: str  # "exit code 3", "signal SIGKILL"
    stderr_tail: list[str]
    cause: NotRequired[str]  # added by the session: its last error, else its last log line
    text: NotRequired[TextDict]  # added by the session: a computer that dropped (RPC)
    dropped: NotRequired[list[str]]  # added by the session: the servers ("host:port") gone


WorkerEvent = (ReadyEvent | LoadProgressEvent | LoadedEvent | TokenEvent | DoneEvent
               | DryRunEvent | BenchProgressEvent | BenchEvent | EmbeddingsEvent
               | UnloadedEvent | ErrorEvent)
Event = WorkerEvent | ExitedEvent
JobEvent = (TokenEvent | DoneEvent | DryRunEvent | BenchProgressEvent | BenchEvent
            | EmbeddingsEvent | ErrorEvent)
"""What a session job's handler receives."""


# -- constructors -----------------------------------------------------------------------
NO_MODEL = Text("messages", tr_noop("messages", "No model is loaded. Open a .gguf model first."))


def error(kind: str, message: str | Text, request_id: str | None = None,
          detail: str = "") -> ErrorEvent:
    """An ``error`` event; a Text message travels translatable."""
    event: ErrorEvent = {"event": "error", "kind": kind, "message": str(message)}
    if isinstance(message, Text):
        event["text"] = message.as_dict()
    if request_id is not None:
        event["id"] = request_id
    if detail:
        event["detail"] = detail
    return event


def token(request_id: str, text: str, reasoning: str = "") -> TokenEvent:
    event: TokenEvent = {"event": "token", "id": request_id, "text": text}
    if reasoning:
        event["reasoning"] = reasoning
    return event


def done(request_id: str, reply: str, finish_reason: str, stats: Stats) -> DoneEvent:
    return {"event": "done", "id": request_id, "reply": reply,
            "finish_reason": finish_reason, "stats": stats}


def cancelled_before_start(request_id: str) -> DoneEvent:
    """The ``done`` of a request cancelled before it began: nothing computed."""
    return done(request_id, "", FinishReason.CANCELLED, {})


def network_figures(event: JobEvent) -> NetworkFigures | None:
    """The network's figures a token or done event carries (remote devices), if any."""
    if event["event"] == "token":
        return event.get("network")
    if event["event"] == "done":
        return event["stats"].get("network")
    return None


class PathFields(TypedDict):
    path: str
    path_bytes: NotRequired[str]


def path_fields(path: Path) -> PathFields:
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


def path_from(fields: LoadRequest | DryRunRequest | LoadedEvent) -> Path:
    """The path a request names (from path_fields)."""
    raw = fields.get("path_bytes")
    if isinstance(raw, str):
        return Path(os.fsdecode(base64.b64decode(raw)))
    return Path(fields["path"])


def encode(message: Request | Event) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"
