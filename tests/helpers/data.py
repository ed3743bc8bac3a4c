"""The recorded data the tests replay: sysfs trees of real cards, llama.cpp logs, templates."""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
TREES = DATA / "sysfs"
