"""Settings in pages; only installed backends choosable; the GPU chosen by name."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt

from amdchat.backends.registry import Backend
from amdchat.config import OPTIONS
from amdchat.ui.settings_dialog import SettingsDialog
from amdchat.ui.settings_pages import PAGES
from tests.helpers.gui import press

TREES = Path(__file__).parent.parent / "data" / "sysfs"
CPU_ONLY = [Backend("cpu", Path("/nowhere/cpu"), "bundled")]


def page_titles(dialog: SettingsDialog) -> list[str]:
    return [dialog.page_list.item(i).text() for i in range(dialog.page_list.count())]


def options_on_page(dialog: SettingsDialog, title: str) -> list[str]:
    dialog.show_page(title)
    form = dialog.forms[title]
    shown = [form.itemAt(row, form.ItemRole.FieldRole).widget() for row in range(form.rowCount())]
    return [name for name, editor in dialog.editors.items() if editor in shown]


def test_every_setting_is_on_one_of_the_grouped_pages(qtbot, window) -> None:
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    assert page_titles(dialog) == ["Model", "Backend and GPU", "Performance", "Chat",
                                   "Downloads", "Local API server", "Network", "Appearance"]
    assert [title for title, _ in PAGES] == page_titles(dialog)
    placed = [name for title, _ in PAGES for name in options_on_page(dialog, title)]
    hidden = ("last_model", "recent_models", "remote_url", "remote_model")
    assert sorted(placed) == sorted(o.name for o in OPTIONS if o.name not in hidden)
    assert "temperature" in options_on_page(dialog, "Chat")
    assert "hf_token" in options_on_page(dialog, "Downloads")
    assert {"api_server", "api_key"} <= set(options_on_page(dialog, "Local API server"))
    assert {"backend", "gpu_device"} <= set(options_on_page(dialog, "Backend and GPU"))
    assert options_on_page(dialog, "Performance") == ["threads"]
    dialog.page_list.setCurrentRow(3)
    assert dialog.pages.currentIndex() == 3


def test_threads_read_automatic_with_the_count_and_take_a_number(qtbot, window) -> None:
    from amdchat.config import Settings
    from amdchat.hardware.cpu_cores import performance_cores

    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    spin = dialog.editors["threads"]
    assert spin.value() == 0 and spin.text() == f"Automatic ({performance_cores()})"
    spin.setValue(3)
    dialog.accept()
    assert window.settings["threads"] == 3
    assert Settings.load(window.settings.path)["threads"] == 3  # kept in the file


def test_backends_not_installed_are_greyed_with_why(qtbot, window) -> None:
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    combo = dialog.editors["backend"]
    model = combo.model()
    rows = {combo.itemData(r): r for r in range(combo.count())}
    assert set(rows) == {"auto", "vulkan", "rocm", "cpu"}
    assert model.item(rows["cpu"]).isEnabled() and model.item(rows["auto"]).isEnabled()
    for kind in ("vulkan", "rocm"):
        item = model.item(rows[kind])
        assert not item.isEnabled() and item.text().endswith("(not installed)")
        assert f"amdchat backends build {kind}" in item.toolTip()
    assert combo.currentData() == "cpu"  # the test window's setting
    combo.setCurrentIndex(rows["auto"])
    dialog.accept()
    assert window.settings["backend"] == "auto"


def test_an_installed_app_says_where_to_get_a_missing_backend(qtbot, window,
                                                              monkeypatch) -> None:
    """An installed app cannot compile a backend, and Debian's own ROCm is too old for
    llama.cpp: the greyed-out entries say what to build, against what, and where to put it."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    combo = dialog.editors["backend"]
    tips = {combo.itemData(r): combo.model().item(r).toolTip() for r in range(combo.count())}
    for kind in ("vulkan", "rocm"):
        assert "the installed app cannot compile one" in tips[kind]
        assert f"backends build {kind} --dest " in tips[kind]
    assert "AMD's ROCm 6.1 or newer" in tips["rocm"] and "ROCm" not in tips["vulkan"]


def test_a_chosen_backend_that_went_missing_stays_as_it_is(qtbot, window) -> None:
    window.settings.set("backend", "rocm")
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    assert dialog.editors["backend"].currentData() == "rocm"
    dialog.accept()
    assert window.settings["backend"] == "rocm"


