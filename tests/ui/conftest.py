"""GUI fixtures: the real main window on a private data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.gui import make_window


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot, temperature=0.0, max_tokens=24, seed=11, context_length=1024)
    yield win
    win.close()
    win.store.close()


@pytest.fixture
def loaded_window(qtbot, window, model_path: Path):
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        window.load_model(model_path)
    return window


@pytest.fixture
def russian(qapp, tmp_path: Path):
    """The app's Russian translation, compiled from the shipped .ts, installed for one test."""
    import subprocess
    import sys

    from PySide6.QtCore import QCoreApplication, QTranslator

    ts = Path(__file__).resolve().parents[2] / "amdchat/resources/translations/amdchat_ru.ts"
    qm = tmp_path / "amdchat_ru.qm"
    subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), str(ts), "-qm",
                    str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)
