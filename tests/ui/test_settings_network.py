"""Settings > Network: a remote GPU is checked when added, and sharing says how unsafe
the protocol is."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

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


def test_the_installed_app_offers_no_switch_it_cannot_work(qtbot, window, monkeypatch) -> None:
    """Sharing starts 'python -m amdchat share'; a frozen app's executable is the app."""
    from amdchat.ui import settings_network

    monkeypatch.setattr(settings_network, "is_frozen", lambda: True)
    dialog, _remote = network_list(qtbot, window)
    assert not dialog.share_switch.isEnabled()
    said = dialog.findChild(QLabel, "shareStatus")
    assert said is not None and "amdchat share" in said.text()


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
    remote.entries.item(1).setSelected(True)
    remote.use_again_button.click()
    assert window.engine.session.skipped.endpoints() == []
    assert remote.entries.item(1).text().endswith("not checked yet")
    assert remote.use_again_button.isHidden()
    assert dialog.values()["rpc_servers"] == ["10.0.0.2:50052", "10.0.0.3:50052"]