def test_the_gpu_is_chosen_by_name_from_the_gpus_found(qtbot, monkeypatch) -> None:
    from tests.helpers.gui import make_window

    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    window = make_window(qtbot)
    press(qtbot, window.chat_pane.transcript, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    (dialog,) = window.findChildren(SettingsDialog)
    combo = dialog.editors["gpu_device"]
    names = [combo.itemText(r) for r in range(combo.count())]
    assert names[0].startswith("Automatic") and combo.currentData() == -1
    assert "AMD Radeon RX 7900 XTX" in names
    combo.setCurrentIndex(names.index("AMD Radeon RX 7900 XTX"))
    dialog.accept()
    assert window.settings["gpu_device"] == 0
    window.close()
    window.store.close()


def test_a_bare_host_offers_only_automatic_and_keeps_an_unknown_index(qtbot, window) -> None:
    window.settings.set("gpu_device", 2)
    dialog = SettingsDialog(window.settings, window, gpus=[])
    qtbot.addWidget(dialog)
    combo = dialog.editors["gpu_device"]
    assert [combo.itemText(r) for r in range(combo.count())] == [
        "Automatic (the backend's choice)", "GPU 2 (not found now)"]
    dialog.accept()
    assert window.settings["gpu_device"] == 2


def test_listening_on_the_network_warns_and_asks_for_a_key(qtbot, window) -> None:
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    assert dialog.api_warning.text() == ""
    dialog.editors["api_listen_network"].setChecked(True)
    assert "does not start without an API key" in dialog.api_warning.text()
    dialog.editors["api_key"].setText("s3cret")
    assert "other computers on the network can use the model" in dialog.api_warning.text()
    dialog.editors["api_listen_network"].setChecked(False)
    assert dialog.api_warning.text() == ""


def test_an_empty_models_folder_shows_where_models_go(qtbot, window) -> None:
    """The Downloads page showed two blank boxes: a first-time user could not tell where
    models are saved, or whether the token is needed."""
    from amdchat import paths

    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    folder, token = dialog.editors["models_dir"], dialog.editors["hf_token"]
    assert folder.text() == "" and folder.placeholderText() == str(paths.default_models_dir())
    assert window.settings.models_dir() == paths.default_models_dir()
    assert "optional" in token.placeholderText()
    dialog.accept()
    assert window.settings["models_dir"] == ""  # a hint, not a value


def test_a_number_is_editable_only_while_its_choice_uses_it(qtbot, window) -> None:
    """The context length while it is not automatic; the layers with GPU offload on
    layers, the experts' layers with it on experts; and the Backend and GPU page, with
    those rows, fits the dialog without scrolling sideways."""
    window.settings.set("gpu_offload", "layers")
    window.settings.set("context_auto", True)
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    dialog.show()
    editors = dialog.editors
    assert not editors["context_length"].isEnabled()  # automatic, the default
    editors["context_auto"].click()
    assert editors["context_length"].isEnabled()
    assert editors["gpu_layers"].isEnabled() and not editors["cpu_moe_layers"].isEnabled()
    offload = editors["gpu_offload"]
    offload.setCurrentIndex(offload.findData("experts"))
    assert not editors["gpu_layers"].isEnabled() and editors["cpu_moe_layers"].isEnabled()
    offload.setCurrentIndex(offload.findData("auto"))
    assert not editors["gpu_layers"].isEnabled() and not editors["cpu_moe_layers"].isEnabled()
    dialog.show_page("Backend and GPU")
    scroll = dialog.pages.currentWidget()
    qtbot.waitUntil(lambda: scroll.widget().width() <= scroll.viewport().width())
    dialog.accept()
    assert window.settings["context_auto"] is False and window.settings["gpu_offload"] == "auto"


def test_no_page_scrolls_sideways_in_russian(qtbot, window, russian) -> None:
    """Russian's labels are the longest: at the dialog's own size every page still shows
    its fields beside them, without a sideways scroll bar (the Model page had one)."""
    dialog = SettingsDialog(window.settings, window, backends=CPU_ONLY)
    qtbot.addWidget(dialog)
    dialog.show()
    for title, _names in PAGES:
        dialog.show_page(title)
        scroll = dialog.pages.currentWidget()
        qtbot.waitUntil(lambda s=scroll: s.widget().width() <= s.viewport().width())
        assert scroll.horizontalScrollBar().maximum() == 0, title
    dialog.reject()
