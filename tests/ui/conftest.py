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


@pytest.fixture(scope="session")
def built_translations(tmp_path_factory) -> Path:
    """The app's .qm files, built from resources/translations/*.ts by the one script that
    setup.sh and the packaging run (scripts/build_translations.py), into a temp folder."""
    import subprocess
    import sys

    folder = tmp_path_factory.mktemp("translations")
    script = Path(__file__).resolve().parents[2] / "scripts" / "build_translations.py"
    subprocess.run([sys.executable, str(script), str(folder)], check=True, capture_output=True)
    return folder


@pytest.fixture
def russian(qapp, built_translations: Path):
    """The app's Russian translation, built from the shipped .ts, installed for one test."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(built_translations / "amdchat_ru.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)
