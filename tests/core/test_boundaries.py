"""The core imports no Qt; the GUI process imports neither llama_cpp nor the hub at start."""

from __future__ import annotations

import subprocess
import sys

CORE = ["amdchat.cli", "amdchat.config", "amdchat.engine.client", "amdchat.engine.worker",
        "amdchat.chats.store", "amdchat.gguf", "amdchat.modelfile", "amdchat.backends.registry",
        "amdchat.hardware.report"]


def _modules_after(code: str) -> set[str]:
    script = code + "\nimport sys\nprint(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", **_env()})
    return set(out.stdout.split())


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)


def test_core_imports_no_qt() -> None:
    loaded = _modules_after("\n".join(f"import {name}" for name in CORE))
    assert not {m for m in loaded if m.startswith(("PySide6", "shiboken6"))}


def test_gui_start_imports_no_llama_cpp_and_no_hub() -> None:
    loaded = _modules_after(
        "from PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "from amdchat.ui.app import create_window\nw = create_window()\nw.show()\n"
        "app.processEvents()\nw.engine.shutdown()")
    assert "amdchat.ui.main_window" in loaded
    assert "llama_cpp" not in loaded
    assert "huggingface_hub" not in loaded
