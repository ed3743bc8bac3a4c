"""The benchmark: llama-bench's measurement (pp512, tg128, at several context depths) per
installed backend, each in a fresh worker; results kept with the versions they ran on,
exported as CSV, JSON or Markdown. Qt-free: the CLI (``amdchat bench``) and the
Benchmark page both use it."""

from amdchat.bench.results import BackendResult, BenchReport, BenchRow
from amdchat.bench.run import BenchConfig, BenchRun

__all__ = ["BackendResult", "BenchConfig", "BenchReport", "BenchRow", "BenchRun"]
