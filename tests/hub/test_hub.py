"""Search, quantization listing and downloads through the real huggingface_hub
client, against the local Hub emulator, with faults injected."""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import pytest

from amdchat.hub import api
from amdchat.hub.download import DownloadError, QuantDownload, check_disk_space
from amdchat.hub.quants import Quant, RemoteFile, find_quant, group_quants, quant_name
from amdchat.hub.safepath import UnsafePath, safe_join
from tests.helpers.hub_emulator import Faults, HubEmulator, HubFile, HubRepo

REPO = "unsloth/tiny-llama-GGUF"


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def tiny_repo(hub: HubEmulator, tiny_models: dict[str, Path]) -> HubRepo:
    q8 = tiny_models["Q8_0"].read_bytes()
    third = len(q8) // 3 + 1
    files = {
        "tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"]),
        "tiny-llama-F16.gguf": HubFile(tiny_models["F16"]),
        # a split GGUF, in a folder per quant, as the big repos do it
        **{f"Q8_0/tiny-llama-Q8_0-0000{i + 1}-of-00003.gguf": HubFile(q8[i * third:(i + 1) * third])
           for i in range(3)},
        "mmproj-tiny-llama-F16.gguf": HubFile(b"GGUF" + b"\0" * 1000),
        "README.md": HubFile(b"# tiny llama\n"),
        "config.json": HubFile(b"{}"),
    }
    return hub.add(HubRepo(REPO, files, downloads=1234, likes=56, architecture="llama",
                           parameters=1_100_000))


def test_search_lists_gguf_repos_with_their_facts(hub: HubEmulator, tiny_repo: HubRepo) -> None:
    hub.add(HubRepo("bartowski/Qwen3-8B-GGUF", {}, downloads=99999, likes=3,
                    architecture="qwen3", license="mit", last_modified="2026-11-20T00:00:00.000Z"))
    hub.add(HubRepo("someone/unrelated", {}, downloads=5))
    found = api.search("gguf", sort="downloads")
    assert [r.repo_id for r in found] == ["bartowski/Qwen3-8B-GGUF", REPO]
    qwen = found[0]
    assert (qwen.author, qwen.downloads, qwen.likes, qwen.license, qwen.architecture) == (
        "bartowski", 99999, 3, "mit", "qwen3")
    assert qwen.last_modified is not None and qwen.last_modified.year == 2026
    assert next(r.repo_id for r in api.search("gguf", sort="likes")) == REPO
    assert next(r.repo_id for r in api.search("gguf", sort="recent")) == "bartowski/Qwen3-8B-GGUF"


def test_repo_files_one_row_per_quant(tiny_repo: HubRepo, tiny_models: dict[str, Path]) -> None:
    files = api.repo_files(REPO)
    names = [q.name for q in files.quants]
    assert names == ["Q4_0", "Q8_0", "F16"]  # by size
    q8 = find_quant(files.quants, "q8_0")
    assert q8 is not None and q8.split and len(q8.files) == 3
    assert q8.total_size == tiny_models["Q8_0"].stat().st_size
    assert [q.name for q in files.mmproj] == ["F16"] and files.mmproj[0].is_mmproj
    q4 = find_quant(files.quants, "Q4_0")
    assert q4 is not None and q4.files[0].sha256 == sha(tiny_models["Q4_0"])


@pytest.mark.parametrize(("name", "quant"), [
    ("Llama-3.2-3B-Instruct-Q4_K_M.gguf", "Q4_K_M"),
    ("Qwen3-30B-A3B-UD-Q4_K_XL.gguf", "UD-Q4_K_XL"),
    ("model.IQ3_XXS.gguf", "IQ3_XXS"),
    ("gemma-3-27b-it-bf16-00001-of-00002.gguf", "BF16"),
    ("Q5_K_S/DeepSeek-R1-Q5_K_S-00002-of-00009.gguf", "Q5_K_S"),
    ("gpt-oss-20b-MXFP4.gguf", "MXFP4"),
    ("phi-4-fp16.gguf", "F16"),
    ("ggml-model-q8_0.gguf", "Q8_0"),
    ("BitNet-b1.58-2B-TQ1_0.gguf", "TQ1_0"),
])
def test_quant_names(name: str, quant: str) -> None:
    assert quant_name(name) == quant


def test_grouping_skips_non_gguf_and_keeps_two_models_apart() -> None:
    quants, mmproj = group_quants([
        RemoteFile("a-Q4_K_M.gguf", 10), RemoteFile("b-Q4_K_M.gguf", 20),
        RemoteFile("weights.safetensors", 5), RemoteFile("mmproj-model-f16.gguf", 3),
    ])
    assert [q.name for q in quants] == ["a-Q4_K_M", "b-Q4_K_M"]
    assert len(mmproj) == 1


