"""The live panel's "Local API server" box: on or off, its address (with Copy), and
each API request as it runs: tokens, speed, time to first token, and the queue."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from amdchat.ui.api_server import ApiServerController

if TYPE_CHECKING:
    from amdchat.api.gate import ApiRequest


class ApiPanel(QGroupBox):
    def __init__(self, controller: ApiServerController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Local API server"), parent)
        self.setObjectName("apiPanel")
        self.controller = controller
        self.address = QLabel()
        self.address.setObjectName("apiAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setObjectName("apiCopyButton")
        self.copy_button.setToolTip(self.tr("Copy the address for an OpenAI-compatible client"))
        self.copy_button.clicked.connect(self.copy_address)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.address, 1)
        row.addWidget(self.copy_button)
        self.warning = QLabel()
        self.warning.setObjectName("apiWarning")
        self.warning.setWordWrap(True)
        self.request = QLabel()
        self.request.setObjectName("apiRequest")
        self.request.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(row)
        form.addRow(self.warning)
        form.addRow(self.request)
        controller.sig_status.connect(self.show_status)
        controller.sig_request.connect(self.show_request)
        self.show_status()

    def show_status(self) -> None:
        controller = self.controller
        self.setVisible(controller.running or bool(controller.problem))
        self.copy_button.setVisible(controller.running)
        if controller.problem:
            self.address.setText(self.tr("Not serving: {problem}").format(
                problem=controller.problem))
        else:
            self.address.setText(controller.url)
        network = controller.running and controller.listens_on_network
        self.warning.setText(self.tr(
            "Open to the network: other computers can use the model with the API key.")
            if network else "")
        self.warning.setVisible(bool(network))
        self.request.setText(self.tr("No API request yet.") if controller.running else "")

    def show_request(self, request: ApiRequest) -> None:
        # phases compared by value (Phase is a StrEnum): importing amdchat.api.gate at
        # start-up would bring asyncio with it
        waiting = self.controller.waiting
        if request.phase == "waiting":
            text = self.tr("#{n} {endpoint}: waiting its turn").format(
                n=request.number, endpoint=request.endpoint)
        elif request.phase == "failed":
            text = self.tr("#{n} {endpoint}: failed: {error}").format(
                n=request.number, endpoint=request.endpoint, error=request.error)
        else:
            text = self.tr("#{n} {endpoint}: {tokens} tokens, {tps:.1f} tok/s").format(
                n=request.number, endpoint=request.endpoint, tokens=request.tokens,
                tps=request.tokens_per_second)
            if request.ttft_ms is not None:
                text += self.tr(", first token {ms:.0f} ms").format(ms=request.ttft_ms)
            if request.phase == "cancelled":
                text += self.tr(" (cancelled)")
        if waiting:
            text += "\n" + self.tr("{count} waiting").format(count=waiting)
        self.request.setText(text)

    def copy_address(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.url)
