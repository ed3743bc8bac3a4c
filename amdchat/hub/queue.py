"""The download queue: several items, one or two at a time, kept across restarts.

The queue's state (what to download, into which models folder, how far it
got, how it ended) is saved to a JSON file on every change of state, written
atomically; progress itself lives in the .part files, so a restart resumes
from the bytes on disk. Each item keeps the folder it was added with: changing
the models folder later sends new downloads there, while a paused one resumes
where its .part files are. Items that were downloading when the app closed
are queued again at start.
Listeners are called from the download threads: the UI hands them to its own.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from amdchat.atomic import keep_aside, read_state_text, write_json
from amdchat.hub.download import (
    DownloadError,
    Progress,
    QuantDownload,
    bytes_on_disk,
    local_paths,
)
from amdchat.hub.filelock import discard_part
from amdchat.hub.quants import Quant, RemoteFile
from amdchat.hub.queue_file import read_items

STALLED_S = 3.0


def lock_wait_s(stall_timeout: float) -> float:
    """How long a queued download waits for a file another download holds: long
    enough for one this queue stopped (paused, or shut down and started again) to
    notice at its next read, which takes at most the stall timeout. Another
    window's or command's download holds it longer: then the item fails, saying so."""
    return 2 * stall_timeout + 5.0
QUEUED, DOWNLOADING, PAUSED, DONE, FAILED, CANCELLED = (
    "queued", "downloading", "paused", "done", "failed", "cancelled")


@dataclass
class DownloadItem:
    id: int
    repo_id: str
    quant_name: str
    files: list[dict[str, Any]]
    state: str = QUEUED
    done: int = 0
    speed: float = 0.0
    error: str = ""
    error_kind: str = ""
    path: str = ""
    folder: str = ""  # the models folder its files go to; set by the queue
    _stop: str | None = field(default=None, repr=False)
    _last_progress: float = field(default=0.0, repr=False)  # time.monotonic()

    @property
    def stalled(self) -> bool:
        """Downloading, but no byte for a few seconds: the speed shown would be stale."""
        return self.state == DOWNLOADING and time.monotonic() - self._last_progress > STALLED_S

    @property
    def total(self) -> int:
        return sum(int(f["size"]) for f in self.files)

    @property
    def eta_s(self) -> float | None:
        return (self.total - self.done) / self.speed if self.speed > 0 else None

    @property
    def models_dir(self) -> Path:
        return Path(self.folder)

    def quant(self) -> Quant:
        return Quant(self.quant_name, [RemoteFile(f["path"], int(f["size"]), f.get("sha256", ""))
                                       for f in self.files])

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("_stop")
        data.pop("_last_progress")
        data.pop("speed")
        return data


Listener = Callable[[DownloadItem], None]


class AlreadyDownloaded(Exception):
    """Every file of the quantization is on disk already: a second download is refused."""

    def __init__(self, repo_id: str, quant_name: str, path: Path) -> None:
        self.repo_id, self.quant_name, self.path = repo_id, quant_name, path
        super().__init__(f"{quant_name} of {repo_id} is already downloaded, as {path}. Load "
                         "it from the models on this computer; delete it there first to "
                         "download it again.")


def downloaded_path(models_dir: Path, repo_id: str, quant: Quant) -> Path | None:
    """The model file (its first part) when every file of ``quant`` is in ``models_dir``
    at its full size, else None (absent, or an unfinished .part)."""
    paths = local_paths(models_dir, repo_id, quant)
    for path, remote in zip(paths, quant.files, strict=True):
        try:
            if not path.is_file() or path.stat().st_size != remote.size:
                return None
        except OSError:
            return None
    return paths[quant.files.index(quant.first_file)] if paths else None


class DownloadQueue:
    def __init__(self, state_file: Path, models_dir: Path, token: Callable[[], str | None],
                 max_parallel: int = 2, stall_timeout: float = 20.0, backoff: float = 0.5) -> None:
        self.state_file = state_file
        self.models_dir = models_dir
        self.token = token
        self.max_parallel = max_parallel
        self.stall_timeout = stall_timeout
        self.backoff = backoff
        self.items: list[DownloadItem] = []
        self.load_problem = ""
        self._listeners: list[Listener] = []
        self._lock = threading.RLock()
        self._running: dict[int, threading.Thread] = {}
        self._shutting_down = False
        self._load()
        self._ids = itertools.count(max((i.id for i in self.items), default=0) + 1)

    # -- persistence ------------------------------------------------------------
    def _load(self) -> None:
        if not self.state_file.exists():
            return
        try:
            raw = json.loads(read_state_text(self.state_file))
            fields, dropped = read_items(raw, self.models_dir)
        except (OSError, ValueError, RecursionError) as exc:
            self.load_problem = (f"The download list could not be read ({exc}); "
                                 f"{self._keep_aside()} Downloaded files are still in the "
                                 "models folder.")
            return
        items = [DownloadItem(**entry) for entry in fields]
        for item in items:
            if not item.folder:  # written before items kept their folder
                item.folder = str(self.models_dir)
            if item.state in (DOWNLOADING, QUEUED):
                item.state = QUEUED  # interrupted by the last exit: carry on
            if item.state in (QUEUED, PAUSED):
                item.done = bytes_on_disk(item.models_dir, item.repo_id, item.quant())
        self.items = items
        if dropped:
            self.load_problem = (f"Some downloads in the list could not be read: "
                                 f"{'; '.join(dropped)}. {self._keep_aside()}")
            with contextlib.suppress(OSError):
                self._save()

    def _keep_aside(self) -> str:
        try:
            return f"it was kept as {keep_aside(self.state_file)}."
        except OSError:
            return "it could not be moved aside."

    def _save(self) -> None:
        with self._lock:  # one writer at a time: the download threads save too
            write_json(self.state_file, {"version": 1, "items": [i.to_json() for i in self.items]})

    # -- listeners ----------------------------------------------------------------
    def on_change(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _notify(self, item: DownloadItem, save: bool = True) -> None:
        if save:
            self._save()
        for listener in list(self._listeners):
            listener(item)

    # -- actions ----------------------------------------------------------------------
    def add(self, repo_id: str, quant: Quant) -> DownloadItem:
        """Queue ``quant``; the item already queued for it if there is one. Raises
        AlreadyDownloaded when its files are all on disk."""
        with self._lock:
            for item in self.items:
                if (item.repo_id, item.quant_name) == (repo_id, quant.name) and item.state in (
                        QUEUED, DOWNLOADING, PAUSED):
                    return item  # already there: one download per quant
            done = downloaded_path(self.models_dir, repo_id, quant)
            if done is not None:
                raise AlreadyDownloaded(repo_id, quant.name, done)
            item = DownloadItem(next(self._ids), repo_id, quant.name,
                                [{"path": f.path, "size": f.size, "sha256": f.sha256}
                                 for f in quant.files], folder=str(self.models_dir))
            item.done = bytes_on_disk(item.models_dir, repo_id, quant)
            self.items.append(item)
        self._notify(item)
        self.pump()
        return item

    def find(self, item_id: int) -> DownloadItem:
        return next(i for i in self.items if i.id == item_id)

    def pause(self, item_id: int) -> None:
        item = self.find(item_id)
        with self._lock:
            if item.state == DOWNLOADING:
                item._stop = "pause"
                return  # the thread stops and reports
            if item.state == QUEUED:
                item.state = PAUSED
        self._notify(item)

    def resume(self, item_id: int) -> None:
        item = self.find(item_id)
        with self._lock:
            if item.state in (PAUSED, FAILED):
                item.state, item.error, item.error_kind = QUEUED, "", ""
        self._notify(item)
        self.pump()

    def cancel(self, item_id: int) -> None:
        item = self.find(item_id)
        with self._lock:
            if item.state == DOWNLOADING:
                item._stop = "cancel"
                return
            if item.state in (QUEUED, PAUSED, FAILED):
                item.state = CANCELLED
                for target in local_paths(item.models_dir, item.repo_id, item.quant()):
                    discard_part(target)  # unless another download is writing it now
        self._notify(item)

    def remove_finished(self) -> None:
        with self._lock:
            self.items = [i for i in self.items if i.state not in (DONE, CANCELLED)]
        self._save()

    def pump(self) -> None:
        """Start queued items while fewer than max_parallel run."""
        with self._lock:
            for item in self.items:
                if len(self._running) >= self.max_parallel or self._shutting_down:
                    break
                if item.state == QUEUED and item.id not in self._running:
                    item.state, item._stop = DOWNLOADING, None
                    thread = threading.Thread(target=self._run, args=(item,), daemon=True,
                                              name=f"download-{item.id}")
                    self._running[item.id] = thread
                    thread.start()

    def wait(self, timeout: float | None = None) -> None:
        """Block until nothing runs (CLI and tests)."""
        while True:
            with self._lock:
                threads = list(self._running.values())
            if not threads:
                return
            for thread in threads:
                thread.join(timeout)

    def shutdown(self, grace_s: float = 1.0) -> None:
        """Stop what runs, to resume at the next start. Waits ``grace_s`` at most: a
        thread stuck in a stalled read may outlive the app, which is safe: it holds
        its file's lock until its next read, so nothing else writes that file until
        then (a queue started again meanwhile waits for it), and the finished file
        is checked on disk, whoever wrote it."""
        with self._lock:
            self._shutting_down = True
            for item in self.items:
                if item.state == DOWNLOADING:
                    item._stop = "pause"
        deadline = time.monotonic() + grace_s
        for thread in list(self._running.values()):
            thread.join(max(0.0, deadline - time.monotonic()))
        with self._lock:
            for item in self.items:
                if item.state == DOWNLOADING:
                    item.state = QUEUED
        self._save()

    # -- the download thread -------------------------------------------------------
    def _run(self, item: DownloadItem) -> None:
        self._notify(item)

        item._last_progress = time.monotonic()

        def progress(p: Progress) -> None:
            item.done, item.speed, item._last_progress = p.done, p.speed, time.monotonic()
            self._notify(item, save=False)

        job = QuantDownload(item.repo_id, item.quant(), item.models_dir, token=self.token(),
                            on_progress=progress, should_stop=lambda: item._stop,
                            stall_timeout=self.stall_timeout, backoff=self.backoff,
                            lock_wait_s=lock_wait_s(self.stall_timeout))
        try:
            path = job.run()
        except DownloadError as exc:
            if exc.kind == "paused":
                item.state = QUEUED if self._shutting_down else PAUSED
            elif exc.kind == "cancelled":
                item.state = CANCELLED
            else:
                item.state, item.error, item.error_kind = FAILED, str(exc), exc.kind
        except Exception as exc:  # never let a thread die silently
            item.state, item.error, item.error_kind = FAILED, f"{type(exc).__name__}: {exc}", "bug"
        else:
            item.state, item.path, item.done = DONE, str(path), item.total
        item.speed = 0.0
        with self._lock:
            self._running.pop(item.id, None)
        self._notify(item)
        self.pump()

