"""The engine worker: a child process that owns one llama.cpp model.

Run as ``python -m amdchat.engine.worker``. It speaks the protocol of
amdchat.engine.protocol on stdin/stdout; the llama.cpp log goes to stderr and
is also parsed, to report where the model really runs. A reader thread
keeps reading stdin while a reply is generated, so ``cancel`` works mid-reply;
when stdin closes (the app died) the worker exits.

This module is the request loop; the requests themselves are in worker_load
(load, dry run) and worker_generate (generate, bench).
"""

from __future__ import annotations

import ctypes
import os
import queue
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from amdchat.engine import dynamic_backends, prompt_pieces, protocol, templates, wire
from amdchat.engine.network_meter import METER_ENV, Links
from amdchat.engine.protocol import ErrorKind
from amdchat.engine.reasoning_stream import messages_for_template
from amdchat.reasoning.formats import ReasoningStyle

ORPHAN_EXIT_S = 10.0  # after stdin closes: then the worker ends, stuck or not


class _LogTee:
    """Stands in for sys.stderr: passes llama.cpp's log through and keeps a copy."""

    def __init__(self, target: IO[str]) -> None:
        self.target = target
        self.captured: list[str] | None = None

    def write(self, text: str) -> int:
        if self.captured is not None:
            self.captured.append(text)
        return self.target.write(text)

    def flush(self) -> None:
        self.target.flush()


@dataclass(frozen=True)
class ModelFacts:
    """What the worker keeps of the loaded model to render and tokenize prompts."""

    path: str
    swa_full: bool
    architecture: str
    jinja: str  # the model's own chat template ("": none)
    bos: str
    eos: str
    eot: str
    chat_template: str  # the user's choice ("auto": the model's own)
    reasoning: ReasoningStyle = field(default_factory=ReasoningStyle)  # read from its template


