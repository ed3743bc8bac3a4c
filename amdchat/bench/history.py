"""Past benchmarks, kept under the app's data folder so a user can compare after a
driver or backend update. Newest last; the oldest go beyond MAX_KEPT. A file that
cannot be read is moved aside (never lost) and the history starts again."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from amdchat import paths
from amdchat.atomic import keep_aside, read_state_text, write_json
from amdchat.bench.results import BenchReport

MAX_KEPT = 200
VERSION = 1


def history_file() -> Path:
    return paths.data_dir() / "bench-history.json"


def load_history(path: Path | None = None) -> list[BenchReport]:
    path = path or history_file()
    try:
        data = json.loads(read_state_text(path))
        return [BenchReport.from_dict(run) for run in data["runs"]]
    except FileNotFoundError:
        return []
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        with contextlib.suppress(OSError):  # kept where it is: nothing is lost either way
            keep_aside(path)
        return []


def append_history(report: BenchReport, path: Path | None = None) -> None:
    path = path or history_file()
    runs = [*load_history(path), report][-MAX_KEPT:]
    write_json(path, {"version": VERSION, "runs": [run.as_dict() for run in runs]})
