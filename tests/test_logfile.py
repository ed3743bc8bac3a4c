"""The engine's log file: bounded, and never the reason the engine fails."""

from __future__ import annotations

from pathlib import Path

from amdchat.logfile import BoundedLog


def test_a_full_disk_turns_the_log_off_and_the_writer_goes_on() -> None:
    log = BoundedLog(Path("/dev/full"))  # every write fails with ENOSPC
    for _ in range(3):
        log.write("llama_model_loader: loaded meta data\n")
    assert "No space left on device" in log.problem
    log.close()


def test_an_unwritable_folder_turns_the_log_off(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be")
    log = BoundedLog(blocker / "logs" / "worker.log")
    log.write("line\n")
    assert log.problem.startswith(f"the log {blocker / 'logs' / 'worker.log'} is off")


def test_the_log_rotates_and_keeps_a_bounded_history(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    path = folder / "worker.log"
    line = "x" * 99 + "\n"
    for _ in range(10):  # ten engine starts, 1,000 bytes each: three rotations
        log = BoundedLog(path, max_bytes=2_500, keep=2)
        for _ in range(10):
            log.write(line)
        log.close()
    kept = sorted(p.name for p in folder.iterdir())
    assert kept == ["worker.log", "worker.log.1", "worker.log.2"]
    assert all(p.stat().st_size <= 2_500 for p in folder.iterdir())
    assert path.read_text().endswith(line)
