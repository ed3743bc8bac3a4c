"""packaging/try-rocm-in-debian13.sh, checked without running it (it needs root, debootstrap
and about 1.5 GiB of Debian's ROCm packages; run by hand, its result is in docs/packaging.md)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from amdchat.backends.registry import ROCM_MINIMUM

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "try-rocm-in-debian13.sh"


def test_the_script_parses() -> None:
    done = subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed")
def test_shellcheck_finds_nothing() -> None:
    done = subprocess.run(["shellcheck", str(SCRIPT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_version_the_script_detects_is_the_one_the_app_names() -> None:
    """The app tells users which ROCm to build against; the script recognises llama.cpp's
    version check by its message. One of them updated alone would mislead."""
    text = SCRIPT.read_text(encoding="utf-8")
    checked = re.findall(r"At least ROCM/HIP V([0-9.]+) is required", text)
    removed = re.findall(r"VERSION_LESS ([0-9.]+)\)\$/if \(FALSE\)/", text)
    assert checked == [ROCM_MINIMUM] and removed == [ROCM_MINIMUM]
