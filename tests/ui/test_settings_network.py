"""Settings > Network: a remote GPU is checked when added, and sharing says how unsafe
the protocol is."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit

from amdchat.engine.rpc_probe import PROTOCOL
from amdchat.ui.settings_dialog import SettingsDialog
from amdchat.ui.settings_network import RemoteGpuList
from tests.helpers.rpc_wire import serve_once, speaking


def network_list(qtbot, window) -> tuple[SettingsDialog, RemoteGpuList]:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(window.settings, window, backends=[])
    qtbot.addWidget(dialog)
    dialog.show_page("Network")
    editor = dialog.editors["rpc_servers"]
    assert isinstance(editor, RemoteGpuList)
    return dialog, editor


def test_a_server_that_answers_is_added_with_what_it_offers(qtbot, window) -> None:
    dialog, remote = network_list(qtbot, window)
    for endpoint in serve_once(speaking(PROTOCOL, free=3 * 2**30)):
        remote.address.setText(endpoint)
        with qtbot.waitSignal(remote.sig_checked, timeout=10_000):
            remote.add_button.click()
        assert remote.servers() == [endpoint]
        assert "3.00 GiB free" in remote.entries.item(0).text()
        assert dialog.values()["rpc_servers"] == [endpoint]


def test_a_server_of_another_protocol_is_refused_with_the_reason(qtbot, window) -> None:
    _dialog, remote = network_list(qtbot, window)
    for endpoint in serve_once(speaking((PROTOCOL[0] + 1, 0, 0))):
        remote.address.setText(endpoint)
        with qtbot.waitSignal(remote.sig_checked, timeout=10_000):
            remote.add_button.click()
        assert remote.servers() == []
        assert "speaks RPC protocol" in remote.status.text()


def test_an_address_without_a_valid_port_is_refused_at_once(qtbot, window) -> None:
    _dialog, remote = network_list(qtbot, window)
    remote.address.setText("192.168.1.20:99999")
    remote.add_button.click()
    assert remote.servers() == [] and "no valid port" in remote.status.text()


def test_sharing_is_off_and_warns_that_the_protocol_has_no_password(qtbot, window) -> None:
    dialog, _remote = network_list(qtbot, window)
    assert not dialog.share_switch.isChecked()
    from PySide6.QtWidgets import QLabel

    page = dialog.forms["Network"].parentWidget()
    words = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "no password and no encryption" in words and "ssh -N -L" in words
    assert window.settings["share_host"] == "127.0.0.1"


def test_what_sharing_says_after_the_dialog_closed_raises_nothing(qtbot, window) -> None:
    """The share service outlives the dialog; its lines must not reach a deleted label."""
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from amdchat.ui.settings_network import ShareService

    dialog, _remote = network_list(qtbot, window)
    service = ShareService.of_app()
    said = dialog.findChild(QLabel, "shareStatus")
    assert said is not None
    dialog.close()
    dialog.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(said))
    service.lines = ["Accepted client connection"]
    service.sig_said.emit("Accepted client connection")  # raised RuntimeError in the slot
    QApplication.processEvents()


def test_a_check_that_ends_after_the_dialog_closed_raises_nothing(qtbot, window) -> None:
    import threading

    import shiboken6

    from tests.helpers.rpc_wire import serve_once

    errors: list[BaseException | None] = []
    previous = threading.excepthook
    threading.excepthook = lambda args: errors.append(args.exc_value)
    try:
        dialog, remote = network_list(qtbot, window)
        released = threading.Event()
        for endpoint in serve_once(lambda conn: released.wait(10)):
            remote.address.setText(endpoint)
            remote.add_button.click()
            checking = [t for t in threading.enumerate() if t.name == "rpc-check"]
            dialog.close()
            dialog.deleteLater()
            qtbot.waitUntil(lambda: not shiboken6.isValid(remote))
            released.set()
            for thread in checking:
                thread.join(10)
        assert checking and errors == []
    finally:
        threading.excepthook = previous


def test_the_installed_app_shares_through_its_own_executable(qtbot, window, monkeypatch
                                                             ) -> None:
    """No 'python -m' in a frozen app: the executable runs 'share' as a new instance,
    told to end with the app."""
    from amdchat.ui import settings_network

    monkeypatch.setattr(settings_network, "is_frozen", lambda: True)
    dialog, _remote = network_list(qtbot, window)
    assert dialog.share_switch.isEnabled()
    program, arguments = settings_network.share_command("127.0.0.1", 50052)
    assert (program, arguments) == (sys.executable, ["share", "--host", "127.0.0.1",
                                                     "--port", "50052"])
    env = settings_network.share_environment()
    assert env.value("PYINSTALLER_RESET_ENVIRONMENT") == "1"
    assert env.value("AMDCHAT_SHARE_ENDS_WITH_PARENT") == str(os.getpid())  # this app
    monkeypatch.setattr(settings_network, "is_frozen", lambda: False)
    assert settings_network.share_command("0.0.0.0", 1)[1][:3] == ["-m", "amdchat", "share"]
    assert not settings_network.share_environment().contains("PYINSTALLER_RESET_ENVIRONMENT")


@pytest.mark.parametrize("host", ["::", "fe80::1", "localhost"])
def test_an_address_the_server_cannot_listen_on_is_refused_at_the_switch(
        qtbot, window, host: str) -> None:
    from amdchat.ui.settings_network import ShareService

    dialog, _remote = network_list(qtbot, window)
    address = dialog.editors["share_host"]
    assert isinstance(address, QLineEdit)
    address.setText(host)
    dialog.share_switch.setChecked(True)
    assert not dialog.share_switch.isChecked()
    assert not ShareService.of_app().running
    said = dialog.findChild(QLabel, "shareStatus")
    assert said is not None and f"'{host}'" in said.text() and "IPv4" in said.text()
    assert "0.0.0.0" in said.text()


@pytest.mark.slow
def test_the_installed_apps_switch_shares_and_stops(qtbot, window, monkeypatch, tmp_path
                                                    ) -> None:
    """The switch in a frozen app for real (the stand-in of tests/helpers/frozen_app):
    'share' through the app's executable, the server through its --rpc-host; a client's
    probe sees the device, and switching off stops the server."""
    import os
    import socket
    from pathlib import Path

    from amdchat.engine.rpc_probe import RpcProblem, probe
    from amdchat.ui import settings_network
    from tests.helpers.frozen_app import fake_frozen_app
    from tests.helpers.rpc_netns import backend_with_rpc

    found = backend_with_rpc(tmp_path / "built")
    if isinstance(found, str):
        pytest.skip(found)
    with socket.socket() as holder:  # a free port
        holder.bind(("127.0.0.1", 0))
        port = int(holder.getsockname()[1])
    proc = Path(os.environ["AMDCHAT_SYSFS_ROOT"]) / "proc"  # this CPU, for its variant
    proc.mkdir(parents=True, exist_ok=True)
    (proc / "cpuinfo").write_bytes(Path("/proc/cpuinfo").read_bytes())
    app = fake_frozen_app(tmp_path / "app", {"cpu": found})
    monkeypatch.setattr(settings_network, "is_frozen", lambda: True)
    monkeypatch.setattr(sys, "executable", str(app))
    window.settings.set("backend", "cpu")
    window.settings.save()
    dialog, _remote = network_list(qtbot, window)
    dialog.editors["share_port"].setValue(port)
    service = settings_network.ShareService.of_app()
    try:
        dialog.share_switch.setChecked(True)
        qtbot.waitUntil(lambda: any(line.startswith("Use it from")
                                    for line in service.lines), timeout=240_000)
        assert f"Sharing on 127.0.0.1:{port}" in "\n".join(service.lines)
        assert probe(f"127.0.0.1:{port}", 10).free_bytes > 0
    finally:
        dialog.share_switch.setChecked(False)
    assert not service.running
    with pytest.raises(RpcProblem):
        probe(f"127.0.0.1:{port}", 3)


def test_a_line_read_in_two_pieces_is_shown_as_one(qtbot) -> None:
    """QProcess hands over what the pipe holds: a read may end in the middle of a line."""
    from amdchat.ui.settings_network import ShareService

    service = ShareService()
    said: list[str] = []
    service.sig_said.connect(said.append)
    ellipsis = "…".encode()
    service.take(b"Sharing on 127.0.0.1:50052 (cpu backend " + ellipsis[:2])  # mid-letter
    service.take(ellipsis[2:] + b")\nOffering:\n  CPU: ")
    assert said == ["Sharing on 127.0.0.1:50052 (cpu backend …)", "Offering:"]
    service.take(b"AMD EPYC\n")
    assert said[-1] == "  CPU: AMD EPYC" and service.lines == said


def test_the_remote_gpu_list_says_what_it_is_for(qtbot, window) -> None:
    """A bare "Remote GPUs" box said nothing to a new user (the walkthrough of issue 23)."""
    _dialog, remote = network_list(qtbot, window)
    assert remote.intro.isVisibleTo(remote) and remote.intro.wordWrap()
    assert "Share this computer's GPU" in remote.intro.text()
    assert "amdchat share" in remote.intro.text()


def test_a_server_added_is_kept_with_its_offer_and_listed_so_at_the_next_start(
        qtbot, window) -> None:
    """The check's figure is what the Models page's fit counts while the server is busy
    (amdchat.fit.remote_servers); the list shows it, with when it was checked."""
    from amdchat.fit.remote_servers import last_known

    _dialog, remote = network_list(qtbot, window)
    for endpoint in serve_once(speaking(PROTOCOL, free=3 * 2**30)):
        remote.address.setText(endpoint)
        with qtbot.waitSignal(remote.sig_checked, timeout=10_000):
            remote.add_button.click()
        qtbot.waitUntil(lambda e=endpoint: last_known(e) is not None, timeout=5_000)
        found = last_known(endpoint)
        assert found is not None and found[0].free_bytes == 3 * 2**30
        again = RemoteGpuList([endpoint, "10.0.0.9:50052"])
        qtbot.addWidget(again)
        assert "3.00 GiB free" in again.entries.item(0).text()
        assert "last checked" in again.entries.item(0).text()
        assert again.entries.item(1).text() == "10.0.0.9:50052: not checked yet"


def test_a_skipped_server_says_since_when_and_can_be_used_again(qtbot, window) -> None:
    """A server that stopped answering stays in the list, marked skipped for this run
    (the app loads without it), until the user uses it again."""
    import time

    from amdchat.ui.settings_dialog import SettingsDialog as Dialog

    window.settings.set("rpc_servers", ["10.0.0.2:50052", "10.0.0.3:50052"])
    window.engine.session.skipped.skip([("10.0.0.3:50052", "it refused the connection")])
    window.open_settings()  # the window hands the dialog its session's skipped servers
    dialog = window.findChild(Dialog)
    qtbot.addWidget(dialog)
    remote = dialog.editors["rpc_servers"]
    assert isinstance(remote, RemoteGpuList)
    since = time.strftime("%H:%M", time.localtime(
        window.engine.session.skipped.get("10.0.0.3:50052").since))
    assert remote.entries.item(0).text().endswith("not checked yet")
    assert remote.entries.item(1).text() == (
        f"10.0.0.3:50052: skipped: stopped answering at {since}")
    assert not remote.use_again_button.isHidden()
    dialog.show_page("Network")  # beside three buttons, the address still shows its example
    dialog.show()
    qtbot.waitUntil(lambda: remote.address.isVisible())
    example = remote.address.fontMetrics().horizontalAdvance(remote.address.placeholderText())
    assert remote.address.width() >= example + 8
    remote.entries.item(1).setSelected(True)
    remote.use_again_button.click()
    # it waits for OK: the list says so, the session still skips it
    assert window.engine.session.skipped.endpoints() == ["10.0.0.3:50052"]
    assert remote.entries.item(1).text().endswith("once you press OK")
    assert remote.use_again_button.isHidden()
    assert dialog.values()["rpc_servers"] == ["10.0.0.2:50052", "10.0.0.3:50052"]
    dialog.accept()
    assert window.engine.session.skipped.endpoints() == []


def test_use_again_then_cancel_keeps_the_server_skipped(qtbot, window) -> None:
    """Cancel undoes "Use again" as it undoes every other change of the dialog."""
    from amdchat.ui.settings_dialog import SettingsDialog as Dialog

    window.settings.set("rpc_servers", ["10.0.0.3:50052"])
    window.engine.session.skipped.skip([("10.0.0.3:50052", "it refused the connection")])
    window.open_settings()
    dialog = window.findChild(Dialog)
    qtbot.addWidget(dialog)
    remote = dialog.editors["rpc_servers"]
    assert isinstance(remote, RemoteGpuList)
    remote.entries.item(0).setSelected(True)
    remote.use_again_button.click()
    dialog.reject()
    assert window.engine.session.skipped.endpoints() == ["10.0.0.3:50052"]
    window.open_settings()  # a new dialog: still skipped, still offered
    again = [d for d in window.findChildren(Dialog) if d is not dialog][-1]
    qtbot.addWidget(again)
    assert again.editors["rpc_servers"].entries.item(0).text().startswith(
        "10.0.0.3:50052: skipped: stopped answering at")


def test_a_skipped_server_removed_and_added_again_is_used_again_only_with_ok(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Adding it again (it answers now) is "Use again" too: it waits for the OK."""
    from amdchat.ui.settings_dialog import SettingsDialog as Dialog

    skipped = window.engine.session.skipped
    for endpoint in serve_once(speaking(PROTOCOL, free=3 * 2**30)):
        window.settings.set("rpc_servers", [endpoint])
        skipped.skip([(endpoint, "it refused the connection")])
        window.open_settings()
        dialog = window.findChild(Dialog)
        qtbot.addWidget(dialog)
        remote = dialog.editors["rpc_servers"]
        assert isinstance(remote, RemoteGpuList)
        remote.entries.item(0).setSelected(True)
        remote.remove_button.click()
        remote.address.setText(endpoint)
        with qtbot.waitSignal(remote.sig_checked, timeout=10_000):
            remote.add_button.click()
        assert remote.servers() == [endpoint] and skipped.endpoints() == [endpoint]
        assert remote.used_again == {endpoint}
        dialog.accept()
        assert skipped.endpoints() == []


