"""The engine worker: a child process that owns one llama.cpp model.

Run as ``python -m amdchat.engine.worker``. It speaks the protocol of
amdchat.engine.protocol on stdin/stdout; the llama.cpp log goes to stderr and
is also parsed here, to report where the model really runs. A reader thread
keeps reading stdin while a reply is generated, so ``cancel`` works mid-reply;
when stdin closes (the app died) the worker exits.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import queue
import random
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from amdchat.engine import dynamic_backends, protocol, templates
from amdchat.engine.load_params import LoadParams
from amdchat.engine.load_progress import reporting_progress
from amdchat.engine.placement import Placement, classify_load_error, logits_read_from_host
from amdchat.engine.protocol import ErrorKind, EventKind, FinishReason, Op
from amdchat.engine.thread_count import settle, threads_kwargs
from amdchat.i18n import Text
from amdchat.modelfile import ModelFileError, check_model_file


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
        self.model: dict[str, Any] = {}
        self._write_lock = threading.Lock()

    # -- plumbing ---------------------------------------------------------
    def emit(self, event: protocol.Event) -> None:
        with self._write_lock:
            self.out.write(protocol.encode(event))
            self.out.flush()

    def read_requests(self, stream: IO[str]) -> None:
        for line in stream:
            if not line.strip():
                continue
            try:
                request = protocol.decode(line)
            except ValueError as exc:
                self.emit(protocol.error(ErrorKind.PROTOCOL, f"bad request: {exc}"))
                continue
            if request.get("op") == Op.CANCEL:
                if request.get("id"):
                    self.cancelled.add(str(request["id"]))
                else:
                    self.cancel.set()
            else:
                self.requests.put(request)
        self.cancel.set()
        self.requests.put({"op": Op.SHUTDOWN})

    def run(self) -> None:
        from amdchat.engine.devices import list_devices, with_drivers

        lib_folder = _lib_folder()
        import llama_cpp

        dynamic = dynamic_backends.load_all(lib_folder)  # GPU modules, CPU variant (if DL)
        self.emit({"event": EventKind.READY, "pid": os.getpid(), "lib_folder": str(lib_folder),
                   "dynamic_backends": dynamic.as_dict() if dynamic else None,
                   "devices": with_drivers(list_devices(lib_folder)),
                   "gpu_offload": bool(llama_cpp.llama_supports_gpu_offload())})
        handlers: dict[str, Callable[[protocol.Request], None]] = {
            Op.LOAD: self.load, Op.GENERATE: self.generate, Op.UNLOAD: self.unload,
            Op.DRY_RUN: self.dry_run, Op.BENCH: self.bench}
        while True:
            request = self.requests.get()
            op = request.get("op")
            if op == Op.SHUTDOWN:
                return
            handler = handlers.get(str(op))
            if handler is None:
                self.emit(protocol.error(ErrorKind.PROTOCOL, f"unknown op {op!r}",
                                         request.get("id")))
                continue
            try:
                handler(request)
            except Exception as exc:  # report, stay alive for the next request
                self.emit(protocol.error(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}",
                                         request.get("id")))

    # -- requests ---------------------------------------------------------
    def unload(self, request: protocol.Request) -> None:
        if self.llm is not None:
            self.llm.close()
        self.llm = None
        self.model = {}
        self.emit({"event": EventKind.UNLOADED})

    def load(self, request: protocol.Request) -> None:
        import llama_cpp

        path = protocol.path_from(request)
        try:
            summary, header = check_model_file(path)
        except ModelFileError as exc:
            self.emit(protocol.error(f"model_{exc.kind}", exc.text))
            return
        if self.llm is not None:
            self.unload({})
        params = LoadParams.from_request(request)
        n_gpu_layers = params.n_gpu_layers
        self.log.captured = []
        started = time.perf_counter()
        try:
            self._abort = None  # a new context holds no callback
            with reporting_progress(self._load_progress):
                self.llm = llama_cpp.Llama(
                    model_path=str(path), seed=int(request.get("seed", 0)) & 0x7FFFFFFF,
                    verbose=True, **params.llama_kwargs(), **threads_kwargs(request))
        except Exception as exc:
            log_text = "".join(self.log.captured or [])
            kind, detail = classify_load_error(log_text)
            self.emit(protocol.error(kind or ErrorKind.LOAD_FAILED,
                                     f"llama.cpp could not load {path.name}: {exc}",
                                     detail=detail))
            return
        finally:
            captured, self.log.captured = self.log.captured or [], None
        threads = settle(self.llm, request)
        placement = Placement()
        for line in "".join(captured).splitlines():
            placement.feed(line)
        embedding = sum(t.n_bytes for t in header.tensors if t.name == "token_embd.weight")
        placement.logits_on_host = logits_read_from_host(
            placement, not any(t.name == "output.weight" for t in header.tensors), embedding,
            sum(t.n_bytes for t in header.tensors) - embedding)
        bos_id, eos_id = self.llm.token_bos(), self.llm.token_eos()
        vocab = self.llm._model.vocab
        # Only tokens that end a generation stop a reply: harmony's <|end|> (gpt-oss)
        # is an EOT by its text but closes the analysis channel mid-reply.
        eot_id = llama_cpp.llama_vocab_eot(vocab)
        if eot_id < 0 or not llama_cpp.llama_vocab_is_eog(vocab, eot_id):
            eot_id = -1
        self.model = {
            "path": str(path),
            "swa_full": params.swa_full,
            "name": summary.name,
            "architecture": summary.architecture,
            "quantization": summary.quantization,
            "size_bytes": summary.size_bytes,
            "jinja": header.chat_template,
            "bos": self._token_text(bos_id),
            "eos": self._token_text(eos_id),
            "eot": self._token_text(eot_id),
            "chat_template": str(request.get("chat_template", "auto")),
        }
        probe = self._render([{"role": "user", "content": "x"}])
        self.emit({
            "event": EventKind.LOADED, **protocol.path_fields(path), "name": summary.name,
            "architecture": summary.architecture, "quantization": summary.quantization,
            "n_ctx": self.llm.n_ctx(), "n_gpu_layers": n_gpu_layers,
            "load_ms": round((time.perf_counter() - started) * 1000, 1),
            "has_chat_template": summary.has_chat_template,
            "template": probe.template,
            "template_problem": probe.problem,
            "template_problem_text": _text_dict(probe.problem_text),
            "stop": list(probe.stop),
            "placement": placement.as_dict(),
            "threads": threads.as_dict(), "cpu_backend": dynamic_backends.current(),
        })

    def _load_progress(self, fraction: float) -> None:
        self.emit({"event": EventKind.LOAD_PROGRESS, "progress": round(fraction, 3)})

    def dry_run(self, request: protocol.Request) -> None:
        """What loading would allocate (KV, compute per device), without the weights."""
        from amdchat.fit.dry_run import dry_run, parse_dry_run_log

        params = LoadParams.from_request(request)
        self.log.captured = []
        try:
            buffers = dry_run(protocol.path_from(request), params,
                              bool(request.get("sparse", False)))
        except Exception as exc:
            self.emit(protocol.error(ErrorKind.DRY_RUN_FAILED, f"the dry run failed: {exc}",
                                     request.get("id")))
            return
        finally:
            captured, self.log.captured = self.log.captured or [], None
        self.emit({"event": EventKind.DRY_RUN, "id": request.get("id"),
                   "params": params.as_dict(), "buffers": buffers,
                   **parse_dry_run_log("".join(captured))})

    def _forget_cache_without_window(self, tokens: list[int]) -> None:
        """Sliding-window layers without a full-size cache (swa_full off) keep only their
        last n_swa + n_ubatch positions. llama-cpp-python reuses a cached prefix without
        checking that the window before its end is still there: going back further
        (a regenerated or edited message) would attend through holes. Start afresh then."""
        import llama_cpp

        if self.model.get("swa_full", True):
            return
        n_swa = llama_cpp.llama_model_n_swa(self.llm.model)
        cached = list(self.llm._input_ids)
        pos_min = llama_cpp.llama_memory_seq_pos_min(llama_cpp.llama_get_memory(self.llm.ctx), 0)
        if window_lost(pos_min, common_prefix(cached, tokens), n_swa):
            self.llm.reset()

    def _set_abort(self, check: Callable[[], bool] | None) -> None:
        """Let llama.cpp ask ``check`` whether to abort the decode it runs (None: never)."""
        import llama_cpp

        if (check is None) == (self._abort is None) or self.llm is None:
            return
        self._abort = None if check is None else llama_cpp.ggml_abort_callback(
            lambda _data: check())
        llama_cpp.llama_set_abort_callback(self.llm.ctx, self._abort or _no_abort(), None)

    def bench(self, request: protocol.Request) -> None:
        """Prompt and generation speed of the loaded model, the way llama-bench measures."""
        from amdchat.engine.bench_op import BenchParams, run_bench

        request_id = str(request.get("id"))
        if self.llm is None:
            self.emit(protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, request_id))
            return
        self.cancel.clear()

        def cancelled() -> bool:
            return self.cancel.is_set() or request_id in self.cancelled

        result = run_bench(self.llm, BenchParams.from_request(request), cancelled,
                           lambda p: self.emit({"event": EventKind.BENCH_PROGRESS,
                                                "id": request_id, **p}))
        self.cancelled.discard(request_id)
        self.emit({"event": EventKind.BENCH, "id": request_id, **result})

    def _token_text(self, token: int) -> str:
        if token < 0:
            return ""
        return bytes(self.llm.detokenize([token], special=True)).decode("utf-8", errors="replace")

    def _render(self, messages: list[templates.Message]) -> templates.RenderedPrompt:
        return templates.render(
            messages, self.model["chat_template"], architecture=self.model["architecture"],
            jinja_template=self.model["jinja"], bos_token=self.model["bos"],
            eos_token=self.model["eos"], eot_token=self.model["eot"])

    def _tokenize(self, text: str) -> list[int]:
        bos = self.model["bos"]
        has_bos = bool(bos) and text.startswith(bos)
        return list(self.llm.tokenize(text.encode("utf-8"), add_bos=not has_bos, special=True))

    def _too_long(self, count: int, room: int) -> ValueError:
        return ValueError(
            f"The prompt is {count} tokens long, but the context of {self.llm.n_ctx()} "
            f"tokens leaves {room} for it, with room for a reply. Shorten it, or raise "
            "the context length in Settings.")

    def _prompt_tokens(self, request: protocol.Request, room: int
                       ) -> tuple[list[int], templates.RenderedPrompt, int]:
        """Tokens of the prompt. A chat drops its oldest turns until it fits in ``room``,
        unless the request says ``truncate: false`` (API clients)."""
        if "prompt" in request:  # a completion: the caller's text, as it is
            text = str(request["prompt"])
            tokens = self._tokenize(text)
            if len(tokens) > room:
                raise self._too_long(len(tokens), room)
            return tokens, templates.RenderedPrompt(text, (), "none"), 0
        messages = list(request["messages"])
        dropped = 0
        while True:
            rendered = self._render(messages)
            tokens = self._tokenize(rendered.text)
            if len(tokens) <= room:
                return tokens, rendered, dropped
            first = 1 if messages and messages[0]["role"] == "system" else 0
            if len(messages) - first <= 1 or request.get("truncate", True) is False:
                raise self._too_long(len(tokens), room)
            del messages[first]
            dropped += 1

    def generate(self, request: protocol.Request) -> None:
        import llama_cpp

        request_id = request.get("id")
        if self.llm is None:
            self.emit(protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, request_id))
            return
        self.cancel.clear()
        if request_id in self.cancelled:  # cancelled before it began: nothing to compute
            self.cancelled.discard(request_id)
            self.emit({"event": EventKind.DONE, "id": request_id, "reply": "",
                       "finish_reason": FinishReason.CANCELLED, "stats": {}})
            return
        sampling = dict(request.get("sampling") or {})
        n_ctx = self.llm.n_ctx()
        # max_tokens <= 0: until the context is full (the OpenAI API's default)
        max_tokens = int(sampling.get("max_tokens", 512))
        if max_tokens <= 0:
            max_tokens = n_ctx
        if request.get("truncate", True) is False:
            room = n_ctx - 1  # an API prompt may fill the context; the reply ends there
        else:
            room = max(n_ctx - min(max_tokens, n_ctx // 2), 1)
        try:
            tokens, rendered, dropped = self._prompt_tokens(request, room)
        except ValueError as exc:
            self.emit(protocol.error(ErrorKind.TOO_LONG, str(exc), request_id))
            return
        seed = int(sampling.get("seed", -1))
        if seed < 0:
            seed = random.randrange(2**31)
            self._forget_cache_without_window(tokens)
        else:
            # A fixed seed promises the same reply: evaluate the prompt afresh, since
            # reusing the cached prefix changes the float results (other batch sizes).
            self.llm.reset()
        llama_cpp.llama_perf_context_reset(self.llm.ctx)
        started = time.perf_counter()
        first_token_at: float | None = None
        pieces: list[str] = []
        finish_reason: str = FinishReason.CANCELLED
        max_tokens = min(max_tokens, n_ctx - len(tokens))
        stream = self.llm.create_completion(
            tokens, max_tokens=max_tokens, stream=True,
            temperature=float(sampling.get("temperature", 0.7)),
            top_p=float(sampling.get("top_p", 0.95)), top_k=int(sampling.get("top_k", 40)),
            min_p=float(sampling.get("min_p", 0.05)),
            repeat_penalty=float(sampling.get("repeat_penalty", 1.1)),
            seed=seed, stop=[*rendered.stop, *(sampling.get("stop") or [])])
        def cancelled() -> bool:
            return self.cancel.is_set() or request_id in self.cancelled

        # The prompt is evaluated inside the first next(): only llama.cpp's abort
        # callback can stop a long one (a client that left, Stop). It is called for
        # every graph node, so it is removed once tokens flow (a check per token then).
        self._set_abort(cancelled)
        try:
            for chunk in stream:
                self._set_abort(None)
                choice = chunk["choices"][0]
                text = choice.get("text") or ""
                if text:
                    token: protocol.Event = {"event": EventKind.TOKEN, "id": request_id,
                                             "text": text}
                    if first_token_at is None:
                        first_token_at = time.perf_counter()
                        # the live panel shows the prompt and the context while it streams
                        token.update(prompt_tokens=len(tokens), n_ctx=n_ctx)
                    pieces.append(text)
                    self.emit(token)
                if choice.get("finish_reason"):
                    finish_reason = choice["finish_reason"]
                if cancelled():
                    finish_reason = FinishReason.CANCELLED
                    break
        except RuntimeError:
            # llama_decode returned 2: aborted. llama-cpp-python counts only the batches
            # that finished, and its next eval drops the rest from the cache.
            if not cancelled():
                raise
            finish_reason = FinishReason.CANCELLED
        finally:
            self._set_abort(None)
            with contextlib.suppress(Exception):
                stream.close()
        ended = time.perf_counter()
        self.cancelled.discard(str(request_id))
        perf = llama_cpp.llama_perf_context(self.llm.ctx)
        reply = "".join(pieces)
        self.emit({
            "event": EventKind.DONE, "id": request_id, "reply": reply,
            "finish_reason": finish_reason,
            "stats": {
                "prompt_tokens": len(tokens),
                "prompt_tokens_evaluated": int(perf.n_p_eval),
                "generated_tokens": _generated(int(perf.n_eval), finish_reason, max_tokens),
                "ttft_ms": round(((first_token_at or ended) - started) * 1000, 1),
                "prompt_tps": _rate(perf.n_p_eval, perf.t_p_eval_ms),
                "generation_tps": _rate(perf.n_eval, perf.t_eval_ms),
                "total_ms": round((ended - started) * 1000, 1),
                "context_used": len(tokens) + int(perf.n_eval),
                "n_ctx": n_ctx,
                "seed": seed,
                "template": rendered.template,
                "template_problem": rendered.problem,
                "template_problem_text": _text_dict(rendered.problem_text),
                "dropped_messages": dropped,
            },
        })


def common_prefix(cached: list[int], tokens: list[int]) -> int:
    count = 0
    for a, b in zip(cached, tokens, strict=False):
        if a != b:
            break
        count += 1
    return count


def window_lost(pos_min: int, prefix: int, n_swa: int) -> bool:
    """Would reusing ``prefix`` cached tokens need sliding-window cells already dropped?
    The next token at ``prefix`` attends to [prefix - n_swa, prefix); llama-cpp-python may
    step one token back to refresh the logits, hence the one token of slack."""
    if n_swa <= 0 or pos_min <= 0 or prefix <= 0:
        return False
    return pos_min > max(prefix - 1 - n_swa, 0)


def _no_abort() -> Any:
    import llama_cpp

    return ctypes.cast(0, llama_cpp.ggml_abort_callback)  # NULL: no callback


def _text_dict(text: Text | None) -> dict[str, Any] | None:
    return text.as_dict() if text is not None else None


def _generated(n_eval: int, finish_reason: str, max_tokens: int) -> int:
    """Tokens produced: each is decoded before the next is sampled, except the last
    one of a reply cut by max_tokens or by a cancel, which is never decoded."""
    if finish_reason == FinishReason.LENGTH:
        return max_tokens
    return n_eval + 1 if finish_reason == FinishReason.CANCELLED else n_eval


def _rate(count: int, ms: float) -> float:
    return round(count / (ms / 1000.0), 2) if ms > 0 and count > 0 else 0.0


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
