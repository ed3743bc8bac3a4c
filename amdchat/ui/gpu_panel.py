"""GPU load, memory, temperature and power beside the chat, with the token speed.

Sampled on a timer (SAMPLE_MS) while the panel is visible and not paused;
hidden, it costs nothing. The token-speed chart shares the GPU charts' time
axis, so one sees at a glance whether the GPU works while tokens flow.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from amdchat.hardware.monitor import GpuMonitor
from amdchat.hardware.reading import GpuReading
from amdchat.ui.charts import SparkChart
from amdchat.units import GIB

SAMPLE_MS = 500


class GpuPanel(QGroupBox):
    def __init__(self, monitor: GpuMonitor | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("GPU"))
        self.setObjectName("gpuPanel")
        self.monitor = monitor if monitor is not None else GpuMonitor()
        self.selector = QComboBox()
        self.selector.setObjectName("gpuSelector")
        for gpu in self.monitor.gpus:
            self.selector.addItem(gpu.name + (f" ({gpu.gfx_target})" if gpu.gfx_target else ""),
                                  gpu.id)
        self.no_data = QLabel(self.tr("No supported GPU found: no data. amdchat reads AMD GPUs "
                                      "through amdgpu (Linux) or performance counters (Windows)."))
        self.no_data.setObjectName("gpuNoData")
        self.no_data.setWordWrap(True)
        self.load = QLabel("–")
        self.load.setObjectName("gpuLoadValue")
        self.vram = QLabel("–")
        self.vram.setObjectName("gpuVramValue")
        self.gtt = QLabel("–")
        self.gtt.setObjectName("gpuGttValue")
        self.temperature = QLabel("–")
        self.power = QLabel("–")
        self.pause = QCheckBox(self.tr("Pause"))
        self.speed_chart = SparkChart("speed")
        self.load_chart = SparkChart("load", maximum=100.0)
        self.vram_chart = SparkChart("vram")
        self.gtt_chart = SparkChart("gtt")
        self.temperature_chart = SparkChart("temperature")
        self.power_chart = SparkChart("power")
        for chart, unit in ((self.speed_chart, self.tr("tok/s")), (self.load_chart, "%"),
                            (self.vram_chart, self.tr("GiB")), (self.gtt_chart, self.tr("GiB")),
                            (self.temperature_chart, "°C"), (self.power_chart, self.tr("W"))):
            chart.set_unit(unit)
        speed = QFormLayout()
        speed.addRow(self.tr("Tokens/s"), self.speed_chart)
        self.gpu_figures = QWidget()  # hidden when there is no GPU to read
        grid = QGridLayout(self.gpu_figures)
        grid.setContentsMargins(0, 0, 0, 0)
        rows = ((self.tr("Load"), self.load, self.load_chart),
                (self.tr("VRAM"), self.vram, self.vram_chart),
                (self.tr("GTT"), self.gtt, self.gtt_chart),
                (self.tr("Temp."), self.temperature, self.temperature_chart),
                (self.tr("Power"), self.power, self.power_chart))
        for row, (name, value, chart) in enumerate(rows):
            grid.addWidget(QLabel(name), row, 0)
            grid.addWidget(value, row, 1)
            grid.addWidget(chart, row, 2)
        grid.setColumnStretch(2, 1)
        self.remote_note = QLabel()  # the model runs elsewhere: these are not its figures
        self.remote_note.setObjectName("gpuRemoteNote")
        self.remote_note.setWordWrap(True)
        self.remote_note.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.remote_note)
        layout.addWidget(self.selector)
        layout.addWidget(self.no_data)
        layout.addLayout(speed)
        layout.addWidget(self.gpu_figures)
        layout.addWidget(self.pause)
        has_gpu = bool(self.monitor.gpus)
        self.selector.setVisible(len(self.monitor.gpus) > 1)
        self.no_data.setVisible(not has_gpu)
        self.gpu_figures.setVisible(has_gpu)
        self._tokens_per_s = 0.0
        self._generating = False
        self.timer = QTimer(self, interval=SAMPLE_MS)
        self.timer.timeout.connect(self.sample)
        self.pause.toggled.connect(self._on_pause)

    # -- inputs from the rest of the app -------------------------------------
    @Slot(dict)
    def on_live_stats(self, live: dict) -> None:
        self._tokens_per_s = float(live.get("tps", 0.0))
        self._generating = True

    @Slot(dict)
    def on_reply_finished(self, _stats: dict) -> None:
        self._generating = False
        self._tokens_per_s = 0.0

    def show_remote(self, host: str) -> None:
        """The chat's model runs on ``host`` ("": here again): say that the figures below
        are this computer's GPU, not the one running the model."""
        self.remote_note.setText(self.tr(
            "The model runs on another computer ({host}): its GPU is there. The figures "
            "below are this computer's GPU; Tokens/s is the remote model's speed.").format(
            host=host))
        self.remote_note.setVisible(bool(host))

    def follow_engine_device(self, description: str, pci_slot: str = "") -> None:
        """Show the GPU the engine uses, if we monitor it."""
        gpu = self.monitor.match("", description, pci_slot)
        if gpu is not None:
            self.selector.setCurrentIndex(self.selector.findData(gpu.id))
            self.selector.setItemText(self.selector.currentIndex(), gpu.name + (
                f" ({gpu.gfx_target})" if gpu.gfx_target else ""))  # the match may name it

    # -- sampling --------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.pause.isChecked():
            self.timer.start()

    def hideEvent(self, event) -> None:
        self.timer.stop()  # hidden: no cost
        super().hideEvent(event)

    def _on_pause(self, paused: bool) -> None:
        if paused:
            self.timer.stop()
        elif self.isVisible():
            self.timer.start()

    @Slot()
    def sample(self) -> None:
        self.speed_chart.add(self._tokens_per_s if self._generating else 0.0)
        if not self.monitor.gpus:
            return
        wanted = self.selector.currentData()
        for reading in self.monitor.sample():
            if reading.gpu_id == wanted:
                self.show_reading(reading)

    def show_reading(self, reading: GpuReading) -> None:
        no = self.tr("no data")
        if reading.busy_percent is None:
            self.load.setText(no)
        elif reading.suspended:
            self.load.setText(self.tr("0 % (asleep)"))
        else:
            self.load.setText(f"{reading.busy_percent:.0f} %")
        self.load_chart.add(reading.busy_percent)
        self.vram.setText(self._memory(reading.vram_used, reading.vram_total))
        self.vram_chart.set_maximum(reading.vram_total / GIB if reading.vram_total else None)
        self.vram_chart.add(None if reading.vram_used is None else reading.vram_used / GIB)
        self.gtt.setText(self._memory(reading.gtt_used, reading.gtt_total))
        self.gtt_chart.set_maximum(reading.gtt_total / GIB if reading.gtt_total else None)
        self.gtt_chart.add(None if reading.gtt_used is None else reading.gtt_used / GIB)
        self.temperature.setText(no if reading.temperature_c is None
                                 else f"{reading.temperature_c:.0f} °C")
        self.temperature_chart.add(reading.temperature_c)
        self.power.setText(no if reading.power_w is None
                           else f"{reading.power_w:.0f} {self.tr('W')}")  # as its chart says
        self.power_chart.add(reading.power_w)

    def _memory(self, used: int | None, total: int | None) -> str:
        if used is None and total is None:
            return self.tr("no data")
        used_text = "?" if used is None else f"{used / GIB:.1f}"
        total_text = "?" if total is None else f"{total / GIB:.1f}"
        return self.tr("{used} / {total} GiB").format(used=used_text, total=total_text)
