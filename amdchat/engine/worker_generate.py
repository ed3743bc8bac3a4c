"""The worker's generate and bench requests: the loaded model computes here."""

from __future__ import annotations

import contextlib
import gc
import random
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from amdchat.engine import generate_options, protocol, templates, worker_vision
from amdchat.engine.grammar import GrammarRefused
from amdchat.engine.network_meter import ReplyMeter
from amdchat.engine.prompt_pieces import PromptCancelled
from amdchat.engine.protocol import ErrorKind, FinishReason
from amdchat.engine.reasoning_stream import ReasoningStream, special_tokens_as_text, stop_strings
from amdchat.engine.token_logprobs import LogprobRecorder
from amdchat.engine.worker_load import text_dict
from amdchat.reasoning.formats import CONTROL_MARKERS, Format, ReasoningStyle
from amdchat.sampling import DEFAULTS

if TYPE_CHECKING:
    from amdchat.engine.worker import Worker


def bench(worker: Worker, request: protocol.BenchRequest) -> None:
    """Prompt and generation speed of the loaded model, the way llama-bench measures."""
    from amdchat.engine.bench_op import BenchParams, run_bench

    request_id = request["id"]
    if worker.llm is None:
        worker.emit(protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, request_id))
        return
    worker.cancel.clear()

    def cancelled() -> bool:
        return worker.cancel.is_set() or request_id in worker.cancelled

    def progress(row: protocol.BenchResult, done: int, total: int) -> None:
        worker.emit({"event": "bench_progress", "id": request_id, "row": row, "done": done,
                     "total": total})

    result = run_bench(worker.llm, BenchParams.from_request(request), cancelled,
                       progress)
    worker.cancelled.discard(request_id)
    worker.emit({"event": "bench", "id": request_id, **result})


def _too_long(worker: Worker, count: int, room: int) -> ValueError:
    return ValueError(
        f"The prompt is {count} tokens long, but the context of {worker.llm.n_ctx()} "
        f"tokens leaves {room} for it, with room for a reply. Shorten it, or raise "
        "the context length in Settings.")


def prompt_tokens(worker: Worker, request: protocol.GenerateRequest, room: int
                  ) -> tuple[list[int], templates.RenderedPrompt, int]:
    """Tokens of the prompt. A chat drops its oldest turns until it fits in ``room``,
    unless the request says ``truncate: false`` (API clients). A cancel stops the work
    (PromptCancelled): a long prompt is tokenized in pieces (prompt_pieces)."""
    def cancelled() -> bool:
        return worker.cancel.is_set() or request["id"] in worker.cancelled

    if "prompt" in request:  # a completion: the caller's text, as it is
        text = request["prompt"]
        tokens = worker.tokenize(text, cancelled)
        if len(tokens) > room:
            raise _too_long(worker, len(tokens), room)
        return tokens, templates.RenderedPrompt(text, (), "none"), 0
    messages: list[templates.Message] = list(request["messages"])
    rendered = generate_options.render(worker, request, messages)
    tokens = worker.tokenize(rendered.text, cancelled)
    if len(tokens) <= room:
        return tokens, rendered, 0
    first = 1 if messages and messages[0]["role"] == "system" else 0
    if len(messages) - first <= 1 or request.get("truncate", True) is False:
        raise _too_long(worker, len(tokens), room)
    # the fewest oldest turns to drop, found by halving (a turn at a time was
    # quadratic: thousands of renders of a long chat)
    fewest, most = 1, len(messages) - first - 1
    best: tuple[list[int], templates.RenderedPrompt] | None = None
    while fewest <= most:
        middle = (fewest + most) // 2
        kept = messages[:first] + messages[first + middle:]
        rendered = generate_options.render(worker, request, kept)
        tokens = worker.tokenize(rendered.text, cancelled)
        if len(tokens) <= room:
            best, most = (tokens, rendered), middle - 1
        else:
            fewest = middle + 1
    if best is None:
        raise _too_long(worker, len(tokens), room)
    return best[0], best[1], fewest