@pytest.mark.parametrize("bad", ["../evil.gguf", "/etc/passwd", "C:/x.gguf", "a/../../b.gguf",
                                 "a\\..\\b.gguf", ""])
def test_names_from_the_hub_never_escape_the_models_folder(tmp_path: Path, bad: str) -> None:
    with pytest.raises(UnsafePath):
        safe_join(tmp_path, bad)
    assert safe_join(tmp_path, "Q8_0/x.gguf") == tmp_path / "Q8_0" / "x.gguf"


def download(quant: Quant, models: Path, **kwargs) -> tuple[Path, QuantDownload]:
    job = QuantDownload(REPO, quant, models, backoff=0.01, stall_timeout=kwargs.pop("stall", 2.0),
                        **kwargs)
    return job.run(), job


def test_split_quant_downloads_byte_identical(tiny_repo: HubRepo, tmp_path: Path,
                                              tiny_models: dict[str, Path]) -> None:
    quant = find_quant(api.repo_files(REPO).quants, "Q8_0")
    assert quant is not None
    first, job = download(quant, tmp_path)
    parts = sorted(first.parent.glob("*.gguf"))
    assert len(parts) == 3 and not list(first.parent.glob("*.part"))
    assert b"".join(p.read_bytes() for p in parts) == tiny_models["Q8_0"].read_bytes()
    assert job.fetched == quant.total_size


@pytest.mark.parametrize(("faults", "body_requests"), [
    (Faults(drop_at=[100_000, 400_000, 700_000]), 4),
    (Faults(stall_at=300_000, stall_s=4.0), 2),
    (Faults(errors_5xx=2), 1),
])
def test_faults_are_survived_without_refetching(tiny_repo: HubRepo, tmp_path: Path,
                                                tiny_models: dict[str, Path],
                                                faults: Faults, body_requests: int) -> None:
    hub_file = tiny_repo.files["tiny-llama-F16.gguf"]
    hub_file.faults = faults
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    path, job = download(quant, tmp_path, stall=1.0)
    assert path.read_bytes() == tiny_models["F16"].read_bytes()
    size = tiny_models["F16"].stat().st_size
    assert job.fetched == size, "every byte received once"
    starts = hub_file.starts
    assert len(starts) == body_requests
    assert starts == sorted(set(starts)), "each retry resumes further on"


def test_resume_after_pause_fetches_only_the_rest(tiny_repo: HubRepo, tmp_path: Path,
                                                  tiny_models: dict[str, Path]) -> None:
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    size = quant.total_size
    seen = {"done": 0}

    def pause_halfway() -> str | None:
        return "pause" if seen["done"] >= size // 2 else None

    def progress(p) -> None:  # type: ignore[no-untyped-def]
        seen["done"] = p.done

    with pytest.raises(DownloadError) as paused:
        download(quant, tmp_path, on_progress=progress, should_stop=pause_halfway)
    assert paused.value.kind == "paused"
    part = next(tmp_path.rglob("*.part"))
    kept = part.stat().st_size
    assert size // 2 <= kept < size
    path, job = download(quant, tmp_path)
    assert path.read_bytes() == tiny_models["F16"].read_bytes()
    assert job.fetched == size - kept


def test_a_server_that_ignores_range_still_gives_a_correct_file(
        tiny_repo: HubRepo, tmp_path: Path, tiny_models: dict[str, Path]) -> None:
    hub_file = tiny_repo.files["tiny-llama-F16.gguf"]
    hub_file.faults = Faults(drop_at=[300_000], ignore_range=True)
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    path, _job = download(quant, tmp_path)
    assert path.read_bytes() == tiny_models["F16"].read_bytes()  # hash restarted with the file


def test_cancel_deletes_the_partial_file(tiny_repo: HubRepo, tmp_path: Path) -> None:
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    with pytest.raises(DownloadError) as cancelled:
        download(quant, tmp_path, should_stop=lambda: "cancel")
    assert cancelled.value.kind == "cancelled"
    assert not list(tmp_path.rglob("*.part")) and not list(tmp_path.rglob("*.gguf"))


def test_wrong_sha256_is_refused_and_kept_aside(tiny_repo: HubRepo, tmp_path: Path) -> None:
    tiny_repo.files["tiny-llama-Q4_0.gguf"].faults.listed_sha256 = "0" * 64
    quant = find_quant(api.repo_files(REPO).quants, "Q4_0")
    assert quant is not None
    with pytest.raises(DownloadError) as bad:
        download(quant, tmp_path)
    assert bad.value.kind == "checksum" and "SHA-256" in str(bad.value)
    assert not list(tmp_path.glob("*/*.gguf"))  # nothing loadable left
    assert len(list((tmp_path / ".rejected").iterdir())) == 1