class Worker:
    def __init__(self, out: IO[str], log: _LogTee) -> None:
        self.out = out
        self.log = log
        self.requests: queue.Queue[protocol.Request] = queue.Queue()
        self.cancel = threading.Event()  # stop whatever runs (the input ended)
        # requests cancelled by id: a cancel may come before its request starts here
        self.cancelled: set[str] = set()
        self.llm: Any = None
        self._abort: Any = None  # the ctypes callback llama.cpp holds (kept alive here)
        self.model: ModelFacts | None = None
        self.vision: Any = None  # worker_vision.Vision: the model's projector, if any
        self.markers: tuple[str, ...] = ()  # special tokens' texts (find_markers)
        self.devices: list[Any] = []  # what ggml sees (the ready event's list)
        self.replies = 0  # generated so far (worker_generate collects garbage by it)
        # the rpc-servers' connections, for the network's part of a token (network_meter)
        self.rpc_links: Links | None = None
        self.busy = threading.Event()  # a request is being handled (rpc_stall watches then)
        self._write_lock = threading.Lock()

    # -- plumbing ---------------------------------------------------------
    def emit(self, event: protocol.WorkerEvent) -> None:
        with self._write_lock:
            self.out.write(protocol.encode(event))
            self.out.flush()

    def read_requests(self, stream: IO[str]) -> None:
        for line in stream:
            if not line.strip():
                continue
            try:
                request = wire.decode_request(line)
            except ValueError as exc:
                self.emit(protocol.error(ErrorKind.PROTOCOL, f"bad request: {exc}",
                                         wire.request_id(line)))
                continue
            if request["op"] == "cancel":
                cancelled = request.get("id")
                if cancelled:
                    self.cancelled.add(cancelled)
                else:
                    self.cancel.set()
            else:
                self.requests.put(request)
        self.cancel.set()
        self.requests.put({"op": "shutdown"})
        # The owner is gone (or done with it). A worker stuck inside llama.cpp never takes
        # that shutdown: a remote server that stalls has no timeout in llama.cpp's client,
        # and the worker, orphaned, held the model and the CPU until reboot. Its own
        # clean exit takes well under this; past it, the process ends here.
        watchdog = threading.Timer(ORPHAN_EXIT_S, os._exit, args=(0,))
        watchdog.daemon = True
        watchdog.start()

    def run(self) -> None:
        from amdchat.engine.devices import choose_vulkan_device, list_devices, with_drivers

        if said := choose_vulkan_device(os.environ):  # before ggml reads its variable
            print(f"amdchat: {said}", file=sys.stderr)
        lib_folder = _lib_folder()
        try:
            import llama_cpp
        except (RuntimeError, OSError) as exc:  # a frozen app's text blames "the freeze"
            raise RuntimeError(why_llama_did_not_load(lib_folder, exc)) from exc

        from amdchat.engine.worker_vision import use_backend_library

        use_backend_library(lib_folder)

        dynamic = dynamic_backends.load_all(lib_folder)  # GPU modules, CPU variant (if DL)
        remote = self._add_rpc_servers(lib_folder)
        if remote is None:
            return
        self.devices = with_drivers(list_devices(lib_folder))
        ready: protocol.ReadyEvent = {
            "event": "ready", "pid": os.getpid(), "lib_folder": str(lib_folder),
            "dynamic_backends": dynamic.as_dict() if dynamic else None,
            "devices": self.devices,
            "gpu_offload": bool(llama_cpp.llama_supports_gpu_offload())}
        if remote:
            ready["rpc_servers"] = remote
            links = Links([str(server["endpoint"]) for server in remote])
            if os.environ.get(METER_ENV, "1") != "0":  # off: the benchmark's comparison
                self.rpc_links = links
            self._watch_for_stalls(links)
        self.emit(ready)
        while True:
            request = self.requests.get()
            if request["op"] == "shutdown":
                return
            self.busy.set()
            try:
                self.handle(request)
            except Exception as exc:  # report, stay alive for the next request
                job_id = request.get("id")  # unload and shutdown have none
                self.emit(protocol.error(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}",
                                         job_id if isinstance(job_id, str) else None))
            finally:
                self.busy.clear()

    def _watch_for_stalls(self, links: Links) -> None:
        """A remote server silent while a request waits on it ends this worker, named
        (amdchat.engine.rpc_stall): llama.cpp would wait on it for ever."""
        from amdchat.engine import rpc_stall
        from amdchat.i18n import Text, tr_noop

        def stalled(endpoint: str, seconds: float) -> None:  # llama.cpp holds the main thread
            self.emit(protocol.error(ErrorKind.RPC_UNAVAILABLE, Text("rpc", tr_noop(
                "rpc", "The computer at {endpoint} has not answered for {seconds:.0f} s while "
                       "the model ran on it (its sharing may be frozen, or its network gone), "
                       "so the engine stopped. Start its sharing again, or load the model "
                       "without it."), {"endpoint": endpoint, "seconds": seconds})))
            os._exit(1)

        rpc_stall.watch(links, self.busy, stalled, rpc_stall.stall_limit())

    def _add_rpc_servers(self, lib_folder: Path) -> list[dict[str, Any]] | None:
        """The remote devices the session named (rpc_client), before any model; None when
        one cannot be used: then this worker says why and ends, as nothing may load half
        placed (and llama.cpp's client would abort the process on such a server)."""
        from amdchat.engine import rpc_client
        from amdchat.engine.rpc_probe import RpcProblem

        def stalled(problem: RpcProblem) -> None:  # llama.cpp holds the main thread
            self.emit(protocol.error(ErrorKind.RPC_UNAVAILABLE, problem.text))
            os._exit(1)

        try:
            added = rpc_client.add_servers(lib_folder, rpc_client.servers_from_env(),
                                           stalled, rpc_client.add_timeout())
        except RpcProblem as exc:
            self.emit(protocol.error(ErrorKind.RPC_UNAVAILABLE, exc.text))
            return None
        return [info.as_dict() for info in added]

    def handle(self, request: protocol.Request) -> None:
        from amdchat.engine import worker_embed, worker_generate, worker_load

        if request["op"] == "load":
            worker_load.load(self, request)
        elif request["op"] == "generate":
            worker_generate.generate(self, request)
        elif request["op"] == "dry_run":
            worker_load.dry_run(self, request)
        elif request["op"] == "bench":
            worker_generate.bench(self, request)
        elif request["op"] == "embed":
            worker_embed.embed(self, request)
        elif request["op"] == "unload":
            self.unload()

    def unload(self) -> None:
        if self.vision is not None:  # before the model it was opened for
            self.vision.close()
            self.vision = None
        if self.llm is not None:
            self.llm.close()
        self.llm = None
        self.model = None
        self.emit({"event": "unloaded"})

    # -- the loaded model ---------------------------------------------------
    def token_text(self, token: int) -> str:
        if token < 0:
            return ""
        return bytes(self.llm.detokenize([token], special=True)).decode("utf-8", errors="replace")

    def render(self, messages: list[templates.Message], think: str = "",
               tools: list[dict[str, Any]] | None = None) -> templates.RenderedPrompt:
        """The prompt; ``think``: the chat's think setting (amdchat.reasoning.formats);
        ``tools``: an API request's tool definitions, for the model's own template."""
        model = self.model
        assert model is not None
        return templates.render(
            messages_for_template(messages, model.jinja), model.chat_template,
            architecture=model.architecture, jinja_template=model.jinja, bos_token=model.bos,
            eos_token=model.eos, eot_token=model.eot,
            variables=model.reasoning.template_variables(think), tools=tools)

    def tokenize(self, text: str, cancelled: Callable[[], bool] | None = None) -> list[int]:
        """The tokens of ``text``; a long one in pieces, stopped by ``cancelled``
        (prompt_pieces: raises PromptCancelled)."""
        bos = self.model.bos if self.model is not None else ""
        has_bos = bool(bos) and text.startswith(bos)
        if cancelled is None or len(text) <= prompt_pieces.PIECE_CHARS:
            return self._tokens(text, not has_bos)
        return prompt_pieces.tokenize_in_pieces(self._tokens, text, self.markers,
                                                not has_bos, cancelled)

    def _tokens(self, text: str, add_bos: bool) -> list[int]:
        return list(self.llm.tokenize(text.encode("utf-8"), add_bos=add_bos, special=True))

    def find_markers(self, token_ids: Iterable[int]) -> None:
        """The texts of the control tokens among ``token_ids`` (bos, eos, end of turn):
        where a long prompt may be cut. Asked of the vocabulary by id, never by tokenizing
        the texts: a vocabulary without byte tokens aborts llama.cpp on text it lacks."""
        import llama_cpp

        vocab = self.llm._model.vocab
        found = [self.token_text(token) for token in dict.fromkeys(token_ids) if token >= 0
                 and (llama_cpp.llama_vocab_is_control(vocab, token)
                      or llama_cpp.llama_vocab_is_eog(vocab, token))]
        self.markers = tuple(text for text in found if text)

    def set_abort(self, check: Callable[[], bool] | None) -> None:
        """Let llama.cpp ask ``check`` whether to abort the decode it runs (None: never)."""
        import llama_cpp

        if (check is None) == (self._abort is None) or self.llm is None:
            return
        self._abort = None if check is None else llama_cpp.ggml_abort_callback(
            lambda _data: check())
        llama_cpp.llama_set_abort_callback(self.llm.ctx, self._abort or _no_abort(), None)

    def forget_abort(self) -> None:
        """A new context holds no callback."""
        self._abort = None


