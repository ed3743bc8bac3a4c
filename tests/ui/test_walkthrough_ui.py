"""The walkthrough's open UI items: where the Open dialog starts, what About says runs."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from amdchat.backends.registry import Backend, choose
from amdchat.ui import about
from amdchat.ui.about import BackendNow, in_use_line
from tests.helpers.gui import make_window


def _start_folder_asked(qtbot, monkeypatch, **settings) -> str:
    window = make_window(qtbot, **settings)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda _p, _t, start, _f: (asked.append(start), ("", ""))[1]))
    window.choose_model()
    window.close()
    window.store.close()
    return asked[0]


def test_the_first_open_dialog_starts_in_the_models_folder(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    models = tmp_path / "my models"
    models.mkdir()
    start = _start_folder_asked(qtbot, monkeypatch, models_dir=str(models))
    assert start == str(models) != os.getcwd()


def test_without_a_models_folder_the_open_dialog_starts_at_home(qtbot, tmp_path,
                                                                monkeypatch) -> None:
    start = _start_folder_asked(qtbot, monkeypatch, models_dir=str(tmp_path / "not made"))
    assert start == str(Path.home()) != os.getcwd()


GPU = Backend("vulkan", Path("/nowhere/vulkan"), "bundled")
CPU = Backend("cpu", Path("/nowhere/cpu"), "bundled")


def test_about_says_the_cpu_runs_because_automatic_found_no_gpu() -> None:
    said = in_use_line(BackendNow(CPU, "auto"), [GPU, CPU])
    assert said.startswith("In use now: cpu in /nowhere/cpu")
    assert "the GPU backend found no usable GPU" in said


def test_about_says_a_named_backend_runs_because_the_setting_names_it() -> None:
    assert "Settings > Backend asks for vulkan" in in_use_line(BackendNow(GPU, "vulkan"),
                                                              [GPU, CPU])
    said = in_use_line(BackendNow(None, "auto"), [CPU, GPU])
    assert said.startswith("No model is loaded; the next load uses vulkan in /nowhere/vulkan")
    assert "the first one installed of Vulkan, ROCm, then the CPU" in said


def test_the_about_box_says_which_backend_the_app_uses(qtbot) -> None:
    window = make_window(qtbot)  # the CPU backend named in the settings
    said = about.about_text(window._backend_now())
    cpu = choose("cpu")  # of two CPU backends, the one with a library per x86 level
    assert f"\n\nNo model is loaded; the next load uses cpu in {cpu.folder} (Settings > " \
        "Backend asks for cpu" in said
    window.close()
    window.store.close()
