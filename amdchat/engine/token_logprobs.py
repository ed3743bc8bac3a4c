"""Log-probabilities of the tokens a reply samples, for the API's ``logprobs``.

llama-cpp-python gives them only for a model loaded with ``logits_all`` (a row of
logits kept for every prompt token: n_ctx x n_vocab floats). The logits of the one
position being sampled are enough: the recorder wraps the model's ``sample`` for one
reply and, after each sample, reads that position's logits from llama.cpp (untouched
by the sampler chain: these are the model's own probabilities, before temperature,
penalties and grammar). Worker only (imports llama_cpp and numpy).
"""

from __future__ import annotations

from typing import Any

from amdchat.engine.protocol import TokenLogprob

MAX_TOP = 20  # OpenAI's bound on top_logprobs


class LogprobRecorder:
    """Installed on ``llm`` for one reply (``with``); ``take()`` hands over what was
    sampled since the last call, end-of-generation tokens left out."""

    def __init__(self, llm: Any, top: int) -> None:
        self.llm, self.top = llm, min(max(top, 0), MAX_TOP)
        self._pending: list[TokenLogprob] = []
        self._original: Any = None

    def __enter__(self) -> LogprobRecorder:
        self._original = self.llm.sample  # the bound method; restored on exit
        self.llm.sample = self._sample
        return self

    def __exit__(self, *_exc: object) -> None:
        del self.llm.sample  # the instance attribute: the class's method shows again

    def _sample(self, *args: Any, **kwargs: Any) -> int:
        token = int(self._original(*args, **kwargs))
        idx = kwargs.get("idx")
        self._record(token, -1 if idx is None else idx - self.llm.n_tokens)
        return token

    def _record(self, token: int, ridx: int) -> None:
        import llama_cpp
        import numpy as np

        llm = self.llm
        if llama_cpp.llama_vocab_is_eog(llm._model.vocab, token):
            return
        n_vocab = llm.n_vocab()
        pointer = llama_cpp.llama_get_logits_ith(llm.ctx, ridx)
        logits = np.ctypeslib.as_array(pointer, shape=(n_vocab,)).astype(np.float64)
        shifted = logits - logits.max()
        logprobs = shifted - np.log(np.exp(shifted).sum())
        best: list[int] = (np.argpartition(-logprobs, self.top)[:self.top].tolist()
                           if self.top else [])
        ranked = sorted(((int(i), float(logprobs[i])) for i in best), key=lambda p: -p[1])
        self._pending.append({
            "token": self._text(token), "bytes": list(self._bytes(token)),
            "logprob": float(logprobs[token]),
            "top": [[self._text(i), lp, list(self._bytes(i))] for i, lp in ranked]})

    def _bytes(self, token: int) -> bytes:
        return bytes(self.llm.detokenize([token], special=True))

    def _text(self, token: int) -> str:
        return self._bytes(token).decode("utf-8", errors="replace")

    def take(self) -> list[TokenLogprob]:
        taken, self._pending = self._pending, []
        return taken
