"""Settings > Network: the remote GPUs the model may use, and sharing this computer's GPU.

The remote GPUs are a list of host:port, each asked (amdchat.engine.rpc_probe, off the GUI
thread, bounded) when it is added: it must answer as an rpc-server of this protocol, with
some free memory; what it offers is shown beside it. Sharing runs ``amdchat share`` as a
child process owned by the application (it outlives the dialog, ends with the app); it is
off at every start, since a server that anyone on the network may use must never start
by itself. The child ends with the app, even a killed one: on Linux it asks for that
itself (PR_SET_PDEATHSIG, told by an environment variable), on Windows the app puts it in
a kill-on-close job object (amdchat.engine.job_object).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QProcess,
    QProcessEnvironment,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from amdchat import frozen
from amdchat.engine.rpc_listen import listen_problem
from amdchat.engine.rpc_probe import (
    MAX_SERVERS,
    RpcProblem,
    ServerInfo,
    endpoint_text,
    parse_endpoint,
)
from amdchat.frozen import is_frozen
from amdchat.i18n import tr_noop
from amdchat.session.remote_placing import SkippedServers
from amdchat.ui.theme import paint_status
from amdchat.units import format_bytes

CHECK_TIMEOUT_S = 5.0


class RemoteGpuList(QWidget):
    """host:port entries, each checked when added."""

    sig_checked = Signal(str, object)
    """A check ended: the endpoint and its ServerInfo, or the RpcProblem."""

    def __init__(self, servers: list[str], skipped: SkippedServers | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.skipped = skipped or SkippedServers()  # those this run loads without
        # "Use again" (or added again) waits for the dialog's OK: Cancel keeps them skipped
        self.used_again: set[str] = set()
        self._hooked_dialog = False
        # what the list is for: "Remote GPUs" alone said nothing to a new user
        self.intro = QLabel(self.tr(
            "GPUs of other computers on which amdchat shares its GPU (\"Share this "
            "computer's GPU\" below, or amdchat share). A model loaded here then keeps some "
            "of its layers in their memory."))
        self.intro.setWordWrap(True)
        self.intro.setObjectName("remoteGpuIntro")
        self.entries = QListWidget()
        self.entries.setObjectName("remoteGpus")
        # five lines, not the list's usual 192 px: the page fits without a scroll bar in
        # Japanese (longer wrapped lines); more servers scroll in the list
        self.entries.setMaximumHeight(self.entries.fontMetrics().lineSpacing() * 5
                                      + 2 * self.entries.frameWidth() + 8)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("host:port, for example 192.168.1.20:50052"))
        self.add_button = QPushButton(self.tr("Add"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.use_again_button = QPushButton(self.tr("Use again"))
        self.use_again_button.setToolTip(self.tr(
            "The selected server stopped answering and this run loads without it: use it "
            "again from the next load after you press OK."))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("remoteGpuStatus")
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.intro)
        layout.addWidget(self.entries)
        # under the list, not beside the address: in Russian it left the field ~90 px
        layout.addWidget(self.use_again_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(row)
        layout.addWidget(self.status)
        for server in servers:
            self._add_item(server, self._note(server))
        self._show_use_again()
        self.use_again_button.clicked.connect(self.use_selected_again)
        self.add_button.clicked.connect(self.add_typed)
        self.address.returnPressed.connect(self.add_typed)
        self.remove_button.clicked.connect(self._remove)
        self.sig_checked.connect(self._on_checked)

    def _note(self, server: str) -> str:
        gone = self.skipped.get(server)
        if server in self.used_again:
            return self.tr("used again from the next load once you press OK")
        if gone is None:
            return _last_check_text(server)
        return self.tr("skipped: stopped answering at {time}").format(
            time=time.strftime("%H:%M", time.localtime(gone.since)))

    def use_selected_again(self) -> None:
        """The selected skipped servers take layers again from the next load, once the
        dialog's OK applies it (apply_use_again)."""
        for item in self.entries.selectedItems():
            endpoint = str(item.data(256))
            if self.skipped.get(endpoint) is not None:
                self.used_again.add(endpoint)
                item.setText(f"{endpoint}: {self._note(endpoint)}")
        self._apply_with_ok()
        self._show_use_again()

    def _show_use_again(self) -> None:
        self.use_again_button.setVisible(
            any(e not in self.used_again for e in self.skipped.endpoints()))

    def apply_use_again(self) -> None:
        """The dialog's OK: what "Use again" (or adding again) chose takes effect."""
        for endpoint in self.used_again:
            self.skipped.use_again(endpoint)
        self.used_again.clear()

    def _apply_with_ok(self) -> None:
        """Hooked once to the dialog's end: a Cancel (or a failed save, which does not
        close it) uses nothing again. finished comes before accepted, so a reload that
        the OK starts (the window's) already uses the server again."""
        dialog = self.window()
        if self._hooked_dialog or not isinstance(dialog, QDialog):
            return
        self._hooked_dialog = True

        def ended(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.apply_use_again()

        dialog.finished.connect(ended)

    def servers(self) -> list[str]:
        return [str(self.entries.item(i).data(256)) for i in range(self.entries.count())]

    def add_typed(self) -> None:
        """Check the typed address in a thread; it is added only if it answers well."""
        try:
            endpoint = endpoint_text(*parse_endpoint(self.address.text()))
        except RpcProblem as exc:
            self._say(exc.text.template, exc.text.fields, "error")
            return
        if endpoint in self.servers():
            self._say(tr_noop("rpc", "{endpoint} is in the list already."),
                      {"endpoint": endpoint}, "")
            return
        if len(self.servers()) >= MAX_SERVERS:  # Settings would refuse the list at OK
            self._say(tr_noop("rpc", "amdchat uses at most {count} remote computers: remove "
                                     "one from the list before adding {endpoint}."),
                      {"count": MAX_SERVERS, "endpoint": endpoint}, "error")
            return
        self.add_button.setEnabled(False)
        self.status.setText(self.tr("Checking {endpoint}…").format(endpoint=endpoint))
        threading.Thread(target=self._check, args=(endpoint,), daemon=True,
                         name="rpc-check").start()

    def _check(self, endpoint: str) -> None:
        from amdchat.engine.rpc_probe import probe

        try:
            found: object = probe(endpoint, CHECK_TIMEOUT_S)
        except RpcProblem as exc:
            found = exc
        # RuntimeError: the dialog was closed while the server was being asked
        with contextlib.suppress(RuntimeError):
            self.sig_checked.emit(endpoint, found)  # queued to the GUI thread

    def _on_checked(self, endpoint: str, found: object) -> None:
        self.add_button.setEnabled(True)
        if isinstance(found, RpcProblem):
            self._say(found.text.template, found.text.fields, "error")
            return
        assert isinstance(found, ServerInfo)
        from amdchat.fit.remote_servers import forget_recent, remember

        # the Models page's fit counts it by this figure, also when it is busy later
        threading.Thread(target=remember, args=(found,), daemon=True).start()
        forget_recent()
        if self.skipped.get(endpoint) is not None:  # added again and answering: used again
            self.used_again.add(endpoint)
            self._apply_with_ok()
            self._show_use_again()
        self._add_item(endpoint, offer_text(found))
        self.address.clear()
        self._say(tr_noop("rpc", "{endpoint} added."), {"endpoint": endpoint}, "")

    def _add_item(self, endpoint: str, note: str) -> None:
        item = QListWidgetItem(f"{endpoint}: {note}")
        item.setData(256, endpoint)
        self.entries.addItem(item)

    def _remove(self) -> None:
        from amdchat.fit.remote_servers import forget_recent

        for item in self.entries.selectedItems():
            self.entries.takeItem(self.entries.row(item))
        forget_recent()

    def _say(self, template: str, fields: object, status: str) -> None:
        text = QCoreApplication.translate("rpc", template)
        self.status.setText(text.format(**dict(fields)))  # type: ignore[call-overload]
        paint_status(self.status, status or "ok")


def _last_check_text(endpoint: str) -> str:
    """What the server offered at its last check (the fits count that), or that it has
    not been checked."""
    import time

    from amdchat.fit.remote_servers import last_known

    known = last_known(endpoint)
    if known is None:
        return QCoreApplication.translate("rpc", "not checked yet")
    return QCoreApplication.translate("rpc", "{offer} (last checked {when})").format(
        offer=offer_text(known[0]),
        when=time.strftime("%Y-%m-%d %H:%M", time.localtime(known[1])))


def offer_text(info: ServerInfo) -> str:
    each = QCoreApplication.translate("rpc", "{free} free of {total}")
    devices = ", ".join(each.format(free=format_bytes(d.free_bytes),
                                    total=format_bytes(d.total_bytes)) for d in info.devices)
    return QCoreApplication.translate("rpc", "{devices}; protocol {version}, {ms} ms").format(
        devices=devices, version=".".join(map(str, info.version)),
        ms=f"{info.round_trip_ms:.1f}")


class ShareService(QObject):
    """``amdchat share`` as the app's child: one per application."""

    sig_said = Signal(str)
    """A line of what sharing says (the address, the offer, who connects)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.started.connect(self._tie_to_app)
        self.lines: list[str] = []
        self._partial = b""  # the start of a line whose end has not come yet

    @classmethod
    def of_app(cls) -> ShareService:
        app = QCoreApplication.instance()
        found = app.findChild(ShareService) if app is not None else None
        return found if found is not None else cls(app)

    @property
    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    def start(self, host: str, port: int) -> None:
        self.lines, self._partial = [], b""
        self.process.setProcessEnvironment(share_environment())
        program, arguments = share_command(host, port)
        self.process.start(program, arguments)

    def _tie_to_app(self) -> None:
        """Windows: the sharing process (and the server it starts) ends with the app."""
        from amdchat.engine.job_object import end_pid_with_this_process

        pid = int(self.process.processId())
        if sys.platform == "win32" and pid and not end_pid_with_this_process(pid):
            line = QCoreApplication.translate(
                "settings", "Warning: sharing could not be tied to the app; if the app is "
                "killed, sharing goes on until this computer restarts or you end it.")
            self.lines = [*self.lines, line]
            self.sig_said.emit(line)

    def stop(self) -> None:
        """End sharing; what it said goes with it (a Settings opened later showed
        "Sharing on ..." of a sharing switched off)."""
        if not self.running:
            return  # (a refusal at the switch unchecks it: its reason stays shown)
        self.process.terminate()
        if not self.process.waitForFinished(3000):
            self.process.kill()
        self.lines, self._partial = [], b""
        self.sig_said.emit("")

    def _read(self) -> None:
        self.take(bytes(self.process.readAllStandardOutput().data()))

    def take(self, data: bytes) -> None:
        """What the process wrote: whole lines only (a read may end mid-line)."""
        self._partial += data
        whole, _, self._partial = self._partial.rpartition(b"\n")
        for line in whole.decode(errors="replace").splitlines():
            if line.strip() and not line.startswith(("load_backend", "ggml_")):
                self.lines = ([*self.lines, line])[-12:]
                self.sig_said.emit(line)


def share_command(host: str, port: int) -> tuple[str, list[str]]:
    """'amdchat share': through Python from a checkout, the app's own executable when
    installed (frozen: there is no Python to run -m with)."""
    arguments = ["share", "--host", host, "--port", str(port)]
    if is_frozen():
        return sys.executable, arguments
    return sys.executable, ["-m", "amdchat", *arguments]


def share_environment() -> QProcessEnvironment:
    from amdchat.engine.rpc_host import END_WITH_PARENT_ENV

    values = dict(os.environ)
    values[END_WITH_PARENT_ENV] = str(os.getpid())  # share ends with this app
    if is_frozen():  # the child is this app again: its bootloader must start afresh
        frozen.start_as_new_instance(values)
    environment = QProcessEnvironment()
    for name, value in values.items():
        environment.insert(name, value)
    return environment


CLI_ADVICE = "Use it from the other computer with:"  # amdchat/cli/share.py's last line


class _ShareStatus(QLabel):
    """What sharing said lately; a method of the label, so that the connection to the
    app-long service ends with the dialog (a lambda's outlived the label)."""

    def __init__(self, service: ShareService) -> None:
        super().__init__()
        self.setObjectName("shareStatus")
        self.setWordWrap(True)
        self.service = service
        service.sig_said.connect(self._show)
        self._show("")

    def _show(self, _line: str) -> None:
        # the command line's advice ("amdchat chat --rpc ... (Ctrl-C stops sharing)") is
        # wrong here: the switch stops it, the other app adds it in its own Settings
        self.setText("\n".join(line for line in self.service.lines
                               if not line.startswith(CLI_ADVICE)))


def _tunnel_warning(port: QWidget) -> QLabel:
    """The protocol's risk, and the SSH tunnel for the port set (it said 50052 for any)."""
    warning = QLabel()
    warning.setWordWrap(True)
    paint_status(warning, "warning")

    def show() -> None:
        value = port.value() if hasattr(port, "value") else 50052
        warning.setText(QCoreApplication.translate(
            "settings", "llama.cpp's RPC protocol has no password and no encryption: anyone "
            "who reaches the port can use the GPU and read what it computes. Keep 127.0.0.1 "
            "and use an SSH tunnel (ssh -N -L {port}:127.0.0.1:{port} you@this-computer on "
            "the other computer), or share on a private network only.").format(port=value))

    show()
    if hasattr(port, "valueChanged"):
        port.valueChanged.connect(show)
    return warning


def add_share_rows(form: QFormLayout, host: QLineEdit, port: QWidget) -> QCheckBox:
    """The switch, the warning and what sharing says, under the address and port rows."""
    service = ShareService.of_app()
    switch = QCheckBox(QCoreApplication.translate("settings", "Share this computer's GPU"))
    switch.setObjectName("shareGpu")
    switch.setChecked(service.running)
    warning = _tunnel_warning(port)
    said = _ShareStatus(service)

    def toggled(on: bool) -> None:
        if on and not service.running:
            address = host.text().strip() or "127.0.0.1"
            problem = listen_problem(address)
            if problem is not None:  # llama.cpp's server would fail after the start
                said.setText(QCoreApplication.translate("rpc", problem.template).format(
                    **problem.fields))
                paint_status(said, "error")
                switch.setChecked(False)
                return
            paint_status(said, None)
            value = port.value() if hasattr(port, "value") else 50052
            service.start(address, int(value))
        elif not on:
            service.stop()

    switch.toggled.connect(toggled)
    form.addRow(switch)
    form.addRow(warning)
    form.addRow(said)
    return switch