def _forget_cache_without_window(worker: Worker, tokens: list[int]) -> None:
    """Sliding-window layers without a full-size cache (swa_full off) keep only their
    last n_swa + n_ubatch positions. llama-cpp-python reuses a cached prefix without
    checking that the window before its end is still there: going back further
    (a regenerated or edited message) would attend through holes. Start afresh then."""
    import llama_cpp

    if worker.model is None or worker.model.swa_full:
        return
    llm = worker.llm
    n_swa = llama_cpp.llama_model_n_swa(llm.model)
    cached = list(llm._input_ids)
    pos_min = llama_cpp.llama_memory_seq_pos_min(llama_cpp.llama_get_memory(llm.ctx), 0)
    if window_lost(pos_min, common_prefix(cached, tokens), n_swa):
        llm.reset()


def generate(worker: Worker, request: protocol.GenerateRequest) -> None:
    request_id = request["id"]
    if worker.llm is None:
        worker.emit(protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, request_id))
        return
    worker.cancel.clear()
    if request_id in worker.cancelled:  # cancelled before it began: nothing to compute
        worker.cancelled.discard(request_id)
        worker.emit(protocol.cancelled_before_start(request_id))
        return
    sampling: protocol.Sampling = {**DEFAULTS, **request["sampling"]}
    n_ctx = worker.llm.n_ctx()
    # max_tokens <= 0: until the context is full (the OpenAI API's default)
    max_tokens = sampling.get("max_tokens", DEFAULTS["max_tokens"])
    if max_tokens <= 0:
        max_tokens = n_ctx
    if request.get("truncate", True) is False:
        room = n_ctx - 1  # an API prompt may fill the context; the reply ends there
    else:
        room = max(n_ctx - min(max_tokens, n_ctx // 2), 1)
    if "prompt" not in request and worker_vision.has_images(request["messages"]):
        worker_vision.generate(worker, request, sampling, room, max_tokens)
        return
    try:
        tokens, rendered, dropped = prompt_tokens(worker, request, room)
    except ValueError as exc:
        worker.emit(protocol.error(ErrorKind.TOO_LONG, str(exc), request_id))
        return
    except PromptCancelled:
        worker.cancelled.discard(request_id)
        worker.emit(protocol.cancelled_before_start(request_id))
        return
    try:
        prepared = generate_options.prepare(worker, request)
    except GrammarRefused as exc:
        worker.emit(protocol.error(ErrorKind.BAD_OPTIONS, str(exc), request_id))
        return
    seed = sampling.get("seed", -1)
    greedy = float(sampling.get("temperature", 0.7)) <= 0
    if seed < 0 and not greedy:
        seed = random.randrange(2**31)
        _forget_cache_without_window(worker, tokens)
    else:
        # A fixed seed, or greedy decoding, promises the same reply: evaluate the prompt
        # afresh, since reusing the cached prefix changes the float results (other batch
        # sizes) and so, now and then, which token is likeliest.
        seed = max(seed, 0)
        worker.llm.reset()
    Reply(worker, request_id, tokens, rendered, dropped, seed, prepared).run(
        sampling, min(max_tokens, n_ctx - len(tokens)))
    _collect_now_and_then(worker)


COLLECT_EVERY = 8  # replies


def _collect_now_and_then(worker: Worker) -> None:
    """llama-cpp-python leaves garbage per reply that holds native memory and only a
    full collection frees (its sampler and the callback that frees it refer to each
    other): the worker grew 60 KB per API request until Python's own full collection
    came, 750 requests later. A full collection (tens of ms) every few replies, after
    the answer is out, keeps it small."""
    worker.replies += 1
    if worker.replies % COLLECT_EVERY == 0:
        gc.collect()


class Reply:
    """One reply streamed from llama.cpp, then its ``done`` event with the stats."""

    def __init__(self, worker: Worker, request_id: str, tokens: list[int],
                 rendered: templates.RenderedPrompt, dropped: int, seed: int,
                 prepared: generate_options.Prepared | None = None) -> None:
        self.worker, self.request_id, self.tokens = worker, request_id, tokens
        self.rendered, self.dropped, self.seed = rendered, dropped, seed
        self.prepared = prepared or generate_options.Prepared(None, None, False, {}, None)
        self.logprobs: LogprobRecorder | None = None
        self.all_logprobs: list[protocol.TokenLogprob] = []
        self.pieces: list[str] = []
        self.first_token_at: float | None = None
        # a chat reply of a thinking model: its reasoning told apart (not a completion's)
        self.style = worker.model.reasoning if worker.model is not None else ReasoningStyle()
        self.format = self.style.format if rendered.template != "none" else Format.NONE
        self.thought = ReasoningStream(self.format, rendered.text)
        # a prompt with images: evaluated by libmtmd once the reply's clock runs
        self.evaluate: Callable[[], list[int]] | None = None
        # with remote devices: the network's part of a token, sent with a token now and then
        self.meter = ReplyMeter(worker.rpc_links) if worker.rpc_links else None
        self.network: protocol.NetworkFigures | None = None

    def cancelled(self) -> bool:
        return self.worker.cancel.is_set() or self.request_id in self.worker.cancelled

    def run(self, sampling: protocol.Sampling, max_tokens: int) -> None:
        import llama_cpp

        llm = self.worker.llm
        # llama-cpp-python's eval() never synchronizes: steps decoded since the load (the
        # thread measurement) leave llama.cpp's compute clock running, and the first
        # prompt's time then counted from there ("1 tok/s" beside a 150 ms first token)
        llama_cpp.llama_synchronize(llm.ctx)
        llama_cpp.llama_perf_context_reset(llm.ctx)
        started = time.perf_counter()
        # with images, the stream starts once libmtmd has evaluated them (in the try)
        stream: Any = None if self.evaluate else self._completion(llm, sampling, max_tokens)
        # The prompt is evaluated inside the first next(): only llama.cpp's abort
        # callback can stop a long one (a client that left, Stop). It is called for
        # every graph node, so it is removed once tokens flow (a check per token then).
        self.worker.set_abort(self.cancelled)
        try:
            if self.evaluate is not None:
                self.tokens = self.evaluate()
                stream = self._completion(llm, sampling, max_tokens)
            with self._options_applied(llm):
                finish_reason = self._stream(stream)
        except RuntimeError:
            # llama_decode returned 2: aborted. llama-cpp-python counts only the batches
            # that finished, and its next eval drops the rest from the cache.
            if not self.cancelled():
                raise
            finish_reason = FinishReason.CANCELLED
        finally:
            self.worker.set_abort(None)
            with contextlib.suppress(Exception):
                stream.close()
        self.worker.cancelled.discard(self.request_id)
        self._emit_piece(self.thought.finish(self._decoded))
        stats = self._stats(started, finish_reason, max_tokens)
        if self.meter is not None and (network := self.meter.figures(
                time.perf_counter(), self._decoded())) is not None:
            stats["network"] = network
        done = protocol.done(self.request_id, "".join(self.pieces), finish_reason, stats)
        if self.thought.reasoning:
            self.thought.close_reasoning(stats["generated_tokens"])
            done["reasoning"] = "".join(self.thought.reasoning)
            stats["reasoning_tokens"] = self.thought.reasoning_tokens
            stats["reasoning_ms"] = self.thought.reasoning_ms
        if self.logprobs is not None:
            done["logprobs"] = self.all_logprobs
        if self.prepared.family is not None:
            stats["tool_format"] = self.prepared.family
        self.worker.emit(done)

    def _template_stops(self) -> tuple[str, ...]:
        """The template's end texts, unless special tokens are spelt out for a tool-call
        format: then gpt-oss's <|end|> between its channels would cut the reply before
        its call (the end-of-generation tokens still end it)."""
        return () if self.prepared.special else self.rendered.stop

    @contextlib.contextmanager
    def _options_applied(self, llm: Any) -> Iterator[None]:
        """Log-probabilities recorded, special tokens spelt out, for this reply only."""
        with contextlib.ExitStack() as stack:
            if self.prepared.logprobs is not None:
                self.logprobs = stack.enter_context(
                    LogprobRecorder(llm, self.prepared.logprobs))
            # the markers of a thinking format or a tool-call format are special tokens
            stack.enter_context(special_tokens_as_text(
                llm, self.format in CONTROL_MARKERS or self.prepared.special))
            yield

    def _decoded(self) -> int:
        """The tokens of the reply decoded so far (llama.cpp's own count)."""
        import llama_cpp

        return int(llama_cpp.llama_perf_context(self.worker.llm.ctx).n_eval)

    def _emit_piece(self, split: tuple[str, str]) -> None:
        reasoning, answer = split
        if not reasoning and not answer:
            return
        token = protocol.token(self.request_id, answer, reasoning)
        if self.first_token_at is None:
            self.first_token_at = time.perf_counter()
            # the live panel shows the prompt and the context while it streams
            token["prompt_tokens"], token["n_ctx"] = len(self.tokens), self.worker.llm.n_ctx()
            if self.prepared.family is not None:
                token["tool_format"] = self.prepared.family
        if self.network is not None:
            token["network"], self.network = self.network, None
        if self.logprobs is not None:  # the tokens since the last event sent
            token["logprobs"] = self.logprobs.take()
            self.all_logprobs.extend(token["logprobs"])
        if answer:
            self.pieces.append(answer)
        self.worker.emit(token)

    def _completion(self, llm: Any, sampling: protocol.Sampling, max_tokens: int) -> Any:
        return llm.create_completion(
            self.tokens, max_tokens=max_tokens, stream=True,
            temperature=float(sampling.get("temperature", 0.7)),
            top_p=float(sampling.get("top_p", 0.95)), top_k=int(sampling.get("top_k", 40)),
            min_p=float(sampling.get("min_p", 0.05)),
            repeat_penalty=float(sampling.get("repeat_penalty", 1.1)),
            seed=self.seed, stop=[*stop_strings(self.style, self._template_stops()),
                                  *(sampling.get("stop") or [])],
            grammar=self.prepared.grammar, **self.prepared.penalties)

    def _stream(self, stream: Any) -> str:
        finish_reason: str = FinishReason.CANCELLED
        for chunk in stream:
            self.worker.set_abort(None)
            self._measure_network()
            choice = chunk["choices"][0]
            text = choice.get("text") or ""
            if text:
                self._emit_piece(self.thought.feed(text, self._decoded))
            if choice.get("finish_reason"):
                finish_reason = choice["finish_reason"]
            if self.cancelled():
                return FinishReason.CANCELLED
        return finish_reason

    def _measure_network(self) -> None:
        """Begun at the first token (the prompt's transfers are not a token's), then
        sampled now and then: the figures go with the next token event."""
        if self.meter is None:
            return
        now = time.perf_counter()
        if self.meter.start is None:
            self.meter.begin(now, self._decoded())
        elif self.meter.due(now):
            self.network = self.meter.figures(now, self._decoded())

    def _stats(self, started: float, finish_reason: str, max_tokens: int) -> protocol.Stats:
        import llama_cpp

        ended = time.perf_counter()
        perf = llama_cpp.llama_perf_context(self.worker.llm.ctx)
        return {
            "prompt_tokens": len(self.tokens),
            "prompt_tokens_evaluated": int(perf.n_p_eval),
            "generated_tokens": _generated(int(perf.n_eval), finish_reason, max_tokens),
            "ttft_ms": round(((self.first_token_at or ended) - started) * 1000, 1),
            "prompt_tps": _rate(perf.n_p_eval, perf.t_p_eval_ms),
            "generation_tps": _rate(perf.n_eval, perf.t_eval_ms),
            "total_ms": round((ended - started) * 1000, 1),
            "context_used": len(self.tokens) + int(perf.n_eval),
            "n_ctx": int(self.worker.llm.n_ctx()),
            "seed": self.seed,
            "template": self.rendered.template,
            "template_problem": self.rendered.problem,
            "template_problem_text": text_dict(self.rendered.problem_text),
            "dropped_messages": self.dropped,
        }


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


def _generated(n_eval: int, finish_reason: str, max_tokens: int) -> int:
    """Tokens produced: each is decoded before the next is sampled, except the last
    one of a reply cut by max_tokens or by a cancel, which is never decoded."""
    if finish_reason == FinishReason.LENGTH:
        return max_tokens
    return n_eval + 1 if finish_reason == FinishReason.CANCELLED else n_eval


def _rate(count: int, ms: float) -> float:
    return round(count / (ms / 1000.0), 2) if ms > 0 and count > 0 else 0.0
