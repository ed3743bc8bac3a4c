"""Downloads a quantization (one or several files), robustly.

Bytes go to ``<file>.part``. A dropped or stalled connection is retried with
backoff from where it stopped (an HTTP Range request), so a resumed download
never fetches again what it already has; every 206 answer's Content-Range
must start where the file stops, or nothing of it is written. Free disk space
is checked first. One writer per file: each file is written only while its
lock is held (amdchat.hub.filelock), and a second downloader is told it is
already being downloaded. What is checked is the file on disk, not the bytes
this process received: its size, then the SHA-256 of the whole file against
the one the Hub gives for LFS files; a file that does not match is moved
aside, never loaded. Pause keeps the .part files; cancel deletes them.

The HTTP client is huggingface_hub's own session (``get_session()``), so
HF_ENDPOINT, proxies and the token work as they do for the rest of the Hub
code, and amdchat needs no HTTP package of its own: the session is an httpx
client in huggingface_hub 1.x and an httpx2 one in 2.x, and this module uses
only what both share (``stream``, a 4-tuple timeout, ``iter_bytes``).
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from amdchat.hub.filelock import FileBusy, discard_part, exclusive, unwritable_text
from amdchat.hub.quants import Quant, RemoteFile
from amdchat.hub.safepath import UnsafePath, repo_folder_name, safe_join
from amdchat.units import MIB, format_gib

CONNECT_TIMEOUT_S = 30.0  # also for sending the request and waiting for a pooled connection
CHUNK = 1 << 20  # for hashing files on disk
NET_CHUNK = 64 * 1024  # small enough that a dropped connection loses little
DISK_MARGIN = 64 * MIB  # keep a little room free beyond the download itself
MAX_ATTEMPTS_WITHOUT_PROGRESS = 6


class DownloadError(Exception):
    """kind: auth, not_found, disk_full, checksum, size_mismatch, bad_range, busy, network,
    unsafe_path, paused, cancelled."""

    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)


@dataclass
class Progress:
    done: int
    total: int
    speed: float  # bytes per second, over the last few seconds
    file_index: int
    file_count: int

    @property
    def eta_s(self) -> float | None:
        return (self.total - self.done) / self.speed if self.speed > 0 else None


StopCheck = Callable[[], str | None]  # returns "pause", "cancel" or None


def endpoint() -> str:
    return (os.environ.get("HF_ENDPOINT") or "https://huggingface.co").rstrip("/")


def resolve_url(repo_id: str, path: str, revision: str = "main") -> str:
    return f"{endpoint()}/{repo_id}/resolve/{quote(revision, safe='')}/{quote(path)}"


def quant_folder(models_dir: Path, repo_id: str) -> Path:
    return models_dir / repo_folder_name(repo_id)


def local_paths(models_dir: Path, repo_id: str, quant: Quant) -> list[Path]:
    folder = quant_folder(models_dir, repo_id)
    return [safe_join(folder, f.path) for f in quant.files]


def bytes_on_disk(models_dir: Path, repo_id: str, quant: Quant) -> int:
    """What a download of ``quant`` already has, finished or in .part files."""
    total = 0
    for path in local_paths(models_dir, repo_id, quant):
        part = path.with_name(path.name + ".part")
        if path.exists():
            total += path.stat().st_size
        elif part.exists():
            total += part.stat().st_size
    return total


def check_disk_space(models_dir: Path, repo_id: str, quant: Quant) -> None:
    needed = quant.total_size - bytes_on_disk(models_dir, repo_id, quant)
    probe = models_dir
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    free = shutil.disk_usage(probe).free
    if needed + DISK_MARGIN > free:
        raise DownloadError("disk_full", (
            f"{quant.name} needs {format_gib(needed)} more on disk, but only {format_gib(free)} "
            f"is free in {models_dir} ({format_gib(needed + DISK_MARGIN - free)} missing). Free "
            "up space, or choose another models folder in Settings."))


class _Speed:
    """Bytes per second over a sliding window of a few seconds."""

    def __init__(self, window_s: float = 3.0) -> None:
        self.window_s = window_s
        self.points: list[tuple[float, int]] = []

    def add(self, done: int) -> float:
        now = time.monotonic()
        self.points.append((now, done))
        while len(self.points) > 2 and self.points[0][0] < now - self.window_s:
            self.points.pop(0)
        (t0, d0), (t1, d1) = self.points[0], self.points[-1]
        return (d1 - d0) / (t1 - t0) if t1 > t0 else 0.0


class QuantDownload:
    """One quantization's download; ``run()`` blocks until done, paused or failed."""

    def __init__(self, repo_id: str, quant: Quant, models_dir: Path, token: str | None = None,
                 on_progress: Callable[[Progress], None] | None = None,
                 should_stop: StopCheck | None = None, stall_timeout: float = 20.0,
                 backoff: float = 0.5, revision: str = "main", lock_wait_s: float = 0.0,
                 on_notice: Callable[[str], None] | None = None) -> None:
        self.repo_id = repo_id
        self.quant = quant
        self.models_dir = models_dir
        self.token = token
        self.on_progress = on_progress or (lambda _p: None)
        self.should_stop = should_stop or (lambda: None)
        self.stall_timeout = stall_timeout
        self.backoff = backoff
        self.revision = revision
        self.lock_wait_s = lock_wait_s  # how long to wait for another download of a file
        self.on_notice = on_notice or (lambda _s: None)  # a sentence on each retry
        self.fetched = 0  # bytes received over the network in this run
        self._speed = _Speed()
        self._done_before = 0
        self._current: Path | None = None  # the file being written, its lock held

    def run(self) -> Path:
        try:
            targets = local_paths(self.models_dir, self.repo_id, self.quant)
        except UnsafePath as exc:
            raise DownloadError("unsafe_path", str(exc)) from exc
        for remote in self.quant.files:
            if remote.size <= 0:
                raise DownloadError("size_mismatch", (
                    f"the Hub lists {remote.path} with a size of {remote.size} bytes, which no "
                    "model file has: its listing is damaged. Nothing was downloaded; try again "
                    "later, or pick another quantization."))
        check_disk_space(self.models_dir, self.repo_id, self.quant)
        total = self.quant.total_size
        for index, (remote, target) in enumerate(zip(self.quant.files, targets, strict=True)):
            if not _installed(target, remote):
                try:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    with exclusive(target, self.lock_wait_s, self._check_stop):
                        if not _installed(target, remote):  # finished while we waited
                            self._current = target
                            self._download_file(remote, target, index, total)
                except FileBusy:
                    raise DownloadError("busy", (
                        f"{remote.path} is already being downloaded into {target.parent}, by "
                        "another amdchat window or command. Let that one finish (or pause it), "
                        "then try again: nothing was written twice.")) from None
                except OSError as exc:  # the folder, the lock file, the .part: the disk's
                    raise DownloadError("disk", unwritable_text(exc, target)) from exc
                finally:
                    self._current = None
            self._done_before += remote.size
        return targets[0]

    # -- one file ---------------------------------------------------------------
    def _download_file(self, remote: RemoteFile, target: Path, index: int, total: int) -> None:
        part = target.with_name(target.name + ".part")
        if part.exists() and part.stat().st_size > remote.size:
            part.unlink()  # more than the file can hold: start again
        offset = part.stat().st_size if part.exists() else 0
        failures = 0
        while offset < remote.size:
            before = offset
            try:
                offset = self._fetch(remote, part, offset, index, total)
            except DownloadError:
                raise
            except Exception as exc:  # the network: dropped, stalled, refused
                # resume right after the last byte written
                offset = part.stat().st_size if part.exists() else 0
                failures = 0 if offset > before else failures + 1
                why = self._why(exc)
                if failures >= MAX_ATTEMPTS_WITHOUT_PROGRESS:
                    raise DownloadError("network", (
                        f"the download of {remote.path} keeps failing ({why}, "
                        f"{failures} times in a row). What arrived is kept; resume it later."
                    )) from exc
                self.on_notice(f"{remote.path}: {why}; trying again from byte {offset:,} "
                               f"({failures} of {MAX_ATTEMPTS_WITHOUT_PROGRESS - 1} retries)")
                self._sleep_backoff(failures)
                continue
            if offset == before:  # the server ended the body early without an error
                failures += 1
                if failures >= MAX_ATTEMPTS_WITHOUT_PROGRESS:
                    raise DownloadError("size_mismatch", (
                        f"the server sends {remote.path} shorter than the {remote.size:,} bytes "
                        "it announced. What arrived is kept; try again later."))
                self._sleep_backoff(failures)
            else:
                failures = 0
        self._verify_and_finish(remote, part, target)

    def _why(self, exc: Exception) -> str:
        from amdchat.hub.http import httpx

        if isinstance(exc, httpx.TimeoutException):  # headers or bytes that never came
            return f"no byte from the server for {self.stall_timeout:g} s"
        return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__

    def _sleep_backoff(self, failures: int) -> None:
        delay = min(self.backoff * (2 ** max(failures - 1, 0)), 30.0)
        deadline = time.monotonic() + delay
        while time.monotonic() < deadline:
            self._check_stop()
            time.sleep(min(0.05, delay))

    def _check_stop(self) -> None:
        reason = self.should_stop()
        if reason == "cancel":
            for path in local_paths(self.models_dir, self.repo_id, self.quant):
                if path == self._current:  # ours: its lock is held by this download
                    path.with_name(path.name + ".part").unlink(missing_ok=True)
                else:  # another download's, if one is writing it now: left to it
                    discard_part(path)
            raise DownloadError("cancelled", f"the download of {self.quant.name} was cancelled")
        if reason == "pause":
            raise DownloadError("paused", f"the download of {self.quant.name} is paused")

    def _fetch(self, remote: RemoteFile, part: Path, offset: int, index: int, total: int) -> int:
        """One HTTP request from ``offset``; returns the new offset."""
        from huggingface_hub.utils import build_hf_headers, get_session

        from amdchat.hub.http import install

        install()

        headers = build_hf_headers(token=self.token or False)
        if offset:
            headers["Range"] = f"bytes={offset}-"
        # (connect, read, write, pool): a read that waits longer than stall_timeout is a
        # stall, and the connection is dropped and resumed
        timeout = (CONNECT_TIMEOUT_S, self.stall_timeout, CONNECT_TIMEOUT_S, CONNECT_TIMEOUT_S)
        url = resolve_url(self.repo_id, remote.path, self.revision)
        with get_session().stream("GET", url, headers=headers, timeout=timeout,
                                  follow_redirects=True) as response:
            self._raise_for_status(response.status_code, remote)
            if response.status_code == 206:
                self._check_range(response.headers.get("Content-Range"), offset, remote)
            elif offset:  # 200: the server ignored Range and sends the whole file
                offset = 0
                part.unlink(missing_ok=True)
            mode = "ab" if offset else "wb"
            try:
                handle = open(part, mode)  # noqa: SIM115 - closed by the with below
            except OSError as exc:  # not the network's: never retried as if it were
                raise DownloadError("disk", unwritable_text(exc, part)) from exc
            with handle:
                for block in response.iter_bytes(NET_CHUNK):
                    self._check_stop()
                    if offset + len(block) > remote.size:
                        part.unlink(missing_ok=True)
                        raise DownloadError("size_mismatch", (
                            f"the server sent more of {remote.path} than the {remote.size:,} "
                            "bytes the Hub lists: refusing the file."))
                    try:
                        handle.write(block)
                        handle.flush()  # a full disk shows here, not at close
                    except OSError as exc:
                        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                            raise DownloadError("disk_full", (
                                f"the disk filled up while downloading {remote.path} ({exc}). "
                                "What arrived is kept; free some space and resume.")) from exc
                        raise DownloadError("disk", f"writing {part} failed: {exc}") from exc
                    offset += len(block)
                    self.fetched += len(block)
                    done = self._done_before + offset
                    self.on_progress(Progress(done, total, self._speed.add(done), index,
                                              len(self.quant.files)))
        return offset

    def _raise_for_status(self, status: int, remote: RemoteFile) -> None:
        if status in (200, 206):
            return
        if status in (401, 403):
            raise DownloadError("auth", (
                f"the Hub refused {self.repo_id} ({status}): the repo is gated or private. "
                "Accept its terms on huggingface.co and add an access token in Settings."))
        if status == 404:
            raise DownloadError("not_found", f"{remote.path} is no longer in {self.repo_id}.")
        if status == 416:
            raise DownloadError("size_mismatch", (
                f"the server has less of {remote.path} than the Hub lists."))
        raise ConnectionError(f"HTTP {status}")  # 5xx and the like: retried

    def _check_range(self, header: str | None, offset: int, remote: RemoteFile) -> None:
        """A 206 must carry the bytes from ``offset`` of this file, and say so."""
        match = re.fullmatch(r"bytes (\d+)-(\d+)/(\d+|\*)", (header or "").strip())
        if (match and int(match[1]) == offset and int(match[2]) < remote.size
                and match[3] in ("*", str(remote.size))):
            return
        said = f"'{header}'" if header else "no Content-Range at all"
        raise DownloadError("bad_range", (
            f"the server answered the request for {remote.path} from byte {offset:,} with "
            f"{said}, not the part of the {remote.size:,}-byte file that was asked for. Nothing "
            "of that answer was written and what arrived before is kept; try again later."))

    def _verify_and_finish(self, remote: RemoteFile, part: Path, target: Path) -> None:
        """The file on disk, whoever wrote it: its size first, then its SHA-256."""
        size = part.stat().st_size
        if size != remote.size:
            kept = self._reject(part, target)
            raise DownloadError("size_mismatch", (
                f"{remote.path} came out at {size:,} bytes on disk, not the {remote.size:,} the "
                f"Hub lists: it was damaged while downloading. It was moved to {kept} and will "
                "not be loaded; download it again."))
        if remote.sha256 and file_sha256(part) != remote.sha256.lower():
            kept = self._reject(part, target)
            raise DownloadError("checksum", (
                f"{remote.path} does not match the SHA-256 the Hub lists for it: the download is "
                f"damaged. It was moved to {kept} and will not be loaded; download it again."))
        os.replace(part, target)

    def _reject(self, part: Path, target: Path) -> Path:
        quarantine = self.models_dir / ".rejected"
        quarantine.mkdir(parents=True, exist_ok=True)
        kept = quarantine / f"{target.name}.{int(time.time())}.bad"
        shutil.move(str(part), kept)
        return kept


def _installed(target: Path, remote: RemoteFile) -> bool:
    return target.exists() and target.stat().st_size == remote.size


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()
