"""Start-up: process start to main window shown, median of N runs (offscreen).

Also reports which heavy modules the GUI process had imported by then: it must
import neither llama_cpp nor huggingface_hub to show its window.
Run: .venv/bin/python tests/bench/bench_startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time


def one_run(home: str) -> tuple[float, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": home,
           "AMDCHAT_REPORT_STARTUP": "quit"}
    started = time.time()
    out = subprocess.run([sys.executable, "-m", "amdchat"], env=env, capture_output=True,
                         text=True, check=True).stdout
    line = next(x for x in out.splitlines() if x.startswith("amdchat-event window-shown"))
    fields = dict(part.split("=", 1) for part in line.split()[2:])
    return float(fields["t"]) - started, fields["heavy"]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the disk cache once, as a second start would be
        results = [one_run(home) for _ in range(runs)]
    times = [t for t, _ in results]
    print(f"start-up to window shown: median {statistics.median(times) * 1000:.0f} ms, "
          f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms ({runs} runs)")
    print(f"heavy modules imported at window shown: {results[-1][1]}")


if __name__ == "__main__":
    main()
