"""Hostile servers and concurrent writers: nothing corrupted, nothing unbounded,
nothing lost. Against the local Hub emulator, with its limits made small."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from amdchat.hub import api
from amdchat.hub.download import DownloadError, Progress, QuantDownload
from amdchat.hub.filelock import FileBusy, exclusive, lock_path
from amdchat.hub.quants import Quant, RemoteFile, find_quant
from tests.helpers.hub_emulator import Faults, HubEmulator, HubFile, HubRepo

REPO = "someone/tiny-GGUF"
NAME = "tiny-F16.gguf"


@pytest.fixture
def repo(hub: HubEmulator, tiny_models: dict[str, Path]) -> HubRepo:
    return hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"])}))


def f16(no_hash: bool = False) -> Quant:
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    if no_hash:  # a Hub listing that gives no SHA-256 (a file outside LFS)
        quant = Quant(quant.name, [RemoteFile(f.path, f.size, "") for f in quant.files])
    return quant


def job(quant: Quant, models: Path, **kwargs) -> QuantDownload:  # type: ignore[no-untyped-def]
    return QuantDownload(REPO, quant, models, backoff=0.01, stall_timeout=kwargs.pop("stall", 2.0),
                         **kwargs)


# -- one writer per file ----------------------------------------------------------------

def test_two_downloaders_of_one_file_never_write_it_together(
        repo: HubRepo, tmp_path: Path, tiny_models: dict[str, Path]) -> None:
    """The rule: a file is written only under its lock; the second downloader is told."""
    repo.files[NAME].faults = Faults(stall_at=200_000, stall_s=1.5)  # the first one is slow
    quant = f16()
    outcomes: dict[str, object] = {}

    def run(name: str) -> None:
        try:
            outcomes[name] = job(quant, tmp_path).run()
        except DownloadError as exc:
            outcomes[name] = exc

    first = threading.Thread(target=run, args=("first",))
    first.start()
    part = tmp_path / REPO.replace("/", "--") / (NAME + ".part")
    deadline = time.monotonic() + 10
    while not (part.exists() and part.stat().st_size >= 100_000) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert first.is_alive(), "the first download is still writing"
    run("second")  # while the first is still writing
    first.join()
    assert isinstance(outcomes["first"], Path)
    busy = outcomes["second"]
    assert isinstance(busy, DownloadError) and busy.kind == "busy"
    assert "already being downloaded" in str(busy)
    target = outcomes["first"]
    assert target.read_bytes() == tiny_models["F16"].read_bytes()
    assert not part.exists() and not lock_path(target).exists()


def test_a_killed_downloader_leaves_no_lock_behind(repo: HubRepo, tmp_path: Path,
                                                   tiny_models: dict[str, Path]) -> None:
    target = tmp_path / REPO.replace("/", "--") / NAME
    with subprocess.Popen(
            [sys.executable, "-c",
             "import sys, time\nfrom pathlib import Path\n"
             "from amdchat.hub.filelock import exclusive\n"
             "with exclusive(Path(sys.argv[1])):\n    print('held', flush=True)\n"
             "    time.sleep(60)\n", str(target)], stdout=subprocess.PIPE, text=True) as holder:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(FileBusy), exclusive(target):
            pass  # another process holds it
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    assert lock_path(target).exists()  # the file stays, the lock went with the process
    path = job(f16(), tmp_path).run()
    assert path.read_bytes() == tiny_models["F16"].read_bytes()


# -- the file on disk is what is checked --------------------------------------------------

@pytest.mark.parametrize(("damage", "kind"), [("overwrite", "checksum"),
                                              ("append", "size_mismatch")])
def test_the_finished_file_on_disk_is_verified_not_the_bytes_received(
        repo: HubRepo, tmp_path: Path, damage: str, kind: str) -> None:
    """A writer outside the lock (an older amdchat, a sync tool) damages the .part while
    this download runs: the bytes this process received are right, the file is not."""
    part = tmp_path / REPO.replace("/", "--") / (NAME + ".part")

    def meddle(progress: Progress) -> None:
        if progress.done < progress.total:
            return  # the last bytes are in: now, before the check
        with open(part, "r+b" if damage == "overwrite" else "ab") as handle:
            handle.write(b"\xff" * 4096)

    with pytest.raises(DownloadError) as refused:
        job(f16(), tmp_path, on_progress=meddle).run()
    assert refused.value.kind == kind
    assert "will not be loaded" in str(refused.value)
    assert not list(tmp_path.glob("*/*.gguf")), "nothing loadable installed"
    assert len(list((tmp_path / ".rejected").iterdir())) == 1


def test_a_206_with_the_wrong_range_is_refused_even_without_a_hash(
        repo: HubRepo, tmp_path: Path, tiny_models: dict[str, Path]) -> None:
    """Every 206 must start where the file stops; the Hub lists no hash to catch it later."""
    repo.files[NAME].faults = Faults(drop_at=[300_000], shift_range=4096)
    with pytest.raises(DownloadError) as refused:
        job(f16(no_hash=True), tmp_path).run()
    part = tmp_path / REPO.replace("/", "--") / (NAME + ".part")
    kept = part.stat().st_size
    assert 0 < kept <= 300_000
    assert refused.value.kind == "bad_range" and f"from byte {kept:,}" in str(refused.value)
    assert part.read_bytes() == tiny_models["F16"].read_bytes()[:kept], "nothing wrong kept"
    assert not (tmp_path / REPO.replace("/", "--") / NAME).exists()
    repo.files[NAME].faults = Faults()  # the server mends: the download resumes and is right
    path = job(f16(no_hash=True), tmp_path).run()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == hashlib.sha256(
        tiny_models["F16"].read_bytes()).hexdigest()


# -- the remote header read is bounded in memory, bytes and time ----------------------------

GEMMA = "google/gemma-3-270m-GGUF"


def gemma(hub: HubEmulator, model_path: Path, faults: Faults) -> tuple[HubFile, RemoteFile]:
    hub_file = HubFile(model_path, faults)
    hub.add(HubRepo(GEMMA, {"gemma-3-270m-Q4_K_M.gguf": hub_file}))
    return hub_file, api.repo_files(GEMMA).quants[0].files[0]


def test_a_header_answer_that_never_ends_is_cut_at_what_was_asked(
        hub: HubEmulator, tiny_models: dict[str, Path]) -> None:
    """The rule: only the bytes asked for are read; the rest of a body is never taken in."""
    from amdchat.hub.remote_header import read_remote_header

    junk = 200 * 2**20
    hub_file = HubFile(tiny_models["F16"], Faults(junk_after=junk))
    hub.add(HubRepo(REPO, {NAME: hub_file}))
    header = read_remote_header(REPO, f16().files[0])
    assert header.architecture == "llama"
    assert hub_file.sent < 16 * 2**20, "the client hung up long before the junk ended"


def test_a_server_ignoring_range_sends_a_bounded_amount(hub: HubEmulator,
                                                        model_path: Path) -> None:
    from amdchat.hub.remote_header import read_remote_header

    hub_file, remote = gemma(hub, model_path, Faults(ignore_range=True))
    header = read_remote_header(GEMMA, remote)
    assert header.architecture == "gemma3" and len(header.tensors) == 236
    assert hub_file.sent < 48 * 2**20, "a few times the header, not the 253 MB file per MiB"


def test_a_header_past_the_cap_is_refused_clearly(hub: HubEmulator, model_path: Path) -> None:
    from amdchat.gguf.reader import GGUFError
    from amdchat.hub.remote_header import HeaderLimits, read_remote_header

    hub_file, remote = gemma(hub, model_path, Faults())
    with pytest.raises(GGUFError) as refused:
        read_remote_header(GEMMA, remote, limits=HeaderLimits(max_bytes=2 * 2**20))
    assert "no real model's header does" in str(refused.value)
    assert hub_file.sent <= 3 * 2**20


@pytest.mark.parametrize("faults", [Faults(trickle_s=0.05), Faults(silent_s=5.0),
                                    Faults(no_answer_s=5.0)], ids=["trickle", "silent", "mute"])
def test_a_slow_header_read_ends_with_a_message(hub: HubEmulator, tiny_models: dict[str, Path],
                                                faults: Faults) -> None:
    from amdchat.hub.remote_header import HeaderLimits, read_remote_header

    hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"], faults)}))
    began = time.monotonic()
    with pytest.raises(DownloadError) as slow:
        read_remote_header(REPO, f16().files[0],
                           limits=HeaderLimits(read_timeout_s=0.5, deadline_s=1.0))
    assert time.monotonic() - began < 4.0
    assert slow.value.kind == "network" and "header of tiny-F16.gguf" in str(slow.value)


def test_fit_of_a_gated_file_says_what_to_do(hub: HubEmulator, tiny_models: dict[str, Path],
                                             tmp_path: Path) -> None:
    """The listing is public, the file answers 401: a sentence, never a traceback."""
    hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"], Faults(files_gated=True))}))
    env = {**os.environ, "HF_ENDPOINT": hub.url, "AMDCHAT_HOME": str(tmp_path),
           "AMDCHAT_SYSFS_ROOT": str(tmp_path), "HF_TOKEN": ""}
    out = subprocess.run([sys.executable, "-m", "amdchat", "fit", REPO, "F16"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "gated or private" in out.stderr and "access token in Settings" in out.stderr


# -- the Hub's listings are bounded too ------------------------------------------------------

@pytest.fixture
def small_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    from amdchat.hub import http

    # the timeout leaves the emulator time to compress its bomb
    monkeypatch.setattr(http, "LIMITS", http.Limits(timeout_s=4.0, api_max_bytes=2**20,
                                                    api_deadline_s=1.0))


def test_a_listing_compressed_as_a_bomb_is_refused_at_the_cap(
        hub: HubEmulator, tiny_models: dict[str, Path], small_limits: None) -> None:
    """The rule: the decoded answer is what is counted, and it stops at the cap."""
    hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"])}, listing_fault="bomb"))
    with pytest.raises(api.HubError) as refused:
        api.repo_files(REPO)
    assert refused.value.kind == "server" and "goes on past 1 MiB" in str(refused.value)


@pytest.mark.parametrize("fault", ["trickle", "silent"])
def test_a_slow_listing_ends_with_a_message(hub: HubEmulator, tiny_models: dict[str, Path],
                                            monkeypatch: pytest.MonkeyPatch, fault: str) -> None:
    """A listing that trickles or stops mid-answer ends, said, within the limits (a Hub
    that never answers is retried by huggingface_hub itself first: bounded, but slow)."""
    from amdchat.hub import http

    monkeypatch.setattr(http, "LIMITS", http.Limits(timeout_s=0.5, api_deadline_s=1.0))
    hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"])}, listing_fault=fault))
    began = time.monotonic()
    with pytest.raises(api.HubError) as slow:
        api.repo_files(REPO)
    assert time.monotonic() - began < 4.0
    assert "try again" in str(slow.value)
    expected = "came too slowly" if fault == "trickle" else "then nothing for 0.5 s"
    assert expected in str(slow.value)


def test_quick_answers_ask_once_and_say_the_network_error(
        hub: HubEmulator, tiny_models: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """The start page's look-ups: a Hub that drops the connection (or does not answer) is
    asked once, not five more times by huggingface_hub's backoff; other threads keep it."""
    from amdchat.hub import http

    monkeypatch.setattr(http, "LIMITS", http.Limits(quick_timeout_s=0.5))
    hub.add(HubRepo(REPO, {NAME: HubFile(tiny_models["F16"])}, listing_fault="drop"))
    hub.add(HubRepo("someone/mute-GGUF", {NAME: HubFile(tiny_models["F16"])},
                    listing_fault="mute"))
    with http.quick_answers(), pytest.raises(api.HubError) as dropped:
        api.repo_files(REPO)
    assert dropped.value.kind == "network"
    assert dropped.value.reason == ("RemoteProtocolError: Server disconnected without sending "
                                    "a response.")
    assert str(dropped.value).startswith("could not reach the Hub (RemoteProtocolError: ")
    with http.quick_answers(), pytest.raises(api.HubError) as mute:
        api.repo_files("someone/mute-GGUF")
    assert mute.value.kind == "network" and mute.value.reason == "no answer in time (ReadTimeout)"
    assert [r.split("?")[0] for r in hub.requests] == [
        f"GET /api/models/{REPO}/tree/main", "GET /api/models/someone/mute-GGUF/tree/main"]
    seen: list[bool] = []  # the quick way is this thread's alone: a download elsewhere retries
    with http.quick_answers():
        other = threading.Thread(target=lambda: seen.append(getattr(http._quick, "on", False)))
        other.start()
        other.join()
    assert seen == [False] and not getattr(http._quick, "on", False)


