"""The panel beside the chat: token speed, context, and where the model runs.

'Where it runs' comes from the buffers llama.cpp really allocated, not from
the requested layer count, and a GPU backend that ended up on the CPU is shown
as a warning, never silently.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from amdchat.engine import protocol
from amdchat.engine.placement import bytes_by_device
from amdchat.plan.placement import PlacementPlan
from amdchat.plan.remote_split import RemoteSplit
from amdchat.plan.words import describe
from amdchat.speed.cpu_bandwidth import kept_or_measure_later
from amdchat.speed.expected import judge_reply
from amdchat.speed.roofline import slow_hint
from amdchat.ui import messages as texts
from amdchat.ui.live_remote import RemoteDevicesBox
from amdchat.ui.theme import paint_status
from amdchat.units import format_bytes

_DASH = "–"


def _value_label(name: str) -> QLabel:
    label = QLabel(_DASH)
    label.setObjectName(name)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


class LivePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("livePanel")
        self.speed = _value_label("speedValue")
        self.speed.setText(self.tr("– tok/s"))
        font = self.speed.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.speed.setFont(font)
        self.ttft = _value_label("ttftValue")
        self.prompt_speed = _value_label("promptSpeedValue")
        self.tokens = _value_label("tokensValue")
        self.context = _value_label("contextValue")
        self.expected = _value_label("expectedSpeedValue")  # the limit the hardware sets
        self.speed_hint = _value_label("speedHint")
        paint_status(self.speed_hint, "warning")
        self.speed_hint.hide()
        self._loaded: protocol.LoadedEvent | None = None
        self._backend_kind = ""
        generation = QGroupBox(self.tr("Generation"))
        form = QFormLayout(generation)
        form.addRow(self.speed)
        expected_label = QLabel(self.tr("Expected"))
        expected_label.setToolTip(self._expected_help())
        self.expected.setToolTip(self._expected_help())
        form.addRow(expected_label, self.expected)
        form.addRow(self.speed_hint)
        form.addRow(self.tr("First token"), self.ttft)
        form.addRow(self.tr("Prompt"), self.prompt_speed)
        form.addRow(self.tr("Reply tokens"), self.tokens)
        form.addRow(self.tr("Context"), self.context)

        self.state = _value_label("engineStateValue")
        self.model = _value_label("modelValue")
        self.backend = _value_label("backendValue")
        self.device = _value_label("deviceValue")
        self.runs_on = _value_label("runsOnValue")
        self.memory = _value_label("memoryByDeviceValue")
        self.notice = _value_label("engineNotice")
        paint_status(self.notice, "warning")
        self.notice.hide()
        engine = QGroupBox(self.tr("Engine"))
        card = QVBoxLayout(engine)
        form = QFormLayout()
        card.addLayout(form)
        form.addRow(self.tr("State"), self.state)
        form.addRow(self.tr("Model"), self.model)
        form.addRow(self.tr("Backend"), self.backend)
        form.addRow(self.tr("Device"), self.device)
        form.addRow(self.tr("Runs on"), self.runs_on)
        form.addRow(self.tr("Memory"), self.memory)
        # below the form, not a row of it: a form's spanning row kept the height of the
        # first notice's text and clipped a longer one (seen under Xvfb)
        card.addWidget(self.notice)

        self._n_ctx = 0  # the loaded model's context size (0: none loaded)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(generation)
        self.layout_.addWidget(engine)
        self.remote = RemoteDevicesBox()  # only while a model runs with remote devices
        self.layout_.addWidget(self.remote)
        self.layout_.addStretch(1)
        self.show_state("stopped")

    def add_section(self, widget: QWidget) -> None:
        """Other features (the GPU monitor) add their box under ours."""
        self.layout_.insertWidget(self.layout_.count() - 1, widget)

    # -- updates -------------------------------------------------------------
    def show_live(self, live: dict[str, Any]) -> None:
        self.speed.setText(self.tr("{tps:.1f} tok/s").format(tps=live["tps"]))
        self.ttft.setText(self.tr("{ms:.0f} ms").format(ms=live["ttft_ms"]))
        self.tokens.setText(str(live["tokens"]))
        if "prompt_tokens" in live:  # the prompt's speed is known only at the end
            self.prompt_speed.setText(self.tr("{n} tokens").format(n=live["prompt_tokens"]))
            self.context.setText(self.tr("{used} / {size} tokens").format(
                used=live["context_used"], size=live["n_ctx"]))

    def reset_generation(self, new_chat: bool) -> None:
        """Another conversation: the last reply's figures are not this one's. A new chat
        uses none of the context yet; an opened one's use is known at its next reply."""
        self.speed.setText(self.tr("– tok/s"))
        for label in (self.ttft, self.prompt_speed, self.tokens, self.context, self.expected):
            label.setText(_DASH)
        self.expected.setToolTip(self._expected_help())
        self.speed_hint.hide()
        if new_chat and self._n_ctx:
            self.context.setText(self.tr("0 / {size} tokens").format(size=self._n_ctx))

    def show_reply_stats(self, stats: dict[str, Any]) -> None:
        if "generation_tps" not in stats:
            return
        self.speed.setText(self.tr("{tps:.1f} tok/s").format(tps=stats["generation_tps"]))
        self.ttft.setText(self.tr("{ms:.0f} ms").format(ms=stats["ttft_ms"]))
        if "prompt_tokens" in stats:  # a remote server may not tell the prompt's figures
            self.prompt_speed.setText(self._prompt_text(stats))
        self.tokens.setText(str(stats["generated_tokens"]))
        if "n_ctx" in stats:
            self.context.setText(self.tr("{used} / {size} tokens").format(
                used=stats["context_used"], size=stats["n_ctx"]))
        if stats.get("tokens_counted_by") == "chunks":
            self.tokens.setToolTip(self.tr("Counted from the chunks received: the server did "
                                           "not say how many tokens it generated."))
        elif stats.get("tokens_counted_by") == "server":
            self.tokens.setToolTip(self.tr("As the server counted them."))
        self._show_expected(stats)

    def _prompt_text(self, stats: dict[str, Any]) -> str:
        """The prompt's rate is of the tokens read for this reply; a prefix kept from the
        last reply (a regenerate, a follow-up) is said apart: "0 tok/s (689 tokens)"
        read as a stall."""
        total = int(stats["prompt_tokens"])
        if "prompt_tps" not in stats:  # a remote server tells at most the prompt's length
            return self.tr("{n} tokens").format(n=total)
        read = int(stats.get("prompt_tokens_evaluated", total))
        reused = total - read
        if reused <= 0:
            return self.tr("{tps:.0f} tok/s ({n} tokens)").format(tps=stats["prompt_tps"],
                                                                  n=total)
        if read <= 0:
            return self.tr("{n} tokens, all kept from the last reply: none to read").format(
                n=total)
        return self.tr("{tps:.0f} tok/s for {new} new tokens ({reused} kept from the last "
                       "reply)").format(tps=stats["prompt_tps"], new=read, reused=reused)

    def _show_expected(self, stats: dict[str, Any]) -> None:
        """The speed the hardware allows beside the measured one, and why a slow reply was."""
        judged = judge_reply(self._loaded, self._backend_kind, stats,
                             cpu_gbs=kept_or_measure_later) if self._loaded else None
        self.speed_hint.setVisible(bool(judged and judged[1].slow))
        if judged is None:
            self.expected.setText(_DASH)
            self.expected.setToolTip(self._expected_help())
            return
        expected, verdict = judged
        if verdict.bandwidth_bound:
            self.expected.setText(self.tr("up to ~{limit:.0f} tok/s here ({percent:.0f} % "
                                          "reached)").format(limit=expected.limit_tps,
                                                             percent=100 * verdict.fraction))
        else:
            self.expected.setText(self.tr("small model: bound by per-token costs, not by "
                                          "memory bandwidth"))
        self.expected.setToolTip(expected.describe())
        if verdict.slow:
            self.speed_hint.setText("\n".join(texts.translated(t) for t in (
                slow_hint(verdict), *verdict.reasons)))

    def show_state(self, state: str) -> None:
        names = {"stopped": self.tr("stopped"), "starting": self.tr("starting engine…"),
                 "loading": self.tr("loading model…"), "ready": self.tr("ready"),
                 "generating": self.tr("generating")}
        self.state.setText(names.get(state, state))
        if state == "stopped":  # no model: no remote device holds any of it
            self.remote.clear()

    def show_loaded(self, loaded: protocol.LoadedEvent, backend_kind: str,
                    plan: PlacementPlan | None = None,
                    remote_split: RemoteSplit | None = None) -> None:
        """``plan``: the session's placement plan for this load, in the tooltip;
        ``remote_split``: the layers on remote devices (RPC), in their own card."""
        placement = loaded["placement"]
        self.remote.show_loaded(loaded, remote_split)
        self._loaded, self._backend_kind = loaded, backend_kind
        self.expected.setText(_DASH)  # the last model's limit is not this one's
        self.expected.setToolTip(self._expected_help())
        self.speed_hint.hide()
        self.model.setText(f"{loaded['name']} ({loaded['quantization']})")
        self.backend.setText(backend_kind)
        description = placement.get("device_description", "")
        device = placement.get("device", "")
        self.device.setText(f"{device} — {description}" if description else device)
        runs_on = placement.get("runs_on", "")
        self._n_ctx = loaded["n_ctx"]
        self.context.setText(self.tr("0 / {size} tokens").format(size=loaded["n_ctx"]))
        asked_gpu = loaded["n_gpu_layers"] != 0
        fell_back = backend_kind != "cpu" and runs_on == "cpu" and asked_gpu
        text = texts.runs_on_text(runs_on)
        if fell_back and placement.get("cpu_emulated"):
            text = self.tr("CPU only: {device} is a Vulkan device that the CPU emulates, so the "
                           "model runs at CPU speed (the CPU backend is faster). Choose the CPU "
                           "backend in Settings, or a real GPU if this computer has one."
                           ).format(device=description)
        elif fell_back:
            text = self.tr("CPU only: the {backend} backend found no usable GPU, so the model "
                           "runs on the CPU and will be slow").format(backend=backend_kind)
        remote = [p for p in (remote_split.places if remote_split else ()) if p.host and p.layers]
        if remote_split is not None and remote:  # "partly GPU" said nothing of where
            fell_back = False
            text = self.tr("this computer and others: {split}").format(
                split=texts.translated(remote_split.words()))
            self.device.setText(self.tr("{devices} and this computer").format(
                devices=", ".join(f"{p.name} ({p.host})" for p in remote)))
        self.runs_on.setText(text)
        self._warn_runs_on(fell_back)
        self.memory.setText(self._memory_text(placement))
        tip = texts.translated(describe(plan, description or device)) if plan else ""
        for label in (self.runs_on, self.memory):
            label.setToolTip(self.tr("Planned: {plan}").format(plan=tip) if tip else "")

    def show_remote(self, model: str, host: str) -> None:
        """A model on another computer: its name and host; nothing of this computer's
        devices, which do not run it."""
        self.clear_model()
        self.model.setText(model)
        self.backend.setText(self.tr("remote server"))
        self.device.setText(host)
        self.runs_on.setText(self.tr("another computer ({host}): its GPU and memory are not "
                                     "shown here").format(host=host))

    def _memory_text(self, placement: protocol.Placement) -> str:
        """'Vulkan0 5.2 GiB · CPU 11.3 GiB (experts of 20 layers)'."""
        experts = int(placement.get("experts_in_ram_layers") or 0)
        parts = []
        for device, size in bytes_by_device(placement).items():
            if device == "CPU" and experts:
                parts.append(self.tr("CPU {size} (experts of {n} layers)").format(
                    size=format_bytes(size, 1), n=experts))
            else:
                parts.append(self.tr("{device} {size}").format(device=device,
                                                                 size=format_bytes(size, 1)))
        return " · ".join(parts) or _DASH

    def _expected_help(self) -> str:
        """What "Expected" is, for the dash a new user sees before the first reply."""
        return self.tr("The fastest generation this hardware allows for this model, set by "
                       "memory bandwidth. Shown after a reply, when the bandwidth of the "
                       "device the model runs on is known.")

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def clear_model(self) -> None:
        self._loaded = None
        self._n_ctx = 0
        self.remote.clear()
        for label in (self.model, self.backend, self.device, self.runs_on, self.memory,
                      self.context, self.expected):
            label.setText(_DASH)
        for label in (self.runs_on, self.memory):
            label.setToolTip("")
        self.expected.setToolTip(self._expected_help())  # not the unloaded model's device
        self.speed_hint.hide()
        self._warn_runs_on(False)

    def _warn_runs_on(self, warn: bool) -> None:
        """'Runs on' in bold and the error colour when a GPU backend fell back to the CPU."""
        paint_status(self.runs_on, "error" if warn else None)
        font = self.runs_on.font()
        font.setBold(warn)
        self.runs_on.setFont(font)
