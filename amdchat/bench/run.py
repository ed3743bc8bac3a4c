"""Runs the benchmark: each backend in a fresh worker, the same model, seed and settings.

The measurement itself happens inside the worker (amdchat.engine.bench_op), so no
process boundary sits inside the timed loops. ``BenchRun.run`` blocks its thread;
``cancel`` may be called from any other thread and stops it between two decodes.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from amdchat.backends.registry import Backend, discover, installed_llama_version, why_missing
from amdchat.bench.results import BackendResult, BenchReport, BenchRow, with_limits
from amdchat.engine import protocol
from amdchat.modelfile import check_model_file
from amdchat.plan.budget import MARGIN
from amdchat.plan.placement import Offload
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec

DEFAULT_DEPTHS = (0, 4096, 8192)
LOAD_TIMEOUT_S = 900.0  # lavapipe compiles llama.cpp's shaders on a first load


@dataclass(frozen=True)
class BenchConfig:
    model: Path
    backends: tuple[str, ...] = ()  # kinds to run ("vulkan", "rocm", "cpu"); () = all installed
    depths: tuple[int, ...] = DEFAULT_DEPTHS
    reps: int = 5
    pp: int = 512
    tg: int = 128
    gpu_device: int = -1
    seed: int = 1
    offload: Offload = field(default_factory=Offload)  # what goes to the GPU (planned)
    margin_bytes: int = MARGIN
    vram_free_gib: float | None = None
    rpc_servers: tuple[str, ...] | None = None  # remote GPUs that take layers too (--rpc)


@dataclass(frozen=True)
class Progress:
    """Where a run stands; ``fraction`` is of the whole run, 0 to 1."""

    backend: str
    stage: str  # "loading" | "running" | "finished"
    fraction: float
    row: BenchRow | None = None
    result: BackendResult | None = None  # with stage "finished"


@dataclass
class _Plan:
    depths: list[int]
    n_ctx: int
    skipped: list[str] = field(default_factory=list)


def plan_depths(config: BenchConfig, context_length: int | None) -> _Plan:
    """The depths that fit the model's trained context, and the context to load for them."""
    longest = max(config.pp, config.tg, 1)
    limit = context_length or 1 << 30
    depths = [d for d in config.depths if d + longest <= limit]
    skipped = [f"{kind}{n} at depth {d}: the model's context is {limit} tokens"
               for d in config.depths if d not in depths
               for kind, n in (("pp", config.pp), ("tg", config.tg)) if n > 0]
    n_ctx = max(depths, default=0) + longest
    return _Plan(depths, -(-n_ctx // 256) * 256, skipped)


def manifest_flags(folder: Path) -> list[str]:
    """The build flags that say what a backend is (-DGGML_*), without local paths."""
    try:
        info = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    flags = [str(a) for a in info.get("cmake_args") or [] if str(a).startswith("-DGGML_")]
    if info.get("gpu_targets"):
        flags.append(f"GPU_TARGETS={info['gpu_targets']}")
    return flags


class BenchRun:
    def __init__(self, config: BenchConfig,
                 on_progress: Callable[[Progress], None] | None = None,
                 available: Callable[[], list[Backend]] = discover,
                 log_path: Path | None = None) -> None:
        self.config = config
        self._log_path = log_path
        self._on_progress = on_progress or (lambda _p: None)
        self._available = available
        self._cancelled = threading.Event()
        self._lock = threading.Lock()
        self._engine: BlockingEngine | None = None

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        """Stop soon, from any thread: the rows measured so far are kept."""
        self._cancelled.set()
        with self._lock:
            if self._engine is not None:
                self._engine.interrupt()

    def backends(self) -> list[Backend]:
        """The backends to run, in the order asked (each kind once)."""
        installed = self._available()
        wanted = self.config.backends or tuple(dict.fromkeys(b.kind for b in installed))
        chosen = []
        for kind in wanted:
            match = next((b for b in installed if b.kind == kind), None)
            chosen.append(match or Backend(kind, Path(), "not installed"))
        return chosen

    def run(self) -> BenchReport:
        summary, _header = check_model_file(self.config.model)
        plan = plan_depths(self.config, summary.context_length)
        report = BenchReport(
            measured=time.strftime("%Y-%m-%dT%H:%M:%S"), model=self.config.model.name,
            model_size_bytes=summary.size_bytes, quantization=summary.quantization,
            pp=self.config.pp, tg=self.config.tg, depths=list(self.config.depths),
            reps=self.config.reps)
        backends = self.backends()
        for index, backend in enumerate(backends):
            def fraction(part: float, index: int = index) -> float:
                return (index + part) / len(backends)

            result = self._run_backend(backend, plan, fraction)
            report.backends.append(result)
            self._on_progress(Progress(backend.kind, "finished", fraction(1.0), result=result))
        if self.cancelled:
            report.finish_reason = "cancelled"
        return report

    def _run_backend(self, backend: Backend, plan: _Plan,
                     fraction: Callable[[float], float]) -> BackendResult:
        result = BackendResult(backend.kind, origin=backend.origin,
                               build_flags=manifest_flags(backend.folder),
                               llama_cpp_python=installed_llama_version(),
                               skipped=list(plan.skipped))
        if backend.origin == "not installed":
            result.finish_reason, result.error = "failed", (
                f"{why_missing(backend.kind)} Or leave it out of the benchmark.")
            return result
        if self.cancelled or not plan.depths:
            result.finish_reason = "cancelled" if self.cancelled else "done"
            return result
        self._on_progress(Progress(backend.kind, "loading", fraction(0.0)))
        spec = ModelSpec(self.config.model, backend=backend.kind, n_ctx=plan.n_ctx,
                         gpu_device=self.config.gpu_device, offload=self.config.offload,
                         margin_bytes=self.config.margin_bytes,
                         vram_free_gib=self.config.vram_free_gib,
                         rpc_servers=self.config.rpc_servers or ())

        def progress(event: protocol.BenchProgressEvent) -> None:
            row = BenchRow.from_worker(event["row"])
            result.rows.append(row)
            part = event["done"] / max(event["total"], 1)
            self._on_progress(Progress(backend.kind, "running", fraction(part), row=row))

        try:
            with BlockingEngine(discover=lambda: [backend], log_path=self._log_path) as engine:
                with self._lock:
                    self._engine = engine
                if self.cancelled:
                    raise EngineError("cancelled", "cancelled")
                loaded = engine.load(spec, timeout=LOAD_TIMEOUT_S)
                self._note_placement(result, loaded, engine.session.devices)
                if self.cancelled:
                    raise EngineError("cancelled", "cancelled")
                done = engine.bench({"pp": self.config.pp, "tg": self.config.tg,
                                     "depths": plan.depths, "reps": self.config.reps,
                                     "seed": self.config.seed}, on_progress=progress)
        except EngineError as exc:
            result.finish_reason = "cancelled" if exc.kind == "cancelled" else "failed"
            result.error = "" if exc.kind == "cancelled" else str(exc).splitlines()[0]
            return result
        finally:
            with self._lock:
                self._engine = None
        return with_limits(self._finish(result, done), loaded)

    @staticmethod
    def _note_placement(result: BackendResult, loaded: protocol.LoadedEvent,
                        devices: list[protocol.Device]) -> None:
        placement = loaded["placement"]
        result.runs_on = str(placement.get("runs_on", ""))
        result.device = str(placement.get("device", ""))
        result.device_description = str(placement.get("device_description", ""))
        if not result.device_description:  # the CPU: its name, from the worker's devices
            cpu = next((d for d in devices if d.get("type") == "cpu"), None)
            result.device_description = str(cpu.get("description", "")) if cpu else ""
        # the driver of the device it ran on, as the worker's runtime said it (none: the CPU)
        used = next((d for d in devices if d.get("name") == result.device), None)
        result.driver = str(used.get("driver", "")) if used else ""
        result.layers_total = placement.get("layers_total")
        threads, chosen = loaded.get("threads") or {}, loaded.get("cpu_backend") or {}
        result.threads_why = str(threads.get("why", ""))
        result.cpu_variant = str(chosen.get("cpu_variant") or "")
        result.cpu_variant_why = str(chosen.get("why") or "")
        result.n_cpu_moe = int(loaded.get("n_cpu_moe", 0))
        result.layers_on_gpu = (placement.get("layers_offloaded_claimed")
                                if result.runs_on in ("gpu", "partial") else 0)

    @staticmethod
    def _finish(result: BackendResult, done: protocol.BenchEvent | protocol.DoneEvent
                ) -> BackendResult:
        if done["event"] != "bench":  # cancelled before it began
            result.finish_reason = "cancelled"
            return result
        result.rows = [BenchRow.from_worker(row) for row in done["results"]]
        result.skipped += [f"{s['test']} at depth {s['depth']}: {s['reason']}"
                           for s in done["skipped"]]
        result.n_threads = done["n_threads"]
        result.n_batch = done["n_batch"]
        result.system_info = done["system_info"]
        result.finish_reason = done["finish_reason"]
        return result
