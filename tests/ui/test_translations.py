"""Every user-visible text can be translated: lupdate finds them under the contexts the
app uses at run time, and a compiled translation really replaces them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def extract(tmp_path: Path) -> str:
    ts = tmp_path / "probe_ja.ts"
    sources = sorted(str(p) for p in (ROOT / "amdchat").rglob("*.py"))
    aliases = "translate+=_tr,QT_TRANSLATE_NOOP+=tr_noop"  # as scripts/update-translations.sh
    subprocess.run([str(BIN / "pyside6-lupdate"), "-tr-function-alias", aliases, *sources,
                    "-ts", str(ts)], check=True, capture_output=True)
    return ts.read_text(encoding="utf-8")


def test_texts_are_extracted_under_their_run_time_contexts(tmp_path: Path) -> None:
    ts = extract(tmp_path)
    contexts = set(re.findall(r"<name>([^<]+)</name>", ts))
    assert {"messages", "models", "fit", "settings", "MainWindow", "ModelsPage",
            "BenchmarkPage", "benchmark", "BenchChart"} <= contexts
    for text in ("No model is loaded. Open a .gguf model first.", "Fits your GPU",
                 "stalled, retrying", "Context length", "Benchmark the backends…", "Tokens/s",
                 "Longest reply in tokens."):  # an option description from the core
        assert f"<source>{text}</source>" in ts, text


def test_a_compiled_translation_replaces_the_text(qapp, tmp_path: Path) -> None:
    from amdchat.ui import messages

    ts = extract(tmp_path)
    source = "No model is loaded. Open a .gguf model first."
    ts = ts.replace(f"<source>{source}</source>\n        <translation type=\"unfinished\">"
                    "</translation>",
                    f"<source>{source}</source>\n        <translation>モデルが読み込まれて"
                    "いません。</translation>")
    (tmp_path / "probe_ja.ts").write_text(ts, encoding="utf-8")
    subprocess.run([str(BIN / "pyside6-lrelease"), str(tmp_path / "probe_ja.ts")],
                   check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "probe_ja.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert messages.engine_error_text({"kind": "no_model"}) == "モデルが読み込まれていません。"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert messages.engine_error_text({"kind": "no_model"}) == source
