"""The Help menu: About names the version and each backend's build; the documentation and
the log folder open; the doctor's report is copied; a problem is reported with it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from amdchat import paths
from amdchat.backends.registry import discover
from amdchat.diagnostics.check import Check, Family, text
from amdchat.i18n import tr_noop
from amdchat.ui import about
from tests.helpers.gui import make_window


class Opened(QObject):
    """Stands in for the desktop's file manager and browser: keeps what was opened."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def _help_texts(window) -> list[str]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_about_names_the_version_and_each_backends_llama_cpp_build(qtbot) -> None:
    window = make_window(qtbot)
    assert _help_texts(window) == ["Read the &documentation", "Open the &log folder",
                                   "&Copy a diagnostics report", "&Report a problem…",
                                   "&About amdchat"]
    said = about.about_text(window._backend_now())
    assert said.startswith("amdchat 0.1.0")
    for backend in discover():
        assert f"{backend.kind}: llama-cpp-python 0.3.36 (llama.cpp 0c1e570)" in said
        assert str(backend.folder) in said
    window.menu_actions.help[0].trigger()
    box = QApplication.activeModalWidget() or window.findChild(QMessageBox, "aboutBox")
    assert box is not None and box.text() == said
    box.close()
    window.close()
    window.store.close()


def test_the_log_folder_and_the_documentation_open(qtbot) -> None:
    opened = Opened()
    QDesktopServices.setUrlHandler("file", opened, "open")
    try:
        window = make_window(qtbot)
        _about, docs, logs, _copy, _report = window.menu_actions.help
        logs.trigger()
        assert Path(opened.urls[-1].toLocalFile()) == paths.log_dir()
        assert paths.log_dir().is_dir()
        assert str(paths.log_dir()) in window.statusBar().currentMessage()
        docs.trigger()  # a source checkout: its README
        assert Path(opened.urls[-1].toLocalFile()).name == "README.md"
        window.close()
        window.store.close()
    finally:
        QDesktopServices.unsetUrlHandler("file")


def _quick_checks(_context) -> list[Check]:
    return [Check("gpu", "Vulkan drivers", "green", text(tr_noop("diagnostics", "fine")))]


def test_copy_a_diagnostics_report_waits_for_the_checks_then_copies(qtbot) -> None:
    window = make_window(qtbot)
    page = window.diagnostics_page
    page._families = (Family("gpu", "GPU", _quick_checks),)
    QGuiApplication.clipboard().setText("")
    _about, _docs, _logs, copy, report = window.menu_actions.help
    with qtbot.waitSignal(page.sig_checks_done, timeout=10_000):
        copy.trigger()
    qtbot.waitUntil(lambda: "Vulkan drivers" in QGuiApplication.clipboard().text())
    assert window.tabs.currentWidget() is window.diagnostics_tab
    assert "copied" in window.statusBar().currentMessage()
    QGuiApplication.clipboard().setText("")
    report.trigger()  # the checks have answered: copied at once, and where to send it said
    assert "Vulkan drivers" in QGuiApplication.clipboard().text()
    box = window.findChild(QMessageBox, "reportProblemBox")
    assert box is not None and "Paste it into your report" in box.text()
    assert str(paths.log_dir()) in box.text()
    box.close()
    window.close()
    window.store.close()
