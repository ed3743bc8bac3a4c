"""`amdchat chat` from the terminal: streamed reply, JSON stats, clear failures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def run_chat(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "chat", *args],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_json_stats_on_the_last_line(model_path: Path) -> None:
    result = run_chat("--model", str(model_path), "--prompt", "Name a colour.",
                      "--max-tokens", "12", "--seed", "3", "--backend", "cpu", "--json")
    assert result.returncode == 0, result.stderr
    *streamed, last = result.stdout.strip().splitlines()
    stats = json.loads(last)
    assert stats["reply"].strip()
    assert "\n".join(streamed).strip() == stats["reply"].strip()
    assert stats["generated_tokens"] == 12 and stats["finish_reason"] == "length"
    assert stats["prompt_tokens"] > 0 and stats["generation_tps"] > 0
    assert stats["ttft_ms"] > 0 and stats["prompt_tps"] > 0
    assert (stats["backend"], stats["device"], stats["n_gpu_layers"]) == ("cpu", "CPU", 0)
    assert stats["model"] == str(model_path.resolve())


def test_failures_exit_non_zero_with_one_line(tmp_path: Path, not_gguf_file: Path,
                                              model_path: Path) -> None:
    missing = run_chat("--model", str(tmp_path / "nope.gguf"), "--prompt", "x")
    assert missing.returncode != 0
    assert missing.stderr.strip().count("\n") == 0 and "does not exist" in missing.stderr
    bad = run_chat("--model", str(not_gguf_file), "--prompt", "x")
    assert bad.returncode != 0 and "not a usable GGUF model" in bad.stderr
    rocm = run_chat("--model", str(model_path), "--prompt", "x", "--backend", "rocm")
    assert rocm.returncode != 0
    assert "The rocm backend is not installed" in rocm.stderr


@pytest.mark.slow
def test_a_gpu_backend_without_a_gpu_says_so(model_path: Path) -> None:
    """Vulkan on a machine whose only Vulkan device is emulated on the CPU (lavapipe,
    here) ran with rc 0 and nothing on stderr (issue 24.7): it is said now."""
    from tests.helpers.vulkan import vulkan_backend

    vulkan_backend()
    result = run_chat("--model", str(model_path), "--prompt", "Hi", "--max-tokens", "2",
                      "--backend", "vulkan", "--ctx", "512", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout.strip().splitlines()[-1])
    if stats["runs_on"] != "cpu":
        pytest.skip("this machine's Vulkan sees a GPU")
    said = "The vulkan backend found no usable GPU: the model runs on the CPU"
    assert said in result.stderr
    assert any(said in notice for notice in stats["notices"])


@pytest.mark.slow
def test_a_file_name_that_is_not_utf8_loads(model_path: Path, tmp_path: Path) -> None:
    """Linux allows any bytes in a name: it failed with a codec error shown as a
    llama.cpp failure (issue 24.7)."""
    import os

    name = os.path.join(os.fsencode(tmp_path), b"mod\xffel.gguf")
    os.symlink(model_path, name)
    result = subprocess.run([sys.executable, "-m", "amdchat", "chat", "--model", name,
                             "--prompt", "Hi", "--max-tokens", "2", "--backend", "cpu",
                             "--ctx", "512", "--json"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "codec" not in result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1])["generated_tokens"] == 2