def test_sharing_switched_off_no_longer_says_where_it_shares(qtbot, window) -> None:
    """Switched off, the lines of the sharing that ended go: Settings opened again showed
    "Sharing on 127.0.0.1:..." beside an unchecked switch (the walkthrough of issue 21)."""
    from amdchat.ui.settings_network import ShareService

    dialog, _remote = network_list(qtbot, window)
    service = ShareService.of_app()
    said = dialog.findChild(QLabel, "shareStatus")
    assert said is not None
    service.process.start(sys.executable, [
        "-c", "import time; print('Sharing on 127.0.0.1:50052', flush=True); time.sleep(60)"])
    qtbot.waitUntil(lambda: "Sharing on" in said.text(), timeout=20_000)
    service.stop()
    assert not service.running and service.lines == [] and said.text() == ""
    again, _remote = network_list(qtbot, window)
    shown = again.findChild(QLabel, "shareStatus")
    assert shown is not None and shown.text() == ""


def test_the_command_lines_advice_is_not_shown_in_the_app(qtbot, window) -> None:
    """'Use it ... with: amdchat chat --rpc ... (Ctrl-C stops sharing)' is for a terminal:
    in the app the switch stops sharing (the walkthrough of issue 21)."""
    from amdchat.ui.settings_network import CLI_ADVICE, ShareService

    dialog, _remote = network_list(qtbot, window)
    said = dialog.findChild(QLabel, "shareStatus")
    assert said is not None
    service = ShareService.of_app()
    service.take(b"Sharing on 127.0.0.1:50052 (cpu backend)\n" + CLI_ADVICE.encode()
                 + b" amdchat chat --rpc THIS-COMPUTER:50052 ... (Ctrl-C stops sharing)\n")
    assert said.text() == "Sharing on 127.0.0.1:50052 (cpu backend)"
    assert len(service.lines) == 2  # kept: the advice is only left out of the label
    service.lines = []


def test_the_advice_left_out_is_what_amdchat_share_prints(capsys) -> None:
    from amdchat.cli.share import _print_offer
    from amdchat.ui.settings_network import CLI_ADVICE

    _print_offer("127.0.0.1:50052", 50052, "cpu", [])
    assert any(line.startswith(CLI_ADVICE) for line in capsys.readouterr().out.splitlines())


def test_the_tunnel_in_the_warning_is_for_the_port_set(qtbot, window) -> None:
    """The warning's SSH tunnel said 50052 whatever the port (the walkthrough of issue 21)."""
    dialog, _remote = network_list(qtbot, window)
    page = dialog.pages.currentWidget()
    dialog.editors["share_port"].setValue(50100)
    words = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "ssh -N -L 50100:127.0.0.1:50100 you@this-computer" in words
