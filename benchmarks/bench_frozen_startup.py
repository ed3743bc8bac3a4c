"""The frozen app (dist/amdchat, from packaging/build-linux.sh): start-up to its window
shown, median of N runs (offscreen), and its sizes against the budgets.

Budgets (issue 7): window in under 1.5 s; installed bundle with the CPU and Vulkan
backends <= 350 MB; .deb <= 150 MB. MB here is 10**6 bytes, as the budgets are written.
Run: python benchmarks/bench_frozen_startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
APP = DIST / "amdchat"
EXE = APP / ("amdchat.exe" if os.name == "nt" else "amdchat")
BUDGET_WINDOW_S = 1.5
BUDGET_APP_MB = 350
BUDGET_DEB_MB = 150


def one_run(home: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": home,
           "AMDCHAT_REPORT_STARTUP": "quit"}
    started = time.time()
    out = subprocess.run([str(EXE)], env=env, capture_output=True, text=True, check=True,
                         timeout=60).stdout
    line = next(x for x in out.splitlines() if x.startswith("amdchat-event window-shown"))
    fields = dict(part.split("=", 1) for part in line.split()[2:])
    return float(fields["t"]) - started


def folder_bytes(folder: Path) -> int:
    """As installed: files once each, links as links."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir())


def verdict(value: float, budget: float) -> str:
    return "within" if value <= budget else "OVER"


def main() -> int:
    if not EXE.exists():
        print(f"no frozen app at {APP}: run packaging/build-linux.sh first", file=sys.stderr)
        return 1
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the disk cache once, as a second start would be
        times = [one_run(home) for _ in range(runs)]
    median = statistics.median(times)
    print(f"frozen app start-up to window shown: median {median * 1000:.0f} ms, "
          f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms ({runs} runs; "
          f"{verdict(median, BUDGET_WINDOW_S)} the budget of {BUDGET_WINDOW_S} s)")
    size = folder_bytes(APP) / 1e6
    backends = folder_bytes(APP / "backends") / 1e6
    kinds = " ".join(sorted(p.name for p in (APP / "backends").iterdir()))
    print(f"installed bundle: {size:.1f} MB, of which backends {backends:.1f} MB ({kinds}) "
          f"({verdict(size, BUDGET_APP_MB)} the budget of {BUDGET_APP_MB} MB)")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    deb = DIST / f"amdchat_{version}_amd64.deb"
    if deb.exists():
        mb = deb.stat().st_size / 1e6
        print(f"{deb.name}: {mb:.1f} MB ({verdict(mb, BUDGET_DEB_MB)} the budget of "
              f"{BUDGET_DEB_MB} MB)")
    tarball = DIST / f"amdchat-{version}-linux-x86_64.tar.gz"
    if tarball.exists():
        print(f"{tarball.name}: {tarball.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
