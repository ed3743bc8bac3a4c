"""What keeps the window quick while a reply streams into a long chat, and at start."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class _LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_live_figures_changing_do_not_lay_out_the_whole_window(qtbot, window) -> None:
    """The speed, token and context figures change ten times a second while a reply
    streams: each change used to lay out, and paint, the whole window again."""
    qtbot.wait(100)  # shown and laid out
    requests = _LayoutRequests()
    window.installEventFilter(requests)
    for tokens in range(1, 6):
        window.live.show_live({"tps": 9.5 * tokens, "ttft_ms": 120.0, "tokens": 10 ** tokens,
                               "prompt_tokens": 12, "context_used": 12 + 10 ** tokens,
                               "n_ctx": 1024})
        qtbot.wait(20)
    qtbot.wait(100)
    assert window.live.tokens.text() == "100000"
    assert window.live.tokens.isVisible()
    assert requests.count == 0


_START_AND_LOOK = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from amdchat.ui.app import create_window
window = create_window()
window.show()
app.processEvents()
later = ("amdchat.ui.benchmark_page", "amdchat.ui.diagnostics_page", "amdchat.bench.run",
         "amdchat.ui.settings_dialog")
print("at start:", ",".join(m for m in later if m in sys.modules) or "-")
window.menu_actions.show_benchmark.trigger()
print("benchmark shown:", window.benchmark_page.isVisible(), window.tabs.currentIndex())
window.close()
"""


def test_pages_not_shown_at_start_are_built_when_first_opened() -> None:
    """The Benchmark and Diagnostics pages and the Settings dialog cost the start nothing:
    their modules are imported when they are first opened (a fresh process, since this
    one has imported them for other tests)."""
    import os
    import subprocess
    import sys

    shown = subprocess.run([sys.executable, "-c", _START_AND_LOOK], capture_output=True,
                           text=True, timeout=120, check=True, cwd=os.getcwd(),
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}).stdout
    assert "at start: -\n" in shown
    assert "benchmark shown: True 3\n" in shown
