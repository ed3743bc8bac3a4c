"""Settings > Network: a remote GPU is checked when added, and sharing says how unsafe
the protocol is."""

from __future__ import annotations

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