def _no_abort() -> Any:
    import llama_cpp

    return ctypes.cast(0, llama_cpp.ggml_abort_callback)  # NULL: no callback


def why_llama_did_not_load(lib_folder: Path, error: Exception) -> str:
    """The dynamic loader's own reason for llama.cpp's library failing to load (most often a
    system library missing, such as libgomp.so.1), which a frozen app's ctypes hides behind
    "not found when the application was frozen"."""
    from amdchat.missing_library import explain, missing_library

    who = f"llama.cpp in {lib_folder} cannot load"
    if library := missing_library(error):
        return explain(library, who)
    for name in ("libllama.so", "llama.dll", "libllama.dylib"):
        if (lib_folder / name).exists():
            try:
                ctypes.CDLL(str(lib_folder / name))
            except OSError as loader_error:
                library = missing_library(loader_error)
                return explain(library, who) if library else str(loader_error)
    return str(error)


def _lib_folder() -> Path:
    configured = os.environ.get("LLAMA_CPP_LIB_PATH")
    if configured:
        return Path(configured)
    from amdchat.backends.registry import bundled_lib_folder

    return bundled_lib_folder() or Path()


def main() -> int:
    # stdout carries the protocol only: keep a private handle on it, and send
    # anything else that writes to fd 1 (native code, stray prints) to stderr.
    protocol_out = os.fdopen(os.dup(1), "w", encoding="utf-8", errors="replace", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    log = _LogTee(sys.stderr)
    sys.stderr = log
    stdin = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115
    worker = Worker(protocol_out, log)
    threading.Thread(target=worker.read_requests, args=(stdin,), daemon=True).start()
    try:
        worker.run()
    except Exception as exc:
        worker.emit(protocol.error(ErrorKind.FATAL, f"{type(exc).__name__}: {exc}"))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
