"""The chat's think switch, in the template's own terms: on/off for a model whose
template reads ``enable_thinking`` (Qwen3, GLM, DeepSeek-R1's), the reasoning effort
low/medium/high for gpt-oss. Shown only for a loaded model that offers one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from amdchat.reasoning.formats import THINK_DEFAULT, THINK_ON, ReasoningStyle, Switch

_tr = QCoreApplication.translate


def _choices(style: ReasoningStyle) -> list[tuple[str, str]]:
    """(what the user reads, the think value) for each choice the model offers."""
    if style.switch is Switch.ENABLE_THINKING:
        return [(_tr("ThinkSwitch", "Think: on"), THINK_ON),
                (_tr("ThinkSwitch", "Think: off"), "off")]
    if style.switch is Switch.REASONING_EFFORT:
        return [(_tr("ThinkSwitch", "Reasoning: model's default"), THINK_DEFAULT),
                (_tr("ThinkSwitch", "Reasoning: low"), "low"),
                (_tr("ThinkSwitch", "Reasoning: medium"), "medium"),
                (_tr("ThinkSwitch", "Reasoning: high"), "high")]
    return []


class ThinkSwitch(QComboBox):
    sig_think_chosen = Signal(str)
    """The user chose how much the model thinks in this chat (a THINK_CHOICES value)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("thinkSwitch")
        self.setToolTip(_tr("ThinkSwitch", "How much this model thinks before it answers, in "
                                           "this chat (its chat template's own switch)."))
        self.style_shown = ReasoningStyle()
        self._think = THINK_DEFAULT
        self.activated.connect(lambda index: self.sig_think_chosen.emit(self.itemData(index)))
        self.hide()

    def show_style(self, style: ReasoningStyle) -> None:
        """The loaded model's switch (none: hidden)."""
        self.style_shown = style
        self.show_think(self._think)

    def show_think(self, think: str) -> None:
        """The chat's setting, as the model's switch says it."""
        self._think = think
        choices = _choices(self.style_shown)
        self.blockSignals(True)
        try:
            self.clear()
            for text, value in choices:
                self.addItem(text, value)
            if self.style_shown.switch is Switch.ENABLE_THINKING and think != "off":
                think = THINK_ON  # the model's default there is to think
            self.setCurrentIndex(max(self.findData(think), 0))
        finally:
            self.blockSignals(False)
        self.setVisible(bool(choices))
