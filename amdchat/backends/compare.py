"""Which backend is faster on this machine, for this model? Measured, not guessed.

Each installed backend runs the same prompt, seed and settings in its own
worker; the figures (prompt and generation tokens/s, where the model really
ran) are kept in <data>/backend-speeds.json, so the app can show them next to
the backend choice.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from amdchat import paths
from amdchat.atomic import write_json
from amdchat.backends.registry import Backend, discover
from amdchat.engine.blocking import BlockingEngine, EngineError
from amdchat.engine.protocol import Message, Sampling
from amdchat.engine.session import ModelSpec

PROMPT: list[Message] = [
    {"role": "user", "content": "Write a short story about a lighthouse keeper."}]


@dataclass(frozen=True)
class BackendSpeed:
    backend: str
    folder: str
    runs_on: str  # "gpu" | "partial" | "cpu" | "" (failed)
    device: str
    prompt_tps: float
    generation_tps: float
    error: str = ""


def measure(backend: Backend, model: Path, tokens: int, gpu_device: int = -1,
            n_ctx: int = 2048) -> BackendSpeed:
    """One backend, forced (no fallback): the figures say what it does here."""
    spec = ModelSpec(model, backend=backend.kind, n_ctx=n_ctx, gpu_device=gpu_device)
    try:
        with BlockingEngine() as engine:
            loaded = engine.load(spec)
            sampling: Sampling = {"max_tokens": tokens, "temperature": 0.0, "seed": 1,
                                  "top_k": 40, "top_p": 0.95, "min_p": 0.05,
                                  "repeat_penalty": 1.1}
            engine.chat(PROMPT, sampling)  # warm-up: first-use costs are not speed
            stats = engine.chat(PROMPT, sampling)["stats"]
    except EngineError as exc:
        return BackendSpeed(backend.kind, str(backend.folder), "", "", 0.0, 0.0,
                            str(exc).splitlines()[0])
    placement = loaded["placement"]
    return BackendSpeed(backend.kind, str(backend.folder), placement["runs_on"],
                        placement["device"], stats["prompt_tps"], stats["generation_tps"])


def compare(model: Path, tokens: int = 64, gpu_device: int = -1,
            on_result: Callable[[BackendSpeed], None] | None = None) -> list[BackendSpeed]:
    results = []
    for backend in discover():
        result = measure(backend, model, tokens, gpu_device)
        results.append(result)
        if on_result is not None:
            on_result(result)
    save(model, results)
    return results


def results_file() -> Path:
    return paths.data_dir() / "backend-speeds.json"


def save(model: Path, results: list[BackendSpeed]) -> None:
    write_json(results_file(), {"model": str(model),
                                "measured": time.strftime("%Y-%m-%dT%H:%M:%S"),
                                "results": [asdict(r) for r in results]})


def load_saved() -> dict[str, object]:
    try:
        data = json.loads(results_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