# -- a download that gets nothing says so, and ends --------------------------------------------

@pytest.mark.parametrize("faults", [Faults(silent_s=3.0), Faults(no_answer_s=3.0)],
                         ids=["headers-then-nothing", "no-headers"])
def test_a_download_that_gets_nothing_says_so_and_ends(
        repo: HubRepo, tmp_path: Path, faults: Faults) -> None:
    repo.files[NAME].faults = faults
    notices: list[str] = []
    began = time.monotonic()
    with pytest.raises(DownloadError) as failed:
        job(f16(), tmp_path, stall=0.3, on_notice=notices.append).run()
    assert time.monotonic() - began < 6.0
    assert failed.value.kind == "network"
    assert "no byte from the server for 0.3 s" in str(failed.value)
    assert len(notices) == 5 and all("no byte from the server" in n for n in notices)
    assert "trying again" in notices[0]


# -- odd listings: a sentence, never a traceback ----------------------------------------------

@pytest.mark.parametrize(("name", "listed_size", "said"), [
    (NAME, 0, "with a size of 0 bytes"),
    (NAME, -1, "with a size of -1 bytes"),
    ("x" * 250 + "-F16.gguf", None, "more than the 255 a file name can have on disk"),
], ids=["size-0", "size-minus-1", "long-name"])
def test_odd_listings_are_refused_with_a_sentence(
        hub: HubEmulator, tiny_models: dict[str, Path], tmp_path: Path, name: str,
        listed_size: int | None, said: str) -> None:
    hub.add(HubRepo(REPO, {name: HubFile(tiny_models["F16"], Faults(listed_size=listed_size))}))
    env = {**os.environ, "HF_ENDPOINT": hub.url, "AMDCHAT_HOME": str(tmp_path), "HF_TOKEN": ""}
    out = subprocess.run([sys.executable, "-m", "amdchat", "models", "download", REPO, "F16"],
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert said in out.stderr
    assert not list(tmp_path.rglob("*.gguf*")), "nothing written"
