"""The offer to measure the faster backend, driven in the window as a user would: declined
(now, or for good), cancelled, and measured for real between the CPU backend and Vulkan on
lavapipe; Settings shows the figures "auto" decided from; the Benchmark page redoes it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from amdchat import paths
from amdchat.backends.measured import model_class
from amdchat.backends.measured_store import load, remember
from amdchat.bench.backend_choice import figures_of
from amdchat.bench.results import BenchReport
from amdchat.config import Settings
from amdchat.hardware.monitor import GpuMonitor
from tests.helpers.fake_system import TREES
from tests.helpers.gui import make_window
from tests.helpers.tiny_gguf import tiny_gguf
from tests.helpers.vulkan import vulkan_backend

DATA = Path(__file__).parent.parent / "data" / "bench"
COMPARED = ("cpu", "vulkan")  # the two backends this machine runs (no ROCm here)


@pytest.fixture
def xtx(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 7900 XTX in the (recorded) sysfs tree: the GPU the comparison is kept for."""
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))


@pytest.fixture
def model(tmp_path: Path) -> Path:
    return tiny_gguf(tmp_path / "tiny.gguf")


def auto_window(qtbot, **settings):
    window = make_window(qtbot, **{"backend": "auto", **settings})
    window.backend_offer.kinds = lambda _installed: COMPARED
    return window


def asked(qtbot, window, model: Path):
    window.load_model(model)
    qtbot.waitUntil(lambda: window.backend_offer.question is not None, timeout=10_000)
    return window.backend_offer.question


def close(window) -> None:
    window.close()
    window.store.close()


def test_declining_for_good_loads_at_once_and_turns_the_offer_off(qtbot, xtx: None,
                                                                  model: Path) -> None:
    window = auto_window(qtbot)
    question = asked(qtbot, window, model)
    assert question.isVisible()
    assert "AMD Radeon RX 7900 XTX runs both cpu / vulkan" in question.text()
    assert not window.engine.session.has_model  # the load waits for the answer
    qtbot.mouseClick(window.backend_offer.buttons["never"], Qt.MouseButton.LeftButton)
    assert window.engine.session.has_model and window.engine.session.spec.path == model
    assert window.settings["offer_backend_comparison"] is False
    assert Settings.load(paths.settings_file())["offer_backend_comparison"] is False
    assert load().entries == []  # nothing measured, nothing kept
    window.load_model(model)  # never asked again
    qtbot.wait(300)
    assert window.backend_offer.question is None
    close(window)


def test_not_now_asks_again_at_the_next_start_only(qtbot, xtx: None, model: Path) -> None:
    window = auto_window(qtbot)
    asked(qtbot, window, model)
    qtbot.mouseClick(window.backend_offer.buttons["later"], Qt.MouseButton.LeftButton)
    assert window.engine.session.has_model
    assert window.settings["offer_backend_comparison"] is True
    window.engine.unload()
    window.load_model(model)
    qtbot.waitUntil(lambda: window.engine.session.has_model, timeout=10_000)
    assert window.backend_offer.question is None  # not again in this run
    close(window)
    again = auto_window(qtbot)  # the next start
    assert asked(qtbot, again, model).isVisible()
    qtbot.mouseClick(again.backend_offer.buttons["later"], Qt.MouseButton.LeftButton)
    close(again)


