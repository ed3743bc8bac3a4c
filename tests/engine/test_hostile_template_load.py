"""A model whose chat template would build 2 GB while being compiled: the load stays
within normal memory (llama-cpp-python's Llama() compiled every template in the file,
and Jinja folded ``'x' * 2000000000`` while compiling: 8 GB, before any bound ran)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HOSTILE_TEMPLATE = "{{ 'x' * 2000000000 }}{% for m in messages %}{{ m.content }}{% endfor %}"

# the worker's high-water mark, read while it still runs (it is not a waited-for child,
# so getrusage(RUSAGE_CHILDREN) would not count it)
_CHILD = """
import glob, json, os, sys
from pathlib import Path
from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec

def workers_peak():
    peak = 0
    for children in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        for pid in open(children).read().split():
            for line in open(f"/proc/{pid}/status"):
                if line.startswith("VmHWM:"):
                    peak = max(peak, int(line.split()[1]) * 1024)
    return peak

with BlockingEngine() as engine:
    loaded = engine.load(ModelSpec(Path(sys.argv[1]), backend="cpu", n_ctx=256))
    peak = workers_peak()
print(json.dumps({"peak": peak, "template": loaded.get("template"),
                  "problem": loaded.get("template_problem", loaded.get("message"))}))
"""


@pytest.fixture(scope="module")
def hostile_template_model(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    import gguf
    from gguf.scripts.gguf_new_metadata import MetadataDetails, copy_with_new_metadata

    path = tmp_path_factory.mktemp("hostile") / "gemma-hostile-template.gguf"
    reader = gguf.GGUFReader(model_path)
    architecture = reader.fields[gguf.Keys.General.ARCHITECTURE].contents()
    writer = gguf.GGUFWriter(path, architecture)
    copy_with_new_metadata(reader, writer, {
        gguf.Keys.Tokenizer.CHAT_TEMPLATE: MetadataDetails(gguf.GGUFValueType.STRING,
                                                           HOSTILE_TEMPLATE),
        "tokenizer.chat_template.tool_use": MetadataDetails(gguf.GGUFValueType.STRING,
                                                            HOSTILE_TEMPLATE)}, [])
    return path


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_template_that_folds_to_gigabytes_loads_within_normal_memory(
        hostile_template_model: Path) -> None:
    result = subprocess.run([sys.executable, "-c", _CHILD, str(hostile_template_model)],
                            capture_output=True, text=True, timeout=240,
                            env={**os.environ})
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    peak = report["peak"]
    assert 0 < peak < 1024 * 2**20, f"the worker peaked at {peak / 2**20:.0f} MiB"
    assert report["template"] == "gemma", report
    assert "multiplies a sequence of 1 by 2,000,000,000" in report["problem"]
