"""Every user-visible text can be translated: lupdate finds them under the contexts the
app uses at run time, and a compiled translation really replaces them."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from amdchat.config import Settings, stored_value

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


# --- The shipped translations ----------------------------------------------------------

TRANSLATIONS = ROOT / "resources" / "translations"
FIELD = re.compile(r"\{[^{}]*\}|%[npvm]")


def translated_messages(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message a translator has filled in."""
    found = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            element = message.find("translation")
            if element is None or element.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
            if any(forms):
                found.append((name, message.findtext("source", ""), forms))
    return found


@pytest.mark.parametrize("language", ["ja", "ru"])
def test_every_translation_keeps_the_fields_of_its_text(language: str) -> None:
    """A field left out shows the user a sentence without its figure; a field misspelt
    or added makes str.format raise (the window would show nothing at all)."""
    for context, source, forms in translated_messages(TRANSLATIONS / f"amdchat_{language}.ts"):
        for form in forms:
            assert sorted(FIELD.findall(form)) == sorted(FIELD.findall(source)), \
                f"{language} {context}: {source!r} -> {form!r}"


@pytest.mark.parametrize("language", ["ja", "ru"])
def test_lrelease_compiles_the_translation_without_errors(language: str, tmp_path: Path) -> None:
    done = subprocess.run([str(BIN / "pyside6-lrelease"), "-fail-on-invalid",
                           str(TRANSLATIONS / f"amdchat_{language}.ts"),
                           "-qm", str(tmp_path / "out.qm")], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "out.qm").stat().st_size > 0


def test_every_japanese_message_is_translated() -> None:
    ts = TRANSLATIONS / "amdchat_ja.ts"
    live = [m for m in ElementTree.parse(ts).getroot().iter("message")
            if m.find("translation").get("type") not in ("vanished", "obsolete")]
    assert len(live) > 300
    assert len(translated_messages(ts)) == len(live)
    assert 'type="unfinished"' not in ts.read_text(encoding="utf-8")


# --- Loading them: the language setting, a checkout where they were not built ----------

@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, built_translations: Path) -> Path:
    """The built .qm files, in the folder the app loads them from."""
    from amdchat.ui import translations

    copy = tmp_path / "translations"
    shutil.copytree(built_translations, copy)
    monkeypatch.setattr(translations, "FOLDER", copy)
    return copy


@pytest.fixture
def installed(qapp) -> Iterator[list[QTranslator]]:
    """Translators a test installs, taken away after it."""
    translators: list[QTranslator] = []
    yield translators
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


def send() -> str:
    return QCoreApplication.translate("ChatPane", "Send")


def save_language(language: str) -> None:
    from amdchat import paths

    settings = Settings.load(paths.settings_file())
    settings.set("language", language)
    settings.save()


def test_the_language_setting_chooses_the_translation_at_start(qapp, folder, installed) -> None:
    from amdchat.ui.app import _install_translations

    assert send() == "Send"  # the tests' desktop is in English (C.UTF-8)
    save_language("ja")
    installed += _install_translations(qapp)
    assert send() == "送信"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"  # Qt's own


def test_the_main_window_is_in_japanese(qapp, qtbot, folder, installed) -> None:
    from amdchat.ui.app import _install_translations
    from amdchat.ui.settings_dialog import SettingsDialog
    from tests.helpers.gui import make_window

    save_language("ja")
    installed += _install_translations(qapp)
    window = make_window(qtbot)
    try:
        assert window.chat_pane.send_button.text() == "送信"
        assert [window.tabs.tabText(i) for i in range(window.tabs.count())][:3] == \
            ["チャット", "モデル", "診断"]
        dialog = SettingsDialog(window.settings, window, gpus=[])
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "設定"
        theme = dialog.editors["theme"]
        assert [theme.itemText(i) for i in range(theme.count())] == [
            "システムに合わせる", "ライト", "ダーク"]
    finally:
        window.close()
        window.store.close()


