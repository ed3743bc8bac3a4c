"""One writer per downloaded file, across threads and processes.

Two downloads of one file at once (two CLI runs, or the CLI while the app
downloads it) would both append to one ``.part`` file. So each file is written
only while its ``<file>.lock`` beside it is held with the operating system's
own lock: ``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows.
Why these and not a lock file made with ``O_EXCL`` and a pid in it: the
kernel drops these locks when the holder's file handle closes, and that
includes a process that is killed (SIGKILL, a crash, a power-off before a
reboot), so a lock is never left stale and no pid has to be guessed at (pids
are reused, and a pid says nothing across two machines sharing a folder).
``flock`` locks belong to the open file, not to the process, so two threads
of one process exclude each other too. A second downloader waits a little
(the app's queue: long enough for a download it stopped itself to let go),
then is told the file is already being downloaded.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO


class FileBusy(Exception):
    """Another download (in this process or another one) holds the file."""


def lock_path(target: Path) -> Path:
    return target.with_name(target.name + ".lock")


def _try_lock(handle: IO[bytes]) -> bool:
    try:
        if os.name == "nt":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(handle: IO[bytes]) -> None:
    if os.name == "nt":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
    # flock: closing the handle releases it


def _open_locked(path: Path) -> IO[bytes] | None:
    """The lock file, open and locked; None when someone else holds it. A lock file
    removed and made again between our open and our lock is opened again, so
    two holders never lock two different files of one name."""
    while True:
        handle = open(path, "a+b")  # noqa: SIM115 - the caller closes it
        if not _try_lock(handle):
            handle.close()
            return None
        try:
            same = os.path.samestat(os.fstat(handle.fileno()), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            return handle
        _unlock(handle)
        handle.close()


@contextmanager
def exclusive(target: Path, wait_s: float = 0.0, check: Callable[[], None] = lambda: None,
              poll_s: float = 0.1) -> Iterator[None]:
    """Hold ``target``'s lock. When someone else holds it, try again for ``wait_s``
    seconds (calling ``check`` between tries: it may raise to give up), then raise
    FileBusy. The lock file is removed on the way out, while still held."""
    path = lock_path(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + wait_s
    while (handle := _open_locked(path)) is None:
        if time.monotonic() >= deadline:
            raise FileBusy(str(target))
        check()
        time.sleep(poll_s)
    try:
        yield
    finally:
        with suppress(OSError):  # Windows: an open file cannot be deleted; it stays, harmless
            path.unlink()
        try:
            _unlock(handle)
        finally:
            handle.close()


def discard_part(target: Path) -> bool:
    """Delete ``target``'s ``.part`` file unless a download is writing it right now;
    False when it was left to that download."""
    try:
        with exclusive(target):
            target.with_name(target.name + ".part").unlink(missing_ok=True)
    except FileBusy:
        return False
    return True


def unwritable_text(exc: OSError, path: Path) -> str:
    """Why a download could not write ``path`` (its folder, its lock file, its .part), in
    words that say what to do: never a traceback."""
    lock = Path(exc.filename) if exc.filename else path
    if isinstance(exc, IsADirectoryError) and lock.name.endswith(".lock"):
        return (f"{lock} is a folder, where amdchat keeps this download's lock file. Move "
                "that folder away, then try again.")
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return (f"{path.parent} cannot be written ({exc.strerror}): the models folder is "
                "read-only. Make it writable, or choose another models folder in Settings, "
                "then try again.")
    return (f"{path} could not be written ({exc.strerror or exc}). Check the disk, then try "
            "again; what arrived is kept.")
