"""The Models page: search the Hub, list a repo's quantizations, download, library.

Network and disk work runs off the GUI thread (the thread pool for search and
listings, the download queue's own threads for downloads); download progress
reaches the table through a timer that refreshes it at most every REFRESH_MS.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionProgressBar,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from amdchat import paths
from amdchat.config import Settings
from amdchat.fit.cache import DryRunCache
from amdchat.fit.check import merge_shards
from amdchat.fit.estimate import Budget
from amdchat.fit.measure import DryRunner
from amdchat.fit.plan import FitPlan, fit_report, plan_from_settings
from amdchat.fit.report import FitReport
from amdchat.hardware.system_memory import available_ram
from amdchat.hub import api
from amdchat.hub.card import model_card
from amdchat.hub.quants import Quant
from amdchat.hub.queue import DONE, AlreadyDownloaded, DownloadItem, DownloadQueue
from amdchat.hub.remote_header import read_remote_header_bytes
from amdchat.hub.safepath import UnsafePath
from amdchat.library import LocalModel, delete_model, import_model, repo_id_of, scan
from amdchat.model_memory import memory_from_dict, model_memory
from amdchat.modelfile import ModelFileError
from amdchat.ui.background import run_in_background
from amdchat.ui.models.download_actions import DownloadActions
from amdchat.ui.models.fit_texts import fit_text, report_text
from amdchat.ui.models.table_models import (
    DownloadListModel,
    LibraryModel,
    ProgressRole,
    QuantTableModel,
    RowRole,
    SearchResultsModel,
)
from amdchat.ui.theme import paint_status

REFRESH_MS = 250


class ProgressDelegate(QStyledItemDelegate):
    def paint(self, painter, option, index) -> None:
        bar = QStyleOptionProgressBar()
        bar.rect = option.rect.adjusted(2, 3, -2, -3)
        bar.minimum, bar.maximum = 0, 100
        bar.progress = int(index.data(ProgressRole) or 0)
        bar.text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        bar.textVisible = True
        QApplication.style().drawControl(QStyle.ControlElement.CE_ProgressBar, bar, painter)


class _CardDocument(QTextDocument):
    def loadResource(self, type: int, name: Any) -> Any:
        return None  # and not QTextDocument's own, which reads local files


class CardBrowser(QTextBrowser):
    """A model card from the Hub is shown as text: its images and other resources are
    never loaded (a path in it would otherwise be read from this computer's disk)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDocument(_CardDocument(self))
        self._hint = ""

    def loadResource(self, type: int, name: Any) -> Any:
        return None

    def setPlaceholderText(self, text: str) -> None:
        """Qt draws a placeholder as one line, cut at the width of a narrow pane (the
        Russian hint lost its second half): this one wraps."""
        self._hint = text
        self.viewport().update()

    def placeholderText(self) -> str:
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._hint and self.document().isEmpty():
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            margin = int(self.document().documentMargin())
            painter.drawText(self.viewport().rect().adjusted(margin, margin, -margin, -margin),
                             Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self._hint)


def _table(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _runner_for(settings: Settings, plan: FitPlan, token: str | None) -> DryRunner:
    return DryRunner(DryRunCache(paths.cache_dir() / "dry-run"), plan.backend,
                     settings["gpu_device"], plan.device_name, token)


def _fit_of(repo_id: str, quant: Quant, settings: Settings, token: str | None,
            budget_of: Callable[[], Budget | None]) -> tuple[FitReport | None, Any]:
    """Runs off the GUI thread. (report, pending): the measured report when a dry run of
    this file is cached (no Hub request then), else the estimate from the header (read
    with HTTP ranges) and, in ``pending``, what its dry run needs. (None, None): neither
    a GPU nor the system's memory is known."""
    plan = plan_from_settings(settings, budget_of(), available_ram())
    if plan is None:
        return None, None
    if settings["fit_dry_run"]:
        hit = _runner_for(settings, plan, token).cached_remote(repo_id, quant.files,
                                                               plan.params)
        with contextlib.suppress(TypeError, ValueError, KeyError):
            if hit is not None:
                return fit_report(memory_from_dict(hit["memory"]), plan, hit), None
    headers = [read_remote_header_bytes(repo_id, remote, token) for remote in quant.files]
    memory = model_memory(merge_shards([header for header, _ in headers]))
    return fit_report(memory, plan), (memory, plan, headers)


def _measure(runner: DryRunner, repo_id: str, quant: Quant, memory: Any, plan: FitPlan,
             headers: Any) -> FitReport:
    """Runs off the GUI thread, one at a time: the dry run of the header read before."""
    event = runner.remote(repo_id, quant.files, plan.params, headers)
    return fit_report(memory, plan, event)


def _selected(view: QTableView) -> Any:
    index = view.currentIndex()
    return index.data(RowRole) if index.isValid() else None


class ModelsPage(QWidget):
    sig_open_in_chat_requested = Signal(str)
    """Load this model file in the chat."""

    def __init__(self, settings: Settings, queue: DownloadQueue,
                 budget: Callable[[], Budget | None] = lambda: None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.queue = queue
        self.budget = budget
        self._fit_round = 0  # a repository opened again drops the dry runs still queued
        self._to_measure: list[tuple[int, str, Quant, Any, FitPlan, Any]] = []
        self._measuring = False
        self._estimating = 0  # estimates of this round still on their way
        self._runner: DryRunner | None = None  # its worker is kept for the next dry runs
        self._runner_key: tuple[str, str, str | None] = ("", "", None)
        # the dry runs' own thread: never queued behind the header reads of the estimates
        # (its worker starts, and measures, while the other headers are still read)
        self._dry_run_pool = QThreadPool(self)
        self._dry_run_pool.setMaxThreadCount(1)
        self.is_loaded: Callable[[Path], bool] = lambda _path: False  # set by the window
        self.current_repo = ""  # the repository asked for last
        self.quants_repo = ""  # the repository whose quantizations the table shows
        self.results = SearchResultsModel(self)
        self.quants = QuantTableModel(self)
        self.downloads = DownloadListModel(self)
        self.library = LibraryModel(self)
        self.library.is_loaded = lambda model: self.is_loaded(model.path)
        self._searched = False  # a search ran: a new sort runs it again
        self.row_actions: dict[int, DownloadActions] = {}  # download id -> its row's buttons
        self._build()
        self._dirty = False
        # Downloads that had finished when the library was last asked to rescan: each
        # finished download rescans once, whatever the scan then lists (an mmproj on its
        # own, a file deleted since, a download into an older models folder are not in it).
        self._finished_seen = {i.id for i in queue.items if i.state == DONE}
        self._refresh = QTimer(self, interval=REFRESH_MS)
        self._refresh.timeout.connect(self._refresh_downloads)
        self._refresh.start()
        # Called from the download threads on every 64 KiB: only a flag is set there,
        # and the refresh timer reads it; no signal per block crosses threads.
        queue.on_change(self._mark_dirty)
        self._set_download_rows()
        if queue.load_problem:
            self.show_status(queue.load_problem, error=True)

    # -- layout ----------------------------------------------------------------
    def _build(self) -> None:
        self.search_box = QLineEdit(placeholderText=self.tr("Search Hugging Face for GGUF models"))
        self.search_box.setToolTip(self.search_box.placeholderText())  # cut short when narrow
        self.search_box.setObjectName("hubSearch")
        self.search_box.returnPressed.connect(self.search)
        self.sort = QComboBox()
        for key, label in (("downloads", self.tr("Most downloaded")),
                           ("likes", self.tr("Most liked")), ("recent", self.tr("Recent"))):
            self.sort.addItem(label, key)
        self.sort.currentIndexChanged.connect(self._on_sort_changed)
        self.search_button = QPushButton(self.tr("Search"))
        self.search_button.clicked.connect(self.search)
        self.status = QLabel()
        self.status.setObjectName("modelsStatus")
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.search_box, 1)
        row.addWidget(self.sort)
        row.addWidget(self.search_button)
        self.results_view = _table(self.results)
        self.results_view.clicked.connect(self._open_repo)
        self.results_view.activated.connect(self._open_repo)
        search_box = QGroupBox(self.tr("Hugging Face"))
        layout = QVBoxLayout(search_box)
        layout.addLayout(row)
        layout.addWidget(self.results_view)

        self.quants_view = _table(self.quants)
        self.repo_label = QLabel(self.tr("Pick a repository to see its quantizations."))
        self.download_button = QPushButton(self.tr("Download"))
        self.download_button.setObjectName("downloadButton")
        self.download_button.clicked.connect(self.download_selected)
        quant_box = QGroupBox(self.tr("Quantizations"))
        layout = QVBoxLayout(quant_box)
        layout.addWidget(self.repo_label)
        layout.addWidget(self.quants_view)
        layout.addWidget(self.download_button)

        self.downloads_view = _table(self.downloads)
        self.downloads_view.setItemDelegateForColumn(2, ProgressDelegate(self.downloads_view))
        buttons = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("Clear finished"))
        self.clear_button.clicked.connect(self._clear_finished)
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        downloads_box = QGroupBox(self.tr("Downloads"))
        layout = QVBoxLayout(downloads_box)
        layout.addWidget(self.downloads_view)
        layout.addLayout(buttons)

        self.library_view = _table(self.library)
        self.library_view.activated.connect(lambda _i: self.open_selected_in_chat())
        lib_buttons = QHBoxLayout()
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
            lib_buttons.addWidget(button)
        lib_buttons.addStretch(1)
        lib_buttons.addWidget(self.rescan_button)
        library_box = QGroupBox(self.tr("On this computer"))
        layout = QVBoxLayout(library_box)
        layout.addWidget(self.library_view)
        layout.addLayout(lib_buttons)

        self.card = CardBrowser()
        self.card.setObjectName("modelCard")
        self.card.setOpenExternalLinks(True)
        self.card.setPlaceholderText(self.tr("Pick a repository to read its model card."))
        card_box = QGroupBox(self.tr("Model card"))
        layout = QVBoxLayout(card_box)
        layout.addWidget(self.card)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(search_box)
        top.addWidget(quant_box)
        top.addWidget(card_box)
        top.setSizes([520, 420, 340])
        main = QSplitter(Qt.Orientation.Vertical)
        main.addWidget(top)
        main.addWidget(downloads_box)
        main.addWidget(library_box)
        main.setSizes([380, 160, 240])
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(main, 1)

    def show_status(self, text: str, error: bool = False, status: str | None = None) -> None:
        """``error``: in the error colour; else ``status`` (one of theme.STATUSES) or the
        palette's own. Red is kept for what went wrong, not for information."""
        self.status.setText(text)
        paint_status(self.status, "error" if error else status)

    def _token(self) -> str | None:
        return api.token_from(self.settings["hf_token"])

    # -- search and repo -----------------------------------------------------------
    def search(self) -> None:
        query, sort, token = self.search_box.text().strip(), self.sort.currentData(), self._token()
        self.show_status(self.tr("Searching…"))
        self.search_button.setEnabled(False)
        run_in_background(self, lambda: api.search(query, sort, token=token),
                          self._on_results, self._on_hub_error)

    def _on_sort_changed(self, _index: int) -> None:
        """The results are in the order asked: a new order is a new search."""
        if self._searched:
            self.search()

    def _on_results(self, results: list[api.RepoSummary]) -> None:
        self.search_button.setEnabled(True)
        self._searched = True
        self.results.set_rows(results)
        self.show_status(self.tr("Repositories found: {n}").format(n=len(results)))

    def _on_hub_error(self, exc: Exception) -> None:
        self.search_button.setEnabled(True)
        self.show_status(str(exc) if isinstance(exc, api.HubError)
                         else f"{type(exc).__name__}: {exc}", error=True)

    def _open_repo(self, index: QModelIndex) -> None:
        summary = index.data(RowRole)
        if summary is not None:
            self.open_repo(summary.repo_id)

    def open_repo(self, repo_id: str) -> None:
        self.current_repo = repo_id
        # the last repository's rows go at once: a Download meanwhile must not queue
        # one of its files under this repository's name
        self.quants.set_rows([])
        self.quants_repo = ""
        self.repo_label.setText(self.tr("Loading {repo}…").format(repo=repo_id))
        token = self._token()
        run_in_background(self, lambda: api.repo_files(repo_id, token=token),
                          self._on_repo_files, self._on_hub_error)
        self.card.setPlainText(self.tr("Loading the model card of {repo}…").format(repo=repo_id))
        run_in_background(self, lambda: model_card(repo_id, token=token),
                          partial(self._on_card, repo_id), partial(self._on_card_failed, repo_id))

    def _on_card(self, repo_id: str, text: str) -> None:
        if repo_id != self.current_repo:
            return  # an older answer
        if text:
            self.card.setMarkdown(text)
        else:
            self.card.setPlainText(self.tr("{repo} has no model card.").format(repo=repo_id))

    def _on_card_failed(self, repo_id: str, exc: Exception) -> None:
        if repo_id == self.current_repo:
            self.card.setPlainText(self.tr("The model card could not be read: {error}").format(
                error=exc))

    def _on_repo_files(self, files: api.RepoFiles) -> None:
        if files.repo_id != self.current_repo:
            return  # an older answer
        self.quants.set_rows(files.quants + files.mmproj)
        self.quants_repo = files.repo_id
        self._check_fits(files)
        self.repo_label.setText(self.tr("{repo} · quantizations: {n}").format(
            repo=files.repo_id, n=len(files.quants)))
        if not files.quants:
            self.show_status(self.tr("{repo} has no GGUF files.").format(repo=files.repo_id))

    def _check_fits(self, files: api.RepoFiles) -> None:
        """Each quant's verdict: first the estimate from its header (read with HTTP ranges,
        a few MB each, in parallel), then, one at a time, llama.cpp's dry run of it."""
        token = self._token()
        self._fit_round += 1
        self._to_measure.clear()
        self._estimating = len(files.quants)
        for quant in files.quants:
            self.quants.set_fit(quant, self.tr("checking…"), "")
            run_in_background(
                self, partial(_fit_of, files.repo_id, quant, self.settings, token, self.budget),
                partial(self._on_fit, self._fit_round, files.repo_id, quant),
                partial(self._on_fit_failed, self._fit_round, quant))

    def _on_fit(self, round_: int, repo_id: str, quant: Quant,
                result: tuple[FitReport | None, Any]) -> None:
        report, pending = result
        self._estimated(round_)
        if report is None:
            self.quants.set_fit(quant, *fit_text(None, None, 0))
        else:
            self.quants.set_fit(quant, *report_text(report))
        if pending is not None and self.settings["fit_dry_run"] and round_ == self._fit_round:
            self._to_measure.append((round_, repo_id, quant, *pending))
        self._measure_next()

    def _measure_next(self) -> None:
        if self._measuring:
            return
        if not self._to_measure:
            if not self._estimating:
                self._close_runner()  # the worker goes; the cache keeps what it measured
            return
        round_, repo_id, quant, memory, plan, headers = self._to_measure.pop(0)
        key = (plan.backend, plan.device_name, self._token())
        if self._runner is None or self._runner_key != key:
            self._close_runner()
            self._runner = _runner_for(self.settings, plan, key[2])
            self._runner_key = key
        self._measuring = True
        job = partial(_measure, self._runner, repo_id, quant, memory, plan, headers)
        run_in_background(self, job,
                          partial(self._on_measured, round_, quant),
                          partial(self._on_measure_failed, round_, quant), self._dry_run_pool)

    def _close_runner(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            run_in_background(self, runner.close, lambda _none: None, lambda _exc: None,
                              self._dry_run_pool)

    def _on_measured(self, round_: int, quant: Quant, report: FitReport) -> None:
        self._measuring = False
        if round_ == self._fit_round:
            self.quants.set_fit(quant, *report_text(report))
        self._measure_next()

    def _on_measure_failed(self, round_: int, quant: Quant, exc: Exception) -> None:
        """The estimate stays; its tooltip says why it was not measured."""
        self._measuring = False
        if round_ == self._fit_round:
            text, details = self.quants.fits.get(quant.first_file.path, ("", ""))
            self.quants.set_fit(quant, text, details + "\n" + self.tr(
                "The dry run failed: {why}").format(why=str(exc).splitlines()[0] if str(exc)
                                                    else type(exc).__name__))
        self._measure_next()

    def _on_fit_failed(self, round_: int, quant: Quant, exc: Exception) -> None:
        self._estimated(round_)
        self.quants.set_fit(quant, self.tr("unknown"), str(exc))
        self._measure_next()

    def _estimated(self, round_: int) -> None:
        if round_ == self._fit_round:
            self._estimating = max(self._estimating - 1, 0)

    def download_selected(self) -> None:
        quant = _selected(self.quants_view)
        if quant is None or not self.quants_repo:
            self.show_status(self.tr("Pick a quantization to download."), status="info")
            return
        self.queue.models_dir = self.settings.models_dir()
        try:
            self.queue.add(self.quants_repo, quant)
        except UnsafePath as exc:  # a name from the Hub that cannot be a file here
            self.show_status(self.tr("{quant} cannot be downloaded: {why}").format(
                quant=quant.name, why=str(exc)), error=True)
            return
        except AlreadyDownloaded as exc:
            self.show_status(self.tr("{quant} of {repo} is already downloaded, as {path}: load "
                                     "it from “On this computer” below.").format(
                quant=quant.name, repo=self.quants_repo, path=exc.path), status="info")
            return
        self.show_status(self.tr("{quant} of {repo} added to the downloads.").format(
            quant=quant.name, repo=self.quants_repo))

    # -- downloads -----------------------------------------------------------------
    def _mark_dirty(self, _item: object = None) -> None:
        self._dirty = True

    def _refresh_downloads(self) -> None:
        if not self._dirty and not any(i.stalled for i in self.queue.items):
            return
        self._dirty = False
        if len(self.downloads.rows) != len(self.queue.items):
            self._set_download_rows()
        else:
            for row, item in enumerate(self.downloads.rows):
                self.downloads.refresh_row(row)
                if item.id in self.row_actions:
                    self.row_actions[item.id].show_state()
        finished = {i.id for i in self.queue.items if i.state == DONE}
        if finished - self._finished_seen:
            for item in self.queue.items:
                if item.id in finished - self._finished_seen:
                    self.show_status(self.tr("{quant} of {repo} is downloaded: “Load now” in "
                                             "its row loads it.").format(
                        quant=item.quant_name, repo=item.repo_id))
            self._finished_seen |= finished
            self.rescan()

    def _set_download_rows(self) -> None:
        """All rows anew, each with its buttons (a reset drops the old ones)."""
        self.downloads.set_rows(self.queue.items)
        self.row_actions = {}
        for row, item in enumerate(self.downloads.rows):
            actions = DownloadActions(item, self._on_download_action)
            self.row_actions[item.id] = actions
            self.downloads_view.setIndexWidget(
                self.downloads.index(row, self.downloads.ACTIONS_COLUMN), actions)

    def _on_download_action(self, action: str, item: DownloadItem) -> None:
        if action == "load":
            self.sig_open_in_chat_requested.emit(item.path)
            return
        {"pause": self.queue.pause, "resume": self.queue.resume,
         "cancel": self.queue.cancel}[action](item.id)
        self._mark_dirty()

    def _clear_finished(self) -> None:
        self.queue.remove_finished()
        self._set_download_rows()

    # -- library -------------------------------------------------------------------
    def rescan(self) -> None:
        models_dir = self.settings.models_dir()
        run_in_background(self, lambda: scan(models_dir), self._on_scanned,
                          self._on_hub_error)

    def _on_scanned(self, models: list[LocalModel]) -> None:
        self.library.set_rows(models)
        self.refresh_local_marks()

    def refresh_local_marks(self) -> None:
        """Mark the repositories found with a model on this computer, and the loaded
        one, in the search results and the library (after a scan, a load, an unload)."""
        models_dir = self.settings.models_dir()
        marks: dict[str, str] = {}
        for model in self.library.rows:
            repo = repo_id_of(model, models_dir)
            if repo and marks.get(repo) != "loaded":
                marks[repo] = "loaded" if self.is_loaded(model.path) else "downloaded"
        self.results.set_marks(marks)
        self.library.refresh_loaded()

    def open_selected_in_chat(self) -> None:
        model: LocalModel | None = _selected(self.library_view)
        if model is not None:
            self.sig_open_in_chat_requested.emit(str(model.path))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a GGUF model"), "",
                                              self.tr("GGUF models (*.gguf)"))
        if not path:
            return
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
        self.show_status(self.tr("Importing {name}…").format(name=path.name))
        run_in_background(self, lambda: import_model(path, models_dir, link=link),
                          self._on_imported, self._on_import_failed)

    def _on_imported(self, target: Path) -> None:
        self.show_status(self.tr("Imported as {path}").format(path=target))
        self.rescan()

    def _on_import_failed(self, exc: Exception) -> None:
        if not isinstance(exc, ModelFileError | OSError):
            exc = RuntimeError(f"{type(exc).__name__}: {exc}")
        self.show_status(self.tr("Not imported: {error}").format(error=exc), error=True)

    def delete_selected(self, *, confirm: bool = True) -> None:
        model: LocalModel | None = _selected(self.library_view)
        if model is None:
            return
        if self.is_loaded(model.path):
            self.show_status(self.tr("{name} is loaded in the chat: unload it first (Unload, at "
                                     "the top), then delete it.").format(name=model.path.name),
                             error=True)
            return
        if confirm and QMessageBox.question(
                self, self.tr("Delete model"),
                self.tr("Delete {path} from the disk?").format(path=model.path)
        ) != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_model(model, self.settings.models_dir())
        except OSError as exc:
            self.show_status(str(exc), error=True)
            return
        self.rescan()
