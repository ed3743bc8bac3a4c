"""The download queue across restarts, the local library, and `amdchat models`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from amdchat.hub import api
from amdchat.hub.quants import find_quant
from amdchat.hub.queue import (
    CANCELLED,
    DONE,
    FAILED,
    PAUSED,
    QUEUED,
    AlreadyDownloaded,
    DownloadQueue,
)
from amdchat.library import delete_model, import_model, scan
from tests.helpers.hub_emulator import Faults, HubEmulator, HubFile, HubRepo

REPO = "unsloth/tiny-llama-GGUF"


@pytest.fixture
def repo(hub: HubEmulator, tiny_models: dict[str, Path]) -> HubRepo:
    return hub.add(HubRepo(REPO, {
        "tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"]),
        "tiny-llama-F16.gguf": HubFile(tiny_models["F16"]),
    }, downloads=10))


def make_queue(tmp_path: Path) -> DownloadQueue:
    return DownloadQueue(tmp_path / "downloads.json", tmp_path / "models", token=lambda: None,
                         backoff=0.01, stall_timeout=2.0)


def wait_for(predicate, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_queue_downloads_and_survives_a_restart_mid_download(
        repo: HubRepo, tmp_path: Path, tiny_models: dict[str, Path]) -> None:
    repo.files["tiny-llama-F16.gguf"].faults = Faults(stall_at=1_500_000, stall_s=3.0)
    files = api.repo_files(REPO)
    queue = make_queue(tmp_path)
    item = queue.add(REPO, find_quant(files.quants, "F16"))  # type: ignore[arg-type]
    wait_for(lambda: item.done >= 1_000_000)
    queue.shutdown()  # the app closes mid-download
    assert json.loads((tmp_path / "downloads.json").read_text())["items"][0]["state"] == QUEUED
    kept = next((tmp_path / "models").rglob("*.part")).stat().st_size
    assert kept >= 1_000_000

    again = make_queue(tmp_path)  # the app starts again
    resumed = again.items[0]
    assert resumed.state == QUEUED and resumed.done == kept
    again.pump()
    again.wait()
    assert resumed.state == DONE
    assert Path(resumed.path).read_bytes() == tiny_models["F16"].read_bytes()
    starts = repo.files["tiny-llama-F16.gguf"].starts
    assert starts[-1] == kept, "the restart asked only for the missing bytes"


def test_pause_resume_cancel_and_failures(repo: HubRepo, tmp_path: Path) -> None:
    repo.files["tiny-llama-F16.gguf"].faults = Faults(stall_at=500_000, stall_s=2.0)
    repo.files["tiny-llama-Q4_0.gguf"].faults.listed_sha256 = "f" * 64
    files = api.repo_files(REPO)
    queue = make_queue(tmp_path)
    events: list[str] = []
    queue.on_change(lambda item: events.append(item.state))
    f16 = queue.add(REPO, find_quant(files.quants, "F16"))  # type: ignore[arg-type]
    q4 = queue.add(REPO, find_quant(files.quants, "Q4_0"))  # type: ignore[arg-type]
    wait_for(lambda: q4.state == FAILED)
    assert q4.error_kind == "checksum" and "SHA-256" in q4.error
    wait_for(lambda: f16.done > 0)
    queue.pause(f16.id)
    wait_for(lambda: f16.state == PAUSED)
    queue.resume(f16.id)
    wait_for(lambda: f16.state in (DONE, FAILED))
    assert f16.state == DONE
    with pytest.raises(AlreadyDownloaded, match="already downloaded") as refused:
        queue.add(REPO, find_quant(files.quants, "F16"))  # type: ignore[arg-type]
    assert refused.value.path == Path(f16.path)  # a file on disk is never fetched twice
    Path(f16.path).unlink()  # deleted: it may be downloaded again
    assert queue.add(REPO, find_quant(files.quants, "F16")) is not f16  # type: ignore[arg-type]
    queue.wait()
    queue.resume(q4.id)
    queue.cancel(q4.id)
    wait_for(lambda: q4.state in (CANCELLED, FAILED))
    assert "downloading" in events and "paused" in events


def test_a_paused_download_resumes_in_its_own_folder_after_the_folder_changes(
        repo: HubRepo, tmp_path: Path, tiny_models: dict[str, Path]) -> None:
    repo.files["tiny-llama-F16.gguf"].faults = Faults(stall_at=1_500_000, stall_s=3.0)
    queue = make_queue(tmp_path)
    old_folder, new_folder = tmp_path / "models", tmp_path / "other-disk"
    item = queue.add(REPO, find_quant(api.repo_files(REPO).quants, "F16"))  # type: ignore[arg-type]
    wait_for(lambda: item.done >= 1_000_000)
    queue.pause(item.id)
    wait_for(lambda: item.state == PAUSED)
    kept = next(old_folder.rglob("*.part")).stat().st_size
    queue.models_dir = new_folder  # the user picks another models folder in Settings
    queue.shutdown()

    again = DownloadQueue(tmp_path / "downloads.json", new_folder, token=lambda: None,
                          backoff=0.01, stall_timeout=10.0)  # the app starts with the new folder
    resumed = again.items[0]
    assert resumed.done == kept, "the paused download still counts its bytes"
    again.resume(resumed.id)
    again.wait()
    assert resumed.state == DONE
    assert Path(resumed.path).is_relative_to(old_folder)
    assert Path(resumed.path).read_bytes() == tiny_models["F16"].read_bytes()
    assert repo.files["tiny-llama-F16.gguf"].starts[-1] == kept, "resumed, not started again"
    assert not list(old_folder.rglob("*.part")) and not new_folder.exists()


def test_a_download_list_without_folders_uses_the_models_folder(
        repo: HubRepo, tmp_path: Path) -> None:
    quant = find_quant(api.repo_files(REPO).quants, "Q4_0")
    assert quant is not None
    part = tmp_path / "models" / "unsloth--tiny-llama-GGUF" / "tiny-llama-Q4_0.gguf.part"
    part.parent.mkdir(parents=True)
    part.write_bytes(b"\0" * 1000)
    (tmp_path / "downloads.json").write_text(json.dumps({"version": 1, "items": [{
        "id": 3, "repo_id": REPO, "quant_name": "Q4_0", "state": PAUSED, "done": 1000,
        "error": "", "error_kind": "", "path": "",
        "files": [{"path": f.path, "size": f.size, "sha256": f.sha256} for f in quant.files],
    }]}))  # as written before items kept their folder
    queue = make_queue(tmp_path)
    item = queue.items[0]
    assert queue.load_problem == "" and item.models_dir == tmp_path / "models"
    assert item.done == 1000
    queue.cancel(item.id)
    assert not part.exists()
    saved = json.loads((tmp_path / "downloads.json").read_text())["items"][0]
    assert saved["folder"] == str(tmp_path / "models")


def test_corrupt_download_list_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / "downloads.json").write_text("{ not json")
    queue = make_queue(tmp_path)
    assert queue.items == [] and "could not be read" in queue.load_problem
    kept = list(tmp_path.glob("downloads.json.corrupt-*"))
    assert len(kept) == 1 and str(kept[0]) in queue.load_problem


def test_two_corrupt_download_lists_in_a_row_keep_two_backups(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format, *_t: "20261101-120000")
    for attempt in ("first", "second"):
        (tmp_path / "downloads.json").write_text(f"{{ {attempt} broken list")
        assert "could not be read" in make_queue(tmp_path).load_problem
    kept = sorted(p.read_text() for p in tmp_path.glob("downloads.json*"))
    assert kept == ["{ first broken list", "{ second broken list"]


def test_library_lists_own_hf_cache_and_lmstudio_models(
        tmp_path: Path, tiny_models: dict[str, Path], monkeypatch: pytest.MonkeyPatch,
        not_gguf_file: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf"))
    models = tmp_path / "models"
    (models / "org--repo").mkdir(parents=True)
    (models / "org--repo" / "a-Q4_0.gguf").write_bytes(tiny_models["Q4_0"].read_bytes())
    (models / "org--repo" / "a-Q4_0.gguf.part").write_bytes(b"partial")
    (models / "org--repo" / "mmproj-a-f16.gguf").write_bytes(b"GGUF")
    (models / "broken.gguf").write_bytes(not_gguf_file.read_bytes())
    blob = tmp_path / "hf" / "models--org--x" / "blobs" / "abc"
    blob.parent.mkdir(parents=True)
    blob.write_bytes(tiny_models["Q8_0"].read_bytes())
    snapshot = tmp_path / "hf" / "models--org--x" / "snapshots" / "0" / "x-Q8_0.gguf"
    snapshot.parent.mkdir(parents=True)
    snapshot.symlink_to(blob)
    lms = tmp_path / "home" / ".lmstudio" / "models" / "pub" / "m"
    lms.mkdir(parents=True)
    (lms / "m-F16.gguf").write_bytes(tiny_models["F16"].read_bytes())
    found = {(m.source, m.path.name): m for m in scan(models)}
    assert set(found) == {("amdchat", "a-Q4_0.gguf"), ("amdchat", "broken.gguf"),
                          ("huggingface", "x-Q8_0.gguf"), ("lmstudio", "m-F16.gguf")}
    q4 = found[("amdchat", "a-Q4_0.gguf")]
    assert q4.summary is not None and q4.summary.quantization == "Q4_0"
    assert q4.summary.architecture == "llama" and q4.summary.context_length == 256
    assert "not a usable GGUF" in found[("amdchat", "broken.gguf")].problem
    assert q4.mmproj == (models / "org--repo" / "mmproj-a-f16.gguf",)  # its vision add-on
    assert found[("amdchat", "broken.gguf")].mmproj == ()
    imported = import_model(tiny_models["F16"], models)
    assert imported.read_bytes() == tiny_models["F16"].read_bytes()
    with pytest.raises(PermissionError):
        delete_model(found[("lmstudio", "m-F16.gguf")], models)
    delete_model(q4, models)
    assert not q4.path.exists()


def run_models(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", "models", *args],
                          capture_output=True, text=True, timeout=120, env=dict(os.environ))


def test_models_cli(repo: HubRepo, tiny_models: dict[str, Path]) -> None:
    search = run_models("search", "tiny", "--json")
    assert search.returncode == 0, search.stderr
    assert json.loads(search.stdout)[0]["repo_id"] == REPO
    files = json.loads(run_models("files", REPO, "--json").stdout)
    assert [f["name"] for f in files] == ["Q4_0", "F16"]
    assert files[0]["sha256"][0] == api.repo_files(REPO).quants[0].files[0].sha256
    download = run_models("download", REPO, "Q4_0")
    assert download.returncode == 0, download.stderr
    path = Path(download.stdout.strip().splitlines()[-1])
    assert path.read_bytes() == tiny_models["Q4_0"].read_bytes()
    listed = json.loads(run_models("list", "--json").stdout)
    assert any(m["path"] == str(path) and m["quantization"] == "Q4_0" for m in listed)
    missing = run_models("download", REPO, "Q9_9")
    assert missing.returncode != 0 and "has no Q9_9" in missing.stderr


# -- every field of every item is checked; a bad item is dropped with its reason -----------

def _good_item(item_id: int, repo_id: str = REPO) -> dict[str, object]:
    return {"id": item_id, "repo_id": repo_id, "quant_name": "Q4_0", "state": "paused",
            "done": 0, "error": "", "error_kind": "", "path": "", "folder": "",
            "files": [{"path": "tiny-llama-Q4_0.gguf", "size": 1000, "sha256": ""}]}


@pytest.mark.parametrize("change, reason", [
    ({"repo_id": "../../etc"}, "not a repository name"),
    ({"repo_id": "org/.."}, "not a repository name"),
    ({"repo_id": None}, "no repository name"),
    ({"files": None}, "no list of files"),
    ({"files": []}, "no list of files"),
    ({"files": [{"path": "../../../etc/passwd", "size": 1}]}, "refusing the file name"),
    ({"files": [{"path": "/etc/passwd", "size": 1}]}, "refusing the file name"),
    ({"files": [{"path": "a.gguf", "size": "big"}]}, "size 'big'"),
    ({"files": [{"path": "a.gguf", "size": -5}]}, "size -5"),
    ({"files": [{"path": "a.gguf", "size": 1e300}]}, "size"),
    ({"files": [{"path": "a.gguf"}]}, "size None"),
    ({"files": "a.gguf"}, "no list of files"),
    ({"state": "exploded"}, "state"),
    ({"id": "7"}, "id"),
    ({"done": [1]}, "done"),
    ({"error": 5}, "error is not text"),
], ids=lambda v: str(v)[:30])
def test_a_bad_item_is_dropped_with_its_reason_and_the_others_kept(
        tmp_path: Path, change: dict[str, object], reason: str) -> None:
    bad = {**_good_item(2, "someone/other-GGUF"), **change}
    text = json.dumps({"version": 1, "items": [_good_item(1), bad, _good_item(3)],
                       "extra": True})
    (tmp_path / "downloads.json").write_text(text)
    queue = make_queue(tmp_path)
    assert [i.id for i in queue.items] == [1, 3]
    assert reason in queue.load_problem and "could not be read" in queue.load_problem
    kept = list(tmp_path.glob("downloads.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == text and str(kept[0]) in \
        queue.load_problem
    again = make_queue(tmp_path)  # the good items were written back; told once
    assert again.load_problem == "" and [i.id for i in again.items] == [1, 3]


@pytest.mark.parametrize("text", [
    '{"version": 1, "items": null}', '{"version": 1, "items": {"1": {}}}', '[1, 2]',
    '"items"', '[' * 100_000 + ']' * 100_000])
def test_a_list_of_the_wrong_shape_is_kept_aside_whole(tmp_path: Path, text: str) -> None:
    (tmp_path / "downloads.json").write_text(text)
    queue = make_queue(tmp_path)
    assert queue.items == [] and "could not be read" in queue.load_problem
    assert [p.read_text() for p in tmp_path.glob("downloads.json.corrupt-*")] == [text]


def test_an_item_from_an_older_list_with_unknown_fields_is_kept(tmp_path: Path) -> None:
    (tmp_path / "downloads.json").write_text(json.dumps({"version": 1, "items": [
        {**_good_item(4), "speed": 3.5, "from_the_future": [1]}]}))
    queue = make_queue(tmp_path)
    assert queue.load_problem == "" and [i.id for i in queue.items] == [4]


def test_odd_entries_in_a_models_folder_are_listed_with_a_reason(
        tmp_path: Path, tiny_models: dict[str, Path], amdchat_home: Path) -> None:
    """Symlink loops, a dangling link, a FIFO: each is one listed problem; the list stands,
    and `models list` prints it under a strict UTF-8 stdout, names that are not UTF-8 too."""
    models = amdchat_home / "data" / "models"
    models.mkdir(parents=True)
    good = models / "good-Q4_0.gguf"
    good.write_bytes(tiny_models["Q4_0"].read_bytes())
    (models / "self.gguf").symlink_to("self.gguf")
    (models / "ping.gguf").symlink_to("pong.gguf")
    (models / "pong.gguf").symlink_to("ping.gguf")
    (models / "gone.gguf").symlink_to("nowhere.gguf")
    os.mkfifo(models / "pipe.gguf")
    (models / "loop").mkdir()
    (models / "loop" / "up").symlink_to("..")  # a folder loop
    latin1 = Path(os.fsdecode(bytes(models) + b"/caf\xe9-Q4_0.gguf"))
    latin1.write_bytes(tiny_models["Q4_0"].read_bytes())

    found = {m.path.name: m for m in scan(models)}
    assert found["good-Q4_0.gguf"].summary is not None
    assert found[latin1.name].summary is not None
    for name in ("self.gguf", "ping.gguf", "pong.gguf"):
        assert "leads back to itself" in found[name].problem
    assert "does not exist" in found["gone.gguf"].problem
    assert "not a regular file but a pipe (FIFO)" in found["pipe.gguf"].problem

    listed = subprocess.run([sys.executable, "-m", "amdchat", "models", "list"],
                            capture_output=True, timeout=120,
                            env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"})
    assert listed.returncode == 0, listed.stderr.decode(errors="replace")
    out = listed.stdout.decode("utf-8")
    assert str(good) in out and "caf\ufffd-Q4_0.gguf" in out and "leads back to itself" in out
    as_json = run_models("list", "--json")
    assert as_json.returncode == 0, as_json.stderr
    paths = {m["path"] for m in json.loads(as_json.stdout) if m["problem"] == ""}
    assert paths == {str(good), str(latin1)}  # the exact name, back from JSON
