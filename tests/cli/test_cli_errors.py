"""Issue 24.5: what goes wrong on disk during a command is one clear line and rc != 0,
never a traceback: a read-only models folder during a download, a folder where a
download's lock file goes, a folder that vanishes while `models list` scans; and the
last resort for an OSError no command foresaw (its traceback kept in the log)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat import paths
from amdchat.cli.last_resort import LOG_NAME, run_guarded
from amdchat.config import Settings
from amdchat.library import scan
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.small_disk import small_disk

REPO = "unsloth/tiny-llama-GGUF"


@pytest.fixture
def repo(hub: HubEmulator, tiny_models: dict[str, Path]) -> HubRepo:
    return hub.add(HubRepo(REPO, {"tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"])}))


def _use_models_dir(folder: Path) -> None:
    settings = Settings.load(paths.settings_file())
    settings.set("models_dir", str(folder))
    settings.save()


def _download() -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "models", "download", REPO, "Q4_0"],
                          capture_output=True, text=True, timeout=120, env=dict(os.environ))


def _one_clear_line(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode != 0
    assert "Traceback" not in done.stderr, done.stderr
    assert words in done.stderr, done.stderr


def test_a_read_only_models_folder_is_said_in_one_line(repo: HubRepo, tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", size="512m") as disk:  # room for the space check
        subprocess.run(["mount", "-o", "remount,ro", str(disk.root)], check=True)
        _use_models_dir(disk.root / "models")
        _one_clear_line(_download(), "read-only")


def test_a_folder_where_the_lock_file_goes_is_said_in_one_line(repo: HubRepo,
                                                               tmp_path: Path) -> None:
    models = tmp_path / "models"
    (models / "unsloth--tiny-llama-GGUF" / "tiny-llama-Q4_0.gguf.lock").mkdir(parents=True)
    _use_models_dir(models)
    _one_clear_line(_download(), "is a folder, where amdchat keeps this download's lock file")


@pytest.fixture
def churning_models(tmp_path: Path, tiny_models: dict[str, Path]) -> Iterator[Path]:
    """A models folder whose subfolders are deleted and made again all the time, as a
    cache being cleaned while the list is read."""
    models = tmp_path / "models"
    stop = threading.Event()

    def churn_once() -> None:
        for number in range(40):
            folder = models / f"org--repo{number}" / "deeper"
            shutil.rmtree(folder.parent, ignore_errors=True)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "m-Q4_0.gguf").write_bytes(b"GGUF")

    def churn() -> None:
        while not stop.is_set():
            churn_once()

    churn_once()  # whole before the scans start
    thread = threading.Thread(target=churn, daemon=True)
    thread.start()
    yield models
    stop.set()
    thread.join(10)


def test_folders_that_vanish_while_the_list_is_read_are_skipped(churning_models: Path) -> None:
    for _ in range(60):
        scan(churning_models)  # rglob raised FileNotFoundError here within a few scans


def test_an_unforeseen_oserror_is_one_line_and_its_traceback_is_logged(
        capsys: pytest.CaptureFixture[str]) -> None:
    def vanished() -> int:
        raise FileNotFoundError(2, "No such file or directory", "/models/gone")

    assert run_guarded(vanished) == 1
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "/models/gone: No such file or directory" in said
    log = paths.log_dir() / LOG_NAME
    assert str(log) in said and "FileNotFoundError" in log.read_text()


def test_a_bug_is_not_hidden() -> None:
    def bug() -> int:
        raise KeyError("a bug")

    with pytest.raises(KeyError):
        run_guarded(bug)
