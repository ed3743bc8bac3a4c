"""Which layers slide, from a header's metadata, as the vendored llama.cpp decides."""

from __future__ import annotations

from amdchat.sliding_window import sliding_layers, swa_cells


def test_every_nth_layer_keeps_the_whole_context() -> None:
    window, flags = sliding_layers({"gemma3.attention.sliding_window": 512}, "gemma3", 12)
    assert window == 512 and [i for i, f in enumerate(flags) if not f] == [5, 11]
    # gpt-oss alternates, the sliding one first
    _, flags = sliding_layers({"gpt-oss.attention.sliding_window": 128}, "gpt-oss", 4)
    assert flags == (1, 0, 1, 0)


def test_dense_first_architectures_open_each_group_with_the_global_layer() -> None:
    _, flags = sliding_layers({"cohere2moe.attention.sliding_window": 4096}, "cohere2moe", 8)
    assert flags == (0, 1, 1, 1, 0, 1, 1, 1)


def test_the_headers_own_pattern_wins() -> None:
    meta = {"gemma3.attention.sliding_window": 1024,
            "gemma3.attention.sliding_window_pattern": [True, False, True]}
    assert sliding_layers(meta, "gemma3", 3) == (1024, (1, 0, 1))
    meta = {"gemma3.attention.sliding_window": 1024,
            "gemma3.attention.sliding_window_pattern": 3}
    assert sliding_layers(meta, "gemma3", 6)[1] == (1, 1, 0, 1, 1, 0)


def test_no_window_no_sliding() -> None:
    assert sliding_layers({}, "gemma3", 18) == (0, ())  # Gemma 3 slides only with a window
    assert sliding_layers({"llama4.attention.sliding_window": 0}, "llama4", 8) == (0, ())
    assert sliding_layers({}, "llama", 32) == (0, ())  # an architecture that never slides
    assert sliding_layers({}, "exaone4", 30) == (0, ())  # only the 64-layer EXAONE 4
    # defaults where the header says nothing: Gemma 2's 4,096, Llama 4's 8,192 chunks
    assert sliding_layers({}, "gemma2", 4)[0] == 4096
    assert sliding_layers({}, "llama4", 4) == (8192, (1, 1, 1, 0))
    assert sliding_layers({"smallthinker.attention.sliding_window": 2},
                          "smallthinker", 4)[0] == 4096  # llama.cpp replaces it


def test_a_windowed_cache_holds_the_window_and_a_ubatch_padded_to_256() -> None:
    assert swa_cells(16384, 512, 512) == 1024
    assert swa_cells(16384, 4096, 512) == 4608
    assert swa_cells(600, 512, 512) == 768  # a short context: its own size, padded
    assert swa_cells(128, 4096, 128) == 256
