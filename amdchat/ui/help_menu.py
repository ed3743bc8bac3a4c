"""The Help menu: About, the documentation, the log folder, the diagnostics report, and
how to report a problem. The report is the doctor's (the Diagnostics page's), copied
once its checks have answered."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from amdchat import paths
from amdchat.ui import about

if TYPE_CHECKING:
    from amdchat.ui.diagnostics_page import DiagnosticsPage


class HelpActions(QObject):
    """What the Help menu's entries do, for the window that owns them."""

    def __init__(self, window: QWidget, diagnostics: Callable[[], DiagnosticsPage],
                 show_diagnostics: Callable[[], object], notify: Callable[[str], None],
                 backend_now: Callable[[], about.BackendNow | None] = lambda: None) -> None:
        super().__init__(window)
        self._backend_now = backend_now
        self.window = window
        self._diagnostics = diagnostics
        self._show_diagnostics = show_diagnostics
        self._notify = notify
        self._waiting_for_report = False

    def about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About amdchat"),
                          about.about_text(self._backend_now()),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("aboutBox")
        box.open()

    def open_documentation(self) -> None:
        """The README shipped with this copy; the project's page when it has none."""
        readme = about.documentation()
        if readme is not None:
            self._open(QUrl.fromLocalFile(str(readme)), str(readme))
            return
        urls = about.project_urls()
        if urls:
            address = next(iter(urls.values()))
            self._open(QUrl(address), address)
            return
        self._notify(self.tr("This copy of amdchat was installed without its documentation; "
                             "its README is in the source package."))

    def open_log_folder(self) -> None:
        folder = paths.log_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._notify(self.tr("The log folder {folder} cannot be made: {error}").format(
                folder=folder, error=exc))
            return
        self._open(QUrl.fromLocalFile(str(folder)), str(folder))

    def _open(self, url: QUrl, shown: str) -> None:
        if QDesktopServices.openUrl(url):
            self._notify(self.tr("Opened {place}").format(place=shown))
        else:
            self._notify(self.tr("No program here opens {place}; open it yourself.").format(
                place=shown))

    def copy_report(self) -> None:
        """Copy the doctor's report: at once when the checks have answered, else when
        they do (the Diagnostics page shows them meanwhile)."""
        page = self._diagnostics()
        self._show_diagnostics()
        if page.checks_done:
            page.copy_report()
            self._notify(self.tr("The diagnostics report was copied: paste it into a bug "
                                 "report or a forum post."))
            return
        self._notify(self.tr("Running the checks; the report is copied when they are done."))
        if not self._waiting_for_report:
            self._waiting_for_report = True
            page.sig_checks_done.connect(self._copy_when_done)

    def _copy_when_done(self) -> None:
        page = self._diagnostics()
        page.sig_checks_done.disconnect(self._copy_when_done)
        self._waiting_for_report = False
        self.copy_report()

    def report_problem(self) -> None:
        """Copy the report, and say what to send, and where."""
        self.copy_report()
        tracker = about.issue_tracker()
        where = (self.tr("Send it to {address}.").format(address=tracker) if tracker else
                 self.tr("Send it to the people you got amdchat from (their issue tracker, "
                         "forum or e-mail)."))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Report a problem"),
                          self.tr("The diagnostics report (your GPU, drivers, backends and "
                                  "their checks, without your user name, home folder or token) "
                                  "is copied to the clipboard once the checks are done.\n\n"
                                  "Paste it into your report, with what you did, what you "
                                  "expected and what happened. {where}\n\nThe log files are in "
                                  "{logs}.").format(where=where, logs=paths.log_dir()),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("reportProblemBox")
        box.open()
