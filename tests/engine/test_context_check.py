"""A context the model or the machine cannot hold is refused before llama.cpp allocates
it, in words (``serve --ctx 99999999999`` grew to 23.8 GB; ``--ctx -5`` said only
"Failed to create llama_context")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.engine.context_check import context_problem
from amdchat.gguf import read_local_header


def test_negative_longer_than_trained_and_larger_than_memory(model_path: Path) -> None:
    header = read_local_header(model_path)
    assert header.context_length == 32768
    assert "not valid" in str(context_problem(header, -5, None))
    longer = str(context_problem(header, 32769, None))
    assert "longer than this model was trained for (32,768 tokens)" in longer
    assert context_problem(header, 32768, None) is None
    assert context_problem(header, 0, None) is None  # 0: the trained length
    tiny = str(context_problem(header, 32768, 1024 * 1024))
    assert "GiB for its cache alone" in tiny and "Choose a shorter context" in tiny
    # 15 of Gemma 3's 18 layers keep a 1,024-cell window: 111 MiB at 32,768 tokens, not 576
    assert context_problem(header, 32768, 112 * 2**20) is None
    assert context_problem(header, 32768, 110 * 2**20) is not None
    assert context_problem(header, 32768, 112 * 2**20, swa_full=True) is not None


@pytest.mark.slow
def test_the_session_refuses_before_loading(model_path: Path) -> None:
    from amdchat.session.blocking import BlockingEngine, EngineError
    from amdchat.session.spec import ModelSpec

    with BlockingEngine() as engine:
        for n_ctx, said in ((-5, "The context length -5 is not valid"),
                            (2**31, "longer than this model was trained for")):
            with pytest.raises(EngineError, match=said):
                engine.load(ModelSpec(model_path, backend="cpu", n_ctx=n_ctx))
        loaded = engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        assert loaded["n_ctx"] == 512  # the worker is fine after a refusal


@pytest.mark.slow
@pytest.mark.parametrize("command", ["serve", "chat"])
def test_the_command_line_says_why(model_path: Path, command: str) -> None:
    extra = ["--port", "0"] if command == "serve" else ["--prompt", "hi"]
    result = subprocess.run(
        [sys.executable, "-m", "amdchat", command, "--model", str(model_path), "--backend",
         "cpu", "--ctx", "65536", *extra], capture_output=True, text=True, timeout=120,
        env=dict(os.environ))
    assert result.returncode != 0
    assert "longer than this model was trained for (32,768 tokens)" in result.stderr
    assert "Traceback" not in result.stderr
