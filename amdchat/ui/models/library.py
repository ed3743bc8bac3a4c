"""The models on this computer: the library's table, open one in the chat, import a
.gguf from elsewhere (copied or linked), delete one, scan the folders again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from amdchat.config import Settings
from amdchat.library import LocalModel, delete_model, describe_opened, import_model, scan
from amdchat.modelfile import ModelFileError
from amdchat.ui import remembered
from amdchat.ui.background import run_in_background
from amdchat.ui.models.hub_search import hub_error_text
from amdchat.ui.models.table_models import LibraryModel
from amdchat.ui.models.views import selected_row, table_view


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError):
        return a == b


class LocalLibrary(QGroupBox):
    sig_open_in_chat_requested = Signal(str)
    """Load this model file in the chat."""
    sig_scanned = Signal()
    """The library was scanned again: its rows are new."""
    sig_status = Signal(str, str)
    """A line for the page's status: its text, and "error", "info" or "" (plain)."""

    def __init__(self, settings: Settings, is_loaded: Callable[[Path], bool]) -> None:
        super().__init__()
        self.setTitle(self.tr("On this computer"))
        self.settings = settings
        self.is_loaded = is_loaded  # whether the chat holds this model file
        self.library = LibraryModel(self)
        self.library.is_loaded = lambda model: self.is_loaded(model.path)
        self.library_view = table_view(self.library)
        self.scanned: list[LocalModel] = []  # the folders' models, as the last scan found
        self._opened: list[LocalModel] = []  # the model in the chat, opened from elsewhere
        self._opened_round = 0
        self.library_view.activated.connect(lambda _i: self.open_selected_in_chat())
        buttons = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Open in chat"))
        self.open_button.clicked.connect(self.open_selected_in_chat)
        self.import_button = QPushButton(self.tr("Import .gguf…"))
        self.import_button.clicked.connect(self.import_file)
        self.delete_button = QPushButton(self.tr("Delete"))
        # not connected directly: clicked(bool) would pass False as ``confirm``
        self.delete_button.clicked.connect(lambda: self.delete_selected(confirm=True))
        self.rescan_button = QPushButton(self.tr("Rescan"))
        self.rescan_button.clicked.connect(self.rescan)
        for button in (self.open_button, self.import_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.rescan_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.library_view)
        layout.addLayout(buttons)

    def rescan(self) -> None:
        models_dir = self.settings.models_dir()
        run_in_background(self, lambda: scan(models_dir), self._on_scanned,
                          lambda exc: self.sig_status.emit(hub_error_text(exc), "error"))

    def _on_scanned(self, models: list[LocalModel]) -> None:
        self.scanned = list(models)
        self._show_rows()
        self.sig_scanned.emit()

    def show_opened(self, path: Path | None) -> None:
        """The model the chat holds, listed while it does even when it lives outside the
        scanned folders (opened with Open, dropped, or given to the app): "On this
        computer" stayed empty while such a model was loaded. Read off the GUI thread."""
        self._opened_round += 1
        if path is None or any(_same(path, m.path) for m in self.scanned):
            if self._opened:
                self._opened = []
                self._show_rows()
            return
        round_, opened = self._opened_round, path
        run_in_background(self, lambda: describe_opened([opened]),
                          lambda found: self._on_opened(round_, found), lambda _exc: None)

    def _on_opened(self, round_: int, found: list[LocalModel]) -> None:
        if round_ == self._opened_round:
            self._opened = found
            self._show_rows()

    def _show_rows(self) -> None:
        self.library.set_rows([*self.scanned, *self._opened])

    def open_selected_in_chat(self) -> None:
        model: LocalModel | None = selected_row(self.library_view)
        if model is not None:
            self.sig_open_in_chat_requested.emit(str(model.path))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a GGUF model"),
                                              remembered.last_folder("model", str(Path.home())),
                                              self.tr("GGUF models (*.gguf)"))
        if not path:
            return
        remembered.remember_folder("model", path)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Import a GGUF model"),
                          self.tr("Copy the file into the models folder, or link to it where "
                                  "it is (no extra disk space; it must stay there)?"),
                          parent=self)
        copy = box.addButton(self.tr("Copy"), QMessageBox.ButtonRole.AcceptRole)
        link = box.addButton(self.tr("Link"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() in (copy, link):
            self.import_path(Path(path), link=box.clickedButton() is link)

    def import_path(self, path: Path, link: bool = False) -> None:
        """Copy or link off the GUI thread: a model file can be tens of GB."""
        models_dir = self.settings.models_dir()
        self.sig_status.emit(self.tr("Importing {name}…").format(name=path.name), "")
        run_in_background(self, lambda: import_model(path, models_dir, link=link),
                          self._on_imported, self._on_import_failed)

    def _on_imported(self, target: Path) -> None:
        self.sig_status.emit(self.tr("Imported as {path}").format(path=target), "")
        self.rescan()

    def _on_import_failed(self, exc: Exception) -> None:
        if not isinstance(exc, ModelFileError | OSError):
            exc = RuntimeError(f"{type(exc).__name__}: {exc}")
        self.sig_status.emit(self.tr("Not imported: {error}").format(error=exc), "error")

    def delete_selected(self, *, confirm: bool = True) -> None:
        model: LocalModel | None = selected_row(self.library_view)
        if model is None:
            return
        if self.is_loaded(model.path):
            self.sig_status.emit(self.tr("{name} is loaded in the chat: unload it first "
                                         "(Unload, at the top), then delete it.").format(
                name=model.path.name), "error")
            return
        if confirm and QMessageBox.question(
                self, self.tr("Delete model"),
                self.tr("Delete {path} from the disk?").format(path=model.path)
        ) != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_model(model, self.settings.models_dir())
        except OSError as exc:
            self.sig_status.emit(str(exc), "error")
            return
        self.rescan()
