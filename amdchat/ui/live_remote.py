"""The live panel's card of remote devices (llama.cpp RPC): per computer its layers, the
memory the model uses there, the link's round trip and the network's part of each
token, as the worker measured them (amdchat.engine.network_meter). Shown only while a
model runs with remote devices."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from amdchat.engine import protocol
from amdchat.engine.placement import bytes_by_device
from amdchat.plan.remote_split import RemoteSplit
from amdchat.units import format_bytes


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _short_ms(ms: float) -> str:
    """A round trip with the digits it needs: "20.2", "0.31", "0.004" (a local link's
    microseconds read "0.0" with one digit)."""
    digits = 1 if ms >= 1 else 2 if ms >= 0.01 else 3
    return f"{ms:.{digits}f}"


class RemoteDevicesBox(QGroupBox):
    """Hidden until a load with remote devices; hidden again when the model goes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remoteDevicesBox")
        self.setTitle(self.tr("Remote devices"))
        self.network = _label("networkShareValue")
        self.network.setToolTip(self._how())
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.network)
        self.servers: dict[str, QLabel] = {}  # host -> its label
        self._held: dict[str, str] = {}  # host -> "6 layers · 206 MiB"
        self.hide()

    def _how(self) -> str:
        return self.tr(
            "About: per computer, one round trip of the link per token (llama.cpp waits "
            "for each computer's result once per token) plus the token's bytes at the "
            "fastest rate the link has shown, read from the system's TCP figures of the "
            "connection (Linux). The remote computer's own compute time is not in it.")

    def show_loaded(self, loaded: protocol.LoadedEvent, split: RemoteSplit | None) -> None:
        """The computers of this load and what each holds; hidden without any."""
        self.clear()
        hosts = split.layers_by_host() if split is not None else {}
        by_device = bytes_by_device(loaded.get("placement") or {})
        for host, layers in hosts.items():
            if not host:
                continue
            used = sum(size for device, size in by_device.items()
                       if device.endswith(f"[{host}]"))
            self._held[host] = self.tr("{n} layers · {size} used there").format(
                n=layers, size=format_bytes(used, 1))
            label = _label(f"remoteServer{len(self.servers)}")
            self.servers[host] = label
            self._layout.addWidget(label)
            self._show_server(host, None)
        if self.servers:
            self.network.setText(self.tr("Network: measured while a reply is written"))
            self.show()

    def show_network(self, figures: protocol.NetworkFigures) -> None:
        """The worker's figures of the reply being written (or just written)."""
        if not self.servers:
            return
        if not figures["measured"]:
            self.network.setText(self._not_measured(figures["why_not"]))
        else:
            self.network.setText(self.tr(
                "Network: {percent:.0f} % of each token (about {ms:.1f} ms of {token:.1f} ms)"
            ).format(percent=100 * figures["share"], ms=figures["ms_per_token"],
                     token=figures["token_ms"]))
        for server in figures["servers"]:
            if server["endpoint"] in self.servers:
                self._show_server(server["endpoint"], server)

    def _not_measured(self, why: str) -> str:
        if why == "platform":
            return self.tr("Network: not measured here (the system's TCP figures are read "
                           "on Linux only)")
        return self.tr("Network: not measured (the connection to the remote computers was "
                       "not found)")

    def _show_server(self, host: str, server: protocol.ServerNetwork | None) -> None:
        lines = [host, self._held.get(host, "")]
        if server is not None and server["measured"]:
            lines.append(self.tr("round trip {rtt} ms · network: {percent:.0f} % of "
                                 "each token (about {ms:.1f} ms)").format(
                rtt=_short_ms(server["rtt_ms"]), percent=100 * server["share"],
                ms=server["ms_per_token"]))
            self.servers[host].setToolTip(self.tr(
                "{bytes} per token both ways; fastest rate seen {rate}/s; smoothed round "
                "trip {srtt:.1f} ms (it includes the computer's replies)").format(
                bytes=format_bytes(int(server["bytes_per_token"]), 1),
                rate=format_bytes(int(server["rate_bytes_s"]), 1),
                srtt=server["smoothed_rtt_ms"]))
        elif server is not None:
            lines.append(self.tr("network: not measured (its connection was not found)"))
        self.servers[host].setText("\n".join(line for line in lines if line))

    def clear(self) -> None:
        for label in self.servers.values():
            self._layout.removeWidget(label)
            label.deleteLater()
        self.servers.clear()
        self._held.clear()
        self.network.setText("")
        self.hide()
