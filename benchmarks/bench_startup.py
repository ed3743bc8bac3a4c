"""Start-up: process start to main window shown, median of N runs (offscreen).

Also the process's CPU time (user + system, start to quit just after the window
shows): on a machine shared with other work, wall time also holds the waits for a
core, CPU time much less. And it reports which heavy modules the GUI process had
imported by then: it must import neither llama_cpp nor huggingface_hub to show
its window.
Run: .venv/bin/python benchmarks/bench_startup.py [runs]; the amdchat measured is the
installed one, or PYTHONPATH's (another checkout): never the current directory's.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_run(home: str) -> tuple[float, str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": home,
           "AMDCHAT_REPORT_STARTUP": "quit"}
    cpu = _children_cpu()
    started = time.time()
    # cwd: not the checkout, whose amdchat 'python -m' would put before PYTHONPATH's
    out = subprocess.run([sys.executable, "-m", "amdchat"], env=env, capture_output=True,
                         text=True, check=True, cwd=home).stdout
    line = next(x for x in out.splitlines() if x.startswith("amdchat-event window-shown"))
    fields = dict(part.split("=", 1) for part in line.split()[2:])
    return float(fields["t"]) - started, fields["heavy"], _children_cpu() - cpu


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the disk cache once, as a second start would be
        results = [one_run(home) for _ in range(runs)]
    times = [t for t, _, _ in results]
    cpu = [c for _, _, c in results]
    print(f"start-up to window shown: median {statistics.median(times) * 1000:.0f} ms, "
          f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms ({runs} runs); "
          f"CPU time, start to quit: median {statistics.median(cpu) * 1000:.0f} ms")
    print(f"heavy modules imported at window shown: {results[-1][1]}")


if __name__ == "__main__":
    main()