@pytest.mark.parametrize(("language", "desktop", "shown"), [
    ("system", "ja_JP", "送信"),     # the desktop's language, translated
    ("system", "ru_RU", None),       # Russian as far as amdchat_ru.ts goes
    ("system", "de_DE", "Send"),     # not translated: English
    ("en", "ja_JP", "Send"),         # English chosen on a Japanese desktop
    ("ja", "ru_RU", "送信"),         # Japanese chosen on a Russian desktop
])
def test_language_and_desktop(qapp, folder, installed, language, desktop, shown) -> None:
    from amdchat.ui import translations

    installed += translations.install(qapp, language, QLocale(desktop))
    if shown is None:  # whatever the Russian file says for it, or English if it is empty
        ru_ts = TRANSLATIONS / "amdchat_ru.ts"
        ru = dict(((c, s), f[0]) for c, s, f in translated_messages(ru_ts))
        shown = ru.get(("ChatPane", "Send"), "Send")
    assert send() == shown


def test_the_build_script_makes_one_qm_per_source(built_translations: Path) -> None:
    assert sorted(p.name for p in built_translations.iterdir()) == [
        f"{ts.stem}.qm" for ts in sorted(TRANSLATIONS.glob("*.ts"))]  # no temporary file left


def test_without_a_built_translation_the_app_is_in_english_and_says_so_once(
        qapp, tmp_path: Path, installed, capfd: pytest.CaptureFixture[str]) -> None:
    """The app never compiles a .ts: a checkout where the build did not run is in English
    (Qt's own buttons too, rather than half translated), with one line on stderr."""
    from amdchat.ui import translations

    sources_only = tmp_path / "translations"
    sources_only.mkdir()
    for ts in TRANSLATIONS.glob("*.ts"):
        shutil.copy(ts, sources_only / ts.name)
    installed += translations.install(qapp, "ja", QLocale("en_US"), sources_only)
    assert installed == []
    assert send() == "Send"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "amdchat_ja.qm" in lines[0] and "English" in lines[0]
    assert sorted(p.name for p in sources_only.iterdir()) == ["amdchat_ja.ts", "amdchat_ru.ts"]


def test_reading_the_language_first_leaves_a_broken_settings_file_to_the_real_load(
        tmp_path: Path) -> None:
    """The language is read before the window loads the settings: that early read must
    not move a broken file aside, or the user would never be told it was broken."""
    (tmp_path / "config").mkdir()
    path = tmp_path / "config" / "settings.json"
    path.write_text('{"version": 1, "settings": {"language": "ja", "top_k": "many"', "utf-8")
    assert stored_value(path, "language") == "system"  # unreadable: the default
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]
    assert "could not be read" in Settings.load(path).load_problem
    path.write_text('{"version": 1, "settings": {"language": "ru", "top_k": "many"}}', "utf-8")
    assert stored_value(path, "language") == "ru"  # another option refused: this one holds
    path.write_text('{"version": 1, "settings": {"language": "klingon"}}', "utf-8")
    assert stored_value(path, "language") == "system"


def test_japanese_chosen_in_settings_shows_at_the_next_start(
        qapp, qtbot, window, folder, installed) -> None:
    from amdchat.ui.app import _install_translations
    from amdchat.ui.settings_dialog import SettingsDialog
    from amdchat.ui.settings_pages import page_of
    from tests.helpers.gui import make_window

    dialog = SettingsDialog(window.settings, window, gpus=[])
    qtbot.addWidget(dialog)
    combo = dialog.editors["language"]
    assert page_of("language") == "Appearance"
    names = [combo.itemText(r) for r in range(combo.count())]
    assert names == ["The system's language", "English", "日本語", "Русский"]
    assert combo.currentData() == "system"
    combo.setCurrentIndex(names.index("日本語"))
    dialog.accept()
    assert window.chat_pane.send_button.text() == "Send"  # this run stays as it started
    window.close()
    window.store.close()
    installed += _install_translations(qapp)  # the next start
    again = make_window(qtbot)
    try:
        assert again.chat_pane.send_button.text() == "送信"
    finally:
        again.close()
        again.store.close()


