"""``amdchat doctor --model``: load a model as the app would and generate a short reply,
so that the Truth checks have a real placement and a real speed to judge."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from amdchat.sampling import DEFAULTS, Sampling
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec

PROMPT = "Describe the sea in three sentences."


@dataclass(frozen=True)
class ProbeResult:
    loaded: dict[str, Any]
    stats: dict[str, Any]
    backend_kind: str
    error: str = ""


def probe_model(spec: ModelSpec, tokens: int = 64) -> ProbeResult:
    # the app's defaults, but greedy and seeded: the same reply on every run
    sampling: Sampling = {**DEFAULTS, "max_tokens": tokens, "temperature": 0.0, "seed": 1}
    try:
        with BlockingEngine() as engine:
            loaded = engine.load(spec)
            done = engine.chat([{"role": "user", "content": PROMPT}], sampling)
            backend = engine.session.backend
            return ProbeResult(dict(loaded), dict(done.get("stats") or {}),
                               backend.kind if backend else "")
    except EngineError as exc:
        return ProbeResult({}, {}, "", str(exc).splitlines()[0] if str(exc) else exc.kind)