def test_cancelling_the_measurement_loads_and_keeps_nothing(qtbot, xtx: None,
                                                            model: Path) -> None:
    window = auto_window(qtbot)
    asked(qtbot, window, model)
    offer = window.backend_offer
    qtbot.mouseClick(offer.buttons["measure"], Qt.MouseButton.LeftButton)
    assert offer.progress is not None and offer.progress.isVisible()
    qtbot.mouseClick(offer.progress.findChild(QPushButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.engine.session.has_model, timeout=60_000)
    assert offer.run is None and offer.progress is None
    assert load().entries == []  # half a comparison decides nothing
    assert window.settings["offer_backend_comparison"] is True
    close(window)


def test_a_load_asked_while_the_offer_waits_is_the_one_loaded(qtbot, xtx: None, model: Path,
                                                              tmp_path: Path) -> None:
    window = auto_window(qtbot)
    asked(qtbot, window, model)
    other = tiny_gguf(tmp_path / "other" / "tiny.gguf", width=128)
    window.load_model(other)
    qtbot.wait(300)  # planned meanwhile: it waits for the answer too
    assert not window.engine.session.has_model
    qtbot.mouseClick(window.backend_offer.buttons["later"], Qt.MouseButton.LeftButton)
    assert window.engine.session.spec.path == other
    close(window)


def test_closing_the_window_while_measuring_loads_nothing(qtbot, xtx: None,
                                                          model: Path) -> None:
    window = auto_window(qtbot)
    asked(qtbot, window, model)
    offer = window.backend_offer
    qtbot.mouseClick(offer.buttons["measure"], Qt.MouseButton.LeftButton)
    close(window)
    qtbot.waitUntil(lambda: offer.run is None, timeout=60_000)
    assert not window.engine.session.has_model and window.engine.session.worker_pid is None


@pytest.mark.parametrize("case", ["forced backend", "no GPU", "one GPU backend", "measured"])
def test_no_offer_when_it_is_not_due(qtbot, monkeypatch: pytest.MonkeyPatch, model: Path,
                                     case: str) -> None:
    if case != "no GPU":
        monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    if case == "measured":
        report = BenchReport.from_dict(json.loads(
            (DATA / "7900xtx-llama-7b-q4.json").read_text(encoding="utf-8")))
        (gpu,) = GpuMonitor().gpus
        remember(model_class(gpu, "llama", model.stat().st_size), figures_of(report),
                 report.measured, report.model)
    window = auto_window(qtbot, backend="cpu" if case == "forced backend" else "auto")
    if case == "one GPU backend":
        window.backend_offer.kinds = lambda _installed: ()
    window.load_model(model)
    qtbot.waitUntil(lambda: window.engine.session.has_model, timeout=10_000)
    assert window.backend_offer.question is None
    close(window)


def test_settings_show_the_figures_auto_decided_from(qtbot, xtx: None, model: Path) -> None:
    from amdchat.ui.settings_dialog import SettingsDialog

    report = BenchReport.from_dict(json.loads(
        (DATA / "7900xtx-llama-7b-q4.json").read_text(encoding="utf-8")))
    (gpu,) = GpuMonitor().gpus
    remember(model_class(gpu, "llama", report.model_size_bytes), figures_of(report),
             report.measured, report.model)
    dialog = SettingsDialog(Settings.load(paths.settings_file()), backends=[])
    qtbot.addWidget(dialog)
    lines = dialog.measured.text().splitlines()
    assert lines == [
        '"Automatic" picks, measured here:',
        "AMD Radeon RX 7900 XTX, llama, 1-4 GiB: vulkan (measured 2026-11-20 21:04:11 with "
        "llama-2-7b.Q4_0.gguf). vulkan is the fastest here. vulkan: 170.4 tok/s generating, "
        "2615 tok/s prompt. rocm: 141.2 tok/s generating, 3012 tok/s prompt."]
    assert "setting_offer_backend_comparison" in {e.objectName()
                                                  for e in dialog.editors.values()}


def test_settings_say_why_figures_edited_by_hand_are_unknown(qtbot) -> None:
    from amdchat.ui.settings_dialog import SettingsDialog

    store = paths.data_dir() / "backend-choices.json"
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_text('{"version": 1, "choices": "vulkan is faster"}', encoding="utf-8")
    dialog = SettingsDialog(Settings.load(paths.settings_file()), backends=[])
    qtbot.addWidget(dialog)
    assert dialog.measured.text() == (
        "Unknown: the kept backend measurements (backend-choices.json) cannot be read (it has "
        "no list of choices); the file was probably edited by hand. Measure again on the "
        "Benchmark page, or delete the file.")


def test_the_benchmark_page_says_what_a_comparison_needs(qtbot, model: Path,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    from amdchat.ui.benchmark_page import BenchmarkPage

    settings = Settings.load(paths.settings_file())
    page = BenchmarkPage(settings)
    qtbot.addWidget(page)
    page.model_edit.setText(str(model))
    page.start_choice()
    assert page.status.text() == "No GPU was found: there is nothing to choose for."
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    for kind, box in page.backend_boxes.items():
        box.setChecked(kind == "cpu")
    page.start_choice()
    assert page.status.text() == "Tick two backends or more to compare them."
    assert not page.running


@pytest.mark.slow
def test_measuring_for_real_keeps_the_winner_and_auto_uses_it(qtbot, xtx: None,
                                                              model_path: Path) -> None:
    """CPU backend against Vulkan on lavapipe (GPU 0 here), a few tokens: the CPU wins,
    and lavapipe's Vulkan cannot win at all: it runs on the CPU."""
    vulkan_backend()
    window = auto_window(qtbot, gpu_device=0)
    offer = window.backend_offer
    offer.sizes = {"pp": 8, "tg": 3, "reps": 1}
    asked(qtbot, window, model_path)
    qtbot.mouseClick(offer.buttons["measure"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.engine.sig_loaded, timeout=900_000):
        pass
    (entry,) = load().entries
    assert [f.backend for f in entry.figures] == ["cpu", "vulkan"]
    verdict = entry.verdict()
    assert verdict.winner == "cpu"
    assert "vulkan ran on the CPU, not the GPU." in str(verdict.reason)
    assert window.engine.session.backend.kind == "cpu"
    shown = window.problem.text() if hasattr(window.problem, "text") else ""
    assert "found no usable GPU" not in shown  # chosen, not fallen back to
    close(window)


@pytest.mark.slow
def test_the_benchmark_page_measures_for_auto_again(qtbot, xtx: None, model: Path) -> None:
    """For real, on the tiny model: the CPU backend against Vulkan on lavapipe (GPU 0;
    minutes here, most of them lavapipe compiling llama.cpp's shaders)."""
    from amdchat.ui.benchmark_page import BenchmarkPage

    vulkan_backend()
    settings = Settings.load(paths.settings_file())
    settings.set("gpu_device", 0)
    page = BenchmarkPage(settings)
    qtbot.addWidget(page)
    page.model_edit.setText(str(model))
    for kind, box in page.backend_boxes.items():
        box.setChecked(kind in COMPARED)
    page.depths_edit.setText("0,4096")  # the comparison measures depth 0 only
    page.pp_spin.setValue(8)
    page.tg_spin.setValue(2)
    page.reps_spin.setValue(1)
    with qtbot.waitSignal(page.sig_finished, timeout=300_000) as finished:
        qtbot.mouseClick(page.choice_button, Qt.MouseButton.LeftButton)
    assert finished.args[0].depths == [0]
    (entry,) = load().entries
    assert (entry.klass.architecture, entry.model) == ("llama", "tiny.gguf")
    assert sorted(f.backend for f in entry.figures) == ["cpu", "vulkan"]
    assert page.status.text().splitlines()[-1].startswith(
        '"Automatic" uses cpu for models like this one on this GPU. cpu is the fastest here.')
    assert page.history_combo.count() == 1  # kept in the history as any run
