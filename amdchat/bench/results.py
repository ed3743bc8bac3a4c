"""What a benchmark found: rows per backend, and what they ran on, as plain data."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from amdchat.engine.protocol import BenchResult


@dataclass(frozen=True)
class BenchRow:
    """One test on one backend: ``pp512`` at depth 0, say, as mean and spread of tok/s."""

    test: str  # "pp512" | "tg128" | ...
    kind: str  # "pp" | "tg"
    n_tokens: int
    depth: int
    reps: int
    mean_tps: float
    stddev_tps: float
    limit_tps: float | None = None  # tg: the speed the memory allows at this depth; None: unknown

    @property
    def of_limit(self) -> float | None:
        """The share of the limit reached (a tg row with a known limit), else None."""
        if self.kind != "tg" or not self.limit_tps:
            return None
        return self.mean_tps / self.limit_tps

    def of_limit_text(self) -> str:
        """'62 %', or '—' when unknown (a pp row, an unknown card, an older result)."""
        share = self.of_limit
        return "—" if share is None else f"{100 * share:.0f} %"

    @staticmethod
    def from_worker(row: BenchResult) -> BenchRow:
        return BenchRow(row["test"], row["kind"], row["n_tokens"], row["depth"], row["reps"],
                        row["mean_tps"], row["stddev_tps"])


@dataclass
class BackendResult:
    """One backend's run: its rows, where the model really ran, and the versions."""

    backend: str  # "vulkan" | "rocm" | "cpu"
    origin: str = ""  # "bundled" or the backend folder
    build_flags: list[str] = field(default_factory=list)
    llama_cpp_python: str = ""
    device: str = ""  # "Vulkan0", "CPU"
    device_description: str = ""  # "AMD Radeon RX 7900 XTX (RADV NAVI31)": device and driver
    driver: str = ""  # "RADV · Mesa 24.2.8", "HIP 6.2.41133"; "" for the CPU or an older result
    runs_on: str = ""  # "gpu" | "partial" | "cpu" | "" (never loaded)
    layers_on_gpu: int | None = None
    layers_total: int | None = None
    limit_basis: str = ""  # where the limit's bandwidths came from: "Vulkan0: ..., 960 GB/s"
    n_threads: int = 0
    threads_why: str = ""  # how the thread count was chosen (engine.thread_count)
    cpu_variant: str = ""  # the CPU library loaded ("zen4"), and why, where it was chosen
    cpu_variant_why: str = ""
    n_cpu_moe: int = 0  # layers whose experts stayed in system RAM (the plan's)
    n_batch: int = 0
    system_info: str = ""
    rows: list[BenchRow] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # "pp512 at depth 8192: why"
    finish_reason: str = ""  # "done" | "cancelled" | "failed"
    error: str = ""

    @staticmethod
    def from_dict(data: dict[str, Any]) -> BackendResult:
        known = {k: v for k, v in data.items() if k in BackendResult.__dataclass_fields__}
        known["rows"] = [BenchRow(**row) for row in data.get("rows") or []]
        return BackendResult(**known)


@dataclass
class BenchReport:
    """One benchmark run: the model, the settings, and each backend's result."""

    measured: str  # local time, ISO 8601
    model: str  # the file's name (never its folder: reports are shared on forums)
    model_size_bytes: int
    quantization: str
    pp: int
    tg: int
    depths: list[int]
    reps: int
    backends: list[BackendResult] = field(default_factory=list)
    finish_reason: str = "done"  # "done" | "cancelled"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> BenchReport:
        known = {k: v for k, v in data.items() if k in BenchReport.__dataclass_fields__}
        known["backends"] = [BackendResult.from_dict(b) for b in data.get("backends") or []]
        return BenchReport(**known)

    def rows(self) -> list[tuple[BackendResult, BenchRow]]:
        return [(backend, row) for backend in self.backends for row in backend.rows]


def with_limits(result: BackendResult, loaded: Mapping[str, object], *,
                root: Path | None = None, cpu_gbs: Any = None) -> BackendResult:
    """``result`` with each tg row's limit (amdchat.speed.expected, from the loaded event's
    placement, at the middle of the row's generated tokens, as a reply is judged).
    ``cpu_gbs``: the system memory's bandwidth (a callable); by default the kept figure,
    measured once (briefly) when there is none: a benchmark may take that time."""
    from amdchat.speed.expected import expected_generation

    options: dict[str, Any] = {"root": root}
    if cpu_gbs is not None:
        options["cpu_gbs"] = cpu_gbs
    for index, row in enumerate(result.rows):
        if row.kind != "tg":
            continue
        expected = expected_generation(loaded, row.depth + row.n_tokens // 2, **options)
        if expected is None:
            continue
        result.rows[index] = dataclasses.replace(row, limit_tps=round(expected.limit_tps, 2))
        result.limit_basis = expected.describe()
    return result
