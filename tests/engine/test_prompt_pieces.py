"""A long prompt is tokenized in pieces: the same tokens, in linear time, cancellable."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from amdchat.engine import templates
from amdchat.engine.prompt_pieces import PromptCancelled, cut_points, tokenize_in_pieces


def test_cuts_fall_before_markers_and_pieces_are_long_enough() -> None:
    text = "a" * 10 + "<e>" + "b" * 10 + "<e>" + "c" * 3 + "<e>"
    assert cut_points(text, ["<e>"], 5) == [10, 23, 29]
    assert cut_points(text, ["<e>"], 12) == [23]
    assert cut_points(text, ["<e>"], 100) == []
    assert cut_points(text, [], 5) == []


def test_a_cancel_stops_between_pieces() -> None:
    calls: list[str] = []
    text = ("x" * 20 + "<e>") * 10

    def tokenize(piece: str, add_bos: bool) -> list[int]:
        calls.append(piece)
        return [len(piece), int(add_bos)]

    with pytest.raises(PromptCancelled):
        tokenize_in_pieces(tokenize, text, ["<e>"], True, lambda: len(calls) >= 3, 20)
    assert len(calls) == 3
    tokens = tokenize_in_pieces(tokenize, text, ["<e>"], True, lambda: False, 20)
    assert tokens[1] == 1 and tokens[3::2] == [0] * (len(tokens) // 2 - 1)  # BOS once


@pytest.mark.slow
def test_pieces_give_the_tokens_of_the_whole_and_fast(model_path: Path) -> None:
    import llama_cpp

    llm = llama_cpp.Llama(str(model_path), vocab_only=True, verbose=False)

    def tokens(text: str, add_bos: bool) -> list[int]:
        return list(llm.tokenize(text.encode(), add_bos=add_bos, special=True))

    words = ["Hello", " there", "\n\n", "  spaced  ", "naïve café", "<b>x</b>", "", "1 2 3"]
    messages: list[templates.Message] = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": words[i % len(words)] * (i % 7)}
        for i in range(1500)]
    text = templates.render(messages, "auto", architecture="gemma3").text
    markers = ["<end_of_turn>", "<start_of_turn>"]
    whole = tokens(text, True)
    assert tokenize_in_pieces(tokens, text, markers, True, lambda: False, 2000) == whole
    assert tokenize_in_pieces(tokens, text, markers, True, lambda: False, 50) == whole

    # 20,000 empty turns: a minute or more of tokenizing, stopped a second after a cancel
    empty = templates.render([{"role": "user", "content": ""}] * 20_000, "auto",
                             architecture="gemma3").text
    started = time.perf_counter()
    with pytest.raises(PromptCancelled):
        tokenize_in_pieces(tokens, empty, markers, True,
                           lambda: time.perf_counter() - started > 1.0)
    assert time.perf_counter() - started < 4.0
