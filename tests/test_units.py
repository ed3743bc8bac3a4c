"""Byte sizes as the tables, the CLI and the messages show them."""

from __future__ import annotations

from amdchat.units import GIB, KIB, MIB, format_bytes, format_gib


def test_a_size_is_shown_in_the_largest_unit_that_keeps_it_at_one_or_more() -> None:
    assert format_bytes(GIB + GIB // 2) == "1.50 GiB"
    assert format_bytes(512 * MIB) == "512.00 MiB"
    assert format_bytes(GIB - 1) == "1024.00 MiB"  # just under: still MiB, rounded
    assert format_bytes(3 * KIB, digits=1) == "3.0 KiB"
    assert format_bytes(12) == "12 B" and format_bytes(0) == "0 B"


def test_side_by_side_figures_stay_in_gib() -> None:
    assert format_gib(256 * MIB) == "0.25 GiB"
    assert format_gib(-2 * GIB, digits=1) == "-2.0 GiB"  # a shortfall
