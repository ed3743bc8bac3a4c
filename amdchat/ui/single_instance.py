"""One app per user and data folder: a second start brings the first window forward.

Two apps on one conversation database would fight over its lock, and two download
queues over one list. The first app listens on a local socket named after the data
folder; a later start connects, asks it to raise its window (and to open the model
file it was started with, a double-click in a file manager), and exits. A socket left
by an app that crashed answers no one: it is removed and the new app listens.

The message: ``raise``, then ``open <absolute path>`` when a file came with the start,
then ``end``, one per line (UTF-8); the first app reads until ``end``.

Connect-then-listen alone races: two starts at the same instant both find no one, and
the second removes the first's socket. So the app is the one that holds a lock file in
the data folder (QLockFile: flock on Linux; the kernel frees it when the app dies); the
socket only carries the request to raise the window.
"""

from __future__ import annotations

import getpass
import hashlib
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
OPEN = b"open "
END = b"end\n"
CONNECT_MS = 1000
MAX_MESSAGE = 64 * 1024  # a path is far shorter; a stranger's flood is cut there
LOCK_NAME = "amdchat.lock"
STARTING_S = 15.0  # how long a start waits for an app that holds the lock to listen


def server_name(data_dir: Path) -> str:
    """Per user and per data folder (AMDCHAT_HOME gives a folder its own app)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (a container)
        user = "user"
    key = hashlib.sha256(f"{user}\0{data_dir.resolve()}".encode()).hexdigest()[:16]
    return f"amdchat-{key}"


def encode_request(open_file: Path | None) -> bytes:
    """What a later start sends: raise, the file to open (absolute: the first app has
    another working folder), end."""
    opened = OPEN + str(open_file.resolve()).encode() + b"\n" if open_file else b""
    return RAISE + opened + END


def decode_request(data: bytes) -> tuple[bool, Path | None]:
    """(raise asked, the file to open or None) from what a later start sent."""
    lines = data.split(b"\n")
    if not lines or lines[0] != RAISE.strip():
        return False, None
    for line in lines[1:]:
        if line.startswith(OPEN):
            text = line[len(OPEN):].decode("utf-8", errors="replace")
            return True, Path(text) if text else None
    return True, None


class SingleInstance(QObject):
    sig_raise_requested = Signal()
    """Another start of the app asked this one to show its window."""
    sig_open_requested = Signal(str)
    """Another start of the app was given this model file: this app opens it."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.newConnection.connect(self._on_connection)
        self._lock: QLockFile | None = None

    def claim(self, data_dir: Path) -> bool | None:
        """Take the data folder's lock for as long as this app runs. True: this start is
        the app; False: another app holds it; None: no lock file can be made there (a
        read-only disk): the socket alone decides, as before."""
        try:
            data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        lock = QLockFile(str(data_dir / LOCK_NAME))
        lock.setStaleLockTime(0)  # never stale by age: only when its app is gone
        if lock.tryLock(0):
            self._lock = lock
            return True
        return False if lock.error() == QLockFile.LockError.LockFailedError else None

    def ask_app_holding_the_lock(self, open_file: Path | None = None) -> bool:
        """The app that holds the lock may still be starting: ask until it listens."""
        deadline = time.monotonic() + STARTING_S
        while not self.ask_running_app_to_raise(open_file):
            if time.monotonic() > deadline:
                return False
            QThread.msleep(100)
        return True

    def ask_running_app_to_raise(self, open_file: Path | None = None) -> bool:
        """True when an app already runs here and got the request (then this one exits);
        ``open_file``: the model file this start was given, for that app to open."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(encode_request(open_file))
        sent = socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return sent

    def listen(self) -> bool:
        """Be the app later starts find. A stale socket (a crashed app's) is removed
        first; False when listening fails anyway (the app then runs unguarded)."""
        QLocalServer.removeServer(self.name)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        return self.server.listen(self.name)

    def _on_connection(self) -> None:
        """The request comes with the connection: a later start writes it at once."""
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            raise_asked, open_file = decode_request(self._read_request(socket))
            if raise_asked:
                self.sig_raise_requested.emit()
            if open_file is not None:
                self.sig_open_requested.emit(str(open_file))
            socket.disconnectFromServer()
            socket.deleteLater()

    @staticmethod
    def _read_request(socket: QLocalSocket) -> bytes:
        data = b""
        # on the GUI thread: the whole request within CONNECT_MS, not each piece of it
        deadline = time.monotonic() + CONNECT_MS / 1000
        while END not in data and len(data) < MAX_MESSAGE:
            left_ms = int((deadline - time.monotonic()) * 1000)
            if not socket.bytesAvailable() and (
                    left_ms <= 0 or not socket.waitForReadyRead(left_ms)):
                break  # the sender left (an older amdchat sends no end) or went quiet
            data += bytes(socket.readAll().data())
        return data
