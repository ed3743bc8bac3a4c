"""The Fit column of the Models page, on the test model's repository of the Hub emulator."""

from __future__ import annotations

REPO = "google/gemma-3-270m-GGUF"


def fit_column(page) -> list[str]:  # type: ignore[no-untyped-def]
    quants = page.quant_table.quants
    return [quants.index(r, 3).data() for r in range(quants.rowCount())]


def open_repo(qtbot, page) -> None:  # type: ignore[no-untyped-def]
    page.open_repo(REPO)
    qtbot.waitUntil(lambda: page.quant_table.quants.rowCount() > 0, timeout=30_000)
    qtbot.waitUntil(lambda: "checking…" not in fit_column(page), timeout=30_000)
