"""The engine worker's memory over many small API requests: does it level off?

Starts ``amdchat serve`` with the test model, sends N small chat requests one after
another, and prints the worker's and the server's resident memory every 50 requests.
Run: .venv/bin/python benchmarks/bench_worker_memory.py [N]   (default 1000)
"""

from __future__ import annotations

import json
import os
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _rss_mib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return 0


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from tests.helpers.real_model import model_cache_file
    from tests.helpers.serve import Served, model_args

    count = int(argv[0]) if argv else 1000
    # this checkout's amdchat, wherever the script is started from
    here = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    served = Served(*model_args(model_cache_file(), ctx=512), env={"PYTHONPATH": here})
    server, url = served.process, served.url
    children = Path(f"/proc/{server.pid}/task/{server.pid}/children").read_text().split()
    worker = int(children[0])
    body = json.dumps({"messages": [{"role": "user", "content": "Say hi."}],
                       "max_tokens": 2, "temperature": 0}).encode()
    started = time.monotonic()
    print(f"{'requests':>8} {'worker RSS':>11} {'server RSS':>11} {'time':>7}")
    try:
        for done in range(count + 1):
            if done % 50 == 0:
                print(f"{done:8} {_rss_mib(worker):7} MiB {_rss_mib(server.pid):7} MiB "
                      f"{time.monotonic() - started:6.0f}s", flush=True)
            if done < count:
                request = urllib.request.Request(url + "/chat/completions", data=body,
                                                 headers={"Content-Type": "application/json"})
                with urllib.request.urlopen(request, timeout=120) as answer:
                    answer.read()
    finally:
        served.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