def test_a_charts_japanese_time_labels_are_not_cut(qapp, folder, installed) -> None:
    """Japanese glyphs come from a fallback font taller than the axis font: the band
    under the plot is as tall as the labels really are (it was cut at the font's height)."""
    from PySide6.QtGui import QFontMetrics, QImage, QPainter

    from amdchat.ui import translations
    from amdchat.ui.charts import SparkChart

    installed += translations.install(qapp, "ja", QLocale("en_US"))
    chart = SparkChart("#c0392b")
    chart.resize(220, chart.minimumHeight())
    labels = chart.axis_labels()
    assert labels["x_right"] == "現在"
    metrics = QFontMetrics(chart._axis_font)
    tallest = max(metrics.boundingRect(labels[k]).height() for k in ("x_left", "x_right"))
    if tallest <= metrics.height():
        pytest.skip("no font here draws Japanese taller than the axis font (fonts-noto-cjk)")
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        plot = chart._draw_axes(painter, chart.rect())
    finally:
        painter.end()
    assert chart.rect().bottom() - plot.bottom() >= tallest


def test_a_word_inside_a_core_sentence_is_translated_too(qapp, folder, installed,
                                                         tmp_path: Path) -> None:
    """'discrete' fills a field of the GPU line: Japanese around it, Japanese in it."""
    from amdchat.diagnostics.gpu import check_gpus
    from amdchat.ui import translations
    from amdchat.ui.messages import translated
    from tests.helpers.fake_system import context, healthy_root

    installed += translations.install(qapp, "ja", QLocale("ja_JP"))
    gpu = next(c for c in check_gpus(context(healthy_root(tmp_path / "root")))
               if c.name == "AMD Radeon RX 7900 XTX")
    assert "discrete" in str(gpu.summary)  # amdchat doctor: English
    shown = translated(gpu.summary)
    assert "ディスクリート" in shown and "discrete" not in shown


def test_a_computer_that_dropped_is_said_in_japanese(qapp, folder, installed) -> None:
    """The session's sentence for a remote GPU that stopped answering is a Text: the
    window shows it translated, not as English 'last words'."""
    from amdchat.session.remote_placing import dropped_text
    from amdchat.ui import translations
    from amdchat.ui.messages import worker_died_text

    installed += translations.install(qapp, "ja", QLocale("ja_JP"))
    said = dropped_text([("10.0.0.5:50052", "refused")])
    shown = worker_died_text("signal SIGABRT", str(said), said.as_dict())
    assert "10.0.0.5:50052" in shown and "stopped answering" not in shown
    # the reason is the probe's own sentence, and it is translated inside the other
    import socket

    from amdchat.session.remote_placing import dropped_servers

    with socket.socket() as holder:  # a port nobody listens on: refused at once
        holder.bind(("127.0.0.1", 0))
        endpoint = f"127.0.0.1:{holder.getsockname()[1]}"
    gone = dropped_servers((endpoint,))
    assert [host for host, _ in gone] == [endpoint]
    english = str(gone[0][1])
    said = dropped_text(gone)
    assert english in str(said)  # amdchat chat: English, reason and all
    shown = worker_died_text("signal SIGABRT", str(said), said.as_dict())
    assert endpoint in shown and english not in shown


def test_the_split_over_remote_gpus_is_said_in_japanese_in_each_part(
        qapp, folder, installed) -> None:
    """Each host's part is translated too ("6 on 10.0.0.2" was joined as English)."""
    from amdchat.plan.remote_split import Place, split_layers
    from amdchat.ui import translations
    from amdchat.ui.messages import translated

    installed += translations.install(qapp, "ja", QLocale("ja_JP"))
    split = split_layers([2**20] * 12, [Place("RPC0", "10.0.0.2:50052", 2**30),
                                        Place("RPC1", "10.0.0.3:50052", 2**30)],
                         here_free=2**30, margin=0)
    assert str(split.words()) == ("4 layers here, 4 on 10.0.0.2:50052, "
                                  "4 on 10.0.0.3:50052")
    shown = translated(split.words())
    assert "10.0.0.2:50052 に 4" in shown and "10.0.0.3:50052 に 4" in shown
    assert " on " not in shown


def test_where_a_model_came_from_is_in_japanese(qapp, folder, installed) -> None:
    """The Models page's Source column said "opened" in every language (issue 23 walk)."""
    from amdchat.ui.app import _install_translations
    from amdchat.ui.models.table_models import source_name

    save_language("ja")
    installed += _install_translations(qapp)
    assert source_name("opened") == "フォルダーから開いたもの"
    assert source_name("imported") == "インポート済み"
    assert source_name("lmstudio") == "LM Studio"  # a name stays a name