def test_server_lying_about_sizes_is_caught(tiny_repo: HubRepo, tmp_path: Path) -> None:
    longer = tiny_repo.files["tiny-llama-Q4_0.gguf"]
    longer.faults.send_extra = b"x" * 5000
    quant = find_quant(api.repo_files(REPO).quants, "Q4_0")
    assert quant is not None
    with pytest.raises(DownloadError) as extra:
        download(quant, tmp_path)
    assert extra.value.kind == "size_mismatch"
    shorter = tiny_repo.files["tiny-llama-F16.gguf"]
    shorter.faults.listed_size = shorter.size + 10_000  # the tree promises more than exists
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    with pytest.raises(DownloadError) as short:
        download(quant, tmp_path)
    assert short.value.kind == "size_mismatch"


def test_gated_repo_asks_for_a_token(hub: HubEmulator, tiny_models: dict[str, Path],
                                     tmp_path: Path) -> None:
    hub.add(HubRepo("meta/gated-GGUF", {"m-Q4_0.gguf": HubFile(tiny_models["Q4_0"])},
                    gated=True, token="hf_right"))
    with pytest.raises(api.HubError) as refused:
        api.repo_files("meta/gated-GGUF")
    assert refused.value.kind == "auth" and "token" in str(refused.value)
    with pytest.raises(api.HubError):
        api.repo_files("meta/gated-GGUF", token="hf_wrong")
    files = api.repo_files("meta/gated-GGUF", token="hf_right")
    job = QuantDownload("meta/gated-GGUF", files.quants[0], tmp_path, token="hf_wrong")
    with pytest.raises(DownloadError) as denied:
        job.run()
    assert denied.value.kind == "auth"
    path = QuantDownload("meta/gated-GGUF", files.quants[0], tmp_path, token="hf_right").run()
    assert path.read_bytes() == tiny_models["Q4_0"].read_bytes()


def test_not_enough_disk_space_says_how_much_is_missing(tmp_path: Path) -> None:
    huge = Quant("Q8_0", [RemoteFile("huge-Q8_0.gguf", 10**15)])
    with pytest.raises(DownloadError) as full:
        check_disk_space(tmp_path, REPO, huge)
    assert full.value.kind == "disk_full" and "missing" in str(full.value)


def test_missing_repo_is_a_clear_error(hub: HubEmulator) -> None:
    with pytest.raises(api.HubError) as missing:
        api.repo_files("nobody/nothing")
    assert missing.value.kind in ("not_found", "auth")


def test_unreachable_hub_is_a_network_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")
    with pytest.raises(api.HubError) as down:
        api.search("x")
    assert down.value.kind == "network"


def test_two_downloads_at_once(tiny_repo: HubRepo, tmp_path: Path,
                               tiny_models: dict[str, Path]) -> None:
    files = api.repo_files(REPO)
    results: dict[str, bytes] = {}

    def run(name: str) -> None:
        quant = find_quant(files.quants, name)
        assert quant is not None
        results[name] = QuantDownload(REPO, quant, tmp_path).run().read_bytes()

    threads = [threading.Thread(target=run, args=(n,)) for n in ("Q4_0", "F16")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {n: tiny_models[n].read_bytes() for n in ("Q4_0", "F16")}


def test_header_is_read_remotely_with_ranges(hub: HubEmulator, model_path: Path) -> None:
    from amdchat.hub.remote_header import read_remote_header

    hub_file = HubFile(model_path)
    hub.add(HubRepo("google/gemma-3-270m-GGUF", {"gemma-3-270m-Q4_K_M.gguf": hub_file}))
    quant = api.repo_files("google/gemma-3-270m-GGUF").quants[0]
    header = read_remote_header("google/gemma-3-270m-GGUF", quant.files[0])
    assert header.architecture == "gemma3" and header.block_count == 18
    assert len(header.tensors) == 236 and header.data_end == model_path.stat().st_size
    assert hub_file.sent < 12 * 1024 * 1024, "a few MB of a 253 MB file"


def test_a_full_disk_stops_the_download_with_a_clear_message(tiny_repo: HubRepo,
                                                             tmp_path: Path) -> None:
    quant = find_quant(api.repo_files(REPO).quants, "F16")
    assert quant is not None
    part = tmp_path / REPO.replace("/", "--") / "tiny-llama-F16.gguf.part"
    part.parent.mkdir(parents=True)
    part.symlink_to("/dev/full")  # the kernel's always-full device: writes fail with ENOSPC
    with pytest.raises(DownloadError) as full:
        download(quant, tmp_path)
    assert full.value.kind == "disk_full" and "free some space" in str(full.value)
